// Edits: the one open edit of an app, the live version's, deleting, validating and committing.
import { filterAtCommit } from './device-filter.mjs'
import { Refusal, badRequest, ifMatch, ok, refusal } from './answers.mjs'
import { targetsAnyDevice } from './targeting.mjs'
/** @typedef {import('./state.mjs').State} State */
/** @typedef {import('./state.mjs').Edit} Edit */

/** @param {Edit} edit */
export const editJson = ({ id, status }) => ({ id, status })

/** Fields a listing needs filled (not blank) before the edit can be validated and committed. */
const REQUIRED_TEXT = ['title', 'shortDescription', 'fullDescription', 'recentChanges']

/** @param {Edit} edit @returns {[string, string][]} what keeps the edit from review */
export function problems(edit) {
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
    // Words invented: the source gives the code only.
    if (apk.drmMissing) found.push(['error_apk_drm_value_missing', `APK ${apk.id} (${apk.name}) has no DRM value`])
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

/** @param {State} state @returns {[string, (call: import('./state.mjs').Call) => import('./answers.mjs').Answer][]} */
export function editRoutes({ openEdit, closeEdit, goLive, liveEdit, editOf, openEditOf }) {
  return [
    ['GET /edits', ({ app }) => (app.openEdit ? ok(editJson(app.openEdit), app.openEdit.etag) : ok({}))],
    [
      'POST /edits',
      ({ app }) => {
        if (!app.isLive)
          throw badRequest('invalid_state', "Cannot create a new 'edit' for the app in it's current state.")
        if (app.openEdit?.status === 'REVIEW') {
          // The API's own words, in its other error shape (no errors list).
          throw new Refusal({
            status: 412,
            body: {
              httpCode: 412,
              errorCode: 'error_new_version_creation_not_allowed',
              errorMessage: "Cannot create a new 'edit' for the app in it's current state."
            }
          })
        }
        if (app.openEdit) throw refusal(409, 'Conflict', ['edit_already_exists', 'An edit is already open for the app'])
        const edit = openEdit(app)
        return ok(editJson(edit), edit.etag)
      }
    ],
    [
      'GET /edits/previous',
      ({ app }) => {
        if (app.previous === 'absent') return { status: 404, body: { message: 'Not Found' } }
        if (app.previous === 'failing') return { status: 503, body: { message: 'Service Unavailable' } }
        if (!app.isLive) return ok({})
        const edit = liveEdit(app)
        return app.previous === 'other-shape' ? ok({ edit: editJson(edit) }) : ok(editJson(edit), edit.etag)
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
        closeEdit(call.app, edit, 'deleted')
        return { status: 204 }
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
        filterAtCommit(call.app, edit)
        if (call.app.review) {
          // Under review: still the edit GET /edits answers, until the console approves it.
          edit.status = 'REVIEW'
          call.app.submitted.push(edit)
        } else {
          // Approved at once: the edit is the live version's.
          goLive(call.app, edit)
          closeEdit(call.app, edit, 'live')
        }
        return ok(editJson(edit), edit.etag)
      }
    ]
  ]
}
