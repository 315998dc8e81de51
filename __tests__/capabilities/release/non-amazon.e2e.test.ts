// Amazon's 2025 change through dist/release/index.js, spawned as a runner spawns it: since
// 2025-08-20 the Appstore serves Fire TV and Fire tablets only. A release whose targeting turns on
// otherAndroidDevices (copied like-existing from a live APK that has it) gets a warning and a summary
// row, and goes on to submit: the API takes the value. The status table marks it (checked in process).
import { describe, expect, it } from '@jest/globals'
import { failureOf, runAction, warningsOf } from '../../../__fixtures__/runner.mjs'
import { APP, releaseHarness } from '../../support/release-harness.js'

const NOTE = 'since 2025-08-20 the Appstore serves Fire TV and Fire tablets only'

// The workspace holds build/a.apk (200) and build/b.apk (201); the live APK targets otherAndroidDevices.
const h = releaseHarness({
  apps: [{ id: APP, apks: [{ versionCode: 100, name: 'app.apk', targets: ['KFQUWI', 'otherAndroidDevices'] }] }],
  prefix: 'release-non-amazon-',
  defaults: { retries: '0' }
})
const release = (extra: Record<string, string>) =>
  runAction(h.inputsFor({ files: 'build/*.apk', notes: 'x', ...extra }), {}, { door: 'release', workspace: h.ws })
const row = (summary: string, label: string) =>
  summary.split('\n').find((line) => line.startsWith(`| ${label} |`)) ?? ''

describe('non-Amazon Android devices', () => {
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
