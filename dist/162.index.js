export const id = 162;
export const ids = [162];
export const modules = {

/***/ 129:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ LEANBACK),
/* harmony export */   W: () => (/* binding */ described)
/* harmony export */ });
/** The feature a Fire TV app requires: such an APK is for Fire TV devices, not tablets. */
const LEANBACK = 'android.software.leanback';
/** The characters of a manifest's string a message shows at most. */
const SHOWN = 80;
/** A manifest value for a message: a reference is said to be one, as it cannot be resolved here. */
function described(value) {
    if (value === undefined)
        return 'nothing';
    if (typeof value === 'object')
        return `a resource reference (${value.reference}), not resolved`;
    if (typeof value !== 'string')
        return String(value);
    return JSON.stringify(value.length > SHOWN ? `${value.slice(0, SHOWN)}…` : value);
}


/***/ }),

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

/***/ 2476:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JA: () => (/* binding */ standing),
/* harmony export */   Ok: () => (/* binding */ changelogFor),
/* harmony export */   Qe: () => (/* binding */ unnoted),
/* harmony export */   g4: () => (/* binding */ listUnnoted)
/* harmony export */ });
/* harmony import */ var _android_preflight_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4232);
/**
 * Which release notes the listing folder's changelogs give for a release, by the Amazon fastlane
 * plugin's rule (the file of the highest version code, else default.txt), and which locales have
 * none. A locale whose translation lags (changelogs for other version codes only) keeps its notes
 * as they are, as fastlane supply and Google Play leave them: only a folder where no locale has
 * notes for the release (the forgotten changelog) is refused, and any lagging locale with
 * listing-strict (manifests.ts before any request; apply.ts when the version codes are the edit's).
 */

/** The changelog for a release of these version codes; undefined when the locale has neither file. */
function changelogFor(locale, versionCodes) {
    const highest = (0,_android_preflight_js__WEBPACK_IMPORTED_MODULE_0__/* .highestVersionCode */ .cb)(versionCodes);
    const { byVersionCode, fallback } = locale.changelogs;
    if (highest !== undefined && Object.hasOwn(byVersionCode, highest)) {
        return { text: byVersionCode[highest], file: `${locale.folder}/changelogs/${highest}.txt` };
    }
    return fallback === undefined ? undefined : { text: fallback, file: `${locale.folder}/changelogs/default.txt` };
}
/** How a locale without notes for the release stands, for messages: `en_GB/changelogs/ holds 1005 only`. */
function standing({ locale, lagging }) {
    if (!lagging)
        return `${locale.folder} has no changelogs/`;
    const codes = Object.keys(locale.changelogs.byVersionCode).sort((a, b) => Number(a) - Number(b));
    return `${locale.folder}/changelogs/ holds ${codes.join(', ')} only`;
}
/** How a locale without notes for a release of these version codes stands; undefined when it has notes. */
function unnoted(locale, versionCodes) {
    if (changelogFor(locale, versionCodes))
        return undefined;
    return { locale, lagging: Object.keys(locale.changelogs.byVersionCode).length > 0 };
}
/** `en-GB (en_GB/changelogs/ holds 1005 only), de-DE (de has no changelogs/)`. */
function listUnnoted(locales) {
    return locales.map((item) => `${item.locale.locale} (${standing(item)})`).join(', ');
}


/***/ }),

/***/ 6687:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rv: () => (/* binding */ leftOutSection),
/* harmony export */   ol: () => (/* binding */ leftOutRow),
/* harmony export */   pj: () => (/* binding */ plain)
/* harmony export */ });
/* unused harmony exports CELL_LIMIT, TABLE_LIMIT, SECTION_TITLE */
/** Characters of the row's cell. */
const CELL_LIMIT = 1000;
/** Lines of the section's table. */
const TABLE_LIMIT = 300;
const SECTION_TITLE = 'Listing folder: left out and noted';
/** `Listing left out`: how many, and the first names, cut to CELL_LIMIT; undefined when nothing is. */
function leftOutRow(folder) {
    const { leftOut, notes } = folder;
    if (leftOut.length === 0 && notes.length === 0)
        return undefined;
    const head = `${leftOut.length} left out, ${notes.length} noted (table "${SECTION_TITLE}" below)`;
    let cell = head;
    for (const [index, { name }] of leftOut.entries()) {
        const next = `${index === 0 ? ': ' : ', '}${name}`;
        if (cell.length + next.length > CELL_LIMIT - 20) {
            cell += `, and ${leftOut.length - index} more`;
            break;
        }
        cell += next;
    }
    return ['Listing left out', cell];
}
/**
 * The table of every name left out or noted, to TABLE_LIMIT lines; undefined when there is none.
 * `languages`: the listings the release wrote, once the listing stage ran: a noted file of another
 * locale (one not added) was not used, and says so.
 */
function leftOutSection(folder, languages) {
    const rows = [
        ...folder.leftOut.map(({ name, why }) => [name, 'left out', why]),
        ...folder.notes.map((note) => noted(folder, note, languages))
    ];
    if (rows.length === 0)
        return undefined;
    const lines = rows.slice(0, TABLE_LIMIT).map((cells) => `| ${cells.map(plain).join(' | ')} |`);
    const more = rows.length - lines.length;
    return [
        `#### ${SECTION_TITLE}`,
        '',
        '| File or folder | | Why |',
        '|---|---|---|',
        ...lines,
        ...(more > 0 ? ['', `… and ${more} more (listing-strict: true lists each one in the failure).`] : [])
    ].join('\n');
}
/** A noted file is used only when the listing of its locale folder was written. */
function noted(folder, { name, why }, languages) {
    const locale = Object.values(folder.locales).find((item) => name.startsWith(`${item.folder}/`));
    if (!locale || !languages || languages.includes(locale.locale))
        return [name, 'used', why];
    return [
        name,
        'not used',
        `the edit has no ${locale.locale} listing and listing-add-locales is false, so it was not added and ` +
            `nothing was sent for it (added, it would be ${why})`
    ];
}
/** Markdown and HTML signs as entities, line breaks as spaces: the text shows as it is. */
function plain(text) {
    return text.replace(/[\r\n]+/g, ' ').replace(/[\\`*_{}[\]()#+!|~<>&]/g, (sign) => `&#${sign.charCodeAt(0)};`);
}


/***/ }),

/***/ 4162:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FILES_SECTION: () => (/* binding */ FILES_SECTION),
/* harmony export */   checkManifests: () => (/* binding */ checkManifests),
/* harmony export */   manifestOutputs: () => (/* binding */ manifestOutputs),
/* harmony export */   manifestSection: () => (/* binding */ manifestSection),
/* harmony export */   versionNameOf: () => (/* binding */ versionNameOf)
/* harmony export */ });
/* harmony import */ var _android_apk_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(129);
/* harmony import */ var _android_preflight_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4232);
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5927);
/* harmony import */ var _listing_folder_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1599);
/* harmony import */ var _listing_changelogs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2476);
/* harmony import */ var _listing_summary_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6687);
/**
 * What the release files' manifests decide before any request: two files with one versionCode are
 * refused, and so is a listing folder where no locale has notes for the versionCode released. Also
 * what they give the run: the outputs (version-codes, version-names) and the job summary's table.
 */






const FILES_SECTION = 'Release files';
/** Runs as the inputs are read, after the files are found. */
function checkManifests(manifests, listing) {
    (0,_android_preflight_js__WEBPACK_IMPORTED_MODULE_0__/* .refuseSameVersionCodes */ .dI)(manifests);
    if (listing?.hasChangelogs)
        checkChangelogs(manifests, listing);
}
/**
 * The release notes of the versionCode released (the highest of the files', as the listing stage
 * picks it): refused only when no locale has them and none has a default.txt, the forgotten
 * changelog. A locale whose changelogs lag keeps its notes (the listing stage says so in one row),
 * unless listing-strict is true.
 */
function checkChangelogs(manifests, listing) {
    const highest = (0,_android_preflight_js__WEBPACK_IMPORTED_MODULE_0__/* .highestVersionCode */ .cb)(manifests.map((file) => file.versionCode));
    if (highest === undefined)
        return;
    const file = manifests.find((candidate) => String(candidate.versionCode) === highest);
    const locales = Object.values(listing.folder.locales);
    const missing = locales.map((locale) => (0,_listing_changelogs_js__WEBPACK_IMPORTED_MODULE_3__/* .unnoted */ .Qe)(locale, [highest])).filter((item) => item !== undefined);
    const lagging = missing.filter((item) => item.lagging);
    if (listing.strict && lagging.length > 0) {
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(_listing_folder_js__WEBPACK_IMPORTED_MODULE_2__/* .LISTING_INPUT */ .Mr, `has no changelog for version code ${highest} (the versionCode of ${file.file}) and no default.txt in ` +
            `${(0,_listing_changelogs_js__WEBPACK_IMPORTED_MODULE_3__/* .listUnnoted */ .g4)(lagging)}, and listing-strict is true: add ${lagging.map(({ locale }) => `${locale.folder}/changelogs/${highest}.txt`).join(', ')} ` +
            '(or default.txt), or set listing-strict to false to keep their notes as they are. Nothing was sent.');
    }
    if (missing.length < locales.length)
        return;
    const shown = lagging.map(_listing_changelogs_js__WEBPACK_IMPORTED_MODULE_3__/* .standing */ .JA).join('; ');
    throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(_listing_folder_js__WEBPACK_IMPORTED_MODULE_2__/* .LISTING_INPUT */ .Mr, `has no release notes for version code ${highest}, the versionCode of ${file.file}: no locale holds ` +
        `changelogs/${highest}.txt or changelogs/default.txt (${shown}). Add ${lagging[0].locale.folder}/changelogs/${highest}.txt ` +
        '(and the same for the other locales, or a default.txt). Nothing was sent.');
}
/** The versionName as an output and a cell: a resource reference is given as such; '' when none. */
function versionNameOf(manifest) {
    const name = manifest.versionName;
    return name === undefined ? '' : typeof name === 'string' ? name : name.reference;
}
function manifestOutputs(manifests) {
    return {
        'version-codes': manifests.map((file) => String(file.versionCode)).join('\n'),
        'version-names': manifests.map(versionNameOf).join('\n')
    };
}
/**
 * The job summary's table of the files, as their manifests describe them, and where each went and
 * why (`placed`, by file: empty for a file the run did not get to); undefined without files.
 */
function manifestSection(manifests, placed = {}) {
    if (manifests.length === 0)
        return undefined;
    const level = (value) => value === undefined ? '' : typeof value === 'number' ? String(value) : (0,_android_apk_js__WEBPACK_IMPORTED_MODULE_4__/* .described */ .W)(value);
    const lines = manifests.map((file) => [
        file.file,
        file.package,
        String(file.versionCode),
        versionNameOf(file),
        level(file.minSdk),
        file.abis.join(', ') || 'none',
        file.features.includes(_android_apk_js__WEBPACK_IMPORTED_MODULE_4__/* .LEANBACK */ .M) ? 'Fire TV (requires leanback)' : 'any device',
        placed[file.file] ?? 'not placed: the release stopped before'
    ]
        .map(_listing_summary_js__WEBPACK_IMPORTED_MODULE_5__/* .plain */ .pj)
        .join(' | '));
    return [
        `#### ${FILES_SECTION}`,
        '',
        '| File | Package | versionCode | versionName | minSdk | ABIs | For | Where and why |',
        '|---|---|---|---|---|---|---|---|',
        ...lines.map((line) => `| ${line} |`)
    ].join('\n');
}


/***/ })

};
