/** The device targeting of an APK: read with its ETag, the device lists checked, and PUT back whole. */
import { Failure } from '../../step/errors.js'
import { jsonObject } from '../json.js'
import { apkPath } from './apks.js'
import { ANY_JSON, etagOf, type Caller, type Done, type Stale } from './call.js'

/** An APK's device targeting as the API answered it: every field kept, the device lists checked. */
export interface Targeting {
  fields: Record<string, unknown>
  amazonDevices: Record<string, unknown>[]
  nonAmazonDevices: Record<string, unknown>[]
  etag: string
}

/**
 * What Amazon changed (its release notes: docs/api-notes.md): since this day the Appstore
 * serves Fire TV and Fire tablets only, so targeting a non-Amazon Android device reaches no one.
 * The API still takes it: nothing is refused for it, a row says so.
 */
export const AMAZON_DEVICES_ONLY =
  'since 2025-08-20 the Appstore serves Fire TV and Fire tablets only, so non-Amazon Android devices get no app from it'

/** True when the targeting turns on a non-Amazon device: one of nonAmazonDevices, or otherAndroidDevices. */
export function targetsNonAmazon(targeting: Pick<Targeting, 'fields' | 'nonAmazonDevices'>): boolean {
  return (
    targeting.nonAmazonDevices.some((device) => device.status === 'TARGETING') ||
    targeting.fields.otherAndroidDevices === 'TARGETING'
  )
}

const targetingPath = (edit: string, apk: string): string => `${apkPath(edit, apk)}/targeting`

export class Targetings {
  constructor(private readonly api: Caller) {}

  /**
   * The APK's targeting; an answer without an amazonDevices list is a Failure, never "no device"
   * (one without nonAmazonDevices has none of them).
   */
  async get(edit: string, apk: string): Promise<Targeting> {
    const path = targetingPath(edit, apk)
    const answer = await this.api.call('targeting.get', path)
    const fields = jsonObject(this.api.read(answer, ANY_JSON))
    const list = (value: unknown) =>
      value === undefined || value === null
        ? []
        : Array.isArray(value) && value.every((item) => jsonObject(item))
          ? (value as Record<string, unknown>[])
          : undefined
    const amazonDevices = list(fields?.amazonDevices)
    const nonAmazonDevices = list(fields?.nonAmazonDevices)
    if (!fields || !amazonDevices || !nonAmazonDevices || !Array.isArray(fields.amazonDevices)) {
      throw new Failure(`GET ${path} answered no targeting object with an amazonDevices list: it cannot be read.`)
    }
    return { fields, amazonDevices, nonAmazonDevices, etag: etagOf(answer, `the targeting of APK ${apk}`) }
  }

  /** The whole targeting object PUT back; Stale on 412. */
  put(edit: string, apk: string, fields: Record<string, unknown>, etag: string): Promise<Stale | Done> {
    return this.api.putWhole('targeting.put', targetingPath(edit, apk), fields, etag)
  }
}
