import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { cpSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { DOORS } from '../scripts/doors.mjs'
import {
  actionTables,
  allDocuments,
  AS_THE_TOKEN_ACTION,
  cell,
  code,
  readmeOf,
  renderTables,
  workflowCall,
  workflowTables
} from '../scripts/readme-tables.mjs'
import { tempDir } from './support/temp.js'

const actionYml = `
name: Example
inputs:
  token:
    description: >-
      A folded description
      over two lines, with a | pipe.
    required: true
  retries:
    description: How often to try again.
    required: false
    default: '3'
  mode:
    description: No required key and no default.
  empty:
    description: An empty default shows as none.
    default: ''
outputs:
  result:
    description: What came out.
`

const skeleton = [
  '# Example',
  '',
  '## Inputs',
  '',
  '<!-- inputs:start -->',
  'old text',
  '<!-- inputs:end -->',
  '',
  '## Outputs',
  '',
  '<!-- outputs:start -->',
  '<!-- outputs:end -->',
  '',
  'Prose after the tables stays.',
  ''
].join('\n')

describe('renderTables', () => {
  it("gives each action's tables to the README beside its action.yml, the workflows' to docs/", () => {
    const doors = { token: actionYml, release: 'inputs:\n  files:\n    description: APKs.\noutputs: {}\n' }
    const documents = allDocuments(doors, [{ file: 'ci.yml', text: 'on: push\njobs: {}\n' }])
    expect(Object.keys(documents)).toEqual(['README.md', 'release/README.md', 'docs/REUSABLE-WORKFLOWS.md'])
    expect(documents['docs/REUSABLE-WORKFLOWS.md']).toEqual({})
    const { readme, stale } = renderTables(documents['release/README.md'], skeleton)
    expect(stale).toEqual(['inputs', 'outputs'])
    expect(readme).toContain('<!-- inputs:start -->\n<!-- prettier-ignore-start -->\n\n| Input |')
    expect(readme).toContain('| `files` | no |  | APKs. |')
    expect(renderTables(documents['release/README.md'], readme).stale).toEqual([])
    expect(readmeOf('token')).toBe('README.md')
    expect(readmeOf('listing-bootstrap')).toBe('listing-bootstrap/README.md')
  })

  it("gives a sub-action's inputs that the root action declares alike one row, linking to the root's table", () => {
    const release = `
inputs:
  token:
    description: A folded description over two lines, with a | pipe.
    required: true
  retries:
    description: How often to try again, counted otherwise.
    default: '3'
  mode:
    description: No required key and no default.
`
    const table = allDocuments({ token: actionYml, release })['release/README.md'].inputs
    const rows = table.split('\n').slice(2)
    expect(rows[0]).toBe('| `token`, `mode` | `token` |  | ' + AS_THE_TOKEN_ACTION + ' |')
    expect(rows.slice(1)).toEqual(['| `retries` | no | `3` | How often to try again, counted otherwise. |'])
    expect(AS_THE_TOKEN_ACTION).toContain('](../README.md#')
    // The root's own table lists every input.
    expect(allDocuments({ token: actionYml, release })['README.md'].inputs.split('\n')).toHaveLength(6)
  })

  it('writes an inputs and an outputs table between the markers', () => {
    const { readme, stale } = renderTables(actionTables(actionYml), skeleton)
    expect(stale).toEqual(['inputs', 'outputs'])
    expect(readme).toBe(
      [
        '# Example',
        '',
        '## Inputs',
        '',
        '<!-- inputs:start -->',
        '<!-- prettier-ignore-start -->',
        '',
        '| Input | Required | Default | Description |',
        '| --- | --- | --- | --- |',
        '| `token` | yes |  | A folded description over two lines, with a \\| pipe. |',
        '| `retries` | no | `3` | How often to try again. |',
        '| `mode` | no |  | No required key and no default. |',
        '| `empty` | no |  | An empty default shows as none. |',
        '',
        '<!-- prettier-ignore-end -->',
        '<!-- inputs:end -->',
        '',
        '## Outputs',
        '',
        '<!-- outputs:start -->',
        '<!-- prettier-ignore-start -->',
        '',
        '| Output | Description |',
        '| --- | --- |',
        '| `result` | What came out. |',
        '',
        '<!-- prettier-ignore-end -->',
        '<!-- outputs:end -->',
        '',
        'Prose after the tables stays.',
        ''
      ].join('\n')
    )
  })

  it('reports nothing stale once the tables are current', () => {
    const { readme } = renderTables(actionTables(actionYml), skeleton)
    expect(renderTables(actionTables(actionYml), readme)).toEqual({ readme, stale: [] })
  })

  it('names only the table that changed', () => {
    const { readme } = renderTables(actionTables(actionYml), skeleton)
    const changed = actionYml.replace('What came out.', 'What comes out.')
    expect(renderTables(actionTables(changed), readme).stale).toEqual(['outputs'])
  })

  it('copes with an action without inputs or outputs', () => {
    const { readme } = renderTables(actionTables('name: Bare\n'), skeleton)
    expect(readme).toContain('| Input | Required | Default | Description |\n| --- | --- | --- | --- |\n\n')
    expect(readme).toContain('| Output | Description |\n| --- | --- |\n\n')
  })

  it('throws when a marker is missing, doubled or out of order', () => {
    expect(() => renderTables(actionTables(actionYml), skeleton.replace('<!-- outputs:end -->', ''))).toThrow(
      'missing: <!-- outputs:end -->'
    )
    expect(() => renderTables(actionTables(actionYml), `${skeleton}\n<!-- inputs:start -->\n`)).toThrow(
      '2 times: <!-- inputs:start -->'
    )
    const swapped = skeleton
      .replace('<!-- inputs:start -->', '<!-- TMP -->')
      .replace('<!-- inputs:end -->', '<!-- inputs:start -->')
      .replace('<!-- TMP -->', '<!-- inputs:end -->')
    expect(() => renderTables(actionTables(actionYml), swapped)).toThrow(
      '<!-- inputs:end --> comes before <!-- inputs:start -->'
    )
  })
})

describe('cells', () => {
  it('keeps a cell on one line and escapes pipes', () => {
    expect(cell(' a\n  b | c ')).toBe('a b \\| c')
    expect(cell(undefined)).toBe('')
  })

  it('fences code that holds backticks or pipes', () => {
    expect(code('3')).toBe('`3`')
    expect(code('a`b')).toBe('``a`b``')
    expect(code('`x`')).toBe('`` `x` ``')
    expect(code('a|b')).toBe('`a\\|b`')
  })
})

describe('reusable workflow tables', () => {
  const workflow = `
on:
  workflow_call:
    inputs:
      report:
        description: One or more report types.
        type: string
        required: true
      retention-days:
        description: How long.
        type: number
        default: 90
      fail:
        description: Fail or not.
        type: boolean
        default: false
    secrets:
      client-id:
        description: The ID.
        required: true
    outputs:
      found:
        description: Whether it was found.
        value: \${{ jobs.x.outputs.found }}
jobs: {}
`
  const markers = (file: string) =>
    ['inputs', 'secrets', 'outputs'].flatMap((part) => [
      `<!-- ${file}:${part}:start -->`,
      `<!-- ${file}:${part}:end -->`
    ])
  const withWorkflow = `# Reusable workflows\n${markers('report.yml').join('\n')}\n`

  it('writes an inputs, a secrets and an outputs table for each reusable workflow', () => {
    const files = [
      { file: 'report.yml', text: workflow },
      { file: 'ci.yml', text: 'on: push\njobs: {}\n' }
    ]
    const { readme, stale } = renderTables(workflowTables(files), withWorkflow)
    expect(stale).toEqual(['report.yml:inputs', 'report.yml:secrets', 'report.yml:outputs'])
    expect(readme).toContain(
      [
        '| Input | Type | Required | Default | Description |',
        '| --- | --- | --- | --- | --- |',
        '| `report` | string | yes |  | One or more report types. |',
        '| `retention-days` | number | no | `90` | How long. |',
        '| `fail` | boolean | no | `false` | Fail or not. |'
      ].join('\n')
    )
    expect(readme).toContain(
      ['| Secret | Required | Description |', '| --- | --- | --- |', '| `client-id` | yes | The ID. |'].join('\n')
    )
    expect(readme).toContain(
      ['| Output | Description |', '| --- | --- |', '| `found` | Whether it was found. |'].join('\n')
    )
    expect(renderTables(workflowTables(files), readme).stale).toEqual([])
  })

  it('demands the markers of every reusable workflow, and only of those', () => {
    expect(() => renderTables(workflowTables([{ file: 'report.yml', text: workflow }]), skeleton)).toThrow(
      'missing: <!-- report.yml:inputs:start -->'
    )
    expect(workflowTables([{ file: 'ci.yml', text: 'on: [push]\njobs: {}\n' }])).toEqual({})
    expect(workflowCall('on: [push, workflow_call]\n')).toEqual({})
    expect(workflowCall('on: workflow_call\n')).toEqual({})
    expect(workflowCall('on:\n  workflow_call:\n')).toEqual({})
    expect(workflowCall('on: push\n')).toBeUndefined()
  })
})

describe("each action's README", () => {
  const sub = DOORS.filter((door) => door !== 'token')
  const actionYmls = Object.fromEntries(
    DOORS.map((door) => [door, readFileSync(door === 'token' ? 'action.yml' : `${door}/action.yml`, 'utf8')])
  )
  const tablesOf = (door: string) => allDocuments(actionYmls)[readmeOf(door)]

  it('is there for every sub-action, and holds all of its inputs and outputs', () => {
    expect(sub).toEqual(expect.arrayContaining(['release', 'status', 'listing-bootstrap', 'report']))
    for (const door of DOORS) {
      const readme = readFileSync(readmeOf(door), 'utf8')
      expect({ door, stale: renderTables(tablesOf(door), readme).stale }).toEqual({ door, stale: [] })
      expect(readme).toContain(`uses: appstore-actions/appstore-token-action${door === 'token' ? '' : `/${door}`}@v1`)
    }
  })

  it.each(sub)('%s/README.md: a row removed or changed makes the check fail', (door) => {
    const readme = readFileSync(readmeOf(door), 'utf8')
    const rows = readme.split('\n').filter((line) => /^\| `[\w-]+` \|/.test(line))
    expect(rows.length).toBeGreaterThan(1)
    const last = rows.at(-1)!
    expect(renderTables(tablesOf(door), readme.replace(`${last}\n`, '')).stale).not.toEqual([])
    expect(renderTables(tablesOf(door), readme.replace(last, last.replace(/ \|$/, ' changed |'))).stale).not.toEqual([])
    const first = rows[0]
    expect(renderTables(tablesOf(door), readme.replace(`${first}\n`, '')).stale).toEqual(['inputs'])
  })
})

describe('npm run docs:check', () => {
  /** A copy of what the check reads, with files changed, checked as `npm run docs:check` does. */
  function checkWith(changes: Record<string, (text: string) => string>) {
    const base = tempDir('docs-check-')
    const dir = join(base, 'real')
    try {
      const copied = ['scripts', 'action.yml', 'package.json', '.prettierrc.json', 'src/step/action-inputs.ts']
      copied.push('docs/REUSABLE-WORKFLOWS.md', '.github/workflows')
      for (const door of DOORS) copied.push(readmeOf(door), door === 'token' ? 'action.yml' : `${door}/action.yml`)
      for (const path of copied) cpSync(path, join(dir, path), { recursive: true })
      symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'junction')
      for (const [file, change] of Object.entries(changes)) {
        writeFileSync(join(dir, file), change(readFileSync(join(dir, file), 'utf8')))
      }
      // Started through a link, as from macOS' $TMPDIR (/var is /private/var): the check still runs.
      symlinkSync(dir, join(base, 'linked'), 'junction')
      const run = spawnSync('node', [join(base, 'linked/scripts/readme-tables.mjs'), '--check'], { encoding: 'utf8' })
      return { code: run.status, stderr: run.stderr }
    } finally {
      rmSync(base, { recursive: true, force: true })
    }
  }

  it('fails when a row of a door README is dropped or changed, or the README is gone, naming each', () => {
    // One copy with the three changes: the check names each stale README (one start of the script,
    // which loads prettier, in place of one a change).
    const run = checkWith({
      'status/README.md': (text) => text.replace(/^\| `app-id` \|.*\n/m, ''),
      'report/README.md': (text) => text.replace('| `found` | `true`', '| `found` | `false`'),
      'listing-bootstrap/README.md': () => '# Listing bootstrap\n'
    })
    expect(run.code).toBe(1)
    expect(run.stderr).toContain("status/README.md: the inputs table is stale; run 'npm run docs'.\n")
    expect(run.stderr).toContain("report/README.md: the outputs table is stale; run 'npm run docs'.\n")
    expect(run.stderr).toContain('listing-bootstrap/README.md: the markers are not in order')
    expect(run.stderr.match(/^[\w-]+\/README\.md:/gm)).toHaveLength(3)
  })
})
