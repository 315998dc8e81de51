#!/usr/bin/env node
// `npm run demo`: the bundled action (dist/index.js) against stand-in Appstore services on
// loopback, no Amazon account needed. Shows what a workflow log would show (masked) and the
// step outputs, for a few typical steps.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { markedApk, startAppstoreApi } from '../__fixtures__/appstore-api.mjs'
import { startTokenService } from '../__fixtures__/token-service.mjs'
import { asWorkflowLog, masks, runAction } from '../__fixtures__/runner.mjs'

const tokens = await startTokenService()
const api = await startAppstoreApi(tokens)
const credentials = { 'client-id': tokens.clientId, 'client-secret': tokens.clientSecret, 'auth-url': tokens.url }

async function scene(title, inputs, options = {}) {
  console.log(`\n=== ${title}`)
  console.log(
    Object.entries(inputs)
      .map(([name, value]) => `  ${name}: ${name === 'client-secret' ? '${{ secrets.CLIENT_SECRET }}' : value}`)
      .join('\n')
  )
  const run = await runAction({ ...credentials, 'api-base-url': api.url, ...inputs }, {}, options)
  console.log('--- log')
  for (const line of asWorkflowLog(run)) console.log(`  ${line}`)
  console.log(`--- outputs (step ${run.code === 0 ? 'succeeded' : 'failed'})`)
  const secrets = masks(run)
  for (const [name, value] of Object.entries(run.outputs)) {
    const shown = secrets.includes(value) ? '*** (masked)' : value.length > 100 ? `${value.slice(0, 100)}…` : value
    console.log(`  ${name} = ${shown}`)
  }
}

try {
  await scene('A token for the App Submission API', { scope: 'appstore::apps:readwrite' })
  await scene('The same step opening an edit with one API call', {
    scope: 'appstore::apps:readwrite',
    'api-url': '/v1/applications/amzn1.devportal.mobileapp.demo/edits',
    'api-method': 'POST'
  })
  await scene('A refused token request: the secret has a typo', {
    'client-secret': 'not-the-secret',
    scope: 'appstore::apps:readwrite'
  })
  await scene('Bad input is refused before any request', {
    scope: 'appstore::apps:readwrite adx_reporting::appstore:marketer'
  })
  // The build's APKs, named so that the glob lists them in the order the API lists the app's APKs.
  const workspace = mkdtempSync(join(tmpdir(), 'demo-release-'))
  mkdirSync(join(workspace, 'build'))
  writeFileSync(join(workspace, 'build/tablet.apk'), markedApk(102))
  writeFileSync(join(workspace, 'build/tv.apk'), markedApk(103))
  await scene(
    'A release in one step: the APKs replaced, the notes set, sent for review (it reuses the edit opened above)',
    {
      'app-id': 'amzn1.devportal.mobileapp.demo',
      'release-files': 'build/*.apk',
      'release-notes': 'Dark mode, and a faster start.',
      'release-submit': 'true'
    },
    { workspace }
  )
  rmSync(workspace, { recursive: true, force: true })
} finally {
  await api.close()
  await tokens.close()
}
