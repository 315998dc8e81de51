// Device targeting of an APK: GET and PUT, kept whole as PUT.
import { badRequest, ifMatch, jsonOf, newEtag, ok } from './answers.mjs'
import { apkOf } from './apks.mjs'
import { AMAZON_DEVICES } from './seeds.mjs'
/** @typedef {import('./state.mjs').State} State */
/** @typedef {import('./state.mjs').Call} Call */
/** @typedef {import('./state.mjs').Targeting} Targeting */

/**
 * @param {string[]} targets ids of AMAZON_DEVICES, and 'otherAndroidDevices' to turn that on (which
 *   reaches no one since 2025-08-20, and which the API still takes)
 * @param {Record<string, import('./state.mjs').Reason>} disabled the devices DISABLED for the APK, with their reason
 * @returns {Targeting}
 */
export function targeting(targets, disabled = {}) {
  return {
    amazonDevices: AMAZON_DEVICES.map(({ id, name }) => ({
      id,
      name,
      ...(disabled[id]
        ? { status: 'DISABLED', reason: structuredClone(disabled[id]) }
        : { status: targets.includes(id) ? 'TARGETING' : 'NOT_TARGETING', reason: null })
    })),
    nonAmazonDevices: [],
    otherAndroidDevices: targets.includes('otherAndroidDevices') ? 'TARGETING' : 'NOT_TARGETING'
  }
}

/** @param {Targeting} value DISABLED, like NOT_TARGETING, is no device. */
export function targetsAnyDevice(value) {
  return (
    [...value.amazonDevices, ...value.nonAmazonDevices].some((device) => device.status === 'TARGETING') ||
    value.otherAndroidDevices === 'TARGETING'
  )
}

/**
 * The targeting a PUT gives, kept whole (unknown fields too); devices it leaves out of
 * amazonDevices are NOT_TARGETING, or DISABLED as they were. A DISABLED device must come back
 * DISABLED (invented: the sources say only that it is not the caller's to change).
 * @param {Call} call @param {Targeting} current @returns {Targeting}
 */
function targetingFrom(call, current) {
  const body = jsonOf(call)
  if (!Array.isArray(body.amazonDevices) || !Array.isArray(body.nonAmazonDevices)) {
    throw badRequest('required_data_absent', "'amazonDevices' and 'nonAmazonDevices' are required")
  }
  for (const device of [...body.amazonDevices, ...body.nonAmazonDevices]) {
    if (!['TARGETING', 'NOT_TARGETING', 'DISABLED'].includes(device?.status)) {
      throw badRequest('invalid_input', `Device ${device?.id}: status must be TARGETING, NOT_TARGETING or DISABLED`)
    }
  }
  const given = new Map()
  for (const device of body.amazonDevices) {
    if (!AMAZON_DEVICES.some(({ id }) => id === device.id))
      throw badRequest('invalid_input', `Unknown device ${device.id}`)
    const was = current.amazonDevices.find(({ id }) => id === device.id)
    if (was?.status === 'DISABLED' && device.status !== 'DISABLED') {
      throw badRequest('invalid_input', `Device ${device.id} is DISABLED for this APK: its status cannot be changed`)
    }
    given.set(device.id, device)
  }
  const value = structuredClone(body)
  value.amazonDevices = AMAZON_DEVICES.map(({ id, name }) => {
    const was = current.amazonDevices.find((device) => device.id === id)
    const left = was?.status === 'DISABLED' ? { status: 'DISABLED', reason: was.reason } : {}
    return { id, name, status: 'NOT_TARGETING', reason: null, ...left, ...structuredClone(given.get(id)) }
  })
  value.otherAndroidDevices = typeof body.otherAndroidDevices === 'string' ? body.otherAndroidDevices : null
  return /** @type {Targeting} */ (value)
}

/** @param {State} state @returns {[string, (call: Call) => import('./answers.mjs').Answer][]} */
export function targetingRoutes({ touch, editOf, openEditOf }) {
  return [
    [
      'GET /edits/:edit/apks/:apk/targeting',
      (call) => {
        const apk = apkOf(editOf(call), call)
        return ok(apk.targeting, apk.targetingEtag)
      }
    ],
    [
      'PUT /edits/:edit/apks/:apk/targeting',
      (call) => {
        const edit = openEditOf(call)
        const apk = apkOf(edit, call)
        ifMatch(call, apk.targetingEtag)
        Object.assign(apk, { targeting: targetingFrom(call, apk.targeting), targetingEtag: newEtag() })
        touch(edit)
        return ok(apk.targeting, apk.targetingEtag)
      }
    ]
  ]
}
