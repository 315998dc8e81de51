export const id = 413;
export const ids = [413];
export const modules = {

/***/ 413:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RESPONSE_OUTPUT_LIMIT: () => (/* binding */ RESPONSE_OUTPUT_LIMIT),
/* harmony export */   runApiCall: () => (/* binding */ runApiCall)
/* harmony export */ });
/* harmony import */ var _api_session_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18);

const RESPONSE_OUTPUT_LIMIT = 512 * 1024;
/** Read past the limit, so that a secret the cut would split is redacted whole before the cut. */
const REDACTION_MARGIN = 64 * 1024;
async function runApiCall(inputs, { session, log, clock, secrets }) {
    const started = clock.now();
    const result = await session.call({ ...inputs, textLimit: RESPONSE_OUTPUT_LIMIT + REDACTION_MARGIN });
    const elapsedMs = clock.now() - started;
    // A body streamed into api-output-file is whole; only one held in api-response is cut.
    const longer = !result.file && (result.truncated || result.bytes > RESPONSE_OUTPUT_LIMIT);
    const size = longer ? `more than ${RESPONSE_OUTPUT_LIMIT} bytes` : `${result.bytes} bytes`;
    if (longer) {
        log.warning(`The response body is longer than ${RESPONSE_OUTPUT_LIMIT} bytes; api-response holds the first ${RESPONSE_OUTPUT_LIMIT}. ` +
            'Use api-output-file to keep all of it.');
    }
    log.info(`API answered HTTP ${result.status} with ${size}${result.file ? ` into ${result.file}` : ''}`);
    let failure = (0,_api_session_js__WEBPACK_IMPORTED_MODULE_0__/* .isSuccess */ .oJ)(result) ? undefined : (0,_api_session_js__WEBPACK_IMPORTED_MODULE_0__/* .describeFailure */ .Ic)(inputs, result, secrets);
    if (failure && !inputs.failOnError) {
        log.warning(`${failure}\n(api-fail-on-error is false: the step goes on)`);
        failure = undefined;
    }
    return {
        outputs: {
            'api-status': String(result.status),
            'api-response': secrets.truncate(result.text, RESPONSE_OUTPUT_LIMIT),
            'api-response-headers': JSON.stringify(result.headers),
            'api-etag': String(result.headers.etag ?? '')
        },
        rows: [['API call', `${inputs.method} ${inputs.url.pathname} → HTTP ${result.status}, ${size}, ${elapsedMs} ms`]],
        failure
    };
}


/***/ })

};
