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
//  - Each app has a live version (APKs with targeting, listings per locale). An edit opened on it
//    starts as a copy of that version, with every listing's recentChanges emptied (seed
//    `clearRecentChanges: false` keeps the live notes). One open edit per app; committing it makes
//    it the live version and the edit SUBMITTED, after which a new edit can be opened.
//  - ETags: the edit, each APK, each APK's targeting and each listing have their own. The edit's
//    changes with every change inside it; an APK's when it is replaced; targeting's and a
//    listing's when PUT. Every PUT, DELETE and the commit need If-Match: none is 400
//    required_data_absent, a stale one 412.
//  - versionCode of an uploaded or replacing APK: when its bytes start with the marker
//    `versionCode=NNN\n` (see markedApk), NNN; otherwise the next number of a counter that starts
//    at 1000 for each server. The APK's name is the `fileName` header, else the name it had
//    (replace) or APK<n> (upload, n its position in the edit).
//  - A URI no route matches (a blank segment such as /edits//apks, a wrong method, an unknown
//    resource) answers 400 {"Message":"Unable to fetch the request scope for uri = <path>"}. Routes the
//    API has but the stand-in does not model (images, details, availability, large uploads) 501.
//  - Errors are {httpCode, message, errors: [{errorCode, errorMessage}]}. Invented here, where
//    APPSTORE-API.md has nothing: 409 edit_already_exists, 412 precondition_failed, 400 invalid_state
//    (app not live; a change to an edit no longer in progress), 400 invalid_input "No edit|apk|listing
//    found with the entered Inputs" (after the app's message), invalid_input for an empty APK body or
//    a malformed JSON body, the validation codes error_edit_must_have_atleast1_apk and
//    error_listing_incomplete, and what validate answers when valid (the edit, with its ETag).
//
// Misbehaving: `faults` is a queue; each request takes the first fault whose `match` (method and
// path, a string for the exact pathname or a RegExp) fits it, or that has no match. A fault answers
// {status, body, headers} instead of the API, hangs, destroys the socket, or (`drop`) lets the API do
// the request and then destroys the socket instead of answering: done, but the answer lost. `before`
// runs first and, alone, lets the request through, e.g. to act as someone in the console between two calls:
//   api.faults.push({ match: { method: 'POST', path: /\/edits$/ }, before: () => api.console.openEdit(app) })
//   api.faults.push({ match: { method: 'PUT', path: /\/listings\/de-DE$/ }, before: () => api.console.changeListing(app, 'de-DE') })
//
// For assertions: `apps` (by id: live version, openEdit, submitted and deleted edits), `edits` (the
// open edit of each app), `requests` (each with its route, content type, size and sha256), and
// `console` (openEdit, deleteEdit, changeListing, changeApk, removeApks, setTargeting).
import { createHash, randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import { Readable } from 'node:stream'
import { crc32 } from 'node:zlib'

/**
 * @typedef {{ method?: string, path?: string | RegExp }} FaultMatch
 * @typedef {{ status?: number, body?: string, headers?: Record<string, string>, hang?: boolean, destroy?: boolean, drop?: boolean, match?: FaultMatch, before?: (request: Recorded) => void }} Fault
 * @typedef {{ method: string, path: string, headers: import('node:http').IncomingHttpHeaders, bytes: number, sha256: string, text: string, contentType: string, route?: string }} Recorded
 *
 * @typedef {'TARGETING' | 'NOT_TARGETING'} TargetingStatus
 * @typedef {{ id: string, name: string, status: TargetingStatus, reason: { reason?: string | null, details?: string[] } | null }} Device
 * @typedef {{ amazonDevices: Device[], nonAmazonDevices: Device[], otherAndroidDevices: string | null }} Targeting
 * @typedef {{ sha256: string, bytes: number, contentType: string, fileName: string }} ApkFile
 * @typedef {{ id: string, versionCode: number, name: string, etag: string, targeting: Targeting, targetingEtag: string, file: ApkFile | null }} Apk
 * @typedef {{ language: string, title: string, fullDescription: string, shortDescription: string, recentChanges: string, featureBullets: string[], keywords: string[] }} ListingFields
 * @typedef {ListingFields & { etag: string }} Listing
 * @typedef {{ apks: Apk[], listings: Record<string, Listing> }} Version
 * @typedef {Version & { id: string, appId: string, status: 'IN_PROGRESS' | 'SUBMITTED' | 'DELETED', etag: string }} Edit
 * @typedef {{ id: string, packageName?: string, isLive: boolean, singleApkAsObject: boolean, clearRecentChanges: boolean, live: Version, openEdit: Edit | undefined, submitted: Edit[], deleted: Edit[] }} App
 *
 * @typedef {{ id?: string, versionCode?: number, name?: string, targets?: string[] }} ApkSeed
 *   targets: ids of AMAZON_DEVICES to target; default all of them; [] for none.
 * @typedef {{ id: string, packageName?: string, isLive?: boolean, singleApkAsObject?: boolean, clearRecentChanges?: boolean, apks?: ApkSeed[], listings?: Record<string, Partial<ListingFields>> }} AppSeed
 *   packageName: a second name the app answers under. singleApkAsObject: GET /apks answers one APK
 *   as an object, not an array (the quirk). listings: per locale, missing fields from DEFAULT_LISTINGS['en-US'].
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
 * @param {{ reports?: Record<string, string>, apps?: (string | AppSeed)[] }} [options] reports: report
 *   type/YYYY/MM -> pre-signed link; apps: the apps that exist, by id (default seed) or seed
 */
export async function startAppstoreApi(tokenService, options = {}) {
  /** @type {Fault[]} */
  const faults = []
  /** @type {Recorded[]} */
  const requests = []
  const expired = new Set()
  const reports = options.reports ?? {}
  const submission = appSubmission(options.apps ?? DEFAULT_APPS)

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    const hash = createHash('sha256')
    let bytes = 0
    const kept = []
    const head = []
    for await (const chunk of req) {
      hash.update(chunk)
      if (bytes < 64) head.push(chunk.subarray(0, 64 - bytes))
      bytes += chunk.length
      if (bytes <= 64 * 1024) kept.push(chunk)
    }
    /** @type {Recorded} */
    const record = {
      method: req.method ?? '',
      path: url.pathname + url.search,
      headers: req.headers,
      bytes,
      sha256: hash.digest('hex'),
      text: Buffer.concat(kept).toString('utf8'),
      contentType: String(req.headers['content-type'] ?? '')
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
    if ((match = /^\/download\/report\/([^/]+)\/(\d{4})\/(\d{2})$/.exec(url.pathname))) {
      const link = reports[`${match[1]}/${match[2]}/${match[3]}`]
      if (!link) return json(400, { message: 'Report not found' })
      res.writeHead(200, { 'Content-Type': 'text/plain' })
      return void res.end(link)
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

/** @param {Targeting} value */
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

/**
 * The App Submission API's state and routes.
 * @param {(string | AppSeed)[]} seeds
 */
function appSubmission(seeds) {
  let apkCount = 0
  let versionCount = 999
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
    for (const [language, fields] of Object.entries(rest.listings ?? DEFAULT_LISTINGS)) {
      listings[language] = { ...DEFAULT_LISTINGS['en-US'], ...fields, language, etag: newEtag() }
    }
    apps.set(id, {
      id,
      packageName,
      isLive: rest.isLive ?? true,
      singleApkAsObject: rest.singleApkAsObject ?? false,
      clearRecentChanges: rest.clearRecentChanges ?? true,
      live: { apks, listings },
      openEdit: undefined,
      submitted: [],
      deleted: []
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
    /** @type {Edit} */
    const edit = {
      id: `amzn1.devportal.apprelease.${randomBytes(16).toString('hex')}`,
      appId: app.id,
      status: 'IN_PROGRESS',
      etag: newEtag(),
      ...copy
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
   * @typedef {{ req: import('node:http').IncomingMessage, record: Recorded, head: Buffer, app: App, params: Record<string, string> }} Call
   */

  /** @param {Call} call the edit of the URL, whatever its status */
  function editOf({ app, params }) {
    const edit = [app.openEdit, ...app.submitted].find((candidate) => candidate?.id === params.edit)
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
  /** @param {Call} call @param {string} language @returns {ListingFields} the whole listing, or a refusal */
  function listingFrom(call, language) {
    const body = jsonOf(call)
    /** @type {[string, string][]} */
    const errors = []
    for (const [field, type] of Object.entries(LISTING_FIELDS)) {
      const value = body[field]
      if (value === undefined || value === null) errors.push(['required_data_absent', `'${field}' is required`])
      else if (type === 'string' && typeof value !== 'string')
        errors.push(['invalid_input', `'${field}' must be a string`])
      else if (type === 'strings' && !(Array.isArray(value) && value.every((item) => typeof item === 'string'))) {
        errors.push(['invalid_input', `'${field}' must be an array of strings`])
      }
    }
    if (typeof body.language === 'string' && body.language !== language) {
      errors.push(['invalid_input', `'language' must be '${language}', the language of the URL`])
    }
    if (errors.length) throw refusal(400, 'Bad Request', ...errors)
    return /** @type {ListingFields} */ (
      Object.fromEntries(Object.keys(LISTING_FIELDS).map((field) => [field, body[field]]))
    )
  }
  /** @param {Call} call @returns {Targeting} the whole targeting, or a refusal */
  function targetingFrom(call) {
    const body = jsonOf(call)
    if (!Array.isArray(body.amazonDevices) || !Array.isArray(body.nonAmazonDevices)) {
      throw badRequest('required_data_absent', "'amazonDevices' and 'nonAmazonDevices' are required")
    }
    const statuses = new Map()
    for (const device of [...body.amazonDevices, ...body.nonAmazonDevices]) {
      if (!['TARGETING', 'NOT_TARGETING'].includes(device?.status)) {
        throw badRequest('invalid_input', `Device ${device?.id}: status must be TARGETING or NOT_TARGETING`)
      }
    }
    for (const device of body.amazonDevices) {
      if (!AMAZON_DEVICES.some(({ id }) => id === device.id))
        throw badRequest('invalid_input', `Unknown device ${device.id}`)
      statuses.set(device.id, device.status)
    }
    const value = targeting([])
    for (const device of value.amazonDevices) device.status = statuses.get(device.id) ?? 'NOT_TARGETING'
    value.nonAmazonDevices = structuredClone(body.nonAmazonDevices)
    value.otherAndroidDevices = typeof body.otherAndroidDevices === 'string' ? body.otherAndroidDevices : null
    return value
  }

  /** @type {(body: unknown, etag?: string) => Answer} */
  const ok = (body, etag) => ({ status: 200, body, etag })

  /** @type {[string, (call: Call) => Answer][]} method and path under the app path, handler */
  const table = [
    ['GET /edits', ({ app }) => (app.openEdit ? ok(editJson(app.openEdit), app.openEdit.etag) : ok({}))],
    [
      'POST /edits',
      ({ app }) => {
        if (!app.isLive)
          throw badRequest('invalid_state', "Cannot create a new 'edit' for the app in it's current state.")
        if (app.openEdit) throw refusal(409, 'Conflict', ['edit_already_exists', 'An edit is already open for the app'])
        const edit = openEdit(app)
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
        const edit = openEditOf(call)
        const file = fileOf(call)
        /** @type {Apk} */
        const apk = {
          id: nextApkId(),
          versionCode: versionCodeOf(call.head),
          name: file.fileName || `APK${edit.apks.length + 1}`,
          etag: newEtag(),
          targeting: targeting([]),
          targetingEtag: newEtag(),
          file
        }
        edit.apks.push(apk)
        touch(edit)
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
        const listing = listingOf(edit, call)
        ifMatch(call, listing.etag)
        Object.assign(listing, listingFrom(call, listing.language), { etag: newEtag() })
        touch(edit)
        return ok(listingJson(listing), listing.etag)
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
        call.app.live = structuredClone({ apks: edit.apks, listings: edit.listings })
        closeEdit(call.app, edit, 'SUBMITTED')
        return ok(editJson(edit), edit.etag)
      }
    ],
    ...[
      'GET /edits/:edit/details',
      'PUT /edits/:edit/details',
      'GET /edits/:edit/availability',
      'PUT /edits/:edit/availability',
      'GET /edits/:edit/listings/:lang/:type',
      'DELETE /edits/:edit/listings/:lang/:type',
      'POST /edits/:edit/listings/:lang/:type/upload',
      'POST /edits/:edit/apks/large/upload',
      'POST /edits/:edit/apks/attach'
    ].map(
      (spec) =>
        /** @type {[string, (call: Call) => Answer]} */ ([
          spec,
          () => ({ status: 501, body: { message: `The stand-in does not model ${spec}` } })
        ])
    )
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

  /** @param {string} appId an app with an open edit, for the console's changes */
  function consoleEdit(appId) {
    const edit = appNamed(appId)?.openEdit
    if (!edit) throw new Error(`No open edit for ${appId}`)
    return edit
  }

  return {
    apps,
    edits,
    console: {
      /** Opens an edit as the console does when someone starts a new version (or returns the open one). */
      openEdit(/** @type {string} */ appId) {
        const app = appNamed(appId)
        if (!app) throw new Error(`No app ${appId}`)
        return app.openEdit ?? openEdit(app)
      },
      /** Discards the open edit, if any. */
      deleteEdit(/** @type {string} */ appId) {
        const app = appNamed(appId)
        if (app?.openEdit) closeEdit(app, app.openEdit, 'DELETED')
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
          return route.handle({ req, record, head, app, params })
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
