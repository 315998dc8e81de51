export const id = 808;
export const ids = [808];
export const modules = {

/***/ 5216:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ parseVersionCodes)
/* harmony export */ });
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5927);
/**
 * Version codes given by a person in an input, as the release's `version-codes` output gives them
 * (one a line) or typed by hand (spaces, commas): checked before any request.
 */

/** The largest versionCode Android takes (an int). */
const MAX_VERSION_CODE = 2_147_483_647;
/**
 * The version codes in `text`, the value of input `name`, as the API writes them (digits, no leading
 * zero), each once, in the order given; [] when it holds none. Anything but a whole number from 1 to
 * MAX_VERSION_CODE is refused, naming the input.
 */
function parseVersionCodes(text, name) {
    const codes = text.split(/[\s,]+/).filter((word) => word !== '');
    for (const code of codes) {
        if (!/^\d{1,10}$/.test(code) || Number(code) < 1 || Number(code) > MAX_VERSION_CODE) {
            throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(name, `takes whole numbers from 1 to ${MAX_VERSION_CODE} (an APK's versionCode), separated by spaces, commas ` +
                `or new lines, got '${code.slice(0, 40)}'.`);
        }
    }
    return [...new Set(codes.map((code) => String(Number(code))))];
}


/***/ }),

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

/***/ 9090:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ INPUT)
/* harmony export */ });
/** The names of the inputs of the capabilities that work on an app (release, status, bootstrap): one table. */
const INPUT = {
    appId: 'app-id',
    apiBaseUrl: 'api-base-url',
    files: 'files',
    notes: 'notes',
    notesDir: 'notes-dir',
    publishAt: 'publish-at',
    submit: 'submit',
    dryRun: 'dry-run',
    openEdit: 'open-edit',
    targeting: 'targeting',
    largeUpload: 'large-upload',
    devicesLost: 'devices-lost',
    listingDir: 'listing-dir',
    addLocales: 'listing-add-locales',
    strict: 'listing-strict',
    overwrite: 'overwrite'
};


/***/ }),

/***/ 1808:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readStatusInputs: () => (/* binding */ readStatusInputs)
/* harmony export */ });
/* harmony import */ var _android_version_codes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5216);
/* harmony import */ var _edit_app_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(164);
/** The inputs of the status action: the app, and the version codes a workflow waits for. */


function readStatusInputs(inputs) {
    const versionCodes = (0,_android_version_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .parseVersionCodes */ .u)(inputs.text('version-codes'), 'version-codes');
    const appId = (0,_edit_app_js__WEBPACK_IMPORTED_MODULE_1__/* .readAppId */ .x)(inputs);
    return { appId, appUrl: (0,_edit_app_js__WEBPACK_IMPORTED_MODULE_1__/* .appUrlOf */ .O)(inputs, appId), versionCodes };
}


/***/ })

};
