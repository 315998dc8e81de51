export const id = 396;
export const ids = [396];
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

/***/ 6396:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CSV_NAME: () => (/* binding */ CSV_NAME),
  runVitals: () => (/* binding */ runVitals)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/step/errors.ts
var errors = __webpack_require__(656);
// EXTERNAL MODULE: ./src/net/exchange.ts + 2 modules
var exchange = __webpack_require__(5572);
// EXTERNAL MODULE: ./src/net/url.ts
var net_url = __webpack_require__(2897);
// EXTERNAL MODULE: ./src/appstore/calls.ts
var calls = __webpack_require__(4804);
// EXTERNAL MODULE: ./src/appstore/errors.ts
var appstore_errors = __webpack_require__(8690);
// EXTERNAL MODULE: ./src/appstore/json.ts
var appstore_json = __webpack_require__(6183);
;// CONCATENATED MODULE: ./src/appstore/vitals/index.ts
/**
 * The Vitals API client, under `<api-base-url>/vitals/apps/<package>`. A metric set has a freshness
 * (GET `/{set}`: up to when it has data) and a query (POST `/{set}:query`), answered page after page
 * to the last `nextPageToken`; the top crash and ANR clusters are the query of `issuesMetricSet`.
 * A query is a POST that only reads (src/appstore/calls.ts), so it is sent again as a GET is when
 * its connection fails, and a 429 is waited out for its Retry-After by the exchange. The request
 * copies Google Play's Developer Reporting API field for field.
 *
 * Every answer is returned as it came (VitalsAnswer): the vitals capability reads its rows, and its
 * files keep the answer as the API sent it. A set the API does not know (404) is a value too; any
 * other refusal of a set's call is an ApiFailure. The top clusters never fail a run by their answer:
 * a refusal or a 404 of theirs is a value.
 */






/** The set of the top crash and ANR clusters, which has no freshness of its own. */
const ISSUES_SET = 'issuesMetricSet';
/** Pages followed at most: 100,000 rows a page is the API's most, so this is far beyond any read. */
const MAX_PAGES = 1000;
function answerOf(body) {
    const text = (0,appstore_json/* withoutBom */.vA)(body);
    const json = (0,appstore_json/* parseJson */.qF)(text);
    return json === undefined ? { value: text, kept: JSON.stringify(text) } : { value: json, kept: text };
}
class VitalsApi {
    session;
    appUrl;
    constructor(session, appUrl) {
        this.session = session;
        this.appUrl = appUrl;
    }
    /** The set's freshness: up to when it has data. */
    async freshness(set) {
        const result = await this.setCall('vitals.freshness', set, '');
        return { found: result.status !== 404, answer: answerOf(result.text) };
    }
    /**
     * The pages of a set's query over its days, each as it came, to the last `nextPageToken`: the
     * caller stops reading where a page tells it to. A set the API does not know ends the pages with
     * one not found. A token answered twice, or more than MAX_PAGES pages, is a Failure.
     */
    async *query(query) {
        const { set, period, days, metrics, versionCodes } = query;
        const body = {
            timelineSpec: { aggregationPeriod: period, startTime: dateOf(days.start), endTime: dateOf(days.end) },
            dimensions: ['versionCode'],
            ...(metrics ? { metrics } : {}),
            // The documented shape: per dimension a list of values (one table of Amazon's types it as a string).
            ...(versionCodes ? { filter: { versionCode: versionCodes } } : {})
        };
        const tokens = new Set();
        let token = '';
        for (let n = 1; n <= MAX_PAGES; n++) {
            const result = await this.setCall('vitals.query', set, ':query', token ? { ...body, pageToken: token } : body);
            const answer = answerOf(result.text);
            if (result.status === 404) {
                yield { found: false, answer };
                return;
            }
            yield { found: true, answer };
            const next = nextPageToken(answer.value);
            if (next === '')
                return;
            if (tokens.has(next)) {
                throw new errors/* Failure */.HR(`The Vitals API answered the same nextPageToken twice for ${set}: stopped after ${n} pages.`);
            }
            tokens.add(next);
            token = next;
        }
        throw new errors/* Failure */.HR(`The Vitals API answered more than ${MAX_PAGES} pages for ${set}: stopped.`);
    }
    /**
     * The top clusters of a report type over the days. No public page of Amazon's shows this query:
     * the one public client that reads it sends `startTime` and `endTime` at the top level and
     * `reportType` CRASH or ANR, and gets rows `{crashDescriptor, reportText, metrics}`.
     */
    async issues(query) {
        const body = {
            startTime: dateOf(query.days.start),
            endTime: dateOf(query.days.end),
            reportType: query.reportType,
            dimensions: ['versionCode'],
            pageSize: query.clusters,
            // As the sets' queries send it: per dimension a list of values.
            ...(query.versionCodes ? { filter: { versionCode: query.versionCodes } } : {})
        };
        const result = await this.session.exchange(this.request('vitals.issues', ISSUES_SET, ':query', body));
        const answer = answerOf(result.text);
        if (result.status === 404)
            return { status: 'missing', answer };
        return (0,exchange/* isSuccess */.oJ)(result.status)
            ? { status: 'answered', answer }
            : { status: 'refused', code: result.status, answer };
    }
    /** A call of a set whose answer is a success or a 404 (a set the API does not know); any other is an ApiFailure. */
    async setCall(name, set, suffix, body) {
        const request = this.request(name, set, suffix, body);
        const result = await this.session.exchange(request);
        if ((0,exchange/* isSuccess */.oJ)(result.status) || result.status === 404)
            return result;
        throw new appstore_errors/* ApiFailure */.F9(request, result);
    }
    request(name, set, suffix, body) {
        const url = (0,net_url/* isPlainSegment */.kT)(set) ? (0,net_url/* joinUnder */.R)(this.appUrl, `/${set}${suffix}`) : undefined;
        if (!url)
            throw new errors/* Failure */.HR(`The metric set name ${JSON.stringify(set)} is not a plain path segment: refused.`);
        if (!body)
            return { ...(0,calls/* callOf */.C8)(name), url, headers: {} };
        return {
            ...(0,calls/* callOf */.C8)(name),
            url,
            headers: { 'content-type': 'application/json' },
            body: { kind: 'text', text: JSON.stringify(body) }
        };
    }
}
/** A day as the request's date object. */
function dateOf(day) {
    const [year, month, date] = day.split('-').map(Number);
    return { year, month, day: date };
}
/** The token of the next page; '' on the last (a token that is not a string ends the pages too). */
function nextPageToken(value) {
    const next = (0,appstore_json/* jsonObject */.o$)(value)?.nextPageToken;
    return typeof next === 'string' ? next : '';
}

;// CONCATENATED MODULE: ./src/capabilities/vitals/rows.ts
/**
 * The Vitals API's answers, read in every shape they may come in. Amazon shows no row: its request
 * copies Google Play's Developer Reporting API field for field, whose rows are
 *   {startTime: {year, month, day, hours?, timeZone}, dimensions: [{dimension, int64Value | stringValue}],
 *    metrics: [{metric, decimalValue: {value}}]}
 * and v2's pages say times are ISO 8601 strings and metric values JSON numbers. The public client
 * closest to Amazon (xingu) reads lists of `{name, value}` with string
 * values, and `hour` in hourly times. All are read, as are dimensions and metrics given as a map
 * ({versionCode: 1007}, {crashRate: 0.8}). A row read in no such shape makes its whole answer unread
 * (undefined): the caller keeps it as JSON and says so.
 */

// Taken once: in the bundle, this module's chunk reaches another chunk's export through a getter on
// every call, and rows call it about ten times each (900 rows in a 30-day read of ten version codes).
const jsonObject = appstore_json/* jsonObject */.o$;
const METRIC_NAME = /^[A-Za-z][A-Za-z0-9_]{0,80}$/;
const VERSION_CODE = /^\d{1,10}$/;
const NUMBER = /^-?\d+(\.\d+)?(e[-+]?\d+)?$/i;
/** A page read, or undefined when its rows are in a shape none of the known ones. */
function readPage(body, hourly) {
    const answer = jsonObject(body);
    if (!answer)
        return undefined;
    // A page token that is no string is no answer the client follows: a shape not read.
    if (answer.nextPageToken !== undefined && typeof answer.nextPageToken !== 'string')
        return undefined;
    if (answer.rows === undefined || answer.rows === null)
        return { points: [], rows: 0 };
    if (!Array.isArray(answer.rows))
        return undefined;
    const points = [];
    for (const item of answer.rows) {
        if (!readRow(item, hourly, points))
            return undefined;
    }
    return { points, rows: answer.rows.length };
}
/** Adds a row's points to `points`; false when the row is in none of the shapes read. */
function readRow(item, hourly, points) {
    const row = jsonObject(item);
    const time = row && readTime(row.startTime);
    if (!row || !time)
        return false;
    const period = hourly ? `${time.day}T${pad(time.hour)}` : time.day;
    const versionCode = versionCodeOf(valueNamed(row.dimensions, 'versionCode'));
    if (versionCode === undefined)
        return false;
    const first = points.length;
    const read = eachMetric(row.metrics, (metric, value) => {
        // A metric named twice keeps its last value, in its first place.
        let twice;
        for (let i = first; i < points.length && !twice; i++)
            if (points[i].metric === metric)
                twice = points[i];
        if (twice)
            twice.value = value;
        else
            points.push({ period, versionCode, metric, value });
    });
    return read && points.length > first;
}
/** A version code as the API may give it (a number or its digits), as the summary shows it; undefined when it is none. */
function versionCodeOf(raw) {
    const code = typeof raw === 'number' ? String(raw) : raw;
    return typeof code === 'string' && VERSION_CODE.test(code) ? String(Number(code)) : undefined;
}
/** A value as the API may give it: a JSON number or a numeric string ('78', ' 0.5'); NaN when it is neither. */
function numberOf(raw) {
    if (typeof raw === 'number')
        return raw;
    return typeof raw === 'string' && NUMBER.test(raw.trim()) ? Number(raw) : NaN;
}
/**
 * Name to value, from a list of entries named by `name` (xingu's shape), `dimension` or `metric`
 * (Google's), each with `value`, `int64Value`, `stringValue` or `decimalValue` (`{value}` or bare),
 * or from a map `{name: value}`. Entries without a name are skipped; of a name given twice, the last.
 */
function namedValues(field) {
    const values = new Map();
    eachNamed(field, (name, value) => {
        values.set(name, value);
        return true;
    });
    return values;
}
/** The value of one name, as namedValues reads it (the last, when it is given twice). */
function valueNamed(field, wanted) {
    let found;
    eachNamed(field, (name, value) => {
        if (name === wanted)
            found = value;
        return true;
    });
    return found;
}
/**
 * Calls `each` with every named value of `field` in order, as namedValues reads them, until it
 * returns false; false then. (The 900 rows of a 30-day read of ten version codes are read without a
 * Map for each of their lists.)
 */
function eachNamed(field, each) {
    if (Array.isArray(field)) {
        for (const item of field) {
            const entry = jsonObject(item);
            const name = entry?.name ?? entry?.dimension ?? entry?.metric;
            if (!entry || typeof name !== 'string')
                continue;
            const decimal = jsonObject(entry.decimalValue)?.value ?? entry.decimalValue;
            if (!each(name, decimal ?? entry.int64Value ?? entry.stringValue ?? entry.value))
                return false;
        }
        return true;
    }
    const map = jsonObject(field) ?? {};
    for (const name of Object.keys(map))
        if (!each(name, map[name]))
            return false;
    return true;
}
/**
 * Calls `each` with the metrics of a row (a `metrics` list or map, as namedValues reads it) as
 * numbers, from JSON numbers or numeric strings: `[{name: 'errorEventCount', value: '78'}]` gives
 * errorEventCount 78. False, and no more calls, at a name that is not a plain metric name or a value
 * that is not a number.
 */
function eachMetric(field, each) {
    return eachNamed(field, (metric, raw) => {
        const value = numberOf(raw);
        if (!METRIC_NAME.test(metric) || !Number.isFinite(value))
            return false;
        each(metric, value);
        return true;
    });
}
const pad = (n) => String(n).padStart(2, '0');
const whole = (n, min, max) => typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;
/**
 * A time, a date object (its hour as Google's `hours` or xingu's `hour`) or an ISO 8601 string, as its
 * UTC day and hour (0 when it has none).
 */
function readTime(value) {
    const date = jsonObject(value);
    if (date) {
        const { year, month, day } = date;
        const hours = date.hours ?? date.hour ?? 0;
        if (!whole(year, 1970, 9999) || !whole(month, 1, 12) || !whole(day, 1, 31) || !whole(hours, 0, 23))
            return undefined;
        return { day: `${year}-${pad(month)}-${pad(day)}`, hour: hours };
    }
    if (typeof value !== 'string')
        return undefined;
    const iso = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(value);
    if (!iso)
        return undefined;
    // A time without a zone is UTC, as the API's pages say every time is.
    const at = new Date(iso[1] === undefined ? `${value}T00:00:00Z` : iso[4] === undefined ? `${value}Z` : value);
    if (Number.isNaN(at.getTime()))
        return undefined;
    return { day: at.toISOString().slice(0, 10), hour: at.getUTCHours() };
}
/**
 * The end of the data the API has for a granularity, as a day 'YYYY-MM-DD' (Google's
 * `latestEndTime`: the end of the last complete period, exclusive), from Google's
 * `{freshnessInfo: {freshnesses: [{aggregationPeriod, latestEndTime}]}}`, a `freshnesses` list at the
 * top, or an ISO string (the body itself, `freshness` or `latestEndTime`); undefined when none is found.
 */
function readFreshness(body, period) {
    const answer = jsonObject(body);
    if (!answer)
        return readTime(body)?.day;
    const info = jsonObject(answer.freshnessInfo) ?? answer;
    const list = Array.isArray(info.freshnesses) ? info.freshnesses : [];
    const entry = list.map((item) => jsonObject(item)).find((item) => item?.aggregationPeriod === period);
    const time = entry?.latestEndTime ?? answer.freshness ?? answer.latestEndTime;
    return readTime(time)?.day;
}

// EXTERNAL MODULE: ./src/capabilities/vitals/sets.ts
var vitals_sets = __webpack_require__(8954);
;// CONCATENATED MODULE: ./src/capabilities/vitals/calls.ts
/**
 * The calls of a Vitals read, for one metric set, through the Vitals API client
 * (appstore/vitals/): its freshness first, then its query over the days ending there, page after
 * page. What the API answers is kept as it came, for the JSON file of the set (answersJson).
 */




/**
 * Every set read answered 404 to its freshness GET, a set Amazon documents among them: an app with
 * no data yet (a new app's first data comes a day or more after users get it), rather than sets the
 * API does not know (a 404 for the guessed LMK set, or a name given in full, alone says nothing).
 */
const noDataYet = (sets) => sets.every((set) => ('status' in set ? set.status === 'missing' && set.freshnessMissing : set.freshnessMissing)) &&
    sets.some((set) => vitals_sets/* DOCUMENTED_SETS */.hr.includes(set.set));
const DAY_MS = 24 * 60 * 60 * 1000;
const dayBefore = (day, days) => new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
const periodOf = (read) => (read.granularity === 'daily' ? 'DAILY' : 'HOURLY');
async function readDays(set, read, api, nowMs) {
    const fresh = await api.freshness(set);
    // Daily data is there up to yesterday (UTC): today, as an exclusive end, when the answer is not read.
    const known = fresh.found ? readFreshness(fresh.answer.value, periodOf(read)) : undefined;
    const end = known ?? new Date(nowMs).toISOString().slice(0, 10);
    return {
        set,
        answers: [fresh.answer.kept],
        freshnessRead: known !== undefined,
        start: dayBefore(end, read.days),
        end,
        freshnessMissing: !fresh.found
    };
}
/** A set's rows over its days, from every page of its query; the first page in a shape not read makes it unread. */
async function readRows(days, read, api) {
    const { freshnessMissing, ...base } = days;
    const { set } = days;
    if (freshnessMissing)
        return { ...base, status: 'missing', freshnessMissing };
    const period = periodOf(read);
    const points = [];
    let rows = 0;
    for await (const page of api.query({ set, period, days, metrics: (0,vitals_sets/* metricsOf */.Ps)(set), versionCodes: read.queried })) {
        if (!page.found)
            return { ...base, status: 'missing', freshnessMissing: false };
        base.answers.push(page.answer.kept);
        const answer = readPage(page.answer.value, period === 'HOURLY');
        if (!answer)
            return { ...base, status: 'unread' };
        points.push(...answer.points);
        rows += answer.rows;
    }
    return { ...base, status: 'read', points, rows };
}
/**
 * A 403 that a fresh token does not explain: most often a package of another account, which the
 * message says in the step's words. Any other error as it is.
 */
function explained(error, read) {
    if (!(error instanceof appstore_errors/* ApiFailure */.F9) || error.status !== 403 || error.tokenRefused)
        return error;
    return new errors/* Failure */.HR([
        ...(0,errors/* partsOf */.CI)(error),
        `\nHint: the Vitals API reads only the apps of the vendor account the security profile belongs to: check ` +
            `that 'package' (${read.packageName}) is the package name of one of its apps, and that the profile is ` +
            'attached to the Reporting API (Apps & Services > API Access).'
    ], { cause: error });
}
/** The JSON file of a set: the list of its answers, each as it came. */
const answersJson = (kept) => `[\n${kept.join(',\n')}\n]\n`;

;// CONCATENATED MODULE: ./src/capabilities/vitals/gate.ts
/**
 * The gate: for each rate that has a threshold, the newest value of each version code judged (those
 * of `version-codes`, or else every one with data) must not be above it. What cannot be judged fails
 * safe: a version code named without data yet, a set not found or whose rows were not read, or no
 * data at all.
 */


/** A public client's notes say a package the API does not know answers 404 too. */
const NO_DATA_YET = "the app has no data yet (every metric set answered HTTP 404): a new app's first data comes a day or more after users " +
    "get it (if it has had users for days, check 'package': a package the API does not know answers 404 too)";
/**
 * A value as the messages show it: as the API gave it, without float noise. A value whose shortest
 * form has at most 12 characters and no exponent has no noise to take away: it is that form.
 */
function numberText(value) {
    const shortest = String(value);
    return shortest.length <= 12 && !shortest.includes('e') ? shortest : String(Number(value.toPrecision(12)));
}
/** The newest point of each version code, from the points of one metric. */
function newestByVersion(points) {
    const newest = new Map();
    for (const point of points) {
        const seen = newest.get(point.versionCode);
        if (!seen || point.period > seen.period)
            newest.set(point.versionCode, point);
    }
    return newest;
}
/** Why a rate could not be read from the sets that may give it, or undefined when one was read. */
function unreadable(threshold, results, dir) {
    const { rate } = threshold;
    const candidates = results.filter((r) => r.set === rate.set || !vitals_sets/* RATES */.mu.some((known) => known.set === r.set));
    if (candidates.some((r) => r.status === 'read'))
        return undefined;
    if (noDataYet(results))
        return `'${rate.input}' could not be judged: ${NO_DATA_YET}.`;
    const why = candidates.map((r) => r.status === 'missing'
        ? `${r.set} was not found (HTTP 404)`
        : `the rows of ${r.set} were not read (a shape this action does not know; the answers are in ${dir}/${r.set}.json)`);
    return `'${rate.input}' could not be judged: ${why.join('; ') || `no metric set that gives ${rate.metric} was read`}.`;
}
function judge(thresholds, versionCodes, results, dir) {
    const verdict = { rows: [], problems: [] };
    for (const threshold of thresholds) {
        const { rate, max } = threshold;
        const label = `Gate: ${rate.metric} at most ${numberText(max)}`;
        const cannot = unreadable(threshold, results, dir);
        if (cannot) {
            verdict.problems.push(cannot);
            verdict.rows.push([label, 'not judged: see the failure']);
            continue;
        }
        const points = results.flatMap((r) => (r.status === 'read' ? r.points.filter((p) => p.metric === rate.metric) : []));
        const newest = newestByVersion(points);
        const judged = versionCodes ?? [...newest.keys()].sort((a, b) => Number(a) - Number(b));
        if (judged.length === 0) {
            verdict.problems.push(`'${rate.input}' could not be judged: no version code has ${rate.metric} data in these days.`);
        }
        const cells = [];
        for (const code of judged) {
            const point = newest.get(code);
            if (!point) {
                verdict.problems.push(`No data yet for ${code}: its ${rate.metric} cannot be judged against '${rate.input}'.`);
                cells.push(`${code}: no data yet`);
            }
            else if (point.value > max) {
                verdict.problems.push(`Version code ${code}: ${rate.metric} ${numberText(point.value)} on ${point.period} is above '${rate.input}' ${numberText(max)}.`);
                cells.push(`${code}: ${numberText(point.value)} (${point.period}) above`);
            }
            else {
                cells.push(`${code}: ${numberText(point.value)} (${point.period})`);
            }
        }
        verdict.rows.push([label, cells.join(', ') || 'no data']);
    }
    return verdict;
}

;// CONCATENATED MODULE: ./src/capabilities/vitals/increase.ts
/**
 * The gate against the version before (`max-increase`). For each rate of a set read, each judged
 * version code (those of `version-codes`, else the highest with data of that rate) is compared, on
 * the day of its newest value, with its baseline: `baseline-version-code`, else the version code
 * below it seen on the most devices in the days read. The baseline's value is the one of that same
 * day or, when it has none, its newest in the days read (the summary says so).
 *
 * Devices are `distinctDevices`, which Amazon's crash and ANR sets list (Google's `distinctUsers`
 * when a set gives that instead); the API calls them approximate and not to be summed across days,
 * so a version code's devices "in the days read" are its largest count of one day. A judged version
 * code seen that day on fewer than `min-devices`, or whose devices the rows do not give while
 * `min-devices` is above 0, is not judged: the gate fails safe, saying why.
 */



/** The metrics that count a version code's devices of a day, the first given. */
const DEVICE_METRICS = ['distinctDevices', 'distinctUsers'];
function seriesOf(points) {
    const series = new Map();
    for (const point of points) {
        const periods = series.get(point.versionCode) ?? new Map();
        periods.set(point.period, point.value);
        series.set(point.versionCode, periods);
    }
    return series;
}
const newestOf = (periods) => [...periods.keys()].sort().at(-1);
const byCode = (a, b) => Number(a) - Number(b);
/** The devices of each version code by period, from the first device metric the rows give. */
function devicesOf(points) {
    const metric = DEVICE_METRICS.find((name) => points.some((point) => point.metric === name));
    return seriesOf(points.filter((point) => point.metric === metric));
}
/** The increase as the messages show it: '+39.2%', or 'from 0'. */
function increaseText(value, base) {
    if (base === 0)
        return value === 0 ? '+0%' : 'from 0';
    const percent = Math.round(((value - base) / base) * 1000) / 10;
    return `${percent >= 0 ? '+' : ''}${numberText(percent)}%`;
}
/** The baseline of a version code, and how it was chosen; undefined when no version code below has data. */
function baselineOf(code, values, devices) {
    const below = [...values.keys()].filter((other) => Number(other) < Number(code)).sort(byCode);
    if (below.length === 0)
        return undefined;
    const most = (other) => Math.max(-1, ...(devices.get(other)?.values() ?? []));
    const counted = below.filter((other) => most(other) >= 0);
    if (counted.length === 0)
        return { code: below.at(-1), why: 'the highest below it: the rows give no devices' };
    // The most devices; on a tie, the higher version code.
    const chosen = counted.reduce((best, other) => (most(other) >= most(best) ? other : best));
    return { code: chosen, why: `the version code below it on the most devices, ${numberText(most(chosen))}` };
}
/** Why a version code is not judged for its devices that day, or undefined when it has enough. */
function devicesMissing(rate, code, day, minDevices, devices) {
    if (minDevices === 0)
        return undefined;
    const seen = devices.get(code)?.get(day);
    if (seen === undefined) {
        return {
            cell: `${code}: no devices given on ${day}`,
            problem: `${code}: the rows give no devices (${DEVICE_METRICS.join(' or ')}) on ${day}, so 'min-devices' ` +
                `${minDevices} cannot be checked and its ${rate.metric} is not judged against 'max-increase' ` +
                "(set 'min-devices' to 0 to judge without it)."
        };
    }
    if (seen < minDevices) {
        return {
            cell: `${code}: ${numberText(seen)} devices on ${day}, too few to judge`,
            problem: `${code}: ${numberText(seen)} devices, fewer than 'min-devices' ${minDevices}, on ${day}: ` +
                `its ${rate.metric} cannot be judged against 'max-increase'.`
        };
    }
    return undefined;
}
function compare(rate, code, gate, values, devices) {
    const own = values.get(code);
    if (!own) {
        return {
            cell: `${code}: no data yet`,
            problem: `No data yet for ${code}: its ${rate.metric} cannot be compared with the version before ('max-increase').`
        };
    }
    const day = newestOf(own);
    const value = own.get(day);
    const unjudged = devicesMissing(rate, code, day, gate.minDevices, devices);
    if (unjudged)
        return unjudged;
    const chosen = gate.baseline
        ? { code: gate.baseline, why: "'baseline-version-code'" }
        : baselineOf(code, values, devices);
    if (!chosen) {
        return {
            cell: `${code}: no version code below it to compare with`,
            problem: `${code}: no version code below it has ${rate.metric} data in these days, so it cannot be compared ` +
                "with the version before ('max-increase'); give 'baseline-version-code'."
        };
    }
    const base = values.get(chosen.code);
    if (!base) {
        return {
            cell: `${code} vs ${chosen.code}: no data of ${chosen.code}`,
            problem: `${code}: its baseline ${chosen.code} has no ${rate.metric} data in these days ('max-increase').`
        };
    }
    const baseDay = base.has(day) ? day : newestOf(base);
    const baseValue = base.get(baseDay);
    const fallback = baseDay === day ? '' : ` (${chosen.code}'s newest, on ${baseDay}: it has none on ${day})`;
    const increase = increaseText(value, baseValue);
    const limit = baseValue * (1 + gate.percent / 100);
    // A hair of tolerance: 0.4 × 1.5 is 0.6000000000000001 in floating point.
    const above = value > limit + Math.abs(limit) * 1e-9;
    const cell = `${code} vs ${chosen.code} (${chosen.why}): ${numberText(value)} against ${numberText(baseValue)} ` +
        `on ${day}${fallback}, ${increase}${above ? ', above' : ''}`;
    if (!above)
        return { cell };
    return {
        cell,
        problem: `Version code ${code}: ${rate.metric} ${numberText(value)} on ${day} is ${increase} over its baseline ` +
            `${chosen.code}'s ${numberText(baseValue)}${fallback}, more than 'max-increase' ${gate.text}.`
    };
}
function judgeIncrease(gate, versionCodes, results) {
    const verdict = { rows: [], problems: [] };
    for (const rate of vitals_sets/* RATES */.mu) {
        const result = results.find((found) => found.set === rate.set);
        if (!result)
            continue;
        const label = `Gate: ${rate.metric} at most ${gate.text} above the version before`;
        if (result.status !== 'read') {
            const why = noDataYet(results)
                ? NO_DATA_YET
                : `${result.set} ${result.status === 'missing' ? 'was not found (HTTP 404)' : 'rows were not read (see its row)'}`;
            verdict.problems.push(`'max-increase' could not be judged for ${rate.metric}: ${why}.`);
            verdict.rows.push([label, 'not judged: see the failure']);
            continue;
        }
        const values = seriesOf(result.points.filter((point) => point.metric === rate.metric));
        const devices = devicesOf(result.points);
        const judged = versionCodes ?? [...values.keys()].sort(byCode).slice(-1);
        if (judged.length === 0) {
            verdict.problems.push(`'max-increase' could not be judged: no version code has ${rate.metric} data in these days.`);
            verdict.rows.push([label, 'no data']);
            continue;
        }
        const comparisons = judged.map((code) => compare(rate, code, gate, values, devices));
        verdict.problems.push(...comparisons.flatMap((comparison) => comparison.problem ?? []));
        verdict.rows.push([label, comparisons.map((comparison) => comparison.cell).join('; ')]);
    }
    return verdict;
}

// EXTERNAL MODULE: ./src/step/report.ts
var report = __webpack_require__(7957);
;// CONCATENATED MODULE: ./src/capabilities/vitals/issues.ts
/**
 * The top crash and ANR clusters (`issuesMetricSet`), which Amazon's console shows, asked of the
 * Vitals API client (appstore/vitals/): rows `{crashDescriptor, reportText, metrics: [{name, value}]}`,
 * the most frequent first. The set has no freshness: the days are those of the crash (or ANR) set's
 * freshness. No answer of the API fails the step and the gate does not judge it: a refusal, a 404
 * or rows in a shape not read are one row of the summary, the answer kept in the file (a request
 * that fails after its retries does fail it, as a set's would).
 */





const ISSUES_FILE = 'top-issues.json';
/** The lines of a stack trace the summary shows, and the characters of each. */
const TRACE_LINES = 5;
const TRACE_WIDTH = 200;
/** Each report type, read when the set of the same kind is. */
const REPORT_TYPES = [
    { reportType: 'CRASH', set: 'crashMetricSet', word: 'crash' },
    { reportType: 'ANR', set: 'anrMetricSet', word: 'ANR' }
];
/** The metric that counts a cluster's events, and those that count its devices (the first found). */
const EVENT_METRICS = ['errorEventCount', 'eventCount'];
const issues_DEVICE_METRICS = ['distinctDevices', 'distinctUsers', 'errorDeviceCount', 'errorUserCount'];
/** The report type of a set (CRASH for the crash set, ANR for the ANR set), or undefined. */
const reportTypeOf = (set) => REPORT_TYPES.find((type) => type.set === set);
/**
 * The clusters of the report type of a set (`read.topIssues` of them) over that set's days, or
 * undefined when the set has none or no clusters are asked for.
 */
function readIssuesOf(days, read, api) {
    const type = reportTypeOf(days.set);
    return type && read.topIssues > 0 ? readIssue(type, days, read, api) : undefined;
}
/** The report types in the summary's order (CRASH, then ANR), whatever the order of the sets. */
const inReportOrder = (issues) => REPORT_TYPES.flatMap((type) => issues.filter((issue) => issue.reportType === type.reportType));
async function readIssue({ reportType, word }, days, read, api) {
    const answered = await api.issues({ reportType, days, clusters: read.topIssues, versionCodes: read.versionCodes });
    const base = { reportType, word, answer: answered.answer };
    if (answered.status === 'missing')
        return { ...base, status: 'missing' };
    if (answered.status === 'refused')
        return { ...base, status: 'refused', code: answered.code };
    const clusters = readClusters(answered.answer.value);
    return clusters
        ? { ...base, status: 'read', clusters: clusters.slice(0, read.topIssues) }
        : { ...base, status: 'unread' };
}
/** The clusters of an answer, or undefined when a row is in none of the shapes read. */
function readClusters(body) {
    const answer = (0,appstore_json/* jsonObject */.o$)(body);
    if (!answer)
        return undefined;
    if (answer.rows === undefined || answer.rows === null)
        return [];
    if (!Array.isArray(answer.rows))
        return undefined;
    const clusters = [];
    for (const item of answer.rows) {
        const row = (0,appstore_json/* jsonObject */.o$)(item);
        const text = row?.reportText ?? '';
        const descriptor = row?.crashDescriptor ?? '';
        if (!row || typeof text !== 'string' || typeof descriptor !== 'string')
            return undefined;
        const metrics = namedValues(row.metrics);
        const events = firstNumber(metrics, EVENT_METRICS);
        if (text === '' && descriptor === '' && events === undefined)
            return undefined;
        clusters.push({
            descriptor,
            text,
            events,
            devices: firstNumber(metrics, issues_DEVICE_METRICS),
            versionCode: versionCodeOf(valueNamed(row.dimensions, 'versionCode'))
        });
    }
    return clusters;
}
/** The value of the first of `names` that is a number (rows.ts numberOf). */
function firstNumber(values, names) {
    return names.map((name) => numberOf(values.get(name))).find(Number.isFinite);
}
/** The JSON file of the top issues: each report type's answer, as the API gave it, by its name. */
const issuesJson = (issues) => `{\n${issues.map((issue) => `${JSON.stringify(issue.reportType)}: ${issue.answer.kept}`).join(',\n')}\n}\n`;
/** The summary's row for each report type. */
function issuesRows(issues, dir) {
    const file = `${dir}/${ISSUES_FILE}`;
    return issues.map((issue) => {
        const label = `Top ${issue.word} clusters`;
        if (issue.status === 'missing')
            return [label, `${ISSUES_SET} not found (HTTP 404); the answer is in ${file}`];
        if (issue.status === 'refused') {
            return [label, `${ISSUES_SET} refused the query (HTTP ${issue.code}); the answer is in ${file}`];
        }
        if (issue.status === 'unread') {
            return [label, `rows not read (a shape this action does not know): the answer is in ${file}`];
        }
        return [label, `${issue.clusters.length}, the most frequent first, in ${file}`];
    });
}
/** A section per report type read: each cluster's counts, version code and the first lines of its stack trace. */
function issuesSections(issues) {
    return issues.flatMap((issue) => {
        if (issue.status !== 'read')
            return [];
        const heading = [`#### Top ${issue.word} clusters (${ISSUES_SET}, ${issue.reportType})\n`];
        if (issue.clusters.length === 0)
            return [[...heading, '\nNo cluster in these days.']];
        const clusters = issue.clusters.flatMap((cluster, index) => {
            const counts = [
                cluster.events === undefined ? 'events not given' : `${numberText(cluster.events)} events`,
                cluster.devices === undefined ? 'devices not given' : `${numberText(cluster.devices)} devices`
            ];
            return [
                `\n${index + 1}. ${counts.join(', ')}`,
                ...(cluster.versionCode ? [', version code ', (0,report/* outsideLabel */.mV)(cluster.versionCode, 12)] : []),
                ...(cluster.descriptor ? [', cluster ', (0,report/* outsideLabel */.mV)(cluster.descriptor, 40)] : []),
                '\n\n',
                cluster.text === '' ? '(no stack trace given)' : (0,report/* outsideBlock */.Hr)(cluster.text, TRACE_LINES, TRACE_WIDTH),
                '\n'
            ];
        });
        return [[...heading, ...clusters]];
    });
}

;// CONCATENATED MODULE: ./src/capabilities/vitals/picture.ts



/** The most periods (the newest) and version codes (the highest) a chart and its table show. */
const MAX_PERIODS = 31;
const MAX_LINES = 10;
/** The metric a set is drawn by: its rate, or for a set this action does not know, the first rate it gives. */
function drawnMetric(set, points) {
    const known = (0,vitals_sets/* rateOf */.MK)(set);
    if (known !== undefined)
        return known;
    const names = [...new Set(points.map((point) => point.metric))];
    return names.find((name) => /Rate$/.test(name)) ?? names[0];
}
/** The picture of a set: none when its rows were not read or give no rate to draw. */
function setPicture(result, hourly) {
    if (result.status !== 'read')
        return undefined;
    const metric = drawnMetric(result.set, result.points);
    const points = result.points.filter((point) => point.metric === metric);
    if (metric === undefined || points.length === 0)
        return undefined;
    return picture(result.set, metric, points, hourly);
}
/** A point's value by its period and version code: a map per period, not a key made for each look-up. */
function valueAt(points) {
    const byPeriod = new Map();
    for (const point of points) {
        const values = byPeriod.get(point.period) ?? new Map();
        byPeriod.set(point.period, values.set(point.versionCode, point.value));
    }
    return (period, code) => byPeriod.get(period)?.get(code);
}
function picture(set, metric, points, hourly) {
    const unit = hourly ? 'hour' : 'day';
    const periods = [...new Set(points.map((point) => point.period))].sort().slice(-MAX_PERIODS);
    const codes = [...new Set(points.map((point) => point.versionCode))]
        .sort((a, b) => Number(a) - Number(b))
        .slice(-MAX_LINES);
    const at = valueAt(points);
    // Each shown value's text, a row per period and a column per version code, made once for the chart
    // and the table; undefined where a version code has none.
    const cells = periods.map((period) => codes.map((code) => {
        const value = at(period, code);
        return value === undefined ? undefined : numberText(value);
    }));
    const name = (0,report/* outsideLabel */.mV)(set, 60);
    const rate = (0,report/* outsideLabel */.mV)(metric, 60);
    // The rows (periods) on which every version code has a value: the chart's days.
    const shared = periods.flatMap((_, row) => (cells[row].every((text) => text !== undefined) ? [row] : []));
    const units = `${unit}${periods.length === 1 ? '' : 's'}`;
    const chart = shared.length === 0
        ? [[`No ${unit} has data for every version code, so there is no chart: the table shows each ${unit}.`]]
        : [
            ['```mermaid'],
            ['xychart-beta'],
            ['  title ', (0,report/* outsideLabel */.mV)(`${set} ${metric} by ${unit}`, 80, true)],
            [`  x-axis [${shared.map((row) => `"${periods[row].slice(5)}"`).join(', ')}]`],
            ['  y-axis ', (0,report/* outsideLabel */.mV)(metric, 40, true)],
            ...codes.map((_, column) => [`  line [${shared.map((row) => cells[row][column]).join(', ')}]`]),
            ['```'],
            [],
            [
                `Lines, in order: version codes ${codes.join(', ')}`,
                shared.length === periods.length
                    ? '.'
                    : `, over the ${shared.length} of ${periods.length} ${units} on which each has data ` +
                        `(the table shows every ${unit}, - where a version code has none).`
            ]
        ];
    const lines = [
        ['#### ', name, ': ', rate, ` by ${unit}`],
        [],
        ...chart,
        [],
        [`| ${unit === 'day' ? 'Day' : 'Hour (UTC)'} | ${codes.join(' | ')} |`],
        [`|---|${codes.map(() => '--:|').join('')}`],
        ...periods.map((period, row) => [
            `| ${period.replace('T', ' ')} | ${cells[row].map((text) => text ?? '-').join(' | ')} |`
        ])
    ];
    return lines.flatMap((line, index) => (index === 0 ? line : ['\n', ...line]));
}

;// CONCATENATED MODULE: ./src/capabilities/vitals/run.ts
/**
 * A Vitals read: one token, the metric sets read at the same time through the Vitals API client
 * (calls.ts), every row read into one CSV and the API's answers kept as JSON beside it, the top
 * crash and ANR clusters (issues.ts, top-issues.json), the gates when thresholds (gate.ts) or
 * max-increase (increase.ts) are given, and a chart and a table per set in the job summary
 * (picture.ts). A set the API does not know (404; the LMK set's name is a guess) or whose rows come
 * in a shape this action does not read is one row of the summary and, for the run, at most one
 * warning: never a crash; a gate that needed it fails safe. When every set answers 404 the app has
 * no data yet: one row and one warning say so.
 */










const CSV_NAME = 'vitals.csv';
const CSV_HEAD = 'metric_set,aggregation_period,start_time,version_code,metric,value';
async function runVitals(read, context) {
    // The sets are read at the same time, so that the user waits for the slowest set rather than for
    // all of them in turn; each set's calls go one after the other: its freshness, its query's pages,
    // then the top clusters of its report type, which wait for every set's freshness (a young app,
    // its every set answered 404, has no clusters either, and the summary says why once).
    const api = new VitalsApi(context.session, read.appUrl);
    const now = context.clock.now();
    const days = read.sets.map((set) => readDays(set, read, api, now));
    // undefined when a freshness failed, which fails the run: no clusters are asked then.
    const youngApp = Promise.all(days).then(noDataYet, () => undefined);
    // Every set's read ends before the step does, a failed one's too, and the step fails by the first
    // set's failure in the order of 'metrics': not by whichever answer came first, and never with a
    // request still in flight.
    const settled = await Promise.allSettled(days.map((known) => readSet(known, youngApp, read, api)));
    const failed = settled.find((outcome) => outcome.status === 'rejected');
    if (failed)
        throw failed.reason;
    const sets = settled.map((outcome) => outcome.value);
    const issues = inReportOrder(sets.flatMap((set) => (set.issues ? [set.issues] : [])));
    const results = sets.map((set) => set.result);
    const file = (0,external_node_path_.join)(read.dir, CSV_NAME);
    const shown = read.shownDir;
    const young = noDataYet(results);
    const issuesFile = issues.length > 0 ? (0,external_node_path_.join)(read.dir, ISSUES_FILE) : '';
    // A few small files, written one after the other: at the same time, through node's thread pool,
    // they would only wait for each other.
    (0,external_node_fs_.mkdirSync)(read.dir, { recursive: true });
    for (const { result, json } of sets)
        (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(read.dir, `${result.set}.json`), json);
    (0,external_node_fs_.writeFileSync)(file, `${CSV_HEAD}\n${sets.map((set) => set.csv).join('')}`);
    if (issuesFile)
        (0,external_node_fs_.writeFileSync)(issuesFile, issuesJson(issues));
    warnDegraded(results, shown, context, young);
    const verdicts = [
        ...(read.thresholds.length > 0 ? [judge(read.thresholds, read.versionCodes, results, shown)] : []),
        ...(read.increase ? [judgeIncrease(read.increase, read.versionCodes, results)] : [])
    ];
    const problems = verdicts.flatMap((verdict) => verdict.problems);
    const healthy = verdicts.length > 0 ? String(problems.length === 0) : '';
    return {
        outputs: { file, freshness: freshnessOf(results), healthy, 'top-issues-file': issuesFile },
        rows: [
            ['Package', read.packageName],
            ['Days', `${read.days} ${read.granularity === 'daily' ? 'days' : 'days by hour'}`],
            ...(read.versionCodes ? [['Version codes', read.versionCodes.join(', ')]] : []),
            ...(young
                ? [['Metric sets', `${read.sets.join(', ')}: ${NO_DATA_YET}`]]
                : results.map((result) => setRow(result, shown))),
            ['File', `${shown}/${CSV_NAME}`],
            ...issuesRows(issues, shown),
            ...verdicts.flatMap((verdict) => verdict.rows)
        ],
        sections: [...sets.flatMap((set) => (set.picture ? [set.picture] : [])), ...issuesSections(issues)],
        failure: problems.length > 0 ? gateFailure(problems) : undefined
    };
}
/** A set's rows once its days are known, then its top clusters once the app is known not to be young. */
async function readSet(days, youngApp, read, api) {
    try {
        const known = await days;
        const set = setReadOf(await readRows(known, read, api), read.granularity === 'hourly');
        return (await youngApp) === false ? { ...set, issues: await readIssuesOf(known, read, api) } : set;
    }
    catch (error) {
        throw explained(error, read);
    }
}
function setReadOf(result, hourly) {
    return {
        result,
        json: answersJson(result.answers),
        csv: csvLines(result, hourly),
        picture: setPicture(result, hourly)
    };
}
function gateFailure(problems) {
    const shown = problems.slice(0, 20);
    const more = problems.length > shown.length ? `\n… and ${problems.length - shown.length} more (see the job summary)` : '';
    return new errors/* Failure */.HR(`App health is below the thresholds (healthy=false):\n${shown.join('\n')}${more}`);
}
/** The latest day with data: the newest row's, else the day before the freshness answer's end. */
function freshnessOf(results) {
    // The newest period, then its day: periods ('YYYY-MM-DD', 'YYYY-MM-DDTHH') sort as text.
    let newest = '';
    for (const result of results) {
        if (result.status !== 'read')
            continue;
        for (const point of result.points)
            if (point.period > newest)
                newest = point.period;
    }
    if (newest !== '')
        return newest.slice(0, 10);
    const ends = results.filter((result) => result.freshnessRead).map((result) => result.end);
    return ends.length > 0 ? dayBefore(ends.sort().at(-1), 1) : '';
}
function setRow(result, dir) {
    const span = `${result.start} to ${result.end} (end excluded)`;
    if (result.status === 'missing') {
        const guess = result.set === vitals_sets/* GUESSED_SET */.cd ? `: Amazon does not show the LMK set's API name; give it in full in 'metrics'` : '';
        return [result.set, `not found (HTTP 404)${guess}`];
    }
    const freshness = result.freshnessRead ? '' : '; its freshness was not read, so the days end today (UTC)';
    if (result.status === 'unread') {
        return [
            result.set,
            `rows not read (a shape this action does not know): the answers are in ${dir}/${result.set}.json${freshness}`
        ];
    }
    const codes = new Set(result.points.map((point) => point.versionCode)).size;
    return [result.set, `${result.rows} rows, ${codes} version codes, ${span}${freshness}`];
}
/** One warning for the run, whatever the number of sets not found or not read. */
function warnDegraded(results, dir, { log }, young) {
    if (young)
        return log.warning(`Vitals: ${NO_DATA_YET}. The job summary says more.`);
    const missing = results.filter((result) => result.status === 'missing').map((result) => result.set);
    const unread = results.filter((result) => result.status === 'unread').map((result) => result.set);
    const parts = [
        ...(missing.length > 0 ? [`not found (HTTP 404): ${missing.join(', ')}`] : []),
        ...(unread.length > 0
            ? [`rows not read, in a shape this action does not know (kept as JSON in ${dir}): ${unread.join(', ')}`]
            : [])
    ];
    if (parts.length > 0)
        log.warning(`Vitals metric sets ${parts.join('; ')}. The job summary says more.`);
}
/**
 * A set's lines of the CSV, a value each, joined into one flat string. A string grown line by line is
 * a tree of thousands of pieces, kept until the file is written: each young-generation collection in
 * between (while the other sets are read) copies every piece.
 */
function csvLines(result, hourly) {
    if (result.status !== 'read')
        return '';
    const period = hourly ? 'HOURLY' : 'DAILY';
    const time = (p) => (hourly ? `${p}:00:00Z` : p);
    const lines = [];
    for (const p of result.points) {
        lines.push(`${result.set},${period},${time(p.period)},${p.versionCode},${p.metric},${numberText(p.value)}\n`);
    }
    return lines.join('');
}


/***/ }),

/***/ 8954:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MK: () => (/* binding */ rateOf),
/* harmony export */   Ps: () => (/* binding */ metricsOf),
/* harmony export */   cd: () => (/* binding */ GUESSED_SET),
/* harmony export */   hr: () => (/* binding */ DOCUMENTED_SETS),
/* harmony export */   mu: () => (/* binding */ RATES)
/* harmony export */ });
/**
 * The metric sets of Amazon's Vitals API and the rates a gate judges. Amazon's pages name
 * `crashMetricSet` and `anrMetricSet`; the LMK (low memory killer) set's API name is not shown, and
 * `lmkMetricSet` is a guess by the pattern of the other two: a user who knows
 * another name gives it in full.
 */
const RATES = [
    { input: 'max-crash-rate', metric: 'crashRate', word: 'crash', set: 'crashMetricSet' },
    { input: 'max-anr-rate', metric: 'anrRate', word: 'anr', set: 'anrMetricSet' },
    { input: 'max-lmk-rate', metric: 'lmkRate', word: 'lmk', set: 'lmkMetricSet' }
];
/** The set whose name Amazon does not show. */
const GUESSED_SET = 'lmkMetricSet';
/** The sets Amazon's pages name. */
const DOCUMENTED_SETS = ['crashMetricSet', 'anrMetricSet'];
/** The metrics asked of a set this action knows: its rate, the rate in the foreground, the devices. */
function metricsOf(set) {
    const rate = RATES.find((known) => known.set === set);
    if (!rate)
        return undefined;
    const name = rate.metric.replace(/Rate$/, '');
    return [rate.metric, `userPerceived${name[0].toUpperCase()}${name.slice(1)}Rate`, 'distinctDevices'];
}
/**
 * The rate of a set this action knows; undefined for another, whose first `…Rate` metric (else its
 * first metric) picture.ts draws.
 */
function rateOf(set) {
    return RATES.find((known) => known.set === set)?.metric;
}


/***/ })

};
