export const id = 774;
export const ids = [774];
export const modules = {

/***/ 6774:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RESPONSE_OUTPUT_LIMIT: () => (/* binding */ RESPONSE_OUTPUT_LIMIT),
/* harmony export */   runCall: () => (/* binding */ runCall)
/* harmony export */ });
/* harmony import */ var _appstore_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1381);
/* harmony import */ var _net_exchange_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(914);
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5927);
/* harmony import */ var _step_report_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3578);
/** One authenticated API call, its answer turned into the step's outputs. */




/** api-response holds this much of a body: the step cuts every output there, after redacting it. */
const RESPONSE_OUTPUT_LIMIT = _step_report_js__WEBPACK_IMPORTED_MODULE_3__/* .OUTPUT_LIMIT */ .oJ;
/** Read past the limit, so that a secret the cut would split is redacted whole before the cut. */
const REDACTION_MARGIN = 64 * 1024;
async function runCall(inputs, { session, log, clock }) {
    const started = clock.now();
    const result = await session.exchange({ ...inputs, textLimit: RESPONSE_OUTPUT_LIMIT + REDACTION_MARGIN });
    const elapsedMs = clock.now() - started;
    // A body streamed into api-output-file is whole; only one held in api-response is cut.
    const longer = !result.file && (result.truncated || result.bytes > RESPONSE_OUTPUT_LIMIT);
    const size = longer ? `more than ${RESPONSE_OUTPUT_LIMIT} bytes` : `${result.bytes} bytes`;
    if (longer) {
        log.warning(`The response body is longer than ${RESPONSE_OUTPUT_LIMIT} bytes; api-response holds the first ${RESPONSE_OUTPUT_LIMIT}. ` +
            'Use api-output-file to keep all of it.');
    }
    log.info(`API answered HTTP ${result.status} with ${size}${result.file ? ` into ${result.file}` : ''}`);
    let failure = (0,_net_exchange_js__WEBPACK_IMPORTED_MODULE_1__/* .isSuccess */ .oJ)(result.status) ? undefined : new _appstore_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiFailure */ .F9(inputs, result);
    if (failure && !inputs.failOnError) {
        log.warning(new _step_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .Failure */ .HR([...failure.parts, '\n(api-fail-on-error is false: the step goes on)']));
        failure = undefined;
    }
    return {
        outputs: {
            'api-status': String(result.status),
            'api-response': result.text,
            'api-response-headers': JSON.stringify(result.headers),
            'api-etag': String(result.headers.etag ?? '')
        },
        rows: [['API call', `${inputs.method} ${inputs.url.pathname} → HTTP ${result.status}, ${size}, ${elapsedMs} ms`]],
        failure
    };
}


/***/ })

};
