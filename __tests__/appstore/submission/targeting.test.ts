// Which targeting turns on a non-Amazon Android device, which since 2025-08-20 reaches no one.
import { describe, expect, it } from '@jest/globals'
import { targetsNonAmazon } from '../../../src/appstore/submission/index.js'

const device = (status: string) => ({ id: 'PHONE', name: 'An Android phone', status })

describe('targetsNonAmazon', () => {
  it.each([
    [[device('TARGETING')], {}, true],
    [[device('NOT_TARGETING')], { otherAndroidDevices: 'TARGETING' }, true],
    [[device('NOT_TARGETING'), device('DISABLED')], { otherAndroidDevices: 'NOT_TARGETING' }, false],
    [[], { otherAndroidDevices: null }, false],
    [[], {}, false]
  ])('nonAmazonDevices %j with %j: %s', (nonAmazonDevices, fields, expected) => {
    expect(targetsNonAmazon({ nonAmazonDevices, fields })).toBe(expected)
  })
})
