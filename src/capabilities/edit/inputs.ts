/** The names of the inputs of the capabilities that work on an app (release, status, bootstrap): one table. */
export const INPUT = {
  appId: 'app-id',
  apiBaseUrl: 'api-base-url',
  files: 'files',
  notes: 'notes',
  notesDir: 'notes-dir',
  publishAt: 'publish-at',
  submit: 'submit',
  dryRun: 'dry-run',
  openEdit: 'open-edit',
  targeting: 'targeting',
  largeUpload: 'large-upload',
  devicesLost: 'devices-lost',
  listingDir: 'listing-dir',
  addLocales: 'listing-add-locales',
  strict: 'listing-strict',
  overwrite: 'overwrite'
} as const
