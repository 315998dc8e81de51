export const id = 371;
export const ids = [371];
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

/***/ 8900:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   aO: () => (/* binding */ readTargeting),
/* harmony export */   qZ: () => (/* binding */ readDevicesLost),
/* harmony export */   xv: () => (/* binding */ readLargeMode),
/* harmony export */   zf: () => (/* binding */ readPublishAt)
/* harmony export */ });
/* unused harmony export LARGE_MODES */
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5927);
/* harmony import */ var _edit_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9090);
/**
 * What a release chooses through its inputs, read before any request: the targeting of new APKs
 * (targeting), the publishing date (publish-at) and when an APK goes the large-file
 * path (large-upload). Kept apart from the stages that act on them, so that reading the
 * inputs loads none of the stages' code.
 */


function readTargeting(inputs) {
    const items = inputs
        .lines(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT */ .b.targeting)
        .flatMap((line) => line.split(','))
        .map((item) => item.trim())
        .filter((item) => item !== '');
    if (items.length === 0 || (items.length === 1 && items[0].toLowerCase() === 'like-existing')) {
        return { kind: 'like-existing' };
    }
    if (items.some((item) => item.toLowerCase() === 'like-existing')) {
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT */ .b.targeting, "is 'like-existing' or a list of devices, not both.");
    }
    return { kind: 'devices', devices: items };
}
const FORM = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?\s+(\S+)$/;
function readPublishAt(inputs) {
    const text = inputs.text(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT */ .b.publishAt);
    if (text === '')
        return undefined;
    const match = FORM.exec(text);
    const example = "a date, a time and an IANA time zone, as '2026-12-01T09:00 Europe/Berlin'";
    if (!match)
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT */ .b.publishAt, `must be ${example}, got '${text}'.`);
    const [, year, month, day, hour, minute, second = '00', zoneId] = match;
    const date = new Date(Date.UTC(+year, +month - 1, +day, +hour, +minute, +second));
    const real = date.getUTCFullYear() === +year &&
        date.getUTCMonth() === +month - 1 &&
        date.getUTCDate() === +day &&
        +hour < 24 &&
        +minute < 60 &&
        +second < 60;
    if (!real)
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT */ .b.publishAt, `names no real date and time: '${text}'; it must be ${example}.`);
    let canonical;
    try {
        canonical = new Intl.DateTimeFormat('en-US', { timeZone: zoneId }).resolvedOptions().timeZone;
    }
    catch {
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT */ .b.publishAt, `names no IANA time zone: '${zoneId}' (Europe/Berlin, America/New_York, UTC).`);
    }
    // The API is given the zone as written (US/Central stays US/Central, which Intl calls
    // America/Chicago: Amazon's list of zones is not known); only its letter case is Intl's.
    const zone = canonical.toLowerCase() === zoneId.toLowerCase() ? canonical : zoneId;
    return { dateTime: `${year}-${month}-${day}T${hour}:${minute}:${second}`, zoneId: zone };
}
function readDevicesLost(inputs) {
    const items = inputs
        .lines(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT */ .b.devicesLost)
        .flatMap((line) => line.split(','))
        .map((item) => item.trim())
        .filter((item) => item !== '');
    const word = items.find((item) => ['fail', 'warn'].includes(item.toLowerCase()))?.toLowerCase();
    if (items.length === 0 || (items.length === 1 && word === 'fail'))
        return { kind: 'fail' };
    if (items.length === 1 && word === 'warn')
        return { kind: 'warn' };
    if (word) {
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT */ .b.devicesLost, `is 'fail', 'warn', or a list of the device ids or names that may go, not both: got '${word}' in a list.`);
    }
    return { kind: 'accept', devices: items };
}
const LARGE_MODES = ['auto', 'always', 'never'];
function readLargeMode(inputs) {
    return inputs.choice(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT */ .b.largeUpload, LARGE_MODES, 'auto');
}


/***/ }),

/***/ 371:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OPEN_EDIT_MODES: () => (/* binding */ OPEN_EDIT_MODES),
/* harmony export */   readReleaseFiles: () => (/* binding */ readReleaseFiles),
/* harmony export */   readReleaseInputs: () => (/* binding */ readReleaseInputs)
/* harmony export */ });
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5927);
/* harmony import */ var _edit_app_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(164);
/* harmony import */ var _edit_inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9090);
/* harmony import */ var _listing_inputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9406);
/* harmony import */ var _listing_notes_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4438);
/* harmony import */ var _choices_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8900);
/**
 * The inputs of a release, checked before any request is sent; last, findApks() (files.ts, loaded
 * only here) expands the globs and checks every file, and manifests.ts what their manifests say.
 */






const OPEN_EDIT_MODES = ['reuse', 'replace', 'fail'];
async function readReleaseInputs(inputs, holdsSecret) {
    const appId = (0,_edit_app_js__WEBPACK_IMPORTED_MODULE_1__/* .readAppId */ .x)(inputs);
    const submit = inputs.boolean(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT */ .b.submit, false);
    const dryRun = inputs.boolean(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT */ .b.dryRun, false);
    if (submit && dryRun) {
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT */ .b.dryRun, "and 'submit' cannot both be true: a dry run deletes its edit, a submit commits it.");
    }
    const appUrl = (0,_edit_app_js__WEBPACK_IMPORTED_MODULE_1__/* .appUrlOf */ .O)(inputs, appId);
    const notes = (0,_listing_notes_js__WEBPACK_IMPORTED_MODULE_4__/* .readNotes */ .WT)(inputs, holdsSecret);
    const openEdit = inputs.choice(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT */ .b.openEdit, OPEN_EDIT_MODES, 'reuse');
    const listing = (0,_listing_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .readListingInputs */ .S)(inputs, notes, holdsSecret);
    const targeting = (0,_choices_js__WEBPACK_IMPORTED_MODULE_5__/* .readTargeting */ .aO)(inputs);
    const publishAt = (0,_choices_js__WEBPACK_IMPORTED_MODULE_5__/* .readPublishAt */ .zf)(inputs);
    const largeUpload = (0,_choices_js__WEBPACK_IMPORTED_MODULE_5__/* .readLargeMode */ .xv)(inputs);
    const devicesLost = (0,_choices_js__WEBPACK_IMPORTED_MODULE_5__/* .readDevicesLost */ .qZ)(inputs);
    const patterns = inputs.lines(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT */ .b.files);
    if (patterns.length === 0 && !notes && !listing && !publishAt && !submit) {
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT */ .b.appId, "is given, but nothing to do: give 'files' (APKs), 'listing-dir', 'notes', 'notes-dir' or " +
            "'publish-at', " +
            "or 'submit: true' to submit the draft an earlier run left open.");
    }
    const { files, reach } = await readReleaseFiles(patterns, inputs, listing);
    return {
        appId,
        appUrl,
        files,
        reach,
        notes,
        listing,
        publishAt,
        largeUpload,
        targeting,
        devicesLost,
        openEdit,
        submit,
        dryRun
    };
}
/**
 * The files found, their manifests read and checked (manifests.ts), and the devices they reach:
 * what the release reads of `files` before any request, and the preflight action too. The code is
 * loaded only when there are files.
 */
async function readReleaseFiles(patterns, inputs, listing) {
    if (patterns.length === 0)
        return { files: [], reach: [] };
    const files = await (await Promise.all(/* import() */[__webpack_require__.e(663), __webpack_require__.e(377), __webpack_require__.e(195)]).then(__webpack_require__.bind(__webpack_require__, 195))).findApks(patterns, inputs);
    const manifests = files.map((file) => file.manifest);
    (await __webpack_require__.e(/* import() */ 162).then(__webpack_require__.bind(__webpack_require__, 4162))).checkManifests(manifests, listing);
    (await __webpack_require__.e(/* import() */ 232).then(__webpack_require__.bind(__webpack_require__, 4232))).refuseMinSdkOrder(manifests);
    return { files, reach: (await __webpack_require__.e(/* import() */ 32).then(__webpack_require__.bind(__webpack_require__, 2032))).deviceReach(manifests) };
}


/***/ }),

/***/ 9406:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ readListingInputs)
/* harmony export */ });
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5927);
/* harmony import */ var _edit_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9090);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1599);
/**
 * The listing inputs of a release: `listing-dir` (the folder, read whole and checked here, before
 * any request) and `listing-add-locales`. Release notes have one source: the folder's
 * `<locale>/changelogs/` or `notes`/`notes-dir`, never both.
 */



function readListingInputs(inputs, notes, holdsSecret) {
    const dir = inputs.text(_folder_js__WEBPACK_IMPORTED_MODULE_2__/* .LISTING_INPUT */ .Mr);
    const addLocales = inputs.boolean(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT */ .b.addLocales, false);
    const strict = inputs.boolean(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT */ .b.strict, false);
    if (dir === '') {
        if (addLocales)
            throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT */ .b.addLocales, "needs 'listing-dir': it adds the locales of that folder.");
        if (strict)
            throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT */ .b.strict, "needs 'listing-dir': it is about what that folder leaves out.");
        return undefined;
    }
    // The folder is read where it really is: in the workspace (step/inputs.ts readable).
    const folder = (0,_folder_js__WEBPACK_IMPORTED_MODULE_2__/* .readListingFolder */ .FZ)(inputs.readable(_folder_js__WEBPACK_IMPORTED_MODULE_2__/* .LISTING_INPUT */ .Mr, dir, dir), {
        cwd: inputs.cwd,
        workspace: inputs.cwd,
        holdsSecret,
        strict
    });
    const withChangelogs = Object.values(folder.locales).filter(({ changelogs }) => changelogs.fallback !== undefined || Object.keys(changelogs.byVersionCode).length > 0);
    if (notes && withChangelogs.length > 0) {
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(_folder_js__WEBPACK_IMPORTED_MODULE_2__/* .LISTING_INPUT */ .Mr, `holds release notes (${withChangelogs[0].folder}/changelogs/) and '${notes.from}' ` +
            'gives them too: give the notes in one place.');
    }
    return { folder, addLocales, strict, hasChangelogs: withChangelogs.length > 0, holdsSecret };
}


/***/ })

};
