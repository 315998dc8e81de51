// The release's job summary links to TROUBLESHOOTING's "What only the console does" once a release is
// submitted (committed for review), and only then: through dist/release/index.js, spawned as a runner
// spawns it, against the stand-in.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { markedApk, startAppstoreApi } from '../../../__fixtures__/appstore-api.mjs'
import { failureOf, runAction } from '../../../__fixtures__/runner.mjs'
import { startTokenService } from '../../../__fixtures__/token-service.mjs'
import { tempDir } from '../../support/temp.js'

const APP = 'amzn1.devportal.mobileapp.e2e'
const LINK =
  'https://github.com/appstore-actions/appstore-token-action/blob/main/docs/TROUBLESHOOTING.md#what-only-the-console-does'

let tokens: Awaited<ReturnType<typeof startTokenService>>
let api: Awaited<ReturnType<typeof startAppstoreApi>>
let workspace: string
beforeEach(async () => {
  tokens = await startTokenService()
  api = await startAppstoreApi(tokens, { apps: [APP] })
  workspace = tempDir('release-console-only-')
  mkdirSync(join(workspace, 'build'))
  writeFileSync(join(workspace, 'build/a-tablet.apk'), markedApk(200))
  writeFileSync(join(workspace, 'build/b-firetv.apk'), markedApk(201))
})
afterEach(async () => {
  await api.close()
  await tokens.close()
  rmSync(workspace, { recursive: true, force: true })
})

const release = (extra: Record<string, string>) =>
  runAction(
    {
      'client-id': tokens.clientId,
      'client-secret': tokens.clientSecret,
      'auth-url': tokens.url,
      'api-base-url': api.url,
      'app-id': APP,
      files: 'build/*.apk',
      notes: 'Fixes',
      retries: '0',
      ...extra
    },
    {},
    { door: 'release', workspace }
  )

describe('what only the console does', () => {
  it('is linked from the summary of a release submitted for review', async () => {
    const run = await release({ submit: 'true' })
    expect(failureOf(run)).toBe('')
    expect(run.outputs.submitted).toBe('true')
    expect(run.summary).toContain(`| Console-only steps | ${LINK} (content rating, pricing, DRM, Live App Testing, `)
  })

  it.each<Record<string, string>>([{ submit: 'false' }, { 'dry-run': 'true' }])(
    'is not linked without a submission: %j',
    async (extra) => {
      const run = await release(extra)
      expect(failureOf(run)).toBe('')
      expect(run.outputs.submitted).toBe('false')
      expect(run.summary).not.toContain('Console-only steps')
    }
  )

  it('links to a section TROUBLESHOOTING has', () => {
    expect(readFileSync('docs/TROUBLESHOOTING.md', 'utf8')).toContain('\n## What only the console does\n')
    expect(readFileSync('package.json', 'utf8')).toContain('github.com/appstore-actions/appstore-token-action.git')
  })
})
