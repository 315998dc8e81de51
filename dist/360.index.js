export const id = 360;
export const ids = [360];
export const modules = {

/***/ 5782:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ CONSOLE_URL)
/* harmony export */ });
/** The developer console, where a person sees (and finishes, or deletes) an edit the step left. */
const CONSOLE_URL = 'https://developer.amazon.com/apps-and-games/console/apps/list.html';


/***/ }),

/***/ 4808:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ Journal)
/* harmony export */ });
class Journal {
    log;
    clock;
    rows = [];
    stage = { what: 'opening the edit', once: false };
    started = 0;
    constructor(
    /** For lines that are no row of the summary. */
    log, clock) {
        this.log = log;
        this.clock = clock;
    }
    /** A new stage begins: the time of what is done next is counted from here. */
    begin(what, once = false) {
        this.stage = { what, once };
        this.started = this.clock.now();
    }
    /** A row with the time the stage took, and a line of the log. */
    finished(label, text) {
        this.row(label, `${text} (${seconds(this.clock.now() - this.started)})`);
    }
    /** A row, and a line of the log at `level`: a warning needs someone's attention; 'none' when a message says it already. */
    row(label, text, level = 'info') {
        this.rows.push([label, text]);
        if (level !== 'none')
            this.log[level](`${label}: ${text}`);
    }
}
function seconds(ms) {
    return `${(Math.max(0, ms) / 1000).toFixed(1)} s`;
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
