export const id = 268;
export const ids = [268,371,232];
export const modules = {

/***/ 129:
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

/***/ 1532:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ placeFiles)
/* harmony export */ });
/* unused harmony export abisInName */
/* harmony import */ var _apk_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(129);
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

/***/ 4232:
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
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5927);
/* harmony import */ var _apk_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(129);
/* harmony import */ var _placement_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1532);
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
 * The files against the live version's APKs, by Amazon's rules (docs/api-notes.md, version codes):
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

/***/ 8900:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   aO: () => (/* binding */ readTargeting),
/* harmony export */   qZ: () => (/* binding */ readDevicesLost),
/* harmony export */   xv: () => (/* binding */ readLargeMode),
/* harmony export */   zf: () => (/* binding */ readPublishAt)
/* harmony export */ });
/* unused harmony export LARGE_MODES */
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5927);
/* harmony import */ var _edit_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9090);
/**
 * What a release chooses through its inputs, read before any request: the targeting of new APKs
 * (targeting), the publishing date (publish-at) and when an APK goes the large-file
 * path (large-upload). Kept apart from the stages that act on them, so that reading the
 * inputs loads none of the stages' code.
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
    let canonical;
    try {
        canonical = new Intl.DateTimeFormat('en-US', { timeZone: zoneId }).resolvedOptions().timeZone;
    }
    catch {
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT */ .b.publishAt, `names no IANA time zone: '${zoneId}' (Europe/Berlin, America/New_York, UTC).`);
    }
    // The API is given the zone as written (US/Central stays US/Central, which Intl calls
    // America/Chicago: Amazon's list of zones is not known); only its letter case is Intl's.
    const zone = canonical.toLowerCase() === zoneId.toLowerCase() ? canonical : zoneId;
    return { dateTime: `${year}-${month}-${day}T${hour}:${minute}:${second}`, zoneId: zone };
}
function readDevicesLost(inputs) {
    const items = inputs
        .lines(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT */ .b.devicesLost)
        .flatMap((line) => line.split(','))
        .map((item) => item.trim())
        .filter((item) => item !== '');
    const word = items.find((item) => ['fail', 'warn'].includes(item.toLowerCase()))?.toLowerCase();
    if (items.length === 0 || (items.length === 1 && word === 'fail'))
        return { kind: 'fail' };
    if (items.length === 1 && word === 'warn')
        return { kind: 'warn' };
    if (word) {
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT */ .b.devicesLost, `is 'fail', 'warn', or a list of the device ids or names that may go, not both: got '${word}' in a list.`);
    }
    return { kind: 'accept', devices: items };
}
const LARGE_MODES = ['auto', 'always', 'never'];
function readLargeMode(inputs) {
    return inputs.choice(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT */ .b.largeUpload, LARGE_MODES, 'auto');
}


/***/ }),

/***/ 371:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OPEN_EDIT_MODES: () => (/* binding */ OPEN_EDIT_MODES),
/* harmony export */   readReleaseFiles: () => (/* binding */ readReleaseFiles),
/* harmony export */   readReleaseInputs: () => (/* binding */ readReleaseInputs)
/* harmony export */ });
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5927);
/* harmony import */ var _edit_app_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(164);
/* harmony import */ var _edit_inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9090);
/* harmony import */ var _listing_inputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9406);
/* harmony import */ var _listing_notes_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4438);
/* harmony import */ var _choices_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8900);
/**
 * The inputs of a release, checked before any request is sent; last, findApks() (files.ts, loaded
 * only here) expands the globs and checks every file, and manifests.ts what their manifests say.
 */






const OPEN_EDIT_MODES = ['reuse', 'replace', 'fail'];
async function readReleaseInputs(inputs, holdsSecret) {
    const appId = (0,_edit_app_js__WEBPACK_IMPORTED_MODULE_1__/* .readAppId */ .x)(inputs);
    const submit = inputs.boolean(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT */ .b.submit, false);
    const dryRun = inputs.boolean(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT */ .b.dryRun, false);
    if (submit && dryRun) {
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT */ .b.dryRun, "and 'submit' cannot both be true: a dry run deletes its edit, a submit commits it.");
    }
    const appUrl = (0,_edit_app_js__WEBPACK_IMPORTED_MODULE_1__/* .appUrlOf */ .O)(inputs, appId);
    const notes = (0,_listing_notes_js__WEBPACK_IMPORTED_MODULE_4__/* .readNotes */ .WT)(inputs, holdsSecret);
    const openEdit = inputs.choice(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT */ .b.openEdit, OPEN_EDIT_MODES, 'reuse');
    const listing = (0,_listing_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .readListingInputs */ .S)(inputs, notes, holdsSecret);
    const targeting = (0,_choices_js__WEBPACK_IMPORTED_MODULE_5__/* .readTargeting */ .aO)(inputs);
    const publishAt = (0,_choices_js__WEBPACK_IMPORTED_MODULE_5__/* .readPublishAt */ .zf)(inputs);
    const largeUpload = (0,_choices_js__WEBPACK_IMPORTED_MODULE_5__/* .readLargeMode */ .xv)(inputs);
    const devicesLost = (0,_choices_js__WEBPACK_IMPORTED_MODULE_5__/* .readDevicesLost */ .qZ)(inputs);
    const patterns = inputs.lines(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT */ .b.files);
    if (patterns.length === 0 && !notes && !listing && !publishAt && !submit) {
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .INPUT */ .b.appId, "is given, but nothing to do: give 'files' (APKs), 'listing-dir', 'notes', 'notes-dir' or " +
            "'publish-at', " +
            "or 'submit: true' to submit the draft an earlier run left open.");
    }
    const { files, reach } = await readReleaseFiles(patterns, inputs, listing);
    return {
        appId,
        appUrl,
        files,
        reach,
        notes,
        listing,
        publishAt,
        largeUpload,
        targeting,
        devicesLost,
        openEdit,
        submit,
        dryRun
    };
}
/**
 * The files found, their manifests read and checked (manifests.ts), and the devices they reach:
 * what the release reads of `files` before any request, and the preflight action too. The code is
 * loaded only when there are files.
 */
async function readReleaseFiles(patterns, inputs, listing) {
    if (patterns.length === 0)
        return { files: [], reach: [] };
    const files = await (await Promise.all(/* import() */[__webpack_require__.e(663), __webpack_require__.e(377), __webpack_require__.e(195)]).then(__webpack_require__.bind(__webpack_require__, 195))).findApks(patterns, inputs);
    const manifests = files.map((file) => file.manifest);
    (await __webpack_require__.e(/* import() */ 162).then(__webpack_require__.bind(__webpack_require__, 4162))).checkManifests(manifests, listing);
    (await __webpack_require__.e(/* import() */ 232).then(__webpack_require__.bind(__webpack_require__, 4232))).refuseMinSdkOrder(manifests);
    return { files, reach: (await __webpack_require__.e(/* import() */ 32).then(__webpack_require__.bind(__webpack_require__, 2032))).deviceReach(manifests) };
}


/***/ }),

/***/ 9406:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ readListingInputs)
/* harmony export */ });
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5927);
/* harmony import */ var _edit_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9090);
/* harmony import */ var _folder_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1599);
/**
 * The listing inputs of a release: `listing-dir` (the folder, read whole and checked here, before
 * any request) and `listing-add-locales`. Release notes have one source: the folder's
 * `<locale>/changelogs/` or `notes`/`notes-dir`, never both.
 */



function readListingInputs(inputs, notes, holdsSecret) {
    const dir = inputs.text(_folder_js__WEBPACK_IMPORTED_MODULE_2__/* .LISTING_INPUT */ .Mr);
    const addLocales = inputs.boolean(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT */ .b.addLocales, false);
    const strict = inputs.boolean(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT */ .b.strict, false);
    if (dir === '') {
        if (addLocales)
            throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT */ .b.addLocales, "needs 'listing-dir': it adds the locales of that folder.");
        if (strict)
            throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT */ .b.strict, "needs 'listing-dir': it is about what that folder leaves out.");
        return undefined;
    }
    // The folder is read where it really is: in the workspace (step/inputs.ts readable).
    const folder = (0,_folder_js__WEBPACK_IMPORTED_MODULE_2__/* .readListingFolder */ .FZ)(inputs.readable(_folder_js__WEBPACK_IMPORTED_MODULE_2__/* .LISTING_INPUT */ .Mr, dir, dir), {
        cwd: inputs.cwd,
        workspace: inputs.cwd,
        holdsSecret,
        strict
    });
    const withChangelogs = Object.values(folder.locales).filter(({ changelogs }) => changelogs.fallback !== undefined || Object.keys(changelogs.byVersionCode).length > 0);
    if (notes && withChangelogs.length > 0) {
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(_folder_js__WEBPACK_IMPORTED_MODULE_2__/* .LISTING_INPUT */ .Mr, `holds release notes (${withChangelogs[0].folder}/changelogs/) and '${notes.from}' ` +
            'gives them too: give the notes in one place.');
    }
    return { folder, addLocales, strict, hasChangelogs: withChangelogs.length > 0, holdsSecret };
}


/***/ }),

/***/ 4268:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   checkRelease: () => (/* binding */ checkRelease)
/* harmony export */ });
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5927);
/* harmony import */ var _edit_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9090);
/* harmony import */ var _choices_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8900);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(371);
/* harmony import */ var _listing_inputs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9406);
/* harmony import */ var _listing_summary_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6687);
/* harmony import */ var _listing_notes_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4438);
/* harmony import */ var _manifests_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4162);
/* harmony import */ var _reach_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3575);
/**
 * What the preflight action reads and checks: the release's content inputs (files, notes,
 * notes-dir, listing-dir, listing-strict, targeting), read by the release's own functions, so that
 * a check of the release is a check of the preflight as it is. What the release checks only
 * against the app's live APKs needs a request, and is not here.
 */









async function checkRelease(inputs, log, holdsSecret) {
    const notes = (0,_listing_notes_js__WEBPACK_IMPORTED_MODULE_6__/* .readNotes */ .WT)(inputs, holdsSecret);
    const listing = (0,_listing_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .readListingInputs */ .S)(inputs, notes, holdsSecret);
    const targeting = (0,_choices_js__WEBPACK_IMPORTED_MODULE_2__/* .readTargeting */ .aO)(inputs);
    const patterns = inputs.lines(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT */ .b.files);
    if (patterns.length === 0 && !notes && !listing) {
        throw new _step_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(_edit_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT */ .b.files, "is empty, and so are 'notes', 'notes-dir' and 'listing-dir': give what the release step will be given, " +
            'so that the preflight checks it.');
    }
    const { files, reach } = await (0,_inputs_js__WEBPACK_IMPORTED_MODULE_3__.readReleaseFiles)(patterns, inputs, listing);
    (0,_reach_js__WEBPACK_IMPORTED_MODULE_8__.warnReach)(reach, log);
    const manifests = files.map((file) => file.manifest);
    const packages = [...new Set(manifests.map((manifest) => manifest.package))];
    const rows = [
        ['Files', files.map((file) => file.name).join(', ') || 'none'],
        ['Notes', notes ? `from ${notes.from}` : listing?.hasChangelogs ? "the changelogs of 'listing-dir'" : 'none'],
        ['Listing', listing ? `${Object.keys(listing.folder.locales).length} locale(s), read and checked` : 'none'],
        ['Targeting', targeting.kind === 'like-existing' ? 'like-existing' : targeting.devices.join(', ')],
        ['Requests', 'none: no token was asked for; checks against the live app are the release step’s']
    ];
    const placed = Object.fromEntries(files.map((file) => [file.name, 'checked, not sent (preflight)']));
    return {
        outputs: {
            'version-codes': (0,_manifests_js__WEBPACK_IMPORTED_MODULE_7__.manifestOutputs)(manifests)['version-codes'],
            package: packages.join('\n'),
            reach: (0,_reach_js__WEBPACK_IMPORTED_MODULE_8__.reachOutput)(reach)
        },
        rows,
        sections: [
            (0,_manifests_js__WEBPACK_IMPORTED_MODULE_7__.manifestSection)(manifests, placed),
            (0,_reach_js__WEBPACK_IMPORTED_MODULE_8__.reachSection)(reach),
            listing && (0,_listing_summary_js__WEBPACK_IMPORTED_MODULE_5__/* .leftOutSection */ .Rv)(listing.folder)
        ].filter((section) => section !== undefined)
    };
}


/***/ })

};
