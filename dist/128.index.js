export const id = 128;
export const ids = [128];
export const modules = {

/***/ 3593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hw: () => (/* binding */ folderNames),
/* harmony export */   d9: () => (/* binding */ checkRoot),
/* harmony export */   e5: () => (/* binding */ localeProblem)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _step_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8915);
/* harmony import */ var _release_listing_locales_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4669);
/**
 * Where a bootstrap writes, decided before anything is written:
 *  - listing-dir must be reached through no symbolic link (below the workspace, or below / for a
 *    folder outside it) and through no dot folder (`.git`, `.github`...): a link could take the
 *    files out of the workspace, and a dot folder is no listing folder (the reader skips it);
 *  - a language goes into the folder that already stands for it, as the folder reader maps names
 *    (`de` for de-DE, `en_GB` for en-GB: locales.ts, the exact name winning as in folder.ts); a new
 *    folder, named as Amazon's language, only for a language that has none;
 *  - a language from the API must look like one (`en-US`), so that no name such as `..`, `.git`,
 *    `__proto__` or one too long for the file system makes a path.
 */




/** A language tag: 2 or 3 letters, then up to three parts of letters or digits (`en-US`, `zh-Hant-TW`). */
const LANGUAGE = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8}){0,3}$/;
const LOCAL = {
    ..._step_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .LOCAL_NAMES */ .zg,
    isLink: (path) => {
        try {
            return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path).isSymbolicLink();
        }
        catch {
            return undefined;
        }
    },
    realpath: (path) => {
        try {
            return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(path);
        }
        catch {
            return undefined;
        }
    }
};
/**
 * Why listing-dir (absolute) cannot be written into, or undefined: a dot folder or a symbolic link
 * on the way from the workspace (`cwd`) to it, or from the file system's root when it is outside
 * the workspace. Where the workspace is on its way is decided by file identity (step/paths.ts), so
 * the workspace named through a link to it, or spelled in other case on APFS or NTFS, is the
 * workspace; below it, each name on the way is looked at itself (lstat), never compared as text with
 * its real path. A link in the root folder of a file system is the system's, made by an
 * administrator (macOS' /tmp and /var lead to /private/…, merged /usr's /bin to usr/bin), and
 * passes; below it, and anywhere in the workspace, a link is refused.
 */
function checkRoot(root, cwd, probes = LOCAL) {
    const p = probes.path;
    const target = p.resolve(root);
    const way = new _step_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .Folder */ .vd(cwd, probes).way(target);
    const anchor = way?.anchor ?? p.parse(target).root;
    const parts = way?.below ??
        p
            .relative(anchor, target)
            .split(p.sep)
            .filter((part) => part !== '');
    const dot = parts.find((part) => part.startsWith('.'));
    if (dot !== undefined)
        return `it is in the dot folder '${dot}', which is no listing folder (a release skips it).`;
    let at = anchor;
    for (const [index, part] of parts.entries()) {
        at = p.join(at, part);
        const link = probes.isLink(at);
        if (link === undefined)
            break;
        if (link && (way !== undefined || index > 0)) {
            const real = probes.realpath(at);
            const shown = way === undefined ? at : parts.slice(0, index + 1).join('/');
            return (`'${shown}' is reached through a symbolic link (${real ? `it leads to ${real}` : 'it leads nowhere'}): ` +
                'the bootstrap writes only into real folders, so that nothing lands outside the workspace.');
        }
    }
    return undefined;
}
/** Why a language the API lists cannot name a folder, or undefined. */
function localeProblem(locale) {
    if (LANGUAGE.test(locale))
        return undefined;
    const shown = JSON.stringify(locale.length > 40 ? `${locale.slice(0, 40)}…` : locale);
    return (`the API lists a listing language ${shown} (${locale.length} characters), which is no language tag ` +
        '(2 or 3 letters, then up to three parts of up to 8 letters or digits, as en-US): nothing was written.');
}
/**
 * The folder each of `locales` (Amazon's languages) goes into: the folder already there that the
 * reader takes for it, else one named as the language. Folders only: a file of the name is no
 * locale folder (the writer refuses it where a folder must go).
 */
function folderNames(root, locales) {
    const chosen = new Map();
    const names = listNames(root).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    for (const name of names) {
        if (name.startsWith('.') || !isFolderOrLink((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, name)))
            continue;
        const match = (0,_release_listing_locales_js__WEBPACK_IMPORTED_MODULE_3__/* .matchLocale */ .w7)(name, locales);
        if (match.kind !== 'amazon')
            continue;
        const rank = (0,_release_listing_locales_js__WEBPACK_IMPORTED_MODULE_3__/* .rankOf */ .IQ)(name, match);
        const earlier = chosen.get(match.locale);
        if (!earlier || rank < earlier.rank)
            chosen.set(match.locale, { name, rank });
    }
    return new Map(locales.map((locale) => [locale, chosen.get(locale)?.name ?? locale]));
}
function listNames(root) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(root);
    }
    catch {
        return [];
    }
}
/** A folder, or a link (which the writer refuses, naming it, rather than writing beside it). */
function isFolderOrLink(path) {
    const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path);
    return stats.isDirectory() || stats.isSymbolicLink();
}


/***/ }),

/***/ 3747:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runBootstrap: () => (/* binding */ runBootstrap)
});

// EXTERNAL MODULE: ./src/appstore/submission/index.ts + 9 modules
var submission = __webpack_require__(110);
// EXTERNAL MODULE: ./src/step/errors.ts
var errors = __webpack_require__(656);
// EXTERNAL MODULE: ./src/step/report.ts
var report = __webpack_require__(7957);
// EXTERNAL MODULE: ./src/capabilities/edit/create.ts
var create = __webpack_require__(4726);
// EXTERNAL MODULE: ./src/capabilities/edit/journal.ts
var edit_journal = __webpack_require__(8935);
// EXTERNAL MODULE: ./src/capabilities/edit/temporary.ts
var edit_temporary = __webpack_require__(1535);
// EXTERNAL MODULE: ./src/capabilities/release/listing/image-rules.ts
var image_rules = __webpack_require__(5681);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/step/identity.ts
var step_identity = __webpack_require__(9365);
// EXTERNAL MODULE: ./src/capabilities/release/listing/folder.ts + 1 modules
var listing_folder = __webpack_require__(4182);
// EXTERNAL MODULE: ./src/capabilities/release/listing/layout.ts
var layout = __webpack_require__(5686);
// EXTERNAL MODULE: ./src/capabilities/release/listing/reading.ts
var reading = __webpack_require__(5858);
// EXTERNAL MODULE: ./src/capabilities/release/listing/text-file.ts
var text_file = __webpack_require__(7318);
;// CONCATENATED MODULE: ./src/capabilities/bootstrap/files.ts
/**
 * A bootstrap's files: each field of a listing rendered with layout.ts (the table and format a
 * release reads), compared with the file already there, and written only as a regular file inside
 * real folders. A file is `new` (not there), `same` (it reads back as the store's value, however it
 * is spelled: keywords on one line, `* ` bullets), `differs`, or `unset`: there, for a field the
 * store has no text in (never written, never deleted: a release from the folder would send it). The whole plan is made, and every
 * refusal raised, before the first file is written.
 */








function statOf(path) {
    try {
        return (0,external_node_fs_.lstatSync)(path);
    }
    catch {
        return undefined;
    }
}
/** A folder on the way: absent, or a real folder; a link or a file there is refused. */
function checkFolder(path, shown) {
    const stats = statOf(path);
    if (stats === undefined)
        return false;
    if (stats.isSymbolicLink()) {
        throw new errors/* Failure */.HR(`'listing-dir' holds ${shown}, which is no folder (a symbolic link?): nothing was written.`);
    }
    if (!stats.isDirectory()) {
        throw new errors/* Failure */.HR(`'listing-dir' holds a file named ${shown} where the ${shown} folder goes: nothing was written. Move or remove it.`);
    }
    return true;
}
/**
 * The files of one locale's listing: where each goes (the override when it holds the file), and how
 * it stands. A file or folder already there is found by its name as the release's folder reader
 * finds it (entryNamed: `Title.txt` is title.txt where the file system does not tell case apart).
 */
function planLocale(root, locale, folder, fields, identity = step_identity/* statIdentity */.xg) {
    const base = (0,external_node_path_.join)(root, folder);
    const hasBase = checkFolder(base, folder);
    const overName = (hasBase && (0,reading/* entryNamed */.OM)(base, listing_folder/* OVERRIDES */.u3, identity)) || listing_folder/* OVERRIDES */.u3;
    const over = (0,external_node_path_.join)(base, overName);
    const hasOver = hasBase && checkFolder(over, `${folder}/${overName}`);
    const planned = [];
    for (const spec of layout/* FIELD_FILES */.Hw) {
        const value = Object.hasOwn(fields, spec.field) ? fields[spec.field] : undefined;
        const content = (0,layout/* renderField */.hX)(spec, value);
        const inOver = hasOver ? (0,reading/* entryNamed */.OM)(over, spec.file, identity) : undefined;
        const name = inOver ?? ((hasBase && (0,reading/* entryNamed */.OM)(base, spec.file, identity)) || spec.file);
        const folders = inOver ? [base, over] : [base];
        const path = (0,external_node_path_.join)(folders[folders.length - 1], name);
        const shown = `${folder}/${inOver ? `${overName}/` : ''}${name}`;
        const file = { locale, field: spec.field, shown, folders, path };
        if (content !== undefined)
            planned.push({ ...file, content, state: stateOf(spec, path, shown, content) });
        else if (hasBase && statOf(path) !== undefined)
            planned.push({ ...file, content: '', state: 'unset' });
    }
    return planned;
}
function stateOf(spec, path, shown, content) {
    const stats = statOf(path);
    if (stats === undefined)
        return 'new';
    if (!stats.isFile())
        throw new errors/* Failure */.HR(`'listing-dir' holds ${shown}, which is no regular file: nothing was written.`);
    // A file the folder reader would refuse (too big, not UTF-8) differs from the store.
    const read = (0,text_file/* readTextFile */.G)(path, text_file/* MAX_TEXT_BYTES */.$);
    if ('problem' in read)
        return 'differs';
    const text = read.text;
    const same = JSON.stringify((0,layout/* parseField */.cn)(spec, text)) === JSON.stringify((0,layout/* parseField */.cn)(spec, content.trimEnd()));
    return same ? 'same' : 'differs';
}
/** Writes a planned file, making its folders; each is checked again as it is made. */
function writePlanned(root, file) {
    for (const folder of [root, ...file.folders]) {
        if (folder === root)
            (0,external_node_fs_.mkdirSync)(folder, { recursive: true });
        else if (!checkFolder(folder, folder.slice(root.length + 1)))
            (0,external_node_fs_.mkdirSync)(folder);
    }
    const stats = statOf(file.path);
    if (stats && !stats.isFile()) {
        throw new errors/* Failure */.HR(`'listing-dir' holds ${file.shown}, which is no regular file: it was not overwritten.`);
    }
    (0,external_node_fs_.writeFileSync)(file.path, file.content, { mode: 0o644 });
}

// EXTERNAL MODULE: ./src/capabilities/bootstrap/place.ts
var place = __webpack_require__(3593);
;// CONCATENATED MODULE: ./src/capabilities/bootstrap/run.ts
/**
 * The listing-bootstrap front door: today's listing text written into listing-dir in the folder layout a release
 * reads (layout.ts: its table and its format, so that a release after it changes nothing). The
 * text is read from the open edit (any status: it is only read), or from an edit opened for the
 * purpose and deleted again whatever happens (capabilities/edit/temporary.ts, as a dry run's).
 * Every listing is read first; then where each file goes is decided (place.ts, files.ts) and every
 * refusal raised (a secret of the run in a text, a link or a file in the way) before the first
 * file is written. A file that differs from the store is kept unless `overwrite` is
 * `true`. Images are not downloaded: the API lists them by id only and has no call that gives
 * their bytes; their counts are reported. Release notes are per version and are not written.
 */









async function runBootstrap(target, { session, log, clock, signals }, holdsSecret) {
    const api = new submission/* SubmissionApi */.Vx(session, target.appUrl);
    const journal = new edit_journal/* Journal */.C(log, clock);
    journal.row('Bootstrap', `${target.appId}: today's listing into ${target.dir}; nothing in the store changes`);
    const reading = editToRead(api, journal);
    const opened = reading.then((read) => (read.opened ? read.edit : undefined), (error) => (0,create/* takenBy */.bL)(error));
    const temporary = new edit_temporary/* TemporaryEdit */.C(api, journal, signals, { label: 'Bootstrap', owner: 'the bootstrap' }, opened);
    let files = 0;
    let failure;
    try {
        const { edit } = await reading;
        const listings = await readListings(api, edit, journal);
        journal.begin(`writing into ${target.dir}`);
        files = writeListings(target, listings, journal, holdsSecret);
    }
    catch (error) {
        const why = (0,report/* asFailure */.h_)(error, log);
        failure = new errors/* Failure */.HR([`Bootstrap failed while ${journal.doing}: `, ...why.parts], { cause: error });
    }
    failure = await temporary.finish(failure);
    return {
        outputs: { 'listing-files': String(files) },
        rows: journal.rows,
        failure
    };
}
/** The open edit (read, never changed), or one opened to read from (`opened`: deleted again). */
async function editToRead(api, journal) {
    journal.begin('reading the open edit');
    const open = await api.edits.open();
    if (open) {
        journal.finished('Edit', `${open.id} (${open.status || 'status not given'}) read, not changed`);
        return { edit: open.id, opened: false };
    }
    journal.begin('opening an edit to read from');
    const created = await (0,create/* createEdit */.l)(api);
    if (created.kind === 'conflict')
        throw new errors/* Failure */.HR('an edit was opened meanwhile (HTTP 409): rerun the step.');
    journal.finished('Edit', `${created.value.id} opened to read the listing; it is deleted again`);
    return { edit: created.value.id, opened: true };
}
/** Every listing of the edit, and its image counts; a language that cannot name a folder is refused first. */
async function readListings(api, edit, journal) {
    journal.begin("reading the edit's listings");
    const locales = await api.listings.locales(edit);
    for (const locale of locales) {
        const problem = (0,place/* localeProblem */.e5)(locale);
        if (problem)
            throw new errors/* Failure */.HR(problem);
    }
    const listings = [];
    for (const locale of locales) {
        journal.begin(`reading the ${locale} listing`);
        const { fields } = await api.listings.get(edit, locale);
        const counts = [];
        for (const type of image_rules/* AMAZON_IMAGE_TYPES */.hK) {
            const { images } = await api.images.list(edit, locale, type);
            if (images.length > 0)
                counts.push(`${images.length} ${type}`);
        }
        listings.push({ locale, fields, images: counts.join(', ') || 'none' });
    }
    return listings;
}
/** Plans every file, refuses before writing any, then writes the new ones (and, with overwrite, those that differ). */
function writeListings(target, listings, journal, holdsSecret) {
    const folders = (0,place/* folderNames */.Hw)(target.root, listings.map(({ locale }) => locale));
    const plans = listings.map(({ locale, fields }) => planLocale(target.root, locale, folders.get(locale), fields));
    for (const file of plans.flat()) {
        if (holdsSecret(file.content)) {
            throw new errors/* Failure */.HR(`the ${file.locale} listing's ${file.field} holds a secret of this run (the client secret or a token): ` +
                `${file.shown} was not written, nor any other file. Remove it from the listing in the developer ` +
                'console, and rotate the secret.');
        }
    }
    let count = 0;
    listings.forEach(({ locale, images }, index) => {
        const plan = plans[index];
        for (const file of plan) {
            if (file.state === 'new' || (file.state === 'differs' && target.mode === 'overwrite')) {
                writePlanned(target.root, file);
                count++;
            }
        }
        journal.row(`Listing ${locale}`, `${describe(plan, target.mode)}; images not downloaded (the API gives no image bytes): ${images}`);
    });
    summarize(plans.flat(), count, target, journal);
    return count;
}
/** One row for the folder; a warning when a file was kept, as the next release would send it. */
function summarize(files, count, target, journal) {
    const same = files.filter((file) => file.state === 'same').length;
    const kept = files.filter((file) => file.state === 'unset' || (file.state === 'differs' && target.mode !== 'overwrite')).length;
    const text = `${count} written, ${same} unchanged, ${kept} kept (differs from the store)`;
    if (kept === 0)
        journal.row('Files', text);
    else {
        journal.row('Files', `${text}: a release from ${target.dir} sends what the kept files say ('overwrite: true' ` +
            'replaces those the store has other text for)', 'warning');
    }
}
/** The files of a locale by what became of them: written, unchanged, kept. */
function describe(plan, mode) {
    const names = (states) => plan
        .filter((file) => states.includes(file.state))
        .map((file) => file.shown)
        .join(', ');
    const parts = [
        ['written', names(mode === 'overwrite' ? ['new', 'differs'] : ['new'])],
        ['unchanged', names(['same'])],
        ['kept (differs from the store)', mode === 'overwrite' ? '' : names(['differs'])],
        ['kept (the store has no text)', names(['unset'])]
    ].filter(([, files]) => files !== '');
    return parts.map(([what, files]) => `${what}: ${files}`).join('; ') || 'no text in the store';
}


/***/ }),

/***/ 4726:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bL: () => (/* binding */ takenBy),
/* harmony export */   l: () => (/* binding */ createEdit),
/* harmony export */   lD: () => (/* binding */ unclear)
/* harmony export */ });
/* unused harmony export UnclearOpen */
/* harmony import */ var _appstore_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8690);
/* harmony import */ var _appstore_submission_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(110);
/* harmony import */ var _net_retry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3742);
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(656);
/**
 * Opening an edit with POST /edits, whose answer may be lost: what a release and the bootstrap share.
 */




/** A refusal the API answered clearly: it did nothing. Anything else may have done something unseen. */
function unclear(error) {
    return !(error instanceof _appstore_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiFailure */ .F9) || (0,_net_retry_js__WEBPACK_IMPORTED_MODULE_2__/* .isTransientStatus */ .Dm)(error.status);
}
/**
 * POST /edits answered unclearly (lost, unreadable, a 5xx): what a fresh read found. `taken`: the
 * edit open now and IN_PROGRESS, taken as the one this POST opened (a dry run deletes it).
 */
class UnclearOpen extends _step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .Failure */ .HR {
    taken;
    constructor(parts, cause, taken) {
        super(parts, { cause });
        this.taken = taken;
    }
}
/** The edit an unclear POST /edits was taken to have opened, when `error` says so. */
const takenBy = (error) => (error instanceof UnclearOpen ? error.taken : undefined);
/**
 * POST /edits; when its answer is unclear (lost, unreadable, a 5xx), the edit it may have opened is
 * looked for: an edit open now and IN_PROGRESS is taken as this run's (never one under review,
 * which a dry run would then delete), and the UnclearOpen thrown names it.
 */
async function createEdit(api) {
    try {
        return await api.edits.create();
    }
    catch (error) {
        if (!unclear(error))
            throw error;
        let found;
        let taken;
        try {
            const open = await api.edits.open();
            if (open && (0,_appstore_submission_index_js__WEBPACK_IMPORTED_MODULE_1__/* .isInProgress */ .LT)(open)) {
                taken = open.id;
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
        throw new UnclearOpen([...(0,_step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .partsOf */ .CI)(error), ...found], error, taken);
    }
}


/***/ }),

/***/ 1535:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ TemporaryEdit)
/* harmony export */ });
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(656);
/* harmony import */ var _console_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(269);


/**
 * The exit code after each signal, as the platform that sends it reports a process it ended:
 * 128 + the signal's number on Linux and macOS; on Windows, whose default handler of Ctrl-Break
 * ends a process with STATUS_CONTROL_C_EXIT (0xC000013A), that code, as the runner would see it.
 */
const EXIT_CODES = { SIGINT: 130, SIGTERM: 143, SIGBREAK: 0xc000013a };
class TemporaryEdit {
    api;
    journal;
    signals;
    names;
    opened;
    cleanup;
    /** The first signal that cancelled the run: the step exits with its code. */
    cancelledBy;
    listeners = Object.keys(EXIT_CODES).map((signal) => [signal, () => this.cancelled(signal)]);
    constructor(api, journal, signals, names, 
    /** The edit the run opened (once opening it is over), or undefined. */
    opened) {
        this.api = api;
        this.journal = journal;
        this.signals = signals;
        this.names = names;
        this.opened = opened;
        for (const [signal, listener] of this.listeners)
            signals.on(signal, listener);
    }
    /**
     * At the end of the run: the edit deleted, and what became of it added to the run's failure. A
     * signal meanwhile waits for the same deletion, then ends the step.
     */
    async finish(failure) {
        const result = await this.cleanUp();
        this.stopListening();
        if (result.edit === undefined)
            return failure;
        const whose = `${this.names.owner}'s edit ${result.edit}`;
        if ('how' in result) {
            const gone = `\n${capital(whose)} was ${result.how}: nothing is left behind.`;
            return failure && new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .Failure */ .HR([...failure.parts, gone], { cause: failure });
        }
        const problem = [
            `Deleting ${whose} failed (`,
            ...(0,_step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .partsOf */ .CI)(result.error),
            `): delete it in the developer console (${_console_js__WEBPACK_IMPORTED_MODULE_1__/* .CONSOLE_URL */ .I}).`
        ];
        return new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .Failure */ .HR(failure ? [...failure.parts, '\n', ...problem] : problem, { cause: failure ?? result.error });
    }
    /** The first signal: the edit deleted, then the step exits with its code. A later one waits for that. */
    cancelled(signal) {
        const { owner } = this.names;
        if (this.cancelledBy) {
            this.journal.log.info(`${signal}: ${owner} is still deleting its edit; it exits once that is done`);
            return;
        }
        this.cancelledBy = signal;
        this.journal.log.warning(`${signal}: the run is cancelled; ${owner} deletes its edit before it exits`);
        void this.cleanUp().then(() => {
            this.stopListening();
            this.signals.exit(EXIT_CODES[signal]);
        });
    }
    /** The one way the edit goes: deleted once, whoever asks first; each outcome a row or a line of the log. */
    cleanUp() {
        this.cleanup ??= this.opened.then(async (edit) => {
            const { label, owner } = this.names;
            if (edit === undefined) {
                this.journal.log.info(`${label}: no edit was opened, so none is left behind`);
                return { edit };
            }
            this.journal.begin(`deleting ${owner}'s edit ${edit}`);
            try {
                const done = await this.api.edits.delete(edit, this.journal.log);
                const how = done.kind === 'deleted' ? 'deleted' : 'already deleted (not by this run)';
                this.journal.finished(label, `edit ${edit} ${how}: nothing is left behind`);
                return { edit, how };
            }
            catch (error) {
                this.journal.row(label, `deleting edit ${edit} failed: delete it in the developer console`, 'none');
                this.journal.log.warning(new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .Failure */ .HR([
                    `${label}: deleting edit ${edit} failed (`,
                    ...(0,_step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .partsOf */ .CI)(error),
                    `): delete it in the developer console (${_console_js__WEBPACK_IMPORTED_MODULE_1__/* .CONSOLE_URL */ .I}).`
                ]));
                return { edit, error };
            }
        });
        return this.cleanup;
    }
    stopListening() {
        for (const [signal, listener] of this.listeners)
            this.signals.removeListener(signal, listener);
    }
}
const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);


/***/ })

};
