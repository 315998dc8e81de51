export const id = 52;
export const ids = [52];
export const modules = {

/***/ 381:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F9: () => (/* binding */ ApiFailure)
/* harmony export */ });
/* unused harmony exports parseApiError, apiErrorText */
/* harmony import */ var _net_retry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(893);
/* harmony import */ var _net_url_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(486);
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(927);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(548);
/* harmony import */ var _scopes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(163);





const MAX_ERRORS = 20;
const MAX_TEXT = 300;
/** undefined when the body is not an error object of the API. */
function parseApiError(text) {
    const body = (0,_json_js__WEBPACK_IMPORTED_MODULE_3__/* .jsonObject */ .o$)((0,_json_js__WEBPACK_IMPORTED_MODULE_3__/* .parseJson */ .qF)(text));
    if (!body)
        return undefined;
    const message = oneLine(body.message ?? body.Message);
    const errors = (Array.isArray(body.errors) ? body.errors : [])
        .map((item) => {
        const entry = (0,_json_js__WEBPACK_IMPORTED_MODULE_3__/* .jsonObject */ .o$)(item) ?? {};
        return { code: oneLine(entry.errorCode), message: oneLine(entry.errorMessage) };
    })
        .filter((error) => error.code !== '' || error.message !== '');
    if (message === '' && errors.length === 0)
        return undefined;
    return { message, errors: errors.slice(0, MAX_ERRORS) };
}
/** The API's message and every errors[].errorMessage (with its code), on one line; else an excerpt. */
function apiErrorText(text, contentType) {
    return new _step_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .Quote */ .Pk(text, (redacted) => {
        const parsed = parseApiError(redacted);
        if (!parsed)
            return (0,_step_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .excerpt */ .Kb)(redacted, contentType).shape(redacted);
        const errors = parsed.errors.map((error) => error.message === '' ? error.code : error.code === '' ? error.message : `${error.message} (${error.code})`);
        return [parsed.message, errors.join('; ')].filter((part) => part !== '').join(': ');
    });
}
/**
 * The API refused a call: the call, the status, the attempts, the API's message and errors (or an
 * excerpt of the body), and a hint when a fresh token was refused too.
 */
class ApiFailure extends _step_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .Failure */ .HR {
    status;
    /** The errors[].errorCode values of the body. */
    codes;
    text;
    constructor(request, result) {
        const hint = result.refusedAfterRenewal
            ? '\nHint: a fresh token was refused too, so it is not about expiry: attach the security profile to this API ' +
                `under Apps & Services > API Access, and use the scope of this API (${_scopes_js__WEBPACK_IMPORTED_MODULE_2__/* .SCOPE_LIST */ .wj}).`
            : '';
        super([
            `${request.method} ${request.label ?? (0,_net_url_js__WEBPACK_IMPORTED_MODULE_4__/* .printable */ .g$)(request.url)} answered HTTP ${result.status}` +
                `${(0,_net_retry_js__WEBPACK_IMPORTED_MODULE_0__/* .afterAttempts */ .ln)(result.attempts)}: `,
            apiErrorText(result.text, String(result.headers['content-type'] ?? '')),
            hint
        ]);
        this.status = result.status;
        this.codes = (parseApiError(result.text)?.errors ?? []).map((error) => error.code);
        this.text = result.text;
    }
}
/** Strings only, whitespace collapsed (a server's newline must not start a line of ours), cut to a length. */
function oneLine(value) {
    if (typeof value !== 'string')
        return '';
    const text = value.replace(/\s+/g, ' ').trim();
    return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
}


/***/ }),

/***/ 52:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runRelease: () => (/* binding */ runRelease)
});

// EXTERNAL MODULE: ./src/appstore/errors.ts
var errors = __webpack_require__(381);
// EXTERNAL MODULE: ./src/net/exchange.ts + 1 modules
var exchange = __webpack_require__(914);
// EXTERNAL MODULE: ./src/net/retry.ts
var retry = __webpack_require__(893);
// EXTERNAL MODULE: ./src/step/errors.ts
var step_errors = __webpack_require__(927);
;// CONCATENATED MODULE: ./src/capabilities/release/apks.ts
/**
 * The APK step: the files replace the edit's APKs in the order the API lists them (a replace keeps
 * the APK's id and device targeting); files beyond them are uploaded as new APKs, which target no
 * device until someone sets it. Fewer files than APKs is refused before anything changes.
 */

/** The APKs a message lists at most: an edit may hold thousands, and the message must stay readable. */
const LISTED = 10;
/** `done` receives each APK as it is replaced or uploaded, so a failure midway still reports them. */
async function putApks(api, edit, files, journal, done) {
    journal.begin("reading the edit's APKs");
    const apks = await api.apks(edit);
    journal.begin("matching the files to the edit's APKs");
    if (files.length < apks.length) {
        const listed = apks
            .slice(0, LISTED)
            .map((apk) => `${apk.id} (${apk.name || 'unnamed'}, versionCode ${apk.versionCode})`);
        if (apks.length > LISTED)
            listed.push(`and ${apks.length - LISTED} more`);
        throw new step_errors/* Failure */.HR(`release-files gave ${count(files.length, 'file')}, but the edit has ${count(apks.length, 'APK')}: ` +
            `${listed.join(', ')}. Each file replaces one APK, in this order; nothing was changed. Give one file ` +
            'per APK, or delete the APKs no longer shipped in the developer console first.');
    }
    for (const [index, file] of files.entries()) {
        const which = `APK ${index + 1} of ${files.length}`;
        const old = apks[index];
        if (old) {
            journal.begin(`replacing ${which} (${file.name})`, true);
            const etag = await api.apkEtag(edit, old.id);
            const apk = await api.replaceApk(edit, old.id, etag, file);
            done.push({ ...apk, id: apk.id || old.id });
            journal.finished(which, `${file.name} replaced ${old.id} (${old.name || 'unnamed'}, versionCode ${old.versionCode}): ` +
                `versionCode ${apk.versionCode || 'not given'}, device targeting kept`);
        }
        else {
            journal.begin(`uploading ${which} (${file.name})`, true);
            const apk = await api.uploadApk(edit, file);
            done.push(apk);
            journal.finished(which, `${file.name} uploaded as a new APK ${apk.id}: versionCode ${apk.versionCode || 'not given'}`);
            journal.row(which, `${apk.id} (${file.name}) is a new APK and targets no device yet: set its device targeting in the ` +
                'developer console, or the edit cannot be submitted.', 'warning');
        }
    }
}
function count(n, noun) {
    return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(760);
// EXTERNAL MODULE: ./src/appstore/json.ts
var appstore_json = __webpack_require__(548);
// EXTERNAL MODULE: ./src/net/url.ts
var net_url = __webpack_require__(486);
;// CONCATENATED MODULE: ./src/capabilities/release/edit.ts
/**
 * The App Submission API calls a release makes, under `/v1/applications/<app-id>`, each with the
 * run's token (session.exchange renews it). Every PUT, DELETE and the commit send If-Match with the
 * ETag of a GET of that same resource made just before. A non-2xx answer is an ApiFailure.
 *
 * The release acts only on what it read: an answer is read whole (a body cut at the text limit
 * fails), as JSON, in the shape the call expects (else the call fails, quoting what came); every
 * id that goes into a path is a plain segment (isPlainSegment: never `.` or `..`, which would land
 * the request on the app itself); and a redirect is never followed, as the API sends none.
 */







const APK_CONTENT_TYPE = 'application/vnd.android.package-archive';
/** The status of an edit that changes may go into, and that a release may reuse. */
const IN_PROGRESS = 'IN_PROGRESS';
class Unreadable extends Error {
}
class EditApi {
    session;
    appUrl;
    constructor(session, appUrl) {
        this.session = session;
        this.appUrl = appUrl;
    }
    /** The open edit, if any: `{}` means none. */
    async openEdit() {
        return this.read(await this.call('GET', '/edits'), OPEN_EDIT);
    }
    /** A new edit; 'conflict' when another was opened first (409). */
    async createEdit() {
        const answer = await this.call('POST', '/edits', { allow: [409] });
        if (answer.status === 409)
            return 'conflict';
        return this.read(answer, EDIT);
    }
    /** The edit as it is now: its status says whether it is still open for changes. */
    async edit(edit) {
        return this.read(await this.call('GET', editPath(edit)), EDIT);
    }
    /** The edit's current ETag: it moves with every change inside the edit. */
    async editEtag(edit) {
        const answer = await this.call('GET', editPath(edit));
        this.read(answer, EDIT);
        return etagOf(answer, `the edit ${edit}`);
    }
    /** 'stale' on 412: the edit changed since its ETag was read. */
    async deleteEdit(edit) {
        const etag = await this.editEtag(edit);
        const answer = await this.call('DELETE', editPath(edit), { headers: { 'if-match': etag }, allow: [412] });
        return answer.status === 412 ? 'stale' : 'done';
    }
    /** The edit's APKs in the order the API lists them; the list may come as a single object. */
    async apks(edit) {
        return this.read(await this.call('GET', `${editPath(edit)}/apks`), APK_LIST);
    }
    async apkEtag(edit, apk) {
        const answer = await this.call('GET', apkPath(edit, apk));
        this.read(answer, OBJECT);
        return etagOf(answer, `APK ${apk}`);
    }
    /** Made once: a replace that may have reached the server is not repeated blindly. */
    async replaceApk(edit, apk, etag, file) {
        const answer = await this.call('PUT', `${apkPath(edit, apk)}/replace`, {
            headers: { 'content-type': APK_CONTENT_TYPE, 'if-match': etag },
            body: await apkBody(file),
            retry: false
        });
        return this.read(answer, REPLACED_APK);
    }
    /** A POST, so made once too (unless the connection surely never reached the server). */
    async uploadApk(edit, file) {
        const name = (0,external_node_path_.basename)(file.path);
        const answer = await this.call('POST', `${editPath(edit)}/apks/upload`, {
            headers: { 'content-type': APK_CONTENT_TYPE, ...(/^[\x20-\x7e]+$/.test(name) ? { filename: name } : {}) },
            body: await apkBody(file)
        });
        return this.read(answer, NEW_APK);
    }
    /** The locales of the edit's listings. */
    async locales(edit) {
        return this.read(await this.call('GET', `${editPath(edit)}/listings`), LISTINGS);
    }
    async listing(edit, locale) {
        const answer = await this.call('GET', listingPath(edit, locale));
        return { fields: this.read(answer, LISTING), etag: etagOf(answer, `the ${locale} listing`) };
    }
    /** The whole listing PUT back; 'stale' on 412 (it changed since it was read). */
    async putListing(edit, locale, listing) {
        const answer = await this.call('PUT', listingPath(edit, locale), {
            headers: { 'content-type': 'application/json', 'if-match': listing.etag },
            body: { kind: 'text', text: JSON.stringify(listing.fields) },
            allow: [412]
        });
        return answer.status === 412 ? 'stale' : 'done';
    }
    async validate(edit) {
        this.read(await this.call('POST', `${editPath(edit)}/validate`), ANY_JSON);
    }
    async commit(edit, etag) {
        this.read(await this.call('POST', `${editPath(edit)}/commit`, { headers: { 'if-match': etag } }), ANY_JSON);
    }
    async call(method, path, options = {}) {
        const url = (0,net_url/* joinUnder */.R)(this.appUrl, path);
        if (!url)
            throw new step_errors/* Failure */.HR(`${method} ${path} would leave the app's resource: refused.`);
        const request = {
            method,
            url,
            headers: { accept: 'application/json', ...options.headers },
            body: options.body,
            retry: options.retry,
            followRedirects: false
        };
        const result = await this.session.exchange(request);
        const where = `${method} ${(0,net_url/* printable */.g$)(url)}`;
        if (result.status >= 300 && result.status < 400 && result.headers.location !== undefined) {
            const location = URL.parse(String(result.headers.location), url.href);
            const to = location ? ` to ${location.protocol}//${location.host}` : '';
            throw new step_errors/* Failure */.HR(`${where} answered HTTP ${result.status}, a redirect${to}: not followed, as the App Submission API sends none.`);
        }
        if (!(0,exchange/* isSuccess */.oJ)(result.status) && !options.allow?.includes(result.status))
            throw new errors/* ApiFailure */.F9(request, result);
        return { status: result.status, result, etag: String(result.headers.etag ?? ''), where };
    }
    /** The answer's body, read whole as JSON in the shape the call expects; anything else fails the call. */
    read(answer, shape) {
        const { result, where, status } = answer;
        if (result.truncated) {
            throw new step_errors/* Failure */.HR(`${where} answered HTTP ${status} with a body of more than ${result.bytes} bytes, which was not read ` +
                'whole: the release acts only on answers it read whole.');
        }
        const type = String(result.headers['content-type'] ?? '');
        if (result.text.trim() === '' && shape.empty !== undefined)
            return shape.empty;
        const json = (0,appstore_json/* parseJson */.qF)(result.text);
        if (json === undefined) {
            throw new step_errors/* Failure */.HR([`${where} answered HTTP ${status} with a body that is not JSON: `, (0,step_errors/* excerpt */.Kb)(result.text, type)]);
        }
        try {
            return shape.read(json);
        }
        catch (error) {
            if (!(error instanceof Unreadable))
                throw error;
            throw new step_errors/* Failure */.HR([`${where} answered HTTP ${status} with ${error.message}: `, (0,step_errors/* excerpt */.Kb)(result.text, type)]);
        }
    }
}
/**
 * Makes `attempt` (a read, then a change with the ETag it read) once more when the change finds the
 * resource changed since the read ('stale': HTTP 412, or 409 for a new edit): a retry with the old
 * ETag could never succeed, so each round reads afresh. Stale twice is a Failure that says `what`.
 */
async function afreshOnce(attempt, what, log) {
    for (let round = 1;; round++) {
        const result = await attempt(round);
        if (result !== 'stale')
            return result;
        if (round === 2)
            throw new step_errors/* Failure */.HR(what.twice);
        log.info(what.stale);
    }
}
/** An id as one segment of a path; a Failure (never a request) when it is not a plain segment. */
function segment(id, what) {
    if (!(0,net_url/* isPlainSegment */.kT)(id))
        throw new step_errors/* Failure */.HR(`The ${what} id ${JSON.stringify(id)} is not a plain path segment: refused.`);
    return encodeURIComponent(id);
}
const editPath = (edit) => `/edits/${segment(edit, 'edit')}`;
const apkPath = (edit, apk) => `${editPath(edit)}/apks/${segment(apk, 'APK')}`;
const listingPath = (edit, locale) => `${editPath(edit)}/listings/${segment(locale, 'locale')}`;
/** The size now, not when the inputs were read: Content-Length must match what is streamed. */
async function apkBody(file) {
    return { kind: 'file', path: file.path, size: (await (0,promises_.stat)(file.path)).size };
}
function etagOf(answer, what) {
    if (answer.etag === '')
        throw new step_errors/* Failure */.HR(`The API gave no ETag for ${what}, which If-Match needs.`);
    return answer.etag;
}
// The shapes of the answers.
const object = (json, what) => {
    const value = (0,appstore_json/* jsonObject */.o$)(json);
    if (!value)
        throw new Unreadable(`JSON that is not ${what}`);
    return value;
};
/** An id the server gave, as it will go into a path. */
function idOf(value, what) {
    const id = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    if (id === '')
        throw new Unreadable(`${what} without an id`);
    if (!(0,net_url/* isPlainSegment */.kT)(id))
        throw new Unreadable(`${what} whose id ${JSON.stringify(id.slice(0, 80))} is not a plain path segment`);
    return id;
}
const edit_text = (field) => (typeof field === 'string' || typeof field === 'number' ? String(field) : '');
function editOf(json) {
    const edit = object(json, 'an edit');
    return { id: idOf(edit.id, 'an edit'), status: edit_text(edit.status) };
}
function apkOf(apk) {
    return { id: idOf(apk.id, 'an APK'), versionCode: edit_text(apk.versionCode), name: edit_text(apk.name) };
}
const OBJECT = { read: (json) => object(json, 'a JSON object') };
const ANY_JSON = { read: (json) => json, empty: null };
const EDIT = { read: editOf };
/** `{}` when no edit is open: an object with other fields but no id is not that. */
const OPEN_EDIT = {
    read: (json) => (Object.keys(object(json, 'an edit, or {} for none')).length === 0 ? undefined : editOf(json))
};
const APK_LIST = {
    read: (json) => {
        // Sometimes a single APK comes as an object, not a list of one.
        const items = Array.isArray(json) ? json : (0,appstore_json/* jsonObject */.o$)(json) && 'id' in json ? [json] : undefined;
        if (!items)
            throw new Unreadable('JSON that is not a list of APKs');
        return items.map((item) => apkOf(object(item, 'a list of APKs (an item is no object)')));
    }
};
/** A replace keeps the APK's id, which the answer may leave out. */
const REPLACED_APK = {
    read: (json) => {
        const apk = object(json, 'an APK');
        return {
            id: apk.id === undefined ? '' : idOf(apk.id, 'an APK'),
            versionCode: edit_text(apk.versionCode),
            name: edit_text(apk.name)
        };
    }
};
const NEW_APK = { read: (json) => apkOf(object(json, 'an APK')) };
const LISTINGS = {
    read: (json) => {
        const listings = (0,appstore_json/* jsonObject */.o$)(object(json, 'listings ({"listings": {…}})').listings);
        if (!listings)
            throw new Unreadable('JSON that is not listings ({"listings": {…}})');
        const odd = Object.keys(listings).find((locale) => !(0,net_url/* isPlainSegment */.kT)(locale));
        if (odd !== undefined)
            throw new Unreadable(`a listing whose locale ${JSON.stringify(odd.slice(0, 80))} is not a plain path segment`);
        return Object.keys(listings);
    }
};
const LISTING = {
    read: (json) => {
        const fields = object(json, 'a listing');
        if (Object.keys(fields).length === 0)
            throw new Unreadable('an empty listing');
        return fields;
    }
};

;// CONCATENATED MODULE: ./src/capabilities/release/hints.ts
const CONSOLE_URL = 'https://developer.amazon.com/apps-and-games/console/apps/list.html';
const HINTS = [
    {
        when: (failure) => /Cannot create a new 'edit'/i.test(failure.text),
        hint: 'the API opens an edit only for an app that is live, with no version under review: submit the ' +
            "app's first version in the developer console, or wait until the version under review is out (or withdraw it)."
    },
    {
        when: (failure) => /No app found/i.test(failure.text),
        hint: "check app-id: it is the App ID (amzn1.devportal.mobileapp.…) on the app's page in the developer " +
            'console, of the developer account the security profile belongs to.'
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
        when: (failure) => failure.codes.includes('error_listing_incomplete') || /Incomplete/.test(failure.text),
        hint: 'a listing is incomplete: release notes (recentChanges) are needed for every locale, so give ' +
            'release-notes or release-notes-dir; other fields are filled in the developer console.'
    },
    {
        when: (failure) => failure.codes.includes('required_data_absent'),
        hint: 'the API missed something it requires (its message says what): a listing field is filled in the ' +
            'developer console; a missing If-Match header is a bug of this action, please report it.'
    },
    {
        when: (failure) => /Unable to fetch the request scope for uri/i.test(failure.text),
        hint: 'the API has no such resource: check app-id and api-base-url.'
    }
];
function hintFor(failure) {
    return HINTS.find(({ when }) => when(failure))?.hint;
}

;// CONCATENATED MODULE: ./src/capabilities/release/journal.ts
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

// EXTERNAL MODULE: ./src/capabilities/release/notes.ts
var release_notes = __webpack_require__(853);
;// CONCATENATED MODULE: ./src/capabilities/release/listings.ts
/**
 * The notes step: for each locale of the edit's listings, the listing is read with its ETag, its
 * recentChanges set, and the whole listing PUT back, every other field as it was read. A 412 (it
 * changed meanwhile) is answered by reading it afresh and trying once more.
 */


async function setNotes(api, edit, notes, journal) {
    journal.begin("reading the edit's listings");
    const locales = await api.locales(edit);
    if (locales.length === 0)
        return journal.row('Notes', 'the edit has no listing, so no notes were set.', 'warning');
    for (const locale of (0,release_notes/* unusedLocales */.CB)(notes, locales)) {
        journal.row(`Notes ${locale}`, `not used: ${notes.from} has ${locale}.txt, but the edit has no ${locale} listing.`, 'warning');
    }
    for (const locale of locales) {
        const text = (0,release_notes/* notesFor */.vH)(notes, locale);
        if (text === undefined) {
            journal.row(`Notes ${locale}`, `left as they were: ${notes.from} has no ${locale}.txt and no default.txt.`, 'warning');
            continue;
        }
        journal.begin(`setting notes for ${locale}`);
        journal.finished(`Notes ${locale}`, await setOne(api, edit, locale, text, journal));
    }
}
function setOne(api, edit, locale, text, journal) {
    return afreshOnce(async (round) => {
        const listing = await api.listing(edit, locale);
        if (listing.fields.recentChanges === text)
            return `already set (${text.length} characters)`;
        listing.fields = { ...listing.fields, recentChanges: text };
        if ((await api.putListing(edit, locale, listing)) === 'stale')
            return 'stale';
        return `set (${text.length} characters)${round > 1 ? ', after reading the listing afresh' : ''}`;
    }, {
        stale: `The ${locale} listing changed since it was read (HTTP 412): reading it afresh and trying once more`,
        twice: `the ${locale} listing changed between reading and writing it twice (HTTP 412 twice): someone is ` +
            'editing it in the developer console, or another run is. Rerun the step once they are done.'
    }, journal.log);
}

;// CONCATENATED MODULE: ./src/capabilities/release/run.ts
/**
 * A release in one step: the open edit (reused, replaced, or opened), the APKs replaced in place
 * and any extra ones uploaded, the release notes set on every listing, then validated and committed
 * when asked, left open as a draft otherwise, or (a dry run) deleted again.
 *
 * Every error, whatever it is, ends here as the release's failure: the stage it happened in, what
 * the API or the check said, what to do, and what is true of the edit now. When a failure leaves it
 * unclear what the server did (an answer lost, unreadable or refused with a 5xx), the edit is read
 * afresh and the message says what that read found (still open, committed, gone), never a guess.
 * A dry run deletes its edit whatever happens, also when the run is cancelled (SIGINT, SIGTERM).
 */









async function runRelease(release, { session, log, clock, signals }) {
    const api = new EditApi(session, release.appUrl);
    const journal = new Journal(log, clock);
    const state = { apks: [], submitted: false };
    const mode = release.dryRun ? 'dry run' : release.submit ? 'submit for review' : 'draft';
    journal.row('Release', `${release.appId}, ${mode}: ${release.files.map((file) => file.name).join(', ')}`);
    const dryRun = release.dryRun ? new DryRunEdit(api, journal, state, signals) : undefined;
    let failure;
    try {
        await stages(api, release, journal, state, dryRun);
    }
    catch (error) {
        failure = await failed(error, api, journal, release, state);
    }
    if (dryRun)
        failure = await dryRun.finish(failure);
    journal.row('Developer console', CONSOLE_URL, 'none');
    return {
        outputs: {
            'edit-id': state.edit ?? '',
            'apk-ids': state.apks.map((apk) => apk.id).join('\n'),
            'version-codes': state.apks.map((apk) => apk.versionCode).join('\n'),
            'release-submitted': String(state.submitted)
        },
        rows: journal.rows,
        failure
    };
}
async function stages(api, release, journal, state, dryRun) {
    let edit;
    try {
        edit = await openEdit(api, release, journal, state);
    }
    finally {
        dryRun?.opened();
    }
    await putApks(api, edit, release.files, journal, state.apks);
    if (release.notes)
        await setNotes(api, edit, release.notes, journal);
    else
        journal.row('Notes', 'not given: the listings are left as they were');
    if (release.submit || release.dryRun) {
        journal.begin('validating');
        await api.validate(edit);
        journal.finished('Validated', 'the API found nothing that keeps the edit from review');
    }
    if (release.submit) {
        journal.begin('committing');
        await api.commit(edit, await api.editEtag(edit));
        state.submitted = true;
        journal.finished('Committed', `edit ${edit} is submitted for review`);
    }
    else if (!release.dryRun) {
        journal.row('Left open', `edit ${edit} is a draft: submit it in the developer console, or with release-submit`);
    }
}
const isInProgress = (edit) => edit.status.toUpperCase() === IN_PROGRESS;
/**
 * Finds the edit to work on, as release-open-edit says; a 409 on opening one means another
 * appeared. Only an edit IN_PROGRESS is touched, and 'replace' deletes only the edit it found first.
 */
function openEdit(api, release, journal, state) {
    journal.begin('opening the edit');
    let found;
    return afreshOnce(async (round) => {
        const open = await api.openEdit();
        if (round === 1)
            found = open?.id;
        if (open) {
            const status = open.status ? ` (${open.status})` : '';
            if (!isInProgress(open)) {
                throw new step_errors/* Failure */.HR(`edit ${open.id}${status} is open, but not ${IN_PROGRESS}: it is under review or being published, and ` +
                    'a release never touches it. Wait until the review is over, or withdraw the version in the developer ' +
                    'console, then run the step again.');
            }
            if (release.dryRun) {
                throw new step_errors/* Failure */.HR(`edit ${open.id}${status} is open, and a dry run needs none: it opens its own edit and deletes it, ` +
                    "leaving nothing behind and no one's draft changed. Finish or delete that edit, then run again.");
            }
            if (release.openEdit === 'fail') {
                throw new step_errors/* Failure */.HR(`edit ${open.id}${status} is already open and release-open-edit is 'fail'. Finish or delete it in the ` +
                    "developer console, or set release-open-edit to 'reuse' (work on it) or 'replace' (delete it first).");
            }
            if (release.openEdit === 'reuse') {
                journal.finished('Edit', `${open.id}${status} reused: it was open already`);
                return (state.edit = open.id);
            }
            if (open.id !== found) {
                throw new step_errors/* Failure */.HR(`edit ${open.id}${status} was opened after the step began (it found ${found ? `edit ${found}` : 'none'} ` +
                    "then): release-open-edit 'replace' deletes only the edit it found, never one that another run or " +
                    'someone in the developer console opened since. Rerun the step once they are done.');
            }
            await deleteEdit(api, open.id, journal);
            journal.finished('Edit deleted', `${open.id}${status}, as release-open-edit is 'replace'`);
            journal.begin('opening the edit');
        }
        const created = await createEdit(api, state);
        if (created === 'conflict')
            return 'stale';
        journal.finished('Edit', `${created.id} opened`);
        return (state.edit = created.id);
    }, {
        stale: 'Another edit was opened meanwhile (HTTP 409): reading it again',
        twice: 'POST /edits answered 409 (an edit is already open) twice, each time after no open edit was found: ' +
            'another run or someone in the developer console keeps opening edits. Rerun the step.'
    }, journal.log);
}
/** A refusal the API answered clearly: it did nothing. Anything else may have done something unseen. */
function unclear(error) {
    return !(error instanceof errors/* ApiFailure */.F9) || (0,retry/* isTransientStatus */.Dm)(error.status);
}
/**
 * POST /edits; when its answer is unclear (lost, unreadable, a 5xx), the edit it may have opened is
 * looked for: the edit open now is taken as this run's, so that a failure names it and a dry run
 * deletes it.
 */
async function createEdit(api, state) {
    try {
        return await api.createEdit();
    }
    catch (error) {
        if (!unclear(error))
            throw error;
        let found;
        try {
            const open = await api.openEdit();
            if (open && isInProgress(open)) {
                state.edit = open.id;
                found = [`\nRead afresh, edit ${open.id} is open now: it is taken as the edit this POST opened.`];
            }
            else
                found = ['\nRead afresh, no edit is open: the POST opened none.'];
        }
        catch (again) {
            found = ['\nWhether it opened an edit could not be read (', ...(0,step_errors/* partsOf */.CI)(again), ').'];
        }
        throw new step_errors/* Failure */.HR([...(0,step_errors/* partsOf */.CI)(error), ...found], { cause: error });
    }
}
/** Deletes an edit, reading its ETag afresh once when it changed after the read (412); 'gone' when it is no more. */
async function deleteEdit(api, edit, journal) {
    try {
        await afreshOnce(async () => ((await api.deleteEdit(edit)) === 'stale' ? 'stale' : undefined), {
            stale: `Edit ${edit} changed since its ETag was read (HTTP 412): reading it afresh and deleting it once more`,
            twice: `edit ${edit} changed between reading and deleting it twice (HTTP 412 twice): someone is working on it.`
        }, journal.log);
        return 'deleted';
    }
    catch (error) {
        if (isGone(error))
            return 'gone';
        throw error;
    }
}
/** The API knows the edit no more (deleted): 404, or 400 "No edit found". */
function isGone(error) {
    return error instanceof errors/* ApiFailure */.F9 && (error.status === 404 || /No edit found/i.test(error.text));
}
async function readAfresh(api, edit) {
    try {
        const now = await api.edit(edit);
        if (isInProgress(now))
            return { is: 'open' };
        if (now.status.toUpperCase() === 'DELETED')
            return { is: 'gone' };
        return { is: 'closed', status: now.status || 'without a status' };
    }
    catch (error) {
        if (isGone(error))
            return { is: 'gone' };
        return { is: 'unknown', why: [...(0,step_errors/* partsOf */.CI)(error)] };
    }
}
/**
 * Any error as the release's failure: a Failure as it is; a system error (a file gone) by its
 * message; anything else (a bug) by its name and message, asking for a report, its stack at debug.
 */
function asFailure(error, log) {
    if (error instanceof step_errors/* Failure */.HR)
        return error;
    const stack = error?.stack;
    if (typeof stack === 'string')
        log.debug(stack);
    if (typeof error?.code === 'string')
        return new step_errors/* Failure */.HR((0,step_errors/* messageOf */.bD)(error), { cause: error });
    const name = error?.name;
    return new step_errors/* Failure */.HR(`${typeof name === 'string' ? `${name}: ` : ''}${(0,step_errors/* messageOf */.bD)(error)} (an unexpected error of the action: please ` +
        'report it, with this log)', { cause: error });
}
/**
 * The failure of the stage under way, with a hint, and what is true of the edit now; undefined when
 * a commit whose answer was unclear turns out, read afresh, to have gone through.
 */
async function failed(error, api, journal, release, state) {
    const { what, once } = journal.stage;
    const failure = asFailure(error, journal.log);
    const found = state.edit && !release.dryRun ? await readAfresh(api, state.edit) : undefined;
    const committing = what === 'committing' && unclear(error);
    if (committing && found?.is === 'closed') {
        state.submitted = true;
        journal.row('Committed', `edit ${state.edit} is ${found.status}, read afresh: it was committed and is submitted for review, although ` +
            `the commit's answer was not clear (${failure.render((text) => text)})`, 'warning');
        return undefined;
    }
    const parts = [`Release failed while ${what}: `, ...failure.parts];
    const hint = error instanceof errors/* ApiFailure */.F9 ? hintFor(error) : undefined;
    if (hint)
        parts.push(`\nHint: ${hint}`);
    const unanswered = error instanceof exchange/* RequestFailed */.DY || (error instanceof errors/* ApiFailure */.F9 && (0,retry/* isTransientStatus */.Dm)(error.status));
    if (once && unanswered)
        parts.push('\nIt was not repeated, as it may have reached the server.');
    journal.row('Failed', `while ${what}`, 'none');
    if (state.edit && found)
        parts.push('\n', ...edited(state.edit, found, committing, release, journal));
    return new step_errors/* Failure */.HR(parts, { cause: error });
}
/** What the failure says of the edit, as it was read afresh: never "left open" unless it is. */
function edited(edit, found, committing, release, journal) {
    switch (found.is) {
        case 'open':
            journal.row('Left open', `edit ${edit}, for inspection`, 'none');
            return [
                committing ? `Read afresh, edit ${edit} is still ${IN_PROGRESS}: the commit did not go through. ` : '',
                `Edit ${edit} is left open for inspection in the developer console (${CONSOLE_URL}); ${rerun(release)}`
            ];
        case 'gone':
            journal.row('Edit', `${edit} no longer exists`, 'none');
            return [
                committing
                    ? `Read afresh, edit ${edit} is not found: it was committed (and the API lists it no more) or deleted. `
                    : `Edit ${edit} no longer exists: it was deleted while the step worked on it (in the developer console, ` +
                        'or by another run). ',
                `Nothing is left open; see the developer console (${CONSOLE_URL}). A rerun opens a new edit.`
            ];
        case 'closed':
            journal.row('Edit', `${edit} is ${found.status}`, 'none');
            return [
                `Edit ${edit} is ${found.status} now, no longer open for changes: it was committed meanwhile (in the ` +
                    `developer console, or by another run). See the developer console (${CONSOLE_URL}) before rerunning.`
            ];
        case 'unknown':
            return [
                `What became of edit ${edit} could not be read (`,
                ...found.why,
                `): see the developer console (${CONSOLE_URL}) before rerunning.`
            ];
    }
}
function rerun(release) {
    if (release.openEdit === 'reuse')
        return 'a rerun of the step reuses it and replaces its APKs again.';
    if (release.openEdit === 'replace')
        return 'a rerun of the step deletes it and starts afresh.';
    return "a rerun stops at it while release-open-edit is 'fail': delete it first, or rerun with 'reuse'.";
}
/**
 * The dry run's edit, deleted once whatever happens: at the end of the run, after a failure too, or
 * when the run is cancelled (SIGINT, SIGTERM), before it exits. A signal that comes while the edit is
 * being opened waits until its id is known.
 */
class DryRunEdit {
    api;
    journal;
    state;
    signals;
    deletion;
    settle;
    settled = new Promise((resolve) => (this.settle = resolve));
    listeners = ['SIGINT', 'SIGTERM'].map((signal) => [signal, () => this.cancelled(signal)]);
    constructor(api, journal, state, signals) {
        this.api = api;
        this.journal = journal;
        this.state = state;
        this.signals = signals;
        for (const [signal, listener] of this.listeners)
            signals.on(signal, listener);
    }
    /** The edit is open (state.edit), or opening it failed. */
    opened() {
        this.settle();
    }
    cancelled(signal) {
        this.journal.log.warning(`${signal}: the run is cancelled; the dry run deletes its edit before it exits`);
        void this.settled
            .then(() => this.delete())
            .then((result) => {
            const edit = this.state.edit;
            if (!edit)
                this.journal.log.info('Dry run: no edit was opened, so none is left behind');
            else if ('done' in result)
                this.journal.log.info(`Dry run: edit ${edit} ${result.done}: nothing is left behind`);
            else {
                this.journal.log.warning(new step_errors/* Failure */.HR([
                    `Dry run: deleting edit ${edit} failed (`,
                    ...(0,step_errors/* partsOf */.CI)(result.error),
                    `): delete it in the developer console (${CONSOLE_URL}).`
                ]));
            }
            this.signals.exit(signal === 'SIGINT' ? 130 : 143);
        });
    }
    delete() {
        const edit = this.state.edit;
        this.deletion ??= edit
            ? deleteEdit(this.api, edit, this.journal).then((done) => ({ done }), (error) => ({ error }))
            : Promise.resolve({ done: 'gone' });
        return this.deletion;
    }
    /** At the end of the run: the edit deleted, and a failure to delete it added to the step's failure. */
    async finish(failure) {
        for (const [signal, listener] of this.listeners)
            this.signals.removeListener(signal, listener);
        const edit = this.state.edit;
        if (!edit)
            return failure;
        this.journal.begin(`deleting the dry run's edit ${edit}`);
        const result = await this.delete();
        if ('done' in result) {
            const done = result.done === 'deleted' ? 'deleted' : 'already deleted (not by this run)';
            this.journal.finished('Dry run', `edit ${edit} ${done}: nothing is left behind`);
            return (failure &&
                new step_errors/* Failure */.HR([...failure.parts, `\nThe dry run's edit ${edit} was ${done}: nothing is left behind.`], {
                    cause: failure
                }));
        }
        this.journal.row('Dry run', `deleting edit ${edit} failed: delete it in the developer console`, 'warning');
        const problem = [
            `Deleting the dry run's edit ${edit} failed (`,
            ...(0,step_errors/* partsOf */.CI)(result.error),
            `): delete it in the developer console (${CONSOLE_URL}).`
        ];
        return new step_errors/* Failure */.HR(failure ? [...failure.parts, '\n', ...problem] : problem, { cause: failure ?? result.error });
    }
}


/***/ })

};
