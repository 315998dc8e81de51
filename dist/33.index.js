export const id = 33;
export const ids = [33];
export const modules = {

/***/ 8690:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F9: () => (/* binding */ ApiFailure)
/* harmony export */ });
/* unused harmony exports parseApiError, apiErrorText */
/* harmony import */ var _net_retry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3742);
/* harmony import */ var _net_url_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2897);
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(656);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6183);
/* harmony import */ var _scopes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7144);





const MAX_ERRORS = 20;
const MAX_TEXT = 300;
/** undefined when the body is not an error object of the API. */
function parseApiError(text) {
    const answer = (0,_json_js__WEBPACK_IMPORTED_MODULE_3__/* .jsonObject */ .o$)((0,_json_js__WEBPACK_IMPORTED_MODULE_3__/* .parseJson */ .qF)(text));
    if (!answer)
        return undefined;
    const body = (0,_json_js__WEBPACK_IMPORTED_MODULE_3__/* .jsonObject */ .o$)(answer.error) ?? answer;
    // A code in words beside a message (`code`, or Google's `status` beside a number `code`) is its code.
    const named = typeof body.message === 'string'
        ? [body.code, body.status].find((value) => typeof value === 'string' && /^[A-Z][A-Z_]*$/.test(value))
        : undefined;
    const message = named ? '' : oneLine(body.message ?? body.Message);
    const errors = (Array.isArray(body.errors) ? body.errors : [])
        .map((item) => {
        const entry = (0,_json_js__WEBPACK_IMPORTED_MODULE_3__/* .jsonObject */ .o$)(item) ?? {};
        return { code: oneLine(entry.errorCode), message: oneLine(entry.errorMessage) };
    })
        .filter((error) => error.code !== '' || error.message !== '');
    // The other shape the API answers in: `{httpCode, errorCode, errorMessage}`, no errors list.
    const single = named
        ? { code: oneLine(named), message: oneLine(body.message) }
        : { code: oneLine(body.errorCode), message: oneLine(body.errorMessage) };
    if (single.code !== '' || single.message !== '')
        errors.unshift(single);
    if (message === '' && errors.length === 0)
        return undefined;
    return { message, errors: errors.slice(0, MAX_ERRORS) };
}
/** The API's message and every errors[].errorMessage (with its code), on one line; else an excerpt. */
function apiErrorText(text, contentType) {
    return new _step_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .Quote */ .Pk(text, (redacted) => {
        const parsed = parseApiError(redacted);
        if (!parsed)
            return (0,_step_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .excerpt */ .Kb)(redacted, contentType).shape(redacted);
        const errors = parsed.errors.map((error) => error.message === '' ? error.code : error.code === '' ? error.message : `${error.message} (${error.code})`);
        return [parsed.message, errors.join('; ')].filter((part) => part !== '').join(': ');
    });
}
/**
 * The API refused a call: the call, the status, the attempts, the API's message and errors (or an
 * excerpt of the body), and a hint when a fresh token was refused too.
 */
class ApiFailure extends _step_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .Failure */ .HR {
    status;
    /** The error codes of the body: errors[].errorCode, a top-level errorCode, or a word code beside a message. */
    codes;
    text;
    /** A fresh token was refused too: the credentials, not this call, are the matter. */
    tokenRefused;
    /**
     * The class of the call refused (src/appstore/calls.ts), from its request: with a transient status,
     * a 'once' call was not repeated.
     */
    callClass;
    constructor(request, result) {
        const hint = result.refusedAfterRenewal
            ? '\nHint: a fresh token was refused too, so it is not about expiry: attach the security profile to this API ' +
                `under Apps & Services > API Access, and use the scope of this API (${_scopes_js__WEBPACK_IMPORTED_MODULE_2__/* .SCOPE_LIST */ .wj}).`
            : '';
        super([
            `${request.method} ${request.label ?? (0,_net_url_js__WEBPACK_IMPORTED_MODULE_4__/* .printable */ .g$)(request.url)} answered HTTP ${result.status}` +
                `${(0,_net_retry_js__WEBPACK_IMPORTED_MODULE_0__/* .afterAttempts */ .ln)(result.attempts)}: `,
            apiErrorText(result.text, String(result.headers['content-type'] ?? '')),
            hint
        ]);
        this.status = result.status;
        this.codes = (parseApiError(result.text)?.errors ?? []).map((error) => error.code);
        this.text = result.text;
        this.tokenRefused = result.refusedAfterRenewal === true;
        this.callClass = request.callClass;
    }
}
/** Strings only, whitespace collapsed (a server's newline must not start a line of ours), cut to a length. */
function oneLine(value) {
    if (typeof value !== 'string')
        return '';
    const text = value.replace(/\s+/g, ' ').trim();
    return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
}


/***/ }),

/***/ 4033:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RESPONSE_OUTPUT_LIMIT: () => (/* binding */ RESPONSE_OUTPUT_LIMIT),
/* harmony export */   runCall: () => (/* binding */ runCall)
/* harmony export */ });
/* harmony import */ var _appstore_calls_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4804);
/* harmony import */ var _appstore_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8690);
/* harmony import */ var _net_exchange_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5572);
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(656);
/* harmony import */ var _step_report_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7957);
/** One authenticated API call, its answer turned into the step's outputs. */





/** api-response holds this much of a body: the step cuts every output there, after redacting it. */
const RESPONSE_OUTPUT_LIMIT = _step_report_js__WEBPACK_IMPORTED_MODULE_4__/* .OUTPUT_LIMIT */ .oJ;
/** Read past the limit, so that a secret the cut would split is redacted whole before the cut. */
const REDACTION_MARGIN = 64 * 1024;
async function runCall(inputs, { session, log, clock }) {
    const started = clock.now();
    const request = { ...inputs, callClass: _appstore_calls_js__WEBPACK_IMPORTED_MODULE_0__/* .USER_CALL */ .JR[inputs.method] };
    const result = await session.exchange({ ...request, textLimit: RESPONSE_OUTPUT_LIMIT + REDACTION_MARGIN });
    const elapsedMs = clock.now() - started;
    // A body streamed into api-output-file is whole; only one held in api-response is cut.
    const longer = !result.file && (result.truncated || result.bytes > RESPONSE_OUTPUT_LIMIT);
    const size = longer ? `more than ${RESPONSE_OUTPUT_LIMIT} bytes` : `${result.bytes} bytes`;
    if (longer) {
        log.warning(`The response body is longer than ${RESPONSE_OUTPUT_LIMIT} bytes; api-response holds the first ${RESPONSE_OUTPUT_LIMIT}. ` +
            "Use 'api-output-file' to keep all of it.");
    }
    log.info(`API answered HTTP ${result.status} with ${size}${result.file ? ` into ${result.file}` : ''}`);
    let failure = (0,_net_exchange_js__WEBPACK_IMPORTED_MODULE_2__/* .isSuccess */ .oJ)(result.status) ? undefined : new _appstore_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiFailure */ .F9(request, result);
    if (failure && !inputs.failOnError) {
        log.warning(new _step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .Failure */ .HR([...failure.parts, "\n('api-fail-on-error' is false: the step goes on)"]));
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
