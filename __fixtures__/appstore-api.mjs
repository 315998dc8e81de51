// A stand-in for the Appstore APIs on loopback: bearer tokens from the stand-in token service,
// expiry answered as the spec says (403 "Request is not authorized."), the App Submission API as
// /work/shared/APPSTORE-API.md describes it, the Reporting API's pre-signed links, and a few generic
// routes for transport tests (/echo, /download/N, /redirect, /status/N). It can be told to
// misbehave, one request at a time.
//
// App Submission API, under /v1/applications/{appId} (checked in __tests__/fixtures/appstore-api.test.ts):
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
//  - Edit states. By default a commit makes the edit the live version at once, its status
//    SUBMITTED, and a new edit can be opened. An app seeded with `review: true` behaves as
//    APPSTORE-API.md says the real one does: a committed edit is REVIEW and still the one GET
//    /edits answers; POST /edits answers 412 error_new_version_creation_not_allowed until
//    console.approve(app) makes it live (status LIVE; the version live before is SUPERSEDED) or
//    console.withdraw(app) makes it IN_PROGRESS again. Only an IN_PROGRESS edit takes changes. (The
//    default stays the older model while the release is built on it; REVIEW is opt-in.)
//  - ETags: the edit, each APK, each APK's targeting, each listing, each listing's list of images
//    of one type, the details and the availability have their own. The edit's changes with every
//    change inside it; the others' when they change. Every PUT, DELETE and the commit need
//    If-Match: none is 400 required_data_absent, a stale one 412; so does an image upload (the
//    ETag of the list), as APPSTORE-API.md says. Not asked: POST /apks/upload, the large upload
//    and attach (If-Match sent to them is ignored), and a PUT that adds a listing.
//  - Listings: a PUT takes the listing whole; a field it leaves out (or sends as null) is emptied
//    ("a partial PUT is accepted and wipes the omitted fields"); a field of the wrong type is 400.
//    A PUT of a locale the edit lacks adds that listing (invented: APPSTORE-API.md says nothing;
//    tolerant: no If-Match needed, any xx-YY language, other names 400 invalid_input).
//  - Images (`…/listings/{lang}/{type}`, IMAGE_TYPES; `videos` answers 501, another type the
//    scope error): GET answers {images: [{id}]} (ids only, as far as any source shows) with the
//    list's ETag; POST `…/{type}/upload` (raw body, any content type, PNG or JPEG bytes, else 400)
//    answers {image: {id}} with the list's new ETag, appending to screenshots and
//    firetv-screenshots (at most 10, then 400) and replacing the one image of any other type;
//    DELETE `…/{type}` empties the list, DELETE `…/{type}/{assetId}` removes one, each 204 with the
//    new ETag. The {images}/{image} shapes and the one-image types come from one client's source;
//    the 10 from the console; image sizes are not checked. Each image keeps, for assertions, its
//    sha256, bytes, content type and fileName header; images are held beside the listings, whose
//    objects keep their shape.
//  - Targeting: GET/PUT per APK, kept whole as PUT (unknown fields too); status TARGETING,
//    NOT_TARGETING or DISABLED (anything else 400); amazonDevices it leaves out are NOT_TARGETING.
//    Validate and commit refuse an APK that targets no device (DISABLED counts as none):
//    error_apk_must_target_atleast1_device.
//  - Details {defaultLanguage, contactWebsite, contactEmail, contactPhone} (DEFAULT_DETAILS) and
//    availability {publishingDate: {dateTime, zoneId}} (default {}): GET/PUT with their ETags, kept
//    whole. Invented: a details PUT empties the contact fields it leaves out and refuses another
//    defaultLanguage (the docs say it cannot be changed); an availability PUT takes publishingDate
//    null or absent (no date), else a dateTime such as 2030-01-31T09:00:00 and an IANA zoneId.
//  - Large upload: POST /apks/large/upload takes the APK as the raw body or as the file part of a
//    multipart/form-data body (the sources disagree: both are accepted; the `fileName` header, else
//    the part's file name, names it) and answers {fileId}; POST /apks/attach {"fileId"} then adds
//    it as a new APK (no targeting). Invented: the attach answers 409 file_not_ready the first
//    `attachNotReady` times for each file (seed; default 1), then the APK; a fileId of another edit
//    or one already attached is 400 invalid_input "No file found with the entered Inputs".
//  - versionCode of an uploaded, attached or replacing APK: when its bytes start with the marker
//    `versionCode=NNN\n` (see markedApk), NNN; otherwise the next number of a counter that starts
//    at 1000 for each server. The APK's name is the `fileName` header, else the name it had
//    (replace) or APK<n> (upload, n its position in the edit).
//  - A URI no route matches (a blank segment such as /edits//apks, a wrong method, an unknown
//    resource) answers 400 {"Message":"Unable to fetch the request scope for uri = <path>"}. Videos,
//    the one part of the API the stand-in does not model, answer 501.
//  - Errors are {httpCode, message, errors: [{errorCode, errorMessage}]}. Invented here, where
//    APPSTORE-API.md has nothing: 409 edit_already_exists, 412 precondition_failed, 400 invalid_state
//    (app not live; a change to an edit no longer in progress), 400 invalid_input "No
//    edit|apk|listing|image|file found with the entered Inputs" (after the app's message),
//    invalid_input for an empty APK or image body or a malformed JSON body, 409 file_not_ready,
//    the validation codes error_edit_must_have_atleast1_apk and error_listing_incomplete, what
//    validate answers when valid (the edit, with its ETag), the SUPERSEDED status, and every id's
//    shape.
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
import { createHash, randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import { Readable } from 'node:stream'
import { crc32 } from 'node:zlib'

/**
 * @typedef {{ method?: string, path?: string | RegExp }} FaultMatch
 * @typedef {{ status?: number, body?: string, headers?: Record<string, string>, hang?: boolean, destroy?: boolean, drop?: boolean, match?: FaultMatch, before?: (request: Recorded) => void }} Fault
 * @typedef {{ method: string, path: string, headers: import('node:http').IncomingHttpHeaders, bytes: number, sha256: string, text: string, contentType: string, route?: string, multipart?: Multipart }} Recorded
 * @typedef {{ name: string, fileName: string, contentType: string, bytes: number, sha256: string, head: Buffer }} Part
 *   One part of a multipart/form-data body: its size, sha256 and first 64 bytes (nothing more is kept).
 * @typedef {{ parts: Part[], complete: boolean }} Multipart complete: the closing delimiter was read.
 *
 * @typedef {'TARGETING' | 'NOT_TARGETING' | 'DISABLED'} TargetingStatus
 * @typedef {{ id: string, name: string, status: TargetingStatus, reason: { reason?: string | null, details?: string[] } | null }} Device
 * @typedef {{ amazonDevices: Device[], nonAmazonDevices: Device[], otherAndroidDevices: string | null }} Targeting
 *   As PUT, unknown fields kept (of the object and of each device).
 * @typedef {{ sha256: string, bytes: number, contentType: string, fileName: string, multipart?: boolean }} ApkFile
 *   multipart: set for a large upload only, whether its body was multipart/form-data.
 * @typedef {{ id: string, versionCode: number, name: string, etag: string, targeting: Targeting, targetingEtag: string, file: ApkFile | null }} Apk
 * @typedef {{ language: string, title: string, fullDescription: string, shortDescription: string, recentChanges: string, featureBullets: string[], keywords: string[] }} ListingFields
 * @typedef {{ id: string, sha256: string, bytes: number, contentType: string, fileName: string }} Image
 * @typedef {ListingFields & { etag: string }} Listing
 * @typedef {{ list: Image[], etag: string }} ImageList The images of one type of one listing, and the list's ETag.
 * @typedef {{ defaultLanguage: string, contactWebsite: string, contactEmail: string, contactPhone: string }} Details
 * @typedef {{ publishingDate?: { dateTime: string, zoneId: string } | null }} Availability As PUT, unknown fields kept.
 * @typedef {{ apks: Apk[], listings: Record<string, Listing>, images: Record<string, Record<string, ImageList>>, details: Details, detailsEtag: string, availability: Availability, availabilityEtag: string }} Version
 * @typedef {'IN_PROGRESS' | 'REVIEW' | 'SUBMITTED' | 'LIVE' | 'SUPERSEDED' | 'DELETED'} EditStatus
 * @typedef {Version & { id: string, appId: string, status: EditStatus, etag: string }} Edit
 * @typedef {{ file: ApkFile, head: Buffer, edit: string, attempts: number }} LargeUpload
 * @typedef {{ id: string, packageName?: string, isLive: boolean, singleApkAsObject: boolean, clearRecentChanges: boolean, review: boolean, attachNotReady: number, live: Version & { id: string, etag: string }, openEdit: Edit | undefined, submitted: Edit[], deleted: Edit[], uploads: Map<string, LargeUpload> }} App
 *   openEdit: the edit GET /edits answers (IN_PROGRESS, or REVIEW once committed when `review`).
 *
 * @typedef {{ id?: string, versionCode?: number, name?: string, targets?: string[] }} ApkSeed
 *   targets: ids of AMAZON_DEVICES to target; default all of them; [] for none.
 * @typedef {{ id: string, packageName?: string, isLive?: boolean, singleApkAsObject?: boolean, clearRecentChanges?: boolean, review?: boolean, attachNotReady?: number, apks?: ApkSeed[], listings?: Record<string, Partial<ListingFields>>, images?: Record<string, Record<string, (string | Buffer)[]>>, details?: Partial<Details>, availability?: Availability }} AppSeed
 *   packageName: a second name the app answers under. singleApkAsObject: GET /apks answers one APK
 *   as an object, not an array (the quirk). listings: per locale, missing fields from DEFAULT_LISTINGS['en-US'].
 *   review: a commit sends the edit to REVIEW (see the header); default false. attachNotReady: how
 *   many times POST /apks/attach answers 409 file_not_ready for each file before it succeeds;
 *   default 1. images: per locale and image type, the bytes of the live images (as PNG). details:
 *   over DEFAULT_DETAILS. availability: default {} (no publishing date).
 *
 * @typedef {{ status: number, body?: unknown, etag?: string }} Answer
 */

export const DEFAULT_APPS = ['amzn1.devportal.mobileapp.demo', 'amzn1.devportal.mobileapp.e2e']

/** The devices an APK can target (real device ids, names for reading). */
export const AMAZON_DEVICES = [
  { id: 'KFQUWI', name: 'Fire 7 (2022)' },
  { id: 'KFMUWI', name: 'Fire HD 8 (2020)' },
  { id: 'KFTRWI', name: 'Fire HD 10 (2021)' },
  { id: 'AFTMM', name: 'Fire TV Stick 4K' },
  { id: 'AFTKA', name: 'Fire TV Stick 4K Max' }
]

/** @type {ApkSeed[]} The live APKs of an app seeded without `apks`. */
export const DEFAULT_APKS = [
  { versionCode: 100, name: 'app-tablet.apk', targets: ['KFQUWI', 'KFMUWI', 'KFTRWI'] },
  { versionCode: 101, name: 'app-firetv.apk', targets: ['AFTMM', 'AFTKA'] }
]

/** @type {Record<string, Omit<ListingFields, 'language'>>} The live listings of an app seeded without `listings`. */
export const DEFAULT_LISTINGS = {
  'en-US': {
    title: 'Stand-in Demo',
    fullDescription: 'A demo app on the stand-in Appstore.',
    shortDescription: 'A demo app.',
    recentChanges: 'Bug fixes.',
    featureBullets: ['Works offline'],
    keywords: ['demo']
  },
  'de-DE': {
    title: 'Stand-in Demo',
    fullDescription: 'Eine Demo-App im Stand-in-Appstore.',
    shortDescription: 'Eine Demo-App.',
    recentChanges: 'Fehlerbehebungen.',
    featureBullets: ['Funktioniert offline'],
    keywords: ['demo']
  }
}

/** Deterministic bytes, so a test can compute what a download must hash to. */
export function patternBytes(size, seed = 7) {
  return Readable.from(
    (function* () {
      const chunk = Buffer.alloc(64 * 1024)
      for (let i = 0; i < chunk.length; i++) chunk[i] = (i * 31 + seed) & 0xff
      for (let left = size; left > 0; left -= chunk.length) yield left >= chunk.length ? chunk : chunk.subarray(0, left)
    })()
  )
}

/**
 * APK bytes the stand-in reads the versionCode from: the marker line, then a zip (an APK is one)
 * holding `AndroidManifest.xml` and `classes.dex` with `filler`. The zip's offsets count the
 * marker, as a zip with a prefix (a self-extracting one) has them, so zip readers take it whole.
 * @param {number} versionCode
 * @param {string | Buffer} [filler]
 */
export function markedApk(versionCode, filler = 'not really dex') {
  return storedZip(
    [
      ['AndroidManifest.xml', Buffer.from('<manifest versionCode="' + versionCode + '"/>')],
      ['classes.dex', Buffer.from(filler)]
    ],
    Buffer.from(`versionCode=${versionCode}\n`)
  )
}

/**
 * A zip of stored (uncompressed) entries after `prefix`, its offsets counted from the start; with
 * `before`, from that many bytes ahead of it (bytes the caller writes itself, ahead of the zip).
 * @param {[string, Buffer][]} entries name and data
 * @param {Buffer} [prefix]
 * @param {number} [before]
 */
export function storedZip(entries, prefix = Buffer.alloc(0), before = 0) {
  const locals = [prefix]
  const centrals = []
  let offset = before + prefix.length
  for (const [name, data] of entries) {
    const nameBytes = Buffer.from(name)
    const crc = crc32(data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(0x21, 12) // 1980-01-01
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(nameBytes.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(0x21, 14)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(data.length, 24)
    central.writeUInt16LE(nameBytes.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, nameBytes, data)
    centrals.push(central, nameBytes)
    offset += 30 + nameBytes.length + data.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

/**
 * @param {{ issued: string[] }} tokenService the stand-in token service whose tokens are accepted
 * @param {{ reports?: Record<string, string>, reportRate?: ReportRate, apps?: (string | AppSeed)[] }} [options]
 *   reports: report type/YYYY/MM (or type/YYYY, a yearly report) -> pre-signed link; a month without
 *   one answers 400 "Report not found", a type the Reporting API does not have (REPORT_TYPES, or a
 *   type with a link) 400 "Unable to fetch the request scope". reportRate: the Reporting API's
 *   limit, a 429 with Retry-After beyond it. apps: the apps that exist, by id (default seed) or seed.
 */
export async function startAppstoreApi(tokenService, options = {}) {
  /** @type {Fault[]} */
  const faults = []
  /** @type {Recorded[]} */
  const requests = []
  const expired = new Set()
  const reports = options.reports ?? {}
  const reportWindow = options.reportRate && rateWindow(options.reportRate)
  /** The Reporting API's answer for a report: its link, or why there is none. */
  const reportLink = (type, period, path, res, json) => {
    if (reportWindow && !reportWindow.take()) {
      return json(429, { message: 'Rate exceeded' }, { 'Retry-After': String(options.reportRate?.retryAfter ?? 1) })
    }
    const link = reports[`${type}/${period}`]
    if (link) {
      res.writeHead(200, { 'Content-Type': 'text/plain' })
      return void res.end(link)
    }
    // A type the API knows (or one a test gave a link for): a month without data. Any other: a URI it has no route for.
    const known = REPORT_TYPES.includes(type) || Object.keys(reports).some((key) => key.startsWith(`${type}/`))
    if (known) return json(400, { message: 'Report not found' })
    return json(400, { Message: `Unable to fetch the request scope for uri = ${path}` })
  }
  const submission = appSubmission(options.apps ?? DEFAULT_APPS)

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    const hash = createHash('sha256')
    let bytes = 0
    const kept = []
    const head = []
    const multipart = multipartReader(String(req.headers['content-type'] ?? ''))
    for await (const chunk of req) {
      hash.update(chunk)
      if (bytes < 64) head.push(chunk.subarray(0, 64 - bytes))
      bytes += chunk.length
      if (bytes <= 64 * 1024) kept.push(chunk)
      multipart?.push(chunk)
    }
    /** @type {Recorded} */
    const record = {
      method: req.method ?? '',
      path: url.pathname + url.search,
      headers: req.headers,
      bytes,
      sha256: hash.digest('hex'),
      text: Buffer.concat(kept).toString('utf8'),
      contentType: String(req.headers['content-type'] ?? ''),
      multipart: multipart?.end()
    }
    requests.push(record)
    const json = (status, value, headers = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers })
      res.end(JSON.stringify(value))
    }
    const fault = takeFault(faults, record.method, url.pathname)
    fault?.before?.(record)
    if (fault?.hang) return
    if (fault?.destroy) return void req.socket.destroy()
    if (fault?.drop) {
      // Whatever the API answers is never sent: the socket goes instead.
      res.writeHead = () => res
      res.end = () => (req.socket.destroy(), res)
    }
    const passes =
      fault?.drop || (fault?.before && fault.status === undefined && fault.body === undefined && !fault.headers)
    if (fault && !passes) {
      res.writeHead(fault.status ?? 500, fault.headers ?? { 'Content-Type': 'text/plain' })
      return void res.end(fault.body ?? '')
    }

    const bearer = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1]
    if (!bearer || !tokenService.issued.includes(bearer) || expired.has(bearer)) {
      return json(403, { message: 'Request is not authorized.' })
    }

    let match
    if (url.pathname === '/echo') {
      return json(200, { method: record.method, headers: req.headers, text: record.text, sha256: record.sha256, bytes })
    }
    if ((match = /^\/download\/(\d+)$/.exec(url.pathname))) {
      res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': match[1], ETag: '"blob"' })
      return void patternBytes(Number(match[1])).pipe(res)
    }
    if (url.pathname === '/redirect') {
      res.writeHead(Number(url.searchParams.get('status') ?? 302), { Location: url.searchParams.get('to') ?? '/' })
      return void res.end()
    }
    if ((match = /^\/status\/(\d+)$/.exec(url.pathname))) {
      return json(Number(match[1]), { message: `status ${match[1]}` })
    }
    if ((match = /^\/download\/report\/([^/]+)\/(\d{4})(?:\/(\d{2}))?$/.exec(url.pathname))) {
      return reportLink(match[1], match[3] ? `${match[2]}/${match[3]}` : match[2], url.pathname, res, json)
    }
    if (url.pathname.startsWith('/v1/applications/')) {
      let answer
      try {
        answer = submission.handle(req, record, url.pathname, Buffer.concat(head))
      } catch (error) {
        // A bug of the stand-in: visible in the test that met it, not an unhandled rejection.
        return json(500, { message: `Stand-in error: ${error instanceof Error ? error.stack : error}` })
      }
      if (answer.body === undefined) {
        res.writeHead(answer.status, answer.etag ? { ETag: answer.etag } : {})
        return void res.end()
      }
      return json(answer.status, answer.body, answer.etag ? { ETag: answer.etag } : {})
    }
    json(404, { message: 'Not Found' })
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
  const address = /** @type {import('node:net').AddressInfo} */ (server.address())
  return {
    url: `http://127.0.0.1:${address.port}`,
    faults,
    requests,
    /** Apps by id: their live version, open edit, submitted and deleted edits. */
    apps: submission.apps,
    /** The open edit of each app that has one, by app id. */
    edits: submission.edits,
    /** What someone in the developer console can do meanwhile; each change moves the ETags. */
    console: submission.console,
    reports,
    /** Every token issued so far is expired from now on. */
    expireAll: () => tokenService.issued.forEach((token) => expired.add(token)),
    /** @returns {Promise<void>} */
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}

/** The report types of the Reporting API: the three of Amazon's docs and the one seen in the wild. */
export const REPORT_TYPES = ['sales', 'earnings', 'subscription', 'subscriptions_overview']

/**
 * @typedef {{ perSecond: number, retryAfter?: number }} ReportRate
 *   perSecond: requests the Reporting API takes in any second of real time (3 is reported);
 *   retryAfter: seconds the 429 asks for (default 1).
 */

/**
 * At most `perSecond` requests in any second, as a server may count them.
 * @param {ReportRate} rate
 */
function rateWindow({ perSecond }) {
  /** @type {number[]} */
  const recent = []
  return {
    take() {
      const at = Date.now()
      while (recent.length > 0 && recent[0] <= at - 1000) recent.shift()
      if (recent.length >= perSecond) return false
      recent.push(at)
      return true
    }
  }
}

/**
 * A report's CSV as the Reporting API's zips hold it, in one of the layouts seen: the columns have
 * changed before (`Units` became `Quantity`, revenue got a currency column of its own).
 *  - sales, 'current': Transaction ID, Transaction Time, ASIN, SKU, Title, Item Type, Marketplace,
 *    Country/Region Code, Units, Revenue, Currency, Estimated Earnings
 *  - sales, 'older': Date, ASIN, App Title, Country, Quantity, Revenue (USD)
 *  - earnings: Payment Date, Marketplace, Country/Region Code, Units, Earnings, Currency
 *  - subscription, subscriptions_overview: Subscription ID, Start Date, Country/Region Code,
 *    Term, Active Subscriptions
 * @param {string} type
 * @param {string} period YYYY-MM (or YYYY)
 * @param {'current' | 'older'} [layout]
 */
export function reportCsv(type, period, layout = 'current') {
  const day = (d) =>
    period.length === 4
      ? `${period}-0${(d % 9) + 1}-${String(d).padStart(2, '0')}`
      : `${period}-${String(d).padStart(2, '0')}`
  const rows =
    type === 'sales' && layout === 'older'
      ? [
          ['Date', 'ASIN', 'App Title', 'Country', 'Quantity', 'Revenue (USD)'],
          [day(3), 'B0STANDIN1', 'Stand-in Demo', 'US', '2', '1.98'],
          [day(17), 'B0STANDIN1', 'Stand-in Demo', 'DE', '1', '0.99'],
          [day(28), 'B0STANDIN2', '"Demo, the coins"', 'JP', '5', '4.95']
        ]
      : type === 'sales'
        ? [
            [
              ...['Transaction ID', 'Transaction Time', 'ASIN', 'SKU', 'Title', 'Item Type', 'Marketplace'],
              ...['Country/Region Code', 'Units', 'Revenue', 'Currency', 'Estimated Earnings']
            ],
            [
              `${period}-1`,
              `${day(3)}T10:15:00Z`,
              'B0STANDIN1',
              'demo-app',
              'Demo',
              'App',
              'amazon.com',
              'US',
              '2',
              '1.99',
              'USD',
              '1.39'
            ],
            [
              `${period}-2`,
              `${day(17)}T21:40:00Z`,
              'B0STANDIN1',
              'demo-app',
              'Demo',
              'App',
              'amazon.de',
              'DE',
              '1',
              '"1,99"',
              'EUR',
              '"1,39"'
            ],
            [
              `${period}-3`,
              `${day(28)}T08:05:00Z`,
              'B0STANDIN2',
              'coins',
              '"Coins, 500"',
              'IAP',
              'amazon.co.jp',
              'JP',
              '5',
              '120',
              'JPY',
              '84'
            ],
            [
              `${period}-4`,
              `${day(29)}T09:00:00Z`,
              'B0STANDIN1',
              'demo-app',
              'Demo',
              'App',
              'amazon.com',
              'US',
              '-1',
              '(1.99)',
              'USD',
              '(1.39)'
            ]
          ]
        : type === 'earnings'
          ? [
              ['Payment Date', 'Marketplace', 'Country/Region Code', 'Units', 'Earnings', 'Currency'],
              [day(15), 'amazon.com', 'US', '7', '12.50', 'USD'],
              [day(15), 'amazon.de', 'DE', '3', '4.20', 'EUR'],
              [day(16), 'amazon.com', 'US', '1', '0.70', 'USD']
            ]
          : [
              ['Subscription ID', 'Start Date', 'Country/Region Code', 'Term', 'Active Subscriptions'],
              [`${type}-1`, day(2), 'US', 'Monthly', '12'],
              [`${type}-2`, day(9), 'GB', 'Yearly', '4']
            ]
  return rows.map((row) => row.join(',')).join('\r\n') + '\r\n'
}

/**
 * Takes the first fault that applies to this request out of the queue.
 * @param {Fault[]} faults
 * @param {string} method
 * @param {string} pathname
 */
function takeFault(faults, method, pathname) {
  const index = faults.findIndex(
    ({ match }) =>
      !match ||
      ((!match.method || match.method.toUpperCase() === method) &&
        (match.path === undefined ||
          (typeof match.path === 'string' ? match.path === pathname : match.path.test(pathname))))
  )
  return index < 0 ? undefined : faults.splice(index, 1)[0]
}

function newEtag() {
  return `"${randomBytes(6).toString('hex')}"`
}

/** A refused request: thrown by the checks of a route, answered as it is. */
class Refusal extends Error {
  /** @param {Answer} answer */
  constructor(answer) {
    super(`HTTP ${answer.status}`)
    this.answer = answer
  }
}

/**
 * @param {number} httpCode
 * @param {string} message
 * @param {[string, string][]} errors errorCode, errorMessage
 */
function refusal(httpCode, message, ...errors) {
  return new Refusal({
    status: httpCode,
    body: { httpCode, message, errors: errors.map(([errorCode, errorMessage]) => ({ errorCode, errorMessage })) }
  })
}
const badRequest = (errorCode, errorMessage) => refusal(400, 'Bad Request', [errorCode, errorMessage])
const notFound = (what) => badRequest('invalid_input', `No ${what} found with the entered Inputs`)

/**
 * Reads a multipart/form-data body as it streams (for the large upload, whose body may be raw or
 * multipart): each part's name, file name, content type, size, sha256 and first 64 bytes. Keeps
 * no more than a delimiter's length of the body at a time. Undefined for any other content type.
 * @param {string} contentType
 * @returns {{ push: (chunk: Buffer) => void, end: () => Multipart } | undefined}
 */
export function multipartReader(contentType) {
  const found = /^multipart\/form-data\s*;.*?\bboundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType)
  if (!found) return undefined
  const delimiter = Buffer.from(`\r\n--${found[1] ?? found[2]}`)
  /** @type {Part[]} */
  const parts = []
  let complete = false
  // A body may start with the delimiter without the line break before it: pretend it had one.
  let buffer = Buffer.from('\r\n')
  /** @type {'preamble' | 'delimited' | 'headers' | 'body' | 'done'} */
  let state = 'preamble'
  /** @type {{ part: Part, hash: import('node:crypto').Hash, head: Buffer[] } | undefined} */
  let current
  /** @param {Buffer} data */
  const take = (data) => {
    if (!current || data.length === 0) return
    current.hash.update(data)
    if (current.part.bytes < 64) current.head.push(data.subarray(0, 64 - current.part.bytes))
    current.part.bytes += data.length
  }
  const finish = () => {
    if (!current) return
    parts.push({ ...current.part, sha256: current.hash.digest('hex'), head: Buffer.concat(current.head) })
    current = undefined
  }
  const drain = () => {
    for (;;) {
      if (state === 'preamble' || state === 'body') {
        const at = buffer.indexOf(delimiter)
        if (at < 0) {
          const keep = Math.max(0, buffer.length - (delimiter.length - 1))
          if (state === 'body') take(buffer.subarray(0, keep))
          buffer = buffer.subarray(keep)
          return
        }
        if (state === 'body') {
          take(buffer.subarray(0, at))
          finish()
        }
        buffer = buffer.subarray(at + delimiter.length)
        state = 'delimited'
      } else if (state === 'delimited') {
        if (buffer.length < 2) return
        const next = buffer.subarray(0, 2).toString('latin1')
        state = next === '\r\n' ? 'headers' : 'done'
        complete = next === '--'
        // The line break is left in front of the headers, so that no headers is found as "\r\n\r\n" too.
      } else if (state === 'headers') {
        const end = buffer.indexOf('\r\n\r\n')
        if (end < 0) {
          if (buffer.length > 16 * 1024) state = 'done'
          return
        }
        const headers = buffer.subarray(2, end).toString('utf8')
        const disposition = /^content-disposition:(.*)$/im.exec(headers)?.[1] ?? ''
        current = {
          part: {
            name: /\bname="([^"]*)"/i.exec(disposition)?.[1] ?? '',
            fileName: /\bfilename="([^"]*)"/i.exec(disposition)?.[1] ?? '',
            contentType: /^content-type:\s*(.*?)\s*$/im.exec(headers)?.[1] ?? '',
            bytes: 0,
            sha256: '',
            head: Buffer.alloc(0)
          },
          hash: createHash('sha256'),
          head: []
        }
        buffer = buffer.subarray(end + 4)
        state = 'body'
      } else return
    }
  }
  return {
    push(chunk) {
      buffer = Buffer.concat([buffer, chunk])
      drain()
    },
    end: () => ({ parts, complete })
  }
}

/** @param {string[]} targets ids of AMAZON_DEVICES @returns {Targeting} */
function targeting(targets) {
  return {
    amazonDevices: AMAZON_DEVICES.map(({ id, name }) => ({
      id,
      name,
      status: targets.includes(id) ? 'TARGETING' : 'NOT_TARGETING',
      reason: null
    })),
    nonAmazonDevices: [],
    otherAndroidDevices: 'NOT_TARGETING'
  }
}

/** @param {Targeting} value DISABLED, like NOT_TARGETING, is no device. */
function targetsAnyDevice(value) {
  return (
    [...value.amazonDevices, ...value.nonAmazonDevices].some((device) => device.status === 'TARGETING') ||
    value.otherAndroidDevices === 'TARGETING'
  )
}

/** @param {Edit} edit */
const editJson = ({ id, status }) => ({ id, status })
/** @param {Apk} apk */
const apkJson = ({ id, versionCode, name }) => ({ id, versionCode, name })
/** @param {Listing} listing @returns {ListingFields} */
const listingJson = ({
  language,
  title,
  fullDescription,
  shortDescription,
  recentChanges,
  featureBullets,
  keywords
}) => ({
  language,
  title,
  fullDescription,
  shortDescription,
  recentChanges,
  featureBullets,
  keywords
})
/** @param {Image} image what GET answers of an image: its id only, as far as any source shows */
const imageJson = ({ id }) => ({ id })

/** @type {Record<keyof ListingFields, 'string' | 'strings'>} */
const LISTING_FIELDS = {
  language: 'string',
  title: 'string',
  fullDescription: 'string',
  shortDescription: 'string',
  recentChanges: 'string',
  featureBullets: 'strings',
  keywords: 'strings'
}
/** Fields a listing needs filled (not blank) before the edit can be validated and committed. */
const REQUIRED_TEXT = ['title', 'shortDescription', 'fullDescription', 'recentChanges']

/** The image types of a listing, as APPSTORE-API.md lists them. */
export const IMAGE_TYPES = [
  'small-icons',
  'large-icons',
  'screenshots',
  'promo-images',
  'firetv-screenshots',
  'firetv-icons',
  'firetv-backgrounds',
  'firetv-featured-backgrounds',
  'firetv-featured-logos'
]
/** The types that hold a list; an upload to any other type replaces its one image. */
const IMAGE_LISTS = ['screenshots', 'firetv-screenshots']
const MAX_IMAGES = 10

/** @type {Details} The details of an app seeded without `details` (defaultLanguage: its first locale). */
export const DEFAULT_DETAILS = {
  defaultLanguage: 'en-US',
  contactWebsite: 'https://example.com/support',
  contactEmail: 'support@example.com',
  contactPhone: ''
}
const DETAILS_FIELDS = ['defaultLanguage', 'contactWebsite', 'contactEmail', 'contactPhone']

/** A language a listing can be added for: `xx-YY`; which ones the Appstore takes is not modelled. */
const LANGUAGE = /^[a-z]{2}-[A-Z]{2}$/
/** A publishing date's dateTime: a local date and time, seconds and fraction optional (an offset tolerated). */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})?$/

/** @param {unknown} text a dateTime of a day that exists (no 31 February) */
function isDateTime(text) {
  const parts = typeof text === 'string' ? DATE_TIME.exec(text) : null
  if (!parts) return false
  const [year, month, day, hour, minute, second] = parts.slice(1).map((part) => Number(part ?? 0))
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second))
  return (
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  )
}

/** @param {string} zone */
function isTimeZone(zone) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** @param {Buffer} head @returns {'png' | 'jpeg' | undefined} */
function imageFormatOf(head) {
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png'
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg'
  return undefined
}

/**
 * The App Submission API's state and routes.
 * @param {(string | AppSeed)[]} seeds
 */
function appSubmission(seeds) {
  let apkCount = 0
  let versionCount = 999
  let imageCount = 0
  /** @type {Map<string, App>} */
  const apps = new Map()
  /** @type {Map<string, Edit>} */
  const edits = new Map()

  /** @param {Buffer} head the first bytes of the body */
  const versionCodeOf = (head) => {
    const marker = /^versionCode=(\d+)\n/.exec(head.toString('latin1'))
    return marker ? Number(marker[1]) : ++versionCount
  }
  const nextApkId = () => `M${String(++apkCount).padStart(13, '0')}`
  const nextImageId = () => `amzn1.devportal.image.${String(++imageCount).padStart(8, '0')}`
  const editId = () => `amzn1.devportal.apprelease.${randomBytes(16).toString('hex')}`

  /** @param {string | Buffer} data @param {string} contentType @param {string} fileName @returns {Image} */
  const seededImage = (data, contentType = 'image/png', fileName = '') => {
    const bytes = Buffer.from(data)
    return {
      id: nextImageId(),
      sha256: createHash('sha256').update(bytes).digest('hex'),
      bytes: bytes.length,
      contentType,
      fileName
    }
  }

  /** @param {string} language @param {Partial<ListingFields>} fields @returns {Listing} */
  const newListing = (language, fields) => ({
    title: '',
    fullDescription: '',
    shortDescription: '',
    recentChanges: '',
    featureBullets: [],
    keywords: [],
    ...fields,
    language,
    etag: newEtag()
  })
  /** @returns {Record<string, ImageList>} a listing's image lists, by type: none yet */
  const newImageLists = () => Object.fromEntries(IMAGE_TYPES.map((type) => [type, { list: [], etag: newEtag() }]))

  for (const seed of seeds) {
    const { id, packageName, ...rest } = typeof seed === 'string' ? { id: seed } : seed
    /** @type {Apk[]} */
    const apks = (rest.apks ?? DEFAULT_APKS).map((apk, index) => ({
      id: apk.id ?? nextApkId(),
      versionCode: apk.versionCode ?? ++versionCount,
      name: apk.name ?? `APK${index + 1}`,
      etag: newEtag(),
      targeting: targeting(apk.targets ?? AMAZON_DEVICES.map((device) => device.id)),
      targetingEtag: newEtag(),
      file: null
    }))
    /** @type {Record<string, Listing>} */
    const listings = {}
    /** @type {Record<string, Record<string, ImageList>>} */
    const images = {}
    for (const [language, fields] of Object.entries(rest.listings ?? DEFAULT_LISTINGS)) {
      listings[language] = newListing(language, { ...DEFAULT_LISTINGS['en-US'], ...fields })
      images[language] = newImageLists()
      for (const [type, seeded] of Object.entries(rest.images?.[language] ?? {})) {
        images[language][type].list = seeded.map((data) => seededImage(data))
      }
    }
    apps.set(id, {
      id,
      packageName,
      isLive: rest.isLive ?? true,
      singleApkAsObject: rest.singleApkAsObject ?? false,
      clearRecentChanges: rest.clearRecentChanges ?? true,
      review: rest.review ?? false,
      attachNotReady: rest.attachNotReady ?? 1,
      live: {
        id: editId(),
        etag: newEtag(),
        apks,
        listings,
        images,
        details: { ...DEFAULT_DETAILS, defaultLanguage: Object.keys(listings)[0] ?? 'en-US', ...rest.details },
        detailsEtag: newEtag(),
        availability: structuredClone(rest.availability ?? {}),
        availabilityEtag: newEtag()
      },
      openEdit: undefined,
      submitted: [],
      deleted: [],
      uploads: new Map()
    })
  }

  /** @param {App} app @returns {Edit} */
  function openEdit(app) {
    const copy = structuredClone(app.live)
    for (const apk of copy.apks) Object.assign(apk, { etag: newEtag(), targetingEtag: newEtag() })
    for (const listing of Object.values(copy.listings)) {
      listing.etag = newEtag()
      if (app.clearRecentChanges) listing.recentChanges = ''
    }
    for (const lists of Object.values(copy.images)) for (const list of Object.values(lists)) list.etag = newEtag()
    /** @type {Edit} */
    const edit = {
      ...copy,
      id: editId(),
      appId: app.id,
      status: 'IN_PROGRESS',
      etag: newEtag(),
      detailsEtag: newEtag(),
      availabilityEtag: newEtag()
    }
    app.openEdit = edit
    edits.set(app.id, edit)
    return edit
  }

  /** @param {App} app @param {Edit} edit @param {'SUBMITTED' | 'DELETED'} status */
  function closeEdit(app, edit, status) {
    edit.status = status
    app.openEdit = undefined
    edits.delete(app.id)
    ;(status === 'SUBMITTED' ? app.submitted : app.deleted).push(edit)
  }

  /** @param {App} app @param {Edit} edit the edit whose content becomes the live version */
  function goLive(app, edit) {
    const { apks, listings, images, details, detailsEtag, availability, availabilityEtag } = structuredClone(edit)
    app.live = {
      id: edit.id,
      etag: newEtag(),
      apks,
      listings,
      images,
      details,
      detailsEtag,
      availability,
      availabilityEtag
    }
  }

  /** @param {App} app @returns {Edit} the edit of the live version: the one committed last, or the seeded version */
  function liveEdit(app) {
    return app.submitted.find((edit) => edit.id === app.live.id) ?? { ...app.live, appId: app.id, status: 'LIVE' }
  }

  /** @param {Edit} edit the edit changed: a new ETag */
  const touch = (edit) => void (edit.etag = newEtag())

  /** @param {Edit} edit @returns {[string, string][]} what keeps the edit from review */
  function problems(edit) {
    /** @type {[string, string][]} */
    const found = []
    if (edit.apks.length === 0) found.push(['error_edit_must_have_atleast1_apk', 'The edit has no APK'])
    for (const apk of edit.apks) {
      if (!targetsAnyDevice(apk.targeting)) {
        found.push([
          'error_apk_must_target_atleast1_device',
          `APK ${apk.id} (${apk.name}) must target at least one device`
        ])
      }
    }
    for (const listing of Object.values(edit.listings)) {
      for (const field of REQUIRED_TEXT) {
        if (!listing[field].trim()) {
          found.push(['error_listing_incomplete', `Listing ${listing.language} is Incomplete: ${field} is empty`])
        }
      }
    }
    return found
  }

  /**
   * @param {Edit} edit
   * @param {ApkFile} file
   * @param {Buffer} head the first bytes of the file
   * @returns {Apk} a new APK of the edit: no targeting until it is set
   */
  function addApk(edit, file, head) {
    /** @type {Apk} */
    const apk = {
      id: nextApkId(),
      versionCode: versionCodeOf(head),
      name: file.fileName || `APK${edit.apks.length + 1}`,
      etag: newEtag(),
      targeting: targeting([]),
      targetingEtag: newEtag(),
      file
    }
    edit.apks.push(apk)
    touch(edit)
    return apk
  }

  /**
   * @typedef {{ req: import('node:http').IncomingMessage, record: Recorded, head: Buffer, app: App, params: Record<string, string>, pathname: string }} Call
   */

  /** @param {Call} call the edit of the URL, whatever its status (the live version's too) */
  function editOf({ app, params }) {
    const edit =
      [app.openEdit, ...app.submitted].find((candidate) => candidate?.id === params.edit) ??
      (app.isLive && params.edit === app.live.id ? liveEdit(app) : undefined)
    if (!edit) throw notFound('edit')
    return edit
  }
  /** @param {Call} call the edit of the URL, which must be open for changes */
  function openEditOf(call) {
    const edit = editOf(call)
    if (edit.status !== 'IN_PROGRESS') throw badRequest('invalid_state', `The edit is ${edit.status}, not IN_PROGRESS`)
    return edit
  }
  /** @param {Edit} edit @param {Call} call */
  function apkOf(edit, { params }) {
    const apk = edit.apks.find((candidate) => candidate.id === params.apk)
    if (!apk) throw notFound('apk')
    return apk
  }
  /** @param {Edit} edit @param {Call} call */
  function listingOf(edit, { params }) {
    const listing = Object.hasOwn(edit.listings, params.lang) ? edit.listings[params.lang] : undefined
    if (!listing) throw notFound('listing')
    return listing
  }
  /**
   * The images of the URL's listing and type; videos are not modelled (501), another type is the scope error.
   * @param {Edit} edit @param {Call} call @returns {ImageList}
   */
  function imagesOf(edit, call) {
    const { params, record, pathname } = call
    if (params.type === 'videos') {
      throw new Refusal({ status: 501, body: { message: `The stand-in does not model videos (${record.route})` } })
    }
    if (!IMAGE_TYPES.includes(params.type)) {
      throw new Refusal({ status: 400, body: { Message: `Unable to fetch the request scope for uri = ${pathname}` } })
    }
    listingOf(edit, call)
    return edit.images[params.lang][params.type]
  }
  /** @param {Call} call @param {string} etag the resource's current ETag */
  function ifMatch({ req }, etag) {
    const given = req.headers['if-match']
    if (!given) throw badRequest('required_data_absent', 'If-Match header is required')
    if (given !== etag) {
      throw refusal(412, 'Precondition Failed', [
        'precondition_failed',
        'The resource has changed since its ETag was read: read it again'
      ])
    }
  }
  /** @param {Call} call @returns {ApkFile} */
  function fileOf({ req, record }) {
    if (record.bytes === 0) throw badRequest('invalid_input', 'The APK file is empty')
    return {
      sha256: record.sha256,
      bytes: record.bytes,
      contentType: record.contentType,
      fileName: String(req.headers.filename ?? '')
    }
  }
  /**
   * A large upload's file: the whole body, or the file part of a multipart/form-data body (the
   * first part with a file name, else the first part).
   * @param {Call} call
   * @returns {{ file: ApkFile, head: Buffer }}
   */
  function largeFileOf(call) {
    const { req, record } = call
    if (!record.multipart) return { file: { ...fileOf(call), multipart: false }, head: call.head }
    const { parts } = record.multipart
    const part = parts.find((candidate) => candidate.fileName) ?? parts[0]
    if (!part) throw badRequest('invalid_input', 'The multipart body holds no part')
    if (part.bytes === 0) throw badRequest('invalid_input', 'The APK file is empty')
    const file = {
      sha256: part.sha256,
      bytes: part.bytes,
      contentType: part.contentType,
      fileName: String(req.headers.filename ?? '') || part.fileName,
      multipart: true
    }
    return { file, head: part.head }
  }
  /** @param {Call} call @returns {Image} */
  function imageFrom({ req, record, head }) {
    if (record.bytes === 0) throw badRequest('invalid_input', 'The image file is empty')
    if (!imageFormatOf(head)) throw badRequest('invalid_input', 'The image is neither a PNG nor a JPEG file')
    return {
      id: nextImageId(),
      sha256: record.sha256,
      bytes: record.bytes,
      contentType: record.contentType,
      fileName: String(req.headers.filename ?? '')
    }
  }
  /** @param {Call} call @returns {Record<string, unknown>} */
  function jsonOf({ record }) {
    let value
    try {
      value = record.bytes <= 64 * 1024 ? JSON.parse(record.text) : undefined
    } catch {
      value = undefined
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw badRequest('invalid_input', 'The request body is not a JSON object')
    }
    return value
  }
  /**
   * The listing a PUT gives: a field it leaves out (or sends as null) is emptied, as the real API
   * does with a partial PUT; a field of the wrong type, or another language than the URL's, is 400.
   * @param {Call} call @param {string} language @returns {ListingFields}
   */
  function listingFrom(call, language) {
    const body = jsonOf(call)
    /** @type {[string, string][]} */
    const errors = []
    /** @type {Record<string, unknown>} */
    const fields = {}
    for (const [field, type] of Object.entries(LISTING_FIELDS)) {
      const value = body[field]
      if (value === undefined || value === null) fields[field] = type === 'strings' ? [] : ''
      else if (type === 'string' && typeof value !== 'string')
        errors.push(['invalid_input', `'${field}' must be a string`])
      else if (type === 'strings' && !(Array.isArray(value) && value.every((item) => typeof item === 'string'))) {
        errors.push(['invalid_input', `'${field}' must be an array of strings`])
      } else fields[field] = structuredClone(value)
    }
    if (typeof body.language === 'string' && body.language !== language) {
      errors.push(['invalid_input', `'language' must be '${language}', the language of the URL`])
    }
    if (errors.length) throw refusal(400, 'Bad Request', ...errors)
    return /** @type {ListingFields} */ ({ ...fields, language })
  }
  /**
   * The targeting a PUT gives, kept whole (unknown fields too); devices it leaves out of
   * amazonDevices are NOT_TARGETING.
   * @param {Call} call @returns {Targeting}
   */
  function targetingFrom(call) {
    const body = jsonOf(call)
    if (!Array.isArray(body.amazonDevices) || !Array.isArray(body.nonAmazonDevices)) {
      throw badRequest('required_data_absent', "'amazonDevices' and 'nonAmazonDevices' are required")
    }
    for (const device of [...body.amazonDevices, ...body.nonAmazonDevices]) {
      if (!['TARGETING', 'NOT_TARGETING', 'DISABLED'].includes(device?.status)) {
        throw badRequest('invalid_input', `Device ${device?.id}: status must be TARGETING, NOT_TARGETING or DISABLED`)
      }
    }
    const given = new Map()
    for (const device of body.amazonDevices) {
      if (!AMAZON_DEVICES.some(({ id }) => id === device.id))
        throw badRequest('invalid_input', `Unknown device ${device.id}`)
      given.set(device.id, device)
    }
    const value = structuredClone(body)
    value.amazonDevices = AMAZON_DEVICES.map(({ id, name }) => ({
      id,
      name,
      status: 'NOT_TARGETING',
      reason: null,
      ...structuredClone(given.get(id))
    }))
    value.otherAndroidDevices = typeof body.otherAndroidDevices === 'string' ? body.otherAndroidDevices : null
    return /** @type {Targeting} */ (value)
  }
  /** @param {Call} call @param {Details} current @returns {Details} the details a PUT gives, unknown fields kept */
  function detailsFrom(call, current) {
    const body = jsonOf(call)
    /** @type {[string, string][]} */
    const errors = []
    for (const field of DETAILS_FIELDS) {
      const value = body[field]
      if (value !== undefined && value !== null && typeof value !== 'string') {
        errors.push(['invalid_input', `'${field}' must be a string`])
      }
    }
    if (typeof body.defaultLanguage === 'string' && body.defaultLanguage !== current.defaultLanguage) {
      errors.push(['invalid_input', "'defaultLanguage' cannot be changed through the API"])
    }
    if (errors.length) throw refusal(400, 'Bad Request', ...errors)
    const value = structuredClone(body)
    for (const field of DETAILS_FIELDS) value[field] = typeof body[field] === 'string' ? body[field] : ''
    value.defaultLanguage = current.defaultLanguage
    return /** @type {Details} */ (value)
  }
  /** @param {Call} call @returns {Availability} the availability a PUT gives, kept whole */
  function availabilityFrom(call) {
    const body = jsonOf(call)
    const date = body.publishingDate
    if (date !== undefined && date !== null) {
      const { dateTime, zoneId } = /** @type {Record<string, unknown>} */ (typeof date === 'object' ? date : {})
      /** @type {[string, string][]} */
      const errors = []
      if (typeof date !== 'object' || Array.isArray(date)) {
        errors.push(['invalid_input', "'publishingDate' must be an object {dateTime, zoneId}, or null"])
      } else {
        if (!isDateTime(dateTime)) {
          errors.push([
            'invalid_input',
            "'publishingDate.dateTime' must be a date and time such as 2030-01-31T09:00:00"
          ])
        }
        if (typeof zoneId !== 'string' || !isTimeZone(zoneId)) {
          errors.push(['invalid_input', "'publishingDate.zoneId' must be a time zone such as America/Los_Angeles"])
        }
      }
      if (errors.length) throw refusal(400, 'Bad Request', ...errors)
    }
    return structuredClone(body)
  }

  /** @type {(body: unknown, etag?: string) => Answer} */
  const ok = (body, etag) => ({ status: 200, body, etag })

  /** @type {[string, (call: Call) => Answer][]} method and path under the app path, handler; the first that matches answers */
  const table = [
    ['GET /edits', ({ app }) => (app.openEdit ? ok(editJson(app.openEdit), app.openEdit.etag) : ok({}))],
    [
      'POST /edits',
      ({ app }) => {
        if (!app.isLive)
          throw badRequest('invalid_state', "Cannot create a new 'edit' for the app in it's current state.")
        if (app.openEdit?.status === 'REVIEW') {
          throw refusal(412, 'Precondition Failed', [
            'error_new_version_creation_not_allowed',
            'A new version cannot be created while a version of the app is under review'
          ])
        }
        if (app.openEdit) throw refusal(409, 'Conflict', ['edit_already_exists', 'An edit is already open for the app'])
        const edit = openEdit(app)
        return ok(editJson(edit), edit.etag)
      }
    ],
    [
      'GET /edits/previous',
      ({ app }) => {
        if (!app.isLive) return ok({})
        const edit = liveEdit(app)
        return ok(editJson(edit), edit.etag)
      }
    ],
    [
      'GET /edits/:edit',
      (call) => {
        const edit = editOf(call)
        return ok(editJson(edit), edit.etag)
      }
    ],
    [
      'DELETE /edits/:edit',
      (call) => {
        const edit = openEditOf(call)
        ifMatch(call, edit.etag)
        closeEdit(call.app, edit, 'DELETED')
        return { status: 204 }
      }
    ],
    [
      'GET /edits/:edit/apks',
      (call) => {
        const list = editOf(call).apks.map(apkJson)
        return ok(call.app.singleApkAsObject && list.length === 1 ? list[0] : list)
      }
    ],
    [
      'POST /edits/:edit/apks/upload',
      (call) => {
        const apk = addApk(openEditOf(call), fileOf(call), call.head)
        return ok(apkJson(apk), apk.etag)
      }
    ],
    [
      'POST /edits/:edit/apks/large/upload',
      (call) => {
        const edit = openEditOf(call)
        const { file, head } = largeFileOf(call)
        const fileId = `amzn1.devportal.file.${randomBytes(12).toString('hex')}`
        call.app.uploads.set(fileId, { file, head, edit: edit.id, attempts: 0 })
        return ok({ fileId })
      }
    ],
    [
      'POST /edits/:edit/apks/attach',
      (call) => {
        const edit = openEditOf(call)
        const { fileId } = jsonOf(call)
        if (typeof fileId !== 'string' || fileId === '')
          throw badRequest('required_data_absent', "'fileId' is required")
        const upload = call.app.uploads.get(fileId)
        if (!upload || upload.edit !== edit.id) throw notFound('file')
        if (upload.attempts++ < call.app.attachNotReady) {
          throw refusal(409, 'Conflict', [
            'file_not_ready',
            'The uploaded file is still being processed: attach it again in a moment'
          ])
        }
        call.app.uploads.delete(fileId)
        const apk = addApk(edit, upload.file, upload.head)
        return ok(apkJson(apk), apk.etag)
      }
    ],
    [
      'GET /edits/:edit/apks/:apk',
      (call) => {
        const apk = apkOf(editOf(call), call)
        return ok(apkJson(apk), apk.etag)
      }
    ],
    [
      'DELETE /edits/:edit/apks/:apk',
      (call) => {
        const edit = openEditOf(call)
        const apk = apkOf(edit, call)
        ifMatch(call, apk.etag)
        edit.apks.splice(edit.apks.indexOf(apk), 1)
        touch(edit)
        return { status: 204 }
      }
    ],
    [
      'PUT /edits/:edit/apks/:apk/replace',
      (call) => {
        const edit = openEditOf(call)
        const apk = apkOf(edit, call)
        ifMatch(call, apk.etag)
        const file = fileOf(call)
        Object.assign(apk, {
          versionCode: versionCodeOf(call.head),
          name: file.fileName || apk.name,
          file,
          etag: newEtag()
        })
        touch(edit)
        return ok(apkJson(apk), apk.etag)
      }
    ],
    [
      'GET /edits/:edit/apks/:apk/targeting',
      (call) => {
        const apk = apkOf(editOf(call), call)
        return ok(apk.targeting, apk.targetingEtag)
      }
    ],
    [
      'PUT /edits/:edit/apks/:apk/targeting',
      (call) => {
        const edit = openEditOf(call)
        const apk = apkOf(edit, call)
        ifMatch(call, apk.targetingEtag)
        Object.assign(apk, { targeting: targetingFrom(call), targetingEtag: newEtag() })
        touch(edit)
        return ok(apk.targeting, apk.targetingEtag)
      }
    ],
    [
      'GET /edits/:edit/listings',
      (call) => {
        const { listings } = editOf(call)
        return ok({ listings: Object.fromEntries(Object.entries(listings).map(([lang, l]) => [lang, listingJson(l)])) })
      }
    ],
    [
      'GET /edits/:edit/listings/:lang',
      (call) => {
        const listing = listingOf(editOf(call), call)
        return ok(listingJson(listing), listing.etag)
      }
    ],
    [
      'PUT /edits/:edit/listings/:lang',
      (call) => {
        const edit = openEditOf(call)
        const { lang } = call.params
        const existing = Object.hasOwn(edit.listings, lang) ? edit.listings[lang] : undefined
        // A listing the edit lacks is added; there is no ETag to match yet, so If-Match is not asked.
        if (existing) ifMatch(call, existing.etag)
        else if (!LANGUAGE.test(lang)) {
          throw badRequest('invalid_input', `'${lang}' is not a language a listing can be added for (xx-YY)`)
        }
        const fields = listingFrom(call, lang)
        if (!existing) edit.images[lang] = newImageLists()
        const listing = existing ?? (edit.listings[lang] = newListing(lang, {}))
        Object.assign(listing, fields, { etag: newEtag() })
        touch(edit)
        return ok(listingJson(listing), listing.etag)
      }
    ],
    [
      'GET /edits/:edit/listings/:lang/:type',
      (call) => {
        const images = imagesOf(editOf(call), call)
        return ok({ images: images.list.map(imageJson) }, images.etag)
      }
    ],
    [
      'POST /edits/:edit/listings/:lang/:type/upload',
      (call) => {
        const edit = openEditOf(call)
        const images = imagesOf(edit, call)
        ifMatch(call, images.etag)
        const image = imageFrom(call)
        const { type } = call.params
        if (!IMAGE_LISTS.includes(type)) images.list = [image]
        else if (images.list.length >= MAX_IMAGES) {
          throw badRequest('invalid_input', `A listing holds at most ${MAX_IMAGES} ${type}`)
        } else images.list.push(image)
        images.etag = newEtag()
        touch(edit)
        return ok({ image: imageJson(image) }, images.etag)
      }
    ],
    [
      'DELETE /edits/:edit/listings/:lang/:type',
      (call) => {
        const edit = openEditOf(call)
        const images = imagesOf(edit, call)
        ifMatch(call, images.etag)
        Object.assign(images, { list: [], etag: newEtag() })
        touch(edit)
        return { status: 204, etag: images.etag }
      }
    ],
    [
      'DELETE /edits/:edit/listings/:lang/:type/:asset',
      (call) => {
        const edit = openEditOf(call)
        const images = imagesOf(edit, call)
        ifMatch(call, images.etag)
        const index = images.list.findIndex((image) => image.id === call.params.asset)
        if (index < 0) throw notFound('image')
        images.list.splice(index, 1)
        images.etag = newEtag()
        touch(edit)
        return { status: 204, etag: images.etag }
      }
    ],
    [
      'GET /edits/:edit/details',
      (call) => {
        const edit = editOf(call)
        return ok(edit.details, edit.detailsEtag)
      }
    ],
    [
      'PUT /edits/:edit/details',
      (call) => {
        const edit = openEditOf(call)
        ifMatch(call, edit.detailsEtag)
        Object.assign(edit, { details: detailsFrom(call, edit.details), detailsEtag: newEtag() })
        touch(edit)
        return ok(edit.details, edit.detailsEtag)
      }
    ],
    [
      'GET /edits/:edit/availability',
      (call) => {
        const edit = editOf(call)
        return ok(edit.availability, edit.availabilityEtag)
      }
    ],
    [
      'PUT /edits/:edit/availability',
      (call) => {
        const edit = openEditOf(call)
        ifMatch(call, edit.availabilityEtag)
        Object.assign(edit, { availability: availabilityFrom(call), availabilityEtag: newEtag() })
        touch(edit)
        return ok(edit.availability, edit.availabilityEtag)
      }
    ],
    [
      'POST /edits/:edit/validate',
      (call) => {
        const edit = editOf(call)
        const found = problems(edit)
        if (found.length) throw refusal(400, 'Bad Request', ...found)
        return ok(editJson(edit), edit.etag)
      }
    ],
    [
      'POST /edits/:edit/commit',
      (call) => {
        const edit = openEditOf(call)
        ifMatch(call, edit.etag)
        const found = problems(edit)
        if (found.length) throw refusal(400, 'Bad Request', ...found)
        if (call.app.review) {
          // Under review: still the edit GET /edits answers, until the console approves it.
          edit.status = 'REVIEW'
          call.app.submitted.push(edit)
        } else {
          goLive(call.app, edit)
          closeEdit(call.app, edit, 'SUBMITTED')
        }
        return ok(editJson(edit), edit.etag)
      }
    ]
  ]
  const routes = table.map(([name, handle]) => {
    const [method, path] = name.split(' ')
    const keys = ['app']
    const source = path.replace(/:(\w+)/g, (_, key) => {
      keys.push(key)
      return '([^/]+)'
    })
    return { name, method, pattern: new RegExp(`^/v1/applications/([^/]+)${source}$`), keys, handle }
  })

  /** @param {string} idOrPackage */
  const appNamed = (idOrPackage) =>
    apps.get(idOrPackage) ?? [...apps.values()].find((app) => app.packageName && app.packageName === idOrPackage)

  /** @param {string} appId */
  function consoleApp(appId) {
    const app = appNamed(appId)
    if (!app) throw new Error(`No app ${appId}`)
    return app
  }
  /** @param {string} appId an app with an edit in progress, for the console's changes */
  function consoleEdit(appId) {
    const edit = appNamed(appId)?.openEdit
    if (edit?.status !== 'IN_PROGRESS') throw new Error(`No open edit for ${appId}`)
    return edit
  }
  /** @param {string} appId an app with a version under review */
  function underReview(appId) {
    const app = consoleApp(appId)
    if (app.openEdit?.status !== 'REVIEW') throw new Error(`No version of ${appId} is under review`)
    return { app, edit: app.openEdit }
  }

  return {
    apps,
    edits,
    console: {
      /** Opens an edit as the console does when someone starts a new version (or returns the open one). */
      openEdit(/** @type {string} */ appId) {
        const app = consoleApp(appId)
        return app.openEdit ?? openEdit(app)
      },
      /** Discards the open edit, if any. */
      deleteEdit(/** @type {string} */ appId) {
        const app = appNamed(appId)
        if (app?.openEdit?.status === 'IN_PROGRESS') closeEdit(app, app.openEdit, 'DELETED')
      },
      /** Changes a listing of the open edit (by default to the same text): its ETag and the edit's move. */
      changeListing(
        /** @type {string} */ appId,
        /** @type {string} */ lang,
        /** @type {Partial<ListingFields>} */ fields = {}
      ) {
        const edit = consoleEdit(appId)
        if (!edit.listings[lang]) throw new Error(`No listing ${lang}`)
        Object.assign(edit.listings[lang], fields, { language: lang, etag: newEtag() })
        touch(edit)
        return edit.listings[lang]
      },
      /**
       * Sets the images of one type of a listing of the open edit (each given as its bytes, kept as
       * a PNG): the list's ETag and the edit's move.
       */
      setImages(
        /** @type {string} */ appId,
        /** @type {string} */ lang,
        /** @type {string} */ type,
        /** @type {(string | Buffer)[]} */ images
      ) {
        const edit = consoleEdit(appId)
        if (!edit.listings[lang]) throw new Error(`No listing ${lang}`)
        if (!IMAGE_TYPES.includes(type)) throw new Error(`No image type ${type}`)
        edit.images[lang][type] = { list: images.map((data) => seededImage(data)), etag: newEtag() }
        touch(edit)
        return edit.images[lang][type].list
      },
      /** Uploads an APK again in the console, the same bytes: its ETag and the edit's move. */
      changeApk(/** @type {string} */ appId, /** @type {string} */ apkId) {
        const edit = consoleEdit(appId)
        const apk = edit.apks.find((candidate) => candidate.id === apkId)
        if (!apk) throw new Error(`No APK ${apkId}`)
        apk.etag = newEtag()
        touch(edit)
        return apk
      },
      /** Deletes APKs from the open edit: the one named, or all of them. */
      removeApks(/** @type {string} */ appId, /** @type {string} */ apkId = '') {
        const edit = consoleEdit(appId)
        edit.apks = edit.apks.filter((apk) => apkId && apk.id !== apkId)
        touch(edit)
      },
      /** Sets which AMAZON_DEVICES an APK of the open edit targets. */
      setTargeting(/** @type {string} */ appId, /** @type {string} */ apkId, /** @type {string[]} */ targets) {
        const edit = consoleEdit(appId)
        const apk = edit.apks.find((candidate) => candidate.id === apkId)
        if (!apk) throw new Error(`No APK ${apkId}`)
        Object.assign(apk, { targeting: targeting(targets), targetingEtag: newEtag() })
        touch(edit)
      },
      /**
       * Approves the version under review (an app seeded with `review`): it goes live, its edit
       * becomes LIVE (the one live before SUPERSEDED), and a new edit can be opened.
       */
      approve(/** @type {string} */ appId) {
        const { app, edit } = underReview(appId)
        for (const earlier of app.submitted) if (earlier.status === 'LIVE') earlier.status = 'SUPERSEDED'
        edit.status = 'LIVE'
        goLive(app, edit)
        app.openEdit = undefined
        edits.delete(app.id)
        return edit
      },
      /** Withdraws the version under review: its edit is IN_PROGRESS again, open for changes. */
      withdraw(/** @type {string} */ appId) {
        const { app, edit } = underReview(appId)
        edit.status = 'IN_PROGRESS'
        app.submitted = app.submitted.filter((candidate) => candidate !== edit)
        touch(edit)
        return edit
      }
    },
    /**
     * Answers a request under /v1/applications/.
     * @param {import('node:http').IncomingMessage} req
     * @param {Recorded} record
     * @param {string} pathname
     * @param {Buffer} head the first bytes of the body
     * @returns {Answer}
     */
    handle(req, record, pathname, head) {
      for (const route of routes) {
        const match = route.method === record.method ? route.pattern.exec(pathname) : null
        if (!match) continue
        record.route = route.name
        /** @type {Record<string, string>} */
        const params = {}
        route.keys.forEach((key, index) => (params[key] = decoded(match[index + 1])))
        try {
          const app = appNamed(params.app)
          if (!app) throw notFound('app')
          return route.handle({ req, record, head, app, params, pathname })
        } catch (error) {
          if (error instanceof Refusal) return error.answer
          throw error
        }
      }
      return { status: 400, body: { Message: `Unable to fetch the request scope for uri = ${pathname}` } }
    }
  }
}

/** @param {string} segment */
function decoded(segment) {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
