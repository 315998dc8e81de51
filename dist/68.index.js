export const id = 68;
export const ids = [68];
export const modules = {

/***/ 2619:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ appUrlOf),
/* harmony export */   x: () => (/* binding */ readAppId)
/* harmony export */ });
/* harmony import */ var _appstore_endpoints_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9507);
/* harmony import */ var _net_url_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2897);
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(656);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(539);
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

/***/ 5068:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  OPEN_EDIT_MODES: () => (/* binding */ OPEN_EDIT_MODES),
  readReleaseInputs: () => (/* binding */ readReleaseInputs)
});

// EXTERNAL MODULE: ./src/step/errors.ts
var errors = __webpack_require__(656);
// EXTERNAL MODULE: ./src/capabilities/edit/app.ts
var app = __webpack_require__(2619);
// EXTERNAL MODULE: ./src/capabilities/edit/inputs.ts
var edit_inputs = __webpack_require__(539);
// EXTERNAL MODULE: ./src/capabilities/release/listing/folder.ts + 1 modules
var listing_folder = __webpack_require__(4182);
;// CONCATENATED MODULE: ./src/capabilities/release/listing/inputs.ts
/**
 * The listing inputs of a release: `listing-dir` (the folder, read whole and checked here, before
 * any request) and `listing-add-locales`. Release notes have one source: the folder's
 * `<locale>/changelogs/` or `notes`/`notes-dir`, never both.
 */



function readListingInputs(inputs, notes, holdsSecret) {
    const dir = inputs.text(listing_folder/* LISTING_INPUT */.Mr);
    const addLocales = inputs.boolean(edit_inputs/* INPUT */.b.addLocales, false);
    const strict = inputs.boolean(edit_inputs/* INPUT */.b.strict, false);
    if (dir === '') {
        if (addLocales)
            throw new errors/* InputError */.dz(edit_inputs/* INPUT */.b.addLocales, "needs 'listing-dir': it adds the locales of that folder.");
        if (strict)
            throw new errors/* InputError */.dz(edit_inputs/* INPUT */.b.strict, "needs 'listing-dir': it is about what that folder leaves out.");
        return undefined;
    }
    // The folder is read where it really is: in the workspace (step/inputs.ts readable).
    const folder = (0,listing_folder/* readListingFolder */.FZ)(inputs.readable(listing_folder/* LISTING_INPUT */.Mr, dir, dir), {
        cwd: inputs.cwd,
        workspace: inputs.cwd,
        holdsSecret,
        strict
    });
    const withChangelogs = Object.values(folder.locales).filter(({ changelogs }) => changelogs.fallback !== undefined || Object.keys(changelogs.byVersionCode).length > 0);
    if (notes && withChangelogs.length > 0) {
        throw new errors/* InputError */.dz(listing_folder/* LISTING_INPUT */.Mr, `holds release notes (${withChangelogs[0].folder}/changelogs/) and '${notes.from}' ` +
            'gives them too: give the notes in one place.');
    }
    return { folder, addLocales, strict, hasChangelogs: withChangelogs.length > 0, holdsSecret };
}

// EXTERNAL MODULE: ./src/capabilities/release/listing/notes.ts
var listing_notes = __webpack_require__(4579);
;// CONCATENATED MODULE: ./src/capabilities/release/choices.ts
/**
 * What a release chooses through its inputs, read before any request: the targeting of new APKs
 * (targeting), the publishing date (publish-at) and when an APK goes the large-file
 * path (large-upload). Kept apart from the stages that act on them, so that reading the
 * inputs loads none of the stages' code.
 */


function readTargeting(inputs) {
    const items = inputs
        .lines(edit_inputs/* INPUT */.b.targeting)
        .flatMap((line) => line.split(','))
        .map((item) => item.trim())
        .filter((item) => item !== '');
    if (items.length === 0 || (items.length === 1 && items[0].toLowerCase() === 'like-existing')) {
        return { kind: 'like-existing' };
    }
    if (items.some((item) => item.toLowerCase() === 'like-existing')) {
        throw new errors/* InputError */.dz(edit_inputs/* INPUT */.b.targeting, "is 'like-existing' or a list of devices, not both.");
    }
    return { kind: 'devices', devices: items };
}
const FORM = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?\s+(\S+)$/;
function readPublishAt(inputs) {
    const text = inputs.text(edit_inputs/* INPUT */.b.publishAt);
    if (text === '')
        return undefined;
    const match = FORM.exec(text);
    const example = "a date, a time and an IANA time zone, as '2026-12-01T09:00 Europe/Berlin'";
    if (!match)
        throw new errors/* InputError */.dz(edit_inputs/* INPUT */.b.publishAt, `must be ${example}, got '${text}'.`);
    const [, year, month, day, hour, minute, second = '00', zoneId] = match;
    const date = new Date(Date.UTC(+year, +month - 1, +day, +hour, +minute, +second));
    const real = date.getUTCFullYear() === +year &&
        date.getUTCMonth() === +month - 1 &&
        date.getUTCDate() === +day &&
        +hour < 24 &&
        +minute < 60 &&
        +second < 60;
    if (!real)
        throw new errors/* InputError */.dz(edit_inputs/* INPUT */.b.publishAt, `names no real date and time: '${text}'; it must be ${example}.`);
    let canonical;
    try {
        canonical = new Intl.DateTimeFormat('en-US', { timeZone: zoneId }).resolvedOptions().timeZone;
    }
    catch {
        throw new errors/* InputError */.dz(edit_inputs/* INPUT */.b.publishAt, `names no IANA time zone: '${zoneId}' (Europe/Berlin, America/New_York, UTC).`);
    }
    // The API is given the zone as written (US/Central stays US/Central, which Intl calls
    // America/Chicago: Amazon's list of zones is not known); only its letter case is Intl's.
    const zone = canonical.toLowerCase() === zoneId.toLowerCase() ? canonical : zoneId;
    return { dateTime: `${year}-${month}-${day}T${hour}:${minute}:${second}`, zoneId: zone };
}
const LARGE_MODES = ['auto', 'always', 'never'];
function readLargeMode(inputs) {
    return inputs.choice(edit_inputs/* INPUT */.b.largeUpload, LARGE_MODES, 'auto');
}

;// CONCATENATED MODULE: ./src/capabilities/release/inputs.ts
/**
 * The inputs of a release, checked before any request is sent; last, findApks() (files.ts, loaded
 * only here) expands the globs and checks every file, and manifests.ts what their manifests say.
 */






const OPEN_EDIT_MODES = ['reuse', 'replace', 'fail'];
async function readReleaseInputs(inputs, holdsSecret) {
    const appId = (0,app/* readAppId */.x)(inputs);
    const submit = inputs.boolean(edit_inputs/* INPUT */.b.submit, false);
    const dryRun = inputs.boolean(edit_inputs/* INPUT */.b.dryRun, false);
    if (submit && dryRun) {
        throw new errors/* InputError */.dz(edit_inputs/* INPUT */.b.dryRun, "and 'submit' cannot both be true: a dry run deletes its edit, a submit commits it.");
    }
    const appUrl = (0,app/* appUrlOf */.O)(inputs, appId);
    const notes = (0,listing_notes/* readNotes */.WT)(inputs, holdsSecret);
    const openEdit = inputs.choice(edit_inputs/* INPUT */.b.openEdit, OPEN_EDIT_MODES, 'reuse');
    const listing = readListingInputs(inputs, notes, holdsSecret);
    const targeting = readTargeting(inputs);
    const publishAt = readPublishAt(inputs);
    const largeUpload = readLargeMode(inputs);
    const patterns = inputs.lines(edit_inputs/* INPUT */.b.files);
    if (patterns.length === 0 && !notes && !listing && !publishAt && !submit) {
        throw new errors/* InputError */.dz(edit_inputs/* INPUT */.b.appId, "is given, but nothing to do: give 'files' (APKs), 'listing-dir', 'notes', 'notes-dir' or " +
            "'publish-at', " +
            "or 'submit: true' to submit the draft an earlier run left open.");
    }
    const files = patterns.length === 0 ? [] : await readFiles(patterns, inputs, listing);
    return { appId, appUrl, files, notes, listing, publishAt, largeUpload, targeting, openEdit, submit, dryRun };
}
/** The files found and their manifests read and checked (manifests.ts): loaded only when there are files. */
async function readFiles(patterns, inputs, listing) {
    const files = await (await Promise.all(/* import() */[__webpack_require__.e(949), __webpack_require__.e(478), __webpack_require__.e(474)]).then(__webpack_require__.bind(__webpack_require__, 4474))).findApks(patterns, inputs);
    const manifests = files.map((file) => file.manifest);
    (await __webpack_require__.e(/* import() */ 939).then(__webpack_require__.bind(__webpack_require__, 1939))).checkManifests(manifests, listing);
    (await __webpack_require__.e(/* import() */ 947).then(__webpack_require__.bind(__webpack_require__, 5947))).refuseMinSdkOrder(manifests);
    return files;
}


/***/ })

};
