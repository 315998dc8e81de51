export const id = 967;
export const ids = [967];
export const modules = {

/***/ 9967:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MAX_FILES: () => (/* binding */ MAX_FILES),
/* harmony export */   findApks: () => (/* binding */ findApks)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _actions_glob__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2377);
/* harmony import */ var yauzl__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(663);
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5927);
/**
 * The APK files of `release-files`: one path or glob a line, relative to the workspace, with the
 * glob syntax of @actions/glob (`*`, `**`, `?`, `[...]`, and `!` lines that exclude). Each line
 * must find something, and all of them at most MAX_FILES files; each file must be a regular,
 * non-empty `.apk` that is an APK (a zip holding AndroidManifest.xml). Order: the lines' order, the
 * matches of one glob by path. Runs before any request; loaded only in release runs.
 */





const INPUT = 'release-files';
const GLOB = /[*?[]/;
/** An edit holds a few APKs (one per device group): more files than this is a glob that reaches too far. */
const MAX_FILES = 50;
async function findApks(patterns, inputs) {
    const { cwd } = inputs;
    const lines = patterns.filter((line) => !line.startsWith('#'));
    const excluded = lines
        .filter((line) => line.startsWith('!'))
        .map((line) => `!${rooted(withinWorkspace(line.slice(1), line, cwd), cwd)}`);
    const files = [];
    /** By real path: two names (a symbolic link and its target) of one file are one file. */
    const seen = new Map();
    for (const line of lines.filter((candidate) => !candidate.startsWith('!'))) {
        const paths = GLOB.test(line) ? await expand(line, excluded, cwd, MAX_FILES - files.length) : [(0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, line)];
        for (const path of paths) {
            if (files.length === MAX_FILES)
                throw tooMany(line);
            const file = checked(path, line, inputs);
            const earlier = seen.get(file.path);
            if (earlier !== undefined) {
                throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(INPUT, earlier.name === file.name
                    ? `names ${file.name} twice (by '${earlier.line}' and by '${line}').`
                    : `names one file twice: '${file.name}' (by '${line}') is '${earlier.name}' (by '${earlier.line}').`);
            }
            seen.set(file.path, { name: file.name, line });
            const problem = await apkProblem(file.path);
            if (problem)
                throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(INPUT, `names ${from(file.name, line)}, which is not an APK: ${problem}.`);
            files.push(file);
        }
    }
    if (files.length === 0)
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(INPUT, 'has only lines that exclude (!) or comments (#): name an APK.');
    return files;
}
/** The matches of a glob, sorted; more than `room` fails at once, without walking the rest of the tree. */
async function expand(line, excluded, cwd, room) {
    const globber = await (0,_actions_glob__WEBPACK_IMPORTED_MODULE_2__/* .create */ .v)([rooted(withinWorkspace(line, line, cwd), cwd), ...excluded].join('\n'), {
        matchDirectories: false,
        implicitDescendants: false
    });
    const paths = [];
    for await (const path of globber.globGenerator()) {
        if (paths.length === room)
            throw tooMany(line);
        paths.push(path);
    }
    if (paths.length === 0)
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(INPUT, `has '${line}', which matches no file (in ${cwd}).`);
    return paths.sort();
}
/**
 * A glob without the '.' and '..' segments that @actions/glob refuses: './out/*.apk' is 'out/*.apk';
 * one that '..' takes out of the workspace is refused (a file outside it is named by its path).
 */
function withinWorkspace(glob, line, cwd) {
    if (!/(^|\/)\.\.?(\/|$)/.test(glob))
        return glob;
    const normalized = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.normalize(glob);
    if (normalized === '..' || normalized.startsWith('../')) {
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(INPUT, `has '${line}', a glob that climbs out of the workspace ('..'): globs find files in the workspace (${cwd}) ` +
            'or under an absolute path. Name a file outside it by its path, without wildcards.');
    }
    return normalized;
}
function tooMany(line) {
    return new _step_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(INPUT, `finds more than ${MAX_FILES} files (with '${line}'): a release takes at most ${MAX_FILES} APKs. Narrow the ` +
        "globs (app/build/outputs/apk/release/*.apk), or exclude what is not an APK to ship with '!' lines.");
}
/** The file as it is named in messages: by itself, or with the line that found it. */
function from(name, line) {
    return name === line ? `'${line}'` : `'${name}' (from '${line}')`;
}
/** A regular, non-empty .apk in the workspace: its path is where it really is. */
function checked(path, line, inputs) {
    const name = shown(path, inputs.cwd);
    const found = from(name, line);
    if (/\.aab$/i.test(path)) {
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(INPUT, `names an app bundle, ${found}: the App Submission API takes APK files only. ` +
            'Build APKs for the Amazon Appstore (e.g. with assembleRelease), or upload the bundle in the developer console.');
    }
    if (!/\.apk$/i.test(path))
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(INPUT, `names ${found}, which is not an .apk file.`);
    let stats;
    try {
        stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path);
    }
    catch {
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(INPUT, `names a file that does not exist: ${found} (in ${inputs.cwd}).`);
    }
    if (!stats.isFile())
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(INPUT, `must name regular files, got ${found}.`);
    if (stats.size === 0)
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(INPUT, `names an empty file: ${found}.`);
    return { path: inputs.readable(INPUT, path, name), size: stats.size, name };
}
const MANIFEST = 'AndroidManifest.xml';
/**
 * What keeps the file from being an APK, undefined when nothing does: an APK is a zip with
 * AndroidManifest.xml at its top. Only the zip's central directory is read, not its contents.
 */
async function apkProblem(path) {
    let zip;
    try {
        zip = await yauzl__WEBPACK_IMPORTED_MODULE_3__.openPromise(path, { lazyEntries: true, autoClose: false, decodeStrings: false });
    }
    catch (error) {
        return `its zip directory cannot be read (${(0,_step_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .messageOf */ .bD)(error)})`;
    }
    try {
        return await new Promise((done) => {
            zip.on('entry', (entry) => {
                if (entry.fileNameRaw.toString('latin1') === MANIFEST)
                    done(undefined);
                else
                    zip.readEntry();
            });
            zip.on('end', () => done(`it holds no ${MANIFEST}`));
            zip.on('error', (error) => done(`its zip directory cannot be read (${(0,_step_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .messageOf */ .bD)(error)})`));
            zip.readEntry();
        });
    }
    finally {
        zip.close();
    }
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
