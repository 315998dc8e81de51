// The notes of a version, as release.yml takes them from CHANGELOG.md for the GitHub release.
import { describe, expect, it } from '@jest/globals'
import { execFileSync, spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { changelogSection } from '../../scripts/changelog-section.mjs'
import { tempDir } from '../support/temp.js'

const CHANGELOG = [
  '# Changelog',
  '',
  'Intro text, with a [link](https://example.com/intro).',
  '',
  '## [Unreleased]',
  '',
  '- Not yet.',
  '',
  '## [1.2.0] - 2026-12-01',
  '',
  '### Added',
  '',
  '- A thing ([#12](https://example.com/12)), see [the docs][docs].',
  '- Another, in `code` with [brackets].',
  '',
  '### Fixed',
  '',
  '- A bug.',
  '',
  '## [1.1.10] - 2026-11-01',
  '',
  '- Ten.',
  '',
  '## [1.1.0] - 2026-10-01',
  '',
  '- The last section, with [a reference][ref].',
  '',
  '[docs]: https://example.com/docs',
  '[ref]: https://example.com/ref',
  '[1.2.0]: https://example.com/compare/v1.1.10...v1.2.0',
  ''
].join('\n')

describe('changelogSection', () => {
  it('gives the section under its heading, ### headings included, up to the next ## heading', () => {
    expect(changelogSection(CHANGELOG, '1.2.0')).toBe(
      [
        '### Added',
        '',
        '- A thing ([#12](https://example.com/12)), see [the docs][docs].',
        '- Another, in `code` with [brackets].',
        '',
        '### Fixed',
        '',
        '- A bug.',
        '',
        '[docs]: https://example.com/docs',
        ''
      ].join('\n')
    )
  })

  it('tells 1.1.0 from 1.1.10, and ends the last section before the link definitions', () => {
    expect(changelogSection(CHANGELOG, '1.1.10')).toBe('- Ten.\n')
    expect(changelogSection(CHANGELOG, '1.1.0')).toBe(
      '- The last section, with [a reference][ref].\n\n[ref]: https://example.com/ref\n'
    )
  })

  it('reads CRLF line ends', () => {
    expect(changelogSection(CHANGELOG.replace(/\n/g, '\r\n'), '1.1.10')).toBe('- Ten.\n')
  })

  it('fails for a version without a section, without a date, or with nothing in it', () => {
    expect(() => changelogSection(CHANGELOG, '1.3.0')).toThrow("CHANGELOG.md has no section '## [1.3.0] - YYYY-MM-DD'.")
    expect(() => changelogSection(CHANGELOG, '1.2')).toThrow("no section '## [1.2] - YYYY-MM-DD'")
    expect(() => changelogSection(CHANGELOG, 'Unreleased')).toThrow('gives no release date')
    expect(() => changelogSection('## [2.0.0] - 2027-01-01\n\n## [1.0.0] - 2026-01-01\n- x\n', '2.0.0')).toThrow(
      "CHANGELOG.md's section of 2.0.0 is empty."
    )
  })

  it("refuses this repository's 1.0.0 until its heading has its date", () => {
    const text = readFileSync('CHANGELOG.md', 'utf8')
    expect(() => changelogSection(text, '1.0.0')).toThrow(
      "CHANGELOG.md's heading of 1.0.0 gives no release date ('not yet released')"
    )
    const dated = text.replace('## [1.0.0] - not yet released', '## [1.0.0] - 2026-12-01')
    const notes = changelogSection(dated, '1.0.0')
    expect(notes).toMatch(/^The first release\./)
    expect(notes).toContain('### Added')
    expect(notes).toContain('### Security')
  })
})

describe('node scripts/changelog-section.mjs', () => {
  const file = join(tempDir('changelog-'), 'CHANGELOG.md')
  writeFileSync(file, CHANGELOG)

  it('prints the notes', () => {
    expect(
      execFileSync(process.execPath, ['scripts/changelog-section.mjs', '1.1.10', file], { encoding: 'utf8' })
    ).toBe('- Ten.\n')
  })

  it('exits 1 with the reason, printing nothing, for a version it cannot find', () => {
    const result = spawnSync(process.execPath, ['scripts/changelog-section.mjs', '9.9.9', file], { encoding: 'utf8' })
    expect(result).toMatchObject({
      status: 1,
      stdout: '',
      stderr: "CHANGELOG.md has no section '## [9.9.9] - YYYY-MM-DD'.\n"
    })
    expect(spawnSync(process.execPath, ['scripts/changelog-section.mjs'], { encoding: 'utf8' }).status).toBe(2)
  })
})
