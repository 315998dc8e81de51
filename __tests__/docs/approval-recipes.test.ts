// The run steps of docs/recipes/release.md's "Publish the GitHub release when Amazon approves" and
// "Tags that mean different things", run as a runner runs them (bash -eo pipefail), with a `gh` on
// PATH that keeps the releases in files: what the draft records, how the scheduled job finds it,
// publishes it, or stops waiting, and which tags submit.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { chmodSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { yamlBlocks } from '../../scripts/actionlint.mjs'
import { parseOutputFile } from '../../__fixtures__/runner.mjs'
import { runBash } from '../support/platforms.js'
import { tempDir } from '../support/temp.js'

type Step = { id?: string; name?: string; run?: string; env?: Record<string, string> }
type Workflow = { name: string; jobs: Record<string, { steps: Step[] }> }
const workflows = yamlBlocks(readFileSync('docs/recipes/release.md', 'utf8'))
  .map((block) => parse(block.text) as Workflow)
  .filter((value) => typeof value === 'object' && value !== null && 'jobs' in value)
const workflow = (name: string) => workflows.find((candidate) => candidate.name === name)!
const stepOf = (name: string, step: string): Step =>
  Object.values(workflow(name).jobs)[0].steps.find((candidate) => candidate.name === step)!

const RELEASE = 'Appstore release, published on GitHub once live'
const SCHEDULED = 'Publish the GitHub release when Amazon approves'
const TAGS = 'Appstore release from a tag'

/**
 * A `gh` that keeps each release's body in `body-<tag>` and the drafts' tags in `drafts`, and logs
 * every call: release list (the drafts), view (the body), create and edit (--notes-file is kept).
 */
const GH = `#!/usr/bin/env bash
dir=$(dirname "$0")
printf '%s\\n' "$*" >> "$dir/gh.log"
case "$1 $2" in
  'release list') cat "$dir/drafts" ;;
  'release view') cat "$dir/body-$3" ;;
  'release create' | 'release edit') tag=$3; shift 3; prev=''
    for arg in "$@"; do [ "$prev" = --notes-file ] && cp "$arg" "$dir/body-$tag"; prev=$arg; done ;;
esac
`

let dir: string
beforeEach(() => {
  dir = tempDir('approval-recipe-')
  writeFileSync(join(dir, 'gh'), GH)
  chmodSync(join(dir, 'gh'), 0o755)
  writeFileSync(join(dir, 'drafts'), '')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const read = (name: string): string => {
  try {
    return readFileSync(join(dir, name), 'utf8')
  } catch {
    return ''
  }
}
/** Runs a step's script with its env (values given here in place of the expressions). */
function run(step: Step, env: Record<string, string>) {
  expect(step.run).not.toContain('${{')
  for (const name of ['GITHUB_OUTPUT', 'GITHUB_STEP_SUMMARY']) writeFileSync(join(dir, name), '')
  const ran = runBash(step.run!, {
    pathBefore: [dir],
    cwd: dir,
    env: {
      RUNNER_TEMP: dir,
      GITHUB_OUTPUT: join(dir, 'GITHUB_OUTPUT'),
      GITHUB_STEP_SUMMARY: join(dir, 'GITHUB_STEP_SUMMARY'),
      ...env
    }
  })
  return {
    code: ran.status,
    stderr: ran.stderr,
    outputs: parseOutputFile(read('GITHUB_OUTPUT')),
    summary: read('GITHUB_STEP_SUMMARY'),
    calls: read('gh.log').trim().split('\n').filter(Boolean)
  }
}

describe('publish the GitHub release when Amazon approves', () => {
  it('leaves a draft that records the version codes the release output gives, one a line', () => {
    const step = stepOf(RELEASE, 'Leave the GitHub release as a draft that waits for the review')
    const ran = run(step, { TAG: 'v1.4.0', CODES: '200\n201' })
    expect(ran.code).toBe(0)
    expect(ran.calls.map((call) => call.replace(/\S*notes\.md$/, 'notes.md'))).toEqual([
      'release create v1.4.0 --draft --verify-tag --title v1.4.0 --notes-file notes.md'
    ])
    expect(read('body-v1.4.0')).toBe('Amazon Appstore version codes: 200 201\n\n<!-- appstore-waiting: 200 201 -->\n')
  })

  it('finds the newest draft that waits, its body edited on the web (CRLF), past a draft that does not', () => {
    writeFileSync(join(dir, 'drafts'), 'v1.5.0-beta\nv1.4.0\nv1.3.0\n')
    writeFileSync(join(dir, 'body-v1.5.0-beta'), 'A beta.\n')
    writeFileSync(join(dir, 'body-v1.4.0'), 'Edited on the web.\r\n\r\n<!-- appstore-waiting: 200 201 -->\r\n')
    writeFileSync(join(dir, 'body-v1.3.0'), '<!-- appstore-waiting: 150 -->\n')
    const ran = run(stepOf(SCHEDULED, 'Find the draft that waits for the review'), {})
    expect(ran.code).toBe(0)
    expect(ran.outputs).toEqual({ tag: 'v1.4.0', 'version-codes': '200 201 ' })
    expect(ran.summary).toBe('')
  })

  it('finds nothing when no draft waits, and says so', () => {
    writeFileSync(join(dir, 'drafts'), 'v1.3.0\n')
    writeFileSync(join(dir, 'body-v1.3.0'), '<!-- appstore-review-ended: 150 -->\n')
    const ran = run(stepOf(SCHEDULED, 'Find the draft that waits for the review'), {})
    expect(ran.code).toBe(0)
    expect(ran.outputs).toEqual({ tag: '', 'version-codes': '' })
    expect(ran.summary).toBe('No draft waits for the Appstore review.\n')
  })

  it('publishes the draft once live', () => {
    const ran = run(stepOf(SCHEDULED, 'Publish the release, live now'), { TAG: 'v1.4.0' })
    expect(ran.code).toBe(0)
    expect(ran.calls).toEqual(['release edit v1.4.0 --draft=false'])
    expect(ran.summary).toContain('v1.4.0 is live on the Amazon Appstore')
  })

  it('stops waiting when the review ended without the version: the marker renamed, the job failed once', () => {
    writeFileSync(join(dir, 'body-v1.4.0'), 'Notes.\n\n<!-- appstore-waiting: 200 201 -->\n')
    const ran = run(stepOf(SCHEDULED, 'Stop waiting when the review ended without this version'), { TAG: 'v1.4.0' })
    expect(ran.code).toBe(1)
    expect(read('body-v1.4.0')).toBe('Notes.\n\n<!-- appstore-review-ended: 200 201 -->\n')
    expect(ran.summary).toContain('v1.4.0 is not live, and no edit is in review: the review ended without it')
    writeFileSync(join(dir, 'drafts'), 'v1.4.0\n')
    expect(run(stepOf(SCHEDULED, 'Find the draft that waits for the review'), {}).outputs.tag).toBe('')
  })
})

describe('tags that mean different things', () => {
  const tag = (name: string) => run(stepOf(TAGS, 'Read the tag'), { TAG: name })

  it.each([
    ['v1.4.0', 'true'],
    ['v10.0.12', 'true'],
    ['v1.4.0-beta', 'false'],
    ['v1.4.0-beta.2', 'false']
  ])('%s: submit %s', (name, submit) => {
    const ran = tag(name)
    expect(ran.code).toBe(0)
    expect(ran.outputs).toEqual({ submit })
  })

  it.each(['v1.4', 'v1.4.0-rc1', '1.4.0', 'v1.4.0-beta-x'])('%j: stops the job', (name) => {
    const ran = tag(name)
    expect(ran.code).toBe(1)
    expect(ran.outputs).toEqual({})
    expect(ran.summary).toContain('The tag is neither vX.Y.Z (submitted) nor vX.Y.Z-beta (a draft)')
  })
})
