export const id = 599;
export const ids = [599];
export const modules = {

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

/***/ 1599:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Mr: () => (/* binding */ LISTING_INPUT),
  u3: () => (/* binding */ OVERRIDES),
  Xl: () => (/* binding */ leftOutFolderOf),
  JP: () => (/* binding */ localeFolder),
  FZ: () => (/* binding */ readListingFolder)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/step/errors.ts
var errors = __webpack_require__(5927);
// EXTERNAL MODULE: ./src/step/identity.ts
var identity = __webpack_require__(5626);
// EXTERNAL MODULE: ./src/capabilities/release/listing/notes.ts
var notes = __webpack_require__(4438);
// EXTERNAL MODULE: ./src/capabilities/release/listing/image-rules.ts
var image_rules = __webpack_require__(7280);
// EXTERNAL MODULE: ./src/capabilities/release/listing/reading.ts
var listing_reading = __webpack_require__(5351);
;// CONCATENATED MODULE: ./src/capabilities/release/listing/image-folder.ts
/**
 * A locale's `images/` folder: which file fills which Amazon image type (image-rules.ts has the names
 * and the rules). Whatever Amazon cannot take is left out with its reason, never refused: a name
 * it has no type for, a size or format it does not take, more than it takes, fewer than it needs.
 * Play's `icon.png` fills the type its size says (512×512 the large icon, 114×114 the small one),
 * and the choice is noted.
 */


const isImageName = (name) => image_rules/* IMAGE_EXTENSIONS */.f9.some((extension) => name.toLowerCase().endsWith(extension));
const known = (kind) => image_rules/* IMAGE_SOURCES */.Dg.filter((source) => source.kind === kind && !source.unused)
    .map((source) => source.name)
    .join(', ');
function readImages(reading, folder) {
    const given = [];
    for (const entry of (0,listing_reading/* entriesOf */.Mc)(reading, folder.shown, folder.path)) {
        const source = (0,image_rules/* imageSourceOf */.Wf)(entry.name, entry.dir ? 'folder' : 'file');
        if (!entry.dir && !isImageName(entry.name)) {
            reading.leftOut.push({ name: entry.shown, why: 'not a .png, .jpg or .jpeg file' });
        }
        else if (!source) {
            const kind = entry.dir ? 'folder' : 'file';
            reading.leftOut.push({ name: entry.shown, why: `no image ${kind} Amazon has a type for (known: ${known(kind)})` });
        }
        else if (source.unused) {
            reading.leftOut.push({ name: entry.shown, why: source.unused });
        }
        else if (given.some((earlier) => earlier.source === source)) {
            const earlier = given.find((item) => item.source === source);
            reading.leftOut.push({ name: entry.shown, why: `Amazon takes one ${source.name}; ${earlier.name} gives it` });
        }
        else {
            const files = (entry.dir ? filesIn(reading, entry) : [entry]).map((file) => readOne(reading, file));
            given.push({ source, name: entry.name, files: files.filter((file) => file !== undefined) });
        }
    }
    const byType = new Map();
    for (const item of given) {
        const type = typeOf(reading, item);
        if (type)
            byType.set(type, [...(byType.get(type) ?? []), item]);
    }
    const images = {};
    for (const type of image_rules/* AMAZON_IMAGE_TYPES */.hK) {
        const items = byType.get(type) ?? [];
        // In the order of IMAGE_SOURCES: the first that gives an image Amazon takes wins.
        items.sort((a, b) => image_rules/* IMAGE_SOURCES */.Dg.indexOf(a.source) - image_rules/* IMAGE_SOURCES */.Dg.indexOf(b.source));
        for (const item of items) {
            const winner = images[type] ? items.find((other) => other.files === images[type]) : undefined;
            if (winner) {
                for (const file of item.files) {
                    reading.leftOut.push({ name: file.name, why: `Amazon takes one set of ${type}; ${winner.name} gives them` });
                }
                continue;
            }
            const fitted = (0,image_rules/* fitImages */.i7)(type, item.files, `${folder.shown}/${item.name}`);
            reading.leftOut.push(...fitted.leftOut);
            reading.notes.push(...fitted.warnings);
            if (fitted.used.length > 0) {
                images[type] = item.files = fitted.used;
                if (item.source.type === image_rules/* BY_SIZE */._A)
                    reading.notes.push(iconNote(fitted.used[0], type));
            }
        }
    }
    return images;
}
/** Which type an `icon` was taken as, and why, once it is used. */
function iconNote(file, type) {
    const size = `${file.width}×${file.height}`;
    const whose = type === 'large-icons' ? "Google Play's icon size" : "the Amazon fastlane plugin's small icon";
    return { name: file.name, why: `used as ${type}: it is ${size}, Amazon's ${image_rules/* IMAGE_RULES */.Ug[type].label} (${whose})` };
}
/** The type an item fills: its source's, or for `icon`, the one its size says. */
function typeOf(reading, item) {
    if (item.source.type !== image_rules/* BY_SIZE */._A)
        return item.source.type;
    const [file] = item.files;
    if (!file)
        return undefined;
    const type = (0,image_rules/* iconTypeOf */.hE)(file);
    if (type)
        return type;
    reading.leftOut.push({
        name: file.name,
        why: `${file.width}×${file.height} pixels: an icon is used as Amazon's large icon at 512×512 or its small icon at 114×114`
    });
    return undefined;
}
/** The images of a screenshot folder, in the order of their names (as supply uploads them). */
function filesIn(reading, folder) {
    const files = [];
    for (const entry of (0,listing_reading/* entriesOf */.Mc)(reading, folder.shown, folder.path)) {
        if (!entry.dir && isImageName(entry.name))
            files.push(entry);
        else
            reading.leftOut.push({ name: entry.shown, why: 'not a .png, .jpg or .jpeg file' });
    }
    return files;
}
function readOne(reading, entry) {
    const file = (0,image_rules/* readImageFile */.MT)(entry.path, entry.shown, { maxBytes: reading.maxImageBytes });
    if (typeof file !== 'string')
        return file;
    reading.leftOut.push({ name: entry.shown, why: file });
    return undefined;
}

// EXTERNAL MODULE: ./src/capabilities/release/listing/layout.ts
var layout = __webpack_require__(2421);
// EXTERNAL MODULE: ./src/capabilities/release/listing/locales.ts
var locales = __webpack_require__(8276);
// EXTERNAL MODULE: ./src/capabilities/release/listing/text-file.ts
var text_file = __webpack_require__(5675);
;// CONCATENATED MODULE: ./src/capabilities/release/listing/folder.ts
/**
 * The listing folder (the input `listing-dir`): fastlane supply's layout, so that one folder serves
 * Google Play and Amazon as it is, read whole in one pass before any request.
 *
 *   <dir>/<locale>/title.txt, short_description.txt, ...   the text files of layout.ts
 *   <dir>/<locale>/changelogs/<versionCode>.txt, default.txt
 *   <dir>/<locale>/images/...                               see image-folder.ts
 *   <dir>/<locale>/amazon/...                               the same names, for Amazon only: they win
 *
 * Locale folders are named as locales.ts says. What Amazon has no place for (a locale it does not
 * list, Play-only files, image kinds, sizes or counts it does not take) is left out and listed in
 * `leftOut`, each with its reason; with `strict`, anything left out fails the step instead. Real
 * errors (the client secret in a text, text that is not UTF-8, a text over its limit, a link out of
 * the workspace) all come in one InputError.
 */










const LISTING_INPUT = 'listing-dir';
/** The folder of Amazon-only files in a locale folder. */
const OVERRIDES = 'amazon';
/** By file name: a Map, since a name of the folder (`constructor`, `__proto__`) is no key of a plain object. */
const UNUSED_FILES = new Map([
    ['video.txt', "Google Play's video URL: Amazon takes videos as uploads, which this step does not make"]
]);
const SHOWN_PROBLEMS = 100;
/** Reads the whole folder; every real problem comes in one InputError naming the input and the files. */
function readListingFolder(dir, options = {}) {
    const input = options.input ?? LISTING_INPUT;
    const root = (0,external_node_path_.resolve)(options.cwd ?? process.cwd(), dir);
    let isFolder = false;
    try {
        isFolder = (0,external_node_fs_.statSync)(root).isDirectory();
    }
    catch {
        // Reported below, as the folder that is not there.
    }
    if (!isFolder)
        throw new errors/* InputError */.dz(input, `names no folder: '${dir}'.`);
    const reading = {
        root,
        within: withinOf(root, options.workspace),
        maxTextBytes: options.maxTextBytes ?? text_file/* MAX_TEXT_BYTES */.$,
        maxImageBytes: options.maxImageBytes ?? 50 * 1024 * 1024,
        holdsSecret: options.holdsSecret ?? (() => false),
        leftOut: [],
        notes: [],
        problems: [],
        identity: options.identity ?? identity/* statIdentity */.xg
    };
    const locales = {};
    for (const [locale, entry] of localeFolders(reading)) {
        locales[locale] = readLocale(reading, entry, locale);
    }
    if (Object.keys(locales).length === 0) {
        reading.problems.push(`'${dir}' holds no folder of a language Amazon lists (en-US, de-DE, ...; see the left-out names).`);
    }
    if (options.strict) {
        for (const { name, why } of reading.leftOut)
            reading.problems.push(`${name} is left out (${why}), and 'listing-strict' is true.`);
    }
    if (reading.problems.length > 0) {
        const shown = reading.problems.slice(0, SHOWN_PROBLEMS).map((problem) => `\n- ${problem}`);
        const more = reading.problems.length - shown.length;
        throw new errors/* InputError */.dz(input, `has ${reading.problems.length} problem${reading.problems.length === 1 ? '' : 's'} to fix, nothing was sent:` +
            shown.join('') +
            (more > 0 ? `\n- and ${more} more.` : ''));
    }
    return { dir, root, locales, leftOut: reading.leftOut, notes: reading.notes };
}
/**
 * The folder of a listing language, by an own key only: the language may come from the API's answer,
 * and `constructor` or `__proto__` is no locale of the folder, whatever a plain object inherits.
 */
function localeFolder(folder, locale) {
    return Object.hasOwn(folder.locales, locale) ? folder.locales[locale] : undefined;
}
/** The locale folder left out that would stand for `locale` (Amazon lists it after all), with why. */
function leftOutFolderOf(folder, locale) {
    return folder.leftOut.find(({ name }) => !name.includes('/') && (0,locales/* matchLocale */.w7)(name, [locale]).kind === 'amazon');
}
/** Links may lead anywhere in the workspace; for a folder outside it (the runner's temp), in the folder. */
function withinOf(root, workspace) {
    const real = (0,external_node_fs_.realpathSync)(root);
    const space = workspace === undefined ? real : (0,external_node_fs_.realpathSync)(workspace);
    return (0,listing_reading/* inside */.nx)(real, space) ? space : real;
}
/** The locale folders that give an Amazon language, by it; two for one: the exact name wins (locales.ts). */
function localeFolders(reading) {
    const chosen = new Map();
    const losers = [];
    for (const entry of (0,listing_reading/* entriesOf */.Mc)(reading, '', reading.root)) {
        if (!entry.dir) {
            reading.leftOut.push({ name: entry.name, why: 'not a locale folder' });
            continue;
        }
        const match = (0,locales/* matchLocale */.w7)(entry.name);
        if (match.kind === 'left-out') {
            reading.leftOut.push({ name: entry.name, why: match.why });
            continue;
        }
        const rank = (0,locales/* rankOf */.IQ)(entry.name, match);
        const earlier = chosen.get(match.locale);
        if (earlier && earlier.rank <= rank)
            losers.push({ entry, locale: match.locale });
        else {
            if (earlier)
                losers.push({ entry: earlier.entry, locale: match.locale });
            chosen.set(match.locale, { entry, rank });
        }
    }
    for (const { entry, locale } of losers) {
        const winner = chosen.get(locale).entry.name;
        reading.leftOut.push({ name: entry.name, why: `${winner} gives Amazon's ${locale} (the exact name wins)` });
    }
    const order = [...chosen].sort(([, a], [, b]) => (a.entry.name < b.entry.name ? -1 : 1));
    return new Map(order.map(([locale, { entry }]) => [locale, entry]));
}
function readLocale(reading, folder, locale) {
    const base = readParts(reading, folder, true);
    const over = base.overrides ? readParts(reading, base.overrides, false) : undefined;
    const parts = over
        ? {
            text: { ...base.text, ...over.text },
            files: { ...base.files, ...over.files },
            images: { ...base.images, ...over.images },
            changelogs: {
                byVersionCode: { ...base.changelogs.byVersionCode, ...over.changelogs.byVersionCode },
                fallback: over.changelogs.fallback ?? base.changelogs.fallback
            }
        }
        : base;
    if (parts.changelogs.fallback === undefined)
        delete parts.changelogs.fallback;
    checkLimits(reading, parts);
    return { locale, folder: folder.name, text: parts.text, images: parts.images, changelogs: parts.changelogs };
}
/** Title, descriptions and bullets against their limits (layout.ts), naming the file. */
function checkLimits(reading, parts) {
    for (const spec of layout/* FIELD_FILES */.Hw) {
        const value = parts.text[spec.field];
        const file = parts.files[spec.field];
        if (value === undefined || file === undefined)
            continue;
        const count = Array.isArray(value) ? value.length : [...value].length;
        const max = Array.isArray(value) ? spec.maxItems : spec.maxCharacters;
        if (max !== undefined && count > max) {
            const what = Array.isArray(value) ? 'bullets' : 'characters';
            reading.problems.push(`${file} has ${count} ${what}: Amazon's ${spec.field} takes at most ${max} (${layout/* LIMITS_SOURCE */.Hm}).`);
        }
    }
}
function readParts(reading, folder, top) {
    const parts = { text: {}, files: {}, images: {}, changelogs: { byVersionCode: {} } };
    for (const entry of (0,listing_reading/* entriesOf */.Mc)(reading, folder.shown, folder.path)) {
        const named = (name) => (0,listing_reading/* isNamed */.ev)(reading, entry, name);
        if (entry.dir) {
            if (named('images'))
                parts.images = readImages(reading, entry);
            else if (named(layout/* CHANGELOGS_FOLDER */.fW))
                parts.changelogs = readChangelogs(reading, entry);
            else if (named(OVERRIDES) && top)
                parts.overrides = entry;
            else
                reading.leftOut.push({ name: entry.shown, why: 'not a folder a listing has (images, changelogs, amazon)' });
            continue;
        }
        const spec = layout/* FIELD_FILES */.Hw.find(({ file }) => named(file));
        if (spec) {
            const text = (0,listing_reading/* readEntryText */.Mz)(reading, entry);
            if (text === '')
                reading.leftOut.push({ name: entry.shown, why: 'empty: the field keeps the value it has' });
            else if (text !== undefined) {
                Object.assign(parts.text, { [spec.field]: (0,layout/* parseField */.cn)(spec, text) });
                parts.files[spec.field] = entry.shown;
            }
        }
        else if (UNUSED_FILES.has(entry.name)) {
            reading.leftOut.push({ name: entry.shown, why: UNUSED_FILES.get(entry.name) });
        }
        else {
            const names = layout/* FIELD_FILES */.Hw.map((file) => file.file).join(', ');
            reading.leftOut.push({ name: entry.shown, why: `no file an Amazon listing has (${names})` });
        }
    }
    return parts;
}
function readChangelogs(reading, folder) {
    const changelogs = { byVersionCode: {} };
    for (const entry of (0,listing_reading/* entriesOf */.Mc)(reading, folder.shown, folder.path)) {
        const code = layout/* CHANGELOG_FILE */.S.exec(entry.name)?.[1];
        if (entry.dir || (code === undefined && !(0,listing_reading/* isNamed */.ev)(reading, entry, layout/* CHANGELOG_DEFAULT */.jE))) {
            reading.leftOut.push({ name: entry.shown, why: 'not <versionCode>.txt or default.txt' });
            continue;
        }
        const text = (0,listing_reading/* readEntryText */.Mz)(reading, entry);
        if (text === undefined)
            continue;
        // As the fastlane plugin does, an empty changelog counts as none.
        if (text === '') {
            reading.leftOut.push({ name: entry.shown, why: 'empty, so it counts as none' });
            continue;
        }
        const problem = (0,notes/* notesProblem */.ho)(text, reading.holdsSecret);
        if (problem) {
            reading.problems.push(`${entry.shown} ${problem}`);
            continue;
        }
        if (code === undefined) {
            changelogs.fallback = text;
            continue;
        }
        const key = String(Number(code));
        if (changelogs.byVersionCode[key] !== undefined) {
            reading.leftOut.push({ name: entry.shown, why: `another file gives the changelog of version code ${key}` });
        }
        else
            changelogs.byVersionCode[key] = text;
    }
    return changelogs;
}


/***/ }),

/***/ 7280:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dg: () => (/* binding */ IMAGE_SOURCES),
/* harmony export */   MT: () => (/* binding */ readImageFile),
/* harmony export */   Ug: () => (/* binding */ IMAGE_RULES),
/* harmony export */   Wf: () => (/* binding */ imageSourceOf),
/* harmony export */   _A: () => (/* binding */ BY_SIZE),
/* harmony export */   f9: () => (/* binding */ IMAGE_EXTENSIONS),
/* harmony export */   hE: () => (/* binding */ iconTypeOf),
/* harmony export */   hK: () => (/* binding */ AMAZON_IMAGE_TYPES),
/* harmony export */   i7: () => (/* binding */ fitImages)
/* harmony export */ });
/* unused harmony exports imageHeader, misfit */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/**
 * Listing images: which file of a fastlane supply `images/` folder fills which Amazon image type,
 * what Amazon takes of each type (sizes, formats, how many), and what a file is: its width, height
 * and format read from its header (PNG's IHDR, JPEG's SOF marker; no image library), its size and
 * its sha256 (read in chunks, never whole). All of it runs before any request, so that an image
 * Amazon would refuse is left out with its reason and file name (with listing-strict, it fails the
 * step) instead of a refusal from the API halfway through.
 * docs/recipes/listing.md shows both tables with their sources.
 */



/** The image types of an Amazon listing, as the App Submission API names them in its paths. */
const AMAZON_IMAGE_TYPES = [
    'small-icons',
    'large-icons',
    'screenshots',
    'promo-images',
    'firetv-screenshots',
    'firetv-icons',
    'firetv-backgrounds',
    'firetv-featured-backgrounds',
    'firetv-featured-logos'
];
const BOTH = ['png', 'jpeg'];
const one = (label, size, formats = BOTH) => ({
    label,
    sizes: [size],
    turned: false,
    formats,
    min: 1,
    max: 1
});
/**
 * What Amazon takes. The console's sizes (docs/api-notes.md): small icon 114×114 PNG, large
 * icon 512×512, screenshots 1024×600 or 800×480, 3 to 10, promo 1024×500, Fire TV icon 1280×720,
 * Fire TV screenshots and background 1920×1080. From Amazon's image guidelines, not checked
 * against the API: the other screenshot sizes, portrait or landscape, and PNG (for transparency)
 * for both icons. The Fire TV featured background 1920×720 and logo 640×260 are Amazon Ads
 * figures, not Appstore rules: another size is used, with a warning. Fire TV screenshots: how many
 * is not known; 1 to 10 is asked rather than leave out what the API may take.
 */
const IMAGE_RULES = {
    'small-icons': one('small icon', [114, 114], ['png']),
    'large-icons': one('large icon', [512, 512], ['png']),
    screenshots: {
        label: 'screenshots',
        sizes: [
            [800, 480],
            [1024, 600],
            [1280, 720],
            [1280, 800],
            [1920, 1080],
            [1920, 1200],
            [2560, 1600]
        ],
        turned: true,
        formats: BOTH,
        min: 3,
        max: 10
    },
    'promo-images': one('promotional image', [1024, 500]),
    'firetv-screenshots': {
        label: 'Fire TV screenshots',
        sizes: [[1920, 1080]],
        turned: false,
        formats: BOTH,
        min: 1,
        max: 10
    },
    'firetv-icons': one('Fire TV icon', [1280, 720]),
    'firetv-backgrounds': one('Fire TV background', [1920, 1080]),
    'firetv-featured-backgrounds': { ...one('Fire TV featured background', [1920, 720]), adsFigures: true },
    'firetv-featured-logos': { ...one('Fire TV featured logo', [640, 260], ['png']), adsFigures: true }
};
/** Play's `icon.png`: its type is chosen by its size (Play's is 512×512; the Amazon plugin's 114×114). */
const BY_SIZE = 'by size';
/**
 * The names a locale's `images/` folder may hold, compared without regard to case as fastlane
 * supply does: Play's names (supply), the Amazon fastlane plugin's (`large_icon`, `tvBackground`,
 * `tvFeaturedBackground`, `tvFeaturedLogo`) and this project's earlier ones. Where two names fill
 * one type, the first of this list that gives an image Amazon takes wins, and the others are left
 * out: the plugin's explicit `large_icon` before `icon`; tablets' screenshots before phones' (Fire
 * devices are tablets). Nothing is resized.
 */
const IMAGE_SOURCES = [
    { name: 'large_icon', kind: 'file', type: 'large-icons', from: 'plugin' },
    { name: 'smallIcon', kind: 'file', type: 'small-icons', from: 'ours' },
    { name: 'icon', kind: 'file', type: BY_SIZE, from: 'play' },
    { name: 'featureGraphic', kind: 'file', type: 'promo-images', from: 'play' },
    {
        name: 'promoGraphic',
        kind: 'file',
        from: 'play',
        unused: "Google Play's 180×120 promo graphic has no Amazon type (Amazon's promo image is the feature graphic)"
    },
    { name: 'tvBanner', kind: 'file', type: 'firetv-icons', from: 'play' },
    { name: 'tvBackground', kind: 'file', type: 'firetv-backgrounds', from: 'plugin' },
    { name: 'fireTvBackground', kind: 'file', type: 'firetv-backgrounds', from: 'ours' },
    { name: 'tvFeaturedBackground', kind: 'file', type: 'firetv-featured-backgrounds', from: 'plugin' },
    { name: 'fireTvFeaturedBackground', kind: 'file', type: 'firetv-featured-backgrounds', from: 'ours' },
    { name: 'tvFeaturedLogo', kind: 'file', type: 'firetv-featured-logos', from: 'plugin' },
    { name: 'fireTvFeaturedLogo', kind: 'file', type: 'firetv-featured-logos', from: 'ours' },
    { name: 'tenInchScreenshots', kind: 'folder', type: 'screenshots', from: 'play' },
    { name: 'sevenInchScreenshots', kind: 'folder', type: 'screenshots', from: 'play' },
    { name: 'phoneScreenshots', kind: 'folder', type: 'screenshots', from: 'play' },
    { name: 'tvScreenshots', kind: 'folder', type: 'firetv-screenshots', from: 'play' },
    { name: 'wearScreenshots', kind: 'folder', from: 'play', unused: 'Amazon has no type for watch screenshots' }
];
/** The type an icon of `BY_SIZE` fills, by its size; undefined for any other size. */
function iconTypeOf(file) {
    for (const type of ['large-icons', 'small-icons']) {
        const [[width, height]] = IMAGE_RULES[type].sizes;
        if (file.width === width && file.height === height)
            return type;
    }
    return undefined;
}
const IMAGE_EXTENSIONS = ['.png', '.jpg', '.jpeg'];
/** The source a name of `images/` stands for: `name` without its extension for a file. */
function imageSourceOf(name, kind) {
    const base = kind === 'file' ? name.slice(0, name.length - (0,node_path__WEBPACK_IMPORTED_MODULE_2__.extname)(name).length) : name;
    return IMAGE_SOURCES.find((source) => source.kind === kind && source.name.toLowerCase() === base.toLowerCase());
}
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** JPEG markers that stand alone, with no length after them: TEM, RST0-7, SOI, EOI. */
const STANDALONE = new Set([0x01, 0xd0, 0xd1, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8, 0xd9]);
/** Start of frame: C0-CF but DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
/**
 * The format and size of a PNG or JPEG image, from its header; undefined for anything else or a
 * header that is cut or damaged. A JPEG's segments are skipped by their lengths, so an EXIF block
 * of any size before the frame costs a few small reads. EXIF orientation is not applied: the size
 * is the stored one.
 */
function imageHeader(read) {
    const start = read(0, 24);
    if (start.length >= 24 && start.subarray(0, 8).equals(PNG_SIGNATURE)) {
        if (start.toString('latin1', 12, 16) !== 'IHDR')
            return undefined;
        return sized('png', start.readUInt32BE(16), start.readUInt32BE(20));
    }
    if (start.length < 4 || start[0] !== 0xff || start[1] !== 0xd8)
        return undefined;
    let position = 2;
    // Each step moves on by one byte at least, and a read past the end answers nothing: the loop ends.
    // A file of nothing but fill bytes would take a step a byte; a real header has a few dozen segments.
    for (let steps = 0; steps < 10_000; steps++) {
        const head = read(position, 9);
        if (head.length < 2 || head[0] !== 0xff)
            return undefined;
        const marker = head[1];
        if (marker === 0xff) {
            position += 1; // a fill byte before the marker
            continue;
        }
        if (STANDALONE.has(marker)) {
            if (marker === 0xd9)
                return undefined; // the end of the image, and no frame
            position += 2;
            continue;
        }
        if (head.length < 4)
            return undefined;
        const length = head.readUInt16BE(2);
        if (length < 2)
            return undefined;
        if (isStartOfFrame(marker))
            return head.length < 9 ? undefined : sized('jpeg', head.readUInt16BE(7), head.readUInt16BE(5));
        if (marker === 0xda)
            return undefined; // the scan starts, and no frame before it
        position += 2 + length;
    }
    return undefined;
}
function sized(format, width, height) {
    return width > 0 && height > 0 ? { format, width, height } : undefined;
}
const CHUNK = 1024 * 1024;
/**
 * Reads an image's header and hashes it (in chunks of 1 MiB). The caller has checked that the path
 * is a regular file inside the folder. Answers why it cannot be used instead (it is left out): an
 * empty or too large file, a file that is no PNG or JPEG, or one whose extension says the other
 * format (its content type would lie).
 */
function readImageFile(path, name, options) {
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(path, 'r');
    try {
        const size = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fstatSync)(fd).size;
        if (size === 0)
            return 'empty';
        if (size > options.maxBytes)
            return `${size} bytes, more than the ${options.maxBytes} an image may have here`;
        const readAt = (position, length) => {
            const buffer = Buffer.alloc(length);
            return buffer.subarray(0, (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, buffer, 0, length, position));
        };
        const header = imageHeader(readAt);
        if (!header)
            return 'not a PNG or JPEG image (or its header is damaged)';
        const named = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.extname)(path).toLowerCase() === '.png' ? 'png' : 'jpeg';
        if (named !== header.format) {
            return `named as ${named === 'png' ? 'a PNG' : 'a JPEG'} but is ${header.format === 'png' ? 'a PNG' : 'a JPEG'}: rename it`;
        }
        const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
        const buffer = Buffer.alloc(Math.min(CHUNK, size));
        for (let position = 0; position < size;) {
            const count = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, buffer, 0, buffer.length, position);
            if (count === 0)
                break;
            hash.update(buffer.subarray(0, count));
            position += count;
        }
        return { path, name, size, sha256: hash.digest('hex'), ...header };
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
}
const shownSize = ([width, height]) => `${width}×${height}`;
/** Why Amazon cannot take this image as one of `type`; undefined when it can. */
function misfit(type, file) {
    const rule = IMAGE_RULES[type];
    if (!rule.formats.includes(file.format)) {
        return `a ${file.format.toUpperCase()}: Amazon takes the ${rule.label} (${type}) as ${rule.formats.map((f) => f.toUpperCase()).join(' or ')} only`;
    }
    const fits = rule.sizes.some(([width, height]) => (file.width === width && file.height === height) ||
        (rule.turned && file.width === height && file.height === width));
    if (fits)
        return undefined;
    return (`${file.width}×${file.height} pixels: Amazon's ${rule.label} (${type}) ` +
        `${rule.sizes.length === 1 ? 'is' : 'are'} ${rule.sizes.map(shownSize).join(', ')}${rule.turned ? ', portrait or landscape' : ''}`);
}
/**
 * The images of one type that Amazon can take: each of another size or format is left out (or, for
 * the types whose figures are Amazon Ads', used with a warning); beyond the most Amazon takes, the
 * rest is left out; fewer than the least it takes, all are. `from`: where they come from.
 */
function fitImages(type, files, from) {
    const rule = IMAGE_RULES[type];
    const fitted = { used: [], leftOut: [], warnings: [] };
    for (const file of files) {
        const why = misfit(type, file);
        if (why === undefined)
            fitted.used.push(file);
        else if (rule.adsFigures) {
            fitted.used.push(file);
            fitted.warnings.push({
                name: file.name,
                why: `${why} (an Amazon Ads figure, not an Appstore rule: used all the same)`
            });
        }
        else
            fitted.leftOut.push({ name: file.name, why });
    }
    for (const file of fitted.used.splice(rule.max)) {
        fitted.leftOut.push({
            name: file.name,
            why: `Amazon takes at most ${rule.max} ${rule.label}; the first ${rule.max} by name are used`
        });
    }
    if (fitted.used.length < rule.min) {
        const wanted = rule.min === rule.max ? `${rule.min}` : `${rule.min} to ${rule.max}`;
        for (const file of fitted.used.splice(0)) {
            fitted.leftOut.push({
                name: file.name,
                why: `${from} has too few ${rule.label} Amazon can take: it takes ${wanted}`
            });
        }
    }
    return fitted;
}


/***/ }),

/***/ 2421:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hm: () => (/* binding */ LIMITS_SOURCE),
/* harmony export */   Hw: () => (/* binding */ FIELD_FILES),
/* harmony export */   S: () => (/* binding */ CHANGELOG_FILE),
/* harmony export */   cn: () => (/* binding */ parseField),
/* harmony export */   fW: () => (/* binding */ CHANGELOGS_FOLDER),
/* harmony export */   hX: () => (/* binding */ renderField),
/* harmony export */   jE: () => (/* binding */ CHANGELOG_DEFAULT)
/* harmony export */ });
/**
 * The one table of the listing folder's text files ↔ Amazon listing fields, and the format of each
 * file, both ways: `parseField` (what the folder reader takes) and `renderField` (what a bootstrap
 * writes), so that `parseField(renderField(value)) === value` for every value Amazon may hold.
 *
 *   title.txt, short_description.txt, full_description.txt   the text as it is (fastlane supply's)
 *   feature_bullets.txt   a bullet a line, each written after "- "; a line indented by two spaces
 *                         (or a tab) goes on with the bullet above, after a line break (ours)
 *   keywords.txt          a keyword a line, or several on a line separated by commas; a keyword that
 *                         holds a comma is written in double quotes, a quote in it doubled (ours)
 *   changelogs/<versionCode>.txt, changelogs/default.txt   the release notes (supply's)
 *
 * The limits are third-party figures (public clients of the API; Amazon documents none): they are
 * checked before any request so that a refusal names the file, not a listing halfway through.
 */
const FIELD_FILES = [
    { file: 'title.txt', field: 'title', kind: 'text', maxCharacters: 250 },
    { file: 'short_description.txt', field: 'shortDescription', kind: 'text', maxCharacters: 1200 },
    { file: 'full_description.txt', field: 'fullDescription', kind: 'text', maxCharacters: 4000 },
    { file: 'feature_bullets.txt', field: 'featureBullets', kind: 'bullets', maxItems: 10, ours: true },
    { file: 'keywords.txt', field: 'keywords', kind: 'keywords', ours: true }
];
/** The release notes (`recentChanges`): `<locale>/changelogs/<versionCode>.txt`, else `default.txt`. */
const CHANGELOGS_FOLDER = 'changelogs';
const CHANGELOG_DEFAULT = 'default.txt';
const CHANGELOG_FILE = /^(\d{1,10})\.txt$/;
/** Where the limits come from, for messages and docs. */
const LIMITS_SOURCE = 'a third-party figure: Amazon documents no limit';
/** The value of a file's text (already decoded, line ends LF, trailing white space trimmed). */
function parseField(spec, text) {
    if (spec.kind === 'bullets')
        return parseBullets(text);
    if (spec.kind === 'keywords')
        return parseKeywords(text);
    return text;
}
/** The file's content for a value (ending in a line break); undefined when there is nothing to write. */
function renderField(spec, value) {
    if (spec.kind === 'text') {
        const text = typeof value === 'string' ? lf(value).trimEnd() : '';
        return text.trim() === '' ? undefined : `${text}\n`;
    }
    if (!Array.isArray(value))
        return undefined;
    const items = value.filter((item) => typeof item === 'string' && item.trim() !== '');
    if (items.length === 0)
        return undefined;
    const lines = spec.kind === 'bullets' ? items.map(renderBullet) : items.map(renderKeyword);
    return `${lines.join('\n')}\n`;
}
const lf = (text) => text.replace(/\r\n?/g, '\n');
const SIGN = /^[-*•]\s/u;
const GOES_ON = /^( {2}|\t)/;
/**
 * Bullets: a line begins one (a leading "- ", "* " or "• " dropped: Amazon shows them as bullets);
 * an indented line goes on with it after a line break; blank lines end it. Each bullet is trimmed.
 */
function parseBullets(text) {
    const bullets = [];
    let open = false;
    for (const line of text.split('\n')) {
        if (open && GOES_ON.test(line)) {
            bullets[bullets.length - 1].push(line.replace(GOES_ON, ''));
            continue;
        }
        const first = line.trimStart().replace(SIGN, '');
        open = first.trim() !== '';
        if (open)
            bullets.push([first]);
    }
    return bullets.map((lines) => lines.join('\n').trim()).filter((bullet) => bullet !== '');
}
/** Always after "- ", so that a bullet that itself starts with "- " keeps it; its next lines indented. */
function renderBullet(bullet) {
    const [first, ...rest] = lf(bullet).trim().split('\n');
    return [`- ${first}`, ...rest.map((line) => `  ${line}`)].join('\n');
}
/**
 * Keywords: separated by line breaks or commas, each trimmed, blanks dropped; a keyword in double
 * quotes is taken as it is, commas in it too ("" stands for one quote). Repeats are kept: the folder
 * says what Amazon gets.
 */
function parseKeywords(text) {
    const keywords = [];
    for (const line of text.split('\n')) {
        let rest = line;
        while (rest !== '') {
            const quoted = /^\s*"((?:[^"]|"")*)"\s*(?:,|$)/.exec(rest);
            if (quoted) {
                keywords.push(quoted[1].replace(/""/g, '"'));
                rest = rest.slice(quoted[0].length);
                continue;
            }
            const comma = rest.indexOf(',');
            const word = (comma < 0 ? rest : rest.slice(0, comma)).trim();
            if (word !== '')
                keywords.push(word);
            rest = comma < 0 ? '' : rest.slice(comma + 1);
        }
    }
    return keywords;
}
/** Plain when the reader gives it back as it is; else quoted. A line break cannot be kept: it becomes a space. */
function renderKeyword(keyword) {
    const word = keyword.replace(/\r\n?|\n/g, ' ');
    const plain = !/[",]/.test(word) && word === word.trim();
    return plain ? word : `"${word.replace(/"/g, '""')}"`;
}


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


/***/ }),

/***/ 4438:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CB: () => (/* binding */ unusedLocales),
/* harmony export */   WT: () => (/* binding */ readNotes),
/* harmony export */   ho: () => (/* binding */ notesProblem),
/* harmony export */   vH: () => (/* binding */ notesFor)
/* harmony export */ });
/* unused harmony exports MAX_NOTES, MAX_NOTES_BYTES */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _edit_inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9090);
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5927);
/* harmony import */ var _step_inputs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(769);
/* harmony import */ var _step_paths_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(865);
/* harmony import */ var _text_file_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5675);
/**
 * Release notes: the text of `notes` for every locale, or a folder of `<locale>.txt`
 * files with `default.txt` for the locales that have none. Read and checked with the inputs, before
 * any request: each text is at most MAX_NOTES characters, UTF-8 (or UTF-16 with its byte order
 * mark, text-file.ts) without NUL, and never holds the client secret (notes are public); a file is
 * read no further than MAX_NOTES_BYTES.
 */







const LOCALE_FILE = /^([a-z]{2,3}(?:-[a-z0-9]{2,8})*)\.txt$/i;
/** Characters (Unicode code points) of one locale's notes: this action's limit, as the store documents none. */
const MAX_NOTES = 4000;
/** A notes file is read no further: 4000 characters are at most 16,000 bytes of UTF-8. */
const MAX_NOTES_BYTES = 64 * 1024;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** `holdsSecret`: notes are public, so no text may hold a secret of the run (the client secret). */
function readNotes(inputs, holdsSecret) {
    const text = inputs.text(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT */ .b.notes);
    const dir = inputs.text(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT */ .b.notesDir);
    if (text !== '' && dir !== '') {
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT */ .b.notes, "and 'notes-dir' cannot both be given; pick one.");
    }
    if (text !== '') {
        const problem = notesProblem(text, holdsSecret);
        if (problem)
            throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT */ .b.notes, problem);
        return { from: 'notes', byLocale: {}, fallback: text };
    }
    return dir === '' ? undefined : readNotesDir(inputs, dir, holdsSecret);
}
/** What keeps a text from being release notes, said after the input or 'which'; undefined when nothing does. */
function notesProblem(text, holdsSecret) {
    if (text.includes('\0'))
        return 'holds a NUL character, which no text holds.';
    if (LONE_SURROGATE.test(text))
        return 'is not valid Unicode text (it holds a lone surrogate).';
    const characters = [...text].length;
    if (characters > MAX_NOTES) {
        return `has ${characters} characters: release notes are at most ${MAX_NOTES} (a limit of this action; shorten them).`;
    }
    if (holdsSecret(text))
        return 'holds the client secret: release notes are public. Remove it, and rotate the secret.';
    return undefined;
}
/** The folder and each file are read where they really are: in the workspace (step/inputs.ts readable). */
function readNotesDir(inputs, given, holdsSecret) {
    const input = _edit_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT */ .b.notesDir;
    const named = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(inputs.cwd, given);
    if (!(0,_step_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .statOrUndefined */ .md)(named)?.isDirectory())
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(input, `names no folder: '${given}'.`);
    const dir = inputs.readable(input, named, given);
    const notes = { from: given, byLocale: {} };
    for (const name of (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir).sort()) {
        if (!/\.txt$/i.test(name))
            continue;
        const locale = name.toLowerCase() === 'default.txt' ? undefined : LOCALE_FILE.exec(name)?.[1];
        if (locale === undefined && name.toLowerCase() !== 'default.txt') {
            throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(input, `holds '${name}', which is neither <locale>.txt (en-US.txt, de-DE.txt) nor default.txt.`);
        }
        const link = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(named, name);
        if (!(0,_step_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .statOrUndefined */ .md)(link)?.isFile())
            throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(input, `holds '${name}', which is not a regular file.`);
        const path = inputs.readable(input, link, (0,_step_paths_js__WEBPACK_IMPORTED_MODULE_5__/* .shownName */ .HD)(link, inputs.cwd));
        const read = (0,_text_file_js__WEBPACK_IMPORTED_MODULE_6__/* .readTextFile */ .G)(path, MAX_NOTES_BYTES);
        if ('problem' in read) {
            throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(input, read.problem === 'too-big'
                ? `holds '${name}', which is over ${MAX_NOTES_BYTES / 1024} KiB: release notes are at most ${MAX_NOTES} characters.`
                : read.problem === 'nul'
                    ? `holds '${name}', which holds a NUL character, which no text holds.`
                    : `holds '${name}', which is not UTF-8 text: save it as UTF-8.`);
        }
        const text = read.text;
        if (text.trim() === '')
            throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(input, `holds '${name}', which is empty.`);
        const problem = notesProblem(text, holdsSecret);
        if (problem)
            throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(input, `holds '${name}', which ${problem}`);
        if (locale === undefined)
            notes.fallback = text;
        else if (Object.hasOwn(notes.byLocale, locale.toLowerCase())) {
            throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(input, `holds notes for ${locale} twice, in letters of different case.`);
        }
        else
            notes.byLocale[locale.toLowerCase()] = { locale, text };
    }
    if (notes.fallback === undefined && Object.keys(notes.byLocale).length === 0) {
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(input, `holds no <locale>.txt (en-US.txt) and no default.txt: '${given}'.`);
    }
    return notes;
}
/** The notes for a locale of the listing (the API's name: an own key only); undefined when there are none for it. */
function notesFor(notes, locale) {
    const key = locale.toLowerCase();
    return Object.hasOwn(notes.byLocale, key) ? notes.byLocale[key].text : notes.fallback;
}
/** The locales that have a file but no listing in the edit. */
function unusedLocales(notes, locales) {
    const listed = new Set(locales.map((locale) => locale.toLowerCase()));
    return Object.entries(notes.byLocale)
        .filter(([key]) => !listed.has(key))
        .map(([, { locale }]) => locale);
}


/***/ }),

/***/ 5351:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mc: () => (/* binding */ entriesOf),
/* harmony export */   Mz: () => (/* binding */ readEntryText),
/* harmony export */   OM: () => (/* binding */ entryNamed),
/* harmony export */   ev: () => (/* binding */ isNamed),
/* harmony export */   nx: () => (/* binding */ inside)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _step_identity_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5626);
/* harmony import */ var _step_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(865);
/* harmony import */ var _text_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5675);
/**
 * How the listing folder is walked: every problem is collected (not thrown at the first), every
 * name Amazon has no place for is left out with its reason, and nothing outside the workspace is
 * read. A symbolic link is followed only when it leads to a place inside the workspace (a folder
 * link to a folder above it is left out: it would loop); one that leads out is a problem, so that
 * no file of the runner (a secret, say) can be published in a listing. Text files must be valid
 * UTF-8 (or UTF-16 with its byte order mark) without NUL, at most `maxTextBytes`; a byte order mark
 * is dropped, CRLF becomes LF and trailing white space goes (text-file.ts).
 */





const inside = (path, root) => (0,_step_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .isWithin */ .UO)(path, root);
/**
 * Whether the entry is the listing's file or folder `name` as the file system looks names up: on
 * NTFS and APFS, `Title.txt` is title.txt; on ext4 it is not. The bootstrap looks up the files it
 * writes the same way (entryNamed), so that the two agree on what a folder holds.
 */
function isNamed(reading, entry, name) {
    return (0,_step_identity_js__WEBPACK_IMPORTED_MODULE_2__/* .sameName */ .q)(entry.folder, entry.name, name, reading.identity);
}
/** The name under which `folder` holds the listing's file or folder `name` (see isNamed), or undefined. */
function entryNamed(folder, name, identity = _step_identity_js__WEBPACK_IMPORTED_MODULE_2__/* .statIdentity */ .xg) {
    let names;
    try {
        names = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(folder);
    }
    catch {
        return undefined;
    }
    return names.includes(name) ? name : names.find((other) => isNamed({ identity }, { folder, name: other }, name));
}
/**
 * The entries of a folder inside the listing folder, by name (code point order); hidden ones (a
 * leading dot: .DS_Store, .gitkeep, the image record) skipped; anything but a regular file or a
 * folder left out.
 */
function entriesOf(reading, folder, path) {
    const entries = [];
    const names = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(path).filter((name) => !name.startsWith('.'));
    for (const name of names.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) {
        const shown = folder === '' ? name : `${folder}/${name}`;
        let target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(path, name);
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(target).isSymbolicLink()) {
            try {
                target = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(target);
            }
            catch {
                reading.leftOut.push({ name: shown, why: 'a symbolic link that leads nowhere' });
                continue;
            }
            if (!inside(target, reading.within)) {
                reading.problems.push(`${shown} is a symbolic link that leads out of the workspace: only files in the workspace are read. Copy the file in.`);
                continue;
            }
            if (inside((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(path), target)) {
                reading.leftOut.push({ name: shown, why: 'a symbolic link to a folder above it (it would loop)' });
                continue;
            }
        }
        const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(target);
        if (stats.isFile() || stats.isDirectory()) {
            entries.push({ name, shown, path: target, folder: path, dir: stats.isDirectory() });
        }
        else
            reading.leftOut.push({ name: shown, why: 'neither a regular file nor a folder' });
    }
    return entries;
}
/** A text file's text, checked (size, NUL, UTF-8, the client secret); undefined after a problem. */
function readEntryText(reading, entry) {
    const read = (0,_text_file_js__WEBPACK_IMPORTED_MODULE_4__/* .readTextFile */ .G)(entry.path, reading.maxTextBytes);
    if ('problem' in read) {
        reading.problems.push(read.problem === 'too-big'
            ? `${entry.shown} is ${(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(entry.path).size} bytes, more than the ${reading.maxTextBytes} a text file may have here.`
            : read.problem === 'nul'
                ? `${entry.shown} has a NUL byte: is it a text file?`
                : `${entry.shown} is not valid UTF-8: save it as UTF-8.`);
        return undefined;
    }
    const text = read.text;
    if (reading.holdsSecret(text)) {
        reading.problems.push(`${entry.shown} holds the client secret: a listing is public. Remove it, and rotate the secret.`);
        return undefined;
    }
    return text;
}


/***/ }),

/***/ 5675:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ MAX_TEXT_BYTES),
/* harmony export */   G: () => (/* binding */ readTextFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _appstore_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2548);
/**
 * The one way a text file the user keeps (listing text, release notes) is read: no further than a
 * byte limit, UTF-8 (or UTF-16 that starts with its byte-order mark) or nothing, no NUL; the BOM
 * dropped, line ends as `\n`, the end trimmed. UTF-16 is what Windows PowerShell 5.1's `>` and
 * `Out-File` write (little-endian, with the mark): it is read rather than refused, as nothing in it
 * is ambiguous once the mark says so, and every limit in characters counts the decoded text.
 */


/** A listing text file is read no further: Amazon's longest field, the description, takes 4,000 characters. */
const MAX_TEXT_BYTES = 64 * 1024;
const decoder = (label) => new TextDecoder(label, { fatal: true, ignoreBOM: true });
const UTF8 = decoder('utf-8');
/** The decoder a file's first bytes, its byte-order mark, ask for. */
const UTF16 = [
    { mark: [0xff, 0xfe], decoder: decoder('utf-16le') },
    { mark: [0xfe, 0xff], decoder: decoder('utf-16be') }
];
function readTextFile(path, limit) {
    const bytes = readCapped(path, limit);
    if (!bytes)
        return { problem: 'too-big' };
    const utf16 = UTF16.find(({ mark }) => mark.every((byte, index) => bytes[index] === byte));
    // In UTF-8 only a NUL is a zero byte; most of UTF-16's are the high bytes of ASCII.
    if (!utf16 && bytes.includes(0))
        return { problem: 'nul' };
    let text;
    try {
        text = (utf16?.decoder ?? UTF8).decode(bytes);
    }
    catch {
        return { problem: 'not-utf8' };
    }
    if (text.includes('\0'))
        return { problem: 'nul' };
    return { text: (0,_appstore_json_js__WEBPACK_IMPORTED_MODULE_1__/* .withoutBom */ .vA)(text).replace(/\r\n?/g, '\n').trimEnd() };
}
/** The file's bytes, or undefined when it has more than `limit`: the rest is never read. */
function readCapped(path, limit) {
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, 'r');
    try {
        const buffer = Buffer.alloc(limit + 1);
        let length = 0;
        for (let n = -1; n !== 0 && length < buffer.length; length += n) {
            n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, length, buffer.length - length, null);
        }
        return length > limit ? undefined : buffer.subarray(0, length);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}


/***/ })

};
