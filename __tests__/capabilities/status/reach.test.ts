// The live version's devices, as the status action tells them from the targeting answers of its
// APKs: the union of the devices one APK targets, each in its Fire family by name or id, and what
// the step says when an answer could not be read or no version is live.
import { describe, expect, it } from '@jest/globals'
import type { Apk, Targeting } from '../../../src/appstore/submission/index.js'
import type { Found, Probed, TargetingRead } from '../../../src/capabilities/status/probe.js'
import { deviceReach, devicesAnswer, familyOf } from '../../../src/capabilities/status/reach.js'
import { Failure, renderParts } from '../../../src/step/errors.js'

const device = (name: string, status = 'TARGETING', id = `amzn1.appstore.device.${name.replace(/\W/g, '')}`) => ({
  id,
  name,
  status,
  reason: {}
})
const answer = (...amazonDevices: Record<string, unknown>[]): Targeting => ({
  fields: { amazonDevices, nonAmazonDevices: [] },
  amazonDevices,
  nonAmazonDevices: [],
  etag: '"e"'
})
const apk = (id: string): Apk => ({ id, versionCode: id.slice(1), name: `${id}.apk` })
const live = (...apks: Apk[]): Found => ({
  previous: { ok: true, value: { edit: { id: 'live-edit', status: 'LIVE' }, apks, asObject: false } },
  open: { ok: true, value: undefined },
  lists: [{ whose: 'live version', edit: 'live-edit', apks, asObject: false }]
})
const read = (of: Apk, result: Targeting | Failure, whose: TargetingRead['whose'] = 'live version'): TargetingRead => ({
  whose,
  apk: of,
  answer: result instanceof Failure ? { ok: false, failure: result } : { ok: true, value: result }
})
const probed = (...targeting: TargetingRead[]): Probed => ({ targeting })
const shown = (parts: Parameters<typeof renderParts>[0] | undefined) => renderParts(parts ?? [], (text) => text)

describe('familyOf', () => {
  it.each([
    ['Fire TV Stick 4K', 'Fire TV'],
    ['Fire TV Stick 4K Max (2nd Gen)', 'Fire TV'],
    ['Fire TV Cube', 'Fire TV'],
    ['Amazon Fire TV Omni Series', 'Fire TV'],
    ['Fire 7 (2022)', 'Fire tablets'],
    ['Amazon Fire HD 10 (2021)', 'Fire tablets'],
    ['Fire HD 8 Plus', 'Fire tablets'],
    ['  fire  max 11 ', 'Fire tablets'],
    ['Fire 70', 'other'],
    ['Fire HDX 8.9', 'other'],
    ['Echo Show 8', 'other'],
    ['Fire Phone', 'other'],
    ['', 'other']
  ])('tells %j by its name: %s', (name, family) => {
    expect(familyOf({ id: 'amzn1.appstore.device.177APHJPEZKTD', name })).toBe(family)
  })

  it("tells a Fire TV by the model code of its id, whatever its name, and 'other' when neither tells", () => {
    expect(familyOf({ id: 'amzn1.appstore.device.AFTKRT', name: 'A streaming stick' })).toBe('Fire TV')
    expect(familyOf({ id: 'AFTMM' })).toBe('Fire TV')
    expect(familyOf({ id: 'amzn1.appstore.device.KFQUWI', name: 'A tablet' })).toBe('other')
    expect(familyOf({ id: 42, name: 7 })).toBe('other')
  })
})

describe('deviceReach', () => {
  it('is the union of the devices one APK targets: DISABLED, NOT_TARGETING and other statuses reach no one', () => {
    const tablet = answer(
      device('Fire HD 10 (2021)'),
      device('Fire 7 (2022)'),
      device('Fire TV Stick 4K', 'NOT_TARGETING'),
      device('Fire TV Stick 4K Max', 'DISABLED')
    )
    const tv = answer(
      device('Fire HD 10 (2021)', 'NOT_TARGETING'),
      device('Fire 7 (2022)', 'DISABLED'),
      device('Fire TV Stick 4K'),
      device('Fire TV Stick 4K Max', 'DISABLED'),
      device('Some TV', 'targeting'),
      device('Echo Show 8')
    )
    expect(deviceReach([tablet, tv])).toEqual({
      devices: [
        { name: 'Fire TV Stick 4K', family: 'Fire TV' },
        { name: 'Fire 7 (2022)', family: 'Fire tablets' },
        { name: 'Fire HD 10 (2021)', family: 'Fire tablets' },
        { name: 'Echo Show 8', family: 'other' }
      ],
      byFamily: { 'Fire TV': 1, 'Fire tablets': 2, other: 1 }
    })
  })

  it('counts a device once by its id, and one without a name by its id, or by nothing at all', () => {
    const reach = deviceReach([
      answer(device('Fire TV Cube', 'TARGETING', 'amzn1.appstore.device.X1'), { id: 'AFTKA', status: 'TARGETING' }),
      answer(
        device('Fire TV Cube (renamed)', 'TARGETING', 'amzn1.appstore.device.X1'),
        device('Fire TV Cube', 'TARGETING', 'amzn1.appstore.device.X2'),
        { status: 'TARGETING' },
        { status: 'TARGETING', name: ' ' }
      )
    ])
    expect(reach.devices.map(({ name }) => name)).toEqual([
      'AFTKA',
      'Fire TV Cube',
      'Fire TV Cube',
      'a device with no name or id',
      'a device with no name or id'
    ])
    expect(reach.byFamily).toEqual({ 'Fire TV': 3, 'Fire tablets': 0, other: 2 })
  })

  it('is no device for no answer', () => {
    expect(deviceReach([])).toEqual({ devices: [], byFamily: { 'Fire TV': 0, 'Fire tablets': 0, other: 0 } })
  })
})

describe('devicesAnswer', () => {
  it("gives the counts and names of the live APKs' devices, not the open edit's", () => {
    const [a, b, c] = [apk('A1'), apk('A2'), apk('O3')]
    const found = live(a, b)
    const result = devicesAnswer(
      found,
      probed(
        read(a, answer(device('Fire 7 (2022)'), device('Fire TV Stick 4K', 'DISABLED'))),
        read(b, answer(device('Fire TV Stick 4K'), device('<b>Mystery</b> ::error::x'))),
        read(c, answer(device('Fire HD 8 (2020)')), 'open edit')
      )
    )
    expect(result.outputs).toEqual({
      'live-devices': '3',
      'live-devices-by-family': '{"Fire TV":1,"Fire tablets":1,"other":1}'
    })
    expect(result.row).toMatch(/^3 Amazon devices \(Fire TV 1, Fire tablets 1, other 1\)/)
    const section = shown(result.section)
    expect(section).toContain('| Fire TV | 1 |\n| Fire tablets | 1 |\n| other | 1 |\n| All | 3 |')
    expect(section).toContain('<summary>The 3 devices by name</summary>')
    expect(section).toContain('- Fire TV Stick 4K (Fire TV)\n')
    expect(section).toContain('- Fire 7 &#40;2022&#41; (Fire tablets)\n')
    expect(section).toContain('- &#60;b&#62;Mystery&#60;/b&#62; ::error::x (other)\n')
    expect(section).not.toContain('<b>')
    expect(section).not.toContain('Fire HD 8')
  })

  it('cuts a long device name', () => {
    const a = apk('A1')
    const section = shown(devicesAnswer(live(a), probed(read(a, answer(device('Fire TV '.repeat(40)))))).section)
    const line = section.split('\n').find((text) => text.startsWith('- Fire TV'))!
    expect(line).toMatch(/^- (Fire TV ){12}Fir… \(Fire TV\)$/)
  })

  it('leaves the outputs empty when a live APK could not be read, and says which and why', () => {
    const [a, b] = [apk('A1'), apk('A2')]
    const result = devicesAnswer(
      live(a, b),
      probed(read(a, answer(device('Fire 7 (2022)'))), read(b, new Failure('answered <i>no</i> targeting')))
    )
    expect(result.outputs).toEqual({ 'live-devices': '', 'live-devices-by-family': '' })
    expect(result.row).toMatch(/^not known: the targeting of 1 of 2 live APKs could not be read/)
    const section = shown(result.section)
    expect(section).toContain('- APK A2: answered &#60;i&#62;no&#60;/i&#62; targeting\n')
    expect(section).not.toContain('A1')
  })

  it('gives no device, and no section, for an app with no live version', () => {
    const found: Found = { previous: { ok: true, value: undefined }, lists: [] }
    for (const result of [devicesAnswer(found, probed()), devicesAnswer(found, undefined)]) {
      expect(result.outputs).toEqual({
        'live-devices': '0',
        'live-devices-by-family': '{"Fire TV":0,"Fire tablets":0,"other":0}'
      })
      expect(result.row).toMatch(/^none: the app has no live version/)
      expect(result.section).toBeUndefined()
    }
  })

  it('gives empty outputs when the live version, or its targeting, was not read', () => {
    const unread: Found = { previous: { ok: false, failure: new Failure('503') }, lists: [] }
    expect(devicesAnswer(unread, probed())).toEqual({
      outputs: { 'live-devices': '', 'live-devices-by-family': '' },
      row: 'not known: the live version was not read (row "Live version")'
    })
    expect(devicesAnswer({ lists: [] }, undefined).outputs).toEqual({
      'live-devices': '',
      'live-devices-by-family': ''
    })
    const stopped = devicesAnswer(live(apk('A1')), undefined)
    expect(stopped.outputs).toEqual({ 'live-devices': '', 'live-devices-by-family': '' })
    expect(stopped.row).toMatch(/^not known: the status step stopped before/)
  })
})
