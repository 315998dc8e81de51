#!/usr/bin/env node
// `npm run demo`: the bundled action (dist/index.js) against the stand-in Appstore services of
// scripts/stand-in.mjs on loopback, no Amazon account needed. Shows, for each mode (a token, API
// calls, a report) and for the refusals, what a workflow log would show (masked) and the outputs.
import { readFileSync, rmSync } from 'node:fs'
import { relative } from 'node:path'
import { asWorkflowLog, masks, runAction } from '../__fixtures__/runner.mjs'
import { startStandIn } from './stand-in.mjs'

const standIn = await startStandIn()
const { tokens, api } = standIn
const app = '/v1/applications/amzn1.devportal.mobileapp.demo'
const credentials = { 'client-id': tokens.clientId, 'client-secret': tokens.clientSecret, 'auth-url': tokens.url }

/**
 * Runs the action as one workflow step and prints its inputs, its log and its outputs.
 * @param {string} title
 * @param {Record<string, string>} inputs
 * @param {{ show?: (run: import('../__fixtures__/runner.mjs').ActionRun) => void }} [options]
 */
async function scene(title, inputs, options = {}) {
  console.log(`\n=== ${title}`)
  for (const [name, value] of Object.entries(inputs)) {
    const shown = name === 'client-secret' ? '${{ secrets.APPSTORE_CLIENT_SECRET }}' : value
    console.log(`  ${name}: ${shown.includes('\n') ? `|\n    ${shown.trim().split('\n').join('\n    ')}` : shown}`)
  }
  const run = await runAction({ ...credentials, 'api-base-url': api.url, ...inputs }, {}, { keepWorkspace: true })
  try {
    console.log('--- log')
    for (const line of asWorkflowLog(run)) console.log(`  ${line.replaceAll(run.workspace, '$GITHUB_WORKSPACE')}`)
    console.log(`--- outputs (step ${run.code === 0 ? 'succeeded' : 'failed'})`)
    const secrets = masks(run)
    for (const [name, value] of Object.entries(run.outputs)) {
      const shown = secrets.includes(value)
        ? '*** (masked)'
        : value.replaceAll(run.workspace, '$GITHUB_WORKSPACE').replace(/\n/g, ' | ')
      console.log(`  ${name} = ${shown.length > 110 ? `${shown.slice(0, 110)}…` : shown}`)
    }
    options.show?.(run)
    return run
  } finally {
    rmSync(run.workspace, { recursive: true, force: true })
  }
}

try {
  await scene('A token for the App Submission API', { scope: 'appstore::apps:readwrite' })

  const opened = await scene('One API call: open an edit', {
    scope: 'appstore::apps:readwrite',
    'api-url': `${app}/edits`,
    'api-method': 'POST'
  })

  await scene("Read the open edit: its ETag is what a change's If-Match needs", {
    scope: 'appstore::apps:readwrite',
    'api-url': `${app}/edits`
  })

  await scene('Refused by the API: a second edit while one is open (409)', {
    scope: 'appstore::apps:readwrite',
    'api-url': `${app}/edits`,
    'api-method': 'POST'
  })

  const edit = JSON.parse(opened.outputs['api-response']).id
  await scene('Refused by the API: a commit whose If-Match is not the current ETag (412)', {
    scope: 'appstore::apps:readwrite',
    'api-url': `${app}/edits/${edit}/commit`,
    'api-method': 'POST',
    'api-headers': 'If-Match: "stale"\n'
  })

  await scene(
    `A report: last month's sales (${standIn.period}), unzipped to CSV`,
    { report: 'sales' },
    {
      show: (run) => {
        const file = run.outputs['report-file']
        if (!file) return
        console.log(`--- ${relative(run.workspace, file)}, the first lines`)
        for (const line of readFileSync(file, 'utf8').split('\r\n').slice(0, 3)) console.log(`  ${line}`)
      }
    }
  )

  await scene('A month without a report yet: a warning, not a failure', {
    report: 'earnings',
    'report-period': '2020-01'
  })

  await scene('Refused by the token service: the secret has a typo', {
    'client-secret': 'not-the-secret',
    scope: 'appstore::apps:readwrite'
  })

  await scene('Refused before any request: bad input', {
    scope: 'appstore::apps:readwrite adx_reporting::appstore:marketer'
  })
} finally {
  await standIn.close()
}
