export const id = 771;
export const ids = [771];
export const modules = {

/***/ 5771:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parseHeaders: () => (/* binding */ parseHeaders),
/* harmony export */   readCallInputs: () => (/* binding */ readCallInputs)
/* harmony export */ });
/* harmony import */ var _appstore_endpoints_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9507);
/* harmony import */ var _net_exchange_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5572);
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(656);
/** The inputs of the API call, checked before any request (token included) is sent. */



function readCallInputs(inputs) {
    const method = readMethod(inputs.text('api-method'));
    const body = readBody(inputs);
    if (body && (method === 'GET' || method === 'HEAD')) {
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(body.kind === 'text' ? 'api-body' : 'api-body-file', `cannot be sent with 'api-method' ${method}.`);
    }
    const headers = parseHeaders(inputs.text('api-headers'));
    if (body && !('content-type' in headers)) {
        headers['content-type'] = body.kind === 'text' ? 'application/json' : 'application/octet-stream';
    }
    return {
        method,
        url: readApiUrl(inputs),
        headers,
        body,
        outputFile: inputs.outputPath('api-output-file', 'file'),
        failOnError: inputs.boolean('api-fail-on-error', true)
    };
}
/** An absolute URL, or a path starting with '/' that is appended to api-base-url. */
function readApiUrl(inputs) {
    const target = inputs.text('api-url');
    let url;
    if (target.startsWith('/'))
        url = inputs.urlUnder('api-base-url', _appstore_endpoints_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_API_BASE_URL */ .Ri, target, 'api-url');
    else if (!/^[a-z][a-z0-9+.-]*:/i.test(target)) {
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz('api-url', `must be an absolute URL or a path starting with '/', got '${target}'.`);
    }
    else
        url = inputs.url('api-url');
    refuseEmptySegment(target, url);
    return url;
}
/**
 * `/v1/applications//edits` is what `/v1/applications/${{ vars.APPSTORE_APP_ID }}/edits` becomes
 * when the variable is not set: the API would answer it, after a token request, with an error that
 * does not say why. Checked on the path as given (the part before any query), after the URL checks,
 * which refuse a leading '//' as a path that leads elsewhere.
 */
function refuseEmptySegment(target, url) {
    const path = target.startsWith('/') ? target.replace(/[?#].*$/s, '') : url.pathname;
    if (!path.includes('//'))
        return;
    throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz('api-url', `has an empty path segment ('//' in '${path.slice(0, 120)}'): an empty segment usually means an unset ` +
        'variable, such as vars.APPSTORE_APP_ID in /v1/applications/${{ vars.APPSTORE_APP_ID }}/edits. ' +
        'Check that the variable is set for this repository (or environment).');
}
function readMethod(text) {
    const method = (text || 'GET').toUpperCase();
    if (!_net_exchange_js__WEBPACK_IMPORTED_MODULE_0__/* .METHODS */ .J8.includes(method)) {
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz('api-method', `must be one of ${_net_exchange_js__WEBPACK_IMPORTED_MODULE_0__/* .METHODS */ .J8.join(', ')}, got '${text}'.`);
    }
    return method;
}
function readBody(inputs) {
    const text = inputs.text('api-body');
    if (text !== '' && inputs.text('api-body-file') !== '') {
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz('api-body', "and 'api-body-file' cannot both be given; pick one.");
    }
    if (text !== '')
        return { kind: 'text', text };
    const file = inputs.file('api-body-file');
    return file && { kind: 'file', ...file };
}
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** RFC 9110 field-value characters as node sends them: tab, visible ASCII, space, and Latin-1. */
const HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;
const FORBIDDEN_HEADERS = new Set(['authorization', 'host', 'content-length', 'transfer-encoding', 'connection']);
/** One `Name: value` a line; names are case-insensitive and kept in lower case. */
function parseHeaders(text) {
    const headers = {};
    for (const [index, raw] of text.split('\n').entries()) {
        const line = raw.trim();
        if (line === '')
            continue;
        const colon = line.indexOf(':');
        const name = colon > 0 ? line.slice(0, colon).trim() : '';
        // A line is named by its position, never echoed: it may hold a credential.
        if (!HEADER_NAME.test(name))
            throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz('api-headers', `line ${index + 1} is not 'Name: value'.`);
        const lower = name.toLowerCase();
        if (lower === 'authorization') {
            throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz('api-headers', 'must not set Authorization: the action sends the bearer token itself.');
        }
        if (FORBIDDEN_HEADERS.has(lower))
            throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz('api-headers', `must not set ${name}: the action sets it.`);
        const value = line.slice(colon + 1).trim();
        if (!HEADER_VALUE.test(value)) {
            throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz('api-headers', `line ${index + 1} (${name}) has a value a header cannot carry: control characters such as a carriage return, ` +
                'or characters beyond Latin-1.');
        }
        headers[lower] = value;
    }
    return headers;
}


/***/ })

};
