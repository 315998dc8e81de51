// Devices lost against the live version (src/capabilities/release/lost.ts and devices.ts): the
// comparison of Amazon's targeting answers, each lost device's cause, what devices-lost accepts and
// what a loss does before the commit. The manifests are the test APKs' real binary manifests.
import { afterAll, describe, expect, it } from '@jest/globals'
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { marked, reachApk } from '../../../__fixtures__/apks/reach.mjs'
import { readApkManifest } from '../../../src/android/manifest.js'
import { apkReach, type ApkReach } from '../../../src/android/reach.js'
import { Journal } from '../../../src/capabilities/edit/journal.js'
import { readDevicesLost } from '../../../src/capabilities/release/choices.js'
import { devicesOutputs, guardDevices, type DevicesSeen } from '../../../src/capabilities/release/devices.js'
import {
  familyOf,
  lostDevices,
  manifestCause,
  notAccepted,
  reachedDevices
} from '../../../src/capabilities/release/lost.js'
import { Failure } from '../../../src/step/errors.js'
import { inputsOf } from '../../support/inputs.js'
import { tempDir } from '../../support/temp.js'

const dir = tempDir('devices-lost-')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function reachOf(name: string): Promise<ApkReach> {
  const path = join(dir, name)
  writeFileSync(path, marked(reachApk(name)))
  return apkReach(await readApkManifest(path, name))
}

type Status = string
const device = (id: string, name: string, status: Status, reason: unknown = null) => ({ id, name, status, reason })
const answer = (...amazonDevices: ReturnType<typeof device>[]) => ({ amazonDevices })
const LIVE = new Map([
  ['KFTRWI', 'Fire HD 10 (2021)'],
  ['AFTMM', 'Fire TV Stick 4K'],
  ['AFTKA', 'Fire TV Stick 4K Max']
])
const CAMERA = { reason: 'DEVICE_INCOMPATIBLE', details: ['The APK requires android.hardware.camera'] }

describe('the devices a version reaches', () => {
  it('is the union of the TARGETING devices over its APKs; any other status is not reached', () => {
    const reached = reachedDevices([
      answer(device('KFTRWI', 'Fire HD 10 (2021)', 'TARGETING'), device('AFTMM', 'Fire TV Stick 4K', 'DISABLED')),
      answer(
        device('AFTKA', 'Fire TV Stick 4K Max', 'TARGETING'),
        device('AFTMM', 'Fire TV Stick 4K', 'NOT_TARGETING')
      ),
      answer(device('AFTXX', 'new', 'PENDING'))
    ])
    expect([...reached.keys()]).toEqual(['KFTRWI', 'AFTKA'])
  })
})

describe('the devices lost', () => {
  it('are the live devices no APK targets now, matched by id, with Amazon reason when it gives one', () => {
    const lost = lostDevices(
      LIVE,
      [
        answer(
          device('KFTRWI', 'Fire HD 10', 'TARGETING'),
          device('AFTMM', 'Fire TV Stick 4K', 'DISABLED', CAMERA),
          device('AFTKA', 'Fire TV Stick 4K Max', 'NOT_TARGETING')
        )
      ],
      []
    )
    expect(lost.map((one) => [one.id, one.byAmazon])).toEqual([
      ['AFTMM', true],
      ['AFTKA', false]
    ])
    expect(lost[0].cause).toBe('Amazon says DEVICE INCOMPATIBLE: The APK requires android.hardware.camera')
    expect(lost[1].cause).toContain('cause not known')
  })

  it('are none when every live device is still reached, by one APK or another', () => {
    const tablet = answer(device('KFTRWI', 'x', 'TARGETING'), device('AFTMM', 'y', 'NOT_TARGETING'))
    const tv = answer(device('AFTMM', 'y', 'TARGETING'), device('AFTKA', 'z', 'TARGETING'))
    expect(lostDevices(LIVE, [tablet, tv], [])).toEqual([])
  })

  it("give the manifests' likely cause for the device's family when Amazon gives no reason", async () => {
    const reach = [await reachOf('camera.apk')]
    const [lost] = lostDevices(new Map([['AFTMM', 'Fire TV Stick 4K']]), [answer()], reach)
    expect(lost.byAmazon).toBe(false)
    expect(lost.cause).toContain(
      'likely, from the manifests: camera.apk: android.permission.CAMERA implies android.hardware.camera'
    )
    expect(lost.cause).toContain('android:required="false"')
  })

  it("narrow the manifests' cause to the device's own Fire OS group when its model code names one", async () => {
    const reach = [await reachOf('arm64-only.apk')]
    // AFTKA (Fire TV Stick 4K Max, 1st gen) is a Fire OS 7 model that field reports say runs 32-bit code only.
    expect(manifestCause({ id: 'AFTKA', name: 'Fire TV Stick 4K Max' }, reach)).toContain('lib/arm64-v8a')
    expect(manifestCause({ id: 'AFTKA', name: 'x' }, reach)).toContain('Fire TV Stick 4K Max (1st gen)')
    // A tablet is not lost for the camera; a device of no known family has no likely cause.
    expect(manifestCause({ id: 'KFTRWI', name: 'Fire HD 10' }, [await reachOf('camera.apk')])).toBeUndefined()
    expect(manifestCause({ id: 'X1', name: 'Some phone' }, reach)).toBeUndefined()
  })

  it('tell the family by the model code, else by the name', () => {
    expect(familyOf({ id: 'AFTMM', name: '' })).toBe('Fire TV')
    expect(familyOf({ id: 'KFQUWI', name: '' })).toBe('Fire tablets')
    expect(familyOf({ id: '123', name: 'Fire TV Cube' })).toBe('Fire TV')
    expect(familyOf({ id: '123', name: 'Fire HD 8 (2020)' })).toBe('Fire tablets')
    expect(familyOf({ id: '123', name: 'Pixel 8' })).toBeUndefined()
  })

  it('that a list accepts are matched by id or name, in any case', () => {
    const lost = lostDevices(LIVE, [answer()], [])
    expect(notAccepted(lost, ['aftmm', 'Fire HD 10 (2021)']).map((one) => one.id)).toEqual(['AFTKA'])
  })
})

describe('devices-lost', () => {
  const read = (value: string) => readDevicesLost(inputsOf({ 'devices-lost': value }))
  it('is fail by default, warn, or a list of devices on lines or between commas', () => {
    expect(read('')).toEqual({ kind: 'fail' })
    expect(read('FAIL')).toEqual({ kind: 'fail' })
    expect(read('warn')).toEqual({ kind: 'warn' })
    expect(read('AFTMM, AFTKA\nFire HD 10')).toEqual({ kind: 'accept', devices: ['AFTMM', 'AFTKA', 'Fire HD 10'] })
  })
  it('refuses fail or warn inside a list, naming the input', () => {
    expect(() => read('AFTMM\nwarn')).toThrow("Input 'devices-lost' is 'fail', 'warn', or a list")
  })
})

describe('what a loss does before the commit', () => {
  const logged: string[] = []
  const journal = () =>
    new Journal(
      { info: () => {}, debug: () => {}, warning: (message) => void logged.push(String(message)) },
      { now: () => 0, sleep: async () => {}, random: () => 0 }
    )
  const lost = lostDevices(LIVE, [answer(device('AFTMM', 'Fire TV Stick 4K', 'DISABLED', CAMERA))], [])
  const seen: DevicesSeen = { targeted: 2, lost }
  const failureOf = (run: () => void): string => {
    try {
      run()
    } catch (error) {
      if (error instanceof Failure) return error.message
      throw error
    }
    return ''
  }

  it('stops a release that commits, naming the devices, their causes and the input', () => {
    const failure = failureOf(() => guardDevices(seen, { kind: 'fail' }, true, journal()))
    expect(failure).toContain('stop reaching 3 devices the live version reaches')
    expect(failure).toContain('Fire TV Stick 4K (AFTMM) (Amazon says DEVICE INCOMPATIBLE')
    expect(failure).toContain('Fire HD 10 (2021) (KFTRWI), Fire TV Stick 4K Max (AFTKA) (cause not known')
    expect(failure).toContain("'devices-lost: warn'")
  })

  it('stops for the devices a list leaves out only', () => {
    const failure = failureOf(() =>
      guardDevices(seen, { kind: 'accept', devices: ['KFTRWI', 'AFTMM'] }, true, journal())
    )
    expect(failure).toContain('stop reaching 1 device the live version reaches: Fire TV Stick 4K Max (AFTKA)')
    expect(failureOf(() => guardDevices(seen, { kind: 'accept', devices: [...LIVE.keys()] }, true, journal()))).toBe('')
  })

  it('goes on with warn, and warns a draft, which commits nothing', () => {
    logged.length = 0
    const warned = journal()
    expect(failureOf(() => guardDevices(seen, { kind: 'warn' }, true, warned))).toBe('')
    expect(warned.rows).toEqual([['Devices', "3 devices lost, accepted ('devices-lost: warn')"]])
    expect(failureOf(() => guardDevices(seen, { kind: 'fail' }, false, journal()))).toBe('')
    expect(logged[1]).toContain('The draft is left open; a release that submits it stops here unless')
  })

  it('lists ten devices at most', () => {
    const many = new Map(Array.from({ length: 12 }, (_, n) => [`AFT${n}`, `TV ${n}`]))
    const failure = failureOf(() =>
      guardDevices({ targeted: 0, lost: lostDevices(many, [answer()], []) }, { kind: 'fail' }, true, journal())
    )
    expect(failure).toContain('TV 9 (AFT9) (cause not known')
    expect(failure).not.toContain('AFT10')
    expect(failure).toContain('; and 2 more')
  })

  it('is nothing when nothing is lost or the loss was not compared', () => {
    expect(failureOf(() => guardDevices({ targeted: 3, lost: [] }, { kind: 'fail' }, true, journal()))).toBe('')
    expect(failureOf(() => guardDevices({ targeted: 3 }, { kind: 'fail' }, true, journal()))).toBe('')
    expect(failureOf(() => guardDevices(undefined, { kind: 'fail' }, true, journal()))).toBe('')
  })

  it('sets the outputs: the count, and the names one a line; empty when not known', () => {
    expect(devicesOutputs(seen)).toEqual({
      devices: '2',
      'devices-lost': 'Fire HD 10 (2021)\nFire TV Stick 4K\nFire TV Stick 4K Max'
    })
    expect(devicesOutputs(undefined)).toEqual({ devices: '', 'devices-lost': '' })
  })
})
