export const id = 415;
export const ids = [415];
export const modules = {

/***/ 7415:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runStatus: () => (/* binding */ runStatus)
});

// EXTERNAL MODULE: ./src/android/preflight.ts
var preflight = __webpack_require__(5947);
// EXTERNAL MODULE: ./src/appstore/errors.ts
var errors = __webpack_require__(8690);
// EXTERNAL MODULE: ./src/appstore/submission/index.ts + 9 modules
var submission = __webpack_require__(110);
// EXTERNAL MODULE: ./src/step/errors.ts
var step_errors = __webpack_require__(656);
// EXTERNAL MODULE: ./src/step/report.ts
var report = __webpack_require__(7957);
// EXTERNAL MODULE: ./src/capabilities/edit/console.ts
var console = __webpack_require__(269);
// EXTERNAL MODULE: ./src/capabilities/edit/journal.ts
var edit_journal = __webpack_require__(8935);
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
    for (const { statuses } of probed.targeting) {
        if (!statuses.ok)
            continue;
        read += 1;
        for (const status of statuses.value)
            counts.set(status, (counts.get(status) ?? 0) + 1);
    }
    const seen = [...counts].sort(([a], [b]) => (a < b ? -1 : 1));
    const cell = seen.flatMap(([status, count], i) => [i ? ', ' : '', q(status), ` (${count})`]);
    if (read > 0)
        cell.push(`${seen.length === 0 ? 'no device' : ''} in ${read} APK${read === 1 ? '' : 's'}`);
    const nonAmazon = probed.targeting.filter((read) => read.nonAmazon).map(({ apk }) => apk);
    if (nonAmazon.length > 0) {
        cell.push(`; **non-Amazon devices on** in ${nonAmazon.length} APK${nonAmazon.length === 1 ? '' : 's'} (`);
        cell.push(...nonAmazon.flatMap((apk, i) => [i ? ', ' : '', q(apk.id)]), `): ${submission/* AMAZON_DEVICES_ONLY */.W_}`);
    }
    const unread = probed.targeting.flatMap(({ apk, statuses }) => (statuses.ok ? [] : [{ apk, ...statuses }]));
    if (unread.length > 0) {
        const [{ apk, failure }] = unread;
        const http = failure instanceof errors/* ApiFailure */.F9 ? ` HTTP ${failure.status}:` : '';
        cell.push(read > 0 ? '; ' : '', `${unread.length} not read, the first (APK `, q(apk.id), `):${http} `);
        cell.push(...failed(failure));
    }
    return cell;
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
 * What this app's API answers for each fact the release relies on that public sources leave
 * uncertain (APPSTORE-API.md marks them): read with GET requests only, each read on its own, so a
 * read that fails or answers in another shape is shown as such and never stops the status step.
 */


/** At most this many targeting reads: one per APK read, which a status step needs no more of. */
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
    const apks = found.lists.flatMap((list) => list.apks.map((apk) => ({ edit: list.edit, apk })));
    for (const { edit, apk } of apks.slice(0, MAX_TARGETING_READS)) {
        let nonAmazon = false;
        const statuses = await attempt(async () => {
            const read = await api.targeting.get(edit, apk.id);
            nonAmazon = (0,submission/* targetsNonAmazon */.g5)(read);
            return [...read.amazonDevices, ...read.nonAmazonDevices].map((device) => typeof device.status === 'string' ? device.status : 'no status');
        });
        targeting.push({ apk, statuses, nonAmazon });
    }
    const open = found.open?.ok ? found.open.value : undefined;
    const live = found.previous?.ok ? found.previous.value : undefined;
    const edit = open
        ? { whose: `the open edit ${open.id}`, id: open.id }
        : live && { whose: 'the live version', id: live.edit.id };
    if (!edit)
        return { targeting };
    return { targeting, listings: { whose: edit.whose, languages: await attempt(() => api.listings.locales(edit.id)) } };
}

;// CONCATENATED MODULE: ./src/capabilities/status/run.ts
/**
 * The status front door: the live version's APKs (GET /edits/previous and its APKs), the open edit and its
 * APKs (GET /edits), and from them the next version code: one above every code known, an open
 * edit's included (a draft's APK will go live before the next build's). Nothing is changed.
 * `/edits/previous` is known from one public client only: when it cannot be read, the step goes on
 * without the live codes and says so. Then a table of what the API answered for each uncertain
 * fact the release relies on (probe.ts reads, answers.ts shows).
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
    journal.row('Developer console', console/* CONSOLE_URL */.I, 'none');
    return {
        outputs: {
            'live-version-codes': live.map((apk) => apk.versionCode).join('\n'),
            'next-version-code': next,
            'open-edit-id': found.open?.ok ? (found.open.value?.id ?? '') : '',
            'open-edit-status': found.open?.ok ? (found.open.value?.status ?? '') : '',
            live: answer.live,
            'in-review': answer.inReview
        },
        rows: journal.rows,
        sections: [answersSection(found, probed)],
        failure
    };
}
async function read(api, journal, found) {
    journal.begin('reading the live version');
    found.previous = await attempt(() => api.edits.previous());
    if (!found.previous.ok) {
        const { failure } = found.previous;
        const why = failure instanceof errors/* ApiFailure */.F9 ? `it answered HTTP ${failure.status}` : 'its answer could not be read';
        journal.row('Live version', `unknown: GET /edits/previous was not read (${why}), so the live version codes are not known: ` +
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
