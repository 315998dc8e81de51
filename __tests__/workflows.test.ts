// The reusable workflows are what other repositories call: they must name this action as it is
// published, and never hand a token (or a pre-signed link) to the caller.
import { describe, expect, it } from '@jest/globals'
import { readFileSync, readdirSync } from 'node:fs'
import { parse } from 'yaml'

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { repository: { url: string }; version: string }
const published = /github\.com\/([^/]+\/[^/.]+)(\.git)?$/.exec(pkg.repository.url)?.[1]
const major = `v${pkg.version.split('.')[0]}`
const reusable = readdirSync('.github/workflows')
  .filter((file) => file.startsWith('appstore-'))
  .map((file) => ({ file, text: readFileSync(`.github/workflows/${file}`, 'utf8') }))

type Workflow = {
  on: { workflow_call: { inputs: Record<string, unknown>; outputs: Record<string, { value: string }> } }
  jobs: Record<
    string,
    {
      outputs?: Record<string, string>
      concurrency?: { group: string }
      steps: { uses?: string; with?: Record<string, unknown> }[]
    }
  >
}
const actionInputs = Object.keys((parse(readFileSync('action.yml', 'utf8')) as { inputs: object }).inputs)

describe('reusable workflows', () => {
  it('exist', () => {
    expect(reusable.map((w) => w.file).sort()).toEqual([
      'appstore-api.yml',
      'appstore-release.yml',
      'appstore-report.yml'
    ])
    expect(published).toBeTruthy()
  })

  it.each(reusable)('$file uses the action by its published name and major version', ({ text }) => {
    const workflow = parse(text) as Workflow
    const uses = Object.values(workflow.jobs).flatMap((job) => job.steps.map((step) => step.uses ?? ''))
    const ours = uses.filter((use) => use.includes('appstore-token-action') || use === './')
    expect(ours).toEqual([`${published}@${major}`])
    // The examples in the header comment name the same repository.
    for (const [, name] of text.matchAll(/uses: ([\w.-]+\/[\w.-]+)\/\.github\/workflows\//g))
      expect(name).toBe(published)
  })

  it.each(reusable)('$file never outputs a token, a secret or a link', ({ text }) => {
    const workflow = parse(text) as Workflow
    const values = [
      ...Object.values(workflow.on.workflow_call.outputs).map((output) => output.value),
      ...Object.values(workflow.jobs).flatMap((job) => Object.values(job.outputs ?? {}))
    ]
    expect(values.length).toBeGreaterThan(0)
    for (const value of values) expect(value).not.toMatch(/access-token|secrets\.|report-file|api-response-headers/)
  })

  it.each(reusable)('$file gives the action only inputs it has, and uses every input it declares', ({ text }) => {
    const workflow = parse(text) as Workflow
    const steps = Object.values(workflow.jobs).flatMap((job) => job.steps)
    const ours = steps.find((step) => step.uses?.startsWith(`${published}@`))
    expect(ours?.with).toBeDefined()
    for (const name of Object.keys(ours?.with ?? {})) expect(actionInputs).toContain(name)
    for (const name of Object.keys(workflow.on.workflow_call.inputs)) expect(text).toContain(`inputs.${name} }}`)
  })
})

describe('the release workflow', () => {
  const workflow = parse(reusable.find((w) => w.file === 'appstore-release.yml')?.text ?? '') as Workflow

  it('keeps releases of one app from overlapping', () => {
    expect(workflow.jobs.release.concurrency?.group).toContain('${{ inputs.app-id }}')
  })

  it('returns edit-id, version-codes and submitted from the action', () => {
    expect(workflow.jobs.release.outputs).toEqual({
      'edit-id': '${{ steps.release.outputs.edit-id }}',
      'version-codes': '${{ steps.release.outputs.version-codes }}',
      submitted: '${{ steps.release.outputs.release-submitted }}'
    })
    expect(Object.keys(workflow.on.workflow_call.outputs)).toEqual(['edit-id', 'version-codes', 'submitted'])
  })
})
