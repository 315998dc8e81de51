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
async function runApiCall(inputs, { session, log, clock }) {
    const started = clock.now();
    const result = await session.call({ ...inputs, textLimit: RESPONSE_OUTPUT_LIMIT });
    const elapsedMs = clock.now() - started;
    if (result.truncated) {
        log.warning(`The response body has ${result.bytes} bytes; api-response holds the first ${RESPONSE_OUTPUT_LIMIT}. ` +
            'Use api-output-file to keep all of it.');
    }
    log.info(`API answered HTTP ${result.status} with ${result.bytes} bytes${result.file ? ` into ${result.file}` : ''}`);
    let failure = (0,_api_session_js__WEBPACK_IMPORTED_MODULE_0__/* .isSuccess */ .oJ)(result) ? undefined : (0,_api_session_js__WEBPACK_IMPORTED_MODULE_0__/* .describeFailure */ .Ic)(inputs, result);
    if (failure && !inputs.failOnError) {
        log.warning(`${failure}\n(api-fail-on-error is false: the step goes on)`);
        failure = undefined;
    }
    return {
        outputs: {
            'api-status': String(result.status),
            'api-response': result.text,
            'api-response-headers': JSON.stringify(result.headers),
            'api-etag': String(result.headers.etag ?? '')
        },
        rows: [
            [
                'API call',
                `${inputs.method} ${inputs.url.pathname} → HTTP ${result.status}, ${result.bytes} bytes, ${elapsedMs} ms`
            ]
        ],
        failure
    };
}


/***/ })

};
