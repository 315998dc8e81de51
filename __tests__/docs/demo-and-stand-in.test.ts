// `npm run demo` and `npm run stand-in` are documented for people to run: check that the
// demo shows every mode and refusal without printing a secret, and that the stand-in keeps the
// contract the e2e workflow and docs/CONTRIBUTING.md rely on.
import { describe, expect, it } from '@jest/globals'
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseOutputFile } from '../../__fixtures__/runner.mjs'
import { previousMonth } from '../../scripts/stand-in.mjs'

describe('npm run demo', () => {
  const demo = spawnSync(process.execPath, ['scripts/demo.mjs'], { encoding: 'utf8', timeout: 60_000 })
  const scenes = demo.stdout.split('\n=== ').slice(1)
  const scene = (title: string) => scenes.find((text) => text.startsWith(title)) ?? ''

  it('runs to the end', () => {
    expect(demo.status).toBe(0)
    expect(demo.stderr).toBe('')
  })

  it('shows a token, API calls, a report and the refusals', () => {
    expect(scenes.map((text) => text.split('\n')[0])).toEqual([
      'A token for the App Submission API',
      'One API call: open an edit',
      "Read the open edit: its ETag is what a change's If-Match needs",
      'Refused by the API: a second edit while one is open (409)',
      'Refused by the API: a commit whose If-Match is not the current ETag (412)',
      `A report: last month's sales (${previousMonth().period}), unzipped to CSV`,
      'Several reports in one step: four types, one token, the numbers in the job summary',
      'A month without a report yet: a warning, not a failure',
      'Refused by the token service: the secret has a typo',
      'Refused before any request: bad input',
      'A release in one step: the APKs replaced, notes set, sent for review (in the edit opened above)'
    ])
    expect(scene('A token')).toContain('access-token = *** (masked)')
    expect(scene('One API call')).toMatch(/api-status = 200\n/)
    // Checked on outputs and on the services' own words, not on the action's wording.
    expect(scene('Read the open edit')).toMatch(/api-etag = "\w+"\n/)
    expect(scene('Refused by the API: a second edit')).toMatch(/api-status = 409\n/)
    expect(scene('Refused by the API: a commit')).toMatch(/api-status = 412\n/)
    expect(scene('A report')).toContain('report-found = true')
    expect(scene('A report')).toContain('Transaction ID,Transaction Time,ASIN')
    expect(scene('Several reports')).toContain('report-found = true')
    expect(scene('Several reports')).toContain('The subscriptions_overview report for ')
    expect(scene('Several reports')).toContain('xychart-beta')
    expect(scene('A month without')).toContain('report-found = false')
    expect(scene('Refused by the token service')).toContain('invalid_client')
    expect(scene('Refused before any request')).toContain("Input 'scope'")
    expect(scene('A release')).toMatch(/version-codes = 102 \| 103\n/)
    expect(scene('A release')).toMatch(/release-submitted = true\n/)
    for (const title of [
      'Refused by the API: a second',
      'Refused by the API: a commit',
      'Refused by the token',
      'Refused before'
    ])
      expect(scene(title)).toContain('(step failed)')
  })

  it('never prints a token, the secret or a signature', () => {
    expect(demo.stdout).not.toMatch(/Atc\||demo-secret|X-Amz-Signature|stand-in-signature/)
  })
})

describe('npm run stand-in', () => {
  it('runs scripts/stand-in.mjs, which the e2e workflow runs with node', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
    expect(scripts['stand-in']).toBe('node scripts/stand-in.mjs')
  })

  it("writes its outputs before it says it listens, and serves tokens and last month's reports", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stand-in-'))
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
      expect(await exited).toBe(0)
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
