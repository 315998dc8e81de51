// Issue 21: the release knows its APKs before any request. Every file's manifest is read with the
// inputs, and the files are checked against the live version before the run opens an edit: a
// refusal sends no write request (no POST /edits), whatever the mode. In process, against the stand-ins.
import { describe, expect, it } from '@jest/globals'
import { markedApk } from '../../../__fixtures__/appstore-api.mjs'
import { failureOf, warningsOf } from '../../../__fixtures__/runner.mjs'
import { APP, releaseHarness } from '../../support/release-harness.js'

const NAMED = 'amzn1.devportal.mobileapp.named'
const OTHER = 'amzn1.devportal.mobileapp.other'
const AHEAD = 'amzn1.devportal.mobileapp.ahead'
const ALIKE = 'amzn1.devportal.mobileapp.alike'
const live = (pkg: string, codes = [100, 101]) => [
  { versionCode: codes[0], name: 'app-tablet.apk', package: pkg, versionName: '1.0', targets: ['KFQUWI', 'KFTRWI'] },
  { versionCode: codes[1], name: 'app-firetv.apk', package: pkg, versionName: '1.0', targets: ['AFTMM', 'AFTKA'] }
]
const h = releaseHarness({
  apps: [
    APP,
    { id: NAMED, apkPackages: true, apks: live('com.example.app') },
    { id: OTHER, apkPackages: true, apks: live('org.example.other') },
    { id: AHEAD, apks: live('com.example.app', [500, 501]) },
    {
      id: ALIKE,
      apks: [
        { versionCode: 100, name: 'one.apk' },
        { versionCode: 101, name: 'two.apk' }
      ]
    }
  ],
  prefix: 'release-preflight-',
  defaults: { files: 'build/*.apk' }
})
const { put, release, app } = h
const writes = () => h.api.requests.filter((request) => request.method !== 'GET')

describe('the files, before any request', () => {
  it('refuses two files with one versionCode, naming both', async () => {
    put({ 'build/b.apk': markedApk(200, 'other flavour') })
    const result = await release()
    expect(failureOf(result)).toBe(
      'build/a.apk and build/b.apk both have versionCode 200: each APK of a release needs its own versionCode ' +
        '(set versionCode per ABI or per SDK range in the build). Nothing was uploaded.'
    )
    expect(h.api.requests).toEqual([])
  })

  it('gives version-codes and version-names from the files, and a table of them, in a dry run too', async () => {
    put({ 'build/b.apk': markedApk(201, 'tv', { versionName: '2.0.1-tv', minSdk: 22, abis: ['armeabi-v7a', 'x86'] }) })
    const result = await release({ 'dry-run': 'true', notes: 'Fixes.' })
    expect(failureOf(result)).toBe('')
    expect(result.outputs).toMatchObject({ 'version-codes': '200\n201', 'version-names': '200.0\n2.0.1-tv' })
    expect(result.summary).toContain('| File | Package | versionCode | versionName | minSdk | ABIs | For |')
    expect(result.summary).toContain('| build/a.apk | com.example.app | 200 | 200.0 | 21 | none | any device |')
    expect(result.summary).toContain('| build/b.apk | com.example.app | 201 | 2.0.1-tv | 22 | armeabi-v7a, x86 |')
  })
})

describe('the files against the live version, before the edit is opened', () => {
  it('refuses a file of another package than the live APKs, naming both, and changes no edit', async () => {
    const result = await release({ 'app-id': OTHER })
    expect(failureOf(result)).toContain(
      'build/a.apk is package com.example.app, but the live app is package org.example.other (APK '
    )
    expect(failureOf(result)).toContain('Nothing was uploaded.')
    expect(writes()).toEqual([])
    expect(app(OTHER).openEdit).toBeUndefined()
  })

  it('refuses a file below the live APK it replaces, naming the file, both codes and the pairing', async () => {
    const result = await release({ 'app-id': AHEAD, 'dry-run': 'true' })
    expect(failureOf(result)).toMatch(
      /^Release failed while checking the files against the live version: build\/a\.apk has versionCode 200, below 500, the versionCode of the live APK it replaces \(replaces \S+ \(app-tablet\.apk, versionCode 500\): no leanback, as the APK targets tablets \(KFQUWI, KFTRWI\)\): an APK must be above the one it replaces\./
    )
    expect(writes()).toEqual([])
    expect(app(AHEAD).openEdit).toBeUndefined()
  })

  it('leaves an open edit untouched when it refuses (open-edit reuse)', async () => {
    const first = await release({ 'app-id': AHEAD, files: '', notes: 'Draft.' })
    expect(failureOf(first)).toBe('')
    const draft = structuredClone(app(AHEAD).openEdit!)
    h.api.requests.length = 0
    const result = await release({ 'app-id': AHEAD })
    expect(failureOf(result)).toContain('has versionCode 200, below 500')
    expect(writes()).toEqual([])
    expect(app(AHEAD).openEdit).toEqual(draft)
  })

  it('compares the package when the API gives it, and says so when it does not', async () => {
    const named = await release({ 'app-id': NAMED })
    expect(failureOf(named)).toBe('')
    expect(named.summary).toMatch(
      /\| Live version \| \S+, versionCode 100, 101: no file reuses a live versionCode, each file paired with a live APK is above it, the same package \(/
    )

    const bare = await release()
    expect(failureOf(bare)).toBe('')
    expect(bare.summary).toContain(
      "The API gave no package name for the live APKs: the files' packages (com.example.app) could not be compared"
    )
    expect(warningsOf(bare)).toEqual([])
  })
})

describe('which file replaces which APK', () => {
  it("places a Fire TV build (leanback) on the APK that targets Fire TV, whatever the files' order", async () => {
    put({
      'build/a.apk': markedApk(200, 'tv', { features: ['android.software.leanback'] }),
      'build/b.apk': markedApk(201)
    })
    const [tablet, tv] = app().live.apks
    const result = await release()
    expect(failureOf(result)).toBe('')
    const apks = app().openEdit!.apks
    expect(apks.find((apk) => apk.id === tv.id)?.versionCode).toBe(200)
    expect(apks.find((apk) => apk.id === tablet.id)?.versionCode).toBe(201)
    expect(result.summary).toContain(
      `| Fire TV &#40;requires leanback&#41; | replaces ${tv.id} &#40;app-firetv.apk, versionCode 101&#41;: a Fire TV build &#40;it requires leanback&#41;, as the APK targets Fire TV &#40;AFTMM, AFTKA&#41; |`
    )
    expect(result.summary).toContain(
      `| any device | replaces ${tablet.id} &#40;app-tablet.apk, versionCode 100&#41;: no leanback, as the APK targets tablets &#40;KFQUWI, KFMUWI, KFTRWI&#41; |`
    )
  })

  it('keeps the order of the API when nothing tells the APKs apart, and says so', async () => {
    const result = await release({ 'app-id': ALIKE })
    expect(failureOf(result)).toBe('')
    expect(result.summary).toContain(
      'by order &#40;1st APK of the edit&#41;, as nothing in the files tells the APKs apart'
    )
  })
})
