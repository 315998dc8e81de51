export const id = 474;
export const ids = [474];
export const modules = {

/***/ 1826:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MK: () => (/* binding */ LEANBACK),
/* harmony export */   WY: () => (/* binding */ described),
/* harmony export */   q0: () => (/* binding */ describe)
/* harmony export */ });
function describe(apk) {
    return `${apk.id} (${apk.name || 'unnamed'}, versionCode ${String(apk.versionCode) || 'not given'})`;
}
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

/***/ 4474:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  LOCAL_LOOKUP: () => (/* binding */ LOCAL_LOOKUP),
  MAX_FILES: () => (/* binding */ MAX_FILES),
  expand: () => (/* binding */ expand),
  findApks: () => (/* binding */ findApks),
  globPattern: () => (/* binding */ globPattern),
  identitiesOf: () => (/* binding */ identitiesOf)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ../../main/node_modules/@actions/glob/lib/glob.js + 17 modules
var glob = __webpack_require__(2611);
// EXTERNAL MODULE: ./src/android/apk.ts
var apk = __webpack_require__(1826);
// EXTERNAL MODULE: ./src/step/errors.ts
var errors = __webpack_require__(656);
;// CONCATENATED MODULE: ./src/android/axml.ts
/**
 * A reader of Android's binary XML (AXML), the form aapt and aapt2 give AndroidManifest.xml inside an
 * APK, reading only what a release needs: the attributes of <manifest>, of its <uses-sdk>, <uses-feature>s and
 * <uses-permission>s. Layout
 * (frameworks/base libs/androidfw ResourceTypes.h): an XML chunk holding a string pool, a resource map
 * (the android: attribute id of each attribute name, by index) and the element chunks. Attributes are
 * told by that id first, as Android does, and by their name only when the map has no id for them.
 */
/** Thrown on any AXML this reader cannot make sense of; manifest.ts names the file. */
class AxmlError extends Error {
}
const XML = 0x0003;
const STRING_POOL = 0x0001;
const RESOURCE_MAP = 0x0180;
const START_ELEMENT = 0x0102;
const END_ELEMENT = 0x0103;
const UTF8 = 1 << 8;
const NO_INDEX = 0xffffffff;
/**
 * android: attribute ids (android.R.attr) and the names this reader gives them; an attribute the
 * map has no id for keeps its string-pool name.
 */
const ATTRIBUTE_IDS = new Map([
    [0x01010003, 'name'],
    [0x0101028e, 'required'],
    [0x0101021b, 'versionCode'],
    [0x0101021c, 'versionName'],
    [0x0101020c, 'minSdkVersion'],
    [0x01010270, 'targetSdkVersion'],
    [0x01010271, 'maxSdkVersion'],
    [0x01010281, 'glEsVersion']
]);
/** The elements of the document, in order, each with its depth (the root is 1). */
function readElements(data) {
    if (data.length < 8 || data.readUInt16LE(0) !== XML)
        throw new AxmlError('it does not start with an AXML header');
    const end = Math.min(data.readUInt32LE(4), data.length);
    let strings = [];
    let ids = [];
    const elements = [];
    let depth = 0;
    let at = data.readUInt16LE(2);
    while (at + 8 <= end) {
        const type = data.readUInt16LE(at);
        const size = data.readUInt32LE(at + 4);
        if (size < 8 || at + size > end)
            throw new AxmlError(`a chunk at byte ${at} runs past the document`);
        const chunk = data.subarray(at, at + size);
        if (type === STRING_POOL)
            strings = readStrings(chunk);
        else if (type === RESOURCE_MAP)
            ids = readIds(chunk);
        else if (type === START_ELEMENT)
            elements.push(readElement(chunk, strings, ids, ++depth));
        else if (type === END_ELEMENT)
            depth--;
        at += size;
    }
    return elements;
}
function readStrings(chunk) {
    const count = chunk.readUInt32LE(8);
    const utf8 = (chunk.readUInt32LE(16) & UTF8) !== 0;
    const start = chunk.readUInt32LE(20);
    const headerSize = chunk.readUInt16LE(2);
    if (headerSize + count * 4 > chunk.length)
        throw new AxmlError('its string pool is cut short');
    const strings = [];
    for (let index = 0; index < count; index++) {
        const offset = start + chunk.readUInt32LE(headerSize + index * 4);
        strings.push(utf8 ? utf8String(chunk, offset) : utf16String(chunk, offset));
    }
    return strings;
}
function utf8String(chunk, offset) {
    // Two lengths, each one byte or two (high bit set): UTF-16 units, then bytes.
    const skip = (at) => {
        const first = chunk.readUInt8(at);
        return first & 0x80 ? [((first & 0x7f) << 8) | chunk.readUInt8(at + 1), at + 2] : [first, at + 1];
    };
    const [, afterChars] = skip(offset);
    const [bytes, at] = skip(afterChars);
    if (at + bytes > chunk.length)
        throw new AxmlError('a string runs past its pool');
    return chunk.toString('utf8', at, at + bytes);
}
function utf16String(chunk, offset) {
    let units = chunk.readUInt16LE(offset);
    let at = offset + 2;
    if (units & 0x8000) {
        units = ((units & 0x7fff) << 16) | chunk.readUInt16LE(at);
        at += 2;
    }
    if (at + units * 2 > chunk.length)
        throw new AxmlError('a string runs past its pool');
    return chunk.toString('utf16le', at, at + units * 2);
}
function readIds(chunk) {
    const ids = [];
    for (let at = chunk.readUInt16LE(2); at + 4 <= chunk.length; at += 4)
        ids.push(chunk.readUInt32LE(at));
    return ids;
}
function readElement(chunk, strings, ids, depth) {
    const ext = chunk.readUInt16LE(2);
    const name = stringAt(strings, chunk.readUInt32LE(ext + 4));
    const start = ext + chunk.readUInt16LE(ext + 8);
    const size = chunk.readUInt16LE(ext + 10);
    const count = chunk.readUInt16LE(ext + 12);
    if (size < 20 || start + size * count > chunk.length)
        throw new AxmlError(`the attributes of <${name}> are cut short`);
    const attributes = new Map();
    for (let index = 0; index < count; index++) {
        const at = start + index * size;
        const nameIndex = chunk.readUInt32LE(at + 4);
        const known = ATTRIBUTE_IDS.get(ids[nameIndex] ?? 0);
        attributes.set(known ?? stringAt(strings, nameIndex), axml_valueOf(chunk, at, strings));
    }
    return { name, depth, attributes };
}
function axml_valueOf(chunk, at, strings) {
    const raw = chunk.readUInt32LE(at + 8);
    const type = chunk.readUInt8(at + 15);
    const data = chunk.readUInt32LE(at + 16);
    switch (type) {
        case 0x01: // reference
        case 0x07: // dynamic reference
            return { reference: `@0x${data.toString(16).padStart(8, '0')}` };
        case 0x02: // theme attribute
            return { reference: `?0x${data.toString(16).padStart(8, '0')}` };
        case 0x03:
            return stringAt(strings, data);
        case 0x10:
            return data | 0;
        case 0x11:
            return data;
        case 0x12:
            return data !== 0;
        default:
            return raw === NO_INDEX ? `0x${data.toString(16)}` : stringAt(strings, raw);
    }
}
function stringAt(strings, index) {
    const text = strings[index];
    if (text === undefined)
        throw new AxmlError(`it refers to string ${index} of a pool of ${strings.length}`);
    return text;
}

// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ../../main/node_modules/yauzl/index.js
var yauzl = __webpack_require__(9949);
;// CONCATENATED MODULE: ./src/android/zip.ts
/**
 * A zip opened for a few small reads: yauzl reads each central directory record with reads of its
 * own (two a record, each a trip through libuv's thread pool), which for an APK of thousands of
 * entries costs more than the rest of the manifest read. The file's last MiB, where the central
 * directory lies, is read once and those reads are served from it; anything else (the manifest
 * entry, or a directory larger than the tail) is read from the file as usual.
 */




const TAIL = 1024 * 1024;
class TailReader extends yauzl.RandomAccessReader {
    fd;
    tail;
    tailStart;
    constructor(fd, tail, tailStart) {
        super();
        this.fd = fd;
        this.tail = tail;
        this.tailStart = tailStart;
    }
    read(buffer, offset, length, position, done) {
        if (position >= this.tailStart && position + length <= this.tailStart + this.tail.length) {
            this.tail.copy(buffer, offset, position - this.tailStart, position - this.tailStart + length);
            queueMicrotask(() => done(null));
        }
        else {
            (0,external_node_fs_.read)(this.fd, buffer, offset, length, position, (error, bytes) => done(error ?? (bytes < length ? new Error(`unexpected end of file at byte ${position + bytes}`) : null)));
        }
    }
    /** Not fs.createReadStream: destroying that one closes the descriptor, whatever autoClose says. */
    _readStreamForRange(start, end) {
        const fd = this.fd;
        let position = start;
        return new external_node_stream_.Readable({
            highWaterMark: 64 * 1024,
            read(size) {
                const length = Math.min(size, end - position);
                if (length <= 0)
                    return void this.push(null);
                const buffer = Buffer.allocUnsafe(length);
                (0,external_node_fs_.read)(fd, buffer, 0, length, position, (error, bytes) => {
                    if (error)
                        this.destroy(error);
                    else if (bytes === 0)
                        this.destroy(new Error(`unexpected end of file at byte ${position}`));
                    else {
                        position += bytes;
                        this.push(buffer.subarray(0, bytes));
                    }
                });
            }
        });
    }
    close(done) {
        (0,external_node_fs_.close)(this.fd, done);
    }
}
/** Opens `path` as yauzl.openPromise would, with lazy entries and raw names. */
async function openZip(path) {
    const fd = await (0,external_node_util_.promisify)(external_node_fs_.open)(path, 'r');
    try {
        const { size } = await (0,external_node_util_.promisify)(external_node_fs_.fstat)(fd);
        const tailStart = Math.max(0, size - TAIL);
        const tail = Buffer.alloc(size - tailStart);
        const { bytesRead } = await (0,external_node_util_.promisify)(external_node_fs_.read)(fd, { buffer: tail, position: tailStart });
        const reader = new TailReader(fd, tail.subarray(0, bytesRead), tailStart);
        return await (0,external_node_util_.promisify)(yauzl.fromRandomAccessReader)(reader, size, { lazyEntries: true, autoClose: false, decodeStrings: false });
    }
    catch (error) {
        (0,external_node_fs_.close)(fd, () => undefined);
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/android/manifest.ts




const MANIFEST = 'AndroidManifest.xml';
/** Real manifests stay far below this; a bigger entry is a damaged or hostile zip, never read whole. */
const MANIFEST_LIMIT = 8 * 1024 * 1024;
const ABI = /^lib\/([^/]+)\/[^/]+$/;
/** Reads `path`; `file` is how messages name it (the path by default). */
async function readApkManifest(path, file = path) {
    const { manifest, abis } = await readZip(path, file);
    let elements;
    try {
        elements = readElements(manifest);
    }
    catch (error) {
        if (/^\s*</.test(manifest
            .subarray(0, 64)
            .toString('latin1')
            .replace(/^\ufeff|^\xef\xbb\xbf/, ''))) {
            throw new errors/* Failure */.HR(`${file}: its ${MANIFEST} is text XML, not the binary XML that Android's build tools write; ` +
                'build the APK with Gradle (or aapt2 link), not by zipping the sources.');
        }
        const why = error instanceof AxmlError || error instanceof RangeError ? error.message : (0,errors/* messageOf */.bD)(error);
        throw new errors/* Failure */.HR(`${file}: its ${MANIFEST} is damaged (${why}).`);
    }
    return fromElements(elements, file, abis);
}
function fromElements(elements, file, abis) {
    const root = elements[0];
    if (root?.name !== 'manifest') {
        throw new errors/* Failure */.HR(`${file}: its ${MANIFEST} has no <manifest> root (found ${root ? `<${root.name}>` : 'nothing'}).`);
    }
    const sdk = elements.find((element) => element.name === 'uses-sdk' && element.depth === 2)?.attributes;
    const pkg = root.attributes.get('package');
    if (typeof pkg !== 'string' || pkg === '') {
        throw new errors/* Failure */.HR(`${file}: its ${MANIFEST} gives no package name (found ${(0,apk/* described */.WY)(pkg)}).`);
    }
    const code = root.attributes.get('versionCode');
    if (typeof code !== 'number' || !Number.isInteger(code) || code <= 0) {
        throw new errors/* Failure */.HR(`${file}: its ${MANIFEST} gives no usable android:versionCode (found ${(0,apk/* described */.WY)(code)}); ` +
            'the Appstore needs a positive whole number.');
    }
    return {
        file,
        package: pkg,
        versionCode: code,
        versionName: manifest_text(root.attributes.get('versionName')),
        minSdk: level(sdk?.get('minSdkVersion')),
        targetSdk: level(sdk?.get('targetSdkVersion')),
        ...(sdk?.has('maxSdkVersion') ? { maxSdk: level(sdk.get('maxSdkVersion')) } : {}),
        abis,
        ...featuresOf(elements),
        permissions: permissionsOf(elements)
    };
}
/** The children of <manifest> of these names. */
const topLevel = (elements, ...names) => elements.filter((element) => element.depth === 2 && names.includes(element.name));
/**
 * The <uses-feature>s: a named one is required unless android:required is false, as Android reads
 * it; one that gives android:glEsVersion (and no name) asks for that OpenGL ES version.
 */
function featuresOf(elements) {
    const declaredFeatures = [];
    let glEsVersion;
    for (const element of topLevel(elements, 'uses-feature')) {
        const name = element.attributes.get('name');
        const required = element.attributes.get('required') !== false;
        const gl = element.attributes.get('glEsVersion');
        if (typeof name === 'string' && name !== '')
            declaredFeatures.push({ name, required });
        else if (typeof gl === 'number' && required)
            glEsVersion = Math.max(glEsVersion ?? 0, gl);
    }
    const features = [...new Set(declaredFeatures.filter((f) => f.required).map((f) => f.name))].sort();
    return { features, declaredFeatures, ...(glEsVersion === undefined ? {} : { glEsVersion }) };
}
function permissionsOf(elements) {
    const names = topLevel(elements, 'uses-permission', 'uses-permission-sdk-23', 'uses-permission-sdk-m').map((element) => element.attributes.get('name'));
    return [...new Set(names.filter((name) => typeof name === 'string' && name !== ''))];
}
function manifest_text(value) {
    return value === undefined || typeof value === 'string' || typeof value === 'object' ? value : String(value);
}
function level(value) {
    if (typeof value === 'string' && /^\d+$/.test(value))
        return Number(value);
    return typeof value === 'boolean' ? String(value) : value;
}
async function readZip(path, file) {
    let zip;
    try {
        zip = await openZip(path);
    }
    catch (error) {
        throw new errors/* Failure */.HR(`${file} is not an APK: its zip directory cannot be read (${(0,errors/* messageOf */.bD)(error)}).`);
    }
    try {
        const { found, abis } = await walk(zip);
        if (!found)
            throw new errors/* Failure */.HR(`${file} is not an APK: it holds no ${MANIFEST}.`);
        return { manifest: await readEntry(zip, found, file), abis };
    }
    catch (error) {
        if (error instanceof errors/* Failure */.HR)
            throw error;
        throw new errors/* Failure */.HR(`${file} is not an APK: its zip cannot be read (${(0,errors/* messageOf */.bD)(error)}).`);
    }
    finally {
        zip.close();
    }
}
/** The manifest's entry and the ABIs, from the central directory (entry events: faster than eachEntry). */
function walk(zip) {
    let found;
    const abis = new Set();
    return new Promise((resolve, reject) => {
        zip.on('entry', (entry) => {
            const name = entry.fileNameRaw.toString('utf8');
            if (name === MANIFEST)
                found = entry;
            const abi = ABI.exec(name)?.[1];
            if (abi)
                abis.add(abi);
            zip.readEntry();
        });
        zip.on('end', () => resolve({ found, abis: [...abis].sort() }));
        zip.on('error', reject);
        zip.readEntry();
    });
}
async function readEntry(zip, entry, file) {
    if (entry.uncompressedSize > MANIFEST_LIMIT) {
        throw new errors/* Failure */.HR(`${file}: its ${MANIFEST} says it is ${entry.uncompressedSize} bytes, more than a manifest can be; the APK is damaged.`);
    }
    const stream = await zip.openReadStreamPromise(entry);
    const chunks = [];
    for await (const chunk of stream)
        chunks.push(chunk);
    return Buffer.concat(chunks);
}

// EXTERNAL MODULE: ./src/step/identity.ts
var step_identity = __webpack_require__(9365);
// EXTERNAL MODULE: ./src/step/paths.ts
var step_paths = __webpack_require__(8915);
;// CONCATENATED MODULE: ./src/capabilities/release/files.ts
/**
 * The APK files of `files`: one path or glob a line, relative to the workspace, with the
 * glob syntax of @actions/glob (`*`, `**`, `?`, `[...]`, and `!` lines that exclude). Each line
 * must find something, and all of them at most MAX_FILES files; each file must be a regular,
 * non-empty `.apk` that is an APK whose binary AndroidManifest.xml can be read (its package and
 * versionCode: android/manifest.ts). Order: the lines' order, the matches of one glob by their shown
 * name (the same on every OS). An `!` line drops the files it finds as the file system finds them: it
 * is expanded on its own, and the files of the same identity are dropped, so `!app/out/*-debug.apk`
 * drops `App/out/x-debug.apk` where the file system ignores case (APFS, NTFS), as @actions/glob's
 * own excludes, which compare text, do not off Windows. Paths are read with the platform's path
 * module and identities (step/paths.ts), which tests replace with `path.win32` and APFS' answers.
 * Runs before any request; loaded only in release runs.
 */







const INPUT = 'files';
const GLOB = /[*?[]/;
/** An edit holds a few APKs (one per device group): more files than this is a glob that reaches too far. */
const MAX_FILES = 50;
const LOCAL_LOOKUP = {
    ...step_paths/* LOCAL_NAMES */.zg,
    glob: async function* (pattern) {
        yield* (await (0,glob/* create */.v)(pattern, { matchDirectories: false, implicitDescendants: false })).globGenerator();
    }
};
async function findApks(patterns, inputs, lookup = LOCAL_LOOKUP) {
    const { cwd } = inputs;
    const lines = patterns.filter((line) => !line.startsWith('#'));
    const excludes = lines.filter((line) => line.startsWith('!')).map((line) => globPattern(line, cwd, lookup.path));
    let excluded;
    const files = [];
    /**
     * By identity (step/identity.ts): two names of one file (a symbolic link and its target, hard
     * links, names in other case where the file system does not tell case apart) are one file.
     */
    const seen = new Map();
    for (const line of lines.filter((candidate) => !candidate.startsWith('!'))) {
        const paths = GLOB.test(line)
            ? await expand(line, (excluded ??= await identitiesOf(excludes, lookup)), cwd, MAX_FILES - files.length, lookup)
            : [lookup.path.resolve(cwd, line)];
        for (const path of paths) {
            if (files.length === MAX_FILES)
                throw tooMany(line);
            const file = checked(path, line, inputs, lookup);
            const identity = (0,step_identity/* fileIdentity */.l6)(file.path, lookup.identity) ?? file.path;
            const earlier = seen.get(identity);
            if (earlier !== undefined) {
                throw new errors/* InputError */.dz(INPUT, earlier.name === file.name
                    ? `names ${file.name} twice (by '${earlier.line}' and by '${line}').`
                    : `names one file twice: '${file.name}' (by '${line}') is '${earlier.name}' (by '${earlier.line}').`);
            }
            seen.set(identity, { name: file.name, line });
            files.push({ ...file, manifest: await manifestOf(file, line) });
        }
    }
    if (files.length === 0)
        throw new errors/* InputError */.dz(INPUT, 'has only lines that exclude (!) or comments (#): name an APK.');
    return files;
}
/** The identities of the files the exclude patterns (globPattern) find, each expanded on its own. */
async function identitiesOf(patterns, lookup) {
    const identities = new Set();
    for (const pattern of patterns) {
        for await (const path of lookup.glob(pattern)) {
            const identity = (0,step_identity/* fileIdentity */.l6)(path, lookup.identity);
            if (identity !== undefined)
                identities.add(identity);
        }
    }
    return identities;
}
/**
 * The matches of a glob but the excluded files, sorted; more than `room` fails at once, without
 * walking the rest of the tree.
 */
async function expand(line, excluded, cwd, room, lookup) {
    const paths = [];
    for await (const path of lookup.glob(globPattern(line, cwd, lookup.path))) {
        if (excluded.has((0,step_identity/* fileIdentity */.l6)(path, lookup.identity) ?? ''))
            continue;
        if (paths.length === room)
            throw tooMany(line);
        paths.push(path);
    }
    if (paths.length === 0)
        throw new errors/* InputError */.dz(INPUT, `has '${line}', which matches no file (in ${cwd}).`);
    return paths.sort((0,step_paths/* byShownName */.CV)(cwd, lookup));
}
/**
 * The pattern @actions/glob gets for a line (`!` kept off): absolute, without the '.' and '..'
 * segments it refuses ('./out/*.apk' is 'out/*.apk'; so is '.\out\*.apk' on Windows, where '\' is
 * a separator). A glob that '..' takes out of the workspace is refused (a file outside it is named by its path).
 */
function globPattern(line, cwd, p = (external_node_path_default())) {
    const glob = line.startsWith('!') ? line.slice(1) : line;
    const within = (0,step_paths/* withoutDotSegments */.kN)(glob, p);
    if (within === undefined) {
        throw new errors/* InputError */.dz(INPUT, `has '${line}', a glob that climbs out of the workspace ('..'): globs find files in the workspace (${cwd}) ` +
            'or under an absolute path. Name a file outside it by its path, without wildcards.');
    }
    return rooted(within, cwd, p);
}
function tooMany(line) {
    return new errors/* InputError */.dz(INPUT, `finds more than ${MAX_FILES} files (with '${line}'): a release takes at most ${MAX_FILES} APKs. Narrow the ` +
        "globs (app/build/outputs/apk/release/*.apk), or exclude what is not an APK to ship with '!' lines.");
}
/** The file as it is named in messages: by itself, or with the line that found it. */
function from(name, line) {
    return name === line ? `'${line}'` : `'${name}' (from '${line}')`;
}
/** A regular, non-empty .apk in the workspace: its path is where it really is. */
function checked(path, line, inputs, names) {
    const name = (0,step_paths/* shownName */.HD)(path, inputs.cwd, names);
    const found = from(name, line);
    if (/\.aab$/i.test(path)) {
        throw new errors/* InputError */.dz(INPUT, `names an app bundle, ${found}: the App Submission API takes APK files only. ` +
            'Build APKs for the Amazon Appstore (e.g. with assembleRelease), or upload the bundle in the developer console.');
    }
    if (!/\.apk$/i.test(path))
        throw new errors/* InputError */.dz(INPUT, `names ${found}, which is not an .apk file.`);
    let stats;
    try {
        stats = (0,external_node_fs_.statSync)(path);
    }
    catch {
        throw new errors/* InputError */.dz(INPUT, `names a file that does not exist: ${found} (in ${inputs.cwd}).`);
    }
    if (!stats.isFile())
        throw new errors/* InputError */.dz(INPUT, `must name regular files, got ${found}.`);
    if (stats.size === 0)
        throw new errors/* InputError */.dz(INPUT, `names an empty file: ${found}.`);
    return { path: inputs.readable(INPUT, path, name), size: stats.size, name };
}
/** The file's manifest; what keeps it from being read is an input error naming the file and its line. */
async function manifestOf(file, line) {
    const found = from(file.name, line);
    try {
        return { ...(await readApkManifest(file.path, found)), file: file.name };
    }
    catch (error) {
        if (!(error instanceof errors/* Failure */.HR))
            throw error;
        const why = error.message.startsWith(`${found}: its `)
            ? `whose ${error.message.slice(found.length + 6)}`
            : `which ${error.message.slice(found.length + 1)}`;
        throw new errors/* InputError */.dz(INPUT, `names ${found}, ${why}`);
    }
}
/**
 * A pattern made absolute against `cwd`, which @actions/glob would take from process.cwd(). The
 * folder is escaped as @actions/glob escapes process.cwd(), so that its name is never a pattern.
 */
function rooted(pattern, cwd, p) {
    if (p.isAbsolute(pattern) || pattern.startsWith('~'))
        return pattern;
    const escaped = (p.sep === '\\' ? cwd : cwd.replace(/\\/g, '\\\\'))
        .replace(/(\[)(?=[^/]+\])/g, '[[]')
        .replace(/\?/g, '[?]')
        .replace(/\*/g, '[*]');
    return `${escaped.replace(/[\\/]+$/, '')}/${pattern}`;
}


/***/ })

};
