export const id = 742;
export const ids = [742];
export const modules = {

/***/ 9083:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bL: () => (/* binding */ takenBy),
/* harmony export */   l: () => (/* binding */ createEdit),
/* harmony export */   lD: () => (/* binding */ unclear)
/* harmony export */ });
/* unused harmony export UnclearOpen */
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

/***/ 9532:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ TemporaryEdit)
/* harmony export */ });
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5927);
/* harmony import */ var _console_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5782);


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


/***/ }),

/***/ 6742:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runRelease: () => (/* binding */ runRelease)
});

// EXTERNAL MODULE: ./src/appstore/submission/index.ts + 9 modules
var submission = __webpack_require__(6560);
// EXTERNAL MODULE: ./src/capabilities/edit/console.ts
var console = __webpack_require__(5782);
// EXTERNAL MODULE: ./src/capabilities/edit/create.ts
var create = __webpack_require__(9083);
// EXTERNAL MODULE: ./src/capabilities/edit/journal.ts
var edit_journal = __webpack_require__(4808);
// EXTERNAL MODULE: ./src/capabilities/edit/temporary.ts
var temporary = __webpack_require__(9532);
// EXTERNAL MODULE: ./src/android/placement.ts
var placement = __webpack_require__(1532);
// EXTERNAL MODULE: ./src/step/errors.ts
var errors = __webpack_require__(5927);
;// CONCATENATED MODULE: ./src/capabilities/release/apks.ts
/**
 * The APK stage: each file replaces one of the edit's APKs (a replace keeps the APK's id and device
 * targeting): the one its manifest and the APK's name, ABIs and device targeting point to
 * (android/placement.ts), else the next in the order the API lists them. Files beyond them are
 * uploaded as new APKs, which target no device until someone sets it (targeting.ts does, after
 * this step). Fewer files than APKs is refused before anything changes.
 */


/** The APKs a message lists at most: an edit may hold thousands, and the message must stay readable. */
const LISTED = 10;
/** Reads the edit's APKs and plans where each file goes; fewer files than APKs is refused here. */
async function planApks(api, edit, files, journal) {
    journal.begin("reading the edit's APKs");
    const apks = await api.apks.list(edit);
    journal.begin("matching the files to the edit's APKs");
    if (files.length < apks.length) {
        const listed = apks
            .slice(0, LISTED)
            .map((apk) => `${apk.id} (${apk.name || 'unnamed'}, versionCode ${apk.versionCode})`);
        if (apks.length > LISTED)
            listed.push(`and ${apks.length - LISTED} more`);
        throw new errors/* Failure */.HR(`'files' gave ${count(files.length, 'file')}, but the edit has ${count(apks.length, 'APK')}: ` +
            `${listed.join(', ')}. Each file replaces one APK (the one it matches, else in this order); nothing was changed. Give one file ` +
            'per APK, or delete the APKs no longer shipped in the developer console first.');
    }
    const placements = await place(api, edit, files, apks, journal);
    const puts = files.map((file, index) => ({
        file,
        which: `APK ${index + 1} of ${files.length}`,
        why: placements[index].why,
        replaces: placements[index].replaces
    }));
    return { before: apks, puts };
}
/**
 * One file of the plan replaced in place, or uploaded as a new APK; the APK it became. `known`: the
 * edit's APKs before it, those this run put included (to find the new one when an upload names none).
 */
async function putApk(api, edit, { file, which, replaces: old }, known, upload, journal) {
    if (old) {
        journal.begin(`replacing ${which} (${file.name})`);
        const etag = await api.apks.etag(edit, old.id);
        const apk = await api.apks.replace(edit, old.id, etag, file.path);
        journal.finished(which, `${file.name} replaced ${old.id} (${old.name || 'unnamed'}, versionCode ${old.versionCode}): ` +
            `versionCode ${apk.versionCode || 'not given'}, device targeting kept`);
        return { ...apk, id: apk.id || old.id };
    }
    journal.begin(`uploading ${which} (${file.name})`);
    const apk = (await upload(file)) ?? (await uploadedApk(api, edit, known, journal));
    journal.finished(which, `${file.name} uploaded as a new APK ${apk.id}: versionCode ${apk.versionCode || 'not given'}`);
    journal.row(which, `${apk.id} (${file.name}) is a new APK and targets no device yet: 'targeting' sets it`);
    return apk;
}
/** Where each file goes; with several APKs, their device targeting is read as evidence first (GET only). */
async function place(api, edit, files, apks, journal) {
    let known = apks;
    if (apks.length > 1) {
        journal.begin("reading the device targeting of the edit's APKs, to place the files");
        known = [];
        for (const apk of apks)
            known.push({ ...apk, devices: await devicesOf(api, edit, apk.id) });
    }
    return (0,placement/* placeFiles */.h)(files.map((file) => file.manifest), known).placements;
}
/**
 * The APK an upload added, when its answer named none (the answer's shape is known from clients
 * only): the one APK of the edit that was not there before.
 */
async function uploadedApk(api, edit, before, journal) {
    journal.begin("reading the edit's APKs, as the upload's answer named no APK");
    const added = (await api.apks.list(edit)).filter((apk) => !before.some((known) => known.id === apk.id));
    if (added.length !== 1) {
        throw new errors/* Failure */.HR(`The upload's answer named no APK, and the edit holds ${added.length} APKs it did not hold before: ` +
            'which one is the new one is not known. See the edit in the developer console.');
    }
    journal.row('APKs', `the upload's answer named no APK: ${added[0].id} is the one the edit holds now and did not before`);
    return added[0];
}
/** The Amazon devices an APK of this edit targets (GET only). */
async function devicesOf(api, edit, apk) {
    const on = (await api.targeting.get(edit, apk)).amazonDevices.filter((device) => device.status === 'TARGETING');
    return on.map((device) => String(device.id));
}
function count(n, noun) {
    return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

;// CONCATENATED MODULE: ./src/capabilities/release/availability.ts
/**
 * The publishing date (publish-at, read and checked in choices.ts): the edit's availability
 * is read with its ETag, its publishingDate set, and PUT back whole (other fields kept), only when
 * it differs.
 */

async function setPublishingDate(api, edit, wanted, journal) {
    journal.begin('setting the publishing date');
    const shown = `${wanted.dateTime} ${wanted.zoneId}`;
    const changed = await (0,submission/* afreshOnce */.LP)(async () => {
        const current = await api.availability.get(edit);
        const date = current.fields.publishingDate;
        if (date?.dateTime === wanted.dateTime && date.zoneId === wanted.zoneId)
            return (0,submission/* done */.Vw)(false);
        const fields = { ...current.fields, publishingDate: { ...(date ?? {}), ...wanted } };
        const put = await api.availability.put(edit, fields, current.etag);
        return put.kind === 'stale' ? put : (0,submission/* done */.Vw)(true);
    }, {
        stale: 'The availability changed since it was read (HTTP 412): reading it afresh and trying once more',
        twice: 'the availability changed between reading and writing it twice (HTTP 412 twice): someone is editing it.'
    }, journal.log);
    journal.finished('Publishing date', changed ? `set to ${shown}` : `already ${shown}`);
    return changed;
}

// EXTERNAL MODULE: ./src/appstore/errors.ts
var appstore_errors = __webpack_require__(1381);
// EXTERNAL MODULE: ./src/net/exchange.ts + 2 modules
var exchange = __webpack_require__(596);
// EXTERNAL MODULE: ./src/net/retry.ts
var retry = __webpack_require__(7893);
// EXTERNAL MODULE: ./src/step/report.ts
var report = __webpack_require__(3578);
;// CONCATENATED MODULE: ./src/capabilities/release/edit-now.ts
/** What is true of the release's edit, read afresh when a failure (or a commit's unclear answer) leaves it unclear. */


async function readAfresh(api, edit) {
    try {
        const now = await api.edits.get(edit);
        if ((0,submission/* isInProgress */.LT)(now))
            return { is: 'open' };
        if (now.status.toUpperCase() === 'DELETED')
            return { is: 'gone' };
        return { is: 'closed', status: now.status || 'without a status' };
    }
    catch (error) {
        if ((0,submission/* isGone */.ST)(error))
            return { is: 'gone' };
        return { is: 'unknown', why: [...(0,errors/* partsOf */.CI)(error)] };
    }
}

;// CONCATENATED MODULE: ./src/capabilities/release/hints.ts
const HINTS = [
    {
        // Its 412 is about the app's state (a version under review, incomplete or suppressed), not a stale ETag.
        when: (failure) => /Cannot create a new 'edit'/i.test(failure.text) ||
            failure.codes.includes('error_new_version_creation_not_allowed'),
        hint: 'the API opens an edit only for an app that is live, with no version under review: submit the ' +
            "app's first version in the developer console, or wait until the version under review is out (or withdraw it)."
    },
    {
        when: (failure) => /No app found/i.test(failure.text),
        hint: "check 'app-id': it is the App ID (amzn1.devportal.mobileapp.…) on the app's page in the developer " +
            'console, of the developer account the security profile belongs to.'
    },
    {
        // What one public source met after a version built from an app bundle (docs/api-notes.md).
        when: (failure) => failure.codes.includes('error_invalid_asset_id'),
        hint: "error_invalid_asset_id most likely means the live APKs were made by Amazon from an app bundle (AAB): they are Amazon's " +
            "own, and the API cannot replace them. Make this app's first APK update in the developer console; " +
            'releases after it can replace its APKs here.'
    },
    {
        when: (failure) => failure.codes.includes('error_apk_drm_value_missing'),
        hint: 'error_apk_drm_value_missing most likely means this is the first APK uploaded through the API after a version ' +
            'built from an app bundle (AAB), and it lacks the DRM setting that the developer console sets. Make this ' +
            "app's first APK update after the app bundle in the developer console; releases after it can go through here."
    },
    {
        when: (failure) => failure.status === 412,
        hint: 'the resource changed after it was read: someone changed the edit in the developer console, or ' +
            'another run worked on it at the same time. Rerun the step, and put release jobs of one app in one ' +
            '`concurrency:` group so that they never overlap.'
    },
    {
        when: (failure) => failure.codes.includes('error_apk_must_target_atleast1_device'),
        hint: 'an APK uploaded as a new one targets no device yet: set its device targeting in the developer ' +
            'console, then submit there or rerun the step.'
    },
    {
        // error_release_notes_incomplete: a code users met (docs/api-notes.md); the other, the stand-in's.
        when: (failure) => failure.codes.includes('error_release_notes_incomplete') ||
            failure.codes.includes('error_listing_incomplete') ||
            /Incomplete/.test(failure.text),
        hint: 'a listing is incomplete: release notes (recentChanges) are needed for every locale, so give ' +
            "'notes', 'notes-dir' or <locale>/changelogs/ in 'listing-dir'; other fields are filled in the developer console."
    },
    {
        // A listing the edit lacks has no ETag to read, so a rerun would be refused the same way
        // (a PUT that adds a listing may want one: docs/api-notes.md).
        when: (failure, stage) => failure.codes.includes('required_data_absent') && /^adding the \S+ listing$/.test(stage),
        hint: 'the API wants an ETag to add this listing, which no read of a listing the edit lacks can give: add the ' +
            "language in the developer console (a rerun then updates its listing), or set 'listing-add-locales' to false."
    },
    {
        when: (failure) => failure.codes.includes('required_data_absent'),
        hint: "the API asks for data it requires (its message says what). Fill a listing field in 'listing-dir' or the " +
            'developer console; for If-Match, rerun the step so that the resource is read afresh, and report it if it ' +
            'repeats.'
    },
    {
        when: (failure) => /Unable to fetch the request scope for uri/i.test(failure.text),
        hint: "the API has no such resource: check 'app-id' and 'api-base-url'."
    }
];
function hintFor(failure, stage) {
    return HINTS.find(({ when }) => when(failure, stage))?.hint;
}

// EXTERNAL MODULE: ./src/capabilities/release/listing/notes.ts
var listing_notes = __webpack_require__(4438);
;// CONCATENATED MODULE: ./src/capabilities/release/listing/diff.ts
const FIELDS = [
    'title',
    'shortDescription',
    'fullDescription',
    'featureBullets',
    'keywords',
    'recentChanges'
];
const LIST_FIELDS = ['featureBullets', 'keywords'];
const NEEDED = ['title', 'shortDescription', 'fullDescription', 'recentChanges'];
/**
 * The listing to PUT for `locale`. A PUT replaces the listing whole and empties what it leaves
 * out (docs/api-notes.md), so the body is the listing as the API answered it, every field kept
 * (unknown ones too), with the folder's fields over it; a field the folder does not give keeps
 * its value. `current` undefined: the edit has no such listing, and the PUT adds it.
 *
 * Compared as equal, so as not to PUT for nothing: line ends CRLF and LF (the console may store a
 * text box's CRLF where the folder gives LF), and a field the API answers as null or not at all
 * with an empty value.
 */
function planListing(current, locale, wanted) {
    const given = FIELDS.filter((field) => wanted[field] !== undefined);
    if (current === undefined) {
        const body = { language: locale };
        for (const field of given)
            body[field] = structuredClone(wanted[field]);
        return { kind: 'put', body, changed: [...given], missing: NEEDED.filter((f) => !given.includes(f)) };
    }
    const changed = given.filter((field) => !same(current[field], wanted[field], LIST_FIELDS.includes(field)));
    if (changed.length === 0)
        return { kind: 'unchanged' };
    const body = structuredClone(current);
    if (typeof body.language !== 'string' || body.language === '')
        body.language = locale;
    for (const field of given)
        body[field] = structuredClone(wanted[field]);
    return { kind: 'put', body, changed, missing: [] };
}
const lines = (text) => text.replace(/\r\n?/g, '\n');
function same(answered, wanted, isList) {
    const value = answered ?? (isList ? [] : '');
    if (typeof wanted === 'string')
        return typeof value === 'string' && lines(value) === lines(wanted);
    if (!Array.isArray(wanted) || !Array.isArray(value) || value.length !== wanted.length)
        return false;
    return wanted.every((item, index) => typeof value[index] === 'string' && lines(value[index]) === lines(item));
}
/**
 * The images of one type: unchanged only when the edit holds exactly the wanted bytes in the
 * wanted order; otherwise the set is replaced whole (delete, then upload in order), since
 * uploads append and the API has no way to reorder or to replace one screenshot in place.
 *
 * The bytes of an image there are known from the API's answer (a sha256, if it ever gives one)
 * or from `known`: asset id → sha256 of images uploaded earlier (the wiring can record what it
 * uploads). As far as any source shows, the API answers ids only, so without `known` a type that
 * already has images is always replaced: that converges, at the price of uploading again on every
 * run. For a type that holds one image, an upload replaces it anyway, so the deletion may be
 * skipped. Call it for the types the folder gives: with nothing wanted, it empties the type.
 */
function planImages(type, current, wanted, known = {}) {
    const replace = (why) => ({
        kind: 'replace',
        type,
        remove: current.map((image) => image.id),
        upload: [...wanted],
        why
    });
    if (current.length === 0)
        return wanted.length === 0 ? { kind: 'unchanged', type } : replace('none');
    if (current.length !== wanted.length)
        return replace('count');
    const hashes = current.map((image) => image.sha256 ?? (Object.hasOwn(known, image.id) ? known[image.id] : undefined));
    if (hashes.some((hash) => hash === undefined))
        return replace('unverified');
    return hashes.every((hash, index) => hash?.toLowerCase() === wanted[index].sha256.toLowerCase())
        ? { kind: 'unchanged', type }
        : replace('content');
}

// EXTERNAL MODULE: ./src/capabilities/release/listing/changelogs.ts
var changelogs = __webpack_require__(2476);
// EXTERNAL MODULE: ./src/capabilities/release/listing/folder.ts + 1 modules
var listing_folder = __webpack_require__(1599);
// EXTERNAL MODULE: ./src/capabilities/release/listing/summary.ts
var summary = __webpack_require__(6687);
;// CONCATENATED MODULE: ./src/capabilities/release/listing/apply.ts
/**
 * The listing stage of a release: for every locale of the edit's listings (and of the listing
 * folder), the listing is read with its own fresh ETag, the folder's text and the release notes
 * (recentChanges, one field of the listing: the folder's changelog for the edit's version codes,
 * or `notes`/`notes-dir`) merged over it, and PUT back whole, only when something
 * differs. A 412 (it changed since it was read) is answered by reading afresh once. A locale of the
 * folder that the edit lacks is added only with `listing-add-locales` (else named in one row).
 */







/** Whether some listing was changed (or added), and the languages the edit has listings of now. */
async function applyListings(api, edit, sources, journal) {
    const { listing, notes } = sources;
    if (!listing)
        return notes ? applyNotes(api, edit, notes, journal) : { changed: false, languages: [] };
    const leftOut = (0,summary/* leftOutRow */.ol)(listing.folder);
    if (leftOut)
        journal.row(...leftOut);
    journal.begin("reading the edit's listings");
    const languages = await api.listings.locales(edit);
    const has = new Set(languages);
    const lacking = Object.keys(listing.folder.locales).filter((locale) => !has.has(locale));
    const added = listing.addLocales ? lacking : [];
    if (!listing.addLocales && lacking.length > 0) {
        // One row, no warning: a folder that holds more languages than the app lists is the usual case,
        // and a converged run says nothing that needs attention.
        journal.row('Listings not added', `${lacking.join(', ')}: the edit has no listing of ${lacking.length === 1 ? 'it' : 'them'}; set ` +
            `'listing-add-locales' to true to add ${lacking.length === 1 ? 'it' : 'them'}.`);
    }
    const written = [...languages, ...added];
    if (listing.hasChangelogs)
        notesKept(listing, written, sources.versionCodes, journal);
    let changed = false;
    for (const locale of written) {
        const folder = (0,listing_folder/* localeFolder */.JP)(listing.folder, locale);
        const wanted = wantedFor(locale, folder, sources);
        if (Object.keys(wanted).length === 0) {
            keptWhole(listing, locale, journal);
            continue;
        }
        journal.begin(`${has.has(locale) ? 'updating' : 'adding'} the ${locale} listing`);
        const written = await putOne(api, edit, locale, wanted, !has.has(locale), journal);
        changed ||= written.kind !== 'unchanged';
        journal.finished(`Listing ${locale}`, describe(written));
    }
    return { changed, languages: [...languages, ...added] };
}
function describe(written) {
    if (written.kind === 'unchanged')
        return 'unchanged';
    const what = `${written.changed.join(', ')}${written.afresh ? ', after reading the listing afresh' : ''}`;
    if (written.kind === 'changed')
        return `changed: ${what}`;
    return `added (${what})${written.missing.length ? `; still empty: ${written.missing.join(', ')}` : ''}`;
}
/** Release notes alone (no listing-dir): recentChanges set on each listing the edit has; its locales. */
async function applyNotes(api, edit, notes, journal) {
    journal.begin("reading the edit's listings");
    const locales = await api.listings.locales(edit);
    if (locales.length === 0) {
        journal.row('Notes', 'the edit has no listing, so no notes were set.', 'warning');
        return { changed: false, languages: [] };
    }
    let changed = false;
    for (const locale of (0,listing_notes/* unusedLocales */.CB)(notes, locales)) {
        journal.row(`Notes ${locale}`, `not used: '${notes.from}' has ${locale}.txt, but the edit has no ${locale} listing.`, 'warning');
    }
    for (const locale of locales) {
        const text = (0,listing_notes/* notesFor */.vH)(notes, locale);
        if (text === undefined) {
            journal.row(`Notes ${locale}`, `left as they were: '${notes.from}' has no ${locale}.txt and no default.txt.`, 'warning');
            continue;
        }
        journal.begin(`setting notes for ${locale}`);
        const written = await putOne(api, edit, locale, { recentChanges: text }, false, journal);
        changed ||= written.kind !== 'unchanged';
        const size = `${text.length} characters`;
        journal.finished(`Notes ${locale}`, written.kind === 'unchanged'
            ? `already set (${size})`
            : `set (${size})${written.afresh ? ', after reading the listing afresh' : ''}`);
    }
    return { changed, languages: locales };
}
function wantedFor(locale, folder, sources) {
    const wanted = { ...(folder?.text ?? {}) };
    if (sources.listing?.hasChangelogs) {
        // A locale without notes for the release keeps them: notesKept says so, in one row.
        const changelog = folder && (0,changelogs/* changelogFor */.Ok)(folder, sources.versionCodes);
        if (changelog)
            wanted.recentChanges = changelog.text;
    }
    else if (sources.notes) {
        const text = (0,listing_notes/* notesFor */.vH)(sources.notes, locale);
        if (text !== undefined)
            wanted.recentChanges = text;
    }
    return wanted;
}
/**
 * One row for the listings written whose folder has no notes for the release (its translation
 * lags, or it has no changelogs): their notes are left as they were, as fastlane supply and Google
 * Play leave them. With listing-strict, a lagging one fails before any listing is written (with
 * files, manifests.ts refused it before any request). A warning when no listing gets notes at all.
 */
function notesKept(listing, locales, versionCodes, journal) {
    journal.begin("matching the changelogs of 'listing-dir' with the version codes");
    const folders = locales.map((locale) => (0,listing_folder/* localeFolder */.JP)(listing.folder, locale)).filter((folder) => folder !== undefined);
    const kept = folders.map((folder) => (0,changelogs/* unnoted */.Qe)(folder, versionCodes)).filter((item) => item !== undefined);
    if (kept.length === 0)
        return;
    const highest = (0,submission/* highestVersionCode */.cb)(versionCodes) ?? '(the edit has no APK)';
    const lagging = kept.filter((item) => item.lagging);
    if (listing.strict && lagging.length > 0) {
        throw new errors/* InputError */.dz(listing_folder/* LISTING_INPUT */.Mr, `has no changelog for version code ${highest} and no default.txt in ${(0,changelogs/* listUnnoted */.g4)(lagging)}, and ` +
            "'listing-strict' is true: add them, or set 'listing-strict' to false to keep their notes as they are. No listing was written.");
    }
    const one = kept.length === 1;
    const none = kept.length === folders.length;
    journal.row('Notes kept', `${(0,changelogs/* listUnnoted */.g4)(kept)}: 'listing-dir' has no changelog for version code ${highest} and no default.txt for ` +
        `${one ? 'it' : 'them'}, so ${one ? 'its' : 'their'} release notes are left as they were (as fastlane supply ` +
        `and Google Play leave them).${none ? ` No listing gets notes: add <locale>/changelogs/${highest}.txt.` : ''}`, none ? 'warning' : 'info');
}
/** A listing the folder gives nothing for, kept whole: its folder was left out, or there is none. */
function keptWhole(listing, locale, journal) {
    if ((0,listing_folder/* localeFolder */.JP)(listing.folder, locale)) {
        return journal.row(`Listing ${locale}`, "'listing-dir' gives no text and no notes for it: left as it was");
    }
    const leftOut = (0,listing_folder/* leftOutFolderOf */.Xl)(listing.folder, locale);
    if (!leftOut)
        return journal.row(`Listing ${locale}`, "not in 'listing-dir' and no notes for it: left as it was");
    journal.row(`Listing ${locale}`, `left as it was, text and notes: the ${leftOut.name} folder of 'listing-dir' was left out (${leftOut.why}), ` +
        `so nothing of it was sent, although the edit has a ${locale} listing.`, 'warning');
}
/** One listing written: read (unless it is added), merged, and PUT whole when something differs. */
function putOne(api, edit, locale, wanted, add, journal) {
    return (0,submission/* afreshOnce */.LP)(async (round) => {
        const current = add ? undefined : await api.listings.get(edit, locale);
        const plan = planListing(current?.fields, locale, wanted);
        if (plan.kind === 'unchanged')
            return (0,submission/* done */.Vw)({ kind: 'unchanged' });
        const afresh = round > 1;
        if (!current) {
            await api.listings.add(edit, locale, plan.body);
            return (0,submission/* done */.Vw)({ kind: 'added', changed: plan.changed, missing: plan.missing, afresh });
        }
        const put = await api.listings.put(edit, locale, { fields: plan.body, etag: current.etag });
        return put.kind === 'stale' ? put : (0,submission/* done */.Vw)({ kind: 'changed', changed: plan.changed, afresh });
    }, {
        stale: `The ${locale} listing changed since it was read (HTTP 412): reading it afresh and trying once more`,
        twice: `the ${locale} listing changed between reading and writing it twice (HTTP 412 twice): someone is ` +
            'editing it in the developer console, or another run is. Rerun the step once they are done.'
    }, journal.log);
}

// EXTERNAL MODULE: ./src/capabilities/release/listing/image-rules.ts
var image_rules = __webpack_require__(7280);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/capabilities/release/listing/record.ts
/**
 * The record of the images this action uploaded: `<listing-dir>/.amazon-images.json`, asset id →
 * sha256 of the bytes uploaded. The API lists images by id only (no hash), so without it a rerun
 * cannot tell whether the images there are the folder's and uploads them again; with it, a rerun
 * whose images are unchanged uploads nothing. Ids the record does not know (someone uploaded in
 * the console, or the API gave new ids) simply make that type upload again: it converges either
 * way. Commit the file beside the folder (or restore it from a cache) for reruns in CI to skip.
 * Hidden (a leading dot), so the folder reader never takes it for a locale.
 */


const RECORD_FILE = '.amazon-images.json';
/**
 * Whether an asset id may go into the record, which is committed: an id of the shape ids have
 * (letters, digits, `.`, `_`, `:`, `-`; at most 200 characters) and no secret of the run. An answer
 * that echoed the token as an id is never written down.
 */
function recordableId(id, isSecret = () => false) {
    return /^[A-Za-z0-9][A-Za-z0-9._:-]{0,199}$/.test(id) && !isSecret(id);
}
/** Keeps only the ids still in the edit (`seen`), so that the record does not grow with ids long gone; how many went. */
function pruneRecord(record, seen) {
    let pruned = 0;
    for (const id of Object.keys(record.known)) {
        if (seen.has(id))
            continue;
        delete record.known[id];
        pruned++;
    }
    return pruned;
}
/** The record, or an empty one when the file is absent or unreadable (it is a cache: nothing breaks). */
function readRecord(root) {
    const path = (0,external_node_path_.join)(root, RECORD_FILE);
    const known = {};
    let found = false;
    try {
        if (!(0,external_node_fs_.lstatSync)(path).isFile())
            return { known, path, found };
        found = true;
        const images = JSON.parse((0,external_node_fs_.readFileSync)(path, 'utf8')).images;
        if (images && typeof images === 'object' && !Array.isArray(images)) {
            for (const [id, sha256] of Object.entries(images)) {
                if (typeof sha256 === 'string' && /^[0-9a-f]{64}$/i.test(sha256) && recordableId(id)) {
                    known[id] = sha256.toLowerCase();
                }
            }
        }
    }
    catch {
        // Absent or not JSON: no record.
    }
    return { known, path, found };
}
/** Writes the record (sorted, so that it diffs well); never through a link, and never fatal. */
function writeRecord(record) {
    try {
        let stats;
        try {
            stats = (0,external_node_fs_.lstatSync)(record.path);
        }
        catch {
            // Not there yet.
        }
        if (stats && !stats.isFile())
            return `${RECORD_FILE} is not a regular file: it was not written.`;
        const kept = Object.entries(record.known).filter(([id]) => recordableId(id));
        const images = Object.fromEntries(kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
        const text = JSON.stringify({ note: 'Written by the Amazon Appstore action: the images it uploaded, so that a rerun skips them.', images }, null, 2);
        (0,external_node_fs_.writeFileSync)(record.path, `${text}\n`, { mode: 0o644 });
        return undefined;
    }
    catch (error) {
        return `${RECORD_FILE} could not be written (${error.message}): the next run uploads the images again.`;
    }
}

;// CONCATENATED MODULE: ./src/capabilities/release/replace-images.ts
/**
 * The images of a release's listing: for each locale of the listing folder that the edit has, and each
 * image type the folder gives, the images there are compared with the folder's (by the sha256s of
 * the record this action keeps, listing/record.ts); a type whose images are the folder's, in order,
 * is left alone, any other is replaced whole: emptied (DELETE with the If-Match of the list; not for
 * a type of one image, which an upload replaces), then each image uploaded in order with the
 * If-Match of a fresh GET of the list. A 412 is answered by
 * reading the list afresh once. A list whose GET answers 404 or 400 is a type with no image (as the
 * API answers one): its first image goes with the listing's ETag (appstore/submission/images.ts).
 * Only the types the folder gives are read or written. Sizes and formats were checked with the
 * inputs, before any request.
 */




/** True when some image was uploaded. `keep`: false in a dry run, whose edit (and its ids) is deleted. */
async function replaceImages(api, edit, listing, languages, journal, keep) {
    const record = readRecord(listing.folder.root);
    // The ids the edit holds now (and those uploaded): any other id of the record is gone, and pruned.
    const seen = new Set();
    let changed = false;
    let unverified = false;
    let complete = false;
    try {
        for (const [locale, folder] of Object.entries(listing.folder.locales)) {
            if (!languages.includes(locale))
                continue;
            for (const [type, files] of Object.entries(folder.images)) {
                const label = `Images ${locale} ${type}`;
                journal.begin(`reading the ${locale} ${type}`);
                const current = await api.images.list(edit, locale, type);
                for (const image of current.images)
                    seen.add(image.id);
                const plan = planImages(type, current.images, files, record.known);
                if (plan.kind === 'unchanged') {
                    journal.finished(label, `unchanged (${replace_images_count(files.length)})`);
                    continue;
                }
                journal.begin(`replacing the ${locale} ${type}`);
                // An upload to a type of one image takes the place of the one there: no deletion needed.
                const empty = plan.remove.length > 0 && image_rules/* IMAGE_RULES */.Ug[type].max !== 1;
                unverified ||= plan.why === 'unverified';
                await replace(api, edit, locale, type, empty, files, { record, listing }, journal, seen);
                for (const id of plan.remove)
                    delete record.known[id];
                changed = true;
                const noList = current.refused ? `; GET of its list answered HTTP ${current.refused.status}, read as none` : '';
                journal.finished(label, `replaced (${WHY[plan.why]}${noList}): ${replace_images_count(files.length)} uploaded`);
            }
        }
        complete = true;
        if (unverified && !record.found) {
            journal.row('Images', `uploaded again: 'listing-dir' has no ${RECORD_FILE}, so the images in the edit could not be compared with the ` +
                "folder's. Commit the file this run writes, and a rerun with the same images uploads nothing.");
        }
    }
    finally {
        // Only after every type was read: a run that stopped halfway has not seen every id there is.
        const pruned = complete ? pruneRecord(record, seen) : 0;
        const problem = keep && (changed || pruned > 0) ? writeRecord(record) : undefined;
        if (problem)
            journal.row('Images', problem, 'warning');
    }
    return changed;
}
const WHY = {
    none: 'the edit had none',
    count: 'not as many as in the folder',
    content: 'other images',
    unverified: `images this action did not upload`
};
const replace_images_count = (n) => `${n} image${n === 1 ? '' : 's'}`;
async function replace(api, edit, locale, type, empty, files, { record, listing }, journal, seen) {
    const what = {
        stale: `The ${locale} ${type} changed since they were read (HTTP 412): reading them afresh and trying once more`,
        twice: `the ${locale} ${type} changed between reading and writing them twice (HTTP 412 twice): someone is editing them.`
    };
    if (empty) {
        await (0,submission/* afreshOnce */.LP)(async () => api.images.clear(edit, locale, type, (await api.images.writeTag(edit, locale, type)).etag), what, journal.log);
    }
    for (const file of files) {
        const id = await (0,submission/* afreshOnce */.LP)(async () => api.images.upload(edit, locale, type, file, await api.images.writeTag(edit, locale, type)), what, journal.log);
        seen.add(id);
        // The record is committed: an id that is no id, or holds a secret (a token echoed back, say), is never written down.
        if (recordableId(id, listing.holdsSecret))
            record.known[id] = file.sha256;
    }
}

;// CONCATENATED MODULE: ./src/capabilities/release/stages.ts





/**
 * The listing folder's text and the release notes (recentChanges, a field of the listing);
 * undefined when neither a folder nor notes were given.
 */
async function listingText(api, edit, release, journal) {
    const { listing, notes } = release;
    if (!listing && !notes) {
        journal.row('Notes', 'not given: the listings are left as they were');
        return undefined;
    }
    const versionCodes = !listing?.hasChangelogs
        ? []
        : release.files.length > 0
            ? release.files.map((file) => String(file.manifest.versionCode))
            : await versionCodesOf(api, edit, journal);
    return applyListings(api, edit, { listing, notes, versionCodes }, journal);
}
/** The listing folder's images, in the listings `listed` wrote: true when some image was uploaded. */
async function listingImages(api, edit, release, listed, journal) {
    if (!release.listing)
        return false;
    return replaceImages(api, edit, release.listing, listed.languages, journal, !release.dryRun);
}
/** Without files: the version codes of the edit's APKs, for the changelogs (with files: their manifests'). */
async function versionCodesOf(api, edit, journal) {
    journal.begin("reading the edit's APKs for their version codes");
    return (await api.apks.list(edit)).map((apk) => apk.versionCode).filter((code) => code !== '');
}
async function validate(api, edit, journal) {
    journal.begin('validating');
    await api.edits.validate(edit);
    journal.finished('Validated', 'the API found nothing that keeps the edit from review');
}
/** Without submit: the edit is left open, a draft. */
function leaveDraft(edit, journal) {
    const draft = `is a draft: submit it in the developer console, or with 'submit: true'`;
    journal.row('Left open', `edit ${edit} ${draft}`);
}
/** A commit whose answer was unclear and which the edit, read afresh, shows did not go through. */
class UnsettledCommit extends Error {
    error;
    now;
    constructor(
    /** What the commit failed with. */
    error, now) {
        super('the commit did not go through');
        this.error = error;
        this.now = now;
    }
}
/**
 * The commit. When its answer is unclear (lost, unreadable, a 5xx), the edit is read afresh: no
 * longer open, it went through, a success with a warning row; else an UnsettledCommit, which says
 * what the read found.
 */
async function commit(api, edit, journal) {
    journal.begin('committing');
    const etag = await api.edits.etag(edit);
    try {
        await api.edits.commit(edit, etag);
    }
    catch (error) {
        if (!(0,create/* unclear */.lD)(error))
            throw error;
        const now = await readAfresh(api, edit);
        if (now.is !== 'closed')
            throw new UnsettledCommit(error, now);
        journal.row('Committed', `edit ${edit} is ${now.status}, read afresh: it was committed${AFTER_COMMIT.get(now.status.toUpperCase()) ?? ''}, ` +
            `although the commit's answer was not clear (${(0,report/* asFailure */.h_)(error, journal.log).render((text) => text)})`, 'warning');
        return;
    }
    journal.finished('Committed', `edit ${edit} is submitted for review`);
}
/** What a status read after a commit tells of it. */
const AFTER_COMMIT = new Map([
    ['REVIEW', ' and is in review'],
    ['LIVE', ' and is live already']
]);

;// CONCATENATED MODULE: ./src/capabilities/release/failure.ts
/**
 * Every error of a release ends here as its failure: the stage it happened in, what the API or the
 * check said, what to do, and what is true of the edit now: the edit is read afresh, and the message
 * says what that read found (still open, committed, gone), never a guess. It only reports: a commit
 * whose unclear answer hid that it went through is settled by the commit itself (stages.ts).
 */










/** The failure of the release, where it happened (the journal says what was under way), with a hint, and what is true of the edit now. */
async function failed(error, { api, journal, release, edit }) {
    const what = journal.doing;
    // A commit whose answer was unclear read the edit afresh already: what it found is said, not read again.
    const commit = error instanceof UnsettledCommit ? error : undefined;
    const cause = commit ? commit.error : error;
    const failure = (0,report/* asFailure */.h_)(cause, journal.log);
    const now = commit?.now ?? (edit && !release.dryRun ? await readAfresh(api, edit) : undefined);
    const parts = [`Release failed while ${what}: `, ...failure.parts];
    const hint = cause instanceof appstore_errors/* ApiFailure */.F9 ? hintFor(cause, what) : undefined;
    if (hint)
        parts.push(`\nHint: ${hint}`);
    if (sentOnceUnanswered(cause))
        parts.push('\nIt was not repeated, as it may have reached the server.');
    journal.row('Failed', `while ${what}`, 'none');
    if (edit && now)
        parts.push('\n', ...edited(edit, now, commit !== undefined, release, journal));
    return new errors/* Failure */.HR(parts, { cause });
}
/** A call made once (src/appstore/calls.ts) whose answer was lost or a 5xx: it may have done its work unseen. */
function sentOnceUnanswered(error) {
    if (error instanceof exchange/* RequestFailed */.DY)
        return error.callClass === 'once';
    return error instanceof appstore_errors/* ApiFailure */.F9 && (0,retry/* isTransientStatus */.Dm)(error.status) && error.callClass === 'once';
}
/** What the failure says of the edit, as it was read afresh: never "left open" unless it is. */
function edited(edit, now, committing, release, journal) {
    switch (now.is) {
        case 'open':
            journal.row('Left open', `edit ${edit}, for inspection`, 'none');
            return [
                committing ? `Read afresh, edit ${edit} is still ${submission/* IN_PROGRESS */.mS}: the commit did not go through. ` : '',
                `Edit ${edit} is left open for inspection in the developer console (${console/* CONSOLE_URL */.I}); ${rerun(release)}`
            ];
        case 'gone':
            journal.row('Edit', `${edit} no longer exists`, 'none');
            return [
                committing
                    ? `Read afresh, edit ${edit} is not found: it was committed (and the API lists it no more) or deleted. `
                    : `Edit ${edit} no longer exists: it was deleted while the step worked on it (in the developer console, ` +
                        'or by another run). ',
                `Nothing is left open; see the developer console (${console/* CONSOLE_URL */.I}). A rerun opens a new edit.`
            ];
        case 'closed':
            journal.row('Edit', `${edit} is ${now.status}`, 'none');
            return [
                `Edit ${edit} is ${now.status} now, no longer open for changes: it was committed meanwhile (in the ` +
                    `developer console, or by another run). See the developer console (${console/* CONSOLE_URL */.I}) before rerunning.`
            ];
        case 'unknown':
            return [
                `What became of edit ${edit} could not be read (`,
                ...now.why,
                `): see the developer console (${console/* CONSOLE_URL */.I}) before rerunning.`
            ];
    }
}
function rerun(release) {
    if (release.openEdit === 'reuse')
        return 'a rerun of the step reuses it and replaces its APKs again.';
    if (release.openEdit === 'replace')
        return 'a rerun of the step deletes it and starts afresh.';
    return "a rerun stops at it while 'open-edit' is 'fail': delete it first, or rerun with 'reuse'.";
}

;// CONCATENATED MODULE: ./src/capabilities/release/large-upload.ts

/** 200 MiB: below the 300 MB one public client switches at, as users report timeouts sooner (docs/api-notes.md). */
const LARGE_APK_BYTES = 200 * 1024 * 1024;
/** Waits between attach attempts, in ms: about 2.5 minutes in all. */
const ATTACH_WAITS = [1000, 2000, 4000, 8000, 15000, 30000, 30000, 30000, 30000];
const goesLarge = (mode, file) => mode === 'always' || (mode === 'auto' && file.size >= LARGE_APK_BYTES);
/** Uploads one APK as new by the large-file path; the APK the attach answered. */
async function uploadLarge(api, edit, file, clock, journal) {
    let uploaded = await api.large.upload(edit, file.path, 'raw');
    if (uploaded.kind === 'multipart') {
        journal.log.info(`${file.name}: the API asks for a multipart/form-data body: sending it so`);
        uploaded = await api.large.upload(edit, file.path, 'multipart');
        if (uploaded.kind === 'multipart')
            throw new errors/* Failure */.HR(`The API refused ${file.name} as multipart too.`);
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
    throw new errors/* Failure */.HR(`the API still processed ${file.name} (fileId ${fileId}) after ${ATTACH_WAITS.length + 1} attempts to attach it ` +
        '(asset_not_ready): rerun the step in a few minutes.');
}

// EXTERNAL MODULE: ./src/android/reach.ts
var android_reach = __webpack_require__(2032);
// EXTERNAL MODULE: ./src/capabilities/edit/inputs.ts
var inputs = __webpack_require__(9090);
// EXTERNAL MODULE: ./src/android/preflight.ts
var preflight = __webpack_require__(4232);
// EXTERNAL MODULE: ./src/android/devices.ts
var devices = __webpack_require__(7292);
;// CONCATENATED MODULE: ./src/capabilities/release/lost.ts
/**
 * The devices a release loses, from Amazon's own targeting answers: the Amazon devices the live
 * version reaches (every live APK's TARGETING devices) that no APK of the new version targets. A
 * device whose status is anything but TARGETING is not reached. Each lost device carries its cause:
 * the reason Amazon's answer gives for it, else the likely cause device reach (android/reach.ts)
 * reads from the manifests for its family, else none known. Pure: devices.ts reads the answers.
 */



/** The Amazon devices a version reaches: those TARGETING in any of its APKs' answers, by id. */
function reachedDevices(answers) {
    const reached = new Map();
    for (const answer of answers) {
        for (const device of answer.amazonDevices) {
            const id = idOf(device);
            if (device.status === 'TARGETING' && id !== '' && !reached.has(id))
                reached.set(id, nameOf(device));
        }
    }
    return reached;
}
/** The live version's devices that the new version's answers do not reach, each with its cause. */
function lostDevices(live, answers, reach) {
    const now = reachedDevices(answers);
    return [...live]
        .filter(([id]) => !now.has(id))
        .map(([id, name]) => {
        const device = { id, name };
        const amazon = amazonReason(id, answers);
        if (amazon)
            return { ...device, cause: `Amazon says ${amazon}`, byAmazon: true };
        const manifest = manifestCause(device, reach);
        return {
            ...device,
            cause: manifest
                ? `likely, from the manifests: ${manifest}`
                : "cause not known: Amazon's answer gives no reason and the manifests show none",
            byAmazon: false
        };
    });
}
const idOf = (device) => (typeof device.id === 'string' ? device.id : '');
const nameOf = (device) => typeof device.name === 'string' && device.name.trim() !== '' ? device.name : idOf(device);
/** The reason Amazon's answers give a device (`reason {reason, details}`), made plain; none when they give none. */
function amazonReason(id, answers) {
    const said = answers.flatMap((answer) => answer.amazonDevices
        .filter((device) => idOf(device) === id)
        .map((device) => {
        const reason = (device.reason ?? {});
        const details = Array.isArray(reason.details) ? reason.details : [reason.details];
        const parts = [reason.reason, ...details].filter((part) => typeof part === 'string' && part.trim() !== '');
        return parts.map((part) => (0,report/* plainLabel */.pf)(String(part), 200)).join(': ');
    })
        .filter((text) => text !== ''));
    return said.length > 0 ? [...new Set(said)].join('; ') : undefined;
}
/**
 * The family of a device: Fire TV model codes begin with AFT and Fire tablet codes with KF (Amazon's
 * "Identify Fire TV devices" and "Identifying tablet devices"); else by its name; else not known.
 */
function familyOf({ id, name }) {
    if (/^AFT/i.test(id) || /\bfire ?tv\b/i.test(name))
        return 'Fire TV';
    if (/^KF/i.test(id) || /^(amazon )?(kindle )?fire\b/i.test(name))
        return 'Fire tablets';
    return undefined;
}
/**
 * The manifests' likely cause for a lost device: the reasons of the groups of its family that no
 * file reaches whole, only its own group's when its model code names one (devices.ts).
 */
function manifestCause(device, reach) {
    const family = familyOf(device);
    if (!family)
        return undefined;
    const groups = (0,android_reach.lostGroups)(reach).filter((group) => group.family === family);
    const code = new RegExp(`\\b${device.id.replace(/[^A-Za-z0-9]/g, '')}\\b`);
    const own = devices/* DEVICE_GROUPS */.o.find((group) => group.family === family && device.id !== '' && group.models.some((model) => code.test(model)));
    const ofGroup = own ? groups.filter((group) => group.fireOs === own.fireOs) : [];
    const chosen = ofGroup.length > 0 ? ofGroup : groups;
    const causes = chosen.flatMap((group) => group.reasons.map(({ file, reason }) => causeOf(file, reason)));
    return causes.length > 0 ? [...new Set(causes)].join('; ') : undefined;
}
const causeOf = (file, reason) => `${file}: ${reason.why} [${reason.source === 'field' ? 'field reports' : reason.source}], to change: ${reason.change}`;
/** A device as a person reads it: its name and id, made plain. */
const shownDevice = ({ id, name }) => {
    const shown = (0,report/* plainLabel */.pf)(name, 80);
    const code = (0,report/* plainLabel */.pf)(id, 40);
    return shown && shown !== code ? `${shown} (${code})` : code || '?';
};
/** The lost devices that the list of `devices-lost` does not accept (matched by id or name, in any case). */
function notAccepted(lost, accepted) {
    const names = new Set(accepted.map((item) => item.toLowerCase()));
    return lost.filter((device) => !names.has(device.id.toLowerCase()) && !names.has(device.name.toLowerCase()));
}

;// CONCATENATED MODULE: ./src/capabilities/release/live.ts





const LABEL = 'Live version';
async function checkAgainstLive(api, files, journal) {
    journal.begin('checking the files against the live version');
    let live;
    try {
        live = await api.edits.previous();
    }
    catch (error) {
        const why = unread(error, 'GET /edits/previous (the live version and its APKs)');
        journal.notCompared(LABEL, `not compared: ${why}. The files' package and version codes were not checked against the live APKs; ` +
            'the API is the judge.');
        return { unread: why };
    }
    if (!live || live.apks.length === 0) {
        journal.row(LABEL, 'none (the app has no live APK): nothing to compare the files with');
        return undefined;
    }
    const targeting = await targetingOf(api, live);
    const notes = (0,preflight.refuseAgainstLive)(files.map((file) => file.manifest), withDevices(live, targeting, journal));
    for (const note of notes)
        journal.row(LABEL, note);
    const codes = live.apks.map((apk) => apk.versionCode || '?').join(', ');
    const pkg = notes.some((note) => note.includes('no package name')) ? 'the package not compared' : 'the same package';
    journal.finished(LABEL, `${live.edit.id}, versionCode ${codes}: no file reuses a live versionCode, each file paired with a live APK ` +
        `is above it, ${pkg}`);
    return 'unread' in targeting ? targeting : { reached: reachedDevices(targeting.answers) };
}
/** Each live APK's targeting, read once (GET only), in the order of the APKs; or why it could not be. */
async function targetingOf(api, live) {
    try {
        const answers = [];
        for (const apk of live.apks)
            answers.push(await api.targeting.get(live.edit.id, apk.id));
        return { answers };
    }
    catch (error) {
        return { unread: unread(error, "GET of the live APKs' device targeting") };
    }
}
/**
 * The live APKs with the devices each targets, to pair the files as the APK stage will (Fire TV
 * or tablets). Several APKs only; when a targeting cannot be read, none is used (names and ABIs still pair).
 */
function withDevices(live, targeting, journal) {
    if (live.apks.length < 2)
        return live.apks;
    if ('unread' in targeting) {
        journal.notCompared(LABEL, `device targeting not compared: ${targeting.unread}. The files were paired with the live APKs by name and ABIs only.`);
        return live.apks;
    }
    return live.apks.map((apk, index) => ({
        ...apk,
        devices: [...reachedDevices([targeting.answers[index]]).keys()]
    }));
}
/** Why an answer could not be used, without the server's words (outside text stays out of the row). */
function unread(error, what) {
    // A fresh token refused too: every call would be, and the failure's hint says what to do.
    if (error instanceof appstore_errors/* ApiFailure */.F9 && error.tokenRefused)
        throw error;
    if (error instanceof appstore_errors/* ApiFailure */.F9) {
        return `${what} answered HTTP ${error.status}${error.status >= 500 ? ', after the retries' : ''}`;
    }
    if (error instanceof exchange/* RequestFailed */.DY)
        return `${what} had no answer, after the retries`;
    if (error instanceof errors/* Failure */.HR)
        return `${what} answered in a shape the action does not know`;
    throw error;
}

;// CONCATENATED MODULE: ./src/capabilities/release/targeting.ts
/**
 * Device targeting (targeting). A new APK targets no device until someone sets it, and a
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


const targeting_devicesOf = (targeting) => [...targeting.amazonDevices, ...targeting.nonAmazonDevices];
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
    return targeting_devicesOf(targeting).some(isOn) || targeting.fields.otherAndroidDevices === 'TARGETING';
}
/** Sets the targeting of this run's APKs that target no device; returns nothing, journals each. */
async function targetNewApks(api, edit, choice, apks, journal) {
    journal.begin("reading the device targeting of this run's APKs");
    const untargeted = [];
    for (const apk of apks)
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
                "no device. Give 'targeting' a list of devices, or set it in the developer console.", 'warning');
            return;
        }
        const on = new Set(targeting_devicesOf(source.targeting)
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
    const nonAmazon = [];
    for (const apk of untargeted) {
        journal.begin(`setting the device targeting of ${apk.id}`);
        const on = await setOne(api, edit, apk, { wanted, other }, choice, journal);
        if (on.nonAmazon)
            nonAmazon.push(apk);
        const devices = `${on.devices} device${on.devices === 1 ? '' : 's'}${on.other ? ' and other Android devices' : ''}`;
        if (on.devices === 0 && !on.other) {
            journal.row(`Targeting ${apk.id}`, `no device turned on, ${from}: none of those devices is one APK ${apk.id} can target, so the commit ` +
                "would be refused. Give 'targeting' a list of devices, or set it in the developer console.", 'warning');
        }
        else
            journal.finished(`Targeting ${apk.id}`, `${devices}, ${from}`);
    }
    if (nonAmazon.length > 0)
        warnNonAmazon(nonAmazon, from, journal);
}
/** Targeting non-Amazon devices is taken by the API and reaches no one: a warning, never a refusal. */
function warnNonAmazon(apks, from, journal) {
    journal.row('Non-Amazon devices', `${apks.map((apk) => apk.id).join(', ')} now target${apks.length === 1 ? 's' : ''} non-Amazon Android ` +
        `devices (nonAmazonDevices or otherAndroidDevices), ${from}: ${submission/* AMAZON_DEVICES_ONLY */.W_}. The API takes it ` +
        "and the release goes on; give 'targeting' a list of Amazon devices, or turn them off in the developer " +
        'console.', 'warning');
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
    return (0,submission/* afreshOnce */.LP)(async () => {
        const targeting = await api.targeting.get(edit, apk.id);
        if (choice.kind === 'devices')
            checkNamed(choice.devices, targeting_devicesOf(targeting), apk);
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
        const nonAmazon = (0,submission/* targetsNonAmazon */.g5)({ fields, nonAmazonDevices: fields.nonAmazonDevices });
        return (0,submission/* done */.Vw)({ devices, other: fields[OTHER_ANDROID] === 'TARGETING', nonAmazon });
    }, {
        stale: `The targeting of ${apk.id} changed since it was read (HTTP 412): reading it afresh and trying once more`,
        twice: `the targeting of ${apk.id} changed between reading and writing it twice (HTTP 412 twice): someone is editing it.`
    }, journal.log);
}
const isStatus = (value) => value === 'TARGETING' || value === 'NOT_TARGETING';
/** The devices targeting names must be the APK's, and not DISABLED for it: else a Failure, before any PUT. */
function checkNamed(named, known, apk) {
    const find = (item) => known.find((device) => [device.id, device.name].some((v) => String(v).toLowerCase() === item.toLowerCase()));
    const missing = named.filter((item) => !find(item));
    if (missing.length > 0) {
        throw new errors/* Failure */.HR(`'targeting' names ${missing.join(', ')}, which APK ${apk.id} cannot target. Its devices: ` +
            `${known.map((device) => `${String(device.id)} (${String(device.name)})`).join(', ')}.`);
    }
    const fixed = named.map(find).filter((device) => device !== undefined && !isOurs(device));
    if (fixed.length > 0) {
        throw new errors/* Failure */.HR(`'targeting' names ${fixed.map((device) => `${String(device.id)} (${reasonOf(device)})`).join(', ')}: ` +
            `the API does not let APK ${apk.id} target ${fixed.length === 1 ? 'it' : 'them'}, and the release leaves ` +
            'such a device as it is. Leave it out of targeting.');
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
        throw new errors/* Failure */.HR(`APK ${listed.join(', ')} targets no device, so the commit would be refused ` +
            "(error_apk_must_target_atleast1_device); nothing was committed. Set 'targeting' (like-existing, " +
            'or a list of devices), or set the targeting in the developer console.');
    }
    journal.row('Targeting', 'every APK of the edit targets at least one device');
}

;// CONCATENATED MODULE: ./src/capabilities/release/devices.ts
/**
 * Devices lost, from Amazon's own answer, before the commit. Once the APKs are in the edit and
 * their targeting is set, each one's targeting is read (one GET an APK) and the devices the version
 * reaches are compared with those the live version reached (live.ts read them): lost.ts says which
 * go and why. The Developer Console warns of such a loss at submission and the API does not, so
 * the release asks for it to be accepted: by default (`devices-lost: fail`) a release that would
 * commit stops before it, naming the devices, the cause and the input; `warn` or a list of the
 * devices that may go lets it on. A draft commits nothing: a warning says it. An answer that
 * cannot be read is a summary row, never a loss.
 */






const devices_LABEL = 'Devices';
/** The devices a message lists at most, so that it stays readable. */
const devices_LISTED = 10;
/**
 * Reads the targeting of each of the version's APKs and compares it with the live version's; a
 * summary row says what it found. Undefined when an answer could not be read.
 */
async function compareDevices(api, edit, apks, live, reach, journal) {
    journal.begin("reading the device targeting of the version's APKs, to compare it with the live version's");
    const answers = [];
    try {
        for (const apk of apks)
            answers.push(await api.targeting.get(edit, apk.id));
    }
    catch (error) {
        journal.notCompared(devices_LABEL, `not compared: ${unread(error, "GET of the APKs' device targeting")}. The devices this version loses ` +
            "against the live version are not known; the developer console's warning at submission is the judge.");
        return undefined;
    }
    const targeted = [...reachedDevices(answers).keys()].length;
    const counted = `${targeted} Amazon device${targeted === 1 ? '' : 's'} targeted`;
    const none = apks.filter((_, index) => !targetsAny(answers[index]));
    if (none.length > 0) {
        // Its targeting is the problem the targeting stage reported (and a commit refuses): not a loss to accept.
        journal.row(devices_LABEL, `${counted}; lost devices not compared: ${none.map((apk) => apk.id).join(', ')} target no device yet`);
        return { targeted };
    }
    if (!live) {
        journal.row(devices_LABEL, `${counted}; no live version to compare with`);
        return { targeted };
    }
    if ('unread' in live) {
        journal.notCompared(devices_LABEL, `${counted}; lost devices not compared: ${live.unread}. The developer console's warning at submission is the judge.`);
        return { targeted };
    }
    const lost = lostDevices(live.reached, answers, reach);
    if (lost.length === 0) {
        journal.row(devices_LABEL, `${counted}, every device the live version reaches among them`);
        if ((0,android_reach.lostGroups)(reach).length > 0) {
            journal.row(devices_LABEL, "Amazon's targeting answers show no device lost, yet the manifests' warning above still stands: " +
                'Amazon may filter the devices when the edit is committed. See the Device reach table.', 'warning');
        }
    }
    else
        journal.row(devices_LABEL, `${counted}; ${lost.length} the live version reaches lost: ${listed(lost)}`, 'none');
    return { targeted, lost };
}
/**
 * What a loss does, before the commit (a release that submits, or a dry run that rehearses it):
 * a Failure naming the devices, their cause and the input, unless `devices-lost` accepts them.
 * A draft is warned; a loss accepted is said in a row.
 */
function guardDevices(seen, choice, commits, journal) {
    const lost = seen?.lost ?? [];
    if (lost.length === 0)
        return;
    const refused = choice.kind === 'fail' ? lost : choice.kind === 'warn' ? [] : notAccepted(lost, choice.devices);
    const accept = `'${inputs/* INPUT */.b.devicesLost}: warn', or '${inputs/* INPUT */.b.devicesLost}' listing the devices that may go`;
    if (refused.length === 0) {
        const how = choice.kind === 'warn' ? `'${inputs/* INPUT */.b.devicesLost}: warn'` : `'${inputs/* INPUT */.b.devicesLost}' names them`;
        journal.row(devices_LABEL, `${lost.length} device${lost.length === 1 ? '' : 's'} lost, accepted (${how})`, 'warning');
        return;
    }
    const what = `This version would stop reaching ${refused.length} device${refused.length === 1 ? '' : 's'} the live version reaches: ${causes(refused)}.`;
    if (!commits) {
        journal.row(devices_LABEL, `${what} The draft is left open; a release that submits it stops here unless ${accept} accepts the loss.`, 'warning');
        return;
    }
    journal.begin('checking the devices this version loses against the live version');
    throw new errors/* Failure */.HR(`${what} Nothing was committed. Change the manifest line and release again, or accept the loss with ${accept}.`);
}
/** The `devices` and `devices-lost` outputs: empty when not known. */
function devicesOutputs(seen) {
    return {
        devices: seen ? String(seen.targeted) : '',
        'devices-lost': (seen?.lost ?? []).map((device) => device.name.replace(/[\r\n]+/g, ' ')).join('\n')
    };
}
/** The devices by name, the first ten of them. */
function listed(lost) {
    const shown = lost.slice(0, devices_LISTED).map(shownDevice);
    if (lost.length > devices_LISTED)
        shown.push(`and ${lost.length - devices_LISTED} more`);
    return shown.join(', ');
}
/** The devices grouped by their cause: 'A (X), B (Y): cause'; the first ten devices. */
function causes(lost) {
    const byCause = new Map();
    for (const device of lost.slice(0, devices_LISTED))
        byCause.set(device.cause, [...(byCause.get(device.cause) ?? []), device]);
    const said = [...byCause].map(([cause, devices]) => `${devices.map(shownDevice).join(', ')} (${cause})`);
    if (lost.length > devices_LISTED)
        said.push(`and ${lost.length - devices_LISTED} more`);
    return said.join('; ');
}

// EXTERNAL MODULE: ./src/capabilities/release/manifests.ts
var release_manifests = __webpack_require__(4162);
;// CONCATENATED MODULE: ./src/capabilities/release/open.ts
/**
 * The edit a release works on, as open-edit says: the open one reused, replaced, or a new
 * one opened; only an edit IN_PROGRESS is ever touched. A 409 on opening one means another
 * appeared meanwhile: read afresh once.
 */



/** Only submit: the run commits the draft an earlier run left open, and changes nothing. */
const commitsDraftOnly = (release) => release.submit && release.files.length === 0 && !release.listing && !release.notes && !release.publishAt;
/**
 * The id of the edit to work on. 'replace' deletes only the edit it found first. After a POST whose
 * answer was unclear, the UnclearOpen it throws names the edit taken as this run's (edit/create.ts),
 * so that a failure names it and a dry run deletes it.
 */
function openEdit(api, release, journal) {
    journal.begin('opening the edit');
    let found;
    return (0,submission/* afreshOnce */.LP)(async (round) => {
        const open = await api.edits.open();
        if (round === 1)
            found = open?.id;
        if (commitsDraftOnly(release))
            return (0,submission/* done */.Vw)(draftToCommit(open, journal));
        if (open) {
            const status = open.status ? ` (${open.status})` : '';
            refuseOpen(open, status, release);
            if (release.openEdit === 'reuse') {
                journal.finished('Edit', `${open.id}${status} reused: it was open already`);
                return (0,submission/* done */.Vw)(open.id);
            }
            if (open.id !== found) {
                throw new errors/* Failure */.HR(`edit ${open.id}${status} was opened after the step began (it found ${found ? `edit ${found}` : 'none'} ` +
                    "then), and 'open-edit: replace' deletes only the edit it found, never one that another run or " +
                    'someone in the developer console opened since. Rerun the step once they are done.');
            }
            await api.edits.delete(open.id, journal.log);
            journal.finished('Edit deleted', `${open.id}${status}, as 'open-edit' is 'replace'`);
            journal.begin('opening the edit');
        }
        const created = await (0,create/* createEdit */.l)(api);
        if (created.kind === 'conflict')
            return submission/* STALE */.yR;
        journal.finished('Edit', `${created.value.id} opened`);
        return (0,submission/* done */.Vw)(created.value.id);
    }, {
        stale: 'Another edit was opened meanwhile (HTTP 409): reading it again',
        twice: 'POST /edits answered 409 (an edit is already open) twice, each time after no open edit was found: ' +
            'another run or someone in the developer console keeps opening edits. Rerun the step.'
    }, journal.log);
}
/** An open edit the release may not take: not IN_PROGRESS, in a dry run, or with open-edit 'fail'. */
function refuseOpen(open, status, release) {
    if (!(0,submission/* isInProgress */.LT)(open)) {
        throw new errors/* Failure */.HR(`edit ${open.id}${status} is open, but not ${submission/* IN_PROGRESS */.mS}: it is under review or being published, and ` +
            'a release never touches it. Wait until the review is over, or withdraw the version in the developer ' +
            'console, then run the step again.');
    }
    if (release.dryRun) {
        throw new errors/* Failure */.HR(`edit ${open.id}${status} is open, and a dry run needs none: it opens its own edit and deletes it, ` +
            "leaving nothing behind and no one's draft changed. Finish or delete that edit, then run again.");
    }
    if (release.openEdit === 'fail') {
        throw new errors/* Failure */.HR(`edit ${open.id}${status} is already open and 'open-edit' is 'fail'. Finish or delete it in the ` +
            "developer console, or set 'open-edit' to 'reuse' (work on it) or 'replace' (delete it first).");
    }
}
/** The open draft that submit alone commits: it must be there, and in progress. */
function draftToCommit(open, journal) {
    if (!open) {
        throw new errors/* Failure */.HR("no edit is open, and only 'submit' was given, which commits the draft an earlier run left open: " +
            "there is nothing to submit. Give 'files', 'listing-dir' or release notes to make a release.");
    }
    if (!(0,submission/* isInProgress */.LT)(open)) {
        throw new errors/* Failure */.HR(`edit ${open.id} is ${open.status || 'without a status'}, not ${submission/* IN_PROGRESS */.mS}: it was submitted already, so ` +
            'there is no draft to submit. Wait for the review, or withdraw it in the developer console.');
    }
    journal.finished('Edit', `${open.id} (${open.status}): the open draft, to be submitted`);
    return open.id;
}

// EXTERNAL MODULE: ./src/capabilities/release/reach.ts
var reach = __webpack_require__(3575);
;// CONCATENATED MODULE: ./src/capabilities/release/run.ts
/**
 * A release in one step, a sequence of stages that each take what they need and return what they
 * did: with files, their check against the live version (live.ts, before any edit is touched); the
 * edit (reused, replaced, or opened: open.ts), passed on to every stage after it; the APKs replaced
 * in place and any extra ones uploaded (apks.ts), and their device targeting (targeting.ts), then
 * the devices the version reaches compared with the live version's (devices.ts); the
 * listing (text, release notes, images); the publishing date; then validated and committed when
 * asked (a loss of devices not accepted stops it before the commit), left open as a draft otherwise, or (a dry run) validated only. The first failure ends it,
 * and failure.ts says what happened and what is true of the edit now. A dry run's edit is deleted
 * whatever happens, also when the run is cancelled (edit/temporary.ts). The outputs and the summary
 * are built from what the stages returned.
 */

















const DRY_RUN = { label: 'Dry run', owner: 'the dry run' };
async function runRelease(release, { session, log, clock, signals }) {
    const api = new submission/* SubmissionApi */.Vx(session, release.appUrl);
    const journal = new edit_journal/* Journal */.C(log, clock);
    const mode = release.dryRun ? 'dry run' : release.submit ? 'submit for review' : 'draft';
    const files = release.files.map((file) => file.name).join(', ') || 'no APK';
    journal.row('Release', `${release.appId}, ${mode}: ${files}`);
    // With files, their check against the live version comes first, before any edit is touched.
    const checking = release.files.length > 0 ? checkAgainstLive(api, release.files, journal) : undefined;
    const opening = (checking ?? Promise.resolve()).then(() => openEdit(api, release, journal));
    const dryRun = release.dryRun
        ? new temporary/* TemporaryEdit */.C(api, journal, signals, DRY_RUN, opening.then((edit) => edit, create/* takenBy */.bL))
        : undefined;
    const done = await releaseIn(opening, { api, release, journal, clock, checking });
    const failure = dryRun ? await dryRun.finish(done.failure) : done.failure;
    if (done.submitted) {
        const steps = 'content rating, pricing, DRM, Live App Testing, staged rollout: what only the console does';
        journal.row('Console-only steps', `${console/* CONSOLE_ONLY_URL */.v} (${steps})`, 'none');
    }
    journal.row('Developer console', console/* CONSOLE_URL */.I, 'none');
    const manifests = release.files.map((file) => file.manifest);
    return {
        outputs: {
            'edit-id': done.edit ?? '',
            'apk-ids': done.apks.map((apk) => apk.id).join('\n'),
            ...(0,release_manifests.manifestOutputs)(manifests),
            ...devicesOutputs(done.devices),
            submitted: String(done.submitted),
            'listing-changed': String(done.listed?.changed ?? false)
        },
        rows: journal.rows,
        sections: [
            (0,release_manifests.manifestSection)(manifests, done.placed),
            (0,reach.reachSection)(release.reach),
            release.listing && (0,summary/* leftOutSection */.Rv)(release.listing.folder, done.listed?.languages)
        ].filter((section) => section !== undefined),
        failure
    };
}
/** The stages in the edit `opening` gives, in order; the first failure ends them. */
async function releaseIn(opening, context) {
    const { api, release, journal, checking } = context;
    const done = { apks: [], placed: {}, submitted: false };
    try {
        const edit = await opening;
        done.edit = edit;
        if (release.files.length === 0)
            journal.row('APKs', "no files: the edit's APKs are left as they are");
        else {
            const plan = await planApks(api, edit, release.files, journal);
            const upload = uploadOf(edit, context);
            for (const put of plan.puts) {
                done.placed[put.file.name] = put.why;
                done.apks.push(await putApk(api, edit, put, [...plan.before, ...done.apks], upload, journal));
            }
            await targetNewApks(api, edit, release.targeting, done.apks, journal);
            done.devices = await compareDevices(api, edit, done.apks, await checking, release.reach, journal);
        }
        done.listed = await listingText(api, edit, release, journal);
        if (done.listed && (await listingImages(api, edit, release, done.listed, journal)))
            done.listed.changed = true;
        if (release.publishAt)
            await setPublishingDate(api, edit, release.publishAt, journal);
        if (release.submit || release.dryRun) {
            await checkTargeting(api, edit, journal);
            await validate(api, edit, journal);
        }
        guardDevices(done.devices, release.devicesLost, release.submit || release.dryRun, journal);
        if (release.submit) {
            await commit(api, edit, journal);
            done.submitted = true;
        }
        else if (!release.dryRun)
            leaveDraft(edit, journal);
    }
    catch (error) {
        done.edit ??= (0,create/* takenBy */.bL)(error);
        done.failure = await failed(error, { api, journal, release, edit: done.edit });
    }
    return done;
}
/** How a file beyond the edit's APKs is uploaded: the large-file path when large-upload says so. */
function uploadOf(edit, { api, release, journal, clock }) {
    return (file) => goesLarge(release.largeUpload, file)
        ? uploadLarge(api, edit, file, clock, journal)
        : api.apks.upload(edit, file.path);
}


/***/ })

};
