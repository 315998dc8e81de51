// What someone in the developer console can do between two requests; each change moves the ETags.
import { newEtag } from './answers.mjs'
import { IMAGE_TYPES } from './seeds.mjs'
import { targeting } from './targeting.mjs'
/** @typedef {import('./state.mjs').State} State */
/** @typedef {import('./state.mjs').ListingFields} ListingFields */

/** @param {State} state */
export function developerConsole(state) {
  const { edits, appNamed, openEdit, closeEdit, goLive, touch, seededImage } = state
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
    /** Opens an edit as the console does when someone starts a new version (or returns the open one). */
    openEdit(/** @type {string} */ appId) {
      const app = consoleApp(appId)
      return app.openEdit ?? openEdit(app)
    },
    /** Discards the open edit, if any. */
    deleteEdit(/** @type {string} */ appId) {
      const app = appNamed(appId)
      if (app?.openEdit?.status === 'IN_PROGRESS') closeEdit(app, app.openEdit, 'deleted')
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
      Object.assign(apk, { targeting: targeting(targets, consoleApp(appId).disabledDevices), targetingEtag: newEtag() })
      touch(edit)
    },
    /**
     * Approves the version under review (an app seeded with `review`): it goes live, its edit
     * becomes LIVE (the one live before is no longer served), and a new edit can be opened.
     */
    approve(/** @type {string} */ appId) {
      const { app, edit } = underReview(appId)
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
  }
}
