export const id = 878;
export const ids = [878];
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

/***/ 1381:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F9: () => (/* binding */ ApiFailure)
/* harmony export */ });
/* unused harmony exports parseApiError, apiErrorText */
/* harmony import */ var _net_retry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7893);
/* harmony import */ var _net_url_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(486);
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5927);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2548);
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
    // The other shape the API answers in: `{httpCode, errorCode, errorMessage}`, no errors list.
    const single = { code: oneLine(body.errorCode), message: oneLine(body.errorMessage) };
    if (single.code !== '' || single.message !== '')
        errors.unshift(single);
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

/***/ 6560:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mS: () => (/* reexport */ IN_PROGRESS),
  yR: () => (/* reexport */ STALE),
  Vx: () => (/* binding */ SubmissionApi),
  LP: () => (/* reexport */ afreshOnce),
  Vw: () => (/* reexport */ done),
  cb: () => (/* reexport */ preflight/* highestVersionCode */.cb),
  ST: () => (/* reexport */ isGone),
  LT: () => (/* reexport */ isInProgress)
});

// UNUSED EXPORTS: APK_CONTENT_TYPE, DONE, imagesFromApi

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/appstore/json.ts
var appstore_json = __webpack_require__(2548);
// EXTERNAL MODULE: ./src/net/exchange.ts + 1 modules
var exchange = __webpack_require__(914);
// EXTERNAL MODULE: ./src/net/url.ts
var net_url = __webpack_require__(486);
// EXTERNAL MODULE: ./src/step/errors.ts
var errors = __webpack_require__(5927);
// EXTERNAL MODULE: ./src/appstore/errors.ts
var appstore_errors = __webpack_require__(1381);
;// CONCATENATED MODULE: ./src/appstore/submission/call.ts
/**
 * The mechanics every call of the App Submission API client shares, under
 * `/v1/applications/<app-id>`, each with the run's token (session.exchange renews it). A non-2xx
 * answer is an ApiFailure, unless the call allows that status.
 *
 * What the client acts on it read: an answer is read whole (a body cut at the text limit fails),
 * as JSON, in the shape the call expects (else the call fails, quoting what came); every id that
 * goes into a path is a plain segment (isPlainSegment: never `.` or `..`, which would land the
 * request on the app itself); and a redirect is never followed, as the API sends none.
 */





class Unreadable extends Error {
}
class Caller {
    session;
    appUrl;
    constructor(session, appUrl) {
        this.session = session;
        this.appUrl = appUrl;
    }
    async call(method, path, options = {}) {
        const url = (0,net_url/* joinUnder */.R)(this.appUrl, path);
        if (!url)
            throw new errors/* Failure */.HR(`${method} ${path} would leave the app's resource: refused.`);
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
            throw new errors/* Failure */.HR(`${where} answered HTTP ${result.status}, a redirect${to}: not followed, as the App Submission API sends none.`);
        }
        if (!(0,exchange/* isSuccess */.oJ)(result.status) && !options.allow?.includes(result.status))
            throw new appstore_errors/* ApiFailure */.F9(request, result);
        return { status: result.status, result, etag: String(result.headers.etag ?? ''), where };
    }
    /** The answer's body, read whole as JSON in the shape the call expects; anything else fails the call. */
    read(answer, shape) {
        const { result, where, status } = answer;
        if (result.truncated) {
            throw new errors/* Failure */.HR(`${where} answered HTTP ${status} with a body of more than ${result.bytes} bytes, which was not read ` +
                'whole: the release acts only on answers it read whole.');
        }
        const type = String(result.headers['content-type'] ?? '');
        if (result.text.trim() === '' && shape.empty !== undefined)
            return shape.empty;
        const json = (0,appstore_json/* parseJson */.qF)(result.text);
        if (json === undefined) {
            throw new errors/* Failure */.HR([`${where} answered HTTP ${status} with a body that is not JSON: `, (0,errors/* excerpt */.Kb)(result.text, type)]);
        }
        try {
            return shape.read(json);
        }
        catch (error) {
            if (!(error instanceof Unreadable))
                throw error;
            throw new errors/* Failure */.HR([`${where} answered HTTP ${status} with ${error.message}: `, (0,errors/* excerpt */.Kb)(result.text, type)]);
        }
    }
    /** A PUT of a whole JSON object with If-Match: stale on 412 (it changed since it was read). */
    async putWhole(path, fields, etag) {
        const answer = await this.call('PUT', path, {
            headers: { 'content-type': 'application/json', 'if-match': etag },
            body: { kind: 'text', text: JSON.stringify(fields) },
            allow: [412]
        });
        return answer.status === 412 ? STALE : DONE;
    }
}
const STALE = { kind: 'stale' };
const DONE = { kind: 'done', value: undefined };
const done = (value) => ({ kind: 'done', value });
/** An id as one segment of a path; a Failure (never a request) when it is not a plain segment. */
function segment(id, what) {
    if (!(0,net_url/* isPlainSegment */.kT)(id))
        throw new errors/* Failure */.HR(`The ${what} id ${JSON.stringify(id)} is not a plain path segment: refused.`);
    return encodeURIComponent(id);
}
const editPath = (edit) => `/edits/${segment(edit, 'edit')}`;
function etagOf(answer, what) {
    if (answer.etag === '')
        throw new errors/* Failure */.HR(`The API gave no ETag for ${what}, which If-Match needs.`);
    return answer.etag;
}
// The shapes answers share.
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
const call_text = (field) => typeof field === 'string' || typeof field === 'number' ? String(field) : '';
const OBJECT = { read: (json) => object(json, 'a JSON object') };
const ANY_JSON = { read: (json) => json, empty: null };

// EXTERNAL MODULE: ./src/android/preflight.ts
var preflight = __webpack_require__(4232);
;// CONCATENATED MODULE: ./src/appstore/submission/apks.ts
/**
 * APKs of an edit: listed, replaced in place (If-Match with the ETag of a GET of that APK made just
 * before), or uploaded as new. A file is given by its path; its size is read when it is sent.
 */




const APK_CONTENT_TYPE = 'application/vnd.android.package-archive';
const apkPath = (edit, apk) => `${editPath(edit)}/apks/${segment(apk, 'APK')}`;
/** A name the API may take in a header: printable ASCII only. */
const isHeaderSafe = (name) => /^[\x20-\x7e]+$/.test(name);
class Apks {
    api;
    constructor(api) {
        this.api = api;
    }
    /** The edit's APKs in the order the API lists them; the list may come as a single object. */
    async list(edit) {
        return (await this.listing(edit)).apks;
    }
    /** The edit's APKs, and whether the list came as one object (the status step shows it). */
    async listing(edit) {
        return this.api.read(await this.api.call('GET', `${editPath(edit)}/apks`), APK_LISTING);
    }
    async etag(edit, apk) {
        const answer = await this.api.call('GET', apkPath(edit, apk));
        this.api.read(answer, OBJECT);
        return etagOf(answer, `APK ${apk}`);
    }
    /** Made once: a replace that may have reached the server is not repeated blindly. */
    async replace(edit, apk, etag, path) {
        const answer = await this.api.call('PUT', `${apkPath(edit, apk)}/replace`, {
            headers: { 'content-type': APK_CONTENT_TYPE, 'if-match': etag },
            body: await fileBody(path),
            retry: false
        });
        return this.api.read(answer, REPLACED_APK);
    }
    /** A POST, so made once too (unless the connection surely never reached the server). */
    async upload(edit, path) {
        const name = (0,external_node_path_.basename)(path);
        const answer = await this.api.call('POST', `${editPath(edit)}/apks/upload`, {
            headers: { 'content-type': APK_CONTENT_TYPE, ...(isHeaderSafe(name) ? { filename: name } : {}) },
            body: await fileBody(path)
        });
        return this.api.read(answer, NEW_APK);
    }
}
/** One home for 'the highest version code': the preflight's, which the release's checks use too. */

/** The size now, not when the inputs were read: Content-Length must match what is streamed. */
async function fileBody(path) {
    return { kind: 'file', path, size: (await (0,promises_.stat)(path)).size };
}
function apkOf(apk) {
    const pkg = typeof apk.packageName === 'string' && apk.packageName !== '' ? { package: apk.packageName } : {};
    return { id: idOf(apk.id, 'an APK'), versionCode: call_text(apk.versionCode), name: call_text(apk.name), ...pkg };
}
const apkList = {
    read: (json) => {
        // Sometimes a single APK comes as an object, not a list of one.
        const items = Array.isArray(json) ? json : (0,appstore_json/* jsonObject */.o$)(json) && 'id' in json ? [json] : undefined;
        if (!items)
            throw new Unreadable('JSON that is not a list of APKs');
        return items.map((item) => apkOf(object(item, 'a list of APKs (an item is no object)')));
    }
};
const APK_LISTING = {
    read: (json) => ({ apks: apkList.read(json), asObject: !Array.isArray(json) })
};
/** A replace keeps the APK's id, which the answer may leave out. */
const REPLACED_APK = {
    read: (json) => {
        const apk = object(json, 'an APK');
        return {
            id: apk.id === undefined ? '' : idOf(apk.id, 'an APK'),
            versionCode: call_text(apk.versionCode),
            name: call_text(apk.name)
        };
    }
};
const NEW_APK = { read: (json) => apkOf(object(json, 'an APK')) };

;// CONCATENATED MODULE: ./src/appstore/submission/availability.ts
/** The edit's availability (the publishing date): read with its ETag and PUT back whole. */



const availabilityPath = (edit) => `${editPath(edit)}/availability`;
class Availabilities {
    api;
    constructor(api) {
        this.api = api;
    }
    /** Every field kept; an answer that is no object, or whose publishingDate is none, is a Failure. */
    async get(edit) {
        const path = availabilityPath(edit);
        const answer = await this.api.call('GET', path);
        const fields = (0,appstore_json/* jsonObject */.o$)(this.api.read(answer, ANY_JSON));
        const date = fields?.publishingDate;
        if (!fields || (date !== undefined && date !== null && !(0,appstore_json/* jsonObject */.o$)(date))) {
            throw new errors/* Failure */.HR(`GET ${path} answered no availability object: it cannot be read.`);
        }
        return { fields, etag: etagOf(answer, "the edit's availability") };
    }
    /** The whole availability PUT back; Stale on 412. */
    put(edit, fields, etag) {
        return this.api.putWhole(availabilityPath(edit), fields, etag);
    }
}

;// CONCATENATED MODULE: ./src/appstore/submission/afresh.ts

/**
 * Makes `attempt` (a read, then a change with the ETag it read) once more when the change finds the
 * resource changed since the read (Stale: HTTP 412, or 409 for a new edit): a retry with the old
 * ETag could never succeed, so each round reads afresh. Stale twice is a Failure that says `what`.
 */
async function afreshOnce(attempt, what, log) {
    for (let round = 1;; round++) {
        const result = await attempt(round);
        if (result.kind === 'done')
            return result.value;
        if (round === 2)
            throw new errors/* Failure */.HR(what.twice);
        log.info(what.stale);
    }
}

;// CONCATENATED MODULE: ./src/appstore/submission/edits.ts




/** The status of an edit that changes may go into, and that a release may reuse. */
const IN_PROGRESS = 'IN_PROGRESS';
const isInProgress = (edit) => edit.status.toUpperCase() === IN_PROGRESS;
class Edits {
    api;
    constructor(api) {
        this.api = api;
    }
    /** The open edit, if any: `{}` means none. */
    async open() {
        return this.api.read(await this.api.call('GET', '/edits'), OPEN_EDIT);
    }
    /** A new edit; a Conflict when another was opened first (409). */
    async create() {
        const answer = await this.api.call('POST', '/edits', { allow: [409] });
        if (answer.status === 409)
            return { kind: 'conflict' };
        return done(this.api.read(answer, EDIT));
    }
    /** The edit as it is now: its status says whether it is still open for changes. */
    async get(edit) {
        return this.api.read(await this.api.call('GET', editPath(edit)), EDIT);
    }
    /** The edit's current ETag: it moves with every change inside the edit. */
    async etag(edit) {
        const answer = await this.api.call('GET', editPath(edit));
        this.api.read(answer, EDIT);
        return etagOf(answer, `the edit ${edit}`);
    }
    /**
     * Deletes the edit with the ETag of a fresh read, read afresh once more when the edit changed in
     * between (412); gone when the API knows it no more.
     */
    async delete(edit, log) {
        try {
            await afreshOnce(async () => {
                const etag = await this.etag(edit);
                const answer = await this.api.call('DELETE', editPath(edit), { headers: { 'if-match': etag }, allow: [412] });
                return answer.status === 412 ? STALE : DONE;
            }, {
                stale: `Edit ${edit} changed since its ETag was read (HTTP 412): reading it afresh and deleting it once more`,
                twice: `edit ${edit} changed between reading and deleting it twice (HTTP 412 twice): someone is working on it.`
            }, log);
            return { kind: 'deleted' };
        }
        catch (error) {
            if (isGone(error))
                return { kind: 'gone' };
            throw error;
        }
    }
    /** The live version (`GET /edits/previous`) and its APKs; undefined when the app has none (`{}`). */
    async previous() {
        const edit = this.api.read(await this.api.call('GET', '/edits/previous'), OPEN_EDIT);
        if (!edit)
            return undefined;
        return { edit, ...this.api.read(await this.api.call('GET', `${editPath(edit.id)}/apks`), APK_LISTING) };
    }
    async validate(edit) {
        this.api.read(await this.api.call('POST', `${editPath(edit)}/validate`), ANY_JSON);
    }
    async commit(edit, etag) {
        this.api.read(await this.api.call('POST', `${editPath(edit)}/commit`, { headers: { 'if-match': etag } }), ANY_JSON);
    }
}
/** The API knows the edit no more (deleted): 404, or 400 "No edit found". */
function isGone(error) {
    return error instanceof appstore_errors/* ApiFailure */.F9 && (error.status === 404 || /No edit found/i.test(error.text));
}
function editOf(json) {
    const edit = object(json, 'an edit');
    return { id: idOf(edit.id, 'an edit'), status: call_text(edit.status) };
}
const EDIT = { read: editOf };
/** `{}` when no edit is open: an object with other fields but no id is not that. */
const OPEN_EDIT = {
    read: (json) => (Object.keys(object(json, 'an edit, or {} for none')).length === 0 ? undefined : editOf(json))
};

;// CONCATENATED MODULE: ./src/appstore/submission/listings.ts
/** The listings of an edit, one per locale: read with their ETag, PUT back whole, or added. */



const listingPath = (edit, locale) => `${editPath(edit)}/listings/${segment(locale, 'locale')}`;
class Listings {
    api;
    constructor(api) {
        this.api = api;
    }
    /** The locales of the edit's listings. */
    async locales(edit) {
        return this.api.read(await this.api.call('GET', `${editPath(edit)}/listings`), LISTINGS);
    }
    async get(edit, locale) {
        const answer = await this.api.call('GET', listingPath(edit, locale));
        return { fields: this.api.read(answer, LISTING), etag: etagOf(answer, `the ${locale} listing`) };
    }
    /** The whole listing PUT back; Stale on 412 (it changed since it was read). */
    put(edit, locale, listing) {
        return this.api.putWhole(listingPath(edit, locale), listing.fields, listing.etag);
    }
    /** A listing the edit lacks, added by a PUT of the whole object (the listing has no ETag yet). */
    async add(edit, locale, fields) {
        await this.api.call('PUT', listingPath(edit, locale), {
            headers: { 'content-type': 'application/json' },
            body: { kind: 'text', text: JSON.stringify(fields) }
        });
    }
}
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

;// CONCATENATED MODULE: ./src/appstore/submission/images.ts
/**
 * The images of a listing, one list per type (`…/listings/{lang}/{type}`): read with the list's
 * ETag, emptied, or one image uploaded, each change with If-Match from a GET of the list.
 */





/**
 * The body's content type of an image upload: clients that sent `image/png` saw uploads fail and
 * moved to this one, "per API specification" (APPSTORE-API.md, third round).
 */
const IMAGE_CONTENT_TYPE = 'application/octet-stream';
const imagesPath = (edit, locale, type) => `${listingPath(edit, locale)}/${segment(type, 'image type')}`;
class Images {
    api;
    constructor(api) {
        this.api = api;
    }
    /** The images of one type of a listing; an unreadable answer is a Failure. */
    async list(edit, locale, type) {
        const path = imagesPath(edit, locale, type);
        const answer = await this.api.call('GET', path);
        const images = imagesFromApi(this.api.read(answer, ANY_JSON));
        if (!images)
            throw new errors/* Failure */.HR(`GET ${path} answered no {images: [...]} list: it cannot be read.`);
        return { images, etag: etagOf(answer, `the ${locale} ${type}`) };
    }
    /** Empties the images of one type; Stale on 412. */
    async clear(edit, locale, type, etag) {
        const answer = await this.api.call('DELETE', imagesPath(edit, locale, type), {
            headers: { 'if-match': etag },
            allow: [412]
        });
        return answer.status === 412 ? STALE : DONE;
    }
    /**
     * One image appended (or, for a type of one image, put in its place): its asset id, from an
     * answer `{image: {id}}` or `{id}` (clients show both), or Stale on 412.
     */
    async upload(edit, locale, type, file, etag) {
        const path = `${imagesPath(edit, locale, type)}/upload`;
        const answer = await this.api.call('POST', path, {
            headers: { 'content-type': IMAGE_CONTENT_TYPE, 'if-match': etag },
            body: { kind: 'file', path: file.path, size: (await (0,promises_.stat)(file.path)).size },
            allow: [412]
        });
        if (answer.status === 412)
            return STALE;
        const json = (0,appstore_json/* jsonObject */.o$)(this.api.read(answer, ANY_JSON));
        const id = ((0,appstore_json/* jsonObject */.o$)(json?.image) ?? json)?.id;
        if (typeof id !== 'string' || id === '') {
            throw new errors/* Failure */.HR(`POST ${path} answered HTTP ${answer.status} without the image's id ({image: {id}} or {id}).`);
        }
        return done(id);
    }
}
/**
 * The images of a type from the API's answer to GET `…/listings/{lang}/{type}`: `{images: [...]}`,
 * tolerating a bare array; undefined when it holds no list. Items without a string id are dropped;
 * a `sha256` is kept when it is one.
 */
function imagesFromApi(json) {
    const list = Array.isArray(json) ? json : (0,appstore_json/* jsonObject */.o$)(json)?.images;
    if (!Array.isArray(list))
        return undefined;
    const images = [];
    for (const item of list) {
        const { id, sha256 } = (item ?? {});
        if (typeof id !== 'string' || id === '')
            continue;
        images.push(typeof sha256 === 'string' && /^[0-9a-f]{64}$/i.test(sha256) ? { id, sha256: sha256.toLowerCase() } : { id });
    }
    return images;
}

;// CONCATENATED MODULE: ./src/appstore/submission/large.ts
/**
 * The large-file path for a new APK: POST `apks/large/upload` streams the file (the raw body, or
 * the file part of a multipart/form-data body: the sources disagree) and answers a fileId, then
 * POST `apks/attach {fileId}` adds it to the edit as a new APK.
 */







class LargeApks {
    api;
    constructor(api) {
        this.api = api;
    }
    /** Step one: the APK streamed; its fileId, or WantsMultipart when a raw body is refused for that. */
    async upload(edit, path, shape) {
        const where = `${editPath(edit)}/apks/large/upload`;
        const name = (0,external_node_path_.basename)(path);
        const plain = isHeaderSafe(name) && !/["\\]/.test(name) ? name : 'app.apk';
        const size = (await (0,promises_.stat)(path)).size;
        let headers = { 'content-type': APK_CONTENT_TYPE, filename: plain };
        let body = { kind: 'file', path, size };
        if (shape === 'multipart') {
            const boundary = `----appstore-action-${Math.random().toString(16).slice(2)}${size}`;
            headers = { 'content-type': `multipart/form-data; boundary=${boundary}`, filename: plain };
            const before = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${plain}"\r\n` +
                `Content-Type: ${APK_CONTENT_TYPE}\r\n\r\n`;
            body = { kind: 'file', path, size, envelope: { before, after: `\r\n--${boundary}--\r\n` } };
        }
        let answer;
        try {
            answer = await this.api.call('POST', where, { headers, body });
        }
        catch (error) {
            const wantsMultipart = shape === 'raw' &&
                error instanceof appstore_errors/* ApiFailure */.F9 &&
                (error.status === 400 || error.status === 415) &&
                /multipart/i.test(error.text);
            if (wantsMultipart)
                return { kind: 'multipart' };
            throw error;
        }
        const fileId = (0,appstore_json/* jsonObject */.o$)(this.api.read(answer, ANY_JSON))?.fileId;
        if (typeof fileId !== 'string' || fileId === '') {
            throw new errors/* Failure */.HR(`POST ${where} answered HTTP ${answer.status} without a fileId.`);
        }
        return done(fileId);
    }
    /** Step two: the uploaded file added as a new APK; NotReady while the API answers asset_not_ready. */
    async attach(edit, fileId) {
        let answer;
        try {
            answer = await this.api.call('POST', `${editPath(edit)}/apks/attach`, {
                headers: { 'content-type': 'application/json' },
                body: { kind: 'text', text: JSON.stringify({ fileId }) }
            });
        }
        catch (error) {
            if (error instanceof appstore_errors/* ApiFailure */.F9 && error.codes.includes(NOT_READY))
                return { kind: 'not-ready' };
            throw error;
        }
        return done(this.api.read(answer, NEW_APK));
    }
}
/** What attach answers while the uploaded file is still processed (the status is not known). */
const NOT_READY = 'asset_not_ready';

;// CONCATENATED MODULE: ./src/appstore/submission/targeting.ts
/** The device targeting of an APK: read with its ETag, the device lists checked, and PUT back whole. */




const targetingPath = (edit, apk) => `${apkPath(edit, apk)}/targeting`;
class Targetings {
    api;
    constructor(api) {
        this.api = api;
    }
    /** The APK's targeting; an answer without the device lists is a Failure, never "no device". */
    async get(edit, apk) {
        const path = targetingPath(edit, apk);
        const answer = await this.api.call('GET', path);
        const fields = (0,appstore_json/* jsonObject */.o$)(this.api.read(answer, ANY_JSON));
        const list = (value) => value === undefined || value === null
            ? []
            : Array.isArray(value) && value.every((item) => (0,appstore_json/* jsonObject */.o$)(item))
                ? value
                : undefined;
        const amazonDevices = list(fields?.amazonDevices);
        const nonAmazonDevices = list(fields?.nonAmazonDevices);
        if (!fields || !amazonDevices || !nonAmazonDevices || !Array.isArray(fields.amazonDevices)) {
            throw new errors/* Failure */.HR(`GET ${path} answered no targeting object with an amazonDevices list: it cannot be read.`);
        }
        return { fields, amazonDevices, nonAmazonDevices, etag: etagOf(answer, `the targeting of APK ${apk}`) };
    }
    /** The whole targeting object PUT back; Stale on 412. */
    put(edit, apk, fields, etag) {
        return this.api.putWhole(targetingPath(edit, apk), fields, etag);
    }
}

;// CONCATENATED MODULE: ./src/appstore/submission/index.ts













/** The calls under `<api-base-url>/v1/applications/<app-id>`, by resource. */
class SubmissionApi {
    edits;
    apks;
    large;
    listings;
    images;
    targeting;
    availability;
    constructor(session, appUrl) {
        const caller = new Caller(session, appUrl);
        this.edits = new Edits(caller);
        this.apks = new Apks(caller);
        this.large = new LargeApks(caller);
        this.listings = new Listings(caller);
        this.images = new Images(caller);
        this.targeting = new Targetings(caller);
        this.availability = new Availabilities(caller);
    }
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


/***/ })

};
