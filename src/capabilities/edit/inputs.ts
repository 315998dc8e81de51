/** The names of the inputs of the capabilities that work in an edit (release, bootstrap): one table. */
export const INPUT = {
  appId: 'app-id',
  apiBaseUrl: 'api-base-url',
  files: 'release-files',
  notes: 'release-notes',
  notesDir: 'release-notes-dir',
  publishAt: 'release-publish-at',
  submit: 'release-submit',
  dryRun: 'release-dry-run',
  openEdit: 'release-open-edit',
  targeting: 'release-targeting',
  largeUpload: 'release-large-upload',
  listingDir: 'listing-dir',
  addLocales: 'listing-add-locales',
  strict: 'listing-strict',
  bootstrap: 'listing-bootstrap',
  status: 'release-status'
} as const

/** The inputs of a release that change the store: none goes with a bootstrap, each asks for a release. */
export const CHANGING_INPUTS = [
  INPUT.files,
  INPUT.notes,
  INPUT.notesDir,
  INPUT.publishAt,
  INPUT.submit,
  INPUT.dryRun
] as const
