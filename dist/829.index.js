export const id = 829;
export const ids = [829];
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

/***/ 1265:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ setPublishingDate),
/* harmony export */   z: () => (/* binding */ readPublishAt)
/* harmony export */ });
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5927);
/* harmony import */ var _edit_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9090);
/* harmony import */ var _appstore_submission_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6560);
/**
 * The publishing date (release-publish-at): `2026-12-01T09:00 Europe/Berlin`, a local date and time
 * and an IANA time zone, checked with Intl before any request and sent as written. The edit's availability is read with
 * its ETag, its publishingDate set, and PUT back whole (other fields kept), only when it differs.
 */



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
async function setPublishingDate(api, edit, wanted, journal) {
    journal.begin('setting the publishing date');
    const shown = `${wanted.dateTime} ${wanted.zoneId}`;
    const changed = await (0,_appstore_submission_index_js__WEBPACK_IMPORTED_MODULE_2__/* .afreshOnce */ .LP)(async () => {
        const current = await api.availability.get(edit);
        const date = current.fields.publishingDate;
        if (date?.dateTime === wanted.dateTime && date.zoneId === wanted.zoneId)
            return (0,_appstore_submission_index_js__WEBPACK_IMPORTED_MODULE_2__/* .done */ .Vw)(false);
        const fields = { ...current.fields, publishingDate: { ...(date ?? {}), ...wanted } };
        const put = await api.availability.put(edit, fields, current.etag);
        return put.kind === 'stale' ? put : (0,_appstore_submission_index_js__WEBPACK_IMPORTED_MODULE_2__/* .done */ .Vw)(true);
    }, {
        stale: 'The availability changed since it was read (HTTP 412): reading it afresh and trying once more',
        twice: 'the availability changed between reading and writing it twice (HTTP 412 twice): someone is editing it.'
    }, journal.log);
    journal.finished('Publishing date', changed ? `set to ${shown}` : `already ${shown}`);
    return changed;
}


/***/ }),

/***/ 5829:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  OPEN_EDIT_MODES: () => (/* binding */ OPEN_EDIT_MODES),
  readReleaseInputs: () => (/* binding */ readReleaseInputs)
});

// EXTERNAL MODULE: ./src/step/errors.ts
var errors = __webpack_require__(5927);
// EXTERNAL MODULE: ./src/capabilities/edit/app.ts
var app = __webpack_require__(164);
// EXTERNAL MODULE: ./src/capabilities/edit/inputs.ts
var edit_inputs = __webpack_require__(9090);
// EXTERNAL MODULE: ./src/capabilities/release/listing/folder.ts + 1 modules
var listing_folder = __webpack_require__(1599);
;// CONCATENATED MODULE: ./src/capabilities/release/listing/inputs.ts
/**
 * The listing inputs of a release: `listing-dir` (the folder, read whole and checked here, before
 * any request) and `listing-add-locales`. Release notes have one source: the folder's
 * `<locale>/changelogs/` or `release-notes`/`release-notes-dir`, never both.
 */



function readListingInputs(inputs, notes, holdsSecret) {
    const dir = inputs.text(listing_folder/* LISTING_INPUT */.Mr);
    const addLocales = inputs.boolean(edit_inputs/* INPUT */.b.addLocales, false);
    const strict = inputs.boolean(edit_inputs/* INPUT */.b.strict, false);
    if (dir === '') {
        if (addLocales)
            throw new errors/* InputError */.dz(edit_inputs/* INPUT */.b.addLocales, 'needs listing-dir: it adds the locales of that folder.');
        if (strict)
            throw new errors/* InputError */.dz(edit_inputs/* INPUT */.b.strict, 'needs listing-dir: it is about what that folder leaves out.');
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
        throw new errors/* InputError */.dz(listing_folder/* LISTING_INPUT */.Mr, `holds release notes (${withChangelogs[0].folder}/changelogs/) and ${notes.from === 'release-notes' ? 'release-notes' : 'release-notes-dir'} ` +
            'gives them too: give the notes in one place.');
    }
    return { folder, addLocales, hasChangelogs: withChangelogs.length > 0, holdsSecret };
}

// EXTERNAL MODULE: ./src/capabilities/release/listing/notes.ts
var listing_notes = __webpack_require__(4438);
// EXTERNAL MODULE: ./src/capabilities/release/targeting.ts
var release_targeting = __webpack_require__(9639);
// EXTERNAL MODULE: ./src/capabilities/release/availability.ts
var availability = __webpack_require__(1265);
// EXTERNAL MODULE: ./src/capabilities/release/large-upload.ts
var large_upload = __webpack_require__(3869);
;// CONCATENATED MODULE: ./src/capabilities/release/inputs.ts
/**
 * The inputs of a release, checked before any request is sent; last, findApks() (files.ts, loaded
 * only here) expands the globs and checks every file, and manifests.ts what their manifests say.
 */








const OPEN_EDIT_MODES = ['reuse', 'replace', 'fail'];
/** The inputs of one API call (api-url), each with the value that means 'not given': none shapes a release's calls. */
const CALL_INPUTS = {
    'api-method': 'GET',
    'api-headers': '',
    'api-body': '',
    'api-body-file': '',
    'api-output-file': '',
    'api-fail-on-error': 'true'
};
async function readReleaseInputs(inputs, log, holdsSecret) {
    const ignored = Object.entries(CALL_INPUTS)
        .filter(([name, none]) => ![none.toLowerCase(), ''].includes(inputs.text(name).toLowerCase()))
        .map(([name]) => `'${name}'`);
    if (ignored.length > 0) {
        log.warning(`Input${ignored.length > 1 ? 's' : ''} ${ignored.join(', ')} ${ignored.length > 1 ? 'do' : 'does'} nothing ` +
            'with release-files (the release makes its own calls; they are for api-url): ignored.');
    }
    const appId = (0,app/* readAppId */.x)(inputs);
    const submit = inputs.boolean(edit_inputs/* INPUT */.b.submit, false);
    const dryRun = inputs.boolean(edit_inputs/* INPUT */.b.dryRun, false);
    if (submit && dryRun) {
        throw new errors/* InputError */.dz(edit_inputs/* INPUT */.b.dryRun, 'and release-submit cannot both be true: a dry run deletes its edit, a submit commits it.');
    }
    const appUrl = (0,app/* appUrlOf */.O)(inputs, appId);
    const notes = (0,listing_notes/* readNotes */.WT)(inputs, holdsSecret);
    const openEdit = inputs.choice(edit_inputs/* INPUT */.b.openEdit, OPEN_EDIT_MODES, 'reuse');
    const listing = readListingInputs(inputs, notes, holdsSecret);
    const targeting = (0,release_targeting/* readTargeting */.aO)(inputs);
    const publishAt = (0,availability/* readPublishAt */.z)(inputs);
    const largeUpload = (0,large_upload/* readLargeMode */.xv)(inputs);
    const patterns = inputs.lines(edit_inputs/* INPUT */.b.files);
    if (patterns.length === 0 && !notes && !listing && !publishAt && !submit) {
        throw new errors/* InputError */.dz(edit_inputs/* INPUT */.b.appId, 'is given, but nothing to do: give release-files (APKs), listing-dir, release-notes, release-notes-dir or ' +
            'release-publish-at, ' +
            'or release-submit: true to submit the draft an earlier run left open.');
    }
    const files = patterns.length === 0 ? [] : await readFiles(patterns, inputs, listing);
    return { appId, appUrl, files, notes, listing, publishAt, largeUpload, targeting, openEdit, submit, dryRun };
}
/** The files found and their manifests read and checked (manifests.ts): loaded only when there are files. */
async function readFiles(patterns, inputs, listing) {
    const files = await (await Promise.all(/* import() */[__webpack_require__.e(663), __webpack_require__.e(377), __webpack_require__.e(195)]).then(__webpack_require__.bind(__webpack_require__, 195))).findApks(patterns, inputs);
    (await __webpack_require__.e(/* import() */ 162).then(__webpack_require__.bind(__webpack_require__, 4162))).checkManifests(files.map((file) => file.manifest), listing);
    return files;
}


/***/ }),

/***/ 3869:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o2: () => (/* binding */ goesLarge),
/* harmony export */   x$: () => (/* binding */ uploadLarge),
/* harmony export */   xv: () => (/* binding */ readLargeMode)
/* harmony export */ });
/* unused harmony exports LARGE_MODES, LARGE_APK_BYTES */
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5927);
/* harmony import */ var _edit_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9090);


const LARGE_MODES = ['auto', 'always', 'never'];
/** 200 MiB: below the 300 MB one tool switches at, as users report timeouts on large uploads sooner. */
const LARGE_APK_BYTES = 200 * 1024 * 1024;
/** Waits between attach attempts, in ms: about 2.5 minutes in all. */
const ATTACH_WAITS = [1000, 2000, 4000, 8000, 15000, 30000, 30000, 30000, 30000];
function readLargeMode(inputs) {
    return inputs.choice(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT */ .b.largeUpload, LARGE_MODES, 'auto');
}
const goesLarge = (mode, file) => mode === 'always' || (mode === 'auto' && file.size >= LARGE_APK_BYTES);
/** Uploads one APK as new by the large-file path; the APK the attach answered. */
async function uploadLarge(api, edit, file, clock, journal) {
    let uploaded = await api.large.upload(edit, file.path, 'raw');
    if (uploaded.kind === 'multipart') {
        journal.log.info(`${file.name}: the API asks for a multipart/form-data body: sending it so`);
        uploaded = await api.large.upload(edit, file.path, 'multipart');
        if (uploaded.kind === 'multipart')
            throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .Failure */ .HR(`The API refused ${file.name} as multipart too.`);
    }
    const fileId = uploaded.value;
    for (const wait of [...ATTACH_WAITS, undefined]) {
        const attached = await api.large.attach(edit, fileId);
        if (attached.kind === 'done')
            return attached.value;
        if (wait === undefined)
            break;
        journal.log.info(`${file.name}: the uploaded file is still being processed (asset_not_ready); attaching again in ${wait / 1000} s`);
        await clock.sleep(wait);
    }
    throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .Failure */ .HR(`the API still processed ${file.name} (fileId ${fileId}) after ${ATTACH_WAITS.length + 1} attempts to attach it ` +
        '(asset_not_ready): rerun the step in a few minutes.');
}


/***/ }),

/***/ 9639:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dp: () => (/* binding */ targetNewApks),
/* harmony export */   S5: () => (/* binding */ checkTargeting),
/* harmony export */   aO: () => (/* binding */ readTargeting)
/* harmony export */ });
/* unused harmony export targetsAny */
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5927);
/* harmony import */ var _edit_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9090);
/* harmony import */ var _appstore_submission_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6560);
/**
 * Device targeting (release-targeting). A new APK targets no device until someone sets it, and a
 * commit with such an APK fails with error_apk_must_target_atleast1_device. For each APK this run
 * put in the edit that targets no device (an upload: a replace keeps its targeting), the targeting
 * object is read with its ETag, its devices' statuses set, and PUT back whole, every other field
 * (unknown ones too) as it was read: `like-existing` copies which devices another APK of the edit
 * targets (otherAndroidDevices too); a list targets the devices it names (by id or name) and no
 * other. Any status but TARGETING counts as off, and only TARGETING ↔ NOT_TARGETING is the
 * release's to change: a device DISABLED (with a reason: it does not fit the APK) goes back as it
 * was read, and naming one fails. Before a commit (and a dry run's validation) every APK of the edit is
 * checked to target some device, so that the refusal comes with a clear message instead.
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
const devicesOf = (targeting) => [...targeting.amazonDevices, ...targeting.nonAmazonDevices];
const isOn = (device) => device.status === 'TARGETING';
/** Whether the release may turn the device on or off: not when the API has DISABLED it (or says another status). */
const isOurs = (device) => device.status === 'TARGETING' || device.status === 'NOT_TARGETING';
const OTHER_ANDROID = 'otherAndroidDevices';
const reasonOf = (device) => {
    const reason = (device.reason ?? {});
    const parts = [reason.reason, ...(Array.isArray(reason.details) ? reason.details : [reason.details])];
    const said = parts.filter((part) => typeof part === 'string' && part !== '').join(': ');
    return `${String(device.status)}${said ? `: ${said}` : ''}`;
};
/** True when the targeting turns on some device (any status but TARGETING is off). */
function targetsAny(targeting) {
    return devicesOf(targeting).some(isOn) || targeting.fields.otherAndroidDevices === 'TARGETING';
}
/** Sets the targeting of this run's APKs that target no device; returns nothing, journals each. */
async function targetNewApks(api, edit, choice, done, journal) {
    journal.begin("reading the device targeting of this run's APKs");
    const untargeted = [];
    for (const apk of done)
        if (!targetsAny(await api.targeting.get(edit, apk.id)))
            untargeted.push(apk);
    if (untargeted.length === 0)
        return;
    let wanted;
    let other;
    let from;
    if (choice.kind === 'like-existing') {
        const source = await targetedApk(api, edit, new Set(untargeted.map((apk) => apk.id)));
        if (!source) {
            journal.row('Targeting', `no APK of the edit targets a device to copy from: ${untargeted.map((apk) => apk.id).join(', ')} target ` +
                'no device. Give release-targeting a list of devices, or set it in the developer console.', 'warning');
            return;
        }
        const on = new Set(devicesOf(source.targeting)
            .filter(isOn)
            .map((device) => String(device.id)));
        wanted = (device) => on.has(String(device.id));
        other = source.targeting.fields[OTHER_ANDROID];
        from = `like ${source.apk.id} (versionCode ${source.apk.versionCode})`;
    }
    else {
        const names = choice.devices.map((item) => item.toLowerCase());
        wanted = (device) => names.includes(String(device.id).toLowerCase()) || names.includes(String(device.name).toLowerCase());
        from = choice.devices.join(', ');
    }
    for (const apk of untargeted) {
        journal.begin(`setting the device targeting of ${apk.id}`);
        const on = await setOne(api, edit, apk, { wanted, other }, choice, journal);
        const devices = `${on.devices} device${on.devices === 1 ? '' : 's'}${on.other ? ' and other Android devices' : ''}`;
        if (on.devices === 0 && !on.other) {
            journal.row(`Targeting ${apk.id}`, `no device turned on, ${from}: none of those devices is one APK ${apk.id} can target, so the commit ` +
                'would be refused. Give release-targeting a list of devices, or set it in the developer console.', 'warning');
        }
        else
            journal.finished(`Targeting ${apk.id}`, `${devices}, ${from}`);
    }
}
async function targetedApk(api, edit, skip) {
    for (const apk of await api.apks.list(edit)) {
        if (skip.has(apk.id))
            continue;
        const targeting = await api.targeting.get(edit, apk.id);
        if (targetsAny(targeting))
            return { apk, targeting };
    }
    return undefined;
}
function setOne(api, edit, apk, { wanted, other }, choice, journal) {
    return (0,_appstore_submission_index_js__WEBPACK_IMPORTED_MODULE_2__/* .afreshOnce */ .LP)(async () => {
        const targeting = await api.targeting.get(edit, apk.id);
        if (choice.kind === 'devices')
            checkNamed(choice.devices, devicesOf(targeting), apk);
        const turn = (list) => list.map((device) => isOurs(device) ? { ...device, status: wanted(device) ? 'TARGETING' : 'NOT_TARGETING' } : device);
        const fields = {
            ...targeting.fields,
            amazonDevices: turn(targeting.amazonDevices),
            nonAmazonDevices: turn(targeting.nonAmazonDevices)
        };
        const current = targeting.fields[OTHER_ANDROID];
        if (isStatus(other) && isStatus(current))
            fields[OTHER_ANDROID] = other;
        const put = await api.targeting.put(edit, apk.id, fields, targeting.etag);
        if (put.kind === 'stale')
            return put;
        const devices = [...fields.amazonDevices, ...fields.nonAmazonDevices].filter(isOn).length;
        return (0,_appstore_submission_index_js__WEBPACK_IMPORTED_MODULE_2__/* .done */ .Vw)({ devices, other: fields[OTHER_ANDROID] === 'TARGETING' });
    }, {
        stale: `The targeting of ${apk.id} changed since it was read (HTTP 412): reading it afresh and trying once more`,
        twice: `the targeting of ${apk.id} changed between reading and writing it twice (HTTP 412 twice): someone is editing it.`
    }, journal.log);
}
const isStatus = (value) => value === 'TARGETING' || value === 'NOT_TARGETING';
/** The devices release-targeting names must be the APK's, and not DISABLED for it: else a Failure, before any PUT. */
function checkNamed(named, known, apk) {
    const find = (item) => known.find((device) => [device.id, device.name].some((v) => String(v).toLowerCase() === item.toLowerCase()));
    const missing = named.filter((item) => !find(item));
    if (missing.length > 0) {
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .Failure */ .HR(`release-targeting names ${missing.join(', ')}, which APK ${apk.id} cannot target. Its devices: ` +
            `${known.map((device) => `${String(device.id)} (${String(device.name)})`).join(', ')}.`);
    }
    const fixed = named.map(find).filter((device) => device !== undefined && !isOurs(device));
    if (fixed.length > 0) {
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .Failure */ .HR(`release-targeting names ${fixed.map((device) => `${String(device.id)} (${reasonOf(device)})`).join(', ')}: ` +
            `the API does not let APK ${apk.id} target ${fixed.length === 1 ? 'it' : 'them'}, and the release leaves ` +
            'such a device as it is. Leave it out of release-targeting.');
    }
}
/** Before a commit: every APK of the edit must target some device, or the commit would be refused. */
async function checkTargeting(api, edit, journal) {
    journal.begin("checking the device targeting of the edit's APKs");
    const none = [];
    for (const apk of await api.apks.list(edit))
        if (!targetsAny(await api.targeting.get(edit, apk.id)))
            none.push(apk);
    if (none.length > 0) {
        const listed = none.map((apk) => `${apk.id} (${apk.name || 'unnamed'}, versionCode ${apk.versionCode})`);
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .Failure */ .HR(`APK ${listed.join(', ')} targets no device, so the commit would be refused ` +
            '(error_apk_must_target_atleast1_device); nothing was committed. Set release-targeting (like-existing, ' +
            'or a list of devices), or set the targeting in the developer console.');
    }
    journal.row('Targeting', 'every APK of the edit targets at least one device');
}


/***/ })

};
