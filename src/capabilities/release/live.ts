/**
 * The release files against the app as it is live, before the run opens or touches any edit: an
 * APK of another package, or a versionCode not above the highest live one, is refused here, so a
 * refusal leaves every edit as it was (GET requests only). The open edit's APKs are not compared:
 * they may be this release's own, uploaded by a run that failed later (a rerun must converge).
 */
import { refuseAgainstLive } from '../../android/preflight.js'
import type { SubmissionApi } from '../../appstore/submission/index.js'
import type { Journal } from '../edit/journal.js'
import type { ApkFile } from './files.js'

export async function checkAgainstLive(api: SubmissionApi, files: readonly ApkFile[], journal: Journal): Promise<void> {
  journal.begin('checking the files against the live version')
  const live = await api.edits.previous()
  if (!live || live.apks.length === 0) {
    journal.row('Live version', 'none (the app has no live APK): nothing to compare the files with')
    return
  }
  const notes = refuseAgainstLive(
    files.map((file) => file.manifest),
    live.apks
  )
  for (const note of notes) journal.row('Live version', note)
  const codes = live.apks.map((apk) => apk.versionCode || '?').join(', ')
  journal.finished(
    'Live version',
    `${live.edit.id}, versionCode ${codes}: every file's versionCode is above, ` +
      (notes.some((note) => note.includes('no package name')) ? 'the package not compared' : 'the same package')
  )
}
