export const id = 250;
export const ids = [250,715];
export const modules = {

/***/ 1063:
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

/***/ 6715:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IMPLIED: () => (/* binding */ IMPLIED),
/* harmony export */   TOUCHSCREEN: () => (/* binding */ TOUCHSCREEN),
/* harmony export */   apkReach: () => (/* binding */ apkReach),
/* harmony export */   deviceReach: () => (/* binding */ deviceReach),
/* harmony export */   lostGroups: () => (/* binding */ lostGroups),
/* harmony export */   requirements: () => (/* binding */ requirements)
/* harmony export */ });
/* harmony import */ var _devices_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1063);

const P = 'android.permission.';
const TELEPHONY = [
    'CALL_PHONE',
    'CALL_PRIVILEGED',
    'MODIFY_PHONE_STATE',
    'PROCESS_OUTGOING_CALLS',
    'READ_SMS',
    'RECEIVE_SMS',
    'RECEIVE_MMS',
    'RECEIVE_WAP_PUSH',
    'SEND_SMS',
    'WRITE_APN_SETTINGS',
    'WRITE_SMS'
];
/** Android's "Permissions that imply feature requirements" table, with its targetSdk rules. */
const IMPLIED = [
    {
        permissions: ['BLUETOOTH', 'BLUETOOTH_ADMIN'],
        feature: 'android.hardware.bluetooth',
        when: (target) => target > 4,
        condition: 'targetSdk above 4'
    },
    { permissions: ['CAMERA'], feature: 'android.hardware.camera' },
    { permissions: ['CAMERA'], feature: 'android.hardware.camera.autofocus', tableOnly: true },
    {
        permissions: ['ACCESS_MOCK_LOCATION', 'ACCESS_LOCATION_EXTRA_COMMANDS', 'INSTALL_LOCATION_PROVIDER'],
        feature: 'android.hardware.location'
    },
    {
        permissions: ['ACCESS_COARSE_LOCATION'],
        feature: 'android.hardware.location.network',
        when: (target) => target <= 20,
        condition: 'targetSdk 20 or lower'
    },
    {
        permissions: ['ACCESS_FINE_LOCATION'],
        feature: 'android.hardware.location.gps',
        when: (target) => target <= 20,
        condition: 'targetSdk 20 or lower'
    },
    { permissions: ['ACCESS_COARSE_LOCATION', 'ACCESS_FINE_LOCATION'], feature: 'android.hardware.location' },
    { permissions: ['RECORD_AUDIO'], feature: 'android.hardware.microphone' },
    { permissions: TELEPHONY, feature: 'android.hardware.telephony' },
    {
        permissions: ['ACCESS_WIFI_STATE', 'CHANGE_WIFI_STATE', 'CHANGE_WIFI_MULTICAST_STATE'],
        feature: 'android.hardware.wifi'
    }
].map((rule) => ({ ...rule, permissions: rule.permissions.map((name) => P + name) }));
const TOUCHSCREEN = 'android.hardware.touchscreen';
/** Manifest names this module repeats in messages: anything else could be no real feature. */
const NAME = /^[A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)+$/;
/** The targetSdk Android applies the table's conditions with: minSdk when not given, a preview's as the newest. */
function targetLevel(manifest) {
    const { targetSdk, minSdk } = manifest;
    if (typeof targetSdk === 'number')
        return targetSdk;
    if (targetSdk !== undefined)
        return Number.POSITIVE_INFINITY;
    return typeof minSdk === 'number' ? minSdk : 1;
}
/**
 * The features the APK requires: the ones it declares required, the ones its permissions imply
 * (unless it declares the feature itself, required or not), and the touchscreen unless declared.
 */
function requirements(manifest) {
    const declared = new Set(manifest.declaredFeatures.map((feature) => feature.name));
    const found = new Map();
    for (const { name, required } of manifest.declaredFeatures) {
        if (required && NAME.test(name))
            found.set(name, { feature: name, by: 'declared' });
    }
    const target = targetLevel(manifest);
    for (const permission of manifest.permissions) {
        for (const rule of IMPLIED) {
            if (!rule.permissions.includes(permission) || declared.has(rule.feature) || found.has(rule.feature))
                continue;
            if (rule.when && !rule.when(target))
                continue;
            const { condition, tableOnly } = rule;
            found.set(rule.feature, { feature: rule.feature, by: 'permission', permission, condition, tableOnly });
        }
    }
    // A required touchscreen.multitouch (or other touchscreen.*) requires the touchscreen itself.
    const touch = [...found.keys()].some((name) => name.startsWith(`${TOUCHSCREEN}.`));
    if (!declared.has(TOUCHSCREEN) && !touch)
        found.set(TOUCHSCREEN, { feature: TOUCHSCREEN, by: 'default' });
    return [...found.values()];
}
const optional = (feature) => `<uses-feature android:name="${feature}" android:required="false"/>`;
function featureReason(requirement, lack) {
    const { feature, by, permission, condition } = requirement;
    const line = optional(feature);
    if (by === 'declared') {
        return {
            reach: lack.reach,
            source: lack.source,
            why: `requires ${feature} (a <uses-feature> without android:required="false"); ${lack.said}`,
            change: `${line} if the app works without it (check PackageManager.hasSystemFeature at run time)`
        };
    }
    if (by === 'permission') {
        const when = condition ? ` with ${condition}` : '';
        const only = requirement.tableOnly ? ", which Android's aapt does not: whether Amazon does is not known" : '';
        return {
            reach: requirement.tableOnly ? 'uncertain' : lack.reach,
            source: 'Android',
            why: `${permission} implies ${feature}${when} by Android's table${only}; ${lack.said}`,
            change: `add ${line}`
        };
    }
    return {
        reach: lack.reach,
        source: 'Android',
        why: `declares no ${feature}, which Android then counts as required; ${lack.said}`,
        change: `add ${line}`
    };
}
const lacks = (lack, feature, family) => lack.family === family && (feature === lack.feature || feature.startsWith(`${lack.feature}.`));
const apiOf = ({ api: [low, high] }) => (low === high ? String(low) : `${low}-${high}`);
function sdkReasons(manifest, group) {
    const [low, high] = group.api;
    const os = `Fire OS ${group.fireOs} (API ${apiOf(group)})`;
    const reasons = [];
    const { minSdk, maxSdk } = manifest;
    if (typeof minSdk === 'number' && minSdk > low) {
        reasons.push({
            reach: minSdk > high ? 'no' : 'partly',
            source: 'Amazon',
            why: `minSdkVersion ${minSdk} is above ${os}${minSdk > high ? '' : ` for its devices below API ${minSdk}`}`,
            change: `<uses-sdk android:minSdkVersion="${low}"/> (minSdk ${low} in Gradle) if the app runs there`
        });
    }
    else if (typeof minSdk === 'number' && group.alsoListed !== undefined && minSdk > group.alsoListed) {
        reasons.push({
            reach: 'uncertain',
            source: 'Amazon',
            why: `minSdkVersion ${minSdk}: Amazon's Fire OS table gives Fire OS ${group.fireOs} API ${group.alsoListed} ` +
                `too, which no model is known to run; such a device would not be reached`,
            change: `<uses-sdk android:minSdkVersion="${group.alsoListed}"/> if the app runs there`
        });
    }
    else if (minSdk !== undefined && typeof minSdk !== 'number') {
        reasons.push({
            reach: 'uncertain',
            source: 'Amazon',
            why: 'minSdkVersion is no number (a preview or a resource reference): no Fire OS release is known to match it',
            change: '<uses-sdk android:minSdkVersion="…"/> as a number'
        });
    }
    if (typeof maxSdk === 'number' && maxSdk < high) {
        reasons.push({
            reach: maxSdk < low ? 'no' : 'partly',
            source: 'Amazon',
            why: `maxSdkVersion ${maxSdk} is below ${os}${maxSdk < low ? '' : ` for its devices above API ${maxSdk}`}`,
            change: 'remove android:maxSdkVersion from <uses-sdk> (Android ignores it since API 21; Amazon filters on it)'
        });
    }
    return reasons;
}
const ARM32 = ['armeabi-v7a', 'armeabi'];
const ARM = [...ARM32, 'arm64-v8a'];
function abiReasons(manifest, group) {
    const { abis } = manifest;
    if (abis.length === 0 || abis.some((abi) => ARM32.includes(abi)))
        return [];
    if (!abis.some((abi) => ARM.includes(abi))) {
        return [
            {
                reach: 'uncertain',
                source: 'Amazon',
                why: `its native code is for ${abis.join(', ')} only, no ARM (lib/armeabi-v7a, lib/arm64-v8a); Amazon's ABI rows were not readable`,
                change: "build lib/armeabi-v7a too (Gradle: ndk { abiFilters 'armeabi-v7a', 'arm64-v8a' })"
            }
        ];
    }
    const field = group.thirtyTwoBit;
    return [
        {
            reach: field.length > 0 ? 'partly' : 'uncertain',
            source: 'field',
            why: 'its native code is 64-bit only (lib/arm64-v8a, no lib/armeabi-v7a); ' +
                (field.length > 0
                    ? `field reports: ${field.join(', ')} install 32-bit code only ("App not installed", INSTALL_FAILED_NO_MATCHING_ABIS)`
                    : 'field reports name other Fire models that install 32-bit code only; Amazon does not say which'),
            change: "build lib/armeabi-v7a too (Gradle: ndk { abiFilters 'armeabi-v7a', 'arm64-v8a' })"
        }
    ];
}
/** OpenGL ES 2.0: what every Android device of these API levels has. */
const GLES_2 = 0x00020000;
function glReasons(manifest) {
    const gl = manifest.glEsVersion;
    if (gl === undefined || gl <= GLES_2)
        return [];
    const version = `${gl >>> 16}.${gl & 0xffff}`;
    return [
        {
            reach: 'uncertain',
            source: 'Amazon',
            why: `requires OpenGL ES ${version} (android:glEsVersion); Amazon filters on it, and each model's version is not in this table`,
            change: `<uses-feature android:glEsVersion="0x00020000"/> if the app can do with OpenGL ES 2.0`
        }
    ];
}
const RANK = { yes: 0, uncertain: 1, partly: 2, no: 3 };
const worst = (reasons) => reasons.reduce((reach, reason) => (RANK[reason.reach] > RANK[reach] ? reason.reach : reach), 'yes');
/** The reach of one APK on each device group. */
function apkReach(manifest) {
    const required = requirements(manifest);
    const groups = _devices_js__WEBPACK_IMPORTED_MODULE_0__/* .DEVICE_GROUPS */ .o.map((group) => {
        const reasons = [...sdkReasons(manifest, group)];
        for (const requirement of required) {
            const lack = _devices_js__WEBPACK_IMPORTED_MODULE_0__/* .LACKS */ .t.find((candidate) => lacks(candidate, requirement.feature, group.family));
            if (lack)
                reasons.push(featureReason(requirement, lack));
        }
        reasons.push(...glReasons(manifest), ...abiReasons(manifest, group));
        return { family: group.family, fireOs: group.fireOs, api: apiOf(group), reach: worst(reasons), reasons };
    });
    return { file: manifest.file, groups };
}
/** The reach of each APK of a release, in the order of the files. */
function deviceReach(manifests) {
    return manifests.map(apkReach);
}
/**
 * The device groups no file reaches whole (partly or not at all): what warrants a warning. A
 * group one file reaches is reached, whatever the others say (a Fire TV APK beside a tablet APK).
 * Uncertain groups are not among them: they are said in the summary only.
 */
function lostGroups(reach) {
    if (reach.length === 0)
        return [];
    return _devices_js__WEBPACK_IMPORTED_MODULE_0__/* .DEVICE_GROUPS */ .o.flatMap((_, index) => {
        const groups = reach.map((apk) => ({ file: apk.file, group: apk.groups[index] }));
        const best = groups.map(({ group }) => group.reach).reduce((a, b) => (RANK[b] < RANK[a] ? b : a));
        if (best !== 'partly' && best !== 'no')
            return [];
        const { family, fireOs, api } = groups[0].group;
        const reasons = groups.flatMap(({ file, group }) => group.reasons.filter((reason) => RANK[reason.reach] >= RANK.partly).map((reason) => ({ file, reason })));
        return [{ family, fireOs, api, reach: best, reasons }];
    });
}


/***/ }),

/***/ 6250:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   REACH_SECTION: () => (/* binding */ REACH_SECTION),
/* harmony export */   reachOutput: () => (/* binding */ reachOutput),
/* harmony export */   reachSection: () => (/* binding */ reachSection),
/* harmony export */   warnReach: () => (/* binding */ warnReach)
/* harmony export */ });
/* harmony import */ var _android_reach_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6715);
/* harmony import */ var _step_report_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7957);
/**
 * Device reach as the release and the preflight action show it (android/reach.ts tells it): a
 * warning per device family that no file reaches whole, a job summary table of every reason with
 * the manifest line to change, and the `reach` output. Advice only: nothing here refuses a release.
 */


const REACH_SECTION = 'Device reach';
const SHOWN = { yes: 'yes', partly: 'partly', no: 'no', uncertain: 'not known' };
/** One warning per family that no file reaches whole, naming the devices, the reasons and the lines to change. */
function warnReach(reach, log) {
    const lost = (0,_android_reach_js__WEBPACK_IMPORTED_MODULE_0__.lostGroups)(reach);
    for (const family of new Set(lost.map((group) => group.family))) {
        const ofFamily = lost.filter((group) => group.family === family);
        const groups = ofFamily.map((group) => `Fire OS ${group.fireOs}, API ${group.api}: ${SHOWN[group.reach]}`);
        const reasons = ofFamily.flatMap((group) => group.reasons.map(({ file, reason }) => `${file}: ${reason.why} [${sourceOf(reason)}]; to change: ${reason.change}`));
        log.warning(`No file reaches every ${family} device (${groups.join('; ')}). ${[...new Set(reasons)].join('. ')}. ` +
            `Advice from the manifests, nothing was refused: the job summary's ${REACH_SECTION} table has every reason ` +
            '(docs/device-reach.md gives their sources).');
    }
}
/**
 * The job summary's table: one line per reason (one for a group reached), file by file; a reason
 * that decides less than its line's reach (an uncertain one on a line not reached) says how far.
 */
function reachSection(reach) {
    if (reach.length === 0)
        return undefined;
    const lines = reach.flatMap(({ file, groups }) => groups.flatMap((group) => {
        const devices = `${group.family}, Fire OS ${group.fireOs} (API ${group.api})`;
        const cells = (source, why, change) => [file, devices, SHOWN[group.reach], source, why, change].map(_step_report_js__WEBPACK_IMPORTED_MODULE_1__/* .plain */ .pj).join(' | ');
        if (group.reasons.length === 0)
            return [cells('', '', '')];
        return group.reasons.map((reason) => cells(sourceOf(reason), reason.reach === group.reach ? reason.why : `${SHOWN[reason.reach]}: ${reason.why}`, reason.change));
    }));
    return [
        `#### ${REACH_SECTION}`,
        '',
        'Advice read from each manifest before any request (never a refusal); a source of field reports is ' +
            "users', not Amazon's.",
        '',
        '| File | Devices | Reached | Source | Why not | What to change |',
        '|---|---|---|---|---|---|',
        ...lines.map((line) => `| ${line} |`)
    ].join('\n');
}
/** A reason's source as a person reads it: field reports are users', not Amazon's. */
const sourceOf = (reason) => (reason.source === 'field' ? 'field reports' : reason.source);
/** The `reach` output: the same, as JSON. */
function reachOutput(reach) {
    return JSON.stringify(reach);
}


/***/ })

};
