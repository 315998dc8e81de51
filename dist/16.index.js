export const id = 16;
export const ids = [16];
export const modules = {

/***/ 7292:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ DEVICE_GROUPS),
/* harmony export */   t: () => (/* binding */ LACKS)
/* harmony export */ });
/**
 * The Fire devices the Appstore serves APKs to, as device reach (reach.ts) groups them: each family
 * on each Fire OS release with its Android API level and models (Amazon's device pages), the models
 * field reports say install 32-bit code only, and the features each family lacks. docs/device-reach.md
 * gives the source of each fact.
 */
/** Amazon's device pages: each Fire OS, its API level, and the models that run it. */
const DEVICE_GROUPS = [
    {
        family: 'Fire TV',
        fireOs: '6',
        api: [25, 25],
        models: ['Fire TV Stick 4K (1st gen, AFTMM)', 'Fire TV Cube (1st gen, AFTA)'],
        thirtyTwoBit: []
    },
    {
        family: 'Fire TV',
        fireOs: '7',
        api: [28, 28],
        models: [
            'Fire TV Stick (3rd gen, AFTSSS)',
            'Fire TV Stick Lite',
            'Fire TV Stick HD (2024, AFTSS)',
            'Fire TV Cube (2nd gen, AFTR)',
            'Fire TV Stick 4K Max (1st gen, AFTKA)'
        ],
        thirtyTwoBit: ['Fire TV Stick (3rd gen)', 'Fire TV Stick 4K Max (1st gen)']
    },
    {
        family: 'Fire TV',
        fireOs: '8',
        api: [30, 30],
        alsoListed: 29,
        models: [
            'Fire TV Stick 4K (2nd gen, AFTKM)',
            'Fire TV Stick 4K Max (2nd gen, AFTKRT)',
            'Fire TV 2-Series and 4-Series',
            'Fire TV Omni (2025)'
        ],
        thirtyTwoBit: ['Fire TV Stick 4K Max (2nd gen)']
    },
    { family: 'Fire TV', fireOs: '14', api: [31, 34], models: ['some 2025 Fire TV smart TVs'], thirtyTwoBit: [] },
    {
        family: 'Fire tablets',
        fireOs: '7',
        api: [28, 28],
        models: ['Fire 7 (2019)', 'Fire HD 8 (2018, 2020)', 'Fire HD 10 (2019, 2021)'],
        thirtyTwoBit: ['Fire HD 10 (2019)']
    },
    {
        family: 'Fire tablets',
        fireOs: '8',
        api: [30, 30],
        alsoListed: 29,
        models: ['Fire 7 (2022)', 'Fire HD 8 (2022, 2024)', 'Fire HD 10 (2023)', 'Fire Max 11'],
        thirtyTwoBit: []
    }
];
const TV_HARDWARE = "TV devices have none (Android's TV hardware page)";
const TABLET_UNKNOWN = "no public source read says whether Fire tablets have it (Amazon's tablet specifications)";
/** The features a family lacks. */
const LACKS = [
    {
        feature: 'android.hardware.touchscreen',
        family: 'Fire TV',
        reach: 'no',
        source: 'Amazon',
        said: "Fire TV has no touchscreen (Amazon's Fire TV guides; Android's TV hardware page)"
    },
    { feature: 'android.hardware.camera', family: 'Fire TV', reach: 'no', source: 'Android', said: TV_HARDWARE },
    { feature: 'android.hardware.location.gps', family: 'Fire TV', reach: 'no', source: 'Android', said: TV_HARDWARE },
    { feature: 'android.hardware.microphone', family: 'Fire TV', reach: 'no', source: 'Android', said: TV_HARDWARE },
    { feature: 'android.hardware.telephony', family: 'Fire TV', reach: 'no', source: 'Android', said: TV_HARDWARE },
    { feature: 'android.hardware.nfc', family: 'Fire TV', reach: 'no', source: 'Android', said: TV_HARDWARE },
    {
        feature: 'android.software.leanback',
        family: 'Fire tablets',
        reach: 'no',
        source: 'Android',
        said: "it is the TV interface: an APK that requires it is for TV devices (Android's TV guides)"
    },
    {
        feature: 'android.software.leanback_only',
        family: 'Fire tablets',
        reach: 'no',
        source: 'Android',
        said: 'it is for TV devices only'
    },
    {
        feature: 'android.hardware.telephony',
        family: 'Fire tablets',
        reach: 'uncertain',
        source: 'Amazon',
        said: TABLET_UNKNOWN
    },
    {
        feature: 'android.hardware.location.gps',
        family: 'Fire tablets',
        reach: 'uncertain',
        source: 'Amazon',
        said: TABLET_UNKNOWN
    },
    {
        feature: 'android.hardware.nfc',
        family: 'Fire tablets',
        reach: 'uncertain',
        source: 'Amazon',
        said: TABLET_UNKNOWN
    }
];


/***/ }),

/***/ 3016:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runStatus: () => (/* binding */ runStatus)
});

// EXTERNAL MODULE: ./src/android/preflight.ts
var preflight = __webpack_require__(4232);
// EXTERNAL MODULE: ./src/appstore/errors.ts
var errors = __webpack_require__(1381);
// EXTERNAL MODULE: ./src/appstore/submission/index.ts + 9 modules
var submission = __webpack_require__(6560);
// EXTERNAL MODULE: ./src/step/errors.ts
var step_errors = __webpack_require__(5927);
// EXTERNAL MODULE: ./src/step/report.ts
var report = __webpack_require__(3578);
// EXTERNAL MODULE: ./src/capabilities/edit/console.ts
var console = __webpack_require__(5782);
// EXTERNAL MODULE: ./src/capabilities/edit/journal.ts
var edit_journal = __webpack_require__(4808);
;// CONCATENATED MODULE: ./src/capabilities/status/answers.ts
/**
 * The job summary's table of what this app's API answered for each uncertain fact the release
 * relies on, beside what public sources show of it. Every text the API gave (ids, statuses,
 * languages, package names, the bodies quoted in a failure) goes in as a Quote: redacted whole by
 * the step report, then made plain, so that it can break neither the table nor become markup.
 */




const ANSWERS_TITLE = "What this app's API answers";
const q = (text) => new step_errors/* Quote */.Pk(text, report/* plain */.pj);
/** A failure's text, each of its parts made plain: the quotes shaped (cut) after they were redacted. */
function failed(failure) {
    return failure.parts.map((part) => typeof part === 'string' ? q(part) : new step_errors/* Quote */.Pk(part.text, (redacted) => (0,report/* plain */.pj)(part.shape(redacted))));
}
/** 'not read: <why>': the HTTP status first when the API gave one. */
function notRead(failure, what = 'not read') {
    return [failure instanceof errors/* ApiFailure */.F9 ? `${what} (HTTP ${failure.status}): ` : `${what}: `, ...failed(failure)];
}
const STOPPED = 'not read: the status step stopped before (see the failure)';
function previousCell(found) {
    const previous = found.previous;
    if (!previous)
        return [STOPPED];
    if (!previous.ok) {
        const absent = previous.failure instanceof errors/* ApiFailure */.F9 && previous.failure.status === 404;
        return notRead(previous.failure, absent ? 'not available' : 'not read');
    }
    if (!previous.value)
        return ['available: {} (the app has no live version)'];
    const { edit } = previous.value;
    return ['available: the live version, edit ', q(edit.id), ' (', q(edit.status || 'no status given'), ')'];
}
function listShapeCell(found) {
    if (found.lists.length === 0)
        return [`not read: ${noList(found)}`];
    return found.lists.flatMap(({ whose, edit, apks, asObject }, index) => [
        index === 0 ? '' : '; ',
        `${whose} `,
        q(edit),
        `: ${asObject ? 'one object, not a list' : 'a list'} (${apks.length} APK${apks.length === 1 ? '' : 's'})`
    ]);
}
function packageCell(found) {
    const apks = found.lists.flatMap((list) => list.apks);
    if (apks.length === 0)
        return [`not read: ${found.lists.length === 0 ? noList(found) : 'the lists held no APK'}`];
    const given = apks.filter((apk) => apk.package !== undefined);
    if (given.length === 0)
        return [`not given (none of the ${apks.length} APKs read has a packageName)`];
    const names = [...new Set(given.map((apk) => apk.package))];
    return [`given for ${given.length} of ${apks.length} APKs: `, ...names.flatMap((name, i) => [i ? ', ' : '', q(name)])];
}
function targetingCell(probed, found) {
    if (!probed)
        return [STOPPED];
    if (probed.targeting.length === 0)
        return [`not read: ${found.lists.length === 0 ? noList(found) : 'no APK'}`];
    const counts = new Map();
    let read = 0;
    for (const { answer } of probed.targeting) {
        if (!answer.ok)
            continue;
        read += 1;
        for (const status of statusesOf(answer.value))
            counts.set(status, (counts.get(status) ?? 0) + 1);
    }
    const seen = [...counts].sort(([a], [b]) => (a < b ? -1 : 1));
    const cell = seen.flatMap(([status, count], i) => [i ? ', ' : '', q(status), ` (${count})`]);
    if (read > 0)
        cell.push(`${seen.length === 0 ? 'no device' : ''} in ${read} APK${read === 1 ? '' : 's'}`);
    const nonAmazon = probed.targeting.flatMap(({ apk, answer }) => answer.ok && (0,submission/* targetsNonAmazon */.g5)(answer.value) ? [apk] : []);
    if (nonAmazon.length > 0) {
        cell.push(`; **non-Amazon devices on** in ${nonAmazon.length} APK${nonAmazon.length === 1 ? '' : 's'} (`);
        cell.push(...nonAmazon.flatMap((apk, i) => [i ? ', ' : '', q(apk.id)]), `): ${submission/* AMAZON_DEVICES_ONLY */.W_}`);
    }
    const unread = probed.targeting.flatMap(({ apk, answer }) => (answer.ok ? [] : [{ apk, ...answer }]));
    if (unread.length > 0) {
        const [{ apk, failure }] = unread;
        const http = failure instanceof errors/* ApiFailure */.F9 ? ` HTTP ${failure.status}:` : '';
        cell.push(read > 0 ? '; ' : '', `${unread.length} not read, the first (APK `, q(apk.id), `):${http} `);
        cell.push(...failed(failure));
    }
    return cell;
}
/** The status of each device of a targeting answer, Amazon's and the others. */
function statusesOf(targeting) {
    return [...targeting.amazonDevices, ...targeting.nonAmazonDevices].map((device) => typeof device.status === 'string' ? device.status : 'no status');
}
function listingsCell(probed) {
    if (!probed)
        return [STOPPED];
    if (!probed.listings)
        return ['not read: no open edit and no live version to read them from'];
    const { whose, languages } = probed.listings;
    if (!languages.ok)
        return notRead(languages.failure);
    const names = languages.value.length > 0 ? languages.value.flatMap((name, i) => [i ? ', ' : '', q(name)]) : ['none'];
    return [...names, ` (${whose})`];
}
function openCell(open) {
    if (!open)
        return [STOPPED];
    if (!open.ok)
        return notRead(open.failure);
    if (!open.value)
        return ['no edit is open: {} (a release opens one; a commit under review shows here)'];
    return [q(open.value.status || 'no status given'), ', edit ', q(open.value.id)];
}
/** Why no APK list was read. */
function noList(found) {
    const live = found.previous?.ok === false ? 'the live version was not read' : 'the app has no live version';
    return `${live}, and no edit is open`;
}
/** The table: one row per fact, what sources show, and what this app's API answered. */
function answersSection(found, probed) {
    const rows = [
        [
            '`GET /edits/previous` (the live version)',
            'one public client and one Amazon page: optional',
            previousCell(found)
        ],
        ['APK list (`GET …/apks`)', 'a list; sometimes one object', listShapeCell(found)],
        ['Package of an APK (`packageName`)', 'not given, as far as sources show', packageCell(found)],
        ['Targeting status values', 'TARGETING, NOT_TARGETING; DISABLED in one source', targetingCell(probed, found)],
        ['Listing languages (`GET …/listings`)', "Amazon's listing languages", listingsCell(probed)],
        ["The open edit's status (`GET /edits`)", 'IN_PROGRESS; REVIEW once committed (one source)', openCell(found.open)]
    ];
    return [
        `#### ${ANSWERS_TITLE}\n\n`,
        'What the release assumes of the API, as this app answered it (GET requests only). ',
        'A row that differs from what sources show is the first thing to look at when a release surprises you.\n\n',
        '| Fact | What sources show | What this app answered |\n|---|---|---|\n',
        ...rows.flatMap(([fact, sources, cell]) => [`| ${fact} | ${sources} | `, ...cell, ' |\n'])
    ];
}

;// CONCATENATED MODULE: ./src/capabilities/status/live.ts
/**
 * "Is it live yet?": whether every version code a workflow waits for is among the live version's,
 * and whether an edit is in review, for a workflow that holds its GitHub release (or its
 * announcement) until Amazon approves. In review means committed and not yet live: an open edit
 * whose status is neither IN_PROGRESS (a draft) nor LIVE. REVIEW is the status one source shows
 * (verified against the live API); another name, or none, is counted in review too, as the
 * release counts such an edit submitted already (open.ts).
 */

const NOT_IN_REVIEW = new Set([submission/* IN_PROGRESS */.mS, 'LIVE']);
function liveAnswer(codes, found, journal) {
    const open = found.open?.ok ? found.open.value : undefined;
    const reviewing = open !== undefined && !NOT_IN_REVIEW.has(open.status.toUpperCase());
    const inReview = found.open?.ok ? String(reviewing) : '';
    if (codes.length === 0)
        return { live: '', inReview };
    const asked = codes.join(', ');
    if (!found.previous?.ok) {
        journal.row('Is it live?', `${asked}: not known, as the live version was not read (row "Live version")`);
        return { live: '', inReview };
    }
    const live = new Set(found.lists.find((list) => list.whose === 'live version')?.apks.map((apk) => apk.versionCode));
    const waiting = codes.filter((code) => !live.has(code));
    const review = !found.open?.ok
        ? 'whether an edit is in review is not known (the open edit was not read)'
        : open && reviewing
            ? `an edit is in review (${open.id}, ${open.status || 'no status given'})`
            : 'no edit is in review: the review ended without it (rejected, withdrawn, or a newer version went live), ' +
                'or it was never submitted';
    const words = codes.map((code) => `${code}: ${live.has(code) ? 'live' : 'not live yet'}`).join(', ');
    journal.row('Is it live?', waiting.length === 0 ? words : `${words}; ${review}`);
    return { live: String(waiting.length === 0), inReview };
}

;// CONCATENATED MODULE: ./src/capabilities/status/probe.ts

/**
 * At most this many targeting reads of the open edit's APKs: a status step needs no more of them.
 * Every live APK is read, as the live version's devices are the union of them all.
 */
const MAX_TARGETING_READS = 20;
/** The read's value, or its Failure; anything else (a bug of the action) is thrown on. */
async function attempt(read) {
    try {
        return { ok: true, value: await read() };
    }
    catch (error) {
        if (!(error instanceof step_errors/* Failure */.HR))
            throw error;
        return { ok: false, failure: error };
    }
}
async function probe(api, found) {
    const targeting = [];
    const apks = found.lists.flatMap(({ whose, edit, apks }) => apks.map((apk) => ({ whose, edit, apk })));
    const live = apks.filter(({ whose }) => whose === 'live version').length;
    for (const { whose, edit, apk } of apks.slice(0, Math.max(MAX_TARGETING_READS, live))) {
        targeting.push({ whose, apk, answer: await attempt(() => api.targeting.get(edit, apk.id)) });
    }
    const open = found.open?.ok ? found.open.value : undefined;
    const previous = found.previous?.ok ? found.previous.value : undefined;
    const edit = open
        ? { whose: `the open edit ${open.id}`, id: open.id }
        : previous && { whose: 'the live version', id: previous.edit.id };
    if (!edit)
        return { targeting };
    return { targeting, listings: { whose: edit.whose, languages: await attempt(() => api.listings.locales(edit.id)) } };
}

// EXTERNAL MODULE: ./src/android/devices.ts
var devices = __webpack_require__(7292);
;// CONCATENATED MODULE: ./src/capabilities/status/reach.ts
/**
 * The live version's devices: the Amazon devices that one of its APKs targets (TARGETING; any other
 * status, NOT_TARGETING and DISABLED included, reaches no one), counted per Fire family and named,
 * from the targeting answers the status step read (probe.ts), one per live APK. The family of a
 * device is told by its name or id as far as the device table (android/devices.ts) knows them;
 * another device is "other". Device names and ids come from the server: they go into the summary
 * as Quotes, made plain.
 */





/** The families in the order the summary and the devices-by-family output give them. */
const FAMILIES = ['Fire TV', 'Fire tablets', 'other'];
const DEVICES_TITLE = "The live version's devices";
/** How the targeting answer names a device: `amzn1.appstore.device.<ID>` (one client shows it), or the ID alone. */
const DEVICE_ID_PREFIX = 'amzn1.appstore.device.';
/**
 * Each model of the device table as a name a device's name may start with ('fire hd 8' of "Fire HD
 * 8 (2018, 2020)") and the model codes it gives ('AFTMM'); each family's own name too ('fire tv').
 */
const KNOWN = [
    ...devices/* DEVICE_GROUPS */.o.flatMap(({ family, models }) => models.map((model) => {
        const [, name, within = ''] = /^([^(]*?)\s*(?:\((.*)\))?$/.exec(model) ?? ['', model];
        const codes = within.split(/,\s*/).filter((word) => /^[A-Z][A-Z0-9]{3,}$/.test(word));
        return { family, name: name.toLowerCase(), codes };
    })),
    ...[...new Set(devices/* DEVICE_GROUPS */.o.map(({ family }) => family))].map((family) => ({
        family,
        name: family.toLowerCase(),
        codes: []
    }))
];
/** `name` is `start`, or starts with it and then a word or a bracket ("Fire HD 8 Plus", "Fire 7 (2022)"). */
function startsWithWord(name, start) {
    return name === start || (name.startsWith(start) && /^[\s(,]/.test(name.slice(start.length)));
}
/** The family of a device of a targeting answer: by its id's model code, else by its name; 'other' when neither tells. */
function familyOf(device) {
    const id = typeof device.id === 'string' ? device.id.trim() : '';
    const code = id.startsWith(DEVICE_ID_PREFIX) ? id.slice(DEVICE_ID_PREFIX.length) : id;
    const byCode = code && KNOWN.find(({ codes }) => codes.includes(code));
    if (byCode)
        return byCode.family;
    // The developer console says "Amazon Fire HD 10 (2021)"; whether the API does is not known.
    const name = typeof device.name === 'string' ? device.name.trim().replace(/\s+/g, ' ').toLowerCase() : '';
    const model = name.replace(/^amazon /, '');
    return KNOWN.find((known) => startsWithWord(model, known.name))?.family ?? 'other';
}
/** The union of the Amazon devices the answers target: each device once, by its id (else its name). */
function deviceReach(answers) {
    const reached = new Map();
    for (const { amazonDevices } of answers) {
        for (const device of amazonDevices) {
            if (device.status !== 'TARGETING')
                continue;
            const id = typeof device.id === 'string' || typeof device.id === 'number' ? String(device.id) : '';
            const name = typeof device.name === 'string' ? device.name.trim() : '';
            const key = id ? `id ${id}` : name ? `name ${name}` : `unnamed ${reached.size}`;
            if (!reached.has(key))
                reached.set(key, { name: name || id || 'a device with no name or id', family: familyOf(device) });
        }
    }
    const order = (device) => FAMILIES.indexOf(device.family);
    const devices = [...reached.values()].sort((a, b) => order(a) - order(b) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const byFamily = Object.fromEntries(FAMILIES.map((family) => [family, devices.filter((device) => device.family === family).length]));
    return { devices, byFamily };
}
const UNKNOWN = { 'live-devices': '', 'live-devices-by-family': '' };
const outputsOf = ({ byFamily }) => ({
    'live-devices': String(FAMILIES.reduce((sum, family) => sum + byFamily[family], 0)),
    'live-devices-by-family': JSON.stringify(byFamily)
});
const plural = (count, word) => `${count} ${word}${count === 1 ? '' : 's'}`;
/** A device name as the summary shows it: redacted, cut, made plain. */
const nameOf = (name) => new step_errors/* Quote */.Pk(name, (redacted) => (0,report/* plain */.pj)(redacted.length > 100 ? `${redacted.slice(0, 99)}…` : redacted));
function devicesAnswer(found, probed) {
    if (!found.previous?.ok) {
        const why = found.previous ? 'the live version was not read (row "Live version")' : 'the status step stopped before';
        return { outputs: UNKNOWN, row: `not known: ${why}` };
    }
    if (!found.previous.value) {
        return {
            outputs: outputsOf(deviceReach([])),
            row: 'none: the app has no live version, so no device gets it from the Appstore yet'
        };
    }
    if (!probed)
        return { outputs: UNKNOWN, row: 'not known: the status step stopped before (see the failure)' };
    const apks = found.previous.value.apks;
    const reads = probed.targeting.filter(({ whose }) => whose === 'live version');
    const unread = reads.flatMap(({ apk, answer }) => (answer.ok ? [] : [{ apk, failure: answer.failure }]));
    if (unread.length > 0) {
        return {
            outputs: UNKNOWN,
            row: `not known: the targeting of ${unread.length} of ${plural(apks.length, 'live APK')} could not be read ` +
                `(section "${DEVICES_TITLE}" below); devices and devices-by-family are empty`,
            section: [
                `#### ${DEVICES_TITLE}\n\n`,
                `Not known: the targeting of ${unread.length} of ${plural(apks.length, 'live APK')} could not be read, `,
                'so `devices` and `devices-by-family` are empty. Run the status action again later; ',
                `if it stays so, the table "${ANSWERS_TITLE}" below shows what the API answered.\n\n`,
                ...unread.flatMap(({ apk, failure }) => [
                    '- APK ',
                    new step_errors/* Quote */.Pk(apk.id, report/* plain */.pj),
                    failure instanceof errors/* ApiFailure */.F9 ? ` (HTTP ${failure.status}): ` : ': ',
                    ...failed(failure),
                    '\n'
                ])
            ]
        };
    }
    const reach = deviceReach(reads.flatMap(({ answer }) => (answer.ok ? [answer.value] : [])));
    const outputs = outputsOf(reach);
    const counts = FAMILIES.map((family) => `${family} ${reach.byFamily[family]}`).join(', ');
    return {
        outputs,
        row: `${plural(Number(outputs['live-devices']), 'Amazon device')} (${counts}): section "${DEVICES_TITLE}" below`,
        section: [
            `#### ${DEVICES_TITLE}\n\n`,
            `The Amazon devices that one of the live version's ${plural(apks.length, 'APK')} targets (TARGETING); `,
            'a device that no APK targets (NOT_TARGETING, DISABLED or another status) is not reached. ',
            'The family is told by the name or the id of the device; "other" when neither tells.\n\n',
            '| Family | Devices |\n|---|---|\n',
            ...FAMILIES.map((family) => `| ${family} | ${reach.byFamily[family]} |\n`),
            `| All | ${outputs['live-devices']} |\n`,
            ...(reach.devices.length === 0
                ? []
                : [
                    `\n<details><summary>The ${plural(reach.devices.length, 'device')} by name</summary>\n\n`,
                    ...reach.devices.flatMap(({ name, family }) => ['- ', nameOf(name), ` (${family})\n`]),
                    '\n</details>\n'
                ])
        ]
    };
}

;// CONCATENATED MODULE: ./src/capabilities/status/run.ts
/**
 * The status action: the live version's APKs (GET /edits/previous and its APKs), the open edit and its
 * APKs (GET /edits), and from them the next version code: one above every code known, an open
 * edit's included (a draft's APK will go live before the next build's). Nothing is changed.
 * `/edits/previous` is known from one public client only: when it cannot be read, the step goes on
 * without the live codes and says so. Then the live version's devices (reach.ts), from the targeting
 * of its APKs, and a table of what the API answered for each uncertain fact the release relies on
 * (probe.ts reads, answers.ts shows).
 */











async function runStatus(target, { session, log, clock }) {
    const api = new submission/* SubmissionApi */.Vx(session, target.appUrl);
    const journal = new edit_journal/* Journal */.C(log, clock);
    journal.row('Status', `${target.appId}: read only, nothing in the store changes`);
    const found = { lists: [] };
    let failure;
    let probed;
    try {
        await read(api, journal, found);
        journal.begin("reading what the API answers for the release's uncertain facts");
        probed = await probe(api, found);
    }
    catch (error) {
        const why = (0,report/* asFailure */.h_)(error, log);
        failure = new step_errors/* Failure */.HR([`Status failed while ${journal.doing}: `, ...why.parts], { cause: error });
    }
    const live = found.lists.find((list) => list.whose === 'live version')?.apks ?? [];
    const next = failure ? '' : nextCode(found, journal);
    const answer = liveAnswer(target.versionCodes, found, journal);
    const devices = devicesAnswer(found, probed);
    journal.row('Devices', devices.row);
    journal.row('Developer console', console/* CONSOLE_URL */.I, 'none');
    return {
        outputs: {
            'live-version-codes': live.map((apk) => apk.versionCode).join('\n'),
            'next-version-code': next,
            'open-edit-id': found.open?.ok ? (found.open.value?.id ?? '') : '',
            'open-edit-status': found.open?.ok ? (found.open.value?.status ?? '') : '',
            live: answer.live,
            'in-review': answer.inReview,
            ...devices.outputs
        },
        rows: journal.rows,
        sections: [...(devices.section ? [devices.section] : []), answersSection(found, probed)],
        failure
    };
}
async function read(api, journal, found) {
    journal.begin('reading the live version');
    found.previous = await attempt(() => api.edits.previous());
    if (!found.previous.ok) {
        const { failure } = found.previous;
        const why = failure instanceof errors/* ApiFailure */.F9 ? `it answered HTTP ${failure.status}` : 'its answer could not be read';
        journal.row('Live version', `unknown: GET /edits/previous was not read (${why}), so the live version codes are not known, and ` +
            `next-version-code counts the open edit's APKs only (table "${ANSWERS_TITLE}" below)`, 'warning');
    }
    else if (found.previous.value) {
        const { edit, apks, asObject } = found.previous.value;
        found.lists.push({ whose: 'live version', edit: edit.id, apks, asObject });
        journal.finished('Live version', `${edit.id}: ${listed(apks)}`);
    }
    else
        journal.finished('Live version', 'none: the app has no live version yet');
    journal.begin('reading the open edit');
    // Without the open edit, no next version code can be given: its failure is the step's.
    found.open = await attempt(() => api.edits.open());
    if (!found.open.ok)
        throw found.open.failure;
    const open = found.open.value;
    if (!open)
        return journal.row('Open edit', 'none');
    journal.begin(`reading the APKs of the open edit ${open.id}`);
    const { apks, asObject } = await api.apks.listing(open.id);
    found.lists.push({ whose: 'open edit', edit: open.id, apks, asObject });
    journal.finished('Open edit', `${open.id} (${open.status || 'no status given'}): ${listed(apks)}`);
}
/** One above every version code known; '' when none is known because the live version was not read. */
function nextCode(found, journal) {
    const live = found.lists.find((list) => list.whose === 'live version')?.apks ?? [];
    const open = found.lists.find((list) => list.whose === 'open edit')?.apks ?? [];
    if (found.previous?.ok) {
        const next = String((0,preflight.nextVersionCode)(live, open));
        journal.row('Next version code', `${next}: one above every version code known, the open edit's too`);
        return next;
    }
    if ((0,preflight.highestVersionCode)(open.map((apk) => apk.versionCode)) === undefined) {
        journal.row('Next version code', 'none given: the live version codes are unknown and no open edit holds an APK');
        return '';
    }
    const next = String((0,preflight.nextVersionCode)([], open));
    journal.row('Next version code', `${next}: one above the open edit's version codes only (the live ones are unknown)`);
    return next;
}
function listed(apks) {
    if (apks.length === 0)
        return 'no APK';
    const highest = (0,preflight.highestVersionCode)(apks.map((apk) => apk.versionCode));
    const codes = apks.map((apk) => `${apk.versionCode || 'no versionCode'} (${apk.name || apk.id})`).join(', ');
    return `${apks.length} APK${apks.length > 1 ? 's' : ''}, versionCode ${codes}${highest ? `; highest ${highest}` : ''}`;
}


/***/ })

};
