export const id = 972;
export const ids = [972];
export const modules = {

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
  cb: () => (/* reexport */ highestVersionCode),
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
        return this.api.read(await this.api.call('GET', `${editPath(edit)}/apks`), apkList);
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
/** The highest of these version codes (of an edit's APKs, or the live ones); undefined when none is a number. */
function highestVersionCode(codes) {
    const numbers = codes.map(Number).filter((code) => Number.isSafeInteger(code) && code >= 0);
    return numbers.length ? String(Math.max(...numbers)) : undefined;
}
/** The size now, not when the inputs were read: Content-Length must match what is streamed. */
async function fileBody(path) {
    return { kind: 'file', path, size: (await (0,promises_.stat)(path)).size };
}
function apkOf(apk) {
    return { id: idOf(apk.id, 'an APK'), versionCode: call_text(apk.versionCode), name: call_text(apk.name) };
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
        return { edit, apks: this.api.read(await this.api.call('GET', `${editPath(edit.id)}/apks`), apkList) };
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

/***/ 1599:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Mr: () => (/* binding */ LISTING_INPUT),
  u3: () => (/* binding */ OVERRIDES),
  Ok: () => (/* binding */ changelogFor),
  FZ: () => (/* binding */ readListingFolder)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/step/errors.ts
var errors = __webpack_require__(5927);
// EXTERNAL MODULE: ./src/capabilities/release/listing/notes.ts
var notes = __webpack_require__(4438);
// EXTERNAL MODULE: ./src/capabilities/release/listing/images.ts
var listing_images = __webpack_require__(8437);
// EXTERNAL MODULE: ./src/capabilities/release/listing/reading.ts
var listing_reading = __webpack_require__(5351);
;// CONCATENATED MODULE: ./src/capabilities/release/listing/image-folder.ts
/**
 * A locale's `images/` folder: which file fills which Amazon image type (images.ts has the names
 * and the rules). Whatever Amazon cannot take is left out with its reason, never refused: a name
 * it has no type for, a size or format it does not take, more than it takes, fewer than it needs.
 * Play's `icon.png` fills the type its size says (512×512 the large icon, 114×114 the small one),
 * and the choice is noted.
 */


const isImageName = (name) => listing_images/* IMAGE_EXTENSIONS */.f9.some((extension) => name.toLowerCase().endsWith(extension));
const known = (kind) => listing_images/* IMAGE_SOURCES */.Dg.filter((source) => source.kind === kind && !source.unused)
    .map((source) => source.name)
    .join(', ');
function readImages(reading, folder) {
    const given = [];
    for (const entry of (0,listing_reading/* entriesOf */.Mc)(reading, folder.shown, folder.path)) {
        const source = (0,listing_images/* imageSourceOf */.Wf)(entry.name, entry.dir ? 'folder' : 'file');
        if (!entry.dir && !isImageName(entry.name)) {
            reading.leftOut.push({ name: entry.shown, why: 'not a .png, .jpg or .jpeg file' });
        }
        else if (!source) {
            const kind = entry.dir ? 'folder' : 'file';
            reading.leftOut.push({ name: entry.shown, why: `no image ${kind} Amazon has a type for (known: ${known(kind)})` });
        }
        else if (source.unused) {
            reading.leftOut.push({ name: entry.shown, why: source.unused });
        }
        else if (given.some((earlier) => earlier.source === source)) {
            const earlier = given.find((item) => item.source === source);
            reading.leftOut.push({ name: entry.shown, why: `Amazon takes one ${source.name}; ${earlier.name} gives it` });
        }
        else {
            const files = (entry.dir ? filesIn(reading, entry) : [entry]).map((file) => readOne(reading, file));
            given.push({ source, name: entry.name, files: files.filter((file) => file !== undefined) });
        }
    }
    const byType = new Map();
    for (const item of given) {
        const type = typeOf(reading, item);
        if (type)
            byType.set(type, [...(byType.get(type) ?? []), item]);
    }
    const images = {};
    for (const type of listing_images/* AMAZON_IMAGE_TYPES */.hK) {
        const items = byType.get(type) ?? [];
        // In the order of IMAGE_SOURCES: the first that gives an image Amazon takes wins.
        items.sort((a, b) => listing_images/* IMAGE_SOURCES */.Dg.indexOf(a.source) - listing_images/* IMAGE_SOURCES */.Dg.indexOf(b.source));
        for (const item of items) {
            const winner = images[type] ? items.find((other) => other.files === images[type]) : undefined;
            if (winner) {
                for (const file of item.files) {
                    reading.leftOut.push({ name: file.name, why: `Amazon takes one set of ${type}; ${winner.name} gives them` });
                }
                continue;
            }
            const fitted = (0,listing_images/* fitImages */.i7)(type, item.files, `${folder.shown}/${item.name}`);
            reading.leftOut.push(...fitted.leftOut);
            reading.notes.push(...fitted.warnings);
            if (fitted.used.length > 0) {
                images[type] = item.files = fitted.used;
                if (item.source.type === listing_images/* BY_SIZE */._A)
                    reading.notes.push(iconNote(fitted.used[0], type));
            }
        }
    }
    return images;
}
/** Which type an `icon` was taken as, and why, once it is used. */
function iconNote(file, type) {
    const size = `${file.width}×${file.height}`;
    const whose = type === 'large-icons' ? "Google Play's icon size" : "the Amazon fastlane plugin's small icon";
    return { name: file.name, why: `used as ${type}: it is ${size}, Amazon's ${listing_images/* IMAGE_RULES */.Ug[type].label} (${whose})` };
}
/** The type an item fills: its source's, or for `icon`, the one its size says. */
function typeOf(reading, item) {
    if (item.source.type !== listing_images/* BY_SIZE */._A)
        return item.source.type;
    const [file] = item.files;
    if (!file)
        return undefined;
    const type = (0,listing_images/* iconTypeOf */.hE)(file);
    if (type)
        return type;
    reading.leftOut.push({
        name: file.name,
        why: `${file.width}×${file.height} pixels: an icon is used as Amazon's large icon at 512×512 or its small icon at 114×114`
    });
    return undefined;
}
/** The images of a screenshot folder, in the order of their names (as supply uploads them). */
function filesIn(reading, folder) {
    const files = [];
    for (const entry of (0,listing_reading/* entriesOf */.Mc)(reading, folder.shown, folder.path)) {
        if (!entry.dir && isImageName(entry.name))
            files.push(entry);
        else
            reading.leftOut.push({ name: entry.shown, why: 'not a .png, .jpg or .jpeg file' });
    }
    return files;
}
function readOne(reading, entry) {
    const file = (0,listing_images/* readImageFile */.MT)(entry.path, entry.shown, { maxBytes: reading.maxImageBytes });
    if (typeof file !== 'string')
        return file;
    reading.leftOut.push({ name: entry.shown, why: file });
    return undefined;
}

// EXTERNAL MODULE: ./src/capabilities/release/listing/layout.ts
var layout = __webpack_require__(2421);
// EXTERNAL MODULE: ./src/capabilities/release/listing/locales.ts
var locales = __webpack_require__(8276);
;// CONCATENATED MODULE: ./src/capabilities/release/listing/folder.ts
/**
 * The listing folder (the input `listing-dir`): fastlane supply's layout, so that one folder serves
 * Google Play and Amazon as it is, read whole in one pass before any request.
 *
 *   <dir>/<locale>/title.txt, short_description.txt, ...   the text files of layout.ts
 *   <dir>/<locale>/changelogs/<versionCode>.txt, default.txt
 *   <dir>/<locale>/images/...                               see image-folder.ts
 *   <dir>/<locale>/amazon/...                               the same names, for Amazon only: they win
 *
 * Locale folders are named as locales.ts says. What Amazon has no place for (a locale it does not
 * list, Play-only files, image kinds, sizes or counts it does not take) is left out and listed in
 * `leftOut`, each with its reason; with `strict`, anything left out fails the step instead. Real
 * errors (the client secret in a text, text that is not UTF-8, a text over its limit, a link out of
 * the workspace) all come in one InputError.
 */








const LISTING_INPUT = 'listing-dir';
/** The folder of Amazon-only files in a locale folder. */
const OVERRIDES = 'amazon';
const UNUSED_FILES = {
    'video.txt': "Google Play's video URL: Amazon takes videos as uploads, which this step does not make"
};
const SHOWN_PROBLEMS = 100;
/** Reads the whole folder; every real problem comes in one InputError naming the input and the files. */
function readListingFolder(dir, options = {}) {
    const input = options.input ?? LISTING_INPUT;
    const root = (0,external_node_path_.resolve)(options.cwd ?? process.cwd(), dir);
    let isFolder = false;
    try {
        isFolder = (0,external_node_fs_.statSync)(root).isDirectory();
    }
    catch {
        // Reported below, as the folder that is not there.
    }
    if (!isFolder)
        throw new errors/* InputError */.dz(input, `names no folder: '${dir}'.`);
    const reading = {
        root,
        within: withinOf(root, options.workspace),
        maxTextBytes: options.maxTextBytes ?? 64 * 1024,
        maxImageBytes: options.maxImageBytes ?? 50 * 1024 * 1024,
        holdsSecret: options.holdsSecret ?? (() => false),
        leftOut: [],
        notes: [],
        problems: []
    };
    const locales = {};
    for (const [locale, entry] of localeFolders(reading, options.known)) {
        locales[locale] = readLocale(reading, entry, locale);
    }
    if (Object.keys(locales).length === 0) {
        reading.problems.push(`'${dir}' holds no folder of a language Amazon lists (en-US, de-DE, ...; see the left-out names).`);
    }
    if (options.strict) {
        for (const { name, why } of reading.leftOut)
            reading.problems.push(`${name} is left out (${why}), and listing-strict is true.`);
    }
    if (reading.problems.length > 0) {
        const shown = reading.problems.slice(0, SHOWN_PROBLEMS).map((problem) => `\n- ${problem}`);
        const more = reading.problems.length - shown.length;
        throw new errors/* InputError */.dz(input, `has ${reading.problems.length} problem${reading.problems.length === 1 ? '' : 's'} to fix, nothing was sent:` +
            shown.join('') +
            (more > 0 ? `\n- and ${more} more.` : ''));
    }
    return { dir, root, locales, leftOut: reading.leftOut, notes: reading.notes };
}
/** Links may lead anywhere in the workspace; for a folder outside it (the runner's temp), in the folder. */
function withinOf(root, workspace) {
    const real = (0,external_node_fs_.realpathSync)(root);
    const space = workspace === undefined ? real : (0,external_node_fs_.realpathSync)(workspace);
    return (0,listing_reading/* inside */.nx)(real, space) ? space : real;
}
/** The locale folders that give an Amazon language, by it; two for one: the exact name wins (locales.ts). */
function localeFolders(reading, known) {
    const chosen = new Map();
    const losers = [];
    for (const entry of (0,listing_reading/* entriesOf */.Mc)(reading, '', reading.root)) {
        if (!entry.dir) {
            reading.leftOut.push({ name: entry.name, why: 'not a locale folder' });
            continue;
        }
        const match = (0,locales/* matchLocale */.w7)(entry.name, known);
        if (match.kind === 'left-out') {
            reading.leftOut.push({ name: entry.name, why: match.why });
            continue;
        }
        const rank = (0,locales/* rankOf */.IQ)(entry.name, match);
        const earlier = chosen.get(match.locale);
        if (earlier && earlier.rank <= rank)
            losers.push({ entry, locale: match.locale });
        else {
            if (earlier)
                losers.push({ entry: earlier.entry, locale: match.locale });
            chosen.set(match.locale, { entry, rank });
        }
    }
    for (const { entry, locale } of losers) {
        const winner = chosen.get(locale).entry.name;
        reading.leftOut.push({ name: entry.name, why: `${winner} gives Amazon's ${locale} (the exact name wins)` });
    }
    const order = [...chosen].sort(([, a], [, b]) => (a.entry.name < b.entry.name ? -1 : 1));
    return new Map(order.map(([locale, { entry }]) => [locale, entry]));
}
/**
 * The changelog for a release of these version codes, by the Amazon fastlane plugin's rule: the
 * file of the highest version code, else default.txt; undefined when there is neither.
 */
function changelogFor(locale, versionCodes) {
    const codes = versionCodes.map(Number).filter((code) => Number.isSafeInteger(code) && code >= 0);
    if (codes.length > 0) {
        const highest = String(Math.max(...codes));
        const text = locale.changelogs.byVersionCode[highest];
        if (text !== undefined)
            return { text, file: `${locale.folder}/changelogs/${highest}.txt` };
    }
    const fallback = locale.changelogs.fallback;
    return fallback === undefined ? undefined : { text: fallback, file: `${locale.folder}/changelogs/default.txt` };
}
function readLocale(reading, folder, locale) {
    const base = readParts(reading, folder, true);
    const over = base.overrides ? readParts(reading, base.overrides, false) : undefined;
    const parts = over
        ? {
            text: { ...base.text, ...over.text },
            files: { ...base.files, ...over.files },
            images: { ...base.images, ...over.images },
            changelogs: {
                byVersionCode: { ...base.changelogs.byVersionCode, ...over.changelogs.byVersionCode },
                fallback: over.changelogs.fallback ?? base.changelogs.fallback
            }
        }
        : base;
    if (parts.changelogs.fallback === undefined)
        delete parts.changelogs.fallback;
    checkLimits(reading, parts);
    return { locale, folder: folder.name, text: parts.text, images: parts.images, changelogs: parts.changelogs };
}
/** Title, descriptions and bullets against their limits (layout.ts), naming the file. */
function checkLimits(reading, parts) {
    for (const spec of layout/* FIELD_FILES */.Hw) {
        const value = parts.text[spec.field];
        const file = parts.files[spec.field];
        if (value === undefined || file === undefined)
            continue;
        const count = Array.isArray(value) ? value.length : [...value].length;
        const max = Array.isArray(value) ? spec.maxItems : spec.maxCharacters;
        if (max !== undefined && count > max) {
            const what = Array.isArray(value) ? 'bullets' : 'characters';
            reading.problems.push(`${file} has ${count} ${what}: Amazon's ${spec.field} takes at most ${max} (${layout/* LIMITS_SOURCE */.Hm}).`);
        }
    }
}
function readParts(reading, folder, top) {
    const parts = { text: {}, files: {}, images: {}, changelogs: { byVersionCode: {} } };
    for (const entry of (0,listing_reading/* entriesOf */.Mc)(reading, folder.shown, folder.path)) {
        if (entry.dir) {
            if (entry.name === 'images')
                parts.images = readImages(reading, entry);
            else if (entry.name === layout/* CHANGELOGS_FOLDER */.fW)
                parts.changelogs = readChangelogs(reading, entry);
            else if (entry.name === OVERRIDES && top)
                parts.overrides = entry;
            else
                reading.leftOut.push({ name: entry.shown, why: 'not a folder a listing has (images, changelogs, amazon)' });
            continue;
        }
        const spec = (0,layout/* fieldFileOf */.Yd)(entry.name);
        if (spec) {
            const text = (0,listing_reading/* readText */.yR)(reading, entry);
            if (text === '')
                reading.leftOut.push({ name: entry.shown, why: 'empty: the field keeps the value it has' });
            else if (text !== undefined) {
                Object.assign(parts.text, { [spec.field]: (0,layout/* parseField */.cn)(spec, text) });
                parts.files[spec.field] = entry.shown;
            }
        }
        else if (UNUSED_FILES[entry.name]) {
            reading.leftOut.push({ name: entry.shown, why: UNUSED_FILES[entry.name] });
        }
        else {
            const names = layout/* FIELD_FILES */.Hw.map((file) => file.file).join(', ');
            reading.leftOut.push({ name: entry.shown, why: `no file an Amazon listing has (${names})` });
        }
    }
    return parts;
}
function readChangelogs(reading, folder) {
    const changelogs = { byVersionCode: {} };
    for (const entry of (0,listing_reading/* entriesOf */.Mc)(reading, folder.shown, folder.path)) {
        const code = layout/* CHANGELOG_FILE */.S.exec(entry.name)?.[1];
        if (entry.dir || (code === undefined && entry.name !== layout/* CHANGELOG_DEFAULT */.jE)) {
            reading.leftOut.push({ name: entry.shown, why: 'not <versionCode>.txt or default.txt' });
            continue;
        }
        const text = (0,listing_reading/* readText */.yR)(reading, entry);
        if (text === undefined)
            continue;
        // As the fastlane plugin does, an empty changelog counts as none.
        if (text === '') {
            reading.leftOut.push({ name: entry.shown, why: 'empty, so it counts as none' });
            continue;
        }
        const problem = (0,notes/* notesProblem */.ho)(text, reading.holdsSecret);
        if (problem) {
            reading.problems.push(`${entry.shown} ${problem}`);
            continue;
        }
        if (code === undefined) {
            changelogs.fallback = text;
            continue;
        }
        const key = String(Number(code));
        if (changelogs.byVersionCode[key] !== undefined) {
            reading.leftOut.push({ name: entry.shown, why: `another file gives the changelog of version code ${key}` });
        }
        else
            changelogs.byVersionCode[key] = text;
    }
    return changelogs;
}


/***/ }),

/***/ 8437:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dg: () => (/* binding */ IMAGE_SOURCES),
/* harmony export */   MT: () => (/* binding */ readImageFile),
/* harmony export */   Ug: () => (/* binding */ IMAGE_RULES),
/* harmony export */   Wf: () => (/* binding */ imageSourceOf),
/* harmony export */   _A: () => (/* binding */ BY_SIZE),
/* harmony export */   f9: () => (/* binding */ IMAGE_EXTENSIONS),
/* harmony export */   hE: () => (/* binding */ iconTypeOf),
/* harmony export */   hK: () => (/* binding */ AMAZON_IMAGE_TYPES),
/* harmony export */   i7: () => (/* binding */ fitImages)
/* harmony export */ });
/* unused harmony exports imageHeader, misfit */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/**
 * Listing images: which file of a fastlane supply `images/` folder fills which Amazon image type,
 * what Amazon takes of each type (sizes, formats, how many), and what a file is: its width, height
 * and format read from its header (PNG's IHDR, JPEG's SOF marker; no image library), its size and
 * its sha256 (read in chunks, never whole). All of it runs before any request, so that a wrong size
 * fails the step with the file's name instead of a refusal from the API halfway through.
 * docs/recipes/listing.md shows both tables with their sources.
 */



/** The image types of an Amazon listing, as the App Submission API names them in its paths. */
const AMAZON_IMAGE_TYPES = [
    'small-icons',
    'large-icons',
    'screenshots',
    'promo-images',
    'firetv-screenshots',
    'firetv-icons',
    'firetv-backgrounds',
    'firetv-featured-backgrounds',
    'firetv-featured-logos'
];
const BOTH = ['png', 'jpeg'];
const one = (label, size, formats = BOTH) => ({
    label,
    sizes: [size],
    turned: false,
    formats,
    min: 1,
    max: 1
});
/**
 * What Amazon takes. From APPSTORE-API.md (the console's sizes): small icon 114×114 PNG, large
 * icon 512×512, screenshots 1024×600 or 800×480, 3 to 10, promo 1024×500, Fire TV icon 1280×720,
 * Fire TV screenshots and background 1920×1080. From Amazon's image guidelines, not checked
 * against the API: the other screenshot sizes, portrait or landscape, and PNG (for transparency)
 * for both icons. The Fire TV featured background 1920×720 and logo 640×260 are Amazon Ads
 * figures, not Appstore rules: another size is used, with a warning. Fire TV screenshots: how many
 * is not known; 1 to 10 is asked rather than leave out what the API may take.
 */
const IMAGE_RULES = {
    'small-icons': one('small icon', [114, 114], ['png']),
    'large-icons': one('large icon', [512, 512], ['png']),
    screenshots: {
        label: 'screenshots',
        sizes: [
            [800, 480],
            [1024, 600],
            [1280, 720],
            [1280, 800],
            [1920, 1080],
            [1920, 1200],
            [2560, 1600]
        ],
        turned: true,
        formats: BOTH,
        min: 3,
        max: 10
    },
    'promo-images': one('promotional image', [1024, 500]),
    'firetv-screenshots': {
        label: 'Fire TV screenshots',
        sizes: [[1920, 1080]],
        turned: false,
        formats: BOTH,
        min: 1,
        max: 10
    },
    'firetv-icons': one('Fire TV icon', [1280, 720]),
    'firetv-backgrounds': one('Fire TV background', [1920, 1080]),
    'firetv-featured-backgrounds': { ...one('Fire TV featured background', [1920, 720]), adsFigures: true },
    'firetv-featured-logos': { ...one('Fire TV featured logo', [640, 260], ['png']), adsFigures: true }
};
/** Play's `icon.png`: its type is chosen by its size (Play's is 512×512; the Amazon plugin's 114×114). */
const BY_SIZE = 'by size';
/**
 * The names a locale's `images/` folder may hold, compared without regard to case as fastlane
 * supply does: Play's names (supply), the Amazon fastlane plugin's (`large_icon`, `tvBackground`,
 * `tvFeaturedBackground`, `tvFeaturedLogo`) and this project's earlier ones. Where two names fill
 * one type, the first of this list that gives an image Amazon takes wins, and the others are left
 * out: the plugin's explicit `large_icon` before `icon`; tablets' screenshots before phones' (Fire
 * devices are tablets). Nothing is resized.
 */
const IMAGE_SOURCES = [
    { name: 'large_icon', kind: 'file', type: 'large-icons', from: 'plugin' },
    { name: 'smallIcon', kind: 'file', type: 'small-icons', from: 'ours' },
    { name: 'icon', kind: 'file', type: BY_SIZE, from: 'play' },
    { name: 'featureGraphic', kind: 'file', type: 'promo-images', from: 'play' },
    {
        name: 'promoGraphic',
        kind: 'file',
        from: 'play',
        unused: "Google Play's 180×120 promo graphic has no Amazon type (Amazon's promo image is the feature graphic)"
    },
    { name: 'tvBanner', kind: 'file', type: 'firetv-icons', from: 'play' },
    { name: 'tvBackground', kind: 'file', type: 'firetv-backgrounds', from: 'plugin' },
    { name: 'fireTvBackground', kind: 'file', type: 'firetv-backgrounds', from: 'ours' },
    { name: 'tvFeaturedBackground', kind: 'file', type: 'firetv-featured-backgrounds', from: 'plugin' },
    { name: 'fireTvFeaturedBackground', kind: 'file', type: 'firetv-featured-backgrounds', from: 'ours' },
    { name: 'tvFeaturedLogo', kind: 'file', type: 'firetv-featured-logos', from: 'plugin' },
    { name: 'fireTvFeaturedLogo', kind: 'file', type: 'firetv-featured-logos', from: 'ours' },
    { name: 'tenInchScreenshots', kind: 'folder', type: 'screenshots', from: 'play' },
    { name: 'sevenInchScreenshots', kind: 'folder', type: 'screenshots', from: 'play' },
    { name: 'phoneScreenshots', kind: 'folder', type: 'screenshots', from: 'play' },
    { name: 'tvScreenshots', kind: 'folder', type: 'firetv-screenshots', from: 'play' },
    { name: 'wearScreenshots', kind: 'folder', from: 'play', unused: 'Amazon has no type for watch screenshots' }
];
/** The type an icon of `BY_SIZE` fills, by its size; undefined for any other size. */
function iconTypeOf(file) {
    for (const type of ['large-icons', 'small-icons']) {
        const [[width, height]] = IMAGE_RULES[type].sizes;
        if (file.width === width && file.height === height)
            return type;
    }
    return undefined;
}
const IMAGE_EXTENSIONS = ['.png', '.jpg', '.jpeg'];
/** The source a name of `images/` stands for: `name` without its extension for a file. */
function imageSourceOf(name, kind) {
    const base = kind === 'file' ? name.slice(0, name.length - (0,node_path__WEBPACK_IMPORTED_MODULE_2__.extname)(name).length) : name;
    return IMAGE_SOURCES.find((source) => source.kind === kind && source.name.toLowerCase() === base.toLowerCase());
}
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** JPEG markers that stand alone, with no length after them: TEM, RST0-7, SOI, EOI. */
const STANDALONE = new Set([0x01, 0xd0, 0xd1, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8, 0xd9]);
/** Start of frame: C0-CF but DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
/**
 * The format and size of a PNG or JPEG image, from its header; undefined for anything else or a
 * header that is cut or damaged. A JPEG's segments are skipped by their lengths, so an EXIF block
 * of any size before the frame costs a few small reads. EXIF orientation is not applied: the size
 * is the stored one.
 */
function imageHeader(read) {
    const start = read(0, 24);
    if (start.length >= 24 && start.subarray(0, 8).equals(PNG_SIGNATURE)) {
        if (start.toString('latin1', 12, 16) !== 'IHDR')
            return undefined;
        return sized('png', start.readUInt32BE(16), start.readUInt32BE(20));
    }
    if (start.length < 4 || start[0] !== 0xff || start[1] !== 0xd8)
        return undefined;
    let position = 2;
    // Each step moves on by one byte at least, and a read past the end answers nothing: the loop ends.
    // A file of nothing but fill bytes would take a step a byte; a real header has a few dozen segments.
    for (let steps = 0; steps < 10_000; steps++) {
        const head = read(position, 9);
        if (head.length < 2 || head[0] !== 0xff)
            return undefined;
        const marker = head[1];
        if (marker === 0xff) {
            position += 1; // a fill byte before the marker
            continue;
        }
        if (STANDALONE.has(marker)) {
            if (marker === 0xd9)
                return undefined; // the end of the image, and no frame
            position += 2;
            continue;
        }
        if (head.length < 4)
            return undefined;
        const length = head.readUInt16BE(2);
        if (length < 2)
            return undefined;
        if (isStartOfFrame(marker))
            return head.length < 9 ? undefined : sized('jpeg', head.readUInt16BE(7), head.readUInt16BE(5));
        if (marker === 0xda)
            return undefined; // the scan starts, and no frame before it
        position += 2 + length;
    }
    return undefined;
}
function sized(format, width, height) {
    return width > 0 && height > 0 ? { format, width, height } : undefined;
}
const CHUNK = 1024 * 1024;
/**
 * Reads an image's header and hashes it (in chunks of 1 MiB). The caller has checked that the path
 * is a regular file inside the folder. Answers why it cannot be used instead (it is left out): an
 * empty or too large file, a file that is no PNG or JPEG, or one whose extension says the other
 * format (its content type would lie).
 */
function readImageFile(path, name, options) {
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(path, 'r');
    try {
        const size = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fstatSync)(fd).size;
        if (size === 0)
            return 'empty';
        if (size > options.maxBytes)
            return `${size} bytes, more than the ${options.maxBytes} an image may have here`;
        const readAt = (position, length) => {
            const buffer = Buffer.alloc(length);
            return buffer.subarray(0, (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, buffer, 0, length, position));
        };
        const header = imageHeader(readAt);
        if (!header)
            return 'not a PNG or JPEG image (or its header is damaged)';
        const named = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.extname)(path).toLowerCase() === '.png' ? 'png' : 'jpeg';
        if (named !== header.format) {
            return `named as ${named === 'png' ? 'a PNG' : 'a JPEG'} but is ${header.format === 'png' ? 'a PNG' : 'a JPEG'}: rename it`;
        }
        const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
        const buffer = Buffer.alloc(Math.min(CHUNK, size));
        for (let position = 0; position < size;) {
            const count = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, buffer, 0, buffer.length, position);
            if (count === 0)
                break;
            hash.update(buffer.subarray(0, count));
            position += count;
        }
        return { path, name, size, sha256: hash.digest('hex'), ...header };
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
}
const shownSize = ([width, height]) => `${width}×${height}`;
/** Why Amazon cannot take this image as one of `type`; undefined when it can. */
function misfit(type, file) {
    const rule = IMAGE_RULES[type];
    if (!rule.formats.includes(file.format)) {
        return `a ${file.format.toUpperCase()}: Amazon takes the ${rule.label} (${type}) as ${rule.formats.map((f) => f.toUpperCase()).join(' or ')} only`;
    }
    const fits = rule.sizes.some(([width, height]) => (file.width === width && file.height === height) ||
        (rule.turned && file.width === height && file.height === width));
    if (fits)
        return undefined;
    return (`${file.width}×${file.height} pixels: Amazon's ${rule.label} (${type}) ` +
        `${rule.sizes.length === 1 ? 'is' : 'are'} ${rule.sizes.map(shownSize).join(', ')}${rule.turned ? ', portrait or landscape' : ''}`);
}
/**
 * The images of one type that Amazon can take: each of another size or format is left out (or, for
 * the types whose figures are Amazon Ads', used with a warning); beyond the most Amazon takes, the
 * rest is left out; fewer than the least it takes, all are. `from`: where they come from.
 */
function fitImages(type, files, from) {
    const rule = IMAGE_RULES[type];
    const fitted = { used: [], leftOut: [], warnings: [] };
    for (const file of files) {
        const why = misfit(type, file);
        if (why === undefined)
            fitted.used.push(file);
        else if (rule.adsFigures) {
            fitted.used.push(file);
            fitted.warnings.push({
                name: file.name,
                why: `${why} (an Amazon Ads figure, not an Appstore rule: used all the same)`
            });
        }
        else
            fitted.leftOut.push({ name: file.name, why });
    }
    for (const file of fitted.used.splice(rule.max)) {
        fitted.leftOut.push({
            name: file.name,
            why: `Amazon takes at most ${rule.max} ${rule.label}; the first ${rule.max} by name are used`
        });
    }
    if (fitted.used.length < rule.min) {
        const wanted = rule.min === rule.max ? `${rule.min}` : `${rule.min} to ${rule.max}`;
        for (const file of fitted.used.splice(0)) {
            fitted.leftOut.push({
                name: file.name,
                why: `${from} has too few ${rule.label} Amazon can take: it takes ${wanted}`
            });
        }
    }
    return fitted;
}


/***/ }),

/***/ 2421:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hm: () => (/* binding */ LIMITS_SOURCE),
/* harmony export */   Hw: () => (/* binding */ FIELD_FILES),
/* harmony export */   S: () => (/* binding */ CHANGELOG_FILE),
/* harmony export */   Yd: () => (/* binding */ fieldFileOf),
/* harmony export */   cn: () => (/* binding */ parseField),
/* harmony export */   fW: () => (/* binding */ CHANGELOGS_FOLDER),
/* harmony export */   hX: () => (/* binding */ renderField),
/* harmony export */   jE: () => (/* binding */ CHANGELOG_DEFAULT)
/* harmony export */ });
/**
 * The one table of the listing folder's text files ↔ Amazon listing fields, and the format of each
 * file, both ways: `parseField` (what the folder reader takes) and `renderField` (what a bootstrap
 * writes), so that `parseField(renderField(value)) === value` for every value Amazon may hold.
 *
 *   title.txt, short_description.txt, full_description.txt   the text as it is (fastlane supply's)
 *   feature_bullets.txt   a bullet a line, each written after "- "; a line indented by two spaces
 *                         (or a tab) goes on with the bullet above, after a line break (ours)
 *   keywords.txt          a keyword a line, or several on a line separated by commas; a keyword that
 *                         holds a comma is written in double quotes, a quote in it doubled (ours)
 *   changelogs/<versionCode>.txt, changelogs/default.txt   the release notes (supply's)
 *
 * The limits are third-party figures (public clients of the API; Amazon documents none): they are
 * checked before any request so that a refusal names the file, not a listing halfway through.
 */
const FIELD_FILES = [
    { file: 'title.txt', field: 'title', kind: 'text', maxCharacters: 250 },
    { file: 'short_description.txt', field: 'shortDescription', kind: 'text', maxCharacters: 1200 },
    { file: 'full_description.txt', field: 'fullDescription', kind: 'text', maxCharacters: 4000 },
    { file: 'feature_bullets.txt', field: 'featureBullets', kind: 'bullets', maxItems: 10, ours: true },
    { file: 'keywords.txt', field: 'keywords', kind: 'keywords', ours: true }
];
/** The release notes (`recentChanges`): `<locale>/changelogs/<versionCode>.txt`, else `default.txt`. */
const CHANGELOGS_FOLDER = 'changelogs';
const CHANGELOG_DEFAULT = 'default.txt';
const CHANGELOG_FILE = /^(\d{1,10})\.txt$/;
const fieldFileOf = (file) => FIELD_FILES.find((spec) => spec.file === file);
/** Where the limits come from, for messages and docs. */
const LIMITS_SOURCE = 'a third-party figure: Amazon documents no limit';
/** The value of a file's text (already decoded, line ends LF, trailing white space trimmed). */
function parseField(spec, text) {
    if (spec.kind === 'bullets')
        return parseBullets(text);
    if (spec.kind === 'keywords')
        return parseKeywords(text);
    return text;
}
/** The file's content for a value (ending in a line break); undefined when there is nothing to write. */
function renderField(spec, value) {
    if (spec.kind === 'text') {
        const text = typeof value === 'string' ? lf(value).trimEnd() : '';
        return text.trim() === '' ? undefined : `${text}\n`;
    }
    if (!Array.isArray(value))
        return undefined;
    const items = value.filter((item) => typeof item === 'string' && item.trim() !== '');
    if (items.length === 0)
        return undefined;
    const lines = spec.kind === 'bullets' ? items.map(renderBullet) : items.map(renderKeyword);
    return `${lines.join('\n')}\n`;
}
const lf = (text) => text.replace(/\r\n?/g, '\n');
const SIGN = /^[-*•]\s/u;
const GOES_ON = /^( {2}|\t)/;
/**
 * Bullets: a line begins one (a leading "- ", "* " or "• " dropped: Amazon shows them as bullets);
 * an indented line goes on with it after a line break; blank lines end it. Each bullet is trimmed.
 */
function parseBullets(text) {
    const bullets = [];
    let open = false;
    for (const line of text.split('\n')) {
        if (open && GOES_ON.test(line)) {
            bullets[bullets.length - 1].push(line.replace(GOES_ON, ''));
            continue;
        }
        const first = line.trimStart().replace(SIGN, '');
        open = first.trim() !== '';
        if (open)
            bullets.push([first]);
    }
    return bullets.map((lines) => lines.join('\n').trim()).filter((bullet) => bullet !== '');
}
/** Always after "- ", so that a bullet that itself starts with "- " keeps it; its next lines indented. */
function renderBullet(bullet) {
    const [first, ...rest] = lf(bullet).trim().split('\n');
    return [`- ${first}`, ...rest.map((line) => `  ${line}`)].join('\n');
}
/**
 * Keywords: separated by line breaks or commas, each trimmed, blanks dropped; a keyword in double
 * quotes is taken as it is, commas in it too ("" stands for one quote). Repeats are kept: the folder
 * says what Amazon gets.
 */
function parseKeywords(text) {
    const keywords = [];
    for (const line of text.split('\n')) {
        let rest = line;
        while (rest !== '') {
            const quoted = /^\s*"((?:[^"]|"")*)"\s*(?:,|$)/.exec(rest);
            if (quoted) {
                keywords.push(quoted[1].replace(/""/g, '"'));
                rest = rest.slice(quoted[0].length);
                continue;
            }
            const comma = rest.indexOf(',');
            const word = (comma < 0 ? rest : rest.slice(0, comma)).trim();
            if (word !== '')
                keywords.push(word);
            rest = comma < 0 ? '' : rest.slice(comma + 1);
        }
    }
    return keywords;
}
/** Plain when the reader gives it back as it is; else quoted. A line break cannot be kept: it becomes a space. */
function renderKeyword(keyword) {
    const word = keyword.replace(/\r\n?|\n/g, ' ');
    const plain = !/[",]/.test(word) && word === word.trim();
    return plain ? word : `"${word.replace(/"/g, '""')}"`;
}


/***/ }),

/***/ 8276:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IQ: () => (/* binding */ rankOf),
/* harmony export */   w7: () => (/* binding */ matchLocale)
/* harmony export */ });
/* unused harmony exports AMAZON_LOCALES, DEVICE_LANGUAGES */
/**
 * The locale folders of a listing folder: which Amazon listing language a folder stands for, and,
 * for every other name, why it is left out. Nothing here refuses a name: a folder shared with
 * Google Play holds many locales Amazon does not list, under any spelling Play or fastlane uses.
 * The table is data: add a row when Amazon adds a language. docs/recipes/listing.md shows it.
 *
 * Names are compared without regard to case, `_` read as `-` (`en_GB` is `en-GB`). The rule:
 *  1. an Amazon listing language of the table, or one the app's listings already have (`known`);
 *  2. a short name of the table (`de` for de-DE);
 *  3. anything else is left out, with the reason: a Fire TV device language (en-CA, fr-CA, es-MX),
 *     a language Amazon lists under another region only (es-419, nl-BE, pt), or no listing
 *     language at all (ar_LY, ko-KR, zh-CN, a typo).
 * Two folders for one language: the exact name wins (`de-DE` over `de`; `de-DE` over `de_de`),
 * then the first in name order; the other is left out.
 */
/**
 * Amazon's listing languages: its page "Distribute your app internationally" (APPSTORE-API.md,
 * third round): Dutch, English (Australia, India, US; UK in several clients), French, German,
 * Italian, Japanese, Polish, Portuguese (Brazil, Portugal), Spanish, Swedish. The xx-YY spellings
 * beyond en-US and de-DE are assumed (a language the app already lists is taken as the API spells it).
 */
const AMAZON_LOCALES = [
    { amazon: 'en-US', name: 'English (US)', aliases: ['en'] },
    { amazon: 'en-GB', name: 'English (UK)', aliases: [] },
    { amazon: 'en-AU', name: 'English (Australia)', aliases: [] },
    { amazon: 'en-IN', name: 'English (India)', aliases: [] },
    { amazon: 'de-DE', name: 'German', aliases: ['de'] },
    { amazon: 'fr-FR', name: 'French', aliases: ['fr'] },
    { amazon: 'it-IT', name: 'Italian', aliases: ['it'] },
    { amazon: 'es-ES', name: 'Spanish', aliases: ['es'] },
    { amazon: 'ja-JP', name: 'Japanese', aliases: ['ja'] },
    { amazon: 'pt-BR', name: 'Portuguese (Brazil)', aliases: [] },
    { amazon: 'pt-PT', name: 'Portuguese (Portugal)', aliases: [] },
    { amazon: 'nl-NL', name: 'Dutch', aliases: ['nl'] },
    { amazon: 'pl-PL', name: 'Polish', aliases: ['pl'] },
    { amazon: 'sv-SE', name: 'Swedish', aliases: ['sv'] }
];
/** Fire TV's device languages: an app runs in them, but Amazon has no listing of that name. */
const DEVICE_LANGUAGES = ['en-CA', 'fr-CA', 'es-MX'];
const key = (name) => name.replace(/_/g, '-').toLowerCase();
const EXACT = new Map(AMAZON_LOCALES.map(({ amazon }) => [key(amazon), amazon]));
const ALIAS = new Map(AMAZON_LOCALES.flatMap(({ amazon, aliases }) => aliases.map((alias) => [key(alias), amazon])));
const DEVICE = new Set(DEVICE_LANGUAGES.map(key));
const LISTED = AMAZON_LOCALES.map(({ amazon }) => amazon).join(', ');
/** What a folder name stands for. `known`: the Amazon languages the app's listings already have. */
function matchLocale(name, known = []) {
    const wanted = key(name);
    const listed = known.find((locale) => key(locale) === wanted) ?? EXACT.get(wanted);
    if (listed !== undefined)
        return { kind: 'amazon', locale: listed, exact: true };
    const short = ALIAS.get(wanted);
    if (short !== undefined)
        return { kind: 'amazon', locale: short, exact: false };
    return { kind: 'left-out', why: whyLeftOut(wanted) };
}
function whyLeftOut(wanted) {
    if (DEVICE.has(wanted))
        return 'a Fire TV device language, not an Amazon listing language';
    const language = wanted.split('-')[0];
    const same = AMAZON_LOCALES.filter(({ amazon }) => key(amazon).split('-')[0] === language).map((l) => l.amazon);
    if (same.length > 0) {
        return `no Amazon listing language of this region: Amazon lists ${same.join(', ')} (name a folder so to give it)`;
    }
    return `no Amazon listing language: Amazon lists ${LISTED}`;
}
/** Which of two folders for one language wins: the exact spelling, then an exact name, then the first by name. */
function rankOf(folder, match) {
    if (folder === match.locale)
        return 0;
    return match.exact ? 1 : 2;
}


/***/ }),

/***/ 4438:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CB: () => (/* binding */ unusedLocales),
/* harmony export */   WT: () => (/* binding */ readNotes),
/* harmony export */   ho: () => (/* binding */ notesProblem),
/* harmony export */   vH: () => (/* binding */ notesFor)
/* harmony export */ });
/* unused harmony exports MAX_NOTES, MAX_NOTES_BYTES */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _appstore_json_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2548);
/* harmony import */ var _edit_inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9090);
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5927);
/* harmony import */ var _step_inputs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(769);
/**
 * Release notes: the text of `release-notes` for every locale, or a folder of `<locale>.txt`
 * files with `default.txt` for the locales that have none. Read and checked with the inputs, before
 * any request: each text is at most MAX_NOTES characters, UTF-8 without NUL, and never holds the
 * client secret (notes are public); a file is read no further than MAX_NOTES_BYTES.
 */






const LOCALE_FILE = /^([a-z]{2,3}(?:-[a-z0-9]{2,8})*)\.txt$/i;
/** Characters (Unicode code points) of one locale's notes: this action's limit, as the store documents none. */
const MAX_NOTES = 4000;
/** A notes file is read no further: 4000 characters are at most 16,000 bytes of UTF-8. */
const MAX_NOTES_BYTES = 64 * 1024;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** `holdsSecret`: notes are public, so no text may hold a secret of the run (the client secret). */
function readNotes(inputs, holdsSecret) {
    const text = inputs.text(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT */ .b.notes);
    const dir = inputs.text(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT */ .b.notesDir);
    if (text !== '' && dir !== '') {
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT */ .b.notes, 'and release-notes-dir cannot both be given; pick one.');
    }
    if (text !== '') {
        const problem = notesProblem(text, holdsSecret);
        if (problem)
            throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT */ .b.notes, problem);
        return { from: 'release-notes', byLocale: {}, fallback: text };
    }
    return dir === '' ? undefined : readNotesDir(inputs, dir, holdsSecret);
}
/** What keeps a text from being release notes, said after the input or 'which'; undefined when nothing does. */
function notesProblem(text, holdsSecret) {
    if (text.includes('\0'))
        return 'holds a NUL character, which no text holds.';
    if (LONE_SURROGATE.test(text))
        return 'is not valid Unicode text (it holds a lone surrogate).';
    const characters = [...text].length;
    if (characters > MAX_NOTES) {
        return `has ${characters} characters: release notes are at most ${MAX_NOTES} (a limit of this action; shorten them).`;
    }
    if (holdsSecret(text))
        return 'holds the client secret: release notes are public. Remove it, and rotate the secret.';
    return undefined;
}
/** The file's bytes, or undefined when it has more than `limit`: the rest is never read. */
function readCapped(path, limit) {
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, 'r');
    try {
        const buffer = Buffer.alloc(limit + 1);
        let length = 0;
        for (let n = -1; n !== 0 && length < buffer.length; length += n) {
            n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, length, buffer.length - length, null);
        }
        return length > limit ? undefined : buffer.subarray(0, length);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** The folder and each file are read where they really are: in the workspace (step/inputs.ts readable). */
function readNotesDir(inputs, given, holdsSecret) {
    const input = _edit_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT */ .b.notesDir;
    const named = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(inputs.cwd, given);
    if (!(0,_step_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .statOrUndefined */ .md)(named)?.isDirectory())
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(input, `names no folder: '${given}'.`);
    const dir = inputs.readable(input, named, given);
    const notes = { from: given, byLocale: {} };
    for (const name of (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir).sort()) {
        if (!/\.txt$/i.test(name))
            continue;
        const locale = name.toLowerCase() === 'default.txt' ? undefined : LOCALE_FILE.exec(name)?.[1];
        if (locale === undefined && name.toLowerCase() !== 'default.txt') {
            throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(input, `holds '${name}', which is neither <locale>.txt (en-US.txt, de-DE.txt) nor default.txt.`);
        }
        const link = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(named, name);
        if (!(0,_step_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .statOrUndefined */ .md)(link)?.isFile())
            throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(input, `holds '${name}', which is not a regular file.`);
        const path = inputs.readable(input, link, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(given, name));
        const bytes = readCapped(path, MAX_NOTES_BYTES);
        if (!bytes) {
            throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(input, `holds '${name}', which is over ${MAX_NOTES_BYTES / 1024} KiB: release notes are at most ${MAX_NOTES} characters.`);
        }
        let text;
        try {
            text = (0,_appstore_json_js__WEBPACK_IMPORTED_MODULE_5__/* .withoutBom */ .vA)(new TextDecoder('utf-8', { fatal: true }).decode(bytes)).trimEnd();
        }
        catch {
            throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(input, `holds '${name}', which is not UTF-8 text: save it as UTF-8.`);
        }
        if (text.trim() === '')
            throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(input, `holds '${name}', which is empty.`);
        const problem = notesProblem(text, holdsSecret);
        if (problem)
            throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(input, `holds '${name}', which ${problem}`);
        if (locale === undefined)
            notes.fallback = text;
        else if (notes.byLocale[locale.toLowerCase()]) {
            throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(input, `holds notes for ${locale} twice, in letters of different case.`);
        }
        else
            notes.byLocale[locale.toLowerCase()] = { locale, text };
    }
    if (notes.fallback === undefined && Object.keys(notes.byLocale).length === 0) {
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(input, `holds no <locale>.txt (en-US.txt) and no default.txt: '${given}'.`);
    }
    return notes;
}
/** The notes for a locale of the listing; undefined when there are none for it. */
function notesFor(notes, locale) {
    return notes.byLocale[locale.toLowerCase()]?.text ?? notes.fallback;
}
/** The locales that have a file but no listing in the edit. */
function unusedLocales(notes, locales) {
    const listed = new Set(locales.map((locale) => locale.toLowerCase()));
    return Object.entries(notes.byLocale)
        .filter(([key]) => !listed.has(key))
        .map(([, { locale }]) => locale);
}


/***/ }),

/***/ 5351:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mc: () => (/* binding */ entriesOf),
/* harmony export */   nx: () => (/* binding */ inside),
/* harmony export */   yR: () => (/* binding */ readText)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _appstore_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2548);
/**
 * How the listing folder is walked: every problem is collected (not thrown at the first), every
 * name Amazon has no place for is left out with its reason, and nothing outside the workspace is
 * read. A symbolic link is followed only when it leads to a place inside the workspace (a folder
 * link to a folder above it is left out: it would loop); one that leads out is a problem, so that
 * no file of the runner (a secret, say) can be published in a listing. Text files must be valid
 * UTF-8 without NUL bytes, at most `maxTextBytes`; a byte order mark is dropped, CRLF becomes LF
 * and trailing white space goes.
 */



const inside = (path, root) => {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, path);
    return rel === '' || (!rel.startsWith('..') && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel));
};
/**
 * The entries of a folder inside the listing folder, by name (code point order); hidden ones (a
 * leading dot: .DS_Store, .gitkeep, the image record) skipped; anything but a regular file or a
 * folder left out.
 */
function entriesOf(reading, folder, path) {
    const entries = [];
    const names = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(path).filter((name) => !name.startsWith('.'));
    for (const name of names.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) {
        const shown = folder === '' ? name : `${folder}/${name}`;
        let target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(path, name);
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(target).isSymbolicLink()) {
            try {
                target = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(target);
            }
            catch {
                reading.leftOut.push({ name: shown, why: 'a symbolic link that leads nowhere' });
                continue;
            }
            if (!inside(target, reading.within)) {
                reading.problems.push(`${shown} is a symbolic link that leads out of the workspace: only files in the workspace are read. Copy the file in.`);
                continue;
            }
            if (inside((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(path), target)) {
                reading.leftOut.push({ name: shown, why: 'a symbolic link to a folder above it (it would loop)' });
                continue;
            }
        }
        const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(target);
        if (stats.isFile() || stats.isDirectory())
            entries.push({ name, shown, path: target, dir: stats.isDirectory() });
        else
            reading.leftOut.push({ name: shown, why: 'neither a regular file nor a folder' });
    }
    return entries;
}
const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
/** A text file's text, checked (size, NUL, UTF-8, the client secret); undefined after a problem. */
function readText(reading, entry) {
    const size = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(entry.path).size;
    if (size > reading.maxTextBytes) {
        reading.problems.push(`${entry.shown} is ${size} bytes, more than the ${reading.maxTextBytes} a text file may have here.`);
        return undefined;
    }
    const bytes = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(entry.path);
    if (bytes.includes(0)) {
        reading.problems.push(`${entry.shown} has a NUL byte: is it a text file?`);
        return undefined;
    }
    let text;
    try {
        text = UTF8.decode(bytes);
    }
    catch {
        reading.problems.push(`${entry.shown} is not valid UTF-8: save it as UTF-8.`);
        return undefined;
    }
    text = (0,_appstore_json_js__WEBPACK_IMPORTED_MODULE_2__/* .withoutBom */ .vA)(text).replace(/\r\n?/g, '\n').trimEnd();
    if (reading.holdsSecret(text)) {
        reading.problems.push(`${entry.shown} holds the client secret: a listing is public. Remove it, and rotate the secret.`);
        return undefined;
    }
    return text;
}


/***/ })

};
