// Every ```yaml block a reader may copy from README.md or docs/ must parse, and every block that is
// a whole workflow must lint clean with actionlint 1.7. The checks are the ones
// `npm run lint:actions` runs; the last group shows they do fail on broken YAML and workflows.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { parseDocument } from 'yaml'
import {
  checkMarkdown,
  docFiles,
  isWholeWorkflow,
  lintWorkflow,
  shownName,
  yamlBlocks
} from '../../scripts/actionlint.mjs'

const files = (await docFiles()).map((path) => ({ name: shownName(path), text: readFileSync(path, 'utf8') }))
const blocks = files.flatMap(({ name, text }) =>
  yamlBlocks(text).map((block) => ({ ...block, at: `${name}:${block.line}` }))
)
const workflows = blocks.filter((block) => isWholeWorkflow(parseDocument(block.text).toJS()))

describe('the YAML in the docs', () => {
  it('is found: README.md and docs/ hold yaml blocks, most of them whole workflows', () => {
    expect(files.map((file) => file.name)).toEqual(
      expect.arrayContaining([
        'README.md',
        'release/README.md',
        'status/README.md',
        'listing-bootstrap/README.md',
        'report/README.md',
        'docs/TROUBLESHOOTING.md',
        'docs/recipes/nightly-reports.md'
      ])
    )
    expect(blocks.length).toBeGreaterThanOrEqual(18)
    expect(workflows.length).toBeGreaterThanOrEqual(12)
  })

  it.each(blocks)('$at parses as YAML', ({ text }) => {
    const errors = parseDocument(text).errors.map((error) => error.message)
    expect(errors).toEqual([])
  })

  it.each(workflows)('$at is a whole workflow that lints clean', async ({ text, at }) => {
    expect(await lintWorkflow(text, at)).toEqual([])
  })
})

describe('the checks can fail', () => {
  // The quick start as it was: an unquoted `run:` value holding ": ", which GitHub rejects.
  const broken = [
    '# Quick start',
    '',
    '```yaml',
    '- name: Use it',
    '  env:',
    '    TOKEN: ${{ steps.appstore.outputs.access-token }}',
    '  run: curl --fail -H "Authorization: Bearer $TOKEN" "https://example.com/x"',
    '```',
    ''
  ].join('\n')

  it('finds the block and its first line', () => {
    expect(yamlBlocks(broken)).toEqual([{ line: 4, info: 'yaml', text: expect.stringContaining('- name: Use it') }])
  })

  it('rejects the old quick start at the line of the run: value', async () => {
    const { findings } = await checkMarkdown(broken, 'README.md')
    expect(findings).toEqual([
      expect.objectContaining({ line: 7, kind: 'yaml', message: expect.stringContaining('not valid YAML') })
    ])
  })

  it('reports actionlint findings on a whole workflow at their line in the Markdown file', async () => {
    const markdown = [
      'Text',
      '',
      '```yaml',
      'on: push',
      'jobs:',
      '  one:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - run: echo "${{ secret.TOKEN }}"',
      '```',
      ''
    ].join('\n')
    const { workflows, findings } = await checkMarkdown(markdown, 'doc.md')
    expect(workflows).toBe(1)
    expect(findings).toEqual([expect.objectContaining({ line: 9, kind: 'expression' })])
  })

  it('reports a YAML syntax error with its line, where actionlint 1.6 died without one', async () => {
    const findings = await lintWorkflow('on: push\njobs:\n  one:\n    runs-on: [\n', 'broken.yml')
    expect(findings).toEqual([expect.objectContaining({ kind: 'syntax-check', line: expect.any(Number) })])
    expect(findings[0].line).toBeGreaterThan(0)
  })

  it('accepts the vars context, which actionlint 1.6 rejected', async () => {
    const workflow =
      'on: push\njobs:\n  one:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo "$X"\n        env:\n          X: ${{ vars.APP }}\n'
    expect(await lintWorkflow(workflow, 'vars.yml')).toEqual([])
  })
})
