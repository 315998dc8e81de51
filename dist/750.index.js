export const id = 750;
export const ids = [750];
export const modules = {

/***/ 2750:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runBootstrap: () => (/* binding */ runBootstrap)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _appstore_submission_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6560);
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5927);
/* harmony import */ var _step_report_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3578);
/* harmony import */ var _edit_create_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9083);
/* harmony import */ var _edit_journal_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4808);
/* harmony import */ var _edit_temporary_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9532);
/* harmony import */ var _release_listing_images_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8437);
/**
 * listing-bootstrap: today's listing text written into listing-dir in the folder layout
 * (`<locale>/title.txt`, `short_description.txt`, `full_description.txt`, `feature_bullets.txt`,
 * `keywords.txt`). The text is read from the open edit (any status: it is only read), or from an
 * edit opened for the purpose and deleted again whatever happens (capabilities/edit/temporary.ts,
 * as a dry run's). Images are not downloaded: the API lists them by id only and has no call that
 * gives their bytes; their counts are reported. Release notes are per version and are not written.
 * Files are written only as regular files inside real folders (a symbolic link is refused), and no
 * text that holds a secret of the run is written.
 */









const FILES = [
    ['title', 'title.txt', 'text'],
    ['shortDescription', 'short_description.txt', 'text'],
    ['fullDescription', 'full_description.txt', 'text'],
    ['featureBullets', 'feature_bullets.txt', 'lines'],
    ['keywords', 'keywords.txt', 'lines']
];
async function runBootstrap(target, { session, log, clock, signals }, holdsSecret) {
    const api = new _appstore_submission_index_js__WEBPACK_IMPORTED_MODULE_2__/* .SubmissionApi */ .Vx(session, target.appUrl);
    const journal = new _edit_journal_js__WEBPACK_IMPORTED_MODULE_8__/* .Journal */ .C(log, clock);
    journal.row('Bootstrap', `${target.appId}: today's listing into ${target.dir}; nothing in the store changes`);
    let opened;
    const temporary = new _edit_temporary_js__WEBPACK_IMPORTED_MODULE_6__/* .TemporaryEdit */ .C(api, journal, signals, {
        label: 'Bootstrap',
        owner: 'the bootstrap',
        edit: () => opened
    });
    const written = { files: 0 };
    let failure;
    try {
        let edit;
        try {
            edit = await editToRead(api, journal, (id) => (opened = id));
        }
        finally {
            temporary.opened();
        }
        await writeListings(api, edit, target, journal, holdsSecret, written);
    }
    catch (error) {
        const why = (0,_step_report_js__WEBPACK_IMPORTED_MODULE_4__/* .asFailure */ .h_)(error, log);
        failure = new _step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .Failure */ .HR([`Bootstrap failed while ${journal.stage.what}: `, ...why.parts], { cause: error });
    }
    failure = await temporary.finish(failure);
    return {
        outputs: { 'listing-files': String(written.files), 'listing-changed': 'false' },
        rows: journal.rows,
        failure
    };
}
/** The open edit (read, never changed), or one opened to read from: `own` hears of that one. */
async function editToRead(api, journal, own) {
    journal.begin('reading the open edit');
    const open = await api.edits.open();
    if (open) {
        journal.finished('Edit', `${open.id} (${open.status || 'status not given'}) read, not changed`);
        return open.id;
    }
    journal.begin('opening an edit to read from');
    const created = await (0,_edit_create_js__WEBPACK_IMPORTED_MODULE_5__/* .createEdit */ .l)(api, own);
    if (created.kind === 'conflict')
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .Failure */ .HR('an edit was opened meanwhile (HTTP 409): rerun the step.');
    own(created.value.id);
    journal.finished('Edit', `${created.value.id} opened to read the listing; it is deleted again`);
    return created.value.id;
}
async function writeListings(api, edit, target, journal, holdsSecret, written) {
    journal.begin("reading the edit's listings");
    for (const locale of await api.listings.locales(edit)) {
        journal.begin(`reading the ${locale} listing`);
        const { fields } = await api.listings.get(edit, locale);
        const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(target.root, locale);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(folder, { recursive: true });
        // A link planted in the folder would take the files elsewhere: only a real folder is written into.
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(folder).isDirectory()) {
            throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .Failure */ .HR(`listing-dir holds ${locale}, which is no folder (a symbolic link?): nothing was written there.`);
        }
        const names = [];
        for (const [field, file, kind] of FILES) {
            const value = fields[field];
            const text = kind === 'lines' ? listText(value) : typeof value === 'string' ? value : undefined;
            if (text === undefined || (kind === 'text' && text.trim() === ''))
                continue;
            if (holdsSecret(text)) {
                throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .Failure */ .HR(`the ${locale} listing's ${field} holds a secret of this run (the client secret): ${locale}/${file} was ` +
                    'not written. Remove it from the listing in the developer console, and rotate the secret.');
            }
            writeSafely((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(folder, file), `${text.replace(/\r\n?/g, '\n').trimEnd()}\n`, `${locale}/${file}`);
            names.push(file);
            written.files++;
        }
        const counts = [];
        for (const type of _release_listing_images_js__WEBPACK_IMPORTED_MODULE_7__/* .AMAZON_IMAGE_TYPES */ .hK) {
            const { images } = await api.images.list(edit, locale, type);
            if (images.length > 0)
                counts.push(`${images.length} ${type}`);
        }
        journal.finished(`Listing ${locale}`, `wrote ${names.join(', ') || 'nothing (no text)'}; images not downloaded (the API gives no image bytes): ` +
            `${counts.join(', ') || 'none'}`);
    }
}
function listText(value) {
    if (!Array.isArray(value))
        return undefined;
    const items = value.filter((item) => typeof item === 'string' && item.trim() !== '');
    return items.length ? items.join('\n') : undefined;
}
function writeSafely(path, text, name) {
    let isLink = false;
    try {
        isLink = !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path).isFile();
    }
    catch {
        // Not there yet.
    }
    if (isLink)
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .Failure */ .HR(`listing-dir holds ${name}, which is no regular file: it was not overwritten.`);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(path, text, { mode: 0o644 });
}


/***/ }),

/***/ 5782:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ CONSOLE_URL)
/* harmony export */ });
/** The developer console, where a person sees (and finishes, or deletes) an edit the step left. */
const CONSOLE_URL = 'https://developer.amazon.com/apps-and-games/console/apps/list.html';


/***/ }),

/***/ 9083:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ unclear),
/* harmony export */   l: () => (/* binding */ createEdit)
/* harmony export */ });
/* harmony import */ var _appstore_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1381);
/* harmony import */ var _appstore_submission_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6560);
/* harmony import */ var _net_retry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7893);
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5927);
/**
 * Opening an edit with POST /edits, whose answer may be lost: what a release and the bootstrap share.
 */




/** A refusal the API answered clearly: it did nothing. Anything else may have done something unseen. */
function unclear(error) {
    return !(error instanceof _appstore_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiFailure */ .F9) || (0,_net_retry_js__WEBPACK_IMPORTED_MODULE_2__/* .isTransientStatus */ .Dm)(error.status);
}
/**
 * POST /edits; when its answer is unclear (lost, unreadable, a 5xx), the edit it may have opened is
 * looked for: an edit open now and IN_PROGRESS is taken as this run's (never one under review,
 * which a dry run would then delete).
 */
async function createEdit(api, own) {
    try {
        return await api.edits.create();
    }
    catch (error) {
        if (!unclear(error))
            throw error;
        let found;
        try {
            const open = await api.edits.open();
            if (open && (0,_appstore_submission_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isInProgress */ .LT)(open)) {
                own(open.id);
                found = [`\nRead afresh, edit ${open.id} is open now: it is taken as the edit this POST opened.`];
            }
            else if (open) {
                found = [
                    `\nRead afresh, edit ${open.id} is open, but ${open.status || 'without a status'}, not ${_appstore_submission_index_js__WEBPACK_IMPORTED_MODULE_1__/* .IN_PROGRESS */ .mS}: ` +
                        'the POST opened none, and that edit is left as it is.'
                ];
            }
            else
                found = ['\nRead afresh, no edit is open: the POST opened none.'];
        }
        catch (again) {
            found = ['\nWhether it opened an edit could not be read (', ...(0,_step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .partsOf */ .CI)(again), ').'];
        }
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .Failure */ .HR([...(0,_step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .partsOf */ .CI)(error), ...found], { cause: error });
    }
}


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

/***/ 9532:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ TemporaryEdit)
/* harmony export */ });
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5927);
/* harmony import */ var _console_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5782);


class TemporaryEdit {
    api;
    journal;
    signals;
    options;
    deletion;
    settle;
    settled = new Promise((resolve) => (this.settle = resolve));
    listeners = ['SIGINT', 'SIGTERM'].map((signal) => [signal, () => this.cancelled(signal)]);
    constructor(api, journal, signals, options) {
        this.api = api;
        this.journal = journal;
        this.signals = signals;
        this.options = options;
        for (const [signal, listener] of this.listeners)
            signals.on(signal, listener);
    }
    /** Opening the edit is over: it is open (options.edit()), or opening it failed. */
    opened() {
        this.settle();
    }
    cancelled(signal) {
        const { label, owner } = this.options;
        const log = this.journal.log;
        log.warning(`${signal}: the run is cancelled; ${owner} deletes its edit before it exits`);
        void this.settled
            .then(() => this.delete())
            .then((result) => {
            const edit = this.options.edit();
            if (!edit)
                log.info(`${label}: no edit was opened, so none is left behind`);
            else if ('done' in result)
                log.info(`${label}: edit ${edit} ${result.done.kind}: nothing is left behind`);
            else {
                log.warning(new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .Failure */ .HR([
                    `${label}: deleting edit ${edit} failed (`,
                    ...(0,_step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .partsOf */ .CI)(result.error),
                    `): delete it in the developer console (${_console_js__WEBPACK_IMPORTED_MODULE_1__/* .CONSOLE_URL */ .I}).`
                ]));
            }
            this.signals.exit(signal === 'SIGINT' ? 130 : 143);
        });
    }
    delete() {
        const edit = this.options.edit();
        this.deletion ??= edit
            ? this.api.edits.delete(edit, this.journal.log).then((done) => ({ done }), (error) => ({ error }))
            : Promise.resolve({ done: { kind: 'gone' } });
        return this.deletion;
    }
    /** At the end of the run: the edit deleted, and a failure to delete it added to the run's failure. */
    async finish(failure) {
        for (const [signal, listener] of this.listeners)
            this.signals.removeListener(signal, listener);
        const { label, owner } = this.options;
        const edit = this.options.edit();
        if (!edit)
            return failure;
        const whose = `${owner}'s edit ${edit}`;
        this.journal.begin(`deleting ${whose}`);
        const result = await this.delete();
        if ('done' in result) {
            const how = result.done.kind === 'deleted' ? 'deleted' : 'already deleted (not by this run)';
            this.journal.finished(label, `edit ${edit} ${how}: nothing is left behind`);
            return (failure &&
                new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .Failure */ .HR([...failure.parts, `\n${capital(whose)} was ${how}: nothing is left behind.`], { cause: failure }));
        }
        this.journal.row(label, `deleting edit ${edit} failed: delete it in the developer console`, 'warning');
        const problem = [
            `Deleting ${whose} failed (`,
            ...(0,_step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .partsOf */ .CI)(result.error),
            `): delete it in the developer console (${_console_js__WEBPACK_IMPORTED_MODULE_1__/* .CONSOLE_URL */ .I}).`
        ];
        return new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .Failure */ .HR(failure ? [...failure.parts, '\n', ...problem] : problem, { cause: failure ?? result.error });
    }
}
const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);


/***/ })

};
