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
/** The table of every name left out or noted, to TABLE_LIMIT lines; undefined when there is none. */
function leftOutSection(folder) {
    const rows = [
        ...folder.leftOut.map(({ name, why }) => [name, 'left out', why]),
        ...folder.notes.map(({ name, why }) => [name, 'used', why])
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
/* harmony import */ var _android_apk_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(129);
/* harmony import */ var _android_preflight_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4232);
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5927);
/* harmony import */ var _listing_folder_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1599);
/* harmony import */ var _listing_summary_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6687);
/**
 * What the release files' manifests decide before any request: two files with one versionCode are
 * refused, and so is a listing folder whose changelogs miss the versionCode being released. Also
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
 * A locale with changelogs/<versionCode>.txt files must have the one of the versionCode released
 * (the highest of the files', as the listing stage picks it) or a default.txt: else its notes
 * would silently stay as they were. A locale without changelogs is left to the listing stage.
 */
function checkChangelogs(manifests, listing) {
    const highest = (0,_android_preflight_js__WEBPACK_IMPORTED_MODULE_0__/* .highestVersionCode */ .cb)(manifests.map((file) => file.versionCode));
    if (highest === undefined)
        return;
    const file = manifests.find((candidate) => String(candidate.versionCode) === highest);
    for (const locale of Object.values(listing.folder.locales)) {
        const { byVersionCode, fallback } = locale.changelogs;
        const codes = Object.keys(byVersionCode);
        if (codes.length === 0 || fallback !== undefined || byVersionCode[highest] !== undefined)
            continue;
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(_listing_folder_js__WEBPACK_IMPORTED_MODULE_2__/* .LISTING_INPUT */ .Mr, `holds ${locale.folder}/changelogs/ for version code${codes.length > 1 ? 's' : ''} ${codes.join(', ')}, but ` +
            `none for ${highest}, the versionCode of ${file.file}, and no default.txt: add ` +
            `${locale.folder}/changelogs/${highest}.txt (or default.txt). Nothing was sent.`);
    }
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
    const level = (value) => value === undefined ? '' : typeof value === 'number' ? String(value) : (0,_android_apk_js__WEBPACK_IMPORTED_MODULE_3__/* .described */ .W)(value);
    const lines = manifests.map((file) => [
        file.file,
        file.package,
        String(file.versionCode),
        versionNameOf(file),
        level(file.minSdk),
        file.abis.join(', ') || 'none',
        file.features.includes(_android_apk_js__WEBPACK_IMPORTED_MODULE_3__/* .LEANBACK */ .M) ? 'Fire TV (requires leanback)' : 'any device',
        placed[file.file] ?? 'not placed: the release stopped before'
    ]
        .map(_listing_summary_js__WEBPACK_IMPORTED_MODULE_4__/* .plain */ .pj)
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
