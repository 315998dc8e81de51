export const id = 506;
export const ids = [506];
export const modules = {

/***/ 506:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readBootstrapInputs: () => (/* binding */ readBootstrapInputs)
/* harmony export */ });
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5927);
/* harmony import */ var _step_paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(865);
/* harmony import */ var _edit_app_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(164);
/* harmony import */ var _edit_inputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9090);
/* harmony import */ var _place_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3432);
/**
 * The inputs of the listing-bootstrap action: the app, the folder to write its listing into
 * (`listing-dir`), and whether a file that differs from the store is kept or replaced
 * (`overwrite`); refused for a folder it must not write into (see place.ts), before any request.
 */





function readBootstrapInputs(inputs) {
    const mode = inputs.boolean(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUT */ .b.overwrite, false) ? 'overwrite' : 'keep';
    const appId = (0,_edit_app_js__WEBPACK_IMPORTED_MODULE_2__/* .readAppId */ .x)(inputs);
    inputs.required(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUT */ .b.listingDir, 'give the folder to write the listing into.');
    const appUrl = (0,_edit_app_js__WEBPACK_IMPORTED_MODULE_2__/* .appUrlOf */ .O)(inputs, appId);
    // Where the action writes: outputPath refuses a file in the way and the runner's own files.
    const root = inputs.outputPath(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUT */ .b.listingDir, 'folder');
    const refused = (0,_place_js__WEBPACK_IMPORTED_MODULE_4__/* .checkRoot */ .d9)(root, inputs.cwd);
    if (refused)
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUT */ .b.listingDir, `cannot be written by listing-bootstrap: ${refused}`);
    return { appId, appUrl, dir: (0,_step_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .shownName */ .HD)(root, inputs.cwd), root, mode };
}


/***/ }),

/***/ 3432:
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
/* harmony import */ var _step_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(865);
/* harmony import */ var _release_listing_locales_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8276);
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

/***/ 164:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ appUrlOf),
/* harmony export */   x: () => (/* binding */ readAppId)
/* harmony export */ });
/* harmony import */ var _appstore_endpoints_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7610);
/* harmony import */ var _net_url_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(486);
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5927);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9090);
/** The app whose edits a run works in: `app-id`, and its resource under `api-base-url`. */




const APP_ID_HINT = "the App ID (amzn1.devportal.mobileapp.…) shown on the app's page in the developer console.";
/** app-id, checked: one segment of the API's paths ('..' or '.' would make every call land elsewhere). */
function readAppId(inputs) {
    const appId = inputs.required(_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT */ .b.appId, `give ${APP_ID_HINT}`);
    if (!(0,_net_url_js__WEBPACK_IMPORTED_MODULE_2__/* .isPlainSegment */ .kT)(appId))
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT */ .b.appId, `must be ${APP_ID_HINT} Got '${appId}'.`);
    return appId;
}
/** The app's resource under api-base-url. */
function appUrlOf(inputs, appId) {
    return inputs.urlUnder(_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT */ .b.apiBaseUrl, _appstore_endpoints_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_API_BASE_URL */ .Ri, (0,_appstore_endpoints_js__WEBPACK_IMPORTED_MODULE_3__/* .appPath */ .X4)(appId), _inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT */ .b.appId);
}


/***/ }),

/***/ 9090:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ INPUT)
/* harmony export */ });
/** The names of the inputs of the capabilities that work on an app (release, status, bootstrap): one table. */
const INPUT = {
    appId: 'app-id',
    apiBaseUrl: 'api-base-url',
    files: 'files',
    notes: 'notes',
    notesDir: 'notes-dir',
    publishAt: 'publish-at',
    submit: 'submit',
    dryRun: 'dry-run',
    openEdit: 'open-edit',
    targeting: 'targeting',
    largeUpload: 'large-upload',
    devicesLost: 'devices-lost',
    listingDir: 'listing-dir',
    addLocales: 'listing-add-locales',
    strict: 'listing-strict',
    overwrite: 'overwrite'
};


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
 * Amazon's listing languages: its page "Distribute your app internationally" (docs/api-notes.md):
 * Dutch, English (Australia, India, US; UK in several clients), French, German,
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


/***/ })

};
