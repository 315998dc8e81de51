export const id = 967;
export const ids = [967];
export const modules = {

/***/ 9967:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   findApks: () => (/* binding */ findApks)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _actions_glob__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2377);
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5927);
/**
 * The APK files of `release-files`: one path or glob a line, relative to the workspace, with the
 * glob syntax of @actions/glob (`*`, `**`, `?`, `[...]`, and `!` lines that exclude). Each line
 * must find something; each file must be a regular, non-empty `.apk`. Order: the lines' order,
 * the matches of one glob by path. Runs before any request; loaded only in release runs.
 */




const INPUT = 'release-files';
const GLOB = /[*?[]/;
async function findApks(patterns, cwd) {
    const lines = patterns.filter((line) => !line.startsWith('#'));
    const excluded = lines.filter((line) => line.startsWith('!')).map((line) => `!${rooted(line.slice(1), cwd)}`);
    const files = [];
    const seen = new Map();
    for (const line of lines.filter((candidate) => !candidate.startsWith('!'))) {
        const paths = GLOB.test(line) ? await expand(line, excluded, cwd) : [(0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, line)];
        for (const path of paths) {
            const earlier = seen.get(path);
            if (earlier !== undefined) {
                throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(INPUT, `names ${shown(path, cwd)} twice (by '${earlier}' and by '${line}').`);
            }
            seen.set(path, line);
            files.push(checked(path, line, cwd));
        }
    }
    if (files.length === 0)
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(INPUT, 'has only lines that exclude (!) or comments (#): name an APK.');
    return files;
}
async function expand(line, excluded, cwd) {
    const globber = await (0,_actions_glob__WEBPACK_IMPORTED_MODULE_2__/* .create */ .v)([rooted(line, cwd), ...excluded].join('\n'), {
        matchDirectories: false,
        implicitDescendants: false
    });
    const paths = (await globber.glob()).sort();
    if (paths.length === 0)
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(INPUT, `has '${line}', which matches no file (in ${cwd}).`);
    return paths;
}
function checked(path, line, cwd) {
    const name = shown(path, cwd);
    const from = name === line ? `'${line}'` : `'${name}' (from '${line}')`;
    if (/\.aab$/i.test(path)) {
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(INPUT, `names an app bundle, ${from}: the App Submission API takes APK files only. ` +
            'Build APKs for the Amazon Appstore (e.g. with assembleRelease), or upload the bundle in the developer console.');
    }
    if (!/\.apk$/i.test(path))
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(INPUT, `names ${from}, which is not an .apk file.`);
    let stats;
    try {
        stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path);
    }
    catch {
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(INPUT, `names a file that does not exist: ${from} (in ${cwd}).`);
    }
    if (!stats.isFile())
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(INPUT, `must name regular files, got ${from}.`);
    if (stats.size === 0)
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(INPUT, `names an empty file: ${from}.`);
    return { path, size: stats.size, name };
}
function shown(path, cwd) {
    const inside = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(cwd, path);
    return inside !== '' && !inside.startsWith('..') && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(inside) ? inside : path;
}
/**
 * A pattern made absolute against `cwd`, which @actions/glob would take from process.cwd(). The
 * folder is escaped as @actions/glob escapes process.cwd(), so that its name is never a pattern.
 */
function rooted(pattern, cwd) {
    if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(pattern) || pattern.startsWith('~'))
        return pattern;
    const escaped = (process.platform === 'win32' ? cwd : cwd.replace(/\\/g, '\\\\'))
        .replace(/(\[)(?=[^/]+\])/g, '[[]')
        .replace(/\?/g, '[?]')
        .replace(/\*/g, '[*]');
    return `${escaped.replace(/[\\/]+$/, '')}/${pattern}`;
}


/***/ })

};
