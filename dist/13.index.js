export const id = 13;
export const ids = [13];
export const modules = {

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

/***/ 5013:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DEFAULT_PARALLEL: () => (/* binding */ DEFAULT_PARALLEL),
/* harmony export */   readReportInputs: () => (/* binding */ readReportInputs)
/* harmony export */ });
/* harmony import */ var _appstore_endpoints_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9507);
/* harmony import */ var _appstore_reporting_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8352);
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(656);
/* harmony import */ var _period_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1441);
/** The inputs of Reporting API downloads, checked before any request is sent. */




const DEFAULT_PARALLEL = 3;
function readReportInputs(inputs, nowMs) {
    const types = (0,_period_js__WEBPACK_IMPORTED_MODULE_1__/* .parseReportTypes */ .XE)(inputs.text('types'));
    const { periods, label } = (0,_period_js__WEBPACK_IMPORTED_MODULE_1__/* .parseReportPeriods */ .SC)(inputs.text('period'), nowMs);
    const count = types.length * periods.length;
    if (count > _period_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_REPORTS */ .hk) {
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('period', `and 'types' ask for ${count} downloads (${types.length} types × ${periods.length} months); ` +
            `a step makes at most ${_period_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_REPORTS */ .hk}: split the range.`);
    }
    return {
        reports: periods.flatMap((period) => types.map((type) => ({ type, period }))),
        periodLabel: label,
        reportsUrl: inputs.urlUnder('api-base-url', _appstore_endpoints_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_API_BASE_URL */ .Ri, _appstore_reporting_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .REPORTS_PATH */ .aZ, 'api-base-url'),
        dir: inputs.outputPath('dir', 'folder', 'appstore-reports'),
        extract: inputs.boolean('extract', true),
        parallel: inputs.integer('parallel', DEFAULT_PARALLEL, 1, 10)
    };
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


/***/ })

};
