/**
 * The Fire devices the Appstore serves APKs to, as device reach (reach.ts) groups them: each family
 * on each Fire OS release with its Android API level and models (Amazon's device pages), the models
 * field reports say install 32-bit code only, and the features each family lacks. docs/device-reach.md
 * gives the source of each fact.
 */

/** Where a rule or a device fact comes from. */
export type Source = 'Amazon' | 'Android' | 'field'

export type Family = 'Fire TV' | 'Fire tablets'

export interface DeviceGroup {
  family: Family
  fireOs: string
  /** The Android API levels of its devices, lowest and highest. */
  api: readonly [number, number]
  /** A lower level Amazon's Fire OS table also gives this release, which no model here is known to run. */
  alsoListed?: number
  models: readonly string[]
  /** Its models that field reports say install 32-bit code only, though their chips are 64-bit. */
  thirtyTwoBit: readonly string[]
}

/** Amazon's device pages: each Fire OS, its API level, and the models that run it. */
export const DEVICE_GROUPS: readonly DeviceGroup[] = [
  {
    family: 'Fire TV',
    fireOs: '6',
    api: [25, 25],
    models: ['Fire TV Stick 4K (1st gen, AFTMM)', 'Fire TV Cube (1st gen, AFTA)'],
    thirtyTwoBit: []
  },
  {
    family: 'Fire TV',
    fireOs: '7',
    api: [28, 28],
    models: [
      'Fire TV Stick (3rd gen, AFTSSS)',
      'Fire TV Stick Lite',
      'Fire TV Stick HD (2024, AFTSS)',
      'Fire TV Cube (2nd gen, AFTR)',
      'Fire TV Stick 4K Max (1st gen, AFTKA)'
    ],
    thirtyTwoBit: ['Fire TV Stick (3rd gen)', 'Fire TV Stick 4K Max (1st gen)']
  },
  {
    family: 'Fire TV',
    fireOs: '8',
    api: [30, 30],
    alsoListed: 29,
    models: [
      'Fire TV Stick 4K (2nd gen, AFTKM)',
      'Fire TV Stick 4K Max (2nd gen, AFTKRT)',
      'Fire TV 2-Series and 4-Series',
      'Fire TV Omni (2025)'
    ],
    thirtyTwoBit: ['Fire TV Stick 4K Max (2nd gen)']
  },
  { family: 'Fire TV', fireOs: '14', api: [31, 34], models: ['some 2025 Fire TV smart TVs'], thirtyTwoBit: [] },
  {
    family: 'Fire tablets',
    fireOs: '7',
    api: [28, 28],
    models: ['Fire 7 (2019)', 'Fire HD 8 (2018, 2020)', 'Fire HD 10 (2019, 2021)'],
    thirtyTwoBit: ['Fire HD 10 (2019)']
  },
  {
    family: 'Fire tablets',
    fireOs: '8',
    api: [30, 30],
    alsoListed: 29,
    models: ['Fire 7 (2022)', 'Fire HD 8 (2022, 2024)', 'Fire HD 10 (2023)', 'Fire Max 11'],
    thirtyTwoBit: []
  }
]

export interface Lack {
  /** The feature, and every feature under it (android.hardware.camera: camera.autofocus, camera.any…). */
  feature: string
  family: Family
  /** 'no' where a public source says the devices lack it; 'uncertain' where none was found. */
  reach: 'no' | 'uncertain'
  source: Source
  said: string
}

const TV_HARDWARE = "TV devices have none (Android's TV hardware page)"
const TABLET_UNKNOWN = "no public source read says whether Fire tablets have it (Amazon's tablet specifications)"

/** The features a family lacks. */
export const LACKS: readonly Lack[] = [
  {
    feature: 'android.hardware.touchscreen',
    family: 'Fire TV',
    reach: 'no',
    source: 'Amazon',
    said: "Fire TV has no touchscreen (Amazon's Fire TV guides; Android's TV hardware page)"
  },
  { feature: 'android.hardware.camera', family: 'Fire TV', reach: 'no', source: 'Android', said: TV_HARDWARE },
  { feature: 'android.hardware.location.gps', family: 'Fire TV', reach: 'no', source: 'Android', said: TV_HARDWARE },
  { feature: 'android.hardware.microphone', family: 'Fire TV', reach: 'no', source: 'Android', said: TV_HARDWARE },
  { feature: 'android.hardware.telephony', family: 'Fire TV', reach: 'no', source: 'Android', said: TV_HARDWARE },
  { feature: 'android.hardware.nfc', family: 'Fire TV', reach: 'no', source: 'Android', said: TV_HARDWARE },
  {
    feature: 'android.software.leanback',
    family: 'Fire tablets',
    reach: 'no',
    source: 'Android',
    said: "it is the TV interface: an APK that requires it is for TV devices (Android's TV guides)"
  },
  {
    feature: 'android.software.leanback_only',
    family: 'Fire tablets',
    reach: 'no',
    source: 'Android',
    said: 'it is for TV devices only'
  },
  {
    feature: 'android.hardware.telephony',
    family: 'Fire tablets',
    reach: 'uncertain',
    source: 'Amazon',
    said: TABLET_UNKNOWN
  },
  {
    feature: 'android.hardware.location.gps',
    family: 'Fire tablets',
    reach: 'uncertain',
    source: 'Amazon',
    said: TABLET_UNKNOWN
  },
  {
    feature: 'android.hardware.nfc',
    family: 'Fire tablets',
    reach: 'uncertain',
    source: 'Amazon',
    said: TABLET_UNKNOWN
  }
]
