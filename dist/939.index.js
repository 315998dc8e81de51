export const id = 939;
export const ids = [939,947];
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

/***/ 8339:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ placeFiles)
/* harmony export */ });
/* unused harmony export abisInName */
/* harmony import */ var _apk_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1826);
/**
 * Which file replaces which of the edit's APKs, when the edit holds several: by what the files and
 * the APKs tell (the same name, the same native ABIs, Fire TV or tablets, the same minSdk), each placement with its
 * reason. When nothing tells them apart, today's rule holds (apks.ts): the files replace the APKs
 * in the order the API lists them. Files beyond the APKs are new uploads; APKs no file replaces
 * are returned for the caller to refuse (a replace never deletes an APK).
 */

/** ABIs as they appear in file names, the longer first so that x86 is not read out of x86_64. */
const ABIS = ['arm64-v8a', 'armeabi-v7a', 'armeabi', 'x86_64', 'x86', 'riscv64', 'mips64', 'mips'];
function placeFiles(files, apks) {
    const evidence = files.map((file) => apks.map((apk) => weigh(file, apk)));
    const told = evidence.some((row) => row.some((e) => e.score !== 0));
    const chosen = new Map();
    if (told) {
        const pairs = evidence.flatMap((row, f) => row.map((e, a) => ({ f, a, score: e.score })));
        pairs.sort((x, y) => y.score - x.score || x.f - y.f || x.a - y.a);
        const taken = new Set();
        for (const { f, a, score } of pairs) {
            if (score <= 0 || chosen.has(f) || taken.has(a))
                continue;
            chosen.set(f, a);
            taken.add(a);
        }
    }
    const free = apks.map((_, a) => a).filter((a) => ![...chosen.values()].includes(a));
    const placements = files.map((file, f) => {
        const matched = chosen.get(f);
        if (matched !== undefined) {
            return {
                file,
                replaces: apks[matched],
                why: `replaces ${(0,_apk_js__WEBPACK_IMPORTED_MODULE_0__/* .describe */ .q0)(apks[matched])}: ${reasons(evidence[f][matched])}`
            };
        }
        const a = free.shift();
        if (a === undefined)
            return { file, why: 'uploaded as a new APK: no APK of the edit is left for it to replace' };
        const order = told
            ? 'by order, as no APK left matches it better'
            : `by order (${ordinal(a + 1)} APK of the edit), as nothing in the files tells the APKs apart`;
        const why = `replaces ${(0,_apk_js__WEBPACK_IMPORTED_MODULE_0__/* .describe */ .q0)(apks[a])}: ${reasons(evidence[f][a], order)}`;
        return { file, replaces: apks[a], why, byOrder: true };
    });
    return { placements, left: free.map((a) => apks[a]) };
}
function weigh(file, apk) {
    const evidence = { score: 0, reasons: [] };
    const add = (score, reason) => {
        evidence.score += score;
        evidence.reasons.push(reason);
    };
    if (apk.name !== '' && baseName(file.file).toLowerCase() === baseName(apk.name).toLowerCase()) {
        add(100, `the same name, ${apk.name}`);
    }
    const known = apk.abis ?? abisInName(apk.name);
    const from = apk.abis ? 'the API' : 'its name';
    if (known) {
        if (sameSet(file.abis, known))
            add(10, `the same native ABIs (${list(known)}, by ${from})`);
        else
            add(-10, `its ABIs differ (the file's: ${list(file.abis)}; the APK's, by ${from}: ${list(known)})`);
    }
    const devices = deviceKind(apk);
    if (devices) {
        const tv = file.features.includes(_apk_js__WEBPACK_IMPORTED_MODULE_0__/* .LEANBACK */ .MK);
        if (tv === (devices.kind === 'Fire TV')) {
            add(5, `${tv ? 'a Fire TV build (it requires leanback)' : 'no leanback'}, as the APK targets ${devices.shown}`);
        }
        else {
            add(-5, `its devices differ (the file ${tv ? 'requires' : 'does not require'} leanback; the APK targets ${devices.shown})`);
        }
    }
    if (apk.minSdk !== undefined && file.minSdk === apk.minSdk)
        add(1, `the same minSdk, ${apk.minSdk}`);
    return evidence;
}
/** Whether the APK targets Fire TV devices only (AFT…) or tablets only (KF…); undefined when both or neither. */
function deviceKind(apk) {
    const ids = apk.devices ?? [];
    const tv = ids.filter((id) => id.startsWith('AFT'));
    const tablets = ids.filter((id) => id.startsWith('KF'));
    if (tv.length > 0 === tablets.length > 0)
        return undefined;
    const [kind, listed] = tv.length > 0 ? ['Fire TV', tv] : ['tablets', tablets];
    return { kind, shown: `${kind} (${listed.slice(0, 3).join(', ')}${listed.length > 3 ? ', …' : ''})` };
}
/** The ABIs a name such as app-arm64-v8a-release.apk names; undefined when it names none. */
function abisInName(name) {
    let rest = name.toLowerCase();
    const found = [];
    for (const abi of ABIS) {
        const pattern = new RegExp(`(^|[^a-z0-9])${abi.replace('-', '[-_]')}(?=$|[^a-z0-9])`);
        if (pattern.test(rest)) {
            found.push(abi);
            rest = rest.replace(pattern, '$1 ');
        }
    }
    return found.length > 0 ? found.sort() : undefined;
}
/** What matched (or `order`, when the file was placed by order), then what differs. */
function reasons(evidence, order) {
    const differ = evidence.reasons.filter((reason) => reason.includes('differ'));
    const matched = order ?? evidence.reasons.filter((reason) => !differ.includes(reason)).join(', ');
    return [matched, ...differ].join('; ');
}
function baseName(path) {
    return path.split(/[\\/]/).pop() ?? path;
}
function sameSet(a, b) {
    return a.length === b.length && a.every((item) => b.includes(item));
}
function list(abis) {
    return abis.length > 0 ? [...abis].sort().join(', ') : 'none';
}
function ordinal(n) {
    const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
    return `${n}${suffix}`;
}


/***/ }),

/***/ 5947:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   describe: () => (/* reexport safe */ _apk_js__WEBPACK_IMPORTED_MODULE_1__.q0),
/* harmony export */   highestVersionCode: () => (/* binding */ highestVersionCode),
/* harmony export */   nextVersionCode: () => (/* binding */ nextVersionCode),
/* harmony export */   refuseAgainstLive: () => (/* binding */ refuseAgainstLive),
/* harmony export */   refuseMinSdkOrder: () => (/* binding */ refuseMinSdkOrder),
/* harmony export */   refuseSameVersionCodes: () => (/* binding */ refuseSameVersionCodes),
/* harmony export */   versionCodeOf: () => (/* binding */ versionCodeOf)
/* harmony export */ });
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(656);
/* harmony import */ var _apk_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1826);
/* harmony import */ var _placement_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8339);
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
 * The files against the live version's APKs, by Amazon's rules (APPSTORE-API.md, fourth round):
 * another package; a versionCode a live APK already has; a file not above the live APK it surely
 * replaces (paired as the APK stage pairs them: placement.ts); the minSdk rule against the live
 * APKs the files keep. Each is refused, naming the file and the live APK. Returns notes for the
 * summary on what could not be compared (no package given, no usable code, no sure pairing).
 */
function refuseAgainstLive(files, live) {
    const notes = [];
    refuseOtherPackage(files, live, notes);
    if (live.length === 0)
        return notes;
    for (const apk of live) {
        if (codeOf(apk) === undefined)
            notes.push(`APK ${(0,_apk_js__WEBPACK_IMPORTED_MODULE_1__/* .describe */ .q0)(apk)} has no usable versionCode: it was not compared.`);
    }
    for (const file of files) {
        const same = live.find((apk) => codeOf(apk) === file.versionCode);
        if (same) {
            throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .Failure */ .HR(`${file.file} has versionCode ${file.versionCode}, which the live APK ${(0,_apk_js__WEBPACK_IMPORTED_MODULE_1__/* .describe */ .q0)(same)} already has: ` +
                'Amazon never takes a versionCode twice. Raise versionCode in the build. Nothing was uploaded.');
        }
    }
    const plan = (0,_placement_js__WEBPACK_IMPORTED_MODULE_2__/* .placeFiles */ .h)(files, live);
    // Order alone is a sure pairing only for one file and one live APK: among several, the file may be meant for another.
    const sure = files.length === 1 && live.length === 1;
    const unpaired = [];
    for (const { file, replaces, why, byOrder } of plan.placements) {
        const code = replaces && codeOf(replaces);
        if (!replaces)
            unpaired.push(`${file.file} (${why})`);
        else if (code === undefined)
            continue;
        else if (byOrder && !sure) {
            const above = file.versionCode < code ? ", whose versionCode is above the file's" : '';
            unpaired.push(`${file.file} (versionCode ${file.versionCode}: by order alone, it replaces ${(0,_apk_js__WEBPACK_IMPORTED_MODULE_1__/* .describe */ .q0)(replaces)}${above})`);
        }
        else if (file.versionCode < code) {
            throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .Failure */ .HR(`${file.file} has versionCode ${file.versionCode}, below ${code}, the versionCode of the live APK it ` +
                `replaces (${why}): an APK must be above the one it replaces. Raise versionCode in the build. Nothing was uploaded.`);
        }
    }
    if (unpaired.length > 0) {
        notes.push(`Not paired with a live APK for sure, so not compared with one: ${unpaired.join('; ')}. ` +
            'The API is the judge of these versionCodes.');
    }
    refuseMinSdkOrder(files, plan.left);
    return notes;
}
function refuseOtherPackage(files, live, notes) {
    const packages = live.filter((apk) => apk.package);
    if (live.length > 0 && packages.length === 0) {
        notes.push("The API gave no package name for the live APKs: the files' packages " +
            `(${unique(files.map((file) => file.package)).join(', ')}) could not be compared with the live app's.`);
    }
    for (const file of files) {
        const other = packages.find((apk) => apk.package !== file.package);
        if (other) {
            throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .Failure */ .HR(`${file.file} is package ${file.package}, but the live app is package ${other.package} ` +
                `(APK ${(0,_apk_js__WEBPACK_IMPORTED_MODULE_1__/* .describe */ .q0)(other)}): the Appstore refuses an update with another package. Nothing was uploaded.`);
        }
    }
}
/**
 * Among the APKs of one version, a higher minSdk needs a higher versionCode: Amazon refuses an
 * upload that breaks it. Checked among the files, and against the live APKs they keep (`kept`)
 * when such an APK's minSdk is known. A minSdk that is no number (a reference, a preview) is not compared.
 */
function refuseMinSdkOrder(files, kept = []) {
    const leveled = (name, versionCode, minSdk) => typeof minSdk === 'number' && versionCode !== undefined ? [{ name, versionCode, minSdk }] : [];
    const ours = files.flatMap((file) => leveled(file.file, file.versionCode, file.minSdk));
    const theirs = kept.flatMap((apk) => leveled(`the live APK ${(0,_apk_js__WEBPACK_IMPORTED_MODULE_1__/* .describe */ .q0)(apk)}`, codeOf(apk), apk.minSdk));
    for (const a of ours) {
        for (const b of [...ours, ...theirs]) {
            const [high, low] = a.minSdk > b.minSdk ? [a, b] : [b, a];
            if (high.minSdk > low.minSdk && high.versionCode < low.versionCode) {
                throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .Failure */ .HR(`${high.name} has minSdk ${high.minSdk} and versionCode ${high.versionCode}, but ${low.name} has minSdk ` +
                    `${low.minSdk} and versionCode ${low.versionCode}: among the APKs of one version, a higher minSdk needs a ` +
                    'higher versionCode. Amazon refuses this upload ("Higher minimum Android API level requires higher version ' +
                    `code"); caught here, before any upload. Number the APKs in the order of their minSdk. Nothing was uploaded.`);
            }
        }
    }
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
            notes.push(`APK ${(0,_apk_js__WEBPACK_IMPORTED_MODULE_1__/* .describe */ .q0)(apk)} has no usable versionCode: it was not compared.`);
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
function unique(items) {
    return [...new Set(items)];
}


/***/ }),

/***/ 6823:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JA: () => (/* binding */ standing),
/* harmony export */   Ok: () => (/* binding */ changelogFor),
/* harmony export */   Qe: () => (/* binding */ unnoted),
/* harmony export */   g4: () => (/* binding */ listUnnoted)
/* harmony export */ });
/* harmony import */ var _android_preflight_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5947);
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
    const highest = (0,_android_preflight_js__WEBPACK_IMPORTED_MODULE_0__.highestVersionCode)(versionCodes);
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

/***/ 1939:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FILES_SECTION: () => (/* binding */ FILES_SECTION),
/* harmony export */   checkManifests: () => (/* binding */ checkManifests),
/* harmony export */   manifestOutputs: () => (/* binding */ manifestOutputs),
/* harmony export */   manifestSection: () => (/* binding */ manifestSection),
/* harmony export */   versionNameOf: () => (/* binding */ versionNameOf)
/* harmony export */ });
/* harmony import */ var _android_apk_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1826);
/* harmony import */ var _android_preflight_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5947);
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(656);
/* harmony import */ var _listing_folder_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4182);
/* harmony import */ var _listing_changelogs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6823);
/* harmony import */ var _step_report_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7957);
/**
 * What the release files' manifests decide before any request: two files with one versionCode are
 * refused, and so is a listing folder where no locale has notes for the versionCode released. Also
 * what they give the run: the outputs (version-codes, version-names) and the job summary's table.
 */






const FILES_SECTION = 'Release files';
/** Runs as the inputs are read, after the files are found. */
function checkManifests(manifests, listing) {
    (0,_android_preflight_js__WEBPACK_IMPORTED_MODULE_0__.refuseSameVersionCodes)(manifests);
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
    const highest = (0,_android_preflight_js__WEBPACK_IMPORTED_MODULE_0__.highestVersionCode)(manifests.map((file) => file.versionCode));
    if (highest === undefined)
        return;
    const file = manifests.find((candidate) => String(candidate.versionCode) === highest);
    const locales = Object.values(listing.folder.locales);
    const missing = locales.map((locale) => (0,_listing_changelogs_js__WEBPACK_IMPORTED_MODULE_3__/* .unnoted */ .Qe)(locale, [highest])).filter((item) => item !== undefined);
    const lagging = missing.filter((item) => item.lagging);
    if (listing.strict && lagging.length > 0) {
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(_listing_folder_js__WEBPACK_IMPORTED_MODULE_2__/* .LISTING_INPUT */ .Mr, `has no changelog for version code ${highest} (the versionCode of ${file.file}) and no default.txt in ` +
            `${(0,_listing_changelogs_js__WEBPACK_IMPORTED_MODULE_3__/* .listUnnoted */ .g4)(lagging)}, and 'listing-strict' is true: add ${lagging.map(({ locale }) => `${locale.folder}/changelogs/${highest}.txt`).join(', ')} ` +
            "(or default.txt), or set 'listing-strict' to false to keep their notes as they are. Nothing was sent.");
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
    const level = (value) => value === undefined ? '' : typeof value === 'number' ? String(value) : (0,_android_apk_js__WEBPACK_IMPORTED_MODULE_5__/* .described */ .WY)(value);
    const lines = manifests.map((file) => [
        file.file,
        file.package,
        String(file.versionCode),
        versionNameOf(file),
        level(file.minSdk),
        file.abis.join(', ') || 'none',
        file.features.includes(_android_apk_js__WEBPACK_IMPORTED_MODULE_5__/* .LEANBACK */ .MK) ? 'Fire TV (requires leanback)' : 'any device',
        placed[file.file] ?? 'not placed: the release stopped before'
    ]
        .map(_step_report_js__WEBPACK_IMPORTED_MODULE_4__/* .plain */ .pj)
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
