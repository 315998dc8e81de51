// `npm run demo`, `npm run stand-in` and `npm run local-action` are documented for people to run:
// check that the demo shows every mode and refusal without printing a secret, that the stand-in
// keeps the contract the e2e workflow and docs/CONTRIBUTING.md rely on, and that the local runner
// is one exact version.
import { beforeAll, describe, expect, it } from '@jest/globals'
import { spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import { parse } from 'yaml'
import { parseOutputFile } from '../../__fixtures__/runner.mjs'
import { yamlBlocks } from '../../scripts/actionlint.mjs'
import { previousMonth } from '../../scripts/stand-in.mjs'
import { itOn, runBash } from '../support/platforms.js'
import { tempDir } from '../support/temp.js'

/**
 * `npm run demo`, started once when this file loads: it runs while the tests below do (its scenes wait
 * on their children), and its own tests, which read its output, come last.
 */
const demoRun = new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
  const child = spawn(process.execPath, ['scripts/demo.mjs'], { timeout: 60_000 })
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  child.on('error', reject)
  child.on('close', (status) => resolve({ status, stdout, stderr }))
})

describe('npm run stand-in', () => {
  it("runs scripts/stand-in.mjs, which the e2e workflow runs with node, in place of npm's shell", () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
    expect(scripts['stand-in']).toBe('exec node scripts/stand-in.mjs')
  })

  it("writes its outputs before it says it listens, and serves tokens and last month's reports", async () => {
    const dir = tempDir('stand-in-')
    const output = join(dir, 'output')
    writeFileSync(output, '')
    const child = spawn(process.execPath, ['scripts/stand-in.mjs'], { env: { ...process.env, GITHUB_OUTPUT: output } })
    try {
      let log = ''
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk) => {
          log += chunk
          if (log.includes('listening on')) resolve()
        })
        child.on('exit', () => reject(new Error(`the stand-in stopped: ${log}`)))
      })
      const outputs = parseOutputFile(readFileSync(output, 'utf8'))
      expect(Object.keys(outputs)).toEqual(['url', 'client-id', 'client-secret', 'api-url'])

      const token = (await (
        await fetch(`${outputs.url}/auth/o2/token`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'client_credentials',
            client_id: outputs['client-id'],
            client_secret: outputs['client-secret'],
            scope: 'adx_reporting::appstore:marketer'
          })
        })
      ).json()) as { access_token: string }
      const { year, month } = previousMonth()
      const answer = await fetch(`${outputs['api-url']}/download/report/sales/${year}/${month}`, {
        headers: { Authorization: `Bearer ${token.access_token}` }
      })
      expect(answer.status).toBe(200)
      const link = await answer.text()
      const zip = await fetch(link)
      expect(zip.status).toBe(200)
      expect(
        Buffer.from(await zip.arrayBuffer())
          .subarray(0, 2)
          .toString()
      ).toBe('PK')
      // As the real storage host: a second authentication is refused.
      expect((await fetch(link, { headers: { Authorization: `Bearer ${token.access_token}` } })).status).toBe(400)
    } finally {
      const exited = new Promise((resolve) => child.on('exit', resolve))
      child.kill('SIGTERM')
      // The stand-in exits 0 on SIGTERM; Windows delivers no signal and ends the child at once, without a code.
      expect(await exited).toBe(process.platform === 'win32' ? null : 0)
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

/** Whether something listens on a loopback port: a connection opens, or is refused. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, timeout: 1000 })
    const done = (open: boolean) => {
      socket.destroy()
      resolve(open)
    }
    socket.once('connect', () => done(true))
    socket.once('error', () => done(false))
    socket.once('timeout', () => done(false))
  })
}

describe('stopping the stand-in', () => {
  itOn(['linux', 'darwin'], 'Windows delivers no SIGTERM to a child, and has no process groups')(
    'stops every server when the pid that started it (npm run stand-in) gets SIGTERM',
    async () => {
      const dir = tempDir('stand-in-stop-')
      const output = join(dir, 'output')
      writeFileSync(output, '')
      // A process group of its own, so that whatever it leaves behind can be stopped at the end.
      const npm = spawn('npm', ['run', '--silent', 'stand-in'], {
        env: { ...process.env, GITHUB_OUTPUT: output },
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe']
      })
      const exited = new Promise<void>((resolve) => npm.on('exit', () => resolve()))
      try {
        let log = ''
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`the stand-in did not start in 20 s: ${log}`)), 20_000)
          npm.stdout.on('data', (chunk) => {
            log += chunk
            if (log.includes('listening on')) {
              clearTimeout(timer)
              resolve()
            }
          })
          npm.stderr.on('data', (chunk) => (log += chunk))
        })
        const outputs = parseOutputFile(readFileSync(output, 'utf8'))
        const ports = [outputs.url, outputs['api-url']].map((url) => Number(new URL(url).port))
        expect(await Promise.all(ports.map(accepts))).toEqual([true, true])

        npm.kill('SIGTERM')
        await exited
        // The servers close within moments; polled for at most 5 s.
        let open = ports
        for (const deadline = Date.now() + 5000; open.length > 0 && Date.now() < deadline;) {
          await new Promise((resolve) => setTimeout(resolve, 50))
          open = (await Promise.all(open.map(async (port) => ((await accepts(port)) ? [port] : [])))).flat()
        }
        expect(open).toEqual([])
      } finally {
        try {
          process.kill(-npm.pid!, 'SIGKILL')
        } catch {
          // Nothing left in the group.
        }
        rmSync(dir, { recursive: true, force: true })
      }
    }
  )
})

/** Every step of the docs and of our workflows that starts the stand-in in the background. */
const startSteps = [
  ...yamlBlocks(readFileSync('docs/CONTRIBUTING.md', 'utf8')).flatMap((block) => {
    const value = parse(block.text) as unknown
    return (Array.isArray(value) ? value : [value]).map((step) => ({ at: `docs/CONTRIBUTING.md:${block.line}`, step }))
  }),
  ...Object.entries((parse(readFileSync('.github/workflows/e2e.yml', 'utf8')) as { jobs: object }).jobs).flatMap(
    ([job, { steps }]: [string, { steps: object[] }]) => steps.map((step) => ({ at: `e2e.yml ${job}`, step }))
  )
]
  .map(({ at, step }) => ({ at, run: (step as { run?: unknown }).run }))
  .filter((found): found is { at: string; run: string } => typeof found.run === 'string')
  .filter(({ run }) => /stand-in.*&\s*$/m.test(run))

describe('a step that starts the stand-in', () => {
  it('is found in docs/CONTRIBUTING.md and in the e2e workflow', () => {
    expect(startSteps.some(({ at }) => at.startsWith('docs/CONTRIBUTING.md:'))).toBe(true)
    expect(startSteps.filter(({ at }) => at.startsWith('e2e.yml')).length).toBeGreaterThanOrEqual(3)
  })

  // Fake npm, node and sleep as sh scripts made executable by chmod on PATH: Windows has no such mode bits.
  itOn(['linux', 'darwin'], 'fake commands as extensionless sh scripts made executable by chmod').each(startSteps)(
    '$at fails at once, showing the log, when the stand-in does not start',
    ({ run }) => {
      // npm and node that fail at once, and a sleep that does not wait but counts its calls: the
      // step stops waiting when the stand-in has exited, long before its 50 turns run out.
      const dir = tempDir('stand-in-step-')
      const bin = join(dir, 'bin')
      mkdirSync(bin)
      for (const name of ['npm', 'node']) {
        writeFileSync(join(bin, name), '#!/bin/sh\necho "stand-in: cannot start (a test)" >&2\nexit 1\n')
        chmodSync(join(bin, name), 0o755)
      }
      writeFileSync(join(bin, 'sleep'), `#!/bin/sh\necho "$1" >> '${join(dir, 'sleeps')}'\n`)
      chmodSync(join(bin, 'sleep'), 0o755)
      try {
        const step = runBash(run, {
          cwd: dir,
          pathBefore: [bin],
          env: { GITHUB_OUTPUT: join(dir, 'output') },
          timeout: 20_000
        })
        expect(step.status).not.toBe(0)
        expect(step.status).not.toBeNull()
        expect(step.stdout + step.stderr).toContain('stand-in: cannot start (a test)')
        const sleeps = existsSync(join(dir, 'sleeps'))
          ? readFileSync(join(dir, 'sleeps'), 'utf8').split('\n').filter(Boolean)
          : []
        expect(sleeps.length).toBeLessThan(10)
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    }
  )
})

describe('npm run local-action', () => {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
  const docs = ['README.md', 'docs/CONTRIBUTING.md'].map((file) => ({ file, text: readFileSync(file, 'utf8') }))

  it('runs one exact version of @github/local-action on src/local-action.ts with .env', () => {
    expect(scripts['local-action']).toMatch(
      /^npx --yes @github\/local-action@\d+\.\d+\.\d+ run \. src\/local-action\.ts \.env$/
    )
  })

  it('is what the docs run, never an unpinned npx @github/local-action', () => {
    const version = /@github\/local-action@(\d+\.\d+\.\d+)/.exec(scripts['local-action'])?.[1]
    for (const { file, text } of docs) {
      expect({ file, unpinned: text.match(/npx (--yes )?@github\/local-action(?!@)/g) }).toEqual({
        file,
        unpinned: null
      })
      for (const [, named] of text.matchAll(/@github\/local-action(?:@| )(\d+\.\d+\.\d+)/g))
        expect({ file, named }).toEqual({ file, named: version })
      expect(text).toContain('npm run local-action')
    }
  })
})

describe('npm run demo', () => {
  let demo: Awaited<typeof demoRun>
  let scenes: string[] = []
  beforeAll(async () => {
    demo = await demoRun
    scenes = demo.stdout.split('\n=== ').slice(1)
  }, 60_000)
  const scene = (title: string) => scenes.find((text) => text.startsWith(title)) ?? ''

  it('runs to the end', () => {
    expect(demo.status).toBe(0)
    expect(demo.stderr).toBe('')
  })

  it('shows every action: a token, API calls, reports, the status, releases, a bootstrap, and the refusals', () => {
    expect(scenes.map((text) => text.split('\n')[0])).toEqual([
      'A token for the App Submission API',
      'One API call: open an edit',
      "Read the open edit: its ETag is what a change's If-Match needs",
      'Refused by the API: a second edit while one is open (409)',
      'Refused by the API: a commit whose If-Match is not the current ETag (412)',
      `A report: last month's sales (${previousMonth().period}), unzipped to CSV`,
      'Several reports in one step: four types, one token, the numbers in the job summary',
      'A month without a report yet: a warning, not a failure',
      'App health from the Vitals API: crash and ANR rates by version code, gated on the crash rate',
      'After a release: 1008 crashes 39 % more than 1007 on the same day, caught by max-increase; the top crash clusters',
      'Refused by the token service: the secret has a typo',
      'Refused before any request: bad input',
      'Refused before any request: an input of a sub-action given to the root action',
      'Before the build: status reads the version codes (GET only) and gives the next one',
      'Refused before the edit is touched: a versionCode a live APK already has',
      'A release in one step: the APKs replaced, notes set, sent for review (in the edit opened above)',
      'Stopped before the commit: the Fire TV APK would lose the Fire TV devices the live version reaches',
      'The same release with the manifest fixed (the camera optional): every device kept, sent for review',
      'A listing update without a binary: one folder for Google Play and Amazon, left as a draft',
      'The same folder again: nothing changes',
      "A listing bootstrap: the store's listing text written into a folder, nothing changed in the store"
    ])
    expect(scene('A report')).toContain('uses: appstore-actions/appstore-token-action/report@v1')
    expect(scene('Refused before any request: an input of a sub-action')).toContain(
      'uses: appstore-actions/appstore-token-action/release@v1'
    )
    expect(scene('A listing bootstrap')).toMatch(/listing-files = [1-9]\d*\n/)
    expect(scene('A token')).toContain('access-token = *** (masked)')
    expect(scene('One API call')).toMatch(/api-status = 200\n/)
    // Checked on outputs and on the services' own words, not on the action's wording.
    expect(scene('Read the open edit')).toMatch(/api-etag = "\w+"\n/)
    expect(scene('Refused by the API: a second edit')).toMatch(/api-status = 409\n/)
    expect(scene('Refused by the API: a commit')).toMatch(/api-status = 412\n/)
    expect(scene('A report')).toContain('found = true')
    expect(scene('A report')).toContain('Transaction ID,Transaction Time,ASIN')
    expect(scene('Several reports')).toContain('found = true')
    expect(scene('Several reports')).toContain('The subscriptions_overview report for ')
    expect(scene('Several reports')).toContain('xychart-beta')
    expect(scene('A month without')).toContain('found = false')
    expect(scene('App health')).toContain('uses: appstore-actions/appstore-token-action/vitals@v1')
    expect(scene('App health')).toMatch(/healthy = true\n/)
    expect(scene('App health')).toContain('xychart-beta')
    expect(scene('After a release')).toMatch(/healthy = false\n/)
    expect(scene('After a release')).toContain("is +39.2% over its baseline 1007's 0.51, more than 'max-increase' 25%.")
    expect(scene('After a release')).toContain('| Gate: crashRate at most 25% above the version before | 1008 vs 1007')
    expect(scene('After a release')).toContain('#### Top crash clusters (issuesMetricSet, CRASH)')
    expect(scene('After a release')).toContain('at com.example.standin.player.PlaybackService.onStart')
    expect(scene('Refused by the token service')).toContain('invalid_client')
    expect(scene('Refused before any request: bad')).toContain("Input 'scope'")
    expect(scene('Before the build')).toMatch(/live-version-codes = 100 \| 101\n/)
    expect(scene('Before the build')).toMatch(/next-version-code = 102\n/)
    expect(scene('Before the build')).toMatch(/open-edit-status = IN_PROGRESS\n/)
    expect(scene('Refused before the edit')).toContain('build/app.apk has versionCode 101, which the live APK')
    expect(scene('A release')).toMatch(/version-codes = 102 \| 103\n/)
    expect(scene('A release')).toContain('a Fire TV build &#40;it requires leanback&#41;, as the APK targets Fire TV')
    expect(scene('A release')).toMatch(/submitted = true\n/)
    expect(scene('Stopped before the commit')).toContain("'devices-lost: warn'")
    expect(scene('Stopped before the commit')).toMatch(/devices-lost = Fire TV Stick 4K \| Fire TV Stick 4K Max\n/)
    expect(scene('Stopped before the commit')).toMatch(/submitted = false\n/)
    expect(scene('The same release with the manifest fixed')).toMatch(/devices = 5\n/)
    expect(scene('The same release with the manifest fixed')).toMatch(/devices-lost = \n/)
    expect(scene('The same release with the manifest fixed')).toMatch(/submitted = true\n/)
    expect(scene('A listing update')).toMatch(/listing-changed = true\n/)
    expect(scene('A listing update')).toContain('Listing de-DE: changed: shortDescription, recentChanges')
    expect(scene('The same folder again')).toMatch(/listing-changed = false\n/)
    for (const title of [
      'Refused by the API: a second',
      'Refused by the API: a commit',
      'Refused by the token',
      'Refused before any request: bad',
      'Refused before any request: an input',
      'Refused before the edit',
      'Stopped before the commit'
    ])
      expect(scene(title)).toContain('(step failed)')
  })

  it('never prints a token, the secret or a signature', () => {
    expect(demo.stdout).not.toMatch(/Atc\||demo-secret|X-Amz-Signature|stand-in-signature/)
  })
})
