// What a test APK's manifest says, for the tests of the checks made on it (no file behind it).
import type { ApkManifest } from '../../src/android/apk.js'

/** com.example.app, versionCode 10, versionName 1.0, SDK 21/34, no ABI, no feature; `more` over it. */
export function manifestOf(name: string, more: Partial<ApkManifest> = {}): ApkManifest {
  return {
    file: name,
    package: 'com.example.app',
    versionCode: 10,
    versionName: '1.0',
    minSdk: 21,
    targetSdk: 34,
    abis: [],
    features: [],
    declaredFeatures: [],
    permissions: [],
    ...more
  }
}
