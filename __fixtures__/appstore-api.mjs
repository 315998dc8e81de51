// A stand-in for the Appstore APIs on loopback: bearer tokens from the stand-in token service,
// expiry answered as the token service does (403 "Request is not authorized."), the App Submission
// API as docs/api-notes.md describes it, the Reporting API's pre-signed links, and a few generic
// routes for transport tests (/echo, /download/N, /redirect, /status/N). It can be told to
// misbehave, one request at a time.
//
// App Submission API, under /v1/applications/{appId} (checked in __tests__/fixtures/appstore-api.test.ts;
// one module per resource in appstore-api/, put together by appstore-api/router.mjs):
//  - Apps: only those in `options.apps` exist (default: the demo and e2e apps of the scripts and
//    workflows); any other app id answers 400 invalid_input "No app found with the entered Inputs".
//    An app seeded with `isLive: false` refuses POST /edits with 400 "Cannot create a new 'edit' for
//    the app in it's current state.".
//  - Each app has a live version (APKs with targeting, listings per locale with their images,
//    details, availability), which has an edit id of its own: GET /edits/previous answers it
//    ({id, status}), and its APKs give the last version codes. An edit opened on it starts as a
//    copy of that version, with every listing's recentChanges emptied (seed
//    `clearRecentChanges: false` keeps the live notes). One edit per app: GET /edits answers it
//    ({id, status}) or {}.
//  - Edit states: IN_PROGRESS, REVIEW and LIVE, the only ones sources show. By default a commit
//    makes the edit the live version at once (approved at once: status LIVE), and a new edit can
//    be opened. An app seeded with `review: true` behaves as the real one
//    does (docs/api-notes.md): a committed edit is REVIEW and still the one GET /edits answers; POST /edits answers 412
//    {"httpCode":412,"errorCode":"error_new_version_creation_not_allowed","errorMessage":"Cannot
//    create a new 'edit' for the app in it's current state."} until console.approve(app) makes it
//    live (LIVE) or console.withdraw(app) makes it IN_PROGRESS again. Only an IN_PROGRESS edit
//    takes changes. A deleted edit, and the edit of a version no longer live, answer "No edit
//    found" (no source shows more). (REVIEW stays opt-in: the default keeps the many older tests
//    that commit and open again.)
//  - ETags: the edit, each APK, each APK's targeting, each listing, each listing's list of images
//    of one type, the details and the availability have their own. The edit's changes with every
//    change inside it; the others' when they change. Every PUT, DELETE and the commit need
//    If-Match: none is 400 required_data_absent, a stale one 412; so does an image upload (the
//    ETag of the list), as docs/api-notes.md says. Not asked: POST /apks/upload, the large upload
//    and attach (If-Match sent to them is ignored), and a PUT that adds a listing.
//  - Listings: a PUT takes the listing whole; a field it leaves out (or sends as null) is emptied
//    ("a partial PUT is accepted and wipes the omitted fields"); a field of the wrong type is 400.
//    A PUT of a locale the edit lacks adds that listing (invented: no public source says;
//    tolerant: no If-Match needed, any xx-YY language, other names 400 invalid_input).
//  - Images (`…/listings/{lang}/{type}`, IMAGE_TYPES; `videos` answers 501, another type the
//    scope error): GET answers {images: [{id}]} (ids only, as far as any source shows) with the
//    list's ETag; POST `…/{type}/upload` (raw body, any content type unless seeded
//    `refuseImagePng: true`, which refuses image/png; PNG or JPEG bytes, else 400) answers
//    {image: {id}}, or {id} when seeded `imageAnswer: 'id'` (clients show both), with the list's new ETag, appending to screenshots and
//    firetv-screenshots (at most 10, then 400) and replacing the one image of any other type;
//    DELETE `…/{type}` empties the list, DELETE `…/{type}/{assetId}` removes one, each 204 with the
//    new ETag. The {images}/{image} shapes and the one-image types come from one client's source;
//    the 10 from the console; image sizes are not checked. An app seeded `emptyImageList: 404` (or
//    400) answers GET of a type that holds no image with that status and no ETag, as one public
//    client shows; the first upload to such a type then needs If-Match with the listing's ETag. Each image keeps, for assertions, its
//    sha256, bytes, content type and fileName header; images are held beside the listings, whose
//    objects keep their shape.
//  - Targeting: GET/PUT per APK, kept whole as PUT (unknown fields too); status TARGETING,
//    NOT_TARGETING or DISABLED (anything else 400); amazonDevices it leaves out are NOT_TARGETING.
//    Seeded `disabledDevices` ({id: reason}) are DISABLED with `reason {reason, details}` for every
//    APK of the app (DISABLED_REASON is one); a PUT must send such a device back DISABLED (else 400).
//    Validate and commit refuse an APK that targets no device (DISABLED counts as none):
//    error_apk_must_target_atleast1_device. An app seeded `deviceFilter` (['upload', 'replace',
//    'commit'], any of them) answers by the APK sent: at those moments the devices its manifest and
//    native code rule out are DISABLED with a reason (appstore-api/device-filter.mjs; invented words).
//  - Details {defaultLanguage, contactWebsite, contactEmail, contactPhone} (DEFAULT_DETAILS) and
//    availability {publishingDate: {dateTime, zoneId}} (default {}): GET/PUT with their ETags, kept
//    whole. Invented: a details PUT empties the contact fields it leaves out and refuses another
//    defaultLanguage (the docs say it cannot be changed); an availability PUT takes publishingDate
//    null or absent (no date), else a dateTime such as 2030-01-31T09:00:00 and an IANA zoneId.
//  - Large upload: POST /apks/large/upload takes the APK as the raw body or as the file part of a
//    multipart/form-data body (the sources disagree: both are accepted; the `fileName` header, else
//    the part's file name, names it) and answers {fileId}; POST /apks/attach {"fileId"} then adds
//    it as a new APK (no targeting); fileIds look like amzn1.devportal.assetupload.<hex>. The attach
//    answers {httpCode, errorCode: "asset_not_ready", errorMessage} the first `attachNotReady` times
//    for each file (seed; default 1), with HTTP `attachNotReadyStatus` (no source shows it; default
//    400), then the APK; a fileId of another edit
//    or one already attached is 400 invalid_input "No file found with the entered Inputs".
//  - versionCode of an uploaded, attached or replacing APK: when its bytes start with the marker
//    `versionCode=NNN\n` (see markedApk), NNN; otherwise the next number of a counter that starts
//    at 1000 for each server. The marker's second line `minSdk=NN\n` gives its minSdk. As Amazon
//    does (appstore-api/versions.mjs): a versionCode of a live APK or of another APK of the edit is
//    refused (400, invented words), and so is an APK breaking the minSdk rule against another of
//    the edit (400, the words of Amazon's forum post), where both minSdk are known (a live APK's by
//    its seed's `minSdk`). An upload, attach or replace answers the APK, `{apk}` or no body, by the
//    seed's `uploadAnswer`; GET /edits/previous answers as a public client shows, 404, 503 or
//    another shape, by the seed's `previous`. The APK's name is the `fileName` header, else the name it had
//    (replace) or APK<n> (upload, n its position in the edit).
//  - A URI no route matches (a blank segment such as /edits//apks, a wrong method, an unknown
//    resource) answers 400 {"Message":"Unable to fetch the request scope for uri = <path>"}. Videos,
//    the one part of the API the stand-in does not model, answer 501.
//  - Errors are {httpCode, message, errors: [{errorCode, errorMessage}]}. Invented here, where
//    no public source says: 409 edit_already_exists, 412 precondition_failed, 400 invalid_state
//    (app not live; a change to an edit no longer in progress), 400 invalid_input "No
//    edit|apk|listing|image|file found with the entered Inputs" (after the app's message),
//    invalid_input for an empty APK or image body or a malformed JSON body, the status of
//    asset_not_ready, the words of the image/png refusal and of a DISABLED device changed,
//    the validation codes error_edit_must_have_atleast1_apk and error_listing_incomplete, what
//    validate answers when valid (the edit, with its ETag), and every id's shape.
//
// Vitals API, under /vitals/apps/{packageName}/{metricSetName}: appstore-api/vitals.mjs (its header
// says what it follows and what it invents).
//
// Misbehaving: `faults` is a queue; each request takes the first fault whose `match` (method and
// path, a string for the exact pathname or a RegExp) fits it, or that has no match. A fault answers
// {status, body, headers} instead of the API, hangs, destroys the socket, or (`drop`) lets the API do
// the request and then destroys the socket instead of answering: done, but the answer lost. `before`
// runs first and, alone, lets the request through, e.g. to act as someone in the console between two calls:
//   api.faults.push({ match: { method: 'POST', path: /\/edits$/ }, before: () => api.console.openEdit(app) })
//   api.faults.push({ match: { method: 'PUT', path: /\/listings\/de-DE$/ }, before: () => api.console.changeListing(app, 'de-DE') })
//
// For assertions: `apps` (by id: live version, openEdit, submitted and deleted edits; a version's
// images under `images[lang][type].list`), `edits` (the edit GET /edits answers, by app),
// `requests` (each with its route, content type, size and sha256, and for a multipart/form-data
// body each part's), and `console` (openEdit, deleteEdit, changeListing, setImages, changeApk,
// removeApks, setTargeting, approve, withdraw).
export { startAppstoreApi } from './appstore-api/server.mjs'
export { markedApk, patternBytes, TEST_PACKAGE } from './appstore-api/bytes.mjs'
export { multipartReader } from './appstore-api/multipart.mjs'
export { REPORT_TYPES, reportCsv } from './appstore-api/reports.mjs'
export {
  AMAZON_DEVICES,
  DEFAULT_APKS,
  DEFAULT_APPS,
  DEFAULT_DETAILS,
  DEFAULT_LISTINGS,
  DISABLED_REASON,
  IMAGE_TYPES
} from './appstore-api/seeds.mjs'
export { startStorage } from './appstore-api/storage.mjs'
export { DEFAULT_VITALS_CLUSTERS, DEFAULT_VITALS_VERSIONS, VITALS_PACKAGE } from './appstore-api/vitals.mjs'
