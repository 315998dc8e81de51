export const id = 808;
export const ids = [808];
export const modules = {

/***/ 164:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ appUrlOf),
/* harmony export */   x: () => (/* binding */ readAppId)
/* harmony export */ });
/* harmony import */ var _appstore_endpoints_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7610);
/* harmony import */ var _net_url_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(486);
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5927);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9090);
/** The app whose edits a run works in: `app-id`, and its resource under `api-base-url`. */




const APP_ID_HINT = "the App ID (amzn1.devportal.mobileapp.…) shown on the app's page in the developer console.";
/** app-id, checked: one segment of the API's paths ('..' or '.' would make every call land elsewhere). */
function readAppId(inputs) {
    const appId = inputs.required(_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT */ .b.appId, `give ${APP_ID_HINT}`);
    if (!(0,_net_url_js__WEBPACK_IMPORTED_MODULE_2__/* .isPlainSegment */ .kT)(appId))
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT */ .b.appId, `must be ${APP_ID_HINT} Got '${appId}'.`);
    return appId;
}
/** The app's resource under api-base-url. */
function appUrlOf(inputs, appId) {
    return inputs.urlUnder(_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT */ .b.apiBaseUrl, _appstore_endpoints_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_API_BASE_URL */ .Ri, (0,_appstore_endpoints_js__WEBPACK_IMPORTED_MODULE_3__/* .appPath */ .X4)(appId), _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT */ .b.appId);
}


/***/ }),

/***/ 1808:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readStatusInputs: () => (/* binding */ readStatusInputs)
/* harmony export */ });
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5927);
/* harmony import */ var _edit_app_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(164);
/* harmony import */ var _edit_inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9090);
/**
 * The inputs of release-status: the app alone. It only reads (GET requests), so any input that
 * would change the store, or ask for another step, is refused before any request.
 */



const STATUS_INPUT = _edit_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT */ .b.status;
/** What asks for another step; listing-bootstrap writes files, so it is a step of its own too. */
const OTHER_STEPS = ['api-url', 'report', _edit_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT */ .b.bootstrap];
/** What only a release uses: with release-status, a sign that a release was meant. */
const RELEASE_ONLY = [..._edit_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .CHANGING_INPUTS */ .M, _edit_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT */ .b.listingDir, _edit_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT */ .b.addLocales, _edit_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT */ .b.strict];
function readStatusInputs(inputs) {
    const given = (name) => inputs.text(name) !== '' && inputs.text(name).toLowerCase() !== 'false';
    const other = OTHER_STEPS.find(given);
    if (other)
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(STATUS_INPUT, `and '${other}' cannot both be given: use one step for each.`);
    const changes = RELEASE_ONLY.filter(given);
    if (changes.length > 0) {
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(STATUS_INPUT, `only reads the app's version codes and open edit, so it cannot go with ${changes.join(', ')}: ` +
            'read the status in a step of its own, before the build, and release in a later step.');
    }
    const appId = (0,_edit_app_js__WEBPACK_IMPORTED_MODULE_1__/* .readAppId */ .x)(inputs);
    return { appId, appUrl: (0,_edit_app_js__WEBPACK_IMPORTED_MODULE_1__/* .appUrlOf */ .O)(inputs, appId) };
}


/***/ })

};
