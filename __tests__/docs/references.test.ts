// What the docs name must exist: the inputs, secrets and outputs their workflows use of this action
// and of its reusable workflows (a README example naming an input the action does not have is a
// classic of this field), the files and headings they link to, and the npm scripts they mention.
import { describe, expect, it } from '@jest/globals'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { parse } from 'yaml'
import { docFiles, isWholeWorkflow, shownName, yamlBlocks } from '../../scripts/actionlint.mjs'

type Spec = { required?: boolean; default?: unknown }
type Call = { inputs?: Record<string, Spec>; secrets?: Record<string, Spec>; outputs?: Record<string, unknown> }
type Step = { id?: string; uses?: string; with?: Record<string, unknown> }
type Job = {
  uses?: string
  with?: Record<string, unknown>
  secrets?: Record<string, unknown> | 'inherit'
  steps?: Step[]
}

type Action = { inputs: Record<string, Spec>; outputs: Record<string, unknown> }
/** An action's action.yml: the root one (door ''), or `<door>/action.yml`; undefined when there is none. */
const actionOf = (door: string): Action | undefined => {
  const path = door ? join(door, 'action.yml') : 'action.yml'
  return existsSync(path) ? (parse(readFileSync(path, 'utf8')) as Action) : undefined
}
const reusable = (file: string): Call | undefined => {
  const path = join('.github/workflows', file)
  return existsSync(path)
    ? (parse(readFileSync(path, 'utf8')) as { on: { workflow_call: Call } }).on.workflow_call
    : undefined
}

/** The names a reusable workflow takes the credentials by: its own, or those of environment secrets. */
const CREDENTIALS = [
  ['client-id', 'client-secret'],
  ['APPSTORE_CLIENT_ID', 'APPSTORE_CLIENT_SECRET']
]

/** Every problem with the way one whole workflow uses this action and its reusable workflows. */
function problems(workflow: { jobs: Record<string, Job> }, text: string): string[] {
  const found: string[] = []
  const stepOutputs = new Map<string, { label: string; action: Action }>()
  const jobOutputs: Record<string, string[]> = {}
  for (const [jobId, job] of Object.entries(workflow.jobs)) {
    const called = /^appstore-actions\/appstore-token-action\/\.github\/workflows\/([\w.-]+)@/.exec(job.uses ?? '')
    if (called) {
      const call = reusable(called[1])
      if (!call) {
        found.push(`${jobId}: no such reusable workflow: ${called[1]}`)
        continue
      }
      const given = Object.keys(job.with ?? {})
      for (const name of given)
        if (!(name in (call.inputs ?? {}))) found.push(`${jobId}: ${called[1]} has no input '${name}'`)
      for (const [name, spec] of Object.entries(call.inputs ?? {}))
        if (spec.required && !given.includes(name)) found.push(`${jobId}: ${called[1]} needs input '${name}'`)
      if (job.secrets !== 'inherit') {
        const secrets = Object.keys(job.secrets ?? {})
        for (const name of secrets)
          if (!(name in (call.secrets ?? {}))) found.push(`${jobId}: ${called[1]} has no secret '${name}'`)
        for (const [name, spec] of Object.entries(call.secrets ?? {}))
          if (spec.required && !secrets.includes(name)) found.push(`${jobId}: ${called[1]} needs secret '${name}'`)
        // The credentials are optional one by one: one pair of names or the other must be passed.
        const pairs = CREDENTIALS.filter((pair) => pair.every((name) => name in (call.secrets ?? {})))
        if (pairs.length > 0 && !pairs.some((pair) => pair.every((name) => secrets.includes(name))))
          found.push(
            `${jobId}: ${called[1]} needs the secrets ${pairs.map((pair) => pair.join(' and ')).join(', or ')}`
          )
      }
      jobOutputs[jobId] = Object.keys(call.outputs ?? {})
    }
    for (const step of job.steps ?? []) {
      const door = /^appstore-actions\/appstore-token-action(?:\/([\w-]+))?@/.exec(step.uses ?? '')
      if (!door || door[1] === '.github') continue
      const label = door[1] ? `the ${door[1]} action` : 'the action'
      const action = actionOf(door[1] ?? '')
      if (!action) {
        found.push(`${jobId}: no such action: ${door[1]}`)
        continue
      }
      for (const name of Object.keys(step.with ?? {}))
        if (!(name in action.inputs)) found.push(`${jobId}: ${label} has no input '${name}'`)
      for (const name of ['client-id', 'client-secret'].filter((input) => input in action.inputs))
        if (!(name in (step.with ?? {}))) found.push(`${jobId}: a step of ${label} without '${name}'`)
      if (step.id) stepOutputs.set(step.id, { label, action })
    }
  }
  for (const [, id, name] of text.matchAll(/steps\.([\w-]+)\.outputs\.([\w-]+)/g)) {
    const step = stepOutputs.get(id)
    if (step && !(name in step.action.outputs)) found.push(`steps.${id}: ${step.label} has no output '${name}'`)
  }
  for (const [, id, name] of text.matchAll(/needs\.([\w-]+)\.outputs\.([\w-]+)/g))
    if (jobOutputs[id] && !jobOutputs[id].includes(name)) found.push(`needs.${id}: no output '${name}'`)
  return found
}

const files = (await docFiles()).map((path) => ({ path, name: shownName(path), text: readFileSync(path, 'utf8') }))
const workflows = files.flatMap(({ name, text }) =>
  yamlBlocks(text)
    .map((block) => ({ at: `${name}:${block.line}`, text: block.text, value: parse(block.text) as unknown }))
    .filter((block) => isWholeWorkflow(block.value))
)

describe('workflows in the docs use what exists', () => {
  it.each(workflows)('$at', ({ text, value }) => {
    expect(problems(value as { jobs: Record<string, Job> }, text)).toEqual([])
  })

  it('catches an input, a secret or an output that does not exist', () => {
    const text = [
      'on: push',
      'jobs:',
      '  call:',
      '    uses: appstore-actions/appstore-token-action/.github/workflows/appstore-report.yml@v1',
      '    with: { report: sales }',
      '    secrets: { client-id: x, token: y }',
      '  own:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - id: get',
      '        uses: appstore-actions/appstore-token-action@v1',
      '        with: { client-id: a, client-secret: b, api-path: /x }',
      '      - id: up',
      '        uses: appstore-actions/appstore-token-action/release@v1',
      '        with: { client-id: a, client-secret: b, app-id: c, release-files: x }',
      '      - uses: appstore-actions/appstore-token-action/nope@v1',
      '      - run: echo "${{ steps.get.outputs.etag }} ${{ needs.call.outputs.report-file }} ${{ steps.up.outputs.release-submitted }}"',
      ''
    ].join('\n')
    expect(problems(parse(text), text)).toEqual([
      "call: appstore-report.yml has no input 'report'",
      "call: appstore-report.yml needs input 'types'",
      "call: appstore-report.yml has no secret 'token'",
      'call: appstore-report.yml needs the secrets client-id and client-secret, or APPSTORE_CLIENT_ID and APPSTORE_CLIENT_SECRET',
      "own: the action has no input 'api-path'",
      "own: the release action has no input 'release-files'",
      'own: no such action: nope',
      "steps.get: the action has no output 'etag'",
      "steps.up: the release action has no output 'release-submitted'",
      "needs.call: no output 'report-file'"
    ])
  })
})

/** GitHub's anchor for a Markdown heading. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}

function anchors(markdown: string): string[] {
  return [...markdown.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => slug(match[1]))
}

const links = files.flatMap(({ path, name, text }) =>
  [...text.replace(/```[\s\S]*?```/g, '').matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1])
    .filter((target) => !/^[a-z]+:/.test(target))
    .map((target) => ({ name, path, target }))
)

describe('links in the docs', () => {
  it('are found', () => {
    expect(links.length).toBeGreaterThan(20)
  })

  it.each(links)('$name -> $target', ({ path, target }) => {
    const [file, anchor] = target.split('#')
    const resolved = file === '' ? path : join(dirname(path), file)
    expect(existsSync(resolved)).toBe(true)
    if (anchor && resolved.endsWith('.md')) expect(anchors(readFileSync(resolved, 'utf8'))).toContain(anchor)
  })

  it('make anchors as GitHub does', () => {
    expect(slug('`appstore-api.yml`: one API call in a job of its own')).toBe(
      'appstore-apiyml-one-api-call-in-a-job-of-its-own'
    )
  })
})

describe('the front page', () => {
  const front = readFileSync('README.md', 'utf8')

  // It leads with what the actions do; the long material lives in each action's README and in
  // docs/, one link away.
  it('is at most 14 KB', () => {
    expect(Buffer.byteLength(front)).toBeLessThanOrEqual(14 * 1024)
  })

  it.each([
    'release/README.md',
    'status/README.md',
    'listing-bootstrap/README.md',
    'report/README.md',
    'vitals/README.md',
    'docs/api-notes.md',
    'docs/REUSABLE-WORKFLOWS.md',
    'docs/recipes/README.md',
    'docs/TROUBLESHOOTING.md'
  ])('links to %s', (target) => {
    expect(links.filter(({ name }) => name === 'README.md').map(({ target }) => target.split('#')[0])).toContain(target)
  })
})

describe("the docs stay short and in the users' words", () => {
  // Each of these files has one job; what outgrows its size belongs in another document.
  it.each([
    ['docs/TROUBLESHOOTING.md', 25],
    ['docs/CONTRIBUTING.md', 12],
    ['CHANGELOG.md', 6],
    ['SECURITY.md', 3]
  ])('%s is at most %i KB', (file, kb) => {
    expect(Buffer.byteLength(readFileSync(file, 'utf8'))).toBeLessThanOrEqual(kb * 1024)
  })

  // Users say "action" and "sub-action"; an outside notes file is stated in docs/api-notes.md instead
  // (its name is built here, so that this file does not name it either).
  const words = new RegExp(`front doors?|${['APPSTORE', 'API'].join('-')}\\.md`, 'gi')
  const all = [
    ...files.map(({ name, text }) => ({ name, text })),
    ...['CHANGELOG.md', 'SECURITY.md'].map((name) => ({ name, text: readFileSync(name, 'utf8') }))
  ]
  it.each(all)('$name says no "front door" and names no outside notes file', ({ text }) => {
    expect(text.match(words)).toBeNull()
  })
})

describe('npm scripts named in the docs', () => {
  const scripts = Object.keys((JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: object }).scripts)
  const named = [...new Set(files.flatMap(({ text }) => [...text.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1])))]

  it.each(named)('npm run %s exists', (script) => {
    expect(scripts).toContain(script)
  })

  it('npm test is the test command of the README and of .ci/run', () => {
    expect(files.find((file) => file.name === 'README.md')?.text).toContain('```sh\nnpm ci\nnpm test\n```')
    // .ci/run runs it with the temp folder behind a link, as on macOS.
    expect(readFileSync('.ci/run', 'utf8')).toMatch(/^TMPDIR=\S+ npm test\b/m)
  })

  it("CONTRIBUTING gives jest.config.js's coverage thresholds, as jest holds them", async () => {
    const { default: config } = (await import('../../jest.config.js')) as {
      default: { coverageThreshold: { global: Record<'lines' | 'statements' | 'functions' | 'branches', number> } }
    }
    const { lines, statements, functions, branches } = config.coverageThreshold.global
    const text = files.find((file) => file.name === 'docs/CONTRIBUTING.md')?.text.replace(/\s+/g, ' ') ?? ''
    expect(/Coverage of `src\/` is held at (.+?) \(`coverageThreshold`/.exec(text)?.[1]).toBe(
      `${lines}% of lines, ${statements}% of statements, ${functions}% of functions and ${branches}% of branches`
    )
  })
})

/** Every `concurrency:` group in a parsed YAML value, wherever it sits (workflow, job, or a fragment). */
function groupsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(groupsIn)
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, inner]) => {
    if (key !== 'concurrency') return groupsIn(inner)
    if (typeof inner === 'string') return [inner]
    const group = (inner as { group?: unknown } | null)?.group
    return typeof group === 'string' ? [group] : []
  })
}

/** Whether a workflow makes a call that changes an edit, in a step of the action or a job of appstore-api.yml. */
function changesAnEdit(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(changesAnEdit)
  if (typeof value !== 'object' || value === null) return false
  const { uses, with: inputs } = value as { uses?: unknown; with?: Record<string, unknown> }
  const ours = typeof uses === 'string' && uses.includes('appstore-token-action')
  const method = String(inputs?.['api-method'] ?? 'GET').toUpperCase()
  if (ours && /\/edits\b/.test(String(inputs?.['api-url'] ?? '')) && method !== 'GET') return true
  return Object.values(value).some(changesAnEdit)
}

describe('the concurrency group of the edit', () => {
  // One app has one open edit: every workflow that changes it, a release or API calls, waits in
  // one group, so they must all spell it the same way.
  const groups = [
    ...files.flatMap(({ name, text }) =>
      yamlBlocks(text).flatMap((block) =>
        groupsIn(parse(block.text)).map((group) => ({ at: `${name}:${block.line}`, group }))
      )
    ),
    ...['appstore-release.yml'].map((file) => ({
      at: file,
      group: groupsIn(parse(readFileSync(join('.github/workflows', file), 'utf8')))[0]
    }))
  ].filter(({ group }) => group?.startsWith('appstore-'))

  it('is found in the README, the recipes and the release workflow', () => {
    expect(groups.map(({ at }) => at.split(':')[0])).toEqual(
      expect.arrayContaining([
        'README.md',
        'docs/recipes/release.md',
        'docs/recipes/api-calls.md',
        'appstore-release.yml'
      ])
    )
  })

  it.each(groups)('$at: appstore-edit-<app-id>', ({ group }) => {
    expect(group).toMatch(/^appstore-edit-\$\{\{ (vars\.APPSTORE_APP_ID|inputs\.app-id) \}\}$/)
  })

  // Every example workflow that changes an edit (a call under /edits by PUT, POST, PATCH or DELETE,
  // through the action or the reusable workflow) waits in the group.
  const changing = files.flatMap(({ name, text }) =>
    yamlBlocks(text)
      .map((block) => ({ at: `${name}:${block.line}`, workflow: parse(block.text) as unknown }))
      .filter(({ workflow }) => changesAnEdit(workflow))
  )

  it('is in every example that changes an edit', () => {
    expect(changing.map(({ at }) => at.split(':')[0])).toContain('docs/recipes/api-calls.md')
    for (const { at, workflow } of changing) {
      expect({ at, groups: groupsIn(workflow).filter((group) => group.startsWith('appstore-edit-')) }).toEqual({
        at,
        groups: [expect.any(String)]
      })
    }
  })

  it('and the prose names no other', () => {
    for (const { name, text } of files)
      expect({ name, other: text.match(/appstore-(?!edit-)\w+-<app-id>/g) }).toEqual({ name, other: null })
  })
})

describe('CHANGELOG.md', () => {
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }
  const headings = [...readFileSync('CHANGELOG.md', 'utf8').matchAll(/^## \[([^\]]+)\](?: - (.+))?$/gm)].map(
    ([, name, date]) => ({ name, date })
  )

  it("has package.json's version as its newest, and an Unreleased section only above a released one", () => {
    const versions = headings.filter(({ name }) => name !== 'Unreleased')
    expect(versions[0]?.name).toBe(version)
    for (const { date } of versions) expect(date).toMatch(/^(\d{4}-\d{2}-\d{2}|not yet released)$/)
    // Notes of a version not released yet are where new changes go: no second place above it.
    const unreleased = headings.findIndex(({ name }) => name === 'Unreleased')
    if (versions[0]?.date === 'not yet released') expect(unreleased).toBe(-1)
    else expect(unreleased).toBeLessThanOrEqual(0)
  })
})
