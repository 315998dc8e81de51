// The version rules the Appstore applies to an APK uploaded, attached or replacing another, where a
// public source states them (docs/api-notes.md, "Version codes"):
//  - a versionCode is never reused: not a live APK's, not another APK's of the edit (the console
//    help; the words of the refusal are invented, as no source quotes them);
//  - among the APKs of a version, a higher minSdkVersion needs a higher versionCode: refused with
//    the words of Amazon's forum post "MultiBinary: Submission Error". Compared only where both
//    minSdk are known (a marked APK's, a live APK seeded with `minSdk`).
import { badRequest } from './answers.mjs'
/** @typedef {import('./state.mjs').Apk} Apk */
/** @typedef {import('./state.mjs').App} App */
/** @typedef {import('./state.mjs').Edit} Edit */

/**
 * What the marker of a test APK says (bytes.mjs markedApk): `versionCode=NNN\n`, then `minSdk=NN\n`.
 * @param {Buffer} head the first bytes of the body
 * @returns {{ versionCode?: number, minSdk?: number }}
 */
export function markerOf(head) {
  const marker = /^versionCode=(\d+)\n(?:minSdk=(\d+)\n)?/.exec(head.toString('latin1'))
  if (!marker) return {}
  return { versionCode: Number(marker[1]), ...(marker[2] === undefined ? {} : { minSdk: Number(marker[2]) }) }
}

/**
 * Throws the refusal of an APK with this versionCode and minSdk in the edit, in place of `replaced`
 * (a replace) or beside the edit's APKs (an upload or attach).
 * @param {App} app @param {Edit} edit @param {{ versionCode: number, minSdk?: number }} candidate @param {Apk} [replaced]
 */
export function refuseVersion(app, edit, { versionCode, minSdk }, replaced) {
  const others = edit.apks.filter((apk) => apk !== replaced)
  const reused = [...app.live.apks, ...others].find((apk) => apk.versionCode === versionCode)
  if (reused) {
    throw badRequest(
      'invalid_input',
      `Failed to upload binary. The version code ${versionCode} is already used by another binary.`
    )
  }
  if (minSdk === undefined) return
  for (const apk of others) {
    if (apk.minSdk === undefined || apk.minSdk === minSdk) continue
    const [high, low] = apk.minSdk > minSdk ? [apk, { versionCode, minSdk }] : [{ versionCode, minSdk }, apk]
    if (high.versionCode < low.versionCode) {
      throw badRequest(
        'invalid_input',
        'Failed to upload binary. Higher minimum Android API level requires higher version code. The binary you ' +
          `just uploaded with version code: ${versionCode} and minSDK version: ${minSdk}, conflicts with an existing ` +
          `binary with version code: ${apk.versionCode} and minSDK version: ${apk.minSdk}`
      )
    }
  }
}
