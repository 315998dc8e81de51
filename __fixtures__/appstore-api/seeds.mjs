// What the stand-in's apps hold when a test seeds them with no more than an id.
/** @typedef {import('./state.mjs').ApkSeed} ApkSeed */
/** @typedef {import('./state.mjs').ListingFields} ListingFields */

export const DEFAULT_APPS = ['amzn1.devportal.mobileapp.demo', 'amzn1.devportal.mobileapp.e2e']

/** The devices an APK can target (real device ids, names for reading). */
export const AMAZON_DEVICES = [
  { id: 'KFQUWI', name: 'Fire 7 (2022)' },
  { id: 'KFMUWI', name: 'Fire HD 8 (2020)' },
  { id: 'KFTRWI', name: 'Fire HD 10 (2021)' },
  { id: 'AFTMM', name: 'Fire TV Stick 4K' },
  { id: 'AFTKA', name: 'Fire TV Stick 4K Max' }
]

/**
 * A reason a device is DISABLED for an APK, in the shape sources show (`reason {reason, details}`):
 * for the `disabledDevices` seed. The words are invented.
 */
export const DISABLED_REASON = {
  reason: 'DEVICE_INCOMPATIBLE',
  details: ['The APK requires a feature the device does not have: android.hardware.touchscreen']
}

/** @type {ApkSeed[]} The live APKs of an app seeded without `apks`. */
export const DEFAULT_APKS = [
  { versionCode: 100, name: 'app-tablet.apk', targets: ['KFQUWI', 'KFMUWI', 'KFTRWI'] },
  { versionCode: 101, name: 'app-firetv.apk', targets: ['AFTMM', 'AFTKA'] }
]

/** @type {Record<string, Omit<ListingFields, 'language'>>} The live listings of an app seeded without `listings`. */
export const DEFAULT_LISTINGS = {
  'en-US': {
    title: 'Stand-in Demo',
    fullDescription: 'A demo app on the stand-in Appstore.',
    shortDescription: 'A demo app.',
    recentChanges: 'Bug fixes.',
    featureBullets: ['Works offline'],
    keywords: ['demo']
  },
  'de-DE': {
    title: 'Stand-in Demo',
    fullDescription: 'Eine Demo-App im Stand-in-Appstore.',
    shortDescription: 'Eine Demo-App.',
    recentChanges: 'Fehlerbehebungen.',
    featureBullets: ['Funktioniert offline'],
    keywords: ['demo']
  }
}

/** @type {import('./state.mjs').Details} The details of an app seeded without `details` (defaultLanguage: its first locale). */
export const DEFAULT_DETAILS = {
  defaultLanguage: 'en-US',
  contactWebsite: 'https://example.com/support',
  contactEmail: 'support@example.com',
  contactPhone: ''
}

/** The image types of a listing, as public clients name them (docs/api-notes.md). */
export const IMAGE_TYPES = [
  'small-icons',
  'large-icons',
  'screenshots',
  'promo-images',
  'firetv-screenshots',
  'firetv-icons',
  'firetv-backgrounds',
  'firetv-featured-backgrounds',
  'firetv-featured-logos'
]
