// Device targeting of new APKs: named, copied like-existing, DISABLED devices, and devices beyond Amazon's.
import { markedApk, startAppstoreApi, DISABLED_REASON } from '../../../__fixtures__/appstore-api.mjs'
import { failureOf, warningsOf } from '../../../__fixtures__/runner.mjs'
import { APP, releaseHarness } from '../../support/release-harness.js'
import { describe, expect, it } from '@jest/globals'

// In process, against the stand-ins.
describe('device targeting of new APKs', () => {
  const REVIEWED = 'amzn1.devportal.mobileapp.reviewed'

  const h = releaseHarness({ apps: [APP, { id: REVIEWED, review: true }], prefix: 'release-listing-' })
  const { put, release, routed, app } = h

  const on = (apk: { targeting: { amazonDevices: { id: string; status: string }[] } }) =>
    apk.targeting.amazonDevices.filter((device) => device.status === 'TARGETING').map((device) => device.id)

  it('targets the devices targeting names, by id or name, keeping the rest of the object', async () => {
    put({ 'build/c.apk': markedApk(202) })
    const result = await release({
      files: 'build/*.apk',
      targeting: 'AFTMM, fire hd 8 (2020)',
      notes: 'x',
      submit: 'true'
    })
    expect(failureOf(result)).toBe('')
    const added = app().live.apks[2]
    expect(on(added)).toEqual(['KFMUWI', 'AFTMM'])
    expect(added.targeting.otherAndroidDevices).toBe('NOT_TARGETING')
    const [targetingPut] = routed('PUT /edits/:edit/apks/:apk/targeting')
    expect(targetingPut.headers['if-match']).toBeTruthy()
    expect(JSON.parse(targetingPut.text)).toHaveProperty('otherAndroidDevices', 'NOT_TARGETING')
    // Replaced APKs keep theirs: only the new one is set.
    expect(routed('PUT /edits/:edit/apks/:apk/targeting')).toHaveLength(1)
  })

  it('fails naming the devices when targeting names one the APK cannot target', async () => {
    put({ 'build/c.apk': markedApk(202) })
    const result = await release({ files: 'build/*.apk', targeting: 'KFQUWI\nPixel 9' })
    expect(failureOf(result)).toContain("'targeting' names Pixel 9, which APK ")
    expect(failureOf(result)).toContain('KFQUWI (Fire 7 (2022))')
  })

  it('reads the targeting afresh once after a 412', async () => {
    put({ 'build/c.apk': markedApk(202) })
    // Someone touches the new APK's targeting between the read and the PUT: its ETag moves.
    h.api.faults.push({
      match: { method: 'PUT', path: /\/targeting$/ },
      before: (request) => h.api.console.setTargeting(APP, request.path.split('/').at(-2)!, [])
    })
    const result = await release({ files: 'build/*.apk' })
    expect(failureOf(result)).toBe('')
    expect(on(app().openEdit!.apks[2])).toEqual(on(app().openEdit!.apks[0]))
    expect(routed('PUT /edits/:edit/apks/:apk/targeting')).toHaveLength(2)
  })

  it('refuses a targeting answer without device lists rather than taking it as no device', async () => {
    put({ 'build/c.apk': markedApk(202) })
    // The edit's targeting, not the live version's (which the check against the live version reads first).
    const edits = { test: (path: string) => path.endsWith('/targeting') && !path.includes(`/edits/${app().live.id}/`) }
    h.api.faults.push({
      match: { method: 'GET', path: edits },
      status: 200,
      headers: { 'Content-Type': 'application/json' },
      body: '{"devices": []}'
    })
    const result = await release({ files: 'build/*.apk' })
    expect(failureOf(result)).toMatch(
      /GET \/edits\/\S+\/targeting answered no targeting object with an amazonDevices list/
    )
  })

  it("refuses 'like-existing' together with devices, before any request", async () => {
    const result = await release({ files: 'build/*.apk', targeting: 'like-existing, AFTMM' })
    expect(failureOf(result)).toContain("Input 'targeting' is 'like-existing' or a list of devices, not both.")
    expect(h.api.requests).toEqual([])
  })
})

// DISABLED devices left as they are, otherAndroidDevices copied. In process, against the stand-ins.
describe('targeting as the API gives it', () => {
  const h = releaseHarness({ apps: [APP], prefix: 'release-real-api-' })
  const { put, release, routed, app } = h

  type AppSeed = Exclude<NonNullable<NonNullable<Parameters<typeof startAppstoreApi>[1]>['apps']>[number], string>

  /** The stand-in in place of the harness's, with these seeds for APP. */
  async function restart(seed: Omit<AppSeed, 'id'>) {
    await h.api.close()
    h.api = await startAppstoreApi(h.tokens, { apps: [{ ...seed, id: APP }] })
  }

  describe('device targeting with DISABLED devices', () => {
    type Device = { id: string; status: string; reason: unknown }
    const statuses = (devices: Device[]) => Object.fromEntries(devices.map((device) => [device.id, device.status]))

    it('leaves a DISABLED device as it was, reason and all, when it copies the targeting', async () => {
      await restart({ disabledDevices: { AFTKA: DISABLED_REASON } })
      put({ 'build/c.apk': markedApk(202) })
      const result = await release({ files: 'build/*.apk' })
      expect(failureOf(result)).toBe('')
      const [targetingPut] = routed('PUT /edits/:edit/apks/:apk/targeting')
      const sent = (JSON.parse(targetingPut.text) as { amazonDevices: Device[] }).amazonDevices
      expect(sent.find((device) => device.id === 'AFTKA')).toMatchObject({
        status: 'DISABLED',
        reason: DISABLED_REASON
      })
      const added = app().openEdit!.apks[2]
      expect(statuses(added.targeting.amazonDevices)).toEqual({
        KFQUWI: 'TARGETING',
        KFMUWI: 'TARGETING',
        KFTRWI: 'TARGETING',
        AFTMM: 'NOT_TARGETING',
        AFTKA: 'DISABLED'
      })
      expect(result.summary).toContain(`| Targeting ${added.id} | 3 devices, like `)
    })

    it('refuses targeting that names a DISABLED device, saying why, before any PUT', async () => {
      await restart({ disabledDevices: { AFTKA: DISABLED_REASON } })
      put({ 'build/c.apk': markedApk(202) })
      const result = await release({ files: 'build/*.apk', targeting: 'AFTMM, AFTKA' })
      expect(failureOf(result)).toContain(
        `'targeting' names AFTKA (DISABLED: ${DISABLED_REASON.reason}: ${DISABLED_REASON.details[0]}): the API does not let APK`
      )
      expect(routed('PUT /edits/:edit/apks/:apk/targeting')).toEqual([])
    })

    it('names each DISABLED device it refuses, with whatever reason the API gives, or none', async () => {
      // No source pins the reason's shape: details as one text rather than a list, or no reason at all.
      const oneText = { reason: 'REGION', details: 'Not sold here' } as unknown as typeof DISABLED_REASON
      await restart({ disabledDevices: { AFTKA: oneText, AFTMM: {} as typeof DISABLED_REASON } })
      put({ 'build/c.apk': markedApk(202) })
      const result = await release({ files: 'build/*.apk', targeting: 'AFTMM, AFTKA' })
      expect(failureOf(result)).toMatch(
        /^Release failed .*: 'targeting' names AFTMM \(DISABLED\), AFTKA \(DISABLED: REGION: Not sold here\): the API does not let APK \S+ target them, /
      )
      expect(routed('PUT /edits/:edit/apks/:apk/targeting')).toEqual([])
    })
  })

  describe('like-existing and otherAndroidDevices', () => {
    it('copies one device as 1 device, when targeting says Like-Existing in its own case', async () => {
      await restart({ apks: [{ versionCode: 100, targets: ['AFTMM'] }] })
      const result = await release({ files: 'build/*.apk', targeting: 'Like-Existing' })
      expect(failureOf(result)).toBe('')
      const [source, added] = app().openEdit!.apks
      expect(added.targeting.amazonDevices.filter((device) => device.status === 'TARGETING')).toEqual([
        expect.objectContaining({ id: 'AFTMM' })
      ])
      expect(result.summary).toContain(`| Targeting ${added.id} | 1 device, like ${source.id} (versionCode 200) `)
    })

    it('copies otherAndroidDevices, and the summary counts it, with a warning that it reaches no one since 2025', async () => {
      await restart({ apks: [{ versionCode: 100, name: 'other.apk', targets: ['otherAndroidDevices'] }] })
      const result = await release({ files: 'build/*.apk' })
      expect(failureOf(result)).toBe('')
      const [, added] = app().openEdit!.apks
      expect(added.targeting.otherAndroidDevices).toBe('TARGETING')
      expect(result.summary).toContain(`| Targeting ${added.id} | 0 devices and other Android devices, like `)
      expect(warningsOf(result)).toEqual([
        expect.stringMatching(
          new RegExp(`^Non-Amazon devices: ${added.id} now targets non-Amazon Android devices .*since 2025-08-20 `)
        )
      ])
    })

    it('says so, as a warning, when the copy turns nothing on', async () => {
      await restart({ apks: [{ versionCode: 100, targets: [] }], disabledDevices: { AFTKA: DISABLED_REASON } })
      const [source] = app().live.apks
      source.targeting.amazonDevices.find((device) => device.id === 'AFTKA')!.status = 'TARGETING'
      const result = await release({ files: 'build/*.apk' })
      expect(failureOf(result)).toBe('')
      const [, added] = app().openEdit!.apks
      expect(warningsOf(result)).toEqual([
        expect.stringMatching(new RegExp(`^Targeting ${added.id}: no device turned on, like ${source.id} `))
      ])
      expect(result.summary).not.toContain(`| Targeting ${added.id} | 0 devices`)
    })
  })
})

// Since 2025-08-20 the Appstore serves Fire TV and Fire tablets only. A release whose targeting turns
// on otherAndroidDevices (copied like-existing from a live APK that has it) gets a warning and a
// summary row, and goes on to submit: the API takes the value. Through dist/release/index.js,
// spawned as a runner spawns it; the status table is checked in process. The workspace holds
// build/a.apk (200) and build/b.apk (201); the live APK targets otherAndroidDevices.
describe('non-Amazon Android devices', () => {
  const NOTE = 'since 2025-08-20 the Appstore serves Fire TV and Fire tablets only'

  // The workspace holds build/a.apk (200) and build/b.apk (201); the live APK targets otherAndroidDevices.
  const h = releaseHarness({
    apps: [{ id: APP, apks: [{ versionCode: 100, name: 'app.apk', targets: ['KFQUWI', 'otherAndroidDevices'] }] }],
    prefix: 'release-non-amazon-',
    defaults: { retries: '0' }
  })
  const release = (extra: Record<string, string>) => h.spawn({ files: 'build/*.apk', notes: 'x', ...extra })
  const row = (summary: string, label: string) =>
    summary.split('\n').find((line) => line.startsWith(`| ${label} |`)) ?? ''

  it('warns with a summary row when the release turns them on, and submits all the same', async () => {
    const run = await release({ submit: 'true' })
    expect(failureOf(run)).toBe('')
    expect(run.outputs.submitted).toBe('true')
    const [, added] = h.app().submitted[0].apks
    expect(added.targeting.otherAndroidDevices).toBe('TARGETING')
    const warnings = warningsOf(run).filter((warning) => warning.startsWith('Non-Amazon devices: '))
    expect(warnings).toEqual([
      expect.stringContaining(
        `${added.id} now targets non-Amazon Android devices (nonAmazonDevices or otherAndroidDevices)`
      )
    ])
    expect(warnings[0]).toContain(NOTE)
    expect(row(run.summary, 'Non-Amazon devices')).toContain(`${added.id} now targets non-Amazon Android devices`)
  })

  it('says nothing when the targeting given names Amazon devices only', async () => {
    const run = await release({ targeting: 'KFQUWI' })
    expect(failureOf(run)).toBe('')
    expect(run.summary).not.toContain('Non-Amazon devices')
    expect(run.summary).not.toContain(NOTE)
  })

  it("is marked in the status door's table, for the live APKs that target them", async () => {
    const run = await h.status()
    expect(failureOf(run)).toBe('')
    const live = h.app().live.apks[0]
    expect(row(run.summary, 'Targeting status values')).toContain(
      `in 1 APK; **non-Amazon devices on** in 1 APK (${live.id}): ${NOTE}`
    )
  })
})
