export const id = 166;
export const ids = [166];
export const modules = {

/***/ 1265:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ setPublishingDate),
/* harmony export */   z: () => (/* binding */ readPublishAt)
/* harmony export */ });
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5927);
/* harmony import */ var _edit_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9090);
/* harmony import */ var _appstore_submission_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6560);
/**
 * The publishing date (release-publish-at): `2026-12-01T09:00 Europe/Berlin`, a local date and time
 * and an IANA time zone, checked with Intl before any request. The edit's availability is read with
 * its ETag, its publishingDate set, and PUT back whole (other fields kept), only when it differs.
 */



const FORM = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?\s+(\S+)$/;
function readPublishAt(inputs) {
    const text = inputs.text(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT */ .b.publishAt);
    if (text === '')
        return undefined;
    const match = FORM.exec(text);
    const example = "a date, a time and an IANA time zone, as '2026-12-01T09:00 Europe/Berlin'";
    if (!match)
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT */ .b.publishAt, `must be ${example}, got '${text}'.`);
    const [, year, month, day, hour, minute, second = '00', zoneId] = match;
    const date = new Date(Date.UTC(+year, +month - 1, +day, +hour, +minute, +second));
    const real = date.getUTCFullYear() === +year &&
        date.getUTCMonth() === +month - 1 &&
        date.getUTCDate() === +day &&
        +hour < 24 &&
        +minute < 60 &&
        +second < 60;
    if (!real)
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT */ .b.publishAt, `names no real date and time: '${text}'; it must be ${example}.`);
    let zone;
    try {
        zone = new Intl.DateTimeFormat('en-US', { timeZone: zoneId }).resolvedOptions().timeZone;
    }
    catch {
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT */ .b.publishAt, `names no IANA time zone: '${zoneId}' (Europe/Berlin, America/New_York, UTC).`);
    }
    // Intl takes a zone in any letter case; the API is given it as Intl spells it.
    return { dateTime: `${year}-${month}-${day}T${hour}:${minute}:${second}`, zoneId: zone };
}
async function setPublishingDate(api, edit, wanted, journal) {
    journal.begin('setting the publishing date');
    const shown = `${wanted.dateTime} ${wanted.zoneId}`;
    const changed = await (0,_appstore_submission_index_js__WEBPACK_IMPORTED_MODULE_2__/* .afreshOnce */ .LP)(async () => {
        const current = await api.availability.get(edit);
        const date = current.fields.publishingDate;
        if (date?.dateTime === wanted.dateTime && date.zoneId === wanted.zoneId)
            return (0,_appstore_submission_index_js__WEBPACK_IMPORTED_MODULE_2__/* .done */ .Vw)(false);
        const fields = { ...current.fields, publishingDate: { ...(date ?? {}), ...wanted } };
        const put = await api.availability.put(edit, fields, current.etag);
        return put.kind === 'stale' ? put : (0,_appstore_submission_index_js__WEBPACK_IMPORTED_MODULE_2__/* .done */ .Vw)(true);
    }, {
        stale: 'The availability changed since it was read (HTTP 412): reading it afresh and trying once more',
        twice: 'the availability changed between reading and writing it twice (HTTP 412 twice): someone is editing it.'
    }, journal.log);
    journal.finished('Publishing date', changed ? `set to ${shown}` : `already ${shown}`);
    return changed;
}


/***/ }),

/***/ 3869:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o2: () => (/* binding */ goesLarge),
/* harmony export */   x$: () => (/* binding */ uploadLarge),
/* harmony export */   xv: () => (/* binding */ readLargeMode)
/* harmony export */ });
/* unused harmony exports LARGE_MODES, LARGE_APK_BYTES */
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5927);
/* harmony import */ var _edit_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9090);


const LARGE_MODES = ['auto', 'always', 'never'];
/** 200 MiB: below the 300 MB one tool switches at, as users report timeouts on large uploads sooner. */
const LARGE_APK_BYTES = 200 * 1024 * 1024;
/** Waits between attach attempts, in ms: about 2.5 minutes in all. */
const ATTACH_WAITS = [1000, 2000, 4000, 8000, 15000, 30000, 30000, 30000, 30000];
function readLargeMode(inputs) {
    return inputs.choice(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT */ .b.largeUpload, LARGE_MODES, 'auto');
}
const goesLarge = (mode, file) => mode === 'always' || (mode === 'auto' && file.size >= LARGE_APK_BYTES);
/** Uploads one APK as new by the large-file path; the APK the attach answered. */
async function uploadLarge(api, edit, file, clock, journal) {
    let uploaded = await api.large.upload(edit, file.path, 'raw');
    if (uploaded.kind === 'multipart') {
        journal.log.info(`${file.name}: the API asks for a multipart/form-data body: sending it so`);
        uploaded = await api.large.upload(edit, file.path, 'multipart');
        if (uploaded.kind === 'multipart')
            throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .Failure */ .HR(`The API refused ${file.name} as multipart too.`);
    }
    const fileId = uploaded.value;
    for (const wait of [...ATTACH_WAITS, undefined]) {
        const attached = await api.large.attach(edit, fileId);
        if (attached.kind === 'done')
            return attached.value;
        if (wait === undefined)
            break;
        journal.log.info(`${file.name}: the uploaded file is still being processed; attaching again in ${wait / 1000} s`);
        await clock.sleep(wait);
    }
    throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .Failure */ .HR(`the API still processed ${file.name} (fileId ${fileId}) after ${ATTACH_WAITS.length + 1} attempts to attach it ` +
        '(409): rerun the step in a few minutes.');
}


/***/ }),

/***/ 8894:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Mr: () => (/* binding */ LISTING_INPUT),
  Ok: () => (/* binding */ changelogFor),
  FZ: () => (/* binding */ readListingFolder)
});

// UNUSED EXPORTS: OVERRIDES

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/step/errors.ts
var errors = __webpack_require__(5927);
// EXTERNAL MODULE: ./src/capabilities/release/listing/notes.ts
var notes = __webpack_require__(4438);
// EXTERNAL MODULE: ./src/capabilities/release/listing/images.ts
var listing_images = __webpack_require__(8437);
// EXTERNAL MODULE: ./src/appstore/json.ts
var json = __webpack_require__(2548);
;// CONCATENATED MODULE: ./src/capabilities/release/listing/reading.ts
/**
 * How the listing folder is walked: every problem is collected (not thrown at the first), every
 * name Amazon has no place for is left out with its reason, and nothing outside the workspace is
 * read. A symbolic link is followed only when it leads to a place inside the workspace (a folder
 * link to a folder above it is left out: it would loop); one that leads out is a problem, so that
 * no file of the runner (a secret, say) can be published in a listing. Text files must be valid
 * UTF-8 without NUL bytes, at most `maxTextBytes`; a byte order mark is dropped, CRLF becomes LF
 * and trailing white space goes.
 */



const inside = (path, root) => {
    const rel = (0,external_node_path_.relative)(root, path);
    return rel === '' || (!rel.startsWith('..') && !(0,external_node_path_.isAbsolute)(rel));
};
/**
 * The entries of a folder inside the listing folder, by name (code point order); hidden ones (a
 * leading dot: .DS_Store, .gitkeep, the image record) skipped; anything but a regular file or a
 * folder left out.
 */
function entriesOf(reading, folder, path) {
    const entries = [];
    const names = (0,external_node_fs_.readdirSync)(path).filter((name) => !name.startsWith('.'));
    for (const name of names.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) {
        const shown = folder === '' ? name : `${folder}/${name}`;
        let target = (0,external_node_path_.join)(path, name);
        if ((0,external_node_fs_.lstatSync)(target).isSymbolicLink()) {
            try {
                target = (0,external_node_fs_.realpathSync)(target);
            }
            catch {
                reading.leftOut.push({ name: shown, why: 'a symbolic link that leads nowhere' });
                continue;
            }
            if (!inside(target, reading.within)) {
                reading.problems.push(`${shown} is a symbolic link that leads out of the workspace: only files in the workspace are read. Copy the file in.`);
                continue;
            }
            if (inside((0,external_node_fs_.realpathSync)(path), target)) {
                reading.leftOut.push({ name: shown, why: 'a symbolic link to a folder above it (it would loop)' });
                continue;
            }
        }
        const stats = (0,external_node_fs_.statSync)(target);
        if (stats.isFile() || stats.isDirectory())
            entries.push({ name, shown, path: target, dir: stats.isDirectory() });
        else
            reading.leftOut.push({ name: shown, why: 'neither a regular file nor a folder' });
    }
    return entries;
}
const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
/** A text file's text, checked (size, NUL, UTF-8, the client secret); undefined after a problem. */
function readText(reading, entry) {
    const size = (0,external_node_fs_.statSync)(entry.path).size;
    if (size > reading.maxTextBytes) {
        reading.problems.push(`${entry.shown} is ${size} bytes, more than the ${reading.maxTextBytes} a text file may have here.`);
        return undefined;
    }
    const bytes = (0,external_node_fs_.readFileSync)(entry.path);
    if (bytes.includes(0)) {
        reading.problems.push(`${entry.shown} has a NUL byte: is it a text file?`);
        return undefined;
    }
    let text;
    try {
        text = UTF8.decode(bytes);
    }
    catch {
        reading.problems.push(`${entry.shown} is not valid UTF-8: save it as UTF-8.`);
        return undefined;
    }
    text = (0,json/* withoutBom */.vA)(text).replace(/\r\n?/g, '\n').trimEnd();
    if (reading.holdsSecret(text)) {
        reading.problems.push(`${entry.shown} holds the client secret: a listing is public. Remove it, and rotate the secret.`);
        return undefined;
    }
    return text;
}

;// CONCATENATED MODULE: ./src/capabilities/release/listing/image-folder.ts
/**
 * A locale's `images/` folder: which file fills which Amazon image type (images.ts has the names
 * and the rules). Whatever Amazon cannot take is left out with its reason, never refused: a name
 * it has no type for, a size or format it does not take, more than it takes, fewer than it needs.
 * Play's `icon.png` fills the type its size says (512×512 the large icon, 114×114 the small one),
 * and the choice is noted.
 */


const isImageName = (name) => listing_images/* IMAGE_EXTENSIONS */.f9.some((extension) => name.toLowerCase().endsWith(extension));
const known = (kind) => listing_images/* IMAGE_SOURCES */.Dg.filter((source) => source.kind === kind && !source.unused)
    .map((source) => source.name)
    .join(', ');
function readImages(reading, folder) {
    const given = [];
    for (const entry of entriesOf(reading, folder.shown, folder.path)) {
        const source = (0,listing_images/* imageSourceOf */.Wf)(entry.name, entry.dir ? 'folder' : 'file');
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
    for (const type of listing_images/* AMAZON_IMAGE_TYPES */.hK) {
        const items = byType.get(type) ?? [];
        // In the order of IMAGE_SOURCES: the first that gives an image Amazon takes wins.
        items.sort((a, b) => listing_images/* IMAGE_SOURCES */.Dg.indexOf(a.source) - listing_images/* IMAGE_SOURCES */.Dg.indexOf(b.source));
        for (const item of items) {
            const winner = images[type] ? items.find((other) => other.files === images[type]) : undefined;
            if (winner) {
                for (const file of item.files) {
                    reading.leftOut.push({ name: file.name, why: `Amazon takes one set of ${type}; ${winner.name} gives them` });
                }
                continue;
            }
            const fitted = (0,listing_images/* fitImages */.i7)(type, item.files, `${folder.shown}/${item.name}`);
            reading.leftOut.push(...fitted.leftOut);
            reading.notes.push(...fitted.warnings);
            if (fitted.used.length > 0) {
                images[type] = item.files = fitted.used;
                if (item.source.type === listing_images/* BY_SIZE */._A)
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
    return { name: file.name, why: `used as ${type}: it is ${size}, Amazon's ${listing_images/* IMAGE_RULES */.Ug[type].label} (${whose})` };
}
/** The type an item fills: its source's, or for `icon`, the one its size says. */
function typeOf(reading, item) {
    if (item.source.type !== listing_images/* BY_SIZE */._A)
        return item.source.type;
    const [file] = item.files;
    if (!file)
        return undefined;
    const type = (0,listing_images/* iconTypeOf */.hE)(file);
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
    for (const entry of entriesOf(reading, folder.shown, folder.path)) {
        if (!entry.dir && isImageName(entry.name))
            files.push(entry);
        else
            reading.leftOut.push({ name: entry.shown, why: 'not a .png, .jpg or .jpeg file' });
    }
    return files;
}
function readOne(reading, entry) {
    const file = (0,listing_images/* readImageFile */.MT)(entry.path, entry.shown, { maxBytes: reading.maxImageBytes });
    if (typeof file !== 'string')
        return file;
    reading.leftOut.push({ name: entry.shown, why: file });
    return undefined;
}

;// CONCATENATED MODULE: ./src/capabilities/release/listing/layout.ts
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
const fieldFileOf = (file) => FIELD_FILES.find((spec) => spec.file === file);
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

;// CONCATENATED MODULE: ./src/capabilities/release/listing/locales.ts
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
 * Amazon's listing languages: its page "Distribute your app internationally" (APPSTORE-API.md,
 * third round): Dutch, English (Australia, India, US; UK in several clients), French, German,
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
const UNUSED_FILES = {
    'video.txt': "Google Play's video URL: Amazon takes videos as uploads, which this step does not make"
};
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
        maxTextBytes: options.maxTextBytes ?? 64 * 1024,
        maxImageBytes: options.maxImageBytes ?? 50 * 1024 * 1024,
        holdsSecret: options.holdsSecret ?? (() => false),
        leftOut: [],
        notes: [],
        problems: []
    };
    const locales = {};
    for (const [locale, entry] of localeFolders(reading, options.known)) {
        locales[locale] = readLocale(reading, entry, locale);
    }
    if (Object.keys(locales).length === 0) {
        reading.problems.push(`'${dir}' holds no folder of a language Amazon lists (en-US, de-DE, ...; see the left-out names).`);
    }
    if (options.strict) {
        for (const { name, why } of reading.leftOut)
            reading.problems.push(`${name} is left out (${why}), and listing-strict is true.`);
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
/** Links may lead anywhere in the workspace; for a folder outside it (the runner's temp), in the folder. */
function withinOf(root, workspace) {
    const real = (0,external_node_fs_.realpathSync)(root);
    const space = workspace === undefined ? real : (0,external_node_fs_.realpathSync)(workspace);
    return inside(real, space) ? space : real;
}
/** The locale folders that give an Amazon language, by it; two for one: the exact name wins (locales.ts). */
function localeFolders(reading, known) {
    const chosen = new Map();
    const losers = [];
    for (const entry of entriesOf(reading, '', reading.root)) {
        if (!entry.dir) {
            reading.leftOut.push({ name: entry.name, why: 'not a locale folder' });
            continue;
        }
        const match = matchLocale(entry.name, known);
        if (match.kind === 'left-out') {
            reading.leftOut.push({ name: entry.name, why: match.why });
            continue;
        }
        const rank = rankOf(entry.name, match);
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
/**
 * The changelog for a release of these version codes, by the Amazon fastlane plugin's rule: the
 * file of the highest version code, else default.txt; undefined when there is neither.
 */
function changelogFor(locale, versionCodes) {
    const codes = versionCodes.map(Number).filter((code) => Number.isSafeInteger(code) && code >= 0);
    if (codes.length > 0) {
        const highest = String(Math.max(...codes));
        const text = locale.changelogs.byVersionCode[highest];
        if (text !== undefined)
            return { text, file: `${locale.folder}/changelogs/${highest}.txt` };
    }
    const fallback = locale.changelogs.fallback;
    return fallback === undefined ? undefined : { text: fallback, file: `${locale.folder}/changelogs/default.txt` };
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
    for (const spec of FIELD_FILES) {
        const value = parts.text[spec.field];
        const file = parts.files[spec.field];
        if (value === undefined || file === undefined)
            continue;
        const count = Array.isArray(value) ? value.length : [...value].length;
        const max = Array.isArray(value) ? spec.maxItems : spec.maxCharacters;
        if (max !== undefined && count > max) {
            const what = Array.isArray(value) ? 'bullets' : 'characters';
            reading.problems.push(`${file} has ${count} ${what}: Amazon's ${spec.field} takes at most ${max} (${LIMITS_SOURCE}).`);
        }
    }
}
function readParts(reading, folder, top) {
    const parts = { text: {}, files: {}, images: {}, changelogs: { byVersionCode: {} } };
    for (const entry of entriesOf(reading, folder.shown, folder.path)) {
        if (entry.dir) {
            if (entry.name === 'images')
                parts.images = readImages(reading, entry);
            else if (entry.name === CHANGELOGS_FOLDER)
                parts.changelogs = readChangelogs(reading, entry);
            else if (entry.name === OVERRIDES && top)
                parts.overrides = entry;
            else
                reading.leftOut.push({ name: entry.shown, why: 'not a folder a listing has (images, changelogs, amazon)' });
            continue;
        }
        const spec = fieldFileOf(entry.name);
        if (spec) {
            const text = readText(reading, entry);
            if (text === '')
                reading.leftOut.push({ name: entry.shown, why: 'empty: the field keeps the value it has' });
            else if (text !== undefined) {
                Object.assign(parts.text, { [spec.field]: parseField(spec, text) });
                parts.files[spec.field] = entry.shown;
            }
        }
        else if (UNUSED_FILES[entry.name]) {
            reading.leftOut.push({ name: entry.shown, why: UNUSED_FILES[entry.name] });
        }
        else {
            const names = FIELD_FILES.map((file) => file.file).join(', ');
            reading.leftOut.push({ name: entry.shown, why: `no file an Amazon listing has (${names})` });
        }
    }
    return parts;
}
function readChangelogs(reading, folder) {
    const changelogs = { byVersionCode: {} };
    for (const entry of entriesOf(reading, folder.shown, folder.path)) {
        const code = CHANGELOG_FILE.exec(entry.name)?.[1];
        if (entry.dir || (code === undefined && entry.name !== CHANGELOG_DEFAULT)) {
            reading.leftOut.push({ name: entry.shown, why: 'not <versionCode>.txt or default.txt' });
            continue;
        }
        const text = readText(reading, entry);
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
/* harmony import */ var _appstore_json_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2548);
/* harmony import */ var _edit_inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9090);
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5927);
/* harmony import */ var _step_inputs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(769);
/**
 * Release notes: the text of `release-notes` for every locale, or a folder of `<locale>.txt`
 * files with `default.txt` for the locales that have none. Read and checked with the inputs, before
 * any request: each text is at most MAX_NOTES characters, UTF-8 without NUL, and never holds the
 * client secret (notes are public); a file is read no further than MAX_NOTES_BYTES.
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
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT */ .b.notes, 'and release-notes-dir cannot both be given; pick one.');
    }
    if (text !== '') {
        const problem = notesProblem(text, holdsSecret);
        if (problem)
            throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT */ .b.notes, problem);
        return { from: 'release-notes', byLocale: {}, fallback: text };
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
        const path = inputs.readable(input, link, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(given, name));
        const bytes = readCapped(path, MAX_NOTES_BYTES);
        if (!bytes) {
            throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(input, `holds '${name}', which is over ${MAX_NOTES_BYTES / 1024} KiB: release notes are at most ${MAX_NOTES} characters.`);
        }
        let text;
        try {
            text = (0,_appstore_json_js__WEBPACK_IMPORTED_MODULE_5__/* .withoutBom */ .vA)(new TextDecoder('utf-8', { fatal: true }).decode(bytes)).trimEnd();
        }
        catch {
            throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(input, `holds '${name}', which is not UTF-8 text: save it as UTF-8.`);
        }
        if (text.trim() === '')
            throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(input, `holds '${name}', which is empty.`);
        const problem = notesProblem(text, holdsSecret);
        if (problem)
            throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(input, `holds '${name}', which ${problem}`);
        if (locale === undefined)
            notes.fallback = text;
        else if (notes.byLocale[locale.toLowerCase()]) {
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
/** The notes for a locale of the listing; undefined when there are none for it. */
function notesFor(notes, locale) {
    return notes.byLocale[locale.toLowerCase()]?.text ?? notes.fallback;
}
/** The locales that have a file but no listing in the edit. */
function unusedLocales(notes, locales) {
    const listed = new Set(locales.map((locale) => locale.toLowerCase()));
    return Object.entries(notes.byLocale)
        .filter(([key]) => !listed.has(key))
        .map(([, { locale }]) => locale);
}


/***/ }),

/***/ 9639:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dp: () => (/* binding */ targetNewApks),
/* harmony export */   S5: () => (/* binding */ checkTargeting),
/* harmony export */   aO: () => (/* binding */ readTargeting)
/* harmony export */ });
/* unused harmony export targetsAny */
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5927);
/* harmony import */ var _edit_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9090);
/* harmony import */ var _appstore_submission_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6560);
/**
 * Device targeting (release-targeting). A new APK targets no device until someone sets it, and a
 * commit with such an APK fails with error_apk_must_target_atleast1_device. For each APK this run
 * put in the edit that targets no device (an upload: a replace keeps its targeting), the targeting
 * object is read with its ETag, its devices' statuses set, and PUT back whole, every other field
 * (unknown ones too) as it was read: `like-existing` copies which devices another APK of the edit
 * targets; a list targets the devices it names (by id or name) and no other. Any status but
 * TARGETING counts as off. Before a commit (and a dry run's validation) every APK of the edit is
 * checked to target some device, so that the refusal comes with a clear message instead.
 */



function readTargeting(inputs) {
    const items = inputs
        .lines(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT */ .b.targeting)
        .flatMap((line) => line.split(','))
        .map((item) => item.trim())
        .filter((item) => item !== '');
    if (items.length === 0 || (items.length === 1 && items[0].toLowerCase() === 'like-existing')) {
        return { kind: 'like-existing' };
    }
    if (items.some((item) => item.toLowerCase() === 'like-existing')) {
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT */ .b.targeting, "is 'like-existing' or a list of devices, not both.");
    }
    return { kind: 'devices', devices: items };
}
const devicesOf = (targeting) => [...targeting.amazonDevices, ...targeting.nonAmazonDevices];
const isOn = (device) => device.status === 'TARGETING';
/** True when the targeting turns on some device (any status but TARGETING is off). */
function targetsAny(targeting) {
    return devicesOf(targeting).some(isOn) || targeting.fields.otherAndroidDevices === 'TARGETING';
}
/** Sets the targeting of this run's APKs that target no device; returns nothing, journals each. */
async function targetNewApks(api, edit, choice, done, journal) {
    journal.begin("reading the device targeting of this run's APKs");
    const untargeted = [];
    for (const apk of done)
        if (!targetsAny(await api.targeting.get(edit, apk.id)))
            untargeted.push(apk);
    if (untargeted.length === 0)
        return;
    let wanted;
    let from;
    if (choice.kind === 'like-existing') {
        const source = await targetedApk(api, edit, new Set(untargeted.map((apk) => apk.id)));
        if (!source) {
            journal.row('Targeting', `no APK of the edit targets a device to copy from: ${untargeted.map((apk) => apk.id).join(', ')} target ` +
                'no device. Give release-targeting a list of devices, or set it in the developer console.', 'warning');
            return;
        }
        const on = new Set(devicesOf(source.targeting)
            .filter(isOn)
            .map((device) => String(device.id)));
        wanted = (device) => on.has(String(device.id));
        from = `like ${source.apk.id} (versionCode ${source.apk.versionCode})`;
    }
    else {
        const names = choice.devices.map((item) => item.toLowerCase());
        wanted = (device) => names.includes(String(device.id).toLowerCase()) || names.includes(String(device.name).toLowerCase());
        from = choice.devices.join(', ');
    }
    for (const apk of untargeted) {
        journal.begin(`setting the device targeting of ${apk.id}`);
        const count = await setOne(api, edit, apk, wanted, choice, journal);
        journal.finished(`Targeting ${apk.id}`, `${count} device${count === 1 ? '' : 's'}, ${from}`);
    }
}
async function targetedApk(api, edit, skip) {
    for (const apk of await api.apks.list(edit)) {
        if (skip.has(apk.id))
            continue;
        const targeting = await api.targeting.get(edit, apk.id);
        if (targetsAny(targeting))
            return { apk, targeting };
    }
    return undefined;
}
function setOne(api, edit, apk, wanted, choice, journal) {
    return (0,_appstore_submission_index_js__WEBPACK_IMPORTED_MODULE_2__/* .afreshOnce */ .LP)(async () => {
        const targeting = await api.targeting.get(edit, apk.id);
        if (choice.kind === 'devices') {
            const known = devicesOf(targeting);
            const missing = choice.devices.filter((item) => !known.some((device) => [device.id, device.name].some((v) => String(v).toLowerCase() === item.toLowerCase())));
            if (missing.length > 0) {
                throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .Failure */ .HR(`release-targeting names ${missing.join(', ')}, which APK ${apk.id} cannot target. Its devices: ` +
                    `${known.map((device) => `${String(device.id)} (${String(device.name)})`).join(', ')}.`);
            }
        }
        const turn = (list) => list.map((device) => ({ ...device, status: wanted(device) ? 'TARGETING' : 'NOT_TARGETING' }));
        const fields = {
            ...targeting.fields,
            amazonDevices: turn(targeting.amazonDevices),
            nonAmazonDevices: turn(targeting.nonAmazonDevices)
        };
        const put = await api.targeting.put(edit, apk.id, fields, targeting.etag);
        if (put.kind === 'stale')
            return put;
        const on = devicesOf({
            ...targeting,
            amazonDevices: fields.amazonDevices,
            nonAmazonDevices: fields.nonAmazonDevices
        }).filter(isOn).length;
        return (0,_appstore_submission_index_js__WEBPACK_IMPORTED_MODULE_2__/* .done */ .Vw)(on);
    }, {
        stale: `The targeting of ${apk.id} changed since it was read (HTTP 412): reading it afresh and trying once more`,
        twice: `the targeting of ${apk.id} changed between reading and writing it twice (HTTP 412 twice): someone is editing it.`
    }, journal.log);
}
/** Before a commit: every APK of the edit must target some device, or the commit would be refused. */
async function checkTargeting(api, edit, journal) {
    journal.begin("checking the device targeting of the edit's APKs");
    const none = [];
    for (const apk of await api.apks.list(edit))
        if (!targetsAny(await api.targeting.get(edit, apk.id)))
            none.push(apk);
    if (none.length > 0) {
        const listed = none.map((apk) => `${apk.id} (${apk.name || 'unnamed'}, versionCode ${apk.versionCode})`);
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .Failure */ .HR(`APK ${listed.join(', ')} targets no device, so the commit would be refused ` +
            '(error_apk_must_target_atleast1_device); nothing was committed. Set release-targeting (like-existing, ' +
            'or a list of devices), or set the targeting in the developer console.');
    }
    journal.row('Targeting', 'every APK of the edit targets at least one device');
}


/***/ })

};
