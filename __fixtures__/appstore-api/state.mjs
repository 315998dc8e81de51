// The App Submission API's state: the apps with their live version and edits, and what every
// route does to them (open, close, go live, change). The routes of each resource are in a module
// of their own; router.mjs puts them together.
import { createHash, randomBytes } from 'node:crypto'
import { badRequest, newEtag, notFound } from './answers.mjs'
import { AMAZON_DEVICES, DEFAULT_APKS, DEFAULT_DETAILS, DEFAULT_LISTINGS, IMAGE_TYPES } from './seeds.mjs'
import { TEST_PACKAGE } from './bytes.mjs'
import { targeting } from './targeting.mjs'
import { markerOf, refuseVersion } from './versions.mjs'

/**
 * @typedef {{ method?: string, path?: string | RegExp | { test(path: string): boolean } }} FaultMatch
 * @typedef {{ status?: number, body?: string, headers?: Record<string, string>, hang?: boolean, destroy?: boolean, drop?: boolean, match?: FaultMatch, before?: (request: Recorded) => void, wait?: Promise<unknown> }} Fault
 *   wait: the answer (the API's, or the fault's) waits for it.
 * @typedef {{ method: string, path: string, headers: import('node:http').IncomingHttpHeaders, bytes: number, sha256: string, text: string, contentType: string, route?: string, multipart?: import('./multipart.mjs').Multipart }} Recorded
 *
 * @typedef {'TARGETING' | 'NOT_TARGETING' | 'DISABLED'} TargetingStatus
 * @typedef {{ reason?: string | null, details?: string[] }} Reason Why a device is DISABLED for an APK.
 * @typedef {{ id: string, name: string, status: TargetingStatus, reason: Reason | null }} Device
 * @typedef {{ amazonDevices: Device[], nonAmazonDevices: Device[], otherAndroidDevices: string | null }} Targeting
 *   As PUT, unknown fields kept (of the object and of each device).
 * @typedef {{ sha256: string, bytes: number, contentType: string, fileName: string, multipart?: boolean }} ApkFile
 *   multipart: set for a large upload only, whether its body was multipart/form-data.
 * @typedef {{ id: string, versionCode: number, name: string, package?: string, versionName?: string, minSdk?: number, etag: string, targeting: Targeting, targetingEtag: string, file: ApkFile | null, drmMissing?: boolean, incompatible?: Record<string, Reason> }} Apk
 *   incompatible: the devices the APK's bytes cannot run on, as the device filter read them (device-filter.mjs).
 * @typedef {{ language: string, title: string, fullDescription: string, shortDescription: string, recentChanges: string, featureBullets: string[], keywords: string[] }} ListingFields
 * @typedef {{ id: string, sha256: string, bytes: number, contentType: string, fileName: string }} Image
 * @typedef {ListingFields & { etag: string }} Listing
 * @typedef {{ list: Image[], etag: string }} ImageList The images of one type of one listing, and the list's ETag.
 * @typedef {{ defaultLanguage: string, contactWebsite: string, contactEmail: string, contactPhone: string }} Details
 * @typedef {{ publishingDate?: { dateTime: string, zoneId: string } | null }} Availability As PUT, unknown fields kept.
 * @typedef {{ apks: Apk[], listings: Record<string, Listing>, images: Record<string, Record<string, ImageList>>, details: Details, detailsEtag: string, availability: Availability, availabilityEtag: string }} Version
 * @typedef {'IN_PROGRESS' | 'REVIEW' | 'LIVE'} EditStatus The statuses sources show; no other.
 * @typedef {Version & { id: string, appId: string, status: EditStatus, etag: string }} Edit
 * @typedef {{ file: ApkFile, head: Buffer, edit: string, attempts: number }} LargeUpload
 * @typedef {'answers' | 'absent' | 'failing' | 'other-shape'} Previous How GET /edits/previous answers,
 *   an uncertain fact (one public client): 'answers' as that client shows (the default); 'absent': 404,
 *   as if the API had no such endpoint; 'failing': 503 every time; 'other-shape': 200 with JSON of
 *   another shape (the edit wrapped in an object).
 * @typedef {404 | 400 | undefined} EmptyImageList How GET of an image type's list answers while the type
 *   holds no image, an uncertain fact (one public client): {images: []} with the list's ETag (undefined,
 *   the default), or 404 / 400 as that client shows, with no ETag; the first upload to such a type
 *   then needs If-Match with the listing's ETag (none is 400 "If-Match header is required").
 * @typedef {'apk' | 'wrapped' | 'empty'} UploadAnswer What an APK upload, attach or replace answers,
 *   known from clients only: the APK (the default), the APK wrapped in an object ({apk}), or no body.
 * @typedef {{ id: string, packageName?: string, isLive: boolean, apkPackages: boolean, singleApkAsObject: boolean, clearRecentChanges: boolean, review: boolean, attachNotReady: number, attachNotReadyStatus: number, disabledDevices: Record<string, Reason>, imageAnswer: 'image' | 'id', refuseImagePng: boolean, emptyImageList: EmptyImageList, previous: Previous, uploadAnswer: UploadAnswer, appBundle: boolean, deviceFilter: import('./device-filter.mjs').FilterMoment[] | undefined, live: Version & { id: string, etag: string }, openEdit: Edit | undefined, submitted: Edit[], deleted: Edit[], uploads: Map<string, LargeUpload> }} App
 *   openEdit: the edit GET /edits answers (IN_PROGRESS, or REVIEW once committed when `review`).
 *   submitted: the committed edits (REVIEW, or LIVE); only the one under review and the one live
 *   now are served, as no source shows what an earlier version's edit answers. deleted: as they
 *   were when deleted, no longer served.
 *
 * @typedef {{ id?: string, versionCode?: number, name?: string, package?: string, versionName?: string, minSdk?: number, targets?: string[] }} ApkSeed
 *   targets: ids of AMAZON_DEVICES to target, and 'otherAndroidDevices' to turn that on; default all
 *   of AMAZON_DEVICES; [] for none. package, versionName:
 *   what the live APK's manifest says (package: TEST_PACKAGE by default); the API answers the package
 *   only for an app seeded with `apkPackages`.
 * @typedef {{ id: string, packageName?: string, isLive?: boolean, apkPackages?: boolean, singleApkAsObject?: boolean, clearRecentChanges?: boolean, review?: boolean, attachNotReady?: number, attachNotReadyStatus?: number, disabledDevices?: Record<string, Reason>, imageAnswer?: 'image' | 'id', refuseImagePng?: boolean, emptyImageList?: EmptyImageList, previous?: Previous, uploadAnswer?: UploadAnswer, appBundle?: boolean, deviceFilter?: import('./device-filter.mjs').FilterMoment[], apks?: ApkSeed[], listings?: Record<string, Partial<ListingFields>>, images?: Record<string, Record<string, (string | Buffer)[]>>, details?: Partial<Details>, availability?: Availability }} AppSeed
 *   packageName: a second name the app answers under. apkPackages: the APKs' JSON holds their
 *   packageName (the real API's gives none: default false). singleApkAsObject: GET /apks answers one APK
 *   as an object, not an array (the quirk). listings: per locale, missing fields from DEFAULT_LISTINGS['en-US'].
 *   review: a commit sends the edit to REVIEW (see the header); default false. attachNotReady: how
 *   many times POST /apks/attach answers errorCode asset_not_ready for each file before it
 *   succeeds; default 1. attachNotReadyStatus: the HTTP status of that answer (no source shows it);
 *   default 400. disabledDevices: ids of AMAZON_DEVICES that are DISABLED (with the reason) for
 *   every APK of the app, seeded, uploaded or set in the console; default none. imageAnswer: an image upload answers `{image: {id}}` ('image', the default) or `{id}`
 *   ('id'): clients show both. refuseImagePng: an image upload sent as `image/png` is refused (400),
 *   as clients saw before they moved to application/octet-stream; default false. images: per locale and image type, the bytes of the live images (as PNG). details:
 *   over DEFAULT_DETAILS. availability: default {} (no publishing date). appBundle: the live version
 *   was built by Amazon from an app bundle [1 src], so its APKs are Amazon's: PUT …/replace answers
 *   error_invalid_asset_id, and an APK uploaded through the API lacks a DRM setting, so validate and
 *   commit answer error_apk_drm_value_missing; default false. deviceFilter: the moments ('upload',
 *   'replace', 'commit') at which the targeting answers disable the devices an APK's bytes cannot
 *   run on (device-filter.mjs); default none, the switch off.
 *
 * @typedef {{ req: import('node:http').IncomingMessage, record: Recorded, head: Buffer, body?: Buffer, app: App, params: Record<string, string>, pathname: string }} Call
 *   body: the whole body, when it was small enough for the stand-in to keep (64 KiB).
 */

/**
 * The apps and edits, made from the seeds, and what changes them.
 * @param {(string | AppSeed)[]} seeds
 */
export function submissionState(seeds) {
  let apkCount = 0
  let versionCount = 999
  let imageCount = 0
  /** @type {Map<string, App>} */
  const apps = new Map()
  /** @type {Map<string, Edit>} */
  const edits = new Map()

  /** @param {Buffer} head the first bytes of the body */
  const versionCodeOf = (head) => markerOf(head).versionCode ?? ++versionCount
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
      package: apk.package ?? TEST_PACKAGE,
      ...(apk.versionName === undefined ? {} : { versionName: apk.versionName }),
      ...(apk.minSdk === undefined ? {} : { minSdk: apk.minSdk }),
      etag: newEtag(),
      targeting: targeting(apk.targets ?? AMAZON_DEVICES.map((device) => device.id), rest.disabledDevices),
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
      apkPackages: rest.apkPackages ?? false,
      singleApkAsObject: rest.singleApkAsObject ?? false,
      clearRecentChanges: rest.clearRecentChanges ?? true,
      review: rest.review ?? false,
      attachNotReady: rest.attachNotReady ?? 1,
      attachNotReadyStatus: rest.attachNotReadyStatus ?? 400,
      disabledDevices: structuredClone(rest.disabledDevices ?? {}),
      imageAnswer: rest.imageAnswer ?? 'image',
      refuseImagePng: rest.refuseImagePng ?? false,
      emptyImageList: rest.emptyImageList,
      previous: rest.previous ?? 'answers',
      uploadAnswer: rest.uploadAnswer ?? 'apk',
      appBundle: rest.appBundle ?? false,
      deviceFilter: rest.deviceFilter,
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

  /** @param {App} app @param {Edit} edit @param {'live' | 'deleted'} how it closed: it went live, or was deleted */
  function closeEdit(app, edit, how) {
    if (how === 'live') edit.status = 'LIVE'
    app.openEdit = undefined
    edits.delete(app.id)
    ;(how === 'live' ? app.submitted : app.deleted).push(edit)
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

  /**
   * @param {Edit} edit
   * @param {ApkFile} file
   * @param {Buffer} head the first bytes of the file
   * @returns {Apk} a new APK of the edit: no targeting until it is set
   */
  function addApk(edit, file, head) {
    const { minSdk } = markerOf(head)
    const versionCode = versionCodeOf(head)
    const app = apps.get(edit.appId)
    if (app) refuseVersion(app, edit, { versionCode, minSdk })
    /** @type {Apk} */
    const apk = {
      id: nextApkId(),
      versionCode,
      ...(minSdk === undefined ? {} : { minSdk }),
      name: file.fileName || `APK${edit.apks.length + 1}`,
      etag: newEtag(),
      targeting: targeting([], apps.get(edit.appId)?.disabledDevices),
      targetingEtag: newEtag(),
      file,
      ...(app?.appBundle ? { drmMissing: true } : {})
    }
    edit.apks.push(apk)
    touch(edit)
    return apk
  }

  /** @param {Call} call the edit of the URL, whatever its status (the live version's too) */
  function editOf({ app, params }) {
    const served = app.submitted.filter((candidate) => candidate.status === 'REVIEW' || candidate.id === app.live.id)
    const edit =
      [app.openEdit, ...served].find((candidate) => candidate?.id === params.edit) ??
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

  /** @param {string} idOrPackage */
  const appNamed = (idOrPackage) =>
    apps.get(idOrPackage) ?? [...apps.values()].find((app) => app.packageName && app.packageName === idOrPackage)

  return {
    apps,
    edits,
    appNamed,
    versionCodeOf,
    nextImageId,
    seededImage,
    newListing,
    newImageLists,
    openEdit,
    closeEdit,
    goLive,
    liveEdit,
    touch,
    addApk,
    editOf,
    openEditOf,
    refuseVersion
  }
}

/** @typedef {ReturnType<typeof submissionState>} State */
