// The files' manifests as the release's outputs and summary give them.
import { describe, expect, it } from '@jest/globals'
import type { ApkManifest } from '../../../src/android/apk.js'
import { manifestOutputs, manifestSection } from '../../../src/capabilities/release/manifests.js'
import { manifestOf } from '../../support/manifests.js'

const file = (more: Partial<ApkManifest>) => manifestOf('out/a.apk', { versionCode: 7, ...more })

describe('the files as outputs and a table', () => {
  it('gives a versionName that is a resource as its reference, and none as an empty line', () => {
    const files = [
      file({ versionName: { reference: '@0x7f0b0001' } }),
      file({ file: 'out/b.apk', versionCode: 8, versionName: undefined })
    ]
    expect(manifestOutputs(files)).toEqual({ 'version-codes': '7\n8', 'version-names': '@0x7f0b0001\n' })
  })

  it('shows an SDK level given by code name or reference, and a file the run did not place', () => {
    const section = manifestSection([
      file({ minSdk: 'VanillaIceCream' }),
      file({ file: 'out/b.apk', minSdk: undefined, abis: ['x86_64'] })
    ])
    expect(section).toContain(
      '| out/a.apk | com.example.app | 7 | 1.0 | "VanillaIceCream" | none | any device | not placed: the release stopped before |'
    )
    expect(section).toContain('| out/b.apk | com.example.app | 7 | 1.0 |  | x86&#95;64 | any device |')
    expect(manifestSection([])).toBeUndefined()
  })
})
