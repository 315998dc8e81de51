// CHANGELOG.md's migration table and src/step/migration.ts say the same: every name v1.0.0 renamed
// (or turned into a front door) is a row of the table, whose v1.0.0 cell names that front door and
// the new input, as the step's message does.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { RENAMED } from '../../src/step/migration.js'

const changelog = readFileSync(new URL('../../CHANGELOG.md', import.meta.url), 'utf8')

/** The inputs table of the migration section: its rows as [before, after] cells. */
function inputRows(): [string, string][] {
  const section = changelog.slice(changelog.indexOf('### Migration to v1.0.0'))
  const table = section.slice(section.indexOf('Inputs, from the names before v1.0.0'))
  const lines = table.split('\n').slice(2)
  const rows = lines.slice(
    0,
    lines.findIndex((line, index) => index > 0 && !line.startsWith('|'))
  )
  return rows
    .filter((line) => !/^\|\s*-+/.test(line) && !line.includes('before v1.0.0'))
    .map(
      (line) =>
        line
          .split('|')
          .slice(1, 3)
          .map((cell) => cell.trim()) as [string, string]
    )
}

/** The first name in backticks of a cell, without a value (`release-status: true`). */
const firstName = (cell: string): string | undefined => /`([a-z-]+)/.exec(cell)?.[1]

describe("CHANGELOG's migration table", () => {
  const rows = inputRows()

  it('is found', () => {
    expect(rows.length).toBeGreaterThan(10)
  })

  it.each(Object.entries(RENAMED))('has %s as the step says it', (name, { door, input }) => {
    const row = rows.find(([before]) => firstName(before) === name)
    expect(row).toBeDefined()
    const after = row![1]
    expect(after).toContain(`${door}/`)
    if (input) expect(after).toContain(`\`${input}\``)
  })

  it('names no renamed input the step does not know', () => {
    const renamed = rows
      .filter(([before, after]) => !/same|root only/.test(after) && before.split('`').length === 3)
      .map(([before]) => firstName(before))
    expect(renamed.filter((name) => !Object.hasOwn(RENAMED, name!))).toEqual(['app-id', 'listing-dir'])
  })
})
