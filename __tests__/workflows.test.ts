// The reusable workflows are what other repositories call: they must name this action as it is
// published, pass its inputs under their real names, never hand a token (or a pre-signed link) to
// the caller, and their shell steps must do what their inputs promise.
import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { chmodSync, copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { parseOutputFile } from '../__fixtures__/runner.mjs'
import { DOORS as ALL_DOORS, folderOf } from '../scripts/doors.mjs'
import { macosBash } from '../scripts/macos-shell.mjs'
import { itWhen, runBash } from './support/platforms.js'
import { tempDir } from './support/temp.js'

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { repository: { url: string }; version: string }
const published = /github\.com\/([^/]+\/[^/.]+)(\.git)?$/.exec(pkg.repository.url)?.[1]
const major = `v${pkg.version.split('.')[0]}`

type Input = { type: string; required?: boolean; default?: unknown; description: string }
type Step = {
  id?: string
  if?: string
  uses?: string
  run?: string
  with?: Record<string, string | boolean>
  env?: Record<string, string>
}
type Job = {
  'runs-on': string
  environment?: string
  outputs?: Record<string, string>
  steps: Step[]
  strategy?: unknown
}
type Workflow = {
  on: {
    workflow_call: {
      inputs: Record<string, Input>
      secrets: Record<string, unknown>
      outputs: Record<string, { value: string; description: string }>
    }
  }
  jobs: Record<string, Job>
}
const reusable = readdirSync('.github/workflows')
  .filter((file) => file.startsWith('appstore-'))
  .map((file) => {
    const text = readFileSync(`.github/workflows/${file}`, 'utf8')
    return { file, text, workflow: parse(text) as Workflow }
  })
const byName = (file: string) => reusable.find((w) => w.file === file)!.workflow
type Action = { inputs: Record<string, { default?: string }>; outputs: Record<string, unknown> }
/** The action a `uses:` names: the root action.yml, or `<door>/action.yml` of a sub-action. */
const DOORS = ALL_DOORS.filter((door) => door !== 'token').map(folderOf)
const doorOf = (uses = '') => /^[\w.-]+\/[\w.-]+\/([\w-]+)@/.exec(uses)?.[1] ?? ''
const actionOf = (uses?: string) =>
  parse(readFileSync(doorOf(uses) ? `${doorOf(uses)}/action.yml` : 'action.yml', 'utf8')) as Action
const action = actionOf()
const steps = (workflow: Workflow) => Object.values(workflow.jobs).flatMap((job) => job.steps)
const ourSteps = (workflow: Workflow) => steps(workflow).filter((step) => step.uses?.includes('appstore-token-action'))

/** The runs-on of every job: a label, or JSON for a list of labels or a group. */
const RUNS_ON =
  "${{ (startsWith(inputs.runs-on, '[') || startsWith(inputs.runs-on, '{')) && fromJSON(inputs.runs-on) || inputs.runs-on }}"

describe('reusable workflows', () => {
  it('exist', () => {
    expect(reusable.map((w) => w.file)).toEqual(expect.arrayContaining(['appstore-api.yml', 'appstore-report.yml']))
    expect(published).toBeTruthy()
  })

  it.each(reusable)('$file uses an action by its published name and major version', ({ workflow, text }) => {
    const uses = steps(workflow).map((step) => step.uses ?? '')
    const ours = uses.filter((use) => use.includes('appstore-token-action') || use.startsWith('./'))
    expect(ours.length).toBeGreaterThan(0)
    for (const use of ours) {
      const door = doorOf(use)
      expect(door === '' || DOORS.includes(door)).toBe(true)
      expect(use).toBe(`${published}${door && `/${door}`}@${major}`)
    }
    // The examples in the header comment name the same repository.
    for (const [, name] of text.matchAll(/uses: ([\w.-]+\/[\w.-]+)\/\.github\/workflows\//g))
      expect(name).toBe(published)
  })

  it.each(reusable)(
    '$file takes auth-url, retries and timeout-seconds, as the action does, and passes them on',
    ({ workflow }) => {
      const inputs = workflow.on.workflow_call.inputs
      for (const [name, type] of [
        ['auth-url', 'string'],
        ['retries', 'number'],
        ['timeout-seconds', 'number']
      ]) {
        expect({ name, type: inputs[name]?.type }).toEqual({ name, type })
        for (const step of ourSteps(workflow)) {
          expect(String(inputs[name].default)).toBe(actionOf(step.uses).inputs[name].default)
          expect(step.with?.[name]).toBe(`\${{ inputs.${name} }}`)
        }
      }
    }
  )

  it.each(reusable)('$file never outputs a token, a secret or a file of its runner', ({ workflow }) => {
    const values = [
      ...Object.values(workflow.on.workflow_call.outputs).map((output) => output.value),
      ...Object.values(workflow.jobs).flatMap((job) => Object.values(job.outputs ?? {}))
    ]
    expect(values.length).toBeGreaterThan(0)
    for (const value of values) expect(value).not.toMatch(/access-token|secrets\.|report-file|outputs\.files?\b/)
  })

  it.each(reusable)('$file passes each action only inputs it has', ({ workflow }) => {
    for (const step of ourSteps(workflow)) {
      const { inputs } = actionOf(step.uses)
      for (const name of Object.keys(step.with ?? {})) expect(Object.keys(inputs)).toContain(name)
    }
  })

  it.each(reusable)(
    '$file uses every input it declares, and names the same thing as the action does',
    ({ text, workflow }) => {
      const { inputs } = workflow.on.workflow_call
      for (const name of Object.keys(inputs)) expect(text).toContain(`inputs.${name} }}`)
      // An input the action has too is passed to it under its own name, with the action's default.
      for (const step of ourSteps(workflow)) {
        for (const [name, value] of Object.entries(step.with ?? {})) {
          const from = /^\$\{\{ inputs\.([\w-]+) \}\}$/.exec(String(value))?.[1]
          if (from === undefined) continue
          expect(from).toBe(name)
          const fallback = inputs[name].default
          const own = actionOf(step.uses).inputs[name].default
          if (fallback !== undefined && own !== undefined) expect(String(fallback)).toBe(own)
        }
      }
    }
  )

  it.each(reusable)('$file takes runs-on as a label or as JSON', ({ workflow }) => {
    expect(workflow.on.workflow_call.inputs['runs-on']).toMatchObject({ type: 'string', default: 'ubuntu-latest' })
    for (const job of Object.values(workflow.jobs)) expect(job['runs-on']).toBe(RUNS_ON)
  })

  it.each(reusable)(
    '$file runs the jobs that use the secrets, and only those, in the environment given',
    ({ workflow }) => {
      // Empty by default: no environment. A job that reads no secret needs none (and makes no deployment).
      expect(workflow.on.workflow_call.inputs.environment).toMatchObject({ type: 'string', default: '' })
      const jobs = Object.entries(workflow.jobs).map(([id, job]) => ({
        id,
        secrets: JSON.stringify(job.steps).includes('secrets.'),
        environment: job.environment
      }))
      expect(jobs.filter((job) => job.secrets).length).toBeGreaterThan(0)
      for (const job of jobs)
        expect(job).toEqual({ ...job, environment: job.secrets ? '${{ inputs.environment }}' : undefined })
    }
  )

  it.each(reusable)('$file takes the credentials by their names as environment secrets too', ({ workflow }) => {
    // A job in an environment gets the environment's value of a secret only when the caller passed
    // a secret of that same name; `client-id` cannot be an environment secret's name.
    const { secrets } = workflow.on.workflow_call as { secrets: Record<string, { required?: boolean }> }
    expect(Object.keys(secrets)).toEqual(['client-id', 'client-secret', 'APPSTORE_CLIENT_ID', 'APPSTORE_CLIENT_SECRET'])
    for (const name of Object.keys(secrets)) expect(secrets[name].required).toBe(false)
    for (const name of ['APPSTORE_CLIENT_ID', 'APPSTORE_CLIENT_SECRET']) expect(name).toMatch(/^[A-Z_][A-Z0-9_]*$/)
    for (const step of ourSteps(workflow))
      expect(step.with).toMatchObject({
        'client-id': '${{ secrets.APPSTORE_CLIENT_ID || secrets.client-id }}',
        'client-secret': '${{ secrets.APPSTORE_CLIENT_SECRET || secrets.client-secret }}'
      })
  })

  it.each(reusable)('$file describes every input, secret and output', ({ workflow }) => {
    const { inputs, secrets, outputs } = workflow.on.workflow_call
    for (const spec of [...Object.values(inputs), ...Object.values(secrets), ...Object.values(outputs)])
      expect((spec as { description?: string }).description).toEqual(expect.stringMatching(/\S/))
  })
})

describe('e2e.yml', () => {
  const e2e = parse(readFileSync('.github/workflows/e2e.yml', 'utf8')) as {
    jobs: Record<string, Job & { strategy?: { matrix?: { os?: string[] } } }>
  }
  const doorsUsed = (job: Job) => steps({ jobs: { job } } as unknown as Workflow).map((step) => step.uses ?? '')

  it.each(['success', 'failures'])(
    'its %s job runs every action, uses: ./ and ./<door>, on ubuntu, windows and macos',
    (name) => {
      const job = e2e.jobs[name]
      expect(job.strategy?.matrix?.os).toEqual(['ubuntu-latest', 'windows-latest', 'macos-latest'])
      const used = doorsUsed(job).filter((use) => use.startsWith('./'))
      expect(new Set(used)).toEqual(new Set(['./', ...DOORS.map((door) => `./${door}`)]))
    }
  )
})

describe('appstore-api.yml', () => {
  const workflow = byName('appstore-api.yml')

  it('can do a release step: body file, error handling, retries, timeouts, ETag and headers', () => {
    const { inputs, outputs } = workflow.on.workflow_call
    for (const name of ['api-body-file', 'api-body-artifact', 'api-fail-on-error', 'retries', 'timeout-seconds'])
      expect(Object.keys(inputs)).toContain(name)
    expect(inputs['api-fail-on-error']).toMatchObject({ type: 'boolean', default: true })
    for (const name of ['api-status', 'api-response', 'api-response-headers', 'api-etag', 'expires-at'])
      expect(outputs[name].value).toBe(`\${{ jobs.call.outputs.${name} }}`)
    for (const [name, value] of Object.entries(workflow.jobs.call.outputs ?? {}))
      expect(value).toBe(`\${{ steps.call.outputs.${name} }}`)
    for (const name of Object.keys(outputs)) expect(Object.keys(action.outputs)).toContain(name)
  })
})

/** Runs a `run:` script of a workflow step with bash, as a runner would (set -e, the step's env). */
function runStep(step: Step, env: Record<string, string>, cwd?: string, bash?: string) {
  const dir = tempDir('workflow-step-')
  const output = join(dir, 'output')
  const summary = join(dir, 'summary')
  writeFileSync(output, '')
  writeFileSync(summary, '')
  try {
    const run = runBash(step.run ?? '', {
      env: { GITHUB_OUTPUT: output, GITHUB_STEP_SUMMARY: summary, ...env },
      cwd,
      bash
    })
    return {
      code: run.status,
      stdout: run.stdout,
      outputs: parseOutputFile(readFileSync(output, 'utf8')),
      summary: readFileSync(summary, 'utf8')
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

describe('appstore-report.yml', () => {
  const workflow = byName('appstore-report.yml')
  const job = workflow.jobs.reports
  const plan = job.steps.find((step) => step.id === 'plan')!
  const planFor = (TYPES: string, PERIOD = '', PREFIX = 'appstore') => runStep(plan, { TYPES, PERIOD, PREFIX })
  const reports = (run: ReturnType<typeof runStep>) =>
    JSON.parse(run.outputs.reports) as { report: string; period: string; artifact: string; path: string }[]
  const month = (offset: number) => {
    const now = new Date()
    const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1))
    return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`
  }

  it('calls its inputs types and period, as the report action does', () => {
    expect(Object.keys(workflow.on.workflow_call.inputs)).toEqual(expect.arrayContaining(['types', 'period']))
    expect(Object.keys(workflow.on.workflow_call.inputs)).not.toContain('report-period')
    expect(Object.keys(actionOf(ourSteps(workflow)[0].uses).inputs)).toEqual(
      expect.arrayContaining(['types', 'period'])
    )
  })

  it('is one job: plan, every report in one step of the action, one artifact of the reports found', () => {
    // GitHub bills each job rounded up to a minute: a matrix of one job per report and month cost 5 a night.
    expect(Object.keys(workflow.jobs)).toEqual(['reports'])
    expect(job.strategy).toBeUndefined()
    expect(job.steps.map((step) => step.id)).toEqual(['plan', 'report', 'keep'])
    const [download] = ourSteps(workflow)
    expect(download).toBe(job.steps[1])
    expect(download.uses).toBe(`${published}/report@${major}`)
    expect(download.with).toMatchObject({
      types: '${{ steps.plan.outputs.types }}',
      period: '${{ steps.plan.outputs.period }}',
      dir: '${{ runner.temp }}/appstore-reports',
      parallel: '${{ inputs.max-parallel > 10 && 10 || inputs.max-parallel }}'
    })
    const keep = job.steps[2] as Step & { if?: string }
    expect(keep.uses).toMatch(/^actions\/upload-artifact@[0-9a-f]{40}$/)
    // Kept after a failure too, when anything was found; never when nothing was.
    expect(keep.if).toBe("${{ !cancelled() && steps.report.outputs.file != '' }}")
    // The folders the report action unzipped into, not the zips beside them: each report once.
    expect(keep.with).toMatchObject({
      name: '${{ steps.plan.outputs.artifact }}',
      path: '${{ runner.temp }}/appstore-reports\n!${{ runner.temp }}/appstore-reports/*.zip\n',
      'if-no-files-found': 'error'
    })
    expect(download.with?.extract).toBeUndefined()
  })

  it('returns the plan, the artifact made, and whether every report was found', () => {
    expect(job.outputs).toEqual({
      reports: '${{ steps.plan.outputs.reports }}',
      'artifact-names': `\${{ steps.keep.outcome == 'success' && format('["{0}"]', steps.plan.outputs.artifact) || '[]' }}`,
      found: "${{ steps.report.outputs.found || 'false' }}"
    })
    for (const [name, { value }] of Object.entries(workflow.on.workflow_call.outputs))
      expect(value).toBe(`\${{ jobs.reports.outputs.${name} }}`)
  })

  it('plans the previous month (UTC) when no period is given', () => {
    const run = planFor('sales')
    expect(run.code).toBe(0)
    expect(reports(run)).toEqual([
      { report: 'sales', period: month(-1), artifact: `appstore-sales-${month(-1)}`, path: `sales-${month(-1)}` }
    ])
    expect(run.outputs).toMatchObject({ types: 'sales', period: month(-1), artifact: `appstore-sales-${month(-1)}` })
  })

  it('plans every type for every month of a range, in order, without duplicates, in one artifact', () => {
    const run = planFor('sales, earnings\nsales', ' 2025-11..2026-01 ', 'store')
    expect(run.code).toBe(0)
    expect(reports(run).map((r) => r.path)).toEqual([
      'sales-2025-11',
      'earnings-2025-11',
      'sales-2025-12',
      'earnings-2025-12',
      'sales-2026-01',
      'earnings-2026-01'
    ])
    expect(new Set(reports(run).map((r) => r.artifact))).toEqual(new Set(['store-sales-earnings-2025-11..2026-01']))
    expect(run.outputs).toMatchObject({ types: 'sales earnings', period: '2025-11..2026-01' })
    expect(run.stdout).toContain('6 download(s) in one step: sales earnings for 2025-11..2026-01')
  })

  it('takes the types as a JSON list too, the current month, and a year', () => {
    const run = planFor('["subscription", "sales"]', month(0))
    expect(reports(run).map((r) => [r.report, r.period])).toEqual([
      ['subscription', month(0)],
      ['sales', month(0)]
    ])
    const year = planFor('earnings', '2025')
    expect(reports(year)).toEqual([
      { report: 'earnings', period: '2025', artifact: 'appstore-earnings-2025', path: 'earnings-2025' }
    ])
    expect(year.outputs.period).toBe('2025')
  })

  it.each([
    ['Sales', '', '', "Input 'types': 'Sales' is not a report type"],
    ['*', '', '', "Input 'types': '*' is not a report type"],
    [' , ', '', '', "Input 'types' names no report type."],
    ['sales', '2026-13', '', "Input 'period' must be YYYY-MM, YYYY-MM..YYYY-MM or YYYY"],
    ['sales', '2026-03..2026-01', '', "the range '2026-03..2026-01' ends before it starts"],
    ['sales', month(1), '', `${month(1)} is after the current month`],
    ['sales', `2025-01..${month(1)}`, '', `${month(1)} is after the current month`],
    ['sales', String(new Date().getUTCFullYear() + 1), '', 'is after the current year'],
    ['sales earnings', '2000-01..2020-12', '', '504 downloads asked for; a call makes at most 256'],
    ['sales', '', 'a/b', "Input 'artifact-prefix' must be letters, digits"]
  ])('refuses types %j, period %j, prefix %j', (types, period, prefix, message) => {
    const run = planFor(types, period, prefix || 'appstore')
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/^::error title=appstore-report\.yml::/)
    expect(run.stdout).toContain(message)
    expect(run.outputs).toEqual({})
  })

  // macOS runners have bash 3.2.57 as /bin/bash, and no newer one.
  const macos = macosBash()
  itWhen(macos !== undefined, 'no bash 3.2 at hand ($MACOS_BASH, ../shared/macos/bash-3.2.57)')(
    "plans as macOS' bash 3.2 does, and refuses as it does",
    () => {
      expect(runBash('echo "$BASH_VERSION"', { bash: macos }).stdout).toMatch(/^3\.2\.57/)
      const cases = [
        ['sales', ''],
        ['sales, earnings\nsales', ' 2025-11..2026-01 '],
        ['["subscription", "sales"]', '2025'],
        [' , ', ''],
        ['sales', '2026-03..2026-01']
      ]
      for (const [TYPES, PERIOD] of cases) {
        const env = { TYPES, PERIOD, PREFIX: 'appstore' }
        expect({ TYPES, PERIOD, ...runStep(plan, env, undefined, macos) }).toEqual({
          TYPES,
          PERIOD,
          ...runStep(plan, env)
        })
      }
    }
  )
})

describe('appstore-release.yml', () => {
  const workflow = byName('appstore-release.yml')
  const all = workflow.jobs.release.steps
  const [release, status] = ourSteps(workflow)

  it('downloads the build, then releases it with the release action', () => {
    const download = all.find((step) => step.uses?.startsWith('actions/download-artifact@'))!
    expect(download.with?.name).toBe('${{ inputs.artifact-name }}')
    expect(download.if).toBe("inputs.artifact-name != ''")
    expect(release.uses).toBe(`${published}/release@${major}`)
    expect(release.if).toBe('${{ !inputs.status }}')
    const passed = ['app-id', 'files', 'notes', 'notes-dir', 'submit', 'dry-run', 'listing-dir', 'open-edit']
    for (const name of [...passed, 'listing-add-locales', 'listing-strict', 'targeting', 'publish-at', 'large-upload'])
      expect(release.with?.[name]).toBe(`\${{ inputs.${name} }}`)
  })

  it('reads the status with the status action instead, and refuses what a release would change with it', () => {
    expect(status.uses).toBe(`${published}/status@${major}`)
    expect(status.if).toBe('inputs.status')
    expect(Object.keys(status.with ?? {}).sort()).toEqual(Object.keys(actionOf(status.uses).inputs).sort())
    const check = all[0]
    expect(check.if).toMatch(/^inputs\.status && \(/)
    // Every input that alone makes a release change the app; the others only shape what those do.
    const changing = ['files', 'notes', 'notes-dir', 'listing-dir', 'publish-at', 'submit', 'dry-run']
    for (const name of changing) expect(check.if).toContain(`inputs.${name}`)
    expect(check.run).toMatch(/^echo "::error title=appstore-release\.yml::Input 'status' only reads/)
    expect(check.run).toContain(`cannot go with ${changing.slice(0, -1).join(', ')} or ${changing.at(-1)}:`)
  })

  it('keeps the image record across runs in the cache, by app id: restored before the release, saved after', () => {
    const at = (uses: string) => all.findIndex((step) => step.uses?.startsWith(uses))
    const [restore, save] = [all[at('actions/cache/restore@')], all[at('actions/cache/save@')]]
    const record = '${{ inputs.listing-dir }}/.amazon-images.json'
    const key = 'appstore-images-${{ inputs.app-id }}-${{ github.run_id }}-${{ github.run_attempt }}'
    // A record saved on one runner OS is restored on another (the cache's version otherwise differs by OS).
    const crossOs = { enableCrossOsArchive: true }
    expect(restore.with).toEqual({
      path: record,
      key,
      'restore-keys': 'appstore-images-${{ inputs.app-id }}-',
      ...crossOs
    })
    expect(save.with).toEqual({ path: record, key, ...crossOs })
    expect(restore.if).toBe("inputs.listing-dir != ''")
    expect(save.if).toMatch(/^always\(\) && inputs\.listing-dir != '' && !inputs\.dry-run && hashFiles\(/)
    expect([
      at('actions/download-artifact@'),
      at('actions/cache/restore@'),
      all.indexOf(release),
      at('actions/cache/save@')
    ]).toEqual([1, 2, 3, 5])
  })

  it('keeps releases of one app from overlapping', () => {
    const job = workflow.jobs.release as Job & { concurrency?: { group: string; 'cancel-in-progress': boolean } }
    expect(job.concurrency).toEqual({
      group: 'appstore-edit-${{ inputs.app-id }}',
      'cancel-in-progress': false
    })
  })

  it('returns the outputs of the release action and the status action under their names', () => {
    const names = {
      release: Object.keys(actionOf(release.uses).outputs),
      status: Object.keys(actionOf(status.uses).outputs)
    }
    expect(names.release).toEqual(
      expect.arrayContaining(['edit-id', 'apk-ids', 'version-codes', 'version-names', 'submitted', 'listing-changed'])
    )
    expect(names.status).toEqual([
      'live-version-codes',
      'next-version-code',
      'open-edit-id',
      'open-edit-status',
      'live',
      'in-review',
      'live-devices',
      'live-devices-by-family'
    ])
    expect(workflow.jobs.release.outputs).toEqual(
      Object.fromEntries(
        Object.entries(names).flatMap(([id, outputs]) =>
          outputs.map((name) => [name, `\${{ steps.${id}.outputs.${name} }}`])
        )
      )
    )
    const { outputs } = workflow.on.workflow_call
    expect(Object.keys(outputs)).toEqual([...names.release, ...names.status])
    for (const [name, { value }] of Object.entries(outputs)) expect(value).toBe(`\${{ jobs.release.outputs.${name} }}`)
  })
})

describe('release.yml', () => {
  type Release = {
    on: { push: { tags: string[] } }
    permissions: Record<string, string>
    jobs: Record<string, Job & { permissions?: Record<string, string>; needs?: string; if?: string }>
  }
  const workflow = parse(readFileSync('.github/workflows/release.yml', 'utf8')) as Release
  const { check, publish, 'move-major': move } = workflow.jobs
  const version = check.steps.find((step) => step.id === 'version')!
  const newest = check.steps.find((step) => step.id === 'newest')!

  /** A git repository with this package.json version, CHANGELOG heading and tags, one commit. */
  function repo(pkg: string, heading: string, tags: string[] = []) {
    const dir = tempDir('release-yml-')
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ version: pkg }))
    writeFileSync(join(dir, 'CHANGELOG.md'), `# Changelog\n\n${heading}\n\n- a change\n`)
    mkdirSync(join(dir, 'scripts'))
    for (const script of ['changelog-section.mjs', 'main-module.mjs']) {
      copyFileSync(join('scripts', script), join(dir, 'scripts', script))
    }
    const git = (...args: string[]) =>
      spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: dir, encoding: 'utf8' })
    git('init', '-q')
    git('add', '.')
    git('commit', '-qm', 'release')
    for (const tag of tags) git('tag', tag)
    return { dir, head: git('rev-parse', 'HEAD').stdout.trim() }
  }
  const checkIn = (dir: string, tag: string) => runStep(version, { TAG: tag, RUNNER_TEMP: dir }, dir)

  it('runs on a pushed vX.Y.Z tag; only the jobs that publish the release and move the major tag can write', () => {
    expect(workflow.on).toEqual({ push: { tags: ['v*.*.*'] } })
    expect(workflow.permissions).toEqual({})
    expect(check.permissions).toEqual({ contents: 'read' })
    expect(publish.permissions).toEqual({ contents: 'write' })
    expect(publish.needs).toBe('check')
    expect(move.permissions).toEqual({ contents: 'write' })
    expect(move.needs).toEqual(['check', 'publish'])
    expect(move.if).toBe("needs.check.outputs.newest == 'true'")
    for (const job of [publish, move]) expect(JSON.stringify(job.steps)).not.toContain('actions/checkout')
  })

  it('checks that dist/ is the bundle of the tagged sources, as check-dist does', () => {
    const runs = check.steps.map((step) => step.run ?? '').join('\n')
    expect(runs).toMatch(/^npm ci$/m)
    expect(runs).toMatch(/^npm run bundle$/m)
    expect(runs).toContain('git diff --exit-code --stat -- dist/')
    expect(runs).toContain('git ls-files --others --exclude-standard -- dist/')
    const order = ['version', 'npm ci', 'npm run bundle', 'git diff', 'newest'].map((what) =>
      check.steps.findIndex((step) => step.id === what || (step.run ?? '').includes(what))
    )
    expect(order).toEqual([...order].sort((a, b) => a - b))
  })

  it('passes when the tag, package.json and a dated CHANGELOG heading agree', () => {
    const { dir, head } = repo('1.2.3', '## [1.2.3] - 2026-12-01')
    try {
      const run = checkIn(dir, 'v1.2.3')
      expect(run.code).toBe(0)
      expect(run.outputs).toEqual({ major: 'v1', commit: head, notes: '- a change' })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it.each([
    ['v1.2', '1.2.3', '## [1.2.3] - 2026-12-01', "The tag 'v1.2' is not vX.Y.Z"],
    ['v1.2.3-rc.1', '1.2.3', '## [1.2.3] - 2026-12-01', "The tag 'v1.2.3-rc.1' is not vX.Y.Z"],
    ['v1.2.4', '1.2.3', '## [1.2.3] - 2026-12-01', 'The tag is v1.2.4, but package.json says 1.2.3'],
    [
      'v1.2.3',
      '1.2.3',
      '## [1.2.3] - not yet released',
      "CHANGELOG.md's heading of 1.2.3 gives no release date ('not yet released')"
    ],
    ['v1.2.3', '1.2.3', '## [1.2.30] - 2026-12-01', "CHANGELOG.md has no section '## [1.2.3] - YYYY-MM-DD'"],
    ['v1.2.3', '1.2.3', '## [1x2x3] - 2026-12-01', "CHANGELOG.md has no section '## [1.2.3] - YYYY-MM-DD'"]
  ])('refuses tag %s with package.json %s and %j', (tag, pkg, heading, message) => {
    const { dir } = repo(pkg, heading)
    try {
      const run = checkIn(dir, tag)
      expect(run.code).toBe(1)
      expect(run.stdout).toMatch(/^::error title=release\.yml::/)
      expect(run.stdout).toContain(message)
      expect(run.outputs).toEqual({})
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  describe('the publish job', () => {
    const step = publish.steps[0]
    /** Runs the step with a `gh` on PATH that logs its arguments and answers `release view` with `draft`. */
    function publishWith(draft: 'true' | 'false' | 'none', newest = 'true') {
      const dir = tempDir('release-gh-')
      const log = join(dir, 'gh.log')
      writeFileSync(
        join(dir, 'gh'),
        [
          '#!/usr/bin/env bash',
          `printf '%s\\n' "$*" >> '${log}'`,
          'if [ "$1 $2" = "release view" ]; then',
          `  [ '${draft}' = none ] && { echo 'release not found' >&2; exit 1; }`,
          `  echo '${draft}'`,
          'fi',
          'if [ "$1 $2" = "release create" ] || [ "$1 $2" = "release edit" ]; then',
          '  for arg in "$@"; do case "$arg" in */notes.md) cp "$arg" "$(dirname "$0")/notes.sent" ;; esac; done',
          'fi',
          ''
        ].join('\n')
      )
      chmodSync(join(dir, 'gh'), 0o755)
      try {
        const run = runBash(step.run ?? '', {
          pathBefore: [dir],
          env: { RUNNER_TEMP: dir, TAG: 'v1.2.3', NOTES: '### Added\n\n- A thing.', NEWEST: newest }
        })
        const read = (name: string) => {
          try {
            return readFileSync(join(dir, name), 'utf8')
          } catch {
            return ''
          }
        }
        return {
          code: run.status,
          stdout: run.stdout,
          calls: read('gh.log').trim().split('\n'),
          notes: read('notes.sent')
        }
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    }

    it('creates the release as a draft with the notes, then publishes it as the latest', () => {
      const run = publishWith('none')
      expect(run.code).toBe(0)
      expect(run.calls.map((call) => call.replace(/\S*\/notes\.md/, 'notes.md'))).toEqual([
        'release view v1.2.3 --json isDraft --jq .isDraft',
        'release create v1.2.3 --draft --verify-tag --title v1.2.3 --notes-file notes.md',
        'release edit v1.2.3 --draft=false --latest=true'
      ])
      expect(run.notes).toBe('### Added\n\n- A thing.\n')
    })

    it('completes a draft a failed run left, and publishes a patch of an older minor as not the latest', () => {
      const run = publishWith('true', 'false')
      expect(run.code).toBe(0)
      expect(run.calls.slice(1).map((call) => call.replace(/\S*\/notes\.md/, 'notes.md'))).toEqual([
        'release edit v1.2.3 --title v1.2.3 --notes-file notes.md',
        'release edit v1.2.3 --draft=false --latest=false'
      ])
    })

    it('leaves a published release as it is', () => {
      const run = publishWith('false')
      expect(run.code).toBe(0)
      expect(run.calls).toEqual(['release view v1.2.3 --json isDraft --jq .isDraft'])
      expect(run.stdout).toContain('::notice title=release.yml::The release v1.2.3 is published already')
    })

    it('passes the notes through an environment variable, never into the script', () => {
      expect(step.run).not.toContain('${{')
      expect(step.env).toMatchObject({ NOTES: '${{ needs.check.outputs.notes }}', GH_TOKEN: '${{ github.token }}' })
    })
  })

  it.each([
    ['v1.2.3', ['v1.2.3', 'v1.2.2', 'v1.10.0-rc.1', 'v2.0.0'], 'true'],
    ['v1.10.0', ['v1.9.9', 'v1.10.0', 'v1.2.3'], 'true'],
    ['v1.2.4', ['v1.2.4', 'v1.3.0'], 'false']
  ])('moves the major tag for %s only when it is the newest of its major (tags %j)', (tag, tags, expected) => {
    const { dir } = repo('0.0.0', '', tags)
    try {
      const run = runStep(newest, { TAG: tag, MAJOR: tag.split('.')[0] }, dir)
      expect(run.code).toBe(0)
      expect(run.outputs).toEqual({ newest: expected })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
