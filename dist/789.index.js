export const id = 789;
export const ids = [789];
export const modules = {

/***/ 8690:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F9: () => (/* binding */ ApiFailure)
/* harmony export */ });
/* unused harmony exports parseApiError, apiErrorText */
/* harmony import */ var _net_retry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3742);
/* harmony import */ var _net_url_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2897);
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(656);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6183);
/* harmony import */ var _scopes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7144);





const MAX_ERRORS = 20;
const MAX_TEXT = 300;
/** undefined when the body is not an error object of the API. */
function parseApiError(text) {
    const answer = (0,_json_js__WEBPACK_IMPORTED_MODULE_3__/* .jsonObject */ .o$)((0,_json_js__WEBPACK_IMPORTED_MODULE_3__/* .parseJson */ .qF)(text));
    if (!answer)
        return undefined;
    const body = (0,_json_js__WEBPACK_IMPORTED_MODULE_3__/* .jsonObject */ .o$)(answer.error) ?? answer;
    // A code in words beside a message (`code`, or Google's `status` beside a number `code`) is its code.
    const named = typeof body.message === 'string'
        ? [body.code, body.status].find((value) => typeof value === 'string' && /^[A-Z][A-Z_]*$/.test(value))
        : undefined;
    const message = named ? '' : oneLine(body.message ?? body.Message);
    const errors = (Array.isArray(body.errors) ? body.errors : [])
        .map((item) => {
        const entry = (0,_json_js__WEBPACK_IMPORTED_MODULE_3__/* .jsonObject */ .o$)(item) ?? {};
        return { code: oneLine(entry.errorCode), message: oneLine(entry.errorMessage) };
    })
        .filter((error) => error.code !== '' || error.message !== '');
    // The other shape the API answers in: `{httpCode, errorCode, errorMessage}`, no errors list.
    const single = named
        ? { code: oneLine(named), message: oneLine(body.message) }
        : { code: oneLine(body.errorCode), message: oneLine(body.errorMessage) };
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
    /** The error codes of the body: errors[].errorCode, a top-level errorCode, or a word code beside a message. */
    codes;
    text;
    /** A fresh token was refused too: the credentials, not this call, are the matter. */
    tokenRefused;
    /**
     * The class of the call refused (src/appstore/calls.ts), from its request: with a transient status,
     * a 'once' call was not repeated.
     */
    callClass;
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
        this.tokenRefused = result.refusedAfterRenewal === true;
        this.callClass = request.callClass;
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

/***/ 8352:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   aZ: () => (/* binding */ REPORTS_PATH),
/* harmony export */   dH: () => (/* binding */ formatPeriod),
/* harmony export */   eG: () => (/* binding */ reportPath)
/* harmony export */ });
/**
 * Where the Reporting API keeps its reports: `/download/report/{type}/{YYYY}/{MM}` for a month,
 * `/download/report/{type}/{YYYY}` for a yearly report. Kept apart from the client (index.ts) so
 * that the step's inputs can place the reports' URL without loading the client.
 */
/** The reports' resource under the API's base URL: the client builds each report's path under it. */
const REPORTS_PATH = '/download/report';
/** 'YYYY-MM', or 'YYYY' for a yearly report. */
function formatPeriod(period) {
    return period.month === undefined ? String(period.year) : `${period.year}-${twoDigits(period.month)}`;
}
/** A report's path under the reports' resource: `/{type}/{YYYY}/{MM}`, or `/{type}/{YYYY}` for a year. */
function reportPath(type, period) {
    const month = period.month === undefined ? '' : `/${twoDigits(period.month)}`;
    return `/${encodeURIComponent(type)}/${period.year}${month}`;
}
function twoDigits(n) {
    return String(n).padStart(2, '0');
}


/***/ }),

/***/ 1441:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SC: () => (/* binding */ parseReportPeriods),
/* harmony export */   XE: () => (/* binding */ parseReportTypes),
/* harmony export */   hE: () => (/* binding */ unknownTypeNote),
/* harmony export */   hk: () => (/* binding */ MAX_REPORTS)
/* harmony export */ });
/* unused harmony exports parseReportPeriod, previousMonth, REPORT_TYPES, parseReportType */
/* harmony import */ var _appstore_reporting_paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8352);
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(656);
/* harmony import */ var _step_typos_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6952);
/**
 * Which reports to download and for which months: the `types` and `period` inputs. A step takes
 * several types and a range of months (the syntax of the reusable workflow), or a year for the
 * yearly reports.
 */



/** At most this many downloads in one step (types × months), as the reusable workflow allows. */
const MAX_REPORTS = 256;
/** A month as YYYY-MM, up to the current one (UTC): a later month can have no report yet. */
function parseReportPeriod(text, nowMs) {
    const match = /^(2\d{3})-(0[1-9]|1[0-2])$/.exec(text);
    if (!match)
        throw periodError(text);
    const period = { year: Number(match[1]), month: Number(match[2]) };
    const now = new Date(nowMs);
    const current = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
    if (period.year * 12 + period.month > current.year * 12 + current.month) {
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('period', `is ${text}, after the current month (${(0,_appstore_reporting_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .formatPeriod */ .dH)(current)}): reports exist only for months that have begun.`);
    }
    return period;
}
/** The calendar month before the one `nowMs` falls in, in UTC: reports are published for whole UTC months. */
function previousMonth(nowMs) {
    const now = new Date(nowMs);
    if (Number.isNaN(now.getTime()))
        throw new RangeError(`Not a valid time: ${nowMs}`);
    const year = now.getUTCFullYear();
    const month = now.getUTCMonth(); // 0-based, so it already is the previous month counted from 1
    return month === 0 ? { year: year - 1, month: 12 } : { year, month };
}
/**
 * The `period` input: empty (the previous calendar month, UTC), a month `YYYY-MM`, a range
 * of months `YYYY-MM..YYYY-MM` (both included, spaces allowed around '..'), or a year `YYYY` for
 * the yearly report. `label` is the period as the `period` output gives it back.
 */
function parseReportPeriods(text, nowMs) {
    if (text === '') {
        const month = previousMonth(nowMs);
        return { periods: [month], label: (0,_appstore_reporting_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .formatPeriod */ .dH)(month) };
    }
    if (/^\d{4}$/.test(text)) {
        const year = Number(text);
        const current = new Date(nowMs).getUTCFullYear();
        if (year < 2000 || year > current) {
            throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('period', `is the year ${text}; a year from 2000 to ${current} is expected.`);
        }
        return { periods: [{ year }], label: text };
    }
    const range = /^(\S+)\s*\.\.\s*(\S+)$/.exec(text);
    if (!range)
        return { periods: [parseReportPeriod(text, nowMs)], label: text };
    const [first, last] = [range[1], range[2]].map((end) => parseRangeEnd(end, text, nowMs));
    const [from, to] = [index(first), index(last)];
    if (from > to)
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('period', `is the range '${text}', which ends before it starts.`);
    const periods = [];
    for (let i = from; i <= to; i++)
        periods.push({ year: Math.floor(i / 12), month: (i % 12) + 1 });
    return { periods, label: `${(0,_appstore_reporting_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .formatPeriod */ .dH)(first)}..${(0,_appstore_reporting_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .formatPeriod */ .dH)(last)}` };
}
function parseRangeEnd(end, text, nowMs) {
    if (!/^\d{4}-\d{2}$/.test(end))
        throw periodError(text);
    return parseReportPeriod(end, nowMs);
}
function periodError(text) {
    return new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('period', 'must be a month as YYYY-MM (year 2000 to 2999, month 01 to 12) such as 2026-01, a range of months ' +
        `such as 2026-01..2026-06, or a year such as 2025, got '${text}'.`);
}
const index = (period) => period.year * 12 + period.month - 1;
/**
 * The `types` input: one or more types, separated by commas, spaces or new lines (a JSON list
 * such as `["sales", "earnings"]` reads the same), each checked, duplicates dropped.
 */
function parseReportTypes(text) {
    const words = text
        .replace(/[[\]"]/g, ' ')
        .split(/[\s,]+/)
        .filter((word) => word !== '');
    if (words.length === 0)
        parseReportType(text);
    return [...new Set(words.map(parseReportType))];
}
/** The report types named in Amazon's docs and seen answered (the API may know others). */
const REPORT_TYPES = ['sales', 'earnings', 'subscription', 'subscriptions_overview'];
/** For an API's refusal of a type this action does not know: the known ones, and the likely typo; '' for a known type. */
function unknownTypeNote(type) {
    if (REPORT_TYPES.includes(type))
        return '';
    const typo = (0,_step_typos_js__WEBPACK_IMPORTED_MODULE_2__/* .closest */ .k)(type, REPORT_TYPES);
    return (` ('${type}' is not a report type this action knows: ${REPORT_TYPES.join(', ')}` +
        `${typo ? `; did you mean '${typo}'?` : ''})`);
}
function parseReportType(text) {
    if (!/^[a-z][a-z0-9_-]*$/.test(text)) {
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('types', "must be a lowercase report name such as 'sales', 'earnings' or 'subscription' " +
            `(a letter, then letters, digits, '-' or '_'), got '${text}'.`);
    }
    return text;
}


/***/ }),

/***/ 3789:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runReport: () => (/* binding */ runReport)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/appstore/errors.ts
var errors = __webpack_require__(8690);
// EXTERNAL MODULE: ./src/net/exchange.ts + 2 modules
var exchange = __webpack_require__(5572);
// EXTERNAL MODULE: ./src/net/retry.ts
var retry = __webpack_require__(3742);
// EXTERNAL MODULE: ./src/net/url.ts
var net_url = __webpack_require__(2897);
// EXTERNAL MODULE: ./src/step/errors.ts
var step_errors = __webpack_require__(656);
// EXTERNAL MODULE: ./src/appstore/calls.ts
var calls = __webpack_require__(4804);
// EXTERNAL MODULE: ./src/appstore/json.ts
var json = __webpack_require__(6183);
;// CONCATENATED MODULE: ./src/appstore/reporting/pace.ts
/**
 * At most 3 requests to the Reporting API in any second (the limit reported for it), counted over
 * a window a little longer than a second, so that the jitter of the network cannot bring 4 into
 * one second of the server's.
 */
const REPORTING_RATE = { requests: 3, windowMs: 1050 };
/** A sliding window: `take()` resolves when a request may be sent; callers are served in order. */
class RateLimiter {
    clock;
    requests;
    windowMs;
    /** When the last `requests` requests went, oldest first. */
    sent = [];
    queue = Promise.resolve();
    constructor(clock, requests = REPORTING_RATE.requests, windowMs = REPORTING_RATE.windowMs) {
        this.clock = clock;
        this.requests = requests;
        this.windowMs = windowMs;
    }
    take() {
        const turn = this.queue.then(async () => {
            if (this.sent.length >= this.requests) {
                const waitMs = this.sent[0] + this.windowMs - this.clock.now();
                if (waitMs > 0)
                    await this.clock.sleep(waitMs);
                this.sent.shift();
            }
            this.sent.push(this.clock.now());
        });
        this.queue = turn;
        return turn;
    }
}

// EXTERNAL MODULE: ./src/appstore/reporting/paths.ts
var reporting_paths = __webpack_require__(8352);
;// CONCATENATED MODULE: ./src/appstore/reporting/index.ts
/**
 * The Reporting API client. For each report the API answers a pre-signed link on another host,
 * which is fetched without the bearer token (the storage host refuses a second authentication).
 * The link is a credential: it is masked before anything could print it, and messages name it by
 * a label, never by its URL. Every request for a link keeps the API's pace (pace.ts), whatever
 * number of reports are asked for at once: the client owns the one window of the run.
 */









/** How messages name a pre-signed link, which is never printed. */
const LINK_LABEL = '<pre-signed report link>';
/** The calls under `<api-base-url>/download/report`. */
class ReportingApi {
    session;
    reportsUrl;
    deps;
    limiter;
    constructor(session, reportsUrl, deps) {
        this.session = session;
        this.reportsUrl = reportsUrl;
        this.deps = deps;
        this.limiter = new RateLimiter(deps.clock);
    }
    /**
     * The pre-signed link to the report of `type` for `period`; undefined when the API has no such
     * report (404, or a 4xx saying 'Report not found': a month without data yet). Any other refusal is
     * an ApiFailure.
     */
    async link(type, period) {
        const { method, callClass } = (0,calls/* callOf */.C8)('reports.link');
        const url = (0,net_url/* joinUnder */.R)(this.reportsUrl, (0,reporting_paths/* reportPath */.eG)(type, period));
        if (!url)
            throw new step_errors/* Failure */.HR(`${method} of the ${type} report would leave the reports' resource: refused.`);
        // A redirect is not followed here: its target would be the pre-signed link, fetched only by download().
        const request = { method, callClass, url, headers: {}, followRedirects: false };
        const result = await this.session.exchange({ ...request, pace: () => this.limiter.take() });
        if (result.status === 404 ||
            (result.status >= 400 && result.status < 500 && /Report not found/i.test(result.text))) {
            return undefined;
        }
        const link = downloadLink(result, url, this.deps.mask);
        if (!link)
            throw new errors/* ApiFailure */.F9(request, result);
        return { type, period, url: link };
    }
    /** The report behind its pre-signed link, written to `file`; a Failure saying why when the storage host refuses. */
    async download(link, file) {
        const fetched = await this.session.exchangeWithoutToken({
            ...(0,calls/* callOf */.C8)('reports.file'),
            url: link.url,
            label: LINK_LABEL,
            headers: {},
            outputFile: file,
            textLimit: 64 * 1024
        });
        if (fetched.file)
            return;
        throw new step_errors/* Failure */.HR([
            `Downloading the ${link.type} report for ${(0,reporting_paths/* formatPeriod */.dH)(link.period)} from its ${LINK_LABEL} ` +
                `failed${(0,retry/* afterAttempts */.ln)(fetched.attempts)}: HTTP ${fetched.status}`,
            storageError(fetched.text),
            '. The link is valid for minutes: run the step again.'
        ]);
    }
}
/**
 * S3's error body, as ' AccessDenied: Request has expired': its `<Code>` and `<Message>`, which say
 * why. The body also echoes parts of the link (the signature, the key id, the string signed), so
 * it goes in whole as a Quote: redacted before anything is picked out of it and cut.
 */
function storageError(body) {
    return new step_errors/* Quote */.Pk(body, (text) => {
        const field = (name) => new RegExp(`<${name}>([^<]{1,300})</${name}>`).exec(text)?.[1].replace(/\s+/g, ' ').trim() ?? '';
        const [code, message] = [field('Code').slice(0, 100), field('Message').slice(0, 200)];
        return `${code ? ` ${code}` : ''}${message ? `${code ? ':' : ''} ${message.replace(/\.$/, '')}` : ''}`;
    });
}
/**
 * The pre-signed link, in every shape the Reporting API has been seen to answer it: plain text
 * (perhaps in quotes, as a JSON string), a JSON object with `downloadUrl` or `url`, or a redirect
 * to it. The link and its parts are registered as secrets before anything could print them.
 * undefined when the answer is an error of the API itself.
 */
function downloadLink(result, from, mask) {
    let text;
    let base;
    if (REDIRECT.test(String(result.status)) && typeof result.headers.location === 'string') {
        // A Location may be relative to the URL that answered it; a body must hold a whole URL.
        text = result.headers.location;
        base = from.href;
    }
    else if ((0,exchange/* isSuccess */.oJ)(result.status)) {
        text = linkInBody(result.text);
    }
    else
        return undefined;
    mask(text);
    const url = URL.parse(text, base);
    if (!url) {
        throw new step_errors/* Failure */.HR(`The Reporting API answered HTTP ${result.status} without a download link (${result.bytes} bytes, not shown): ` +
            'expected a pre-signed https link.');
    }
    // The host too: an error of the network (a name that does not resolve) would name it. Not the
    // path, which a report's file name may repeat; short parts, which would garble the whole log.
    for (const part of [url.href, url.search.slice(1), url.host, ...url.searchParams.values()]) {
        if (part.length >= 8)
            mask(part);
    }
    if (!(0,net_url/* isSecureTransport */.Zc)(url)) {
        throw new step_errors/* Failure */.HR(`The Reporting API answered a ${LINK_LABEL} that is not https (${url.protocol}); it was not fetched.`);
    }
    return url;
}
const REDIRECT = /^30[12378]$/;
function linkInBody(body) {
    const text = (0,json/* withoutBom */.vA)(body).trim();
    if (!text.startsWith('"') && !text.startsWith('{'))
        return text;
    const value = (0,json/* parseJson */.qF)(text);
    if (typeof value === 'string')
        return value.trim();
    const fields = (0,json/* jsonObject */.o$)(value);
    const link = fields?.downloadUrl ?? fields?.url;
    // Not JSON after all, or no link in it: taken as it is.
    return typeof link === 'string' ? link.trim() : text;
}

// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(6466);
// EXTERNAL MODULE: ../../main/node_modules/yauzl/index.js
var yauzl = __webpack_require__(9949);
;// CONCATENATED MODULE: ./src/capabilities/report/entry-names.ts
/**
 * Which names of a report archive's entries are extracted: the same rules on every OS. A name that
 * Windows would write elsewhere than it says (a ':' stream, a device, a trailing dot or space) or
 * that NTFS and APFS would take for an earlier entry's (another case) is refused on Linux too, so
 * that an archive gives the same files, or the same refusal, on every runner a workflow moves to.
 */
/** The names Windows keeps for devices, in any case, with or without an extension (`AUX.csv`). */
const DEVICES = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$)$/i;
/** Characters no Windows file name holds (':' has its own reason). */
const NOT_IN_WINDOWS_NAMES = /[<>"|?*]/;
/** Why an entry name (with '/' separators) is unsafe to extract, if it is. */
function nameProblem(name) {
    if (name.includes('\0'))
        return 'its name holds a NUL character';
    // A newline would split files (one path a line) and could forge a workflow command.
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
    if (/[\x01-\x1f\x7f\x80-\x9f\u2028\u2029]/.test(name))
        return 'its name holds a control character';
    if (name.startsWith('/'))
        return 'it is an absolute path';
    if (/^[a-zA-Z]:/.test(name))
        return 'it starts with a drive letter';
    const segments = name.split('/');
    if (segments.includes('..'))
        return "it climbs out of the destination folder with '..'";
    for (const segment of segments.filter((segment) => segment !== '' && segment !== '.')) {
        const problem = segmentProblem(segment);
        if (problem)
            return problem;
    }
    return undefined;
}
function segmentProblem(segment) {
    if (segment.includes(':'))
        return "its name holds ':', which on Windows names an alternate data stream of a file";
    const character = NOT_IN_WINDOWS_NAMES.exec(segment)?.[0];
    if (character)
        return `its name holds '${character}', which Windows does not allow in a file name`;
    if (/[. ]$/.test(segment)) {
        return `${shown(segment)} ends with a dot or a space, which Windows drops (it would write another name)`;
    }
    const device = segment.split('.')[0].trimEnd();
    if (DEVICES.test(device)) {
        return (`${shown(segment)} is the device ${device.toUpperCase()} on Windows ` +
            '(CON, PRN, AUX, NUL, COM0-9 and LPT0-9 are devices, with any extension)');
    }
    return undefined;
}
/**
 * The names extracted so far, as a file system whose names ignore case (NTFS, APFS; APFS ignores
 * the Unicode normalization too) compares them: a later entry that differs from an earlier one
 * only so would overwrite it there, or go into its folder.
 */
class CaseFolds {
    seen = new Map();
    /** Why `name` is one of an earlier entry's names on such a file system; it and its folders are kept otherwise. */
    clash(name) {
        const segments = name.split('/').filter((segment) => segment !== '' && segment !== '.');
        for (let count = 1; count <= segments.length; count++) {
            const spelled = segments.slice(0, count).join('/');
            const key = spelled.normalize('NFC').toLowerCase();
            const earlier = this.seen.get(key);
            if (!earlier)
                this.seen.set(key, { spelled, entry: name });
            else if (earlier.spelled !== spelled) {
                return (`${shown(spelled)} differs only in case from ${shown(earlier.spelled)} of entry ${shown(earlier.entry)}: ` +
                    'Windows and macOS take them for one name');
            }
        }
        return undefined;
    }
}
/** An entry name for a message: quoted, control characters escaped (a newline could forge a log command). */
function shown(name) {
    const visible = name.replace(
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is escaped here
    /[\u0000-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    return `'${visible.length > 200 ? `${visible.slice(0, 200)}…` : visible}'`;
}

;// CONCATENATED MODULE: ./src/capabilities/report/extract.ts
/**
 * Unpacks a downloaded report archive into a folder. Each entry is streamed to disk, and anything that
 * could write outside the folder, replace a file, or fill the disk is refused with the entry named, as
 * is a name that some runner's OS would write otherwise than it says (entry-names.ts).
 */







const DEFAULT_MAX_TOTAL_BYTES = 2 * 1024 ** 3;
const DEFAULT_MAX_ENTRIES = 10_000;
/** Extracts every file of the zip at `zipPath` into `destDir`; returns their absolute paths, in archive order. */
async function extractZip(zipPath, destDir, limits = {}) {
    const maxTotalBytes = limits.maxTotalBytes ?? DEFAULT_MAX_TOTAL_BYTES;
    const maxEntries = limits.maxEntries ?? DEFAULT_MAX_ENTRIES;
    const zipfile = await openZip(zipPath);
    const close = closer(zipfile);
    try {
        if (zipfile.entryCount > maxEntries) {
            throw new step_errors/* Failure */.HR(`The archive '${zipPath}' holds ${zipfile.entryCount} entries, more than the ${maxEntries} allowed.`);
        }
        await (0,promises_.mkdir)(destDir, { recursive: true });
        const shownRoot = external_node_path_default().resolve(destDir);
        const root = await (0,promises_.realpath)(destDir);
        const countBytes = byteCounter(zipPath, maxTotalBytes);
        const written = [];
        const folds = new CaseFolds();
        for await (const entry of entriesOf(zipfile, zipPath)) {
            const name = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, true);
            const entryLabel = `entry ${shown(name)} in '${zipPath}'`;
            // Backslashes are not separators in a zip, but some Windows tools write them, and Windows would obey them.
            const normalized = name.replace(/\\/g, '/');
            const problem = nameProblem(normalized) ?? typeProblem(entry) ?? folds.clash(normalized);
            if (problem)
                throw refused(entryLabel, problem);
            // Folders are made as the files in them need them.
            if (normalized.endsWith('/'))
                continue;
            const file = external_node_path_default().resolve(root, normalized);
            const relative = external_node_path_default().relative(root, file);
            // The name checks should leave nothing for this to catch but a name for the folder itself ('.', '');
            // it checks the path that is actually opened, in case they ever miss a case.
            if (relative === '' || relative.split((external_node_path_default()).sep)[0] === '..' || external_node_path_default().isAbsolute(relative)) {
                throw refused(entryLabel, 'it does not name a file inside the destination folder');
            }
            if (!entry.canDecodeFileData()) {
                throw refused(entryLabel, entry.isEncrypted()
                    ? 'it is encrypted'
                    : `it uses compression method ${entry.compressionMethod}; ` +
                        'only stored (0) and deflated (8) entries can be read');
            }
            await makeFolders(root, external_node_path_default().dirname(relative), entryLabel);
            await writeEntry(zipfile, entry, file, countBytes(name), entryLabel);
            written.push(external_node_path_default().join(shownRoot, relative));
        }
        return written;
    }
    finally {
        await close();
    }
}
async function openZip(zipPath) {
    try {
        // decodeStrings off: with it on, yauzl refuses an unsafe name by failing the whole archive, in words that only
        // their wording tells apart from corruption. The name is instead decoded with yauzl's own function (which
        // also reads the Info-ZIP Unicode Path field) and checked in extractZip, with a message of its own.
        return await yauzl.openPromise(zipPath, { autoClose: false, decodeStrings: false, validateEntrySizes: true });
    }
    catch (error) {
        if (hasCode(error))
            throw new step_errors/* Failure */.HR(`Could not open the download '${zipPath}': ${(0,step_errors/* messageOf */.bD)(error)}`);
        throw new step_errors/* Failure */.HR(`The download '${zipPath}' is not a zip archive (or is cut short): ${(0,step_errors/* messageOf */.bD)(error)}`);
    }
}
/**
 * Closes the archive and waits until yauzl lets go of its file descriptor, which it does once every read
 * stream is done with it, so the caller can delete the zip (Windows refuses an open file) and the process can exit.
 */
function closer(zipfile) {
    let closing = false;
    const closed = new Promise((resolve) => {
        zipfile.once('close', () => resolve());
        // Once reading is over, yauzl's only error is a failure to close the descriptor: nothing is lost by it.
        zipfile.on('error', () => {
            if (closing)
                resolve();
        });
    });
    return () => {
        closing = true;
        zipfile.close();
        return closed;
    };
}
async function* entriesOf(zipfile, zipPath) {
    try {
        yield* zipfile.eachEntry();
    }
    catch (error) {
        throw new step_errors/* Failure */.HR(`The download '${zipPath}' is a damaged zip archive: ${(0,step_errors/* messageOf */.bD)(error)}`);
    }
}
const UNIX_HOST = 3;
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;
/** Only plain files and folders are extracted. The file type is known only when a Unix tool made the entry. */
function typeProblem(entry) {
    if (entry.versionMadeBy >> 8 !== UNIX_HOST)
        return undefined;
    const type = (entry.externalFileAttributes >>> 16) & S_IFMT;
    if (type === S_IFLNK)
        return 'it is a symbolic link, and links are not extracted';
    if (type !== 0 && type !== S_IFREG && type !== S_IFDIR) {
        return `it is a special file (type 0o${type.toString(8)}), not a plain file or folder`;
    }
    return undefined;
}
/**
 * Makes the folders of `relativeDir` under `root` one by one, and refuses to go through anything already there
 * that is not a real folder: a symbolic link planted in the destination would otherwise lead outside it.
 */
async function makeFolders(root, relativeDir, entryLabel) {
    if (relativeDir === '.')
        return;
    let dir = root;
    for (const segment of relativeDir.split((external_node_path_default()).sep)) {
        dir = external_node_path_default().join(dir, segment);
        try {
            await (0,promises_.mkdir)(dir);
        }
        catch (error) {
            if (!hasCode(error, 'EEXIST')) {
                throw new step_errors/* Failure */.HR(`Could not create the folder '${dir}' for ${entryLabel}: ${(0,step_errors/* messageOf */.bD)(error)}`);
            }
        }
        if (!(await (0,promises_.lstat)(dir)).isDirectory()) {
            throw refused(entryLabel, `'${dir}' is in the way: it is a file or a symbolic link, not a folder`);
        }
    }
}
async function writeEntry(zipfile, entry, file, countBytes, entryLabel) {
    const handle = await createFile(file, entryLabel);
    try {
        const source = await zipfile.openReadStreamPromise(entry);
        await (0,external_node_stream_promises_.pipeline)(source, countBytes, handle.createWriteStream());
    }
    catch (error) {
        await handle.close();
        // A cut-off file must not pass for a whole report in a later step.
        await (0,promises_.rm)(file, { force: true });
        if (error instanceof step_errors/* Failure */.HR)
            throw error;
        throw new step_errors/* Failure */.HR(`Could not extract ${entryLabel} to '${file}': ${(0,step_errors/* messageOf */.bD)(error)}`);
    }
}
/**
 * 'wx' is O_CREAT | O_EXCL: it opens nothing that already exists, a symbolic link included (even a dangling one),
 * so an entry can neither write through a link nor replace a file, including an earlier entry of the same name.
 * O_NOFOLLOW would stop only a link, would still truncate an existing file, and does not exist on Windows.
 */
async function createFile(file, entryLabel) {
    try {
        return await (0,promises_.open)(file, 'wx', 0o644);
    }
    catch (error) {
        if (hasCode(error, 'EEXIST')) {
            throw refused(entryLabel, `'${file}' already exists (the archive names it twice, or the folder was not empty)`);
        }
        throw new step_errors/* Failure */.HR(`Could not create '${file}' for ${entryLabel}: ${(0,step_errors/* messageOf */.bD)(error)}`);
    }
}
/** One meter per entry, all drawing on the same total, so the limit holds whatever the headers say. */
function byteCounter(zipPath, maxTotalBytes) {
    let total = 0;
    return (name) => new external_node_stream_.Transform({
        transform(chunk, _encoding, callback) {
            total += chunk.length;
            if (total > maxTotalBytes) {
                callback(new step_errors/* Failure */.HR(`The archive '${zipPath}' unpacks to more than ${maxTotalBytes} bytes, the limit; ` +
                    `extraction stopped in entry ${shown(name)}.`));
            }
            else {
                callback(null, chunk);
            }
        }
    });
}
function refused(entryLabel, reason) {
    return new step_errors/* Failure */.HR(`Refused ${entryLabel}: ${reason}.`);
}
function hasCode(error, code) {
    const actual = error?.code;
    return typeof actual === 'string' && (code === undefined || actual === code);
}

// EXTERNAL MODULE: ./src/capabilities/report/period.ts
var period = __webpack_require__(1441);
;// CONCATENATED MODULE: ./src/capabilities/report/pool.ts
/**
 * How several reports of one step are downloaded: at most `parallel` at once (the `parallel`
 * input), the Reporting API's own pace kept by its client (appstore/reporting/pace.ts).
 */
/**
 * Runs `work` on every item, at most `parallel` at a time, in the items' order; once `stop()` says
 * so (after a failure), no further item is started. Resolves when every started item is done,
 * with each item's result or error (undefined for an item never started).
 */
async function eachInPool(items, parallel, work, stop = () => false) {
    const results = items.map(() => undefined);
    let next = 0;
    const worker = async () => {
        while (next < items.length && !stop()) {
            const index = next++;
            try {
                results[index] = { ok: true, value: await work(items[index]) };
            }
            catch (error) {
                results[index] = { ok: false, error };
            }
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(parallel, items.length)) }, worker));
    return results;
}

;// CONCATENATED MODULE: ./src/capabilities/report/run.ts
/**
 * Reporting API downloads: for each report, its pre-signed link and then the report itself, by the
 * Reporting API client (appstore/reporting/), unpacked here. Several reports share the run's one
 * token and client, and go `parallel` at a time (pool.ts) at the pace the client keeps.
 */









async function runReport(read, context) {
    const api = new ReportingApi(context.session, read.reportsUrl, { clock: context.clock, mask: context.mask });
    let failed = false;
    const settled = await eachInPool(read.reports, read.parallel, async (target) => {
        try {
            return await download(target, read, api, context);
        }
        catch (error) {
            // The reports in flight finish; no more are started: a failure is most often one they would all meet.
            failed = true;
            throw error;
        }
    }, () => failed);
    const results = settled.map((outcome, index) => {
        const target = read.reports[index];
        if (!outcome)
            return { target, status: 'skipped', file: '', files: [] };
        if (!outcome.ok)
            return { target, status: 'failed', file: '', files: [] };
        return outcome.value
            ? { target, status: 'found', ...outcome.value }
            : { target, status: 'missing', file: '', files: [] };
    });
    warnMissing(results, context);
    const errors = settled.flatMap((outcome) => (outcome && !outcome.ok ? [outcome.error] : []));
    // Not a Failure is a bug: main() reports it as unexpected, with its stack in the debug log.
    const unexpected = errors.find((error) => !(error instanceof step_errors/* Failure */.HR));
    if (unexpected !== undefined)
        throw unexpected;
    const found = results.filter((result) => result.status === 'found');
    return {
        outputs: {
            found: String(found.length === results.length),
            period: read.periodLabel,
            file: found.map((result) => result.file).join('\n'),
            files: found.flatMap((result) => result.files.map((file) => file.path)).join('\n'),
            manifest: JSON.stringify(results.map(manifestEntry))
        },
        rows: results.length === 1 ? singleRows(results[0]) : results.map(reportRow),
        sections: found.length > 0 ? await pictures(found, context) : [],
        failure: errors.length > 0 ? combined(errors, results) : undefined
    };
}
/** What `manifest` holds for a report. */
function manifestEntry(result) {
    return {
        report: result.target.type,
        period: (0,reporting_paths/* formatPeriod */.dH)(result.target.period),
        found: result.status === 'found',
        status: result.status,
        file: result.file,
        files: result.files
    };
}
const which = (target) => `The ${target.type} report for ${(0,reporting_paths/* formatPeriod */.dH)(target.period)}`;
const named = (result) => `${result.target.type} ${(0,reporting_paths/* formatPeriod */.dH)(result.target.period)}`;
function warnMissing(results, { log }) {
    const missing = results.filter((result) => result.status === 'missing');
    if (missing.length === 0)
        return;
    if (results.length === 1) {
        log.warning(`${which(missing[0].target)} was not found (the Reporting API has no data for that month yet); nothing was downloaded.`);
        return;
    }
    const shown = missing.slice(0, 24).map(named).join(', ');
    log.warning(`${missing.length} of ${results.length} reports were not found (the Reporting API has no data for them yet), ` +
        `which is no failure: ${shown}${missing.length > 24 ? ', …' : ''}.`);
}
/** One report: the rows the step has always shown. */
function singleRows(result) {
    return [
        ['Report', `${result.target.type}, ${(0,reporting_paths/* formatPeriod */.dH)(result.target.period)}`],
        ['Found', result.status === 'found' ? 'yes' : result.status === 'missing' ? 'no' : result.status],
        ...result.files.map((file) => ['File', `${(0,external_node_path_.basename)(file.path)} (${file.bytes} bytes)`])
    ];
}
const STATUS_TEXT = { missing: 'not found (no data yet)', failed: 'failed', skipped: 'not attempted (after a failure)' };
function reportRow(result) {
    const label = `${result.target.type}, ${(0,reporting_paths/* formatPeriod */.dH)(result.target.period)}`;
    if (result.status !== 'found')
        return [label, STATUS_TEXT[result.status]];
    return [label, result.files.map((file) => `${(0,external_node_path_.basename)(file.path)} (${file.bytes} bytes)`).join(', ') || 'empty'];
}
/** The first failure, and what became of the other reports; the chain of causes is the first one's, for its hints. */
function combined(errors, results) {
    const [first] = errors;
    if (results.length === 1)
        return first;
    const count = (status) => results.filter((result) => result.status === status).length;
    const done = count('found') + count('missing');
    const counts = [
        `${done} done`,
        `${count('failed')} failed`,
        ...(count('skipped') ? [`${count('skipped')} not attempted`] : [])
    ];
    return new step_errors/* Failure */.HR([...(0,step_errors/* partsOf */.CI)(first), ` (of ${results.length} reports: ${counts.join(', ')}; see manifest)`], {
        cause: first
    });
}
/** The job summary's tables and charts of the reports' numbers, read from their CSVs: never a failure. */
async function pictures(found, { log }) {
    try {
        return await (await __webpack_require__.e(/* import() */ 221).then(__webpack_require__.bind(__webpack_require__, 9221))).reportPictures(found);
    }
    catch (error) {
        log.debug(new step_errors/* Failure */.HR(['The reports could not be summed up for the job summary: ', ...(0,step_errors/* partsOf */.CI)(error)]));
        return [];
    }
}
/** undefined when the month has no report. */
async function download(target, report, api, { log }) {
    const link = await linkOf(target, api);
    if (!link)
        return undefined;
    const name = `${target.type}-${(0,reporting_paths/* formatPeriod */.dH)(target.period)}`;
    const zip = (0,external_node_path_.join)(report.dir, `${name}.zip`);
    await api.download(link, zip);
    const paths = report.extract ? await extractAfresh(zip, (0,external_node_path_.join)(report.dir, name)) : [zip];
    if (paths.length === 0)
        log.warning(`${which(target)} is an empty archive: it holds no file.`);
    const files = await Promise.all(paths.map(async (path) => ({ path, bytes: (await (0,promises_.stat)(path)).size })));
    log.info(`${which(target)}: ${files.map((file) => `${file.path} (${file.bytes} bytes)`).join(', ')}`);
    const csv = files.find((file) => /\.csv$/i.test(file.path)) ?? files[0];
    return { file: csv?.path ?? '', files };
}
/** The report's link; an API's refusal of a type this action does not know names the known ones. */
async function linkOf(target, api) {
    try {
        return await api.link(target.type, target.period);
    }
    catch (error) {
        const note = error instanceof errors/* ApiFailure */.F9 ? (0,period/* unknownTypeNote */.hE)(target.type) : '';
        throw note ? new step_errors/* Failure */.HR([...(0,step_errors/* partsOf */.CI)(error), note], { cause: error }) : error;
    }
}
/**
 * The folder is the action's own (named after report and month): what an earlier run left there is
 * replaced, so a nightly job on a runner that keeps its workspace does not trip over its last run.
 */
async function extractAfresh(zip, folder) {
    await (0,promises_.rm)(folder, { recursive: true, force: true });
    try {
        return await extractZip(zip, folder);
    }
    catch (error) {
        // Half a report must not pass for a whole one in a later step (an upload with `if: always()`):
        // a report that fails leaves nothing of itself, neither the files written so far nor its zip.
        await (0,promises_.rm)(folder, { recursive: true, force: true });
        await (0,promises_.rm)(zip, { force: true });
        throw error;
    }
}


/***/ })

};
