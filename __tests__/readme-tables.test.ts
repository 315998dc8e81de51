import { cell, code, renderTables, workflowCall } from '../scripts/readme-tables.mjs'

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
  it("writes a sub-action's tables between its own markers, and needs them", () => {
    const doors = { token: actionYml, release: 'inputs:\n  files:\n    description: APKs.\noutputs: {}\n' }
    const withRelease = `${skeleton}\n<!-- release:inputs:start -->\n<!-- release:inputs:end -->\n<!-- release:outputs:start -->\n<!-- release:outputs:end -->\n`
    const { readme, stale } = renderTables(doors, withRelease)
    expect(stale).toEqual(['inputs', 'outputs', 'release:inputs', 'release:outputs'])
    expect(readme).toContain('<!-- release:inputs:start -->\n<!-- prettier-ignore-start -->\n\n| Input |')
    expect(readme).toContain('| `files` | no |  | APKs. |')
    expect(renderTables(doors, readme).stale).toEqual([])
    expect(() => renderTables(doors, skeleton)).toThrow('missing: <!-- release:inputs:start -->')
  })

  it('writes an inputs and an outputs table between the markers', () => {
    const { readme, stale } = renderTables(actionYml, skeleton)
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
    const { readme } = renderTables(actionYml, skeleton)
    expect(renderTables(actionYml, readme)).toEqual({ readme, stale: [] })
  })

  it('names only the table that changed', () => {
    const { readme } = renderTables(actionYml, skeleton)
    const changed = actionYml.replace('What came out.', 'What comes out.')
    expect(renderTables(changed, readme).stale).toEqual(['outputs'])
  })

  it('copes with an action without inputs or outputs', () => {
    const { readme } = renderTables('name: Bare\n', skeleton)
    expect(readme).toContain('| Input | Required | Default | Description |\n| --- | --- | --- | --- |\n\n')
    expect(readme).toContain('| Output | Description |\n| --- | --- |\n\n')
  })

  it('throws when a marker is missing, doubled or out of order', () => {
    expect(() => renderTables(actionYml, skeleton.replace('<!-- outputs:end -->', ''))).toThrow(
      'missing: <!-- outputs:end -->'
    )
    expect(() => renderTables(actionYml, `${skeleton}\n<!-- inputs:start -->\n`)).toThrow(
      '2 times: <!-- inputs:start -->'
    )
    const swapped = skeleton
      .replace('<!-- inputs:start -->', '<!-- TMP -->')
      .replace('<!-- inputs:end -->', '<!-- inputs:start -->')
      .replace('<!-- TMP -->', '<!-- inputs:end -->')
    expect(() => renderTables(actionYml, swapped)).toThrow('<!-- inputs:end --> comes before <!-- inputs:start -->')
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
  const withWorkflow = `${skeleton}\n${markers('report.yml').join('\n')}\n`

  it('writes an inputs, a secrets and an outputs table for each reusable workflow', () => {
    const files = [
      { file: 'report.yml', text: workflow },
      { file: 'ci.yml', text: 'on: push\njobs: {}\n' }
    ]
    const { readme, stale } = renderTables(actionYml, withWorkflow, files)
    expect(stale).toEqual(['inputs', 'outputs', 'report.yml:inputs', 'report.yml:secrets', 'report.yml:outputs'])
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
    expect(renderTables(actionYml, readme, files).stale).toEqual([])
  })

  it('demands the markers of every reusable workflow, and only of those', () => {
    expect(() => renderTables(actionYml, skeleton, [{ file: 'report.yml', text: workflow }])).toThrow(
      'missing: <!-- report.yml:inputs:start -->'
    )
    expect(() => renderTables(actionYml, skeleton, [{ file: 'ci.yml', text: 'on: [push]\njobs: {}\n' }])).not.toThrow()
    expect(workflowCall('on: [push, workflow_call]\n')).toEqual({})
    expect(workflowCall('on: workflow_call\n')).toEqual({})
    expect(workflowCall('on:\n  workflow_call:\n')).toEqual({})
    expect(workflowCall('on: push\n')).toBeUndefined()
  })
})
