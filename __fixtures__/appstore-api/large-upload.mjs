// The large upload: the APK sent on its own (raw or multipart/form-data), then attached to the edit.
import { randomBytes } from 'node:crypto'
import { Refusal, badRequest, jsonOf, notFound, ok } from './answers.mjs'
import { fileOf, uploadedAnswer } from './apks.mjs'
/** @typedef {import('./state.mjs').State} State */
/** @typedef {import('./state.mjs').ApkFile} ApkFile */
/** @typedef {import('./state.mjs').Call} Call */

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

/** @param {State} state @returns {[string, (call: Call) => import('./answers.mjs').Answer][]} */
export function largeUploadRoutes({ addApk, openEditOf }) {
  return [
    [
      'POST /edits/:edit/apks/large/upload',
      (call) => {
        const edit = openEditOf(call)
        const { file, head } = largeFileOf(call)
        const fileId = `amzn1.devportal.assetupload.${randomBytes(12).toString('hex')}`
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
          const status = call.app.attachNotReadyStatus
          throw new Refusal({
            status,
            body: {
              httpCode: status,
              errorCode: 'asset_not_ready',
              errorMessage: 'The uploaded asset is still being processed'
            }
          })
        }
        call.app.uploads.delete(fileId)
        const apk = addApk(edit, upload.file, upload.head)
        return uploadedAnswer(apk, call.app)
      }
    ]
  ]
}
