// scripts/bundle.mjs: the import each action's entry makes of the shared bundle, on every OS.
import { describe, expect, it } from '@jest/globals'
import path from 'node:path'
import { importSpecifier } from '../../scripts/bundle.mjs'

describe('importSpecifier: an entry imports the shared bundle with /, whatever the OS', () => {
  it.each([
    ['win32', 'D:\\a\\repo\\dist\\release\\index.js', 'D:\\a\\repo\\dist\\action.js', '../action.js'],
    ['win32', 'D:\\a\\repo\\dist\\index.js', 'D:\\a\\repo\\dist\\action.js', './action.js'],
    ['win32', 'D:\\a\\repo\\dist\\a\\b\\index.js', 'D:\\a\\repo\\dist\\chunks\\action.js', '../../chunks/action.js'],
    ['posix', '/repo/dist/release/index.js', '/repo/dist/action.js', '../action.js'],
    ['posix', '/repo/dist/index.js', '/repo/dist/action.js', './action.js']
  ] as const)('%s: %s imports %s as %s', (platform, from, to, expected) => {
    expect(importSpecifier(from, to, path[platform])).toBe(expected)
  })
})
