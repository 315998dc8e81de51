export const id = 829;
export const ids = [829];
export const modules = {

/***/ 5829:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  OPEN_EDIT_MODES: () => (/* binding */ OPEN_EDIT_MODES),
  readReleaseInputs: () => (/* binding */ readReleaseInputs)
});

// EXTERNAL MODULE: ./src/step/errors.ts
var errors = __webpack_require__(5927);
// EXTERNAL MODULE: ./src/capabilities/edit/app.ts
var app = __webpack_require__(164);
// EXTERNAL MODULE: ./src/capabilities/edit/inputs.ts
var edit_inputs = __webpack_require__(9090);
// EXTERNAL MODULE: ./src/capabilities/release/listing/folder.ts + 4 modules
var listing_folder = __webpack_require__(8894);
;// CONCATENATED MODULE: ./src/capabilities/release/listing/inputs.ts
/**
 * The listing inputs of a release: `listing-dir` (the folder, read whole and checked here, before
 * any request) and `listing-add-locales`. Release notes have one source: the folder's
 * `<locale>/changelogs/` or `release-notes`/`release-notes-dir`, never both.
 */



function readListingInputs(inputs, notes, holdsSecret) {
    const dir = inputs.text(listing_folder/* LISTING_INPUT */.Mr);
    const addLocales = inputs.boolean(edit_inputs/* INPUT */.b.addLocales, false);
    const strict = inputs.boolean(edit_inputs/* INPUT */.b.strict, false);
    if (dir === '') {
        if (addLocales)
            throw new errors/* InputError */.dz(edit_inputs/* INPUT */.b.addLocales, 'needs listing-dir: it adds the locales of that folder.');
        if (strict)
            throw new errors/* InputError */.dz(edit_inputs/* INPUT */.b.strict, 'needs listing-dir: it is about what that folder leaves out.');
        return undefined;
    }
    // The folder is read where it really is: in the workspace (step/inputs.ts readable).
    const folder = (0,listing_folder/* readListingFolder */.FZ)(inputs.readable(listing_folder/* LISTING_INPUT */.Mr, dir, dir), {
        cwd: inputs.cwd,
        workspace: inputs.cwd,
        holdsSecret,
        strict
    });
    const withChangelogs = Object.values(folder.locales).filter(({ changelogs }) => changelogs.fallback !== undefined || Object.keys(changelogs.byVersionCode).length > 0);
    if (notes && withChangelogs.length > 0) {
        throw new errors/* InputError */.dz(listing_folder/* LISTING_INPUT */.Mr, `holds release notes (${withChangelogs[0].folder}/changelogs/) and ${notes.from === 'release-notes' ? 'release-notes' : 'release-notes-dir'} ` +
            'gives them too: give the notes in one place.');
    }
    return { folder, addLocales, hasChangelogs: withChangelogs.length > 0 };
}

// EXTERNAL MODULE: ./src/capabilities/release/listing/notes.ts
var listing_notes = __webpack_require__(4438);
// EXTERNAL MODULE: ./src/capabilities/release/targeting.ts
var release_targeting = __webpack_require__(9639);
// EXTERNAL MODULE: ./src/capabilities/release/availability.ts
var availability = __webpack_require__(1265);
// EXTERNAL MODULE: ./src/capabilities/release/large-upload.ts
var large_upload = __webpack_require__(3869);
;// CONCATENATED MODULE: ./src/capabilities/release/inputs.ts
/**
 * The inputs of a release, checked before any request is sent; last, findApks() (files.ts, loaded
 * only here) expands the globs and checks every file.
 */








const OPEN_EDIT_MODES = ['reuse', 'replace', 'fail'];
/** The inputs of one API call (api-url), each with the value that means 'not given': none shapes a release's calls. */
const CALL_INPUTS = {
    'api-method': 'GET',
    'api-headers': '',
    'api-body': '',
    'api-body-file': '',
    'api-output-file': '',
    'api-fail-on-error': 'true'
};
async function readReleaseInputs(inputs, log, holdsSecret) {
    const ignored = Object.entries(CALL_INPUTS)
        .filter(([name, none]) => ![none.toLowerCase(), ''].includes(inputs.text(name).toLowerCase()))
        .map(([name]) => `'${name}'`);
    if (ignored.length > 0) {
        log.warning(`Input${ignored.length > 1 ? 's' : ''} ${ignored.join(', ')} ${ignored.length > 1 ? 'do' : 'does'} nothing ` +
            'with release-files (the release makes its own calls; they are for api-url): ignored.');
    }
    const appId = (0,app/* readAppId */.x)(inputs);
    const submit = inputs.boolean(edit_inputs/* INPUT */.b.submit, false);
    const dryRun = inputs.boolean(edit_inputs/* INPUT */.b.dryRun, false);
    if (submit && dryRun) {
        throw new errors/* InputError */.dz(edit_inputs/* INPUT */.b.dryRun, 'and release-submit cannot both be true: a dry run deletes its edit, a submit commits it.');
    }
    const appUrl = (0,app/* appUrlOf */.O)(inputs, appId);
    const notes = (0,listing_notes/* readNotes */.WT)(inputs, holdsSecret);
    const openEdit = inputs.choice(edit_inputs/* INPUT */.b.openEdit, OPEN_EDIT_MODES, 'reuse');
    const listing = readListingInputs(inputs, notes, holdsSecret);
    const targeting = (0,release_targeting/* readTargeting */.aO)(inputs);
    const publishAt = (0,availability/* readPublishAt */.z)(inputs);
    const largeUpload = (0,large_upload/* readLargeMode */.xv)(inputs);
    const patterns = inputs.lines(edit_inputs/* INPUT */.b.files);
    if (patterns.length === 0 && !notes && !listing && !publishAt && !submit) {
        throw new errors/* InputError */.dz(edit_inputs/* INPUT */.b.appId, 'is given, but nothing to do: give release-files (APKs), listing-dir, release-notes, release-notes-dir or ' +
            'release-publish-at, ' +
            'or release-submit: true to submit the draft an earlier run left open.');
    }
    const files = patterns.length === 0 ? [] : await (await Promise.all(/* import() */[__webpack_require__.e(663), __webpack_require__.e(377), __webpack_require__.e(967)]).then(__webpack_require__.bind(__webpack_require__, 9967))).findApks(patterns, inputs);
    return { appId, appUrl, files, notes, listing, publishAt, largeUpload, targeting, openEdit, submit, dryRun };
}


/***/ })

};
