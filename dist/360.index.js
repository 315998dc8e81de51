export const id = 360;
export const ids = [360];
export const modules = {

/***/ 4232:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IM: () => (/* binding */ refuseAgainstLive),
/* harmony export */   cb: () => (/* binding */ highestVersionCode),
/* harmony export */   dI: () => (/* binding */ refuseSameVersionCodes),
/* harmony export */   q0: () => (/* binding */ describe),
/* harmony export */   v1: () => (/* binding */ nextVersionCode)
/* harmony export */ });
/* unused harmony export versionCodeOf */
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5927);
/**
 * The release's checks on its files before any upload, from what their manifests say (manifest.ts)
 * and what the API said of the app's APKs: pure functions, which throw a Failure or return a plan.
 */

/** Two files with one versionCode can never both be released: refused, naming both. */
function refuseSameVersionCodes(files) {
    const seen = new Map();
    for (const file of files) {
        const other = seen.get(file.versionCode);
        if (other) {
            throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .Failure */ .HR(`${other.file} and ${file.file} both have versionCode ${file.versionCode}: each APK of a release needs ` +
                'its own versionCode (set versionCode per ABI or per SDK range in the build). Nothing was uploaded.');
        }
        seen.set(file.versionCode, file);
    }
}
/**
 * The files against the live version's APKs: another package is refused, naming both; so is a
 * versionCode not above the highest live one, naming the file, its code and the live one. Returns
 * notes for the log on what could not be compared (the API gave no package, or no usable code).
 */
function refuseAgainstLive(files, live) {
    const notes = [];
    const packages = live.filter((apk) => apk.package);
    if (live.length > 0 && packages.length === 0) {
        notes.push("The API gave no package name for the live APKs: the files' packages " +
            `(${unique(files.map((file) => file.package)).join(', ')}) could not be compared with the live app's.`);
    }
    for (const file of files) {
        const other = packages.find((apk) => apk.package !== file.package);
        if (other) {
            throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .Failure */ .HR(`${file.file} is package ${file.package}, but the live app is package ${other.package} ` +
                `(APK ${describe(other)}): the Appstore refuses an update with another package. Nothing was uploaded.`);
        }
    }
    const highest = highestCode(live, notes);
    if (highest === undefined)
        return notes;
    for (const file of files) {
        if (file.versionCode <= highest.code) {
            throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .Failure */ .HR(`${file.file} has versionCode ${file.versionCode}, not above ${highest.code}, the highest versionCode ` +
                `live (APK ${describe(highest.apk)}): raise versionCode in the build. Nothing was uploaded.`);
        }
    }
    return notes;
}
/** The versionCode a new build should take: one above every code known, an open edit's included. */
function nextVersionCode(live, edit = []) {
    return (highestCode([...live, ...edit], [])?.code ?? 0) + 1;
}
/** The highest of these version codes (an edit's APKs, the live ones, files'); undefined when none is one. */
function highestVersionCode(codes) {
    const numbers = codes.map(versionCodeOf).filter((code) => code !== undefined);
    return numbers.length > 0 ? String(Math.max(...numbers)) : undefined;
}
function highestCode(apks, notes) {
    let highest;
    for (const apk of apks) {
        const code = codeOf(apk);
        if (code === undefined)
            notes.push(`APK ${describe(apk)} has no usable versionCode: it was not compared.`);
        else if (!highest || code > highest.code)
            highest = { code, apk };
    }
    return highest;
}
const codeOf = (apk) => versionCodeOf(apk.versionCode);
/** A version code as the API or a file gives it: a whole number, or undefined ('' or anything else). */
function versionCodeOf(code) {
    const text = String(code).trim();
    return /^\d+$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : undefined;
}
function describe(apk) {
    return `${apk.id} (${apk.name || 'unnamed'}, versionCode ${String(apk.versionCode) || 'not given'})`;
}
function unique(items) {
    return [...new Set(items)];
}


/***/ }),

/***/ 7360:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runStatus: () => (/* binding */ runStatus)
/* harmony export */ });
/* harmony import */ var _android_preflight_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4232);
/* harmony import */ var _appstore_submission_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6560);
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5927);
/* harmony import */ var _step_report_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3578);
/* harmony import */ var _edit_console_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5782);
/* harmony import */ var _edit_journal_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4808);
/**
 * release-status: the live version's APKs (GET /edits/previous and its APKs), the open edit and its
 * APKs (GET /edits), and from them the next version code: one above every code known, an open
 * edit's included (a draft's APK will go live before the next build's). Nothing is changed.
 */






async function runStatus(target, { session, log, clock }) {
    const api = new _appstore_submission_index_js__WEBPACK_IMPORTED_MODULE_1__/* .SubmissionApi */ .Vx(session, target.appUrl);
    const journal = new _edit_journal_js__WEBPACK_IMPORTED_MODULE_4__/* .Journal */ .C(log, clock);
    journal.row('Status', `${target.appId}: read only, nothing in the store changes`);
    const found = { live: [] };
    let failure;
    try {
        await read(api, journal, found);
    }
    catch (error) {
        const why = (0,_step_report_js__WEBPACK_IMPORTED_MODULE_3__/* .asFailure */ .h_)(error, log);
        failure = new _step_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .Failure */ .HR([`Status failed while ${journal.stage.what}: `, ...why.parts], { cause: error });
    }
    const next = failure ? '' : String((0,_android_preflight_js__WEBPACK_IMPORTED_MODULE_0__/* .nextVersionCode */ .v1)(found.live, found.open?.apks));
    if (next)
        journal.row('Next version code', `${next}: one above every version code known, the open edit's too`);
    journal.row('Developer console', _edit_console_js__WEBPACK_IMPORTED_MODULE_5__/* .CONSOLE_URL */ .I, 'none');
    return {
        outputs: {
            'live-version-codes': found.live.map((apk) => apk.versionCode).join('\n'),
            'next-version-code': next,
            'open-edit-id': found.open?.id ?? '',
            'open-edit-status': found.open?.status ?? ''
        },
        rows: journal.rows,
        failure
    };
}
async function read(api, journal, found) {
    journal.begin('reading the live version');
    const live = await api.edits.previous();
    found.live = live?.apks ?? [];
    journal.finished('Live version', live ? `${live.edit.id}: ${listed(found.live)}` : 'none: the app has no live version yet');
    journal.begin('reading the open edit');
    const open = await api.edits.open();
    if (!open)
        return journal.row('Open edit', 'none');
    journal.begin(`reading the APKs of the open edit ${open.id}`);
    found.open = { id: open.id, status: open.status, apks: await api.apks.list(open.id) };
    journal.finished('Open edit', `${open.id} (${open.status || 'no status given'}): ${listed(found.open.apks)}`);
}
function listed(apks) {
    if (apks.length === 0)
        return 'no APK';
    const highest = (0,_android_preflight_js__WEBPACK_IMPORTED_MODULE_0__/* .highestVersionCode */ .cb)(apks.map((apk) => apk.versionCode));
    const codes = apks.map((apk) => `${apk.versionCode || 'no versionCode'} (${apk.name || apk.id})`).join(', ');
    return `${apks.length} APK${apks.length > 1 ? 's' : ''}, versionCode ${codes}${highest ? `; highest ${highest}` : ''}`;
}


/***/ })

};
