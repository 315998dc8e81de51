export const id = 71;
export const ids = [71];
export const modules = {

/***/ 2071:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runRelease: () => (/* binding */ runRelease)
});

// EXTERNAL MODULE: ./src/appstore/errors.ts
var errors = __webpack_require__(1381);
// EXTERNAL MODULE: ./src/net/exchange.ts + 1 modules
var exchange = __webpack_require__(914);
// EXTERNAL MODULE: ./src/net/retry.ts
var retry = __webpack_require__(7893);
// EXTERNAL MODULE: ./src/step/errors.ts
var step_errors = __webpack_require__(5927);
;// CONCATENATED MODULE: ./src/capabilities/release/apks.ts
/**
 * The APK step: the files replace the edit's APKs in the order the API lists them (a replace keeps
 * the APK's id and device targeting); files beyond them are uploaded as new APKs, which target no
 * device until someone sets it (targeting.ts does, after this step). Fewer files than APKs is refused before anything changes.
 */

/** The APKs a message lists at most: an edit may hold thousands, and the message must stay readable. */
const LISTED = 10;
/** `done` receives each APK as it is replaced or uploaded, so a failure midway still reports them. */
async function putApks(api, edit, files, journal, done, 
/** How a file beyond the edit's APKs is uploaded (large-upload.ts may take it). */
upload = (file) => api.uploadApk(edit, file)) {
    journal.begin("reading the edit's APKs");
    const apks = await api.apks(edit);
    journal.begin("matching the files to the edit's APKs");
    if (files.length < apks.length) {
        const listed = apks
            .slice(0, LISTED)
            .map((apk) => `${apk.id} (${apk.name || 'unnamed'}, versionCode ${apk.versionCode})`);
        if (apks.length > LISTED)
            listed.push(`and ${apks.length - LISTED} more`);
        throw new step_errors/* Failure */.HR(`release-files gave ${count(files.length, 'file')}, but the edit has ${count(apks.length, 'APK')}: ` +
            `${listed.join(', ')}. Each file replaces one APK, in this order; nothing was changed. Give one file ` +
            'per APK, or delete the APKs no longer shipped in the developer console first.');
    }
    for (const [index, file] of files.entries()) {
        const which = `APK ${index + 1} of ${files.length}`;
        const old = apks[index];
        if (old) {
            journal.begin(`replacing ${which} (${file.name})`, true);
            const etag = await api.apkEtag(edit, old.id);
            const apk = await api.replaceApk(edit, old.id, etag, file);
            done.push({ ...apk, id: apk.id || old.id });
            journal.finished(which, `${file.name} replaced ${old.id} (${old.name || 'unnamed'}, versionCode ${old.versionCode}): ` +
                `versionCode ${apk.versionCode || 'not given'}, device targeting kept`);
        }
        else {
            journal.begin(`uploading ${which} (${file.name})`, true);
            const apk = await upload(file);
            done.push(apk);
            journal.finished(which, `${file.name} uploaded as a new APK ${apk.id}: versionCode ${apk.versionCode || 'not given'}`);
            journal.row(which, `${apk.id} (${file.name}) is a new APK and targets no device yet: release-targeting sets it`);
        }
    }
}
function count(n, noun) {
    return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

// EXTERNAL MODULE: ./src/capabilities/release/edit.ts
var release_edit = __webpack_require__(6378);
// EXTERNAL MODULE: ./src/capabilities/release/hints.ts
var hints = __webpack_require__(2158);
// EXTERNAL MODULE: ./src/capabilities/release/availability.ts
var availability = __webpack_require__(1265);
// EXTERNAL MODULE: ./src/capabilities/release/listing/diff.ts
var diff = __webpack_require__(3272);
// EXTERNAL MODULE: ./src/capabilities/release/listing/images.ts + 1 modules
var listing_images = __webpack_require__(8724);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/capabilities/release/listing/record.ts
/**
 * The record of the images this action uploaded: `<listing-dir>/.amazon-images.json`, asset id →
 * sha256 of the bytes uploaded. The API lists images by id only (no hash), so without it a rerun
 * cannot tell whether the images there are the folder's and uploads them again; with it, a rerun
 * whose images are unchanged uploads nothing. Ids the record does not know (someone uploaded in
 * the console, or the API gave new ids) simply make that type upload again: it converges either
 * way. Commit the file beside the folder (or restore it from a cache) for reruns in CI to skip.
 * Hidden (a leading dot), so the folder reader never takes it for a locale.
 */


const RECORD_FILE = '.amazon-images.json';
/**
 * Whether an asset id may go into the record, which is committed: an id of the shape ids have
 * (letters, digits, `.`, `_`, `:`, `-`; at most 200 characters) and no secret of the run. An answer
 * that echoed the token as an id is never written down.
 */
function recordableId(id, isSecret = () => false) {
    return /^[A-Za-z0-9][A-Za-z0-9._:-]{0,199}$/.test(id) && !isSecret(id);
}
/** Keeps only the ids still in the edit (`seen`), so that the record does not grow with ids long gone; how many went. */
function pruneRecord(record, seen) {
    let pruned = 0;
    for (const id of Object.keys(record.known)) {
        if (seen.has(id))
            continue;
        delete record.known[id];
        pruned++;
    }
    return pruned;
}
/** The record, or an empty one when the file is absent or unreadable (it is a cache: nothing breaks). */
function readRecord(root) {
    const path = (0,external_node_path_.join)(root, RECORD_FILE);
    const known = {};
    let found = false;
    try {
        if (!(0,external_node_fs_.lstatSync)(path).isFile())
            return { known, path, found };
        found = true;
        const images = JSON.parse((0,external_node_fs_.readFileSync)(path, 'utf8')).images;
        if (images && typeof images === 'object' && !Array.isArray(images)) {
            for (const [id, sha256] of Object.entries(images)) {
                if (typeof sha256 === 'string' && /^[0-9a-f]{64}$/i.test(sha256) && recordableId(id)) {
                    known[id] = sha256.toLowerCase();
                }
            }
        }
    }
    catch {
        // Absent or not JSON: no record.
    }
    return { known, path, found };
}
/** Writes the record (sorted, so that it diffs well); never through a link, and never fatal. */
function writeRecord(record) {
    try {
        let stats;
        try {
            stats = (0,external_node_fs_.lstatSync)(record.path);
        }
        catch {
            // Not there yet.
        }
        if (stats && !stats.isFile())
            return `${RECORD_FILE} is not a regular file: it was not written.`;
        const kept = Object.entries(record.known).filter(([id]) => recordableId(id));
        const images = Object.fromEntries(kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
        const text = JSON.stringify({ note: 'Written by the Amazon Appstore action: the images it uploaded, so that a rerun skips them.', images }, null, 2);
        (0,external_node_fs_.writeFileSync)(record.path, `${text}\n`, { mode: 0o644 });
        return undefined;
    }
    catch (error) {
        return `${RECORD_FILE} could not be written (${error.message}): the next run uploads the images again.`;
    }
}

;// CONCATENATED MODULE: ./src/capabilities/release/images.ts
/**
 * The images stage of a release: for each locale of the listing folder that the edit has, and each
 * image type the folder gives, the images there are compared with the folder's (by the sha256s of
 * the record this action keeps, listing/record.ts); a type whose images are the folder's, in order,
 * is left alone, any other is replaced whole: emptied (DELETE with the If-Match of the list), then
 * each image uploaded in order with the If-Match of a fresh GET of the list. A 412 is answered by
 * reading the list afresh once. Sizes and formats were checked with the inputs, before any request.
 */




/** True when some image was uploaded. `keep`: false in a dry run, whose edit (and its ids) is deleted. */
async function applyImages(api, edit, listing, languages, journal, keep) {
    const record = readRecord(listing.folder.root);
    // The ids the edit holds now (and those uploaded): any other id of the record is gone, and pruned.
    const seen = new Set();
    let changed = false;
    let unverified = false;
    let complete = false;
    try {
        for (const [locale, folder] of Object.entries(listing.folder.locales)) {
            if (!languages.includes(locale))
                continue;
            for (const [type, files] of Object.entries(folder.images)) {
                const label = `Images ${locale} ${type}`;
                journal.begin(`reading the ${locale} ${type}`);
                const current = await api.images(edit, locale, type);
                for (const image of current.images)
                    seen.add(image.id);
                const plan = (0,diff/* planImages */.y6)(type, current.images, files, record.known);
                if (plan.kind === 'unchanged') {
                    journal.finished(label, `unchanged (${images_count(files.length)})`);
                    continue;
                }
                journal.begin(`replacing the ${locale} ${type}`, true);
                // An upload to a type of one image takes the place of the one there: no deletion needed.
                const empty = plan.remove.length > 0 && listing_images/* IMAGE_RULES */.Ug[type].max !== 1;
                unverified ||= plan.why === 'unverified';
                await replace(api, edit, locale, type, empty, files, record, journal, seen);
                for (const id of plan.remove)
                    delete record.known[id];
                changed = true;
                journal.finished(label, `replaced (${WHY[plan.why]}): ${images_count(files.length)} uploaded`);
            }
        }
        complete = true;
        if (unverified && !record.found) {
            journal.row('Images', `uploaded again: listing-dir has no ${RECORD_FILE}, so the images in the edit could not be compared with the ` +
                "folder's. Commit the file this run writes, and a rerun with the same images uploads nothing.");
        }
    }
    finally {
        // Only after every type was read: a run that stopped halfway has not seen every id there is.
        const pruned = complete ? pruneRecord(record, seen) : 0;
        const problem = keep && (changed || pruned > 0) ? writeRecord(record) : undefined;
        if (problem)
            journal.row('Images', problem, 'warning');
    }
    return changed;
}
const WHY = {
    none: 'the edit had none',
    count: 'not as many as in the folder',
    content: 'other images',
    unverified: `images this action did not upload`
};
const images_count = (n) => `${n} image${n === 1 ? '' : 's'}`;
async function replace(api, edit, locale, type, empty, files, record, journal, seen) {
    const what = {
        stale: `The ${locale} ${type} changed since they were read (HTTP 412): reading them afresh and trying once more`,
        twice: `the ${locale} ${type} changed between reading and writing them twice (HTTP 412 twice): someone is editing them.`
    };
    if (empty) {
        await (0,release_edit/* afreshOnce */.LP)(async () => api.deleteImages(edit, locale, type, (await api.images(edit, locale, type)).etag), what, journal.log);
    }
    for (const file of files) {
        const id = await (0,release_edit/* afreshOnce */.LP)(async () => api.uploadImage(edit, locale, type, file, (await api.images(edit, locale, type)).etag), what, journal.log);
        seen.add(id);
        // The record is committed: an id that is no id (a token echoed back, say) is never written down.
        if (recordableId(id))
            record.known[id] = file.sha256;
    }
}

// EXTERNAL MODULE: ./src/capabilities/release/journal.ts
var release_journal = __webpack_require__(7279);
// EXTERNAL MODULE: ./src/capabilities/release/large-upload.ts
var large_upload = __webpack_require__(3869);
// EXTERNAL MODULE: ./src/capabilities/release/notes.ts
var release_notes = __webpack_require__(6853);
// EXTERNAL MODULE: ./src/capabilities/release/listing/folder.ts + 4 modules
var listing_folder = __webpack_require__(8894);
;// CONCATENATED MODULE: ./src/capabilities/release/listing/summary.ts
/** Characters of the row's cell. */
const CELL_LIMIT = 1000;
/** Lines of the section's table. */
const TABLE_LIMIT = 300;
const SECTION_TITLE = 'Listing folder: left out and noted';
/** `Listing left out`: how many, and the first names, cut to CELL_LIMIT; undefined when nothing is. */
function leftOutRow(folder) {
    const { leftOut, notes } = folder;
    if (leftOut.length === 0 && notes.length === 0)
        return undefined;
    const head = `${leftOut.length} left out, ${notes.length} noted (table "${SECTION_TITLE}" below)`;
    let cell = head;
    for (const [index, { name }] of leftOut.entries()) {
        const next = `${index === 0 ? ': ' : ', '}${name}`;
        if (cell.length + next.length > CELL_LIMIT - 20) {
            cell += `, and ${leftOut.length - index} more`;
            break;
        }
        cell += next;
    }
    return ['Listing left out', cell];
}
/** The table of every name left out or noted, to TABLE_LIMIT lines; undefined when there is none. */
function leftOutSection(folder) {
    const rows = [
        ...folder.leftOut.map(({ name, why }) => [name, 'left out', why]),
        ...folder.notes.map(({ name, why }) => [name, 'used', why])
    ];
    if (rows.length === 0)
        return undefined;
    const lines = rows.slice(0, TABLE_LIMIT).map((cells) => `| ${cells.map(plain).join(' | ')} |`);
    const more = rows.length - lines.length;
    return [
        `#### ${SECTION_TITLE}`,
        '',
        '| File or folder | | Why |',
        '|---|---|---|',
        ...lines,
        ...(more > 0 ? ['', `… and ${more} more (listing-strict: true lists each one in the failure).`] : [])
    ].join('\n');
}
/** Markdown and HTML signs as entities, line breaks as spaces: the text shows as it is. */
function plain(text) {
    return text.replace(/[\r\n]+/g, ' ').replace(/[\\`*_{}[\]()#+!|~<>&]/g, (sign) => `&#${sign.charCodeAt(0)};`);
}

;// CONCATENATED MODULE: ./src/capabilities/release/listing/apply.ts
/**
 * The listing stage of a release: for every locale of the edit's listings and of the listing
 * folder, the listing is read with its own fresh ETag, the folder's text (and the release notes:
 * the folder's changelog for the edit's version codes, or `release-notes`/`release-notes-dir`)
 * merged over it, and PUT back whole, only when something differs. A 412 (it changed since it was
 * read) is answered by reading afresh once. A locale of the folder that the edit lacks is added
 * only with `listing-add-locales`.
 */





/** Whether some listing was changed (or added), and the languages the edit has listings of now. */
async function applyListings(api, edit, sources, journal) {
    const leftOut = sources.listing && leftOutRow(sources.listing.folder);
    if (leftOut)
        journal.row(...leftOut);
    journal.begin("reading the edit's listings");
    const languages = await api.locales(edit);
    const folders = sources.listing?.folder.locales ?? {};
    const has = new Set(languages);
    const added = [];
    for (const locale of Object.keys(folders)) {
        if (has.has(locale))
            continue;
        if (sources.listing?.addLocales)
            added.push(locale);
        else {
            journal.row(`Listing ${locale}`, `not added: the edit has no ${locale} listing; set listing-add-locales to true to add it.`, 'warning');
        }
    }
    let changed = false;
    for (const locale of [...languages, ...added]) {
        const wanted = wantedFor(locale, folders[locale], sources, journal);
        if (Object.keys(wanted).length === 0) {
            journal.row(`Listing ${locale}`, 'not in listing-dir and no notes for it: left as it was');
            continue;
        }
        journal.begin(`${has.has(locale) ? 'updating' : 'adding'} the ${locale} listing`);
        const done = await putOne(api, edit, locale, wanted, !has.has(locale), journal);
        changed ||= done !== 'unchanged';
        journal.finished(`Listing ${locale}`, done);
    }
    return { changed, languages: [...languages, ...added] };
}
function wantedFor(locale, folder, sources, journal) {
    const wanted = { ...(folder?.text ?? {}) };
    if (sources.listing?.hasChangelogs) {
        const changelog = folder && (0,listing_folder/* changelogFor */.Ok)(folder, sources.versionCodes);
        if (changelog)
            wanted.recentChanges = changelog.text;
        else {
            journal.row(`Notes ${locale}`, `left as they were: listing-dir has no changelog for version code ${highest(sources.versionCodes)} ` +
                `and no default.txt for ${locale}.`, 'warning');
        }
    }
    else if (sources.notes) {
        const text = (0,release_notes/* notesFor */.vH)(sources.notes, locale);
        if (text !== undefined)
            wanted.recentChanges = text;
    }
    return wanted;
}
function highest(codes) {
    const numbers = codes.map(Number).filter((code) => Number.isSafeInteger(code));
    return numbers.length ? String(Math.max(...numbers)) : '(the edit has no APK)';
}
function putOne(api, edit, locale, wanted, add, journal) {
    return (0,release_edit/* afreshOnce */.LP)(async (round) => {
        const current = add ? undefined : await api.listing(edit, locale);
        const plan = (0,diff/* planListing */.g4)(current?.fields, locale, wanted);
        if (plan.kind === 'unchanged')
            return 'unchanged';
        const what = `${plan.changed.join(', ')}${round > 1 ? ', after reading the listing afresh' : ''}`;
        if (!current) {
            await api.addListing(edit, locale, plan.body);
            const missing = plan.missing.length ? `; still empty: ${plan.missing.join(', ')}` : '';
            return `added (${what})${missing}`;
        }
        if ((await api.putListing(edit, locale, { fields: plan.body, etag: current.etag })) === 'stale')
            return 'stale';
        return `changed: ${what}`;
    }, {
        stale: `The ${locale} listing changed since it was read (HTTP 412): reading it afresh and trying once more`,
        twice: `the ${locale} listing changed between reading and writing it twice (HTTP 412 twice): someone is ` +
            'editing it in the developer console, or another run is. Rerun the step once they are done.'
    }, journal.log);
}

;// CONCATENATED MODULE: ./src/capabilities/release/listings.ts
/**
 * The notes step: for each locale of the edit's listings, the listing is read with its ETag, its
 * recentChanges set, and the whole listing PUT back, every other field as it was read. A 412 (it
 * changed meanwhile) is answered by reading it afresh and trying once more.
 */


async function setNotes(api, edit, notes, journal) {
    journal.begin("reading the edit's listings");
    const locales = await api.locales(edit);
    if (locales.length === 0)
        return journal.row('Notes', 'the edit has no listing, so no notes were set.', 'warning');
    for (const locale of (0,release_notes/* unusedLocales */.CB)(notes, locales)) {
        journal.row(`Notes ${locale}`, `not used: ${notes.from} has ${locale}.txt, but the edit has no ${locale} listing.`, 'warning');
    }
    for (const locale of locales) {
        const text = (0,release_notes/* notesFor */.vH)(notes, locale);
        if (text === undefined) {
            journal.row(`Notes ${locale}`, `left as they were: ${notes.from} has no ${locale}.txt and no default.txt.`, 'warning');
            continue;
        }
        journal.begin(`setting notes for ${locale}`);
        journal.finished(`Notes ${locale}`, await setOne(api, edit, locale, text, journal));
    }
}
function setOne(api, edit, locale, text, journal) {
    return (0,release_edit/* afreshOnce */.LP)(async (round) => {
        const listing = await api.listing(edit, locale);
        if (listing.fields.recentChanges === text)
            return `already set (${text.length} characters)`;
        listing.fields = { ...listing.fields, recentChanges: text };
        if ((await api.putListing(edit, locale, listing)) === 'stale')
            return 'stale';
        return `set (${text.length} characters)${round > 1 ? ', after reading the listing afresh' : ''}`;
    }, {
        stale: `The ${locale} listing changed since it was read (HTTP 412): reading it afresh and trying once more`,
        twice: `the ${locale} listing changed between reading and writing it twice (HTTP 412 twice): someone is ` +
            'editing it in the developer console, or another run is. Rerun the step once they are done.'
    }, journal.log);
}

// EXTERNAL MODULE: ./src/capabilities/release/targeting.ts
var targeting = __webpack_require__(9639);
;// CONCATENATED MODULE: ./src/capabilities/release/run.ts
/**
 * A release in one step: the open edit (reused, replaced, or opened), the APKs replaced in place
 * and any extra ones uploaded, the release notes set on every listing, then validated and committed
 * when asked, left open as a draft otherwise, or (a dry run) deleted again.
 *
 * Every error, whatever it is, ends here as the release's failure: the stage it happened in, what
 * the API or the check said, what to do, and what is true of the edit now. When a failure leaves it
 * unclear what the server did (an answer lost, unreadable or refused with a 5xx), the edit is read
 * afresh and the message says what that read found (still open, committed, gone), never a guess.
 * A dry run deletes its edit whatever happens, also when the run is cancelled (SIGINT, SIGTERM).
 */















async function runRelease(release, { session, log, clock, signals }) {
    const api = new release_edit/* EditApi */.X4(session, release.appUrl);
    const journal = new release_journal/* Journal */.C(log, clock);
    const state = { apks: [], submitted: false, listingChanged: false };
    const mode = release.dryRun ? 'dry run' : release.submit ? 'submit for review' : 'draft';
    const files = release.files.map((file) => file.name).join(', ') || 'no APK';
    journal.row('Release', `${release.appId}, ${mode}: ${files}`);
    const dryRun = release.dryRun ? new DryRunEdit(api, journal, state, signals) : undefined;
    let failure;
    try {
        await stages(api, release, journal, state, dryRun, clock);
    }
    catch (error) {
        failure = await failed(error, api, journal, release, state);
    }
    if (dryRun)
        failure = await dryRun.finish(failure);
    journal.row('Developer console', hints/* CONSOLE_URL */.I, 'none');
    return {
        outputs: {
            'edit-id': state.edit ?? '',
            'apk-ids': state.apks.map((apk) => apk.id).join('\n'),
            'version-codes': state.apks.map((apk) => apk.versionCode).join('\n'),
            'release-submitted': String(state.submitted),
            'listing-changed': String(state.listingChanged)
        },
        rows: journal.rows,
        sections: release.listing ? [leftOutSection(release.listing.folder) ?? ''].filter(Boolean) : undefined,
        failure
    };
}
async function stages(api, release, journal, state, dryRun, clock) {
    let edit;
    try {
        edit = await openEdit(api, release, journal, state);
    }
    finally {
        dryRun?.opened();
    }
    if (release.files.length > 0) {
        await putApks(api, edit, release.files, journal, state.apks, (file) => (0,large_upload/* goesLarge */.o2)(release.largeUpload, file) ? (0,large_upload/* uploadLarge */.x$)(api, edit, file, clock, journal) : api.uploadApk(edit, file));
        await (0,targeting/* targetNewApks */.Dp)(api, edit, release.targeting, state.apks, journal);
    }
    else
        journal.row('APKs', "no release-files: the edit's APKs are left as they are");
    if (release.listing) {
        const versionCodes = release.listing.hasChangelogs ? await versionCodesOf(api, edit, journal) : [];
        const { changed, languages } = await applyListings(api, edit, { ...release, versionCodes }, journal);
        const images = await applyImages(api, edit, release.listing, languages, journal, !release.dryRun);
        state.listingChanged = changed || images;
    }
    else if (release.notes)
        await setNotes(api, edit, release.notes, journal);
    else
        journal.row('Notes', 'not given: the listings are left as they were');
    if (release.publishAt)
        await (0,availability/* setPublishingDate */.Ic)(api, edit, release.publishAt, journal);
    if (release.submit || release.dryRun) {
        await (0,targeting/* checkTargeting */.S5)(api, edit, journal);
        journal.begin('validating');
        await api.validate(edit);
        journal.finished('Validated', 'the API found nothing that keeps the edit from review');
    }
    if (release.submit) {
        journal.begin('committing');
        await api.commit(edit, await api.editEtag(edit));
        state.submitted = true;
        journal.finished('Committed', `edit ${edit} is submitted for review`);
    }
    else if (!release.dryRun) {
        journal.row('Left open', `edit ${edit} is a draft: submit it in the developer console, or with release-submit`);
    }
}
/** The version codes of the edit's APKs as they are now (after the upload), for the changelogs. */
async function versionCodesOf(api, edit, journal) {
    journal.begin("reading the edit's APKs for their version codes");
    return (await api.apks(edit)).map((apk) => apk.versionCode).filter((code) => code !== '');
}
/** Only release-submit: the run commits the draft an earlier run left open, and changes nothing. */
const commitsDraftOnly = (release) => release.submit && release.files.length === 0 && !release.listing && !release.notes && !release.publishAt;
const isInProgress = (edit) => edit.status.toUpperCase() === release_edit/* IN_PROGRESS */.mS;
/**
 * Finds the edit to work on, as release-open-edit says; a 409 on opening one means another
 * appeared. Only an edit IN_PROGRESS is touched, and 'replace' deletes only the edit it found first.
 */
function openEdit(api, release, journal, state) {
    journal.begin('opening the edit');
    let found;
    return (0,release_edit/* afreshOnce */.LP)(async (round) => {
        const open = await api.openEdit();
        if (round === 1)
            found = open?.id;
        if (commitsDraftOnly(release))
            return (state.edit = draftToCommit(open, journal));
        if (open) {
            const status = open.status ? ` (${open.status})` : '';
            if (!isInProgress(open)) {
                throw new step_errors/* Failure */.HR(`edit ${open.id}${status} is open, but not ${release_edit/* IN_PROGRESS */.mS}: it is under review or being published, and ` +
                    'a release never touches it. Wait until the review is over, or withdraw the version in the developer ' +
                    'console, then run the step again.');
            }
            if (release.dryRun) {
                throw new step_errors/* Failure */.HR(`edit ${open.id}${status} is open, and a dry run needs none: it opens its own edit and deletes it, ` +
                    "leaving nothing behind and no one's draft changed. Finish or delete that edit, then run again.");
            }
            if (release.openEdit === 'fail') {
                throw new step_errors/* Failure */.HR(`edit ${open.id}${status} is already open and release-open-edit is 'fail'. Finish or delete it in the ` +
                    "developer console, or set release-open-edit to 'reuse' (work on it) or 'replace' (delete it first).");
            }
            if (release.openEdit === 'reuse') {
                journal.finished('Edit', `${open.id}${status} reused: it was open already`);
                return (state.edit = open.id);
            }
            if (open.id !== found) {
                throw new step_errors/* Failure */.HR(`edit ${open.id}${status} was opened after the step began (it found ${found ? `edit ${found}` : 'none'} ` +
                    "then): release-open-edit 'replace' deletes only the edit it found, never one that another run or " +
                    'someone in the developer console opened since. Rerun the step once they are done.');
            }
            await api.deleteEdit(open.id, journal.log);
            journal.finished('Edit deleted', `${open.id}${status}, as release-open-edit is 'replace'`);
            journal.begin('opening the edit');
        }
        const created = await createEdit(api, state);
        if (created === 'conflict')
            return 'stale';
        journal.finished('Edit', `${created.id} opened`);
        return (state.edit = created.id);
    }, {
        stale: 'Another edit was opened meanwhile (HTTP 409): reading it again',
        twice: 'POST /edits answered 409 (an edit is already open) twice, each time after no open edit was found: ' +
            'another run or someone in the developer console keeps opening edits. Rerun the step.'
    }, journal.log);
}
/** The open draft that release-submit alone commits: it must be there, and in progress. */
function draftToCommit(open, journal) {
    if (!open) {
        throw new step_errors/* Failure */.HR('no edit is open, and only release-submit was given, which commits the draft an earlier run left open: ' +
            'there is nothing to submit. Give release-files, listing-dir or release notes to make a release.');
    }
    if (!isInProgress(open)) {
        throw new step_errors/* Failure */.HR(`edit ${open.id} is ${open.status || 'without a status'}, not ${release_edit/* IN_PROGRESS */.mS}: it was submitted already, so ` +
            'there is no draft to submit. Wait for the review, or withdraw it in the developer console.');
    }
    journal.finished('Edit', `${open.id} (${open.status}): the open draft, to be submitted`);
    return open.id;
}
/** A refusal the API answered clearly: it did nothing. Anything else may have done something unseen. */
function unclear(error) {
    return !(error instanceof errors/* ApiFailure */.F9) || (0,retry/* isTransientStatus */.Dm)(error.status);
}
/**
 * POST /edits; when its answer is unclear (lost, unreadable, a 5xx), the edit it may have opened is
 * looked for: the edit open now is taken as this run's, so that a failure names it and a dry run
 * deletes it.
 */
async function createEdit(api, state) {
    try {
        return await api.createEdit();
    }
    catch (error) {
        if (!unclear(error))
            throw error;
        let found;
        try {
            const open = await api.openEdit();
            if (open && isInProgress(open)) {
                state.edit = open.id;
                found = [`\nRead afresh, edit ${open.id} is open now: it is taken as the edit this POST opened.`];
            }
            else
                found = ['\nRead afresh, no edit is open: the POST opened none.'];
        }
        catch (again) {
            found = ['\nWhether it opened an edit could not be read (', ...(0,step_errors/* partsOf */.CI)(again), ').'];
        }
        throw new step_errors/* Failure */.HR([...(0,step_errors/* partsOf */.CI)(error), ...found], { cause: error });
    }
}
async function readAfresh(api, edit) {
    try {
        const now = await api.edit(edit);
        if (isInProgress(now))
            return { is: 'open' };
        if (now.status.toUpperCase() === 'DELETED')
            return { is: 'gone' };
        return { is: 'closed', status: now.status || 'without a status' };
    }
    catch (error) {
        if ((0,release_edit/* isGone */.ST)(error))
            return { is: 'gone' };
        return { is: 'unknown', why: [...(0,step_errors/* partsOf */.CI)(error)] };
    }
}
/**
 * Any error as the release's failure: a Failure as it is; a system error (a file gone) by its
 * message; anything else (a bug) by its name and message, asking for a report, its stack at debug.
 */
function asFailure(error, log) {
    if (error instanceof step_errors/* Failure */.HR)
        return error;
    const stack = error?.stack;
    if (typeof stack === 'string')
        log.debug(stack);
    if (typeof error?.code === 'string')
        return new step_errors/* Failure */.HR((0,step_errors/* messageOf */.bD)(error), { cause: error });
    const name = error?.name;
    return new step_errors/* Failure */.HR(`${typeof name === 'string' ? `${name}: ` : ''}${(0,step_errors/* messageOf */.bD)(error)} (an unexpected error of the action: please ` +
        'report it, with this log)', { cause: error });
}
/**
 * The failure of the stage under way, with a hint, and what is true of the edit now; undefined when
 * a commit whose answer was unclear turns out, read afresh, to have gone through.
 */
async function failed(error, api, journal, release, state) {
    const { what, once } = journal.stage;
    const failure = asFailure(error, journal.log);
    const found = state.edit && !release.dryRun ? await readAfresh(api, state.edit) : undefined;
    const committing = what === 'committing' && unclear(error);
    if (committing && found?.is === 'closed') {
        state.submitted = true;
        journal.row('Committed', `edit ${state.edit} is ${found.status}, read afresh: it was committed and is submitted for review, although ` +
            `the commit's answer was not clear (${failure.render((text) => text)})`, 'warning');
        return undefined;
    }
    const parts = [`Release failed while ${what}: `, ...failure.parts];
    const hint = error instanceof errors/* ApiFailure */.F9 ? (0,hints/* hintFor */.J)(error) : undefined;
    if (hint)
        parts.push(`\nHint: ${hint}`);
    const unanswered = error instanceof exchange/* RequestFailed */.DY || (error instanceof errors/* ApiFailure */.F9 && (0,retry/* isTransientStatus */.Dm)(error.status));
    if (once && unanswered)
        parts.push('\nIt was not repeated, as it may have reached the server.');
    journal.row('Failed', `while ${what}`, 'none');
    if (state.edit && found)
        parts.push('\n', ...edited(state.edit, found, committing, release, journal));
    return new step_errors/* Failure */.HR(parts, { cause: error });
}
/** What the failure says of the edit, as it was read afresh: never "left open" unless it is. */
function edited(edit, found, committing, release, journal) {
    switch (found.is) {
        case 'open':
            journal.row('Left open', `edit ${edit}, for inspection`, 'none');
            return [
                committing ? `Read afresh, edit ${edit} is still ${release_edit/* IN_PROGRESS */.mS}: the commit did not go through. ` : '',
                `Edit ${edit} is left open for inspection in the developer console (${hints/* CONSOLE_URL */.I}); ${rerun(release)}`
            ];
        case 'gone':
            journal.row('Edit', `${edit} no longer exists`, 'none');
            return [
                committing
                    ? `Read afresh, edit ${edit} is not found: it was committed (and the API lists it no more) or deleted. `
                    : `Edit ${edit} no longer exists: it was deleted while the step worked on it (in the developer console, ` +
                        'or by another run). ',
                `Nothing is left open; see the developer console (${hints/* CONSOLE_URL */.I}). A rerun opens a new edit.`
            ];
        case 'closed':
            journal.row('Edit', `${edit} is ${found.status}`, 'none');
            return [
                `Edit ${edit} is ${found.status} now, no longer open for changes: it was committed meanwhile (in the ` +
                    `developer console, or by another run). See the developer console (${hints/* CONSOLE_URL */.I}) before rerunning.`
            ];
        case 'unknown':
            return [
                `What became of edit ${edit} could not be read (`,
                ...found.why,
                `): see the developer console (${hints/* CONSOLE_URL */.I}) before rerunning.`
            ];
    }
}
function rerun(release) {
    if (release.openEdit === 'reuse')
        return 'a rerun of the step reuses it and replaces its APKs again.';
    if (release.openEdit === 'replace')
        return 'a rerun of the step deletes it and starts afresh.';
    return "a rerun stops at it while release-open-edit is 'fail': delete it first, or rerun with 'reuse'.";
}
/**
 * The dry run's edit, deleted once whatever happens: at the end of the run, after a failure too, or
 * when the run is cancelled (SIGINT, SIGTERM), before it exits. A signal that comes while the edit is
 * being opened waits until its id is known.
 */
class DryRunEdit {
    api;
    journal;
    state;
    signals;
    deletion;
    settle;
    settled = new Promise((resolve) => (this.settle = resolve));
    listeners = ['SIGINT', 'SIGTERM'].map((signal) => [signal, () => this.cancelled(signal)]);
    constructor(api, journal, state, signals) {
        this.api = api;
        this.journal = journal;
        this.state = state;
        this.signals = signals;
        for (const [signal, listener] of this.listeners)
            signals.on(signal, listener);
    }
    /** The edit is open (state.edit), or opening it failed. */
    opened() {
        this.settle();
    }
    cancelled(signal) {
        this.journal.log.warning(`${signal}: the run is cancelled; the dry run deletes its edit before it exits`);
        void this.settled
            .then(() => this.delete())
            .then((result) => {
            const edit = this.state.edit;
            if (!edit)
                this.journal.log.info('Dry run: no edit was opened, so none is left behind');
            else if ('done' in result)
                this.journal.log.info(`Dry run: edit ${edit} ${result.done}: nothing is left behind`);
            else {
                this.journal.log.warning(new step_errors/* Failure */.HR([
                    `Dry run: deleting edit ${edit} failed (`,
                    ...(0,step_errors/* partsOf */.CI)(result.error),
                    `): delete it in the developer console (${hints/* CONSOLE_URL */.I}).`
                ]));
            }
            this.signals.exit(signal === 'SIGINT' ? 130 : 143);
        });
    }
    delete() {
        const edit = this.state.edit;
        this.deletion ??= edit
            ? this.api.deleteEdit(edit, this.journal.log).then((done) => ({ done }), (error) => ({ error }))
            : Promise.resolve({ done: 'gone' });
        return this.deletion;
    }
    /** At the end of the run: the edit deleted, and a failure to delete it added to the step's failure. */
    async finish(failure) {
        for (const [signal, listener] of this.listeners)
            this.signals.removeListener(signal, listener);
        const edit = this.state.edit;
        if (!edit)
            return failure;
        this.journal.begin(`deleting the dry run's edit ${edit}`);
        const result = await this.delete();
        if ('done' in result) {
            const done = result.done === 'deleted' ? 'deleted' : 'already deleted (not by this run)';
            this.journal.finished('Dry run', `edit ${edit} ${done}: nothing is left behind`);
            return (failure &&
                new step_errors/* Failure */.HR([...failure.parts, `\nThe dry run's edit ${edit} was ${done}: nothing is left behind.`], {
                    cause: failure
                }));
        }
        this.journal.row('Dry run', `deleting edit ${edit} failed: delete it in the developer console`, 'warning');
        const problem = [
            `Deleting the dry run's edit ${edit} failed (`,
            ...(0,step_errors/* partsOf */.CI)(result.error),
            `): delete it in the developer console (${hints/* CONSOLE_URL */.I}).`
        ];
        return new step_errors/* Failure */.HR(failure ? [...failure.parts, '\n', ...problem] : problem, { cause: failure ?? result.error });
    }
}


/***/ })

};
