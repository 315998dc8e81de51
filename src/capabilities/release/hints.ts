/**
 * What to do about the refusals release users meet, from the API's status, codes and text, and the
 * stage that met them (the journal's, such as 'adding the fr-FR listing').
 */
import type { ApiFailure } from '../../appstore/errors.js'

const HINTS: { when: (failure: ApiFailure, stage: string) => boolean; hint: string }[] = [
  {
    // Its 412 is about the app's state (a version under review, incomplete or suppressed), not a stale ETag.
    when: (failure) =>
      /Cannot create a new 'edit'/i.test(failure.text) ||
      failure.codes.includes('error_new_version_creation_not_allowed'),
    hint:
      'the API opens an edit only for an app that is live, with no version under review: submit the ' +
      "app's first version in the developer console, or wait until the version under review is out (or withdraw it)."
  },
  {
    when: (failure) => /No app found/i.test(failure.text),
    hint:
      "check 'app-id': it is the App ID (amzn1.devportal.mobileapp.…) on the app's page in the developer " +
      'console, of the developer account the security profile belongs to.'
  },
  {
    // What one public source met after a version built from an app bundle (docs/api-notes.md).
    when: (failure) => failure.codes.includes('error_invalid_asset_id'),
    hint:
      "error_invalid_asset_id most likely means the live APKs were made by Amazon from an app bundle (AAB): they are Amazon's " +
      "own, and the API cannot replace them. Make this app's first APK update in the developer console; " +
      'releases after it can replace its APKs here.'
  },
  {
    when: (failure) => failure.codes.includes('error_apk_drm_value_missing'),
    hint:
      'error_apk_drm_value_missing most likely means this is the first APK uploaded through the API after a version ' +
      'built from an app bundle (AAB), and it lacks the DRM setting that the developer console sets. Make this ' +
      "app's first APK update after the app bundle in the developer console; releases after it can go through here."
  },
  {
    when: (failure) => failure.status === 412,
    hint:
      'the resource changed after it was read: someone changed the edit in the developer console, or ' +
      'another run worked on it at the same time. Rerun the step, and put release jobs of one app in one ' +
      '`concurrency:` group so that they never overlap.'
  },
  {
    when: (failure) => failure.codes.includes('error_apk_must_target_atleast1_device'),
    hint:
      'an APK uploaded as a new one targets no device yet: set its device targeting in the developer ' +
      'console, then submit there or rerun the step.'
  },
  {
    // error_release_notes_incomplete: a code users met (docs/api-notes.md); the other, the stand-in's.
    when: (failure) =>
      failure.codes.includes('error_release_notes_incomplete') ||
      failure.codes.includes('error_listing_incomplete') ||
      /Incomplete/.test(failure.text),
    hint:
      'a listing is incomplete: release notes (recentChanges) are needed for every locale, so give ' +
      "'notes', 'notes-dir' or <locale>/changelogs/ in 'listing-dir'; other fields are filled in the developer console."
  },
  {
    // A listing the edit lacks has no ETag to read, so a rerun would be refused the same way
    // (a PUT that adds a listing may want one: docs/api-notes.md).
    when: (failure, stage) => failure.codes.includes('required_data_absent') && /^adding the \S+ listing$/.test(stage),
    hint:
      'the API wants an ETag to add this listing, which no read of a listing the edit lacks can give: add the ' +
      "language in the developer console (a rerun then updates its listing), or set 'listing-add-locales' to false."
  },
  {
    when: (failure) => failure.codes.includes('required_data_absent'),
    hint:
      "the API asks for data it requires (its message says what). Fill a listing field in 'listing-dir' or the " +
      'developer console; for If-Match, rerun the step so that the resource is read afresh, and report it if it ' +
      'repeats.'
  },
  {
    when: (failure) => /Unable to fetch the request scope for uri/i.test(failure.text),
    hint: "the API has no such resource: check 'app-id' and 'api-base-url'."
  }
]

export function hintFor(failure: ApiFailure, stage: string): string | undefined {
  return HINTS.find(({ when }) => when(failure, stage))?.hint
}
