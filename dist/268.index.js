export const id = 268;
export const ids = [268];
export const modules = {

/***/ 9307:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ parseVersionCodes)
/* harmony export */ });
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(656);
/**
 * Version codes given by a person in an input, as the release's `version-codes` output gives them
 * (one a line) or typed by hand (spaces, commas): checked before any request.
 */

/** The largest versionCode Android takes (an int). */
const MAX_VERSION_CODE = 2_147_483_647;
/**
 * The version codes in `text`, the value of input `name`, as the API writes them (digits, no leading
 * zero), each once, in the order given; [] when it holds none. Anything but a whole number from 1 to
 * MAX_VERSION_CODE is refused, naming the input.
 */
function parseVersionCodes(text, name) {
    const codes = text.split(/[\s,]+/).filter((word) => word !== '');
    for (const code of codes) {
        if (!/^\d{1,10}$/.test(code) || Number(code) < 1 || Number(code) > MAX_VERSION_CODE) {
            throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(name, `takes whole numbers from 1 to ${MAX_VERSION_CODE} (an APK's versionCode), separated by spaces, commas ` +
                `or new lines, got '${code.slice(0, 40)}'.`);
        }
    }
    return [...new Set(codes.map((code) => String(Number(code))))];
}


/***/ }),

/***/ 7268:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MAX_DAYS: () => (/* binding */ MAX_DAYS),
  MAX_TOP_ISSUES: () => (/* binding */ MAX_TOP_ISSUES),
  readVitalsInputs: () => (/* binding */ readVitalsInputs)
});

// EXTERNAL MODULE: ./src/android/version-codes.ts
var version_codes = __webpack_require__(9307);
// EXTERNAL MODULE: ./src/appstore/endpoints.ts
var endpoints = __webpack_require__(9507);
;// CONCATENATED MODULE: ./src/appstore/vitals/paths.ts
/**
 * Where the Vitals API keeps an app's metric sets: `/vitals/apps/{package}`, under the API's base
 * URL. Kept apart from the client (index.ts) so that the step's inputs can place the app's URL
 * without loading the client.
 */
/** The app's resource of the Vitals API: the client builds each set's path under it. */
function vitalsAppPath(packageName) {
    return `/vitals/apps/${encodeURIComponent(packageName)}`;
}

// EXTERNAL MODULE: ./src/step/errors.ts
var errors = __webpack_require__(656);
// EXTERNAL MODULE: ./src/step/paths.ts
var paths = __webpack_require__(8915);
// EXTERNAL MODULE: ./src/capabilities/vitals/sets.ts
var vitals_sets = __webpack_require__(8954);
;// CONCATENATED MODULE: ./src/capabilities/vitals/inputs.ts
/** The inputs of a Vitals read, checked against the API's documented limits before any request. */






/** What the API keeps, and the most days one query may span: 30 days by day, 15 by hour. */
const MAX_DAYS = { daily: 30, hourly: 15 };
/** Android's package name: two or more dot-separated parts, each a letter then letters, digits or '_'. */
const PACKAGE = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/;
const SET_NAME = /^[a-z][A-Za-z0-9]{0,60}MetricSet$/;
/** The most clusters a summary shows for each report type. */
const MAX_TOP_ISSUES = 50;
const words = (text) => text.split(/[\s,]+/).filter((word) => word !== '');
function readVitalsInputs(inputs) {
    const packageName = inputs.required('package', "give the app's package name, such as com.example.app.");
    if (!PACKAGE.test(packageName) || packageName.length > 255) {
        throw new errors/* InputError */.dz('package', `must be an Android package name (two or more parts separated by dots, each a letter then letters, digits or _), got '${packageName.slice(0, 80)}'.`);
    }
    const sets = parseSets(inputs.text('metrics', 'crash anr'));
    const granularity = inputs.choice('granularity', ['daily', 'hourly'], 'daily');
    const days = inputs.integer('days', 7, 1, MAX_DAYS[granularity]);
    const codes = (0,version_codes/* parseVersionCodes */.u)(inputs.text('version-codes'), 'version-codes');
    const versionCodes = codes.length > 0 ? codes : undefined;
    const thresholds = vitals_sets/* RATES */.mu.flatMap((rate) => {
        const text = inputs.text(rate.input);
        if (text === '')
            return [];
        if (!/^\d+(\.\d+)?$/.test(text)) {
            throw new errors/* InputError */.dz(rate.input, `must be a number of 0 or more (such as 1.5), got '${text}'.`);
        }
        if (!sets.includes(rate.set) && sets.every((set) => vitals_sets/* RATES */.mu.some((known) => known.set === set))) {
            throw new errors/* InputError */.dz(rate.input, `judges ${rate.metric}, which only the ${rate.word} metric set gives: add '${rate.word}' to 'metrics'.`);
        }
        return [{ rate, max: Number(text) }];
    });
    const increase = readIncrease(inputs, sets, versionCodes);
    const topIssues = inputs.integer('top-issues', 5, 0, MAX_TOP_ISSUES);
    const dir = inputs.outputPath('dir', 'folder', 'appstore-vitals');
    return {
        packageName,
        sets,
        granularity,
        days,
        versionCodes,
        queried: versionCodes && increase ? (increase.baseline ? [...versionCodes, increase.baseline] : undefined) : versionCodes,
        dir,
        shownDir: (0,paths/* shownName */.HD)(dir, inputs.cwd),
        thresholds,
        increase,
        topIssues,
        appUrl: inputs.urlUnder('api-base-url', endpoints/* DEFAULT_API_BASE_URL */.Ri, vitalsAppPath(packageName), 'package')
    };
}
function parseSets(text) {
    const sets = words(text).map((word) => {
        const known = vitals_sets/* RATES */.mu.find((rate) => rate.word === word.toLowerCase());
        if (known)
            return known.set;
        if (word === 'issuesMetricSet') {
            throw new errors/* InputError */.dz('metrics', 'names issuesMetricSet, the top issues, which has no rates: it is not read here.');
        }
        if (!SET_NAME.test(word)) {
            throw new errors/* InputError */.dz('metrics', `takes crash, anr, lmk or a metric set's full name (such as crashMetricSet), got '${word.slice(0, 80)}'.`);
        }
        return word;
    });
    if (sets.length === 0)
        throw new errors/* InputError */.dz('metrics', 'names no metric set: give crash, anr or lmk.');
    return [...new Set(sets)];
}
/** The most devices 'min-devices' takes: far beyond any app's. */
const MAX_MIN_DEVICES = 1_000_000_000;
function readIncrease(inputs, sets, versionCodes) {
    const minDevices = inputs.integer('min-devices', 100, 0, MAX_MIN_DEVICES);
    const baselines = (0,version_codes/* parseVersionCodes */.u)(inputs.text('baseline-version-code'), 'baseline-version-code');
    if (baselines.length > 1) {
        throw new errors/* InputError */.dz('baseline-version-code', `takes one version code, got ${baselines.length}.`);
    }
    const baseline = baselines.at(0);
    if (baseline && versionCodes?.includes(baseline)) {
        throw new errors/* InputError */.dz('baseline-version-code', `is ${baseline}, which 'version-codes' names too: a version code is not compared with itself.`);
    }
    const text = inputs.text('max-increase').trim();
    if (text === '')
        return undefined;
    const percent = /^(\d{1,9}(\.\d+)?) ?%$/.exec(text);
    if (!percent) {
        throw new errors/* InputError */.dz('max-increase', `must be a percentage of 0 or more, such as 25%, got '${text.slice(0, 40)}'.`);
    }
    if (!sets.some((set) => vitals_sets/* RATES */.mu.some((rate) => rate.set === set))) {
        throw new errors/* InputError */.dz('max-increase', "judges crashRate, anrRate and lmkRate: add crash, anr or lmk to 'metrics'.");
    }
    return { percent: Number(percent[1]), text: `${percent[1]}%`, baseline, minDevices };
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
