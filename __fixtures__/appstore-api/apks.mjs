// The APKs of an edit: list, upload, replace, delete.
import { badRequest, ifMatch, newEtag, notFound, ok } from './answers.mjs'
import { filterOnArrival } from './device-filter.mjs'
import { markerOf } from './versions.mjs'
/** @typedef {import('./state.mjs').State} State */
/** @typedef {import('./state.mjs').Apk} Apk */
/** @typedef {import('./state.mjs').ApkFile} ApkFile */
/** @typedef {import('./state.mjs').Call} Call */
/** @typedef {import('./state.mjs').Edit} Edit */

/**
 * An APK as the API gives it: no package name, unless the app was seeded with `apkPackages`.
 * @param {Apk} apk @param {{ apkPackages: boolean }} [app]
 */
export const apkJson = ({ id, versionCode, name, package: pkg }, app) =>
  app?.apkPackages && pkg ? { id, versionCode, name, packageName: pkg } : { id, versionCode, name }

/**
 * What an upload, an attach or a replace answers, by the app's `uploadAnswer` (an uncertain fact):
 * the APK ('apk', as clients show), the APK wrapped in an object ('wrapped'), or no body ('empty').
 * @param {Apk} apk @param {import('./state.mjs').App} app
 */
export function uploadedAnswer(apk, app) {
  if (app.uploadAnswer === 'empty') return { status: 200, etag: apk.etag }
  const json = apkJson(apk, app)
  return ok(app.uploadAnswer === 'wrapped' ? { apk: json } : json, apk.etag)
}

/** @param {Edit} edit @param {Call} call */
export function apkOf(edit, { params }) {
  const apk = edit.apks.find((candidate) => candidate.id === params.apk)
  if (!apk) throw notFound('apk')
  return apk
}

/** @param {Call} call @returns {ApkFile} */
export function fileOf({ req, record }) {
  if (record.bytes === 0) throw badRequest('invalid_input', 'The APK file is empty')
  return {
    sha256: record.sha256,
    bytes: record.bytes,
    contentType: record.contentType,
    fileName: String(req.headers.filename ?? '')
  }
}

/** @param {State} state @returns {[string, (call: Call) => import('./answers.mjs').Answer][]} */
export function apkRoutes({ addApk, touch, versionCodeOf, editOf, openEditOf, refuseVersion }) {
  return [
    [
      'GET /edits/:edit/apks',
      (call) => {
        const list = editOf(call).apks.map((apk) => apkJson(apk, call.app))
        return ok(call.app.singleApkAsObject && list.length === 1 ? list[0] : list)
      }
    ],
    [
      'POST /edits/:edit/apks/upload',
      (call) => {
        const apk = addApk(openEditOf(call), fileOf(call), call.head)
        filterOnArrival(call.app, apk, call.body, 'upload')
        return uploadedAnswer(apk, call.app)
      }
    ],
    [
      'GET /edits/:edit/apks/:apk',
      (call) => {
        const apk = apkOf(editOf(call), call)
        return ok(apkJson(apk, call.app), apk.etag)
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
        // Words invented: the source gives the code only.
        if (call.app.appBundle) throw badRequest('error_invalid_asset_id', `Invalid asset id: ${apk.id}`)
        const file = fileOf(call)
        const { minSdk } = markerOf(call.head)
        const versionCode = versionCodeOf(call.head)
        refuseVersion(call.app, edit, { versionCode, minSdk }, apk)
        Object.assign(apk, {
          versionCode,
          minSdk,
          name: file.fileName || apk.name,
          // The stand-in reads no package from the bytes: the replaced APK's is forgotten.
          package: undefined,
          file,
          etag: newEtag()
        })
        filterOnArrival(call.app, apk, call.body, 'replace')
        touch(edit)
        return uploadedAnswer(apk, call.app)
      }
    ]
  ]
}
