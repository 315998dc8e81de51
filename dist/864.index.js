export const id = 864;
export const ids = [864,947];
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

/***/ 8690:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F9: () => (/* binding */ ApiFailure)
/* harmony export */ });
/* unused harmony exports parseApiError, apiErrorText */
/* harmony import */ var _net_retry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3742);
/* harmony import */ var _net_url_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2897);
/* harmony import */ var _step_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(656);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6183);
/* harmony import */ var _scopes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7144);





const MAX_ERRORS = 20;
const MAX_TEXT = 300;
/** undefined when the body is not an error object of the API. */
function parseApiError(text) {
    const answer = (0,_json_js__WEBPACK_IMPORTED_MODULE_3__/* .jsonObject */ .o$)((0,_json_js__WEBPACK_IMPORTED_MODULE_3__/* .parseJson */ .qF)(text));
    if (!answer)
        return undefined;
    const body = (0,_json_js__WEBPACK_IMPORTED_MODULE_3__/* .jsonObject */ .o$)(answer.error) ?? answer;
    // A code in words beside a message (`code`, or Google's `status` beside a number `code`) is its code.
    const named = typeof body.message === 'string'
        ? [body.code, body.status].find((value) => typeof value === 'string' && /^[A-Z][A-Z_]*$/.test(value))
        : undefined;
    const message = named ? '' : oneLine(body.message ?? body.Message);
    const errors = (Array.isArray(body.errors) ? body.errors : [])
        .map((item) => {
        const entry = (0,_json_js__WEBPACK_IMPORTED_MODULE_3__/* .jsonObject */ .o$)(item) ?? {};
        return { code: oneLine(entry.errorCode), message: oneLine(entry.errorMessage) };
    })
        .filter((error) => error.code !== '' || error.message !== '');
    // The other shape the API answers in: `{httpCode, errorCode, errorMessage}`, no errors list.
    const single = named
        ? { code: oneLine(named), message: oneLine(body.message) }
        : { code: oneLine(body.errorCode), message: oneLine(body.errorMessage) };
    if (single.code !== '' || single.message !== '')
        errors.unshift(single);
    if (message === '' && errors.length === 0)
        return undefined;
    return { message, errors: errors.slice(0, MAX_ERRORS) };
}
/** The API's message and every errors[].errorMessage (with its code), on one line; else an excerpt. */
function apiErrorText(text, contentType) {
    return new _step_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .Quote */ .Pk(text, (redacted) => {
        const parsed = parseApiError(redacted);
        if (!parsed)
            return (0,_step_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .excerpt */ .Kb)(redacted, contentType).shape(redacted);
        const errors = parsed.errors.map((error) => error.message === '' ? error.code : error.code === '' ? error.message : `${error.message} (${error.code})`);
        return [parsed.message, errors.join('; ')].filter((part) => part !== '').join(': ');
    });
}
/**
 * The API refused a call: the call, the status, the attempts, the API's message and errors (or an
 * excerpt of the body), and a hint when a fresh token was refused too.
 */
class ApiFailure extends _step_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .Failure */ .HR {
    status;
    /** The error codes of the body: errors[].errorCode, a top-level errorCode, or a word code beside a message. */
    codes;
    text;
    /** A fresh token was refused too: the credentials, not this call, are the matter. */
    tokenRefused;
    /**
     * The class of the call refused (src/appstore/calls.ts), from its request: with a transient status,
     * a 'once' call was not repeated.
     */
    callClass;
    constructor(request, result) {
        const hint = result.refusedAfterRenewal
            ? '\nHint: a fresh token was refused too, so it is not about expiry: attach the security profile to this API ' +
                `under Apps & Services > API Access, and use the scope of this API (${_scopes_js__WEBPACK_IMPORTED_MODULE_2__/* .SCOPE_LIST */ .wj}).`
            : '';
        super([
            `${request.method} ${request.label ?? (0,_net_url_js__WEBPACK_IMPORTED_MODULE_4__/* .printable */ .g$)(request.url)} answered HTTP ${result.status}` +
                `${(0,_net_retry_js__WEBPACK_IMPORTED_MODULE_0__/* .afterAttempts */ .ln)(result.attempts)}: `,
            apiErrorText(result.text, String(result.headers['content-type'] ?? '')),
            hint
        ]);
        this.status = result.status;
        this.codes = (parseApiError(result.text)?.errors ?? []).map((error) => error.code);
        this.text = result.text;
        this.tokenRefused = result.refusedAfterRenewal === true;
        this.callClass = request.callClass;
    }
}
/** Strings only, whitespace collapsed (a server's newline must not start a line of ours), cut to a length. */
function oneLine(value) {
    if (typeof value !== 'string')
        return '';
    const text = value.replace(/\s+/g, ' ').trim();
    return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
}


/***/ }),

/***/ 110:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  W_: () => (/* reexport */ AMAZON_DEVICES_ONLY),
  mS: () => (/* reexport */ IN_PROGRESS),
  yR: () => (/* reexport */ STALE),
  Vx: () => (/* binding */ SubmissionApi),
  LP: () => (/* reexport */ afreshOnce),
  Vw: () => (/* reexport */ done),
  cb: () => (/* reexport */ preflight.highestVersionCode),
  ST: () => (/* reexport */ isGone),
  LT: () => (/* reexport */ isInProgress),
  g5: () => (/* reexport */ targetsNonAmazon)
});

// UNUSED EXPORTS: APK_CONTENT_TYPE, DONE, imagesFromApi

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/appstore/json.ts
var appstore_json = __webpack_require__(6183);
// EXTERNAL MODULE: ./src/net/exchange.ts + 2 modules
var exchange = __webpack_require__(5572);
// EXTERNAL MODULE: ./src/net/url.ts
var net_url = __webpack_require__(2897);
// EXTERNAL MODULE: ./src/step/errors.ts
var errors = __webpack_require__(656);
// EXTERNAL MODULE: ./src/appstore/calls.ts
var calls = __webpack_require__(4804);
// EXTERNAL MODULE: ./src/appstore/errors.ts
var appstore_errors = __webpack_require__(8690);
;// CONCATENATED MODULE: ./src/appstore/submission/call.ts
/**
 * The mechanics every call of the App Submission API client shares, under
 * `/v1/applications/<app-id>`, each with the run's token (session.exchange renews it). A non-2xx
 * answer is an ApiFailure, unless the call allows that status.
 *
 * What the client acts on it read: an answer is read whole (a body cut at the text limit fails),
 * as JSON, in the shape the call expects (else the call fails, quoting what came); every id that
 * goes into a path is a plain segment (isPlainSegment: never `.` or `..`, which would land the
 * request on the app itself); and a redirect is never followed, as the API sends none.
 */






class Unreadable extends Error {
}
class Caller {
    session;
    appUrl;
    constructor(session, appUrl) {
        this.session = session;
        this.appUrl = appUrl;
    }
    /** The call `name` of the table (src/appstore/calls.ts), which gives its method and class, on `path`. */
    async call(name, path, options = {}) {
        const { method, callClass } = (0,calls/* callOf */.C8)(name);
        const url = (0,net_url/* joinUnder */.R)(this.appUrl, path);
        if (!url)
            throw new errors/* Failure */.HR(`${method} ${path} would leave the app's resource: refused.`);
        const request = {
            method,
            url,
            headers: { accept: 'application/json', ...options.headers },
            body: options.body,
            callClass,
            followRedirects: false
        };
        const result = await this.session.exchange(request);
        const where = `${method} ${(0,net_url/* printable */.g$)(url)}`;
        if (result.status >= 300 && result.status < 400 && result.headers.location !== undefined) {
            const location = URL.parse(String(result.headers.location), url.href);
            const to = location ? ` to ${location.protocol}//${location.host}` : '';
            throw new errors/* Failure */.HR(`${where} answered HTTP ${result.status}, a redirect${to}: not followed, as the App Submission API sends none.`);
        }
        const refusal = (0,exchange/* isSuccess */.oJ)(result.status) ? undefined : new appstore_errors/* ApiFailure */.F9(request, result);
        if (refusal && !options.allow?.includes(result.status))
            throw refusal;
        return { status: result.status, result, etag: String(result.headers.etag ?? ''), where, refusal };
    }
    /** The answer's body, read whole as JSON in the shape the call expects; anything else fails the call. */
    read(answer, shape) {
        const { result, where, status } = answer;
        if (result.truncated) {
            throw new errors/* Failure */.HR(`${where} answered HTTP ${status} with a body of more than ${result.bytes} bytes, which was not read ` +
                'whole: the release acts only on answers it read whole.');
        }
        const type = String(result.headers['content-type'] ?? '');
        if (result.text.trim() === '' && shape.empty !== undefined)
            return shape.empty;
        const json = (0,appstore_json/* parseJson */.qF)(result.text);
        if (json === undefined) {
            throw new errors/* Failure */.HR([`${where} answered HTTP ${status} with a body that is not JSON: `, (0,errors/* excerpt */.Kb)(result.text, type)]);
        }
        try {
            return shape.read(json);
        }
        catch (error) {
            if (!(error instanceof Unreadable))
                throw error;
            throw new errors/* Failure */.HR([`${where} answered HTTP ${status} with ${error.message}: `, (0,errors/* excerpt */.Kb)(result.text, type)]);
        }
    }
    /** A PUT of a whole JSON object with If-Match: stale on 412 (it changed since it was read). */
    async putWhole(name, path, fields, etag) {
        const answer = await this.call(name, path, {
            headers: { 'content-type': 'application/json', 'if-match': etag },
            body: { kind: 'text', text: JSON.stringify(fields) },
            allow: [412]
        });
        return answer.status === 412 ? STALE : DONE;
    }
}
const STALE = { kind: 'stale' };
const DONE = { kind: 'done', value: undefined };
const done = (value) => ({ kind: 'done', value });
/** An id as one segment of a path; a Failure (never a request) when it is not a plain segment. */
function segment(id, what) {
    if (!(0,net_url/* isPlainSegment */.kT)(id))
        throw new errors/* Failure */.HR(`The ${what} id ${JSON.stringify(id)} is not a plain path segment: refused.`);
    return encodeURIComponent(id);
}
const editPath = (edit) => `/edits/${segment(edit, 'edit')}`;
function etagOf(answer, what) {
    if (answer.etag === '')
        throw new errors/* Failure */.HR(`The API gave no ETag for ${what}, which If-Match needs.`);
    return answer.etag;
}
// The shapes answers share.
const object = (json, what) => {
    const value = (0,appstore_json/* jsonObject */.o$)(json);
    if (!value)
        throw new Unreadable(`JSON that is not ${what}`);
    return value;
};
/** An id the server gave, as it will go into a path. */
function idOf(value, what) {
    const id = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    if (id === '')
        throw new Unreadable(`${what} without an id`);
    if (!(0,net_url/* isPlainSegment */.kT)(id))
        throw new Unreadable(`${what} whose id ${JSON.stringify(id.slice(0, 80))} is not a plain path segment`);
    return id;
}
const call_text = (field) => typeof field === 'string' || typeof field === 'number' ? String(field) : '';
const OBJECT = { read: (json) => object(json, 'a JSON object') };
const ANY_JSON = { read: (json) => json, empty: null };

// EXTERNAL MODULE: ./src/android/preflight.ts
var preflight = __webpack_require__(5947);
;// CONCATENATED MODULE: ./src/appstore/submission/apks.ts
/**
 * APKs of an edit: listed, replaced in place (If-Match with the ETag of a GET of that APK made just
 * before), or uploaded as new. A file is given by its path; its size is read when it is sent.
 */




const APK_CONTENT_TYPE = 'application/vnd.android.package-archive';
const apkPath = (edit, apk) => `${editPath(edit)}/apks/${segment(apk, 'APK')}`;
/** A name the API may take in a header: printable ASCII only. */
const isHeaderSafe = (name) => /^[\x20-\x7e]+$/.test(name);
class Apks {
    api;
    constructor(api) {
        this.api = api;
    }
    /** The edit's APKs in the order the API lists them; the list may come as a single object. */
    async list(edit) {
        return (await this.listing(edit)).apks;
    }
    /** The edit's APKs, and whether the list came as one object (the status step shows it). */
    async listing(edit) {
        return this.api.read(await this.api.call('apks.list', `${editPath(edit)}/apks`), APK_LISTING);
    }
    async etag(edit, apk) {
        const answer = await this.api.call('apks.get', apkPath(edit, apk));
        this.api.read(answer, OBJECT);
        return etagOf(answer, `APK ${apk}`);
    }
    /** Made once (src/appstore/calls.ts): a replace that may have reached the server is not repeated blindly. */
    async replace(edit, apk, etag, path) {
        const answer = await this.api.call('apks.replace', `${apkPath(edit, apk)}/replace`, {
            headers: { 'content-type': APK_CONTENT_TYPE, 'if-match': etag },
            body: await fileBody(path)
        });
        return this.api.read(answer, REPLACED_APK);
    }
    /**
     * A POST, so made once too (unless the connection surely never reached the server, or a 429). Null when
     * the answer names no APK (its shape is known from clients only): the caller finds it in the edit.
     */
    async upload(edit, path) {
        const name = (0,external_node_path_.basename)(path);
        const answer = await this.api.call('apks.upload', `${editPath(edit)}/apks/upload`, {
            headers: { 'content-type': APK_CONTENT_TYPE, ...(isHeaderSafe(name) ? { filename: name } : {}) },
            body: await fileBody(path)
        });
        return this.api.read(answer, NEW_APK);
    }
}
/** One home for 'the highest version code': the preflight's, which the release's checks use too. */

/** The size now, not when the inputs were read: Content-Length must match what is streamed. */
async function fileBody(path) {
    return { kind: 'file', path, size: (await (0,promises_.stat)(path)).size };
}
function apkOf(apk) {
    const pkg = typeof apk.packageName === 'string' && apk.packageName !== '' ? { package: apk.packageName } : {};
    return { id: idOf(apk.id, 'an APK'), versionCode: call_text(apk.versionCode), name: call_text(apk.name), ...pkg };
}
const apkList = {
    read: (json) => {
        // Sometimes a single APK comes as an object, not a list of one.
        const items = Array.isArray(json) ? json : (0,appstore_json/* jsonObject */.o$)(json) && 'id' in json ? [json] : undefined;
        if (!items)
            throw new Unreadable('JSON that is not a list of APKs');
        return items.map((item) => apkOf(object(item, 'a list of APKs (an item is no object)')));
    }
};
const APK_LISTING = {
    read: (json) => ({ apks: apkList.read(json), asObject: !Array.isArray(json) })
};
/** A replace keeps the APK's id, which the answer may leave out; an empty answer gives nothing else. */
const REPLACED_APK = {
    empty: { id: '', versionCode: '', name: '' },
    read: (json) => {
        const apk = object(json, 'an APK');
        return {
            id: apk.id === undefined ? '' : idOf(apk.id, 'an APK'),
            versionCode: call_text(apk.versionCode),
            name: call_text(apk.name)
        };
    }
};
/** A new APK as an upload or attach answers it; null when the answer is empty or names no APK (no id). */
const NEW_APK = {
    empty: null,
    read: (json) => {
        const apk = (0,appstore_json/* jsonObject */.o$)(json);
        return apk && apk.id !== undefined ? apkOf(apk) : null;
    }
};

;// CONCATENATED MODULE: ./src/appstore/submission/availability.ts
/** The edit's availability (the publishing date): read with its ETag and PUT back whole. */



const availabilityPath = (edit) => `${editPath(edit)}/availability`;
class Availabilities {
    api;
    constructor(api) {
        this.api = api;
    }
    /** Every field kept; an answer that is no object, or whose publishingDate is none, is a Failure. */
    async get(edit) {
        const path = availabilityPath(edit);
        const answer = await this.api.call('availability.get', path);
        const fields = (0,appstore_json/* jsonObject */.o$)(this.api.read(answer, ANY_JSON));
        const date = fields?.publishingDate;
        if (!fields || (date !== undefined && date !== null && !(0,appstore_json/* jsonObject */.o$)(date))) {
            throw new errors/* Failure */.HR(`GET ${path} answered no availability object: it cannot be read.`);
        }
        return { fields, etag: etagOf(answer, "the edit's availability") };
    }
    /** The whole availability PUT back; Stale on 412. */
    put(edit, fields, etag) {
        return this.api.putWhole('availability.put', availabilityPath(edit), fields, etag);
    }
}

;// CONCATENATED MODULE: ./src/appstore/submission/afresh.ts

/**
 * Makes `attempt` (a read, then a change with the ETag it read) once more when the change finds the
 * resource changed since the read (Stale: HTTP 412, or 409 for a new edit): a retry with the old
 * ETag could never succeed, so each round reads afresh. Stale twice is a Failure that says `what`.
 */
async function afreshOnce(attempt, what, log) {
    for (let round = 1;; round++) {
        const result = await attempt(round);
        if (result.kind === 'done')
            return result.value;
        if (round === 2)
            throw new errors/* Failure */.HR(what.twice);
        log.info(what.stale);
    }
}

;// CONCATENATED MODULE: ./src/appstore/submission/edits.ts




/** The status of an edit that changes may go into, and that a release may reuse. */
const IN_PROGRESS = 'IN_PROGRESS';
const isInProgress = (edit) => edit.status.toUpperCase() === IN_PROGRESS;
class Edits {
    api;
    constructor(api) {
        this.api = api;
    }
    /** The open edit, if any: `{}` means none. */
    async open() {
        return this.api.read(await this.api.call('edits.current', '/edits'), OPEN_EDIT);
    }
    /** A new edit; a Conflict when another was opened first (409). */
    async create() {
        const answer = await this.api.call('edits.open', '/edits', { allow: [409] });
        if (answer.status === 409)
            return { kind: 'conflict' };
        return done(this.api.read(answer, EDIT));
    }
    /** The edit as it is now: its status says whether it is still open for changes. */
    async get(edit) {
        return this.api.read(await this.api.call('edits.get', editPath(edit)), EDIT);
    }
    /** The edit's current ETag: it moves with every change inside the edit. */
    async etag(edit) {
        const answer = await this.api.call('edits.get', editPath(edit));
        this.api.read(answer, EDIT);
        return etagOf(answer, `the edit ${edit}`);
    }
    /**
     * Deletes the edit with the ETag of a fresh read, read afresh once more when the edit changed in
     * between (412); gone when the API knows it no more.
     */
    async delete(edit, log) {
        try {
            await afreshOnce(async () => {
                const etag = await this.etag(edit);
                const answer = await this.api.call('edits.delete', editPath(edit), {
                    headers: { 'if-match': etag },
                    allow: [412]
                });
                return answer.status === 412 ? STALE : DONE;
            }, {
                stale: `Edit ${edit} changed since its ETag was read (HTTP 412): reading it afresh and deleting it once more`,
                twice: `edit ${edit} changed between reading and deleting it twice (HTTP 412 twice): someone is working on it.`
            }, log);
            return { kind: 'deleted' };
        }
        catch (error) {
            if (isGone(error))
                return { kind: 'gone' };
            throw error;
        }
    }
    /** The live version (`GET /edits/previous`) and its APKs; undefined when the app has none (`{}`). */
    async previous() {
        const edit = this.api.read(await this.api.call('edits.previous', '/edits/previous'), OPEN_EDIT);
        if (!edit)
            return undefined;
        return { edit, ...this.api.read(await this.api.call('apks.list', `${editPath(edit.id)}/apks`), APK_LISTING) };
    }
    async validate(edit) {
        this.api.read(await this.api.call('edits.validate', `${editPath(edit)}/validate`), ANY_JSON);
    }
    async commit(edit, etag) {
        this.api.read(await this.api.call('edits.commit', `${editPath(edit)}/commit`, { headers: { 'if-match': etag } }), ANY_JSON);
    }
}
/** The API knows the edit no more (deleted): 404, or 400 "No edit found". */
function isGone(error) {
    return error instanceof appstore_errors/* ApiFailure */.F9 && (error.status === 404 || /No edit found/i.test(error.text));
}
function editOf(json) {
    const edit = object(json, 'an edit');
    return { id: idOf(edit.id, 'an edit'), status: call_text(edit.status) };
}
const EDIT = { read: editOf };
/** `{}` when no edit is open: an object with other fields but no id is not that. */
const OPEN_EDIT = {
    read: (json) => (Object.keys(object(json, 'an edit, or {} for none')).length === 0 ? undefined : editOf(json))
};

// EXTERNAL MODULE: ./src/net/retry.ts
var retry = __webpack_require__(3742);
;// CONCATENATED MODULE: ./src/appstore/submission/listings.ts
/** The listings of an edit, one per locale: read with their ETag, PUT back whole, or added. */



const listingPath = (edit, locale) => `${editPath(edit)}/listings/${segment(locale, 'locale')}`;
class Listings {
    api;
    constructor(api) {
        this.api = api;
    }
    /** The locales of the edit's listings. */
    async locales(edit) {
        return this.api.read(await this.api.call('listings.list', `${editPath(edit)}/listings`), LISTINGS);
    }
    async get(edit, locale) {
        const answer = await this.api.call('listings.get', listingPath(edit, locale));
        return { fields: this.api.read(answer, LISTING), etag: etagOf(answer, `the ${locale} listing`) };
    }
    /** The whole listing PUT back; Stale on 412 (it changed since it was read). */
    put(edit, locale, listing) {
        return this.api.putWhole('listings.put', listingPath(edit, locale), listing.fields, listing.etag);
    }
    /** A listing the edit lacks, added by a PUT of the whole object (the listing has no ETag yet). */
    async add(edit, locale, fields) {
        await this.api.call('listings.put', listingPath(edit, locale), {
            headers: { 'content-type': 'application/json' },
            body: { kind: 'text', text: JSON.stringify(fields) }
        });
    }
}
const LISTINGS = {
    read: (json) => {
        const listings = (0,appstore_json/* jsonObject */.o$)(object(json, 'listings ({"listings": {…}})').listings);
        if (!listings)
            throw new Unreadable('JSON that is not listings ({"listings": {…}})');
        const odd = Object.keys(listings).find((locale) => !(0,net_url/* isPlainSegment */.kT)(locale));
        if (odd !== undefined)
            throw new Unreadable(`a listing whose locale ${JSON.stringify(odd.slice(0, 80))} is not a plain path segment`);
        return Object.keys(listings);
    }
};
const LISTING = {
    read: (json) => {
        const fields = object(json, 'a listing');
        if (Object.keys(fields).length === 0)
            throw new Unreadable('an empty listing');
        return fields;
    }
};

;// CONCATENATED MODULE: ./src/appstore/submission/images.ts
/**
 * The images of a listing, one list per type (`…/listings/{lang}/{type}`): read with the list's
 * ETag, emptied, or one image uploaded, each change with If-Match from a GET of the list. While a
 * type holds no image, GET of its list fails (404 or 400 [client, xingu 06f5347]), so it gives no
 * ETag: the type is read as holding none, and its first image is uploaded with the listing's ETag,
 * read afresh (that client's way; the upload without If-Match answers 400 "If-Match header is
 * required").
 */







/** What GET of a type's list answers while the type holds no image (one client's word: either). */
const NO_LIST = [400, 404];
/**
 * The body's content type of an image upload: clients that sent `image/png` saw uploads fail and
 * moved to this one, "per API specification" (APPSTORE-API.md, third round).
 */
const IMAGE_CONTENT_TYPE = 'application/octet-stream';
const imagesPath = (edit, locale, type) => `${listingPath(edit, locale)}/${segment(type, 'image type')}`;
class Images {
    api;
    listings;
    constructor(api, listings) {
        this.api = api;
        this.listings = listings;
    }
    /** The images of one type of a listing (none when its GET answers 404 or 400); an unreadable answer is a Failure. */
    async list(edit, locale, type) {
        const path = imagesPath(edit, locale, type);
        const answer = await this.api.call('images.list', path, { allow: NO_LIST });
        if (answer.refusal)
            return { images: [], etag: '', refused: answer.refusal };
        const images = imagesFromApi(this.api.read(answer, ANY_JSON));
        if (!images)
            throw new errors/* Failure */.HR(`GET ${path} answered no {images: [...]} list: it cannot be read.`);
        return { images, etag: etagOf(answer, `the ${locale} ${type}`) };
    }
    /** The ETag to change one type with, read afresh: the list's, or while its GET is refused, the listing's. */
    async writeTag(edit, locale, type) {
        const { etag, refused } = await this.list(edit, locale, type);
        return refused ? { etag: (await this.listings.get(edit, locale)).etag, refused } : { etag };
    }
    /** Empties the images of one type; Stale on 412. */
    async clear(edit, locale, type, etag) {
        const answer = await this.api.call('images.delete', imagesPath(edit, locale, type), {
            headers: { 'if-match': etag },
            allow: [412]
        });
        return answer.status === 412 ? STALE : DONE;
    }
    /**
     * One image appended (or, for a type of one image, put in its place): its asset id, from an
     * answer `{image: {id}}` or `{id}` (clients show both), or Stale on 412. With the listing's ETag
     * (`tag.refused`), a refusal (412 too: that ETag was read just before) fails naming the type and
     * both answers; a transient status fails as it is, since the upload may have gone through.
     */
    async upload(edit, locale, type, file, tag) {
        const path = `${imagesPath(edit, locale, type)}/upload`;
        const answer = await this.api
            .call('images.upload', path, {
            headers: { 'content-type': IMAGE_CONTENT_TYPE, 'if-match': tag.etag },
            body: { kind: 'file', path: file.path, size: (await (0,promises_.stat)(file.path)).size },
            allow: tag.refused ? [] : [412]
        })
            .catch((error) => {
            if (!tag.refused || !(error instanceof appstore_errors/* ApiFailure */.F9) || (0,retry/* isTransientStatus */.Dm)(error.status))
                throw error;
            throw new errors/* Failure */.HR([
                `The ${locale} ${type} took no first image. `,
                ...tag.refused.parts,
                ` (read as a type that holds no image), so the image was uploaded with the ${locale} listing's ETag, and `,
                ...error.parts
            ], { cause: error });
        });
        if (answer.status === 412)
            return STALE;
        const json = (0,appstore_json/* jsonObject */.o$)(this.api.read(answer, ANY_JSON));
        const id = ((0,appstore_json/* jsonObject */.o$)(json?.image) ?? json)?.id;
        if (typeof id !== 'string' || id === '') {
            throw new errors/* Failure */.HR(`POST ${path} answered HTTP ${answer.status} without the image's id ({image: {id}} or {id}).`);
        }
        return done(id);
    }
}
/**
 * The images of a type from the API's answer to GET `…/listings/{lang}/{type}`: `{images: [...]}`,
 * tolerating a bare array; undefined when it holds no list. Items without a string id are dropped;
 * a `sha256` is kept when it is one.
 */
function imagesFromApi(json) {
    const list = Array.isArray(json) ? json : (0,appstore_json/* jsonObject */.o$)(json)?.images;
    if (!Array.isArray(list))
        return undefined;
    const images = [];
    for (const item of list) {
        const { id, sha256 } = (item ?? {});
        if (typeof id !== 'string' || id === '')
            continue;
        images.push(typeof sha256 === 'string' && /^[0-9a-f]{64}$/i.test(sha256) ? { id, sha256: sha256.toLowerCase() } : { id });
    }
    return images;
}

;// CONCATENATED MODULE: ./src/appstore/submission/large.ts
/**
 * The large-file path for a new APK: POST `apks/large/upload` streams the file (the raw body, or
 * the file part of a multipart/form-data body: the sources disagree) and answers a fileId, then
 * POST `apks/attach {fileId}` adds it to the edit as a new APK.
 */







class LargeApks {
    api;
    constructor(api) {
        this.api = api;
    }
    /** Step one: the APK streamed; its fileId, or WantsMultipart when a raw body is refused for that. */
    async upload(edit, path, shape) {
        const where = `${editPath(edit)}/apks/large/upload`;
        const name = (0,external_node_path_.basename)(path);
        const plain = isHeaderSafe(name) && !/["\\]/.test(name) ? name : 'app.apk';
        const size = (await (0,promises_.stat)(path)).size;
        let headers = { 'content-type': APK_CONTENT_TYPE, filename: plain };
        let body = { kind: 'file', path, size };
        if (shape === 'multipart') {
            const boundary = `----appstore-action-${Math.random().toString(16).slice(2)}${size}`;
            headers = { 'content-type': `multipart/form-data; boundary=${boundary}`, filename: plain };
            const before = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${plain}"\r\n` +
                `Content-Type: ${APK_CONTENT_TYPE}\r\n\r\n`;
            body = { kind: 'file', path, size, envelope: { before, after: `\r\n--${boundary}--\r\n` } };
        }
        let answer;
        try {
            answer = await this.api.call('apks.large-upload', where, { headers, body });
        }
        catch (error) {
            const wantsMultipart = shape === 'raw' &&
                error instanceof appstore_errors/* ApiFailure */.F9 &&
                (error.status === 400 || error.status === 415) &&
                /multipart/i.test(error.text);
            if (wantsMultipart)
                return { kind: 'multipart' };
            throw error;
        }
        const fileId = (0,appstore_json/* jsonObject */.o$)(this.api.read(answer, ANY_JSON))?.fileId;
        if (typeof fileId !== 'string' || fileId === '') {
            throw new errors/* Failure */.HR(`POST ${where} answered HTTP ${answer.status} without a fileId.`);
        }
        return done(fileId);
    }
    /**
     * Step two: the uploaded file added as a new APK (null when the answer names none); NotReady while
     * the API answers asset_not_ready.
     */
    async attach(edit, fileId) {
        let answer;
        try {
            answer = await this.api.call('apks.attach', `${editPath(edit)}/apks/attach`, {
                headers: { 'content-type': 'application/json' },
                body: { kind: 'text', text: JSON.stringify({ fileId }) }
            });
        }
        catch (error) {
            if (error instanceof appstore_errors/* ApiFailure */.F9 && error.codes.includes(NOT_READY))
                return { kind: 'not-ready' };
            throw error;
        }
        return done(this.api.read(answer, NEW_APK));
    }
}
/** What attach answers while the uploaded file is still processed (the status is not known). */
const NOT_READY = 'asset_not_ready';

;// CONCATENATED MODULE: ./src/appstore/submission/targeting.ts
/** The device targeting of an APK: read with its ETag, the device lists checked, and PUT back whole. */




/**
 * What Amazon changed (its release notes, APPSTORE-API.md sixth round): since this day the Appstore
 * serves Fire TV and Fire tablets only, so targeting a non-Amazon Android device reaches no one.
 * The API still takes it: nothing is refused for it, a row says so.
 */
const AMAZON_DEVICES_ONLY = 'since 2025-08-20 the Appstore serves Fire TV and Fire tablets only, so non-Amazon Android devices get no app from it';
/** True when the targeting turns on a non-Amazon device: one of nonAmazonDevices, or otherAndroidDevices. */
function targetsNonAmazon(targeting) {
    return (targeting.nonAmazonDevices.some((device) => device.status === 'TARGETING') ||
        targeting.fields.otherAndroidDevices === 'TARGETING');
}
const targetingPath = (edit, apk) => `${apkPath(edit, apk)}/targeting`;
class Targetings {
    api;
    constructor(api) {
        this.api = api;
    }
    /**
     * The APK's targeting; an answer without an amazonDevices list is a Failure, never "no device"
     * (one without nonAmazonDevices has none of them).
     */
    async get(edit, apk) {
        const path = targetingPath(edit, apk);
        const answer = await this.api.call('targeting.get', path);
        const fields = (0,appstore_json/* jsonObject */.o$)(this.api.read(answer, ANY_JSON));
        const list = (value) => value === undefined || value === null
            ? []
            : Array.isArray(value) && value.every((item) => (0,appstore_json/* jsonObject */.o$)(item))
                ? value
                : undefined;
        const amazonDevices = list(fields?.amazonDevices);
        const nonAmazonDevices = list(fields?.nonAmazonDevices);
        if (!fields || !amazonDevices || !nonAmazonDevices || !Array.isArray(fields.amazonDevices)) {
            throw new errors/* Failure */.HR(`GET ${path} answered no targeting object with an amazonDevices list: it cannot be read.`);
        }
        return { fields, amazonDevices, nonAmazonDevices, etag: etagOf(answer, `the targeting of APK ${apk}`) };
    }
    /** The whole targeting object PUT back; Stale on 412. */
    put(edit, apk, fields, etag) {
        return this.api.putWhole('targeting.put', targetingPath(edit, apk), fields, etag);
    }
}

;// CONCATENATED MODULE: ./src/appstore/submission/index.ts














/** The calls under `<api-base-url>/v1/applications/<app-id>`, by resource. */
class SubmissionApi {
    edits;
    apks;
    large;
    listings;
    images;
    targeting;
    availability;
    constructor(session, appUrl) {
        const caller = new Caller(session, appUrl);
        this.edits = new Edits(caller);
        this.apks = new Apks(caller);
        this.large = new LargeApks(caller);
        this.listings = new Listings(caller);
        this.images = new Images(caller, this.listings);
        this.targeting = new Targetings(caller);
        this.availability = new Availabilities(caller);
    }
}


/***/ }),

/***/ 269:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ CONSOLE_URL),
/* harmony export */   v: () => (/* binding */ CONSOLE_ONLY_URL)
/* harmony export */ });
/* harmony import */ var _step_action_inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3983);
/** The developer console, where a person sees (and finishes, or deletes) an edit the step left. */

const CONSOLE_URL = 'https://developer.amazon.com/apps-and-games/console/apps/list.html';
/** What a release through the API cannot do and the console does: the section of the release action's README. */
const CONSOLE_ONLY_URL = `https://github.com/${_step_action_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .ACTION_REPOSITORY */ .Y}/blob/main/release/README.md#what-only-the-console-does`;


/***/ }),

/***/ 8935:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ Journal)
/* harmony export */ });
class Journal {
    log;
    clock;
    rows = [];
    /** What is under way: 'opening the edit', 'replacing APK 2 of 3 (b.apk)', 'setting notes for de-DE'… */
    doing = 'opening the edit';
    started = 0;
    warned = false;
    constructor(
    /** For lines that are no row of the summary. */
    log, clock) {
        this.log = log;
        this.clock = clock;
    }
    /** Something new is under way: the time of what is done next is counted from here. */
    begin(what) {
        this.doing = what;
        this.started = this.clock.now();
    }
    /** A row with the time the stage took, and a line of the log. */
    finished(label, text) {
        this.row(label, `${text} (${seconds(this.clock.now() - this.started)})`);
    }
    /**
     * A check that could not be made, as an answer it rests on was missing or unreadable: a row, and
     * a warning for the first such row of the run only (the others are info lines).
     */
    notCompared(label, text) {
        this.row(label, text, this.warned ? 'info' : 'warning');
        this.warned = true;
    }
    /** A row, and a line of the log at `level`: a warning needs someone's attention; 'none' when a message says it already. */
    row(label, text, level = 'info') {
        this.rows.push([label, text]);
        if (level !== 'none')
            this.log[level](`${label}: ${text}`);
    }
}
function seconds(ms) {
    return `${(Math.max(0, ms) / 1000).toFixed(1)} s`;
}


/***/ })

};
