// The test APKs of device reach: binary manifests (../axml.mjs) that really hold the lines a Fire
// device filters on, each in a zip as an APK has it. `apk.marked` carries the stand-in's marker
// (appstore-api/bytes.mjs markedApk), for uploads; `apk.plain` is the same APK without it, which
// Android's aapt reads too (__tests__/android/aapt.test.ts compares its reading with ours).
import { apkEntries, markedApk } from '../appstore-api/bytes.mjs'
import { storedZip } from '../zips.mjs'

const TOUCH_OPTIONAL = { name: 'android.hardware.touchscreen', required: false }
const CAMERA = 'android.permission.CAMERA'

/**
 * @typedef {Parameters<typeof markedApk>[2]} Options
 * @typedef {{ name: string, versionCode: number, options: Options, says: string }} ReachApk
 */

/** @type {ReachApk[]} */
export const REACH_APKS = [
  {
    name: 'camera.apk',
    versionCode: 301,
    options: { permissions: [CAMERA], features: [TOUCH_OPTIONAL] },
    says: 'CAMERA, and no <uses-feature> for the camera: it requires one'
  },
  {
    name: 'camera-optional.apk',
    versionCode: 302,
    options: {
      permissions: [CAMERA],
      features: [TOUCH_OPTIONAL, { name: 'android.hardware.camera', required: false }]
    },
    says: 'CAMERA with <uses-feature android:name="android.hardware.camera" android:required="false"/>'
  },
  {
    name: 'touchscreen-undeclared.apk',
    versionCode: 303,
    options: { touchscreen: 'undeclared' },
    says: 'no touchscreen declaration: Android counts the touchscreen as required'
  },
  {
    name: 'min-sdk-29.apk',
    versionCode: 304,
    options: { minSdk: 29, features: [TOUCH_OPTIONAL] },
    says: 'minSdkVersion 29'
  },
  {
    name: 'min-sdk-30.apk',
    versionCode: 305,
    options: { minSdk: 30, features: [TOUCH_OPTIONAL] },
    says: 'minSdkVersion 30'
  },
  {
    name: 'arm64-only.apk',
    versionCode: 306,
    options: { abis: ['arm64-v8a'], features: [TOUCH_OPTIONAL] },
    says: 'lib/arm64-v8a alone'
  },
  {
    name: 'arm64-and-armv7.apk',
    versionCode: 307,
    options: { abis: ['arm64-v8a', 'armeabi-v7a'], features: [TOUCH_OPTIONAL] },
    says: 'lib/arm64-v8a beside lib/armeabi-v7a'
  },
  {
    name: 'fire-tv.apk',
    versionCode: 308,
    options: {
      minSdk: 22,
      permissions: ['android.permission.ACCESS_WIFI_STATE', 'android.permission.RECORD_AUDIO'],
      features: [
        TOUCH_OPTIONAL,
        { name: 'android.software.leanback', required: true },
        { name: 'android.hardware.microphone', required: false },
        { glEsVersion: 0x00020000 }
      ]
    },
    says: 'a Fire TV build: leanback required, the microphone RECORD_AUDIO implies made optional'
  },
  {
    name: 'location-target-19.apk',
    versionCode: 309,
    options: {
      minSdk: 15,
      targetSdk: 19,
      permissions: [
        'android.permission.ACCESS_FINE_LOCATION',
        'android.permission.ACCESS_COARSE_LOCATION',
        { name: 'android.permission.SEND_SMS', sdk23: true }
      ],
      features: [{ name: 'android.hardware.touchscreen.multitouch' }, { glEsVersion: 0x00030001 }]
    },
    says: 'location permissions with targetSdk 19 (GPS and network location implied), SEND_SMS, multitouch, OpenGL ES 3.1'
  }
]

/** The APK with the stand-in's marker, for uploads. @param {ReachApk} apk */
export const marked = (apk) => markedApk(apk.versionCode, apk.name, apk.options)

/** The APK as Android's tools read it. @param {ReachApk} apk */
export const plain = (apk) => storedZip(apkEntries(apk.versionCode, apk.name, apk.options))

/** @param {string} name */
export function reachApk(name) {
  const found = REACH_APKS.find((apk) => apk.name === name)
  if (!found) throw new Error(`no test APK ${name}`)
  return found
}
