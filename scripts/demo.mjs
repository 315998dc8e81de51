#!/usr/bin/env node
// `npm run demo`: shows a person what each action does without an Amazon account: the bundled action
// against the stand-in Appstore services of scripts/stand-in.mjs on loopback. Shows, for each action (the root
// action's token and API calls, then the report, vitals, status, release and listing-bootstrap
// sub-actions, each through its entry dist/<folder>/index.js) and for the refusals, what a workflow
// log would show (masked) and the outputs.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { markedApk } from '../__fixtures__/appstore-api.mjs'
import { asWorkflowLog, masks, runAction } from '../__fixtures__/runner.mjs'
import { startStandIn } from './stand-in.mjs'
import { folderOf } from './doors.mjs'

const standIn = await startStandIn()
const { tokens, api } = standIn
const app = '/v1/applications/amzn1.devportal.mobileapp.demo'
const credentials = { 'client-id': tokens.clientId, 'client-secret': tokens.clientSecret, 'auth-url': tokens.url }

/**
 * Runs an action (the root one when `door` is not given) as one workflow step and
 * prints its `uses:`, its inputs, its log and its outputs.
 * @param {string} title
 * @param {Record<string, string>} inputs
 * @param {{ door?: import('./doors.mjs').DoorName, show?: (run: import('../__fixtures__/runner.mjs').ActionRun) => void,
 *   workspace?: string }} [options]
 */
async function scene(title, inputs, options = {}) {
  const door = options.door ?? 'token'
  console.log(`\n=== ${title}`)
  console.log(`  uses: appstore-actions/appstore-token-action${door === 'token' ? '' : `/${folderOf(door)}`}@v1`)
  for (const [name, value] of Object.entries(inputs)) {
    const shown = name === 'client-secret' ? '${{ secrets.APPSTORE_CLIENT_SECRET }}' : value
    console.log(`  ${name}: ${shown.includes('\n') ? `|\n    ${shown.trim().split('\n').join('\n    ')}` : shown}`)
  }
  const run = await runAction(
    { ...credentials, 'api-base-url': api.url, ...inputs },
    {},
    { door, keepWorkspace: true, workspace: options.workspace }
  )
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
    { types: 'sales' },
    {
      door: 'report',
      show: (run) => {
        const file = run.outputs['file']
        if (!file) return
        console.log(`--- ${relative(run.workspace, file)}, the first lines`)
        for (const line of readFileSync(file, 'utf8').split('\r\n').slice(0, 3)) console.log(`  ${line}`)
      }
    }
  )

  await scene(
    'Several reports in one step: four types, one token, the numbers in the job summary',
    { types: 'sales, earnings, subscription, subscriptions_overview' },
    {
      door: 'report',
      show: (run) => {
        const sales = run.summary.indexOf('#### sales')
        if (sales < 0) return
        console.log('--- the job summary, its sales section (GitHub draws the mermaid block as a bar chart)')
        const section = run.summary.slice(sales, run.summary.indexOf('\n#### ', sales + 1) >>> 0)
        for (const line of section.trimEnd().split('\n')) console.log(`  ${line}`)
      }
    }
  )

  await scene(
    'A month without a report yet: a warning, not a failure',
    { types: 'earnings', period: '2020-01' },
    { door: 'report' }
  )

  await scene(
    'App health from the Vitals API: crash and ANR rates by version code, gated on the crash rate',
    { package: 'com.example.standin', 'max-crash-rate': '1' },
    {
      door: 'vitals',
      show: (run) => {
        const crash = run.summary.indexOf('#### crashMetricSet')
        if (crash < 0) return
        console.log('--- the job summary, its crash section (GitHub draws the mermaid block as a line chart)')
        const section = run.summary.slice(crash, run.summary.indexOf('\n#### ', crash + 1) >>> 0)
        for (const line of section.trimEnd().split('\n')) console.log(`  ${line}`)
      }
    }
  )

  await scene(
    'After a release: 1008 crashes 39 % more than 1007 on the same day, caught by max-increase; the top crash clusters',
    { package: 'com.example.standin', 'max-increase': '25%', 'top-issues': '2' },
    {
      door: 'vitals',
      show: (run) => {
        console.log('--- the job summary, its gate rows and its top crash clusters')
        for (const line of run.summary.split('\n').filter((line) => line.startsWith('| Gate: ')))
          console.log(`  ${line}`)
        const top = run.summary.indexOf('#### Top crash clusters')
        if (top < 0) return
        const section = run.summary.slice(top, run.summary.indexOf('\n#### ', top + 1) >>> 0)
        for (const line of section.trimEnd().split('\n')) console.log(`  ${line}`)
      }
    }
  )

  await scene('Refused by the token service: the secret has a typo', {
    'client-secret': 'not-the-secret',
    scope: 'appstore::apps:readwrite'
  })

  await scene('Refused before any request: bad input', {
    scope: 'appstore::apps:readwrite adx_reporting::appstore:marketer'
  })

  await scene('Refused before any request: an input of a sub-action given to the root action', {
    scope: 'appstore::apps:readwrite',
    'app-id': 'amzn1.devportal.mobileapp.demo'
  })

  await scene(
    'Before the build: status reads the version codes (GET only) and gives the next one',
    { 'app-id': 'amzn1.devportal.mobileapp.demo' },
    { door: 'status' }
  )

  const stale = mkdtempSync(join(tmpdir(), 'demo-stale-'))
  mkdirSync(join(stale, 'build'))
  writeFileSync(join(stale, 'build/app.apk'), markedApk(101))
  await scene(
    'Refused before the edit is touched: a versionCode a live APK already has',
    { 'app-id': 'amzn1.devportal.mobileapp.demo', files: 'build/app.apk' },
    { door: 'release', workspace: stale }
  )

  // The build's APKs, numbered from next-version-code; the Fire TV one requires leanback, so it
  // replaces the APK that targets Fire TV devices.
  const workspace = mkdtempSync(join(tmpdir(), 'demo-release-'))
  mkdirSync(join(workspace, 'build'))
  writeFileSync(join(workspace, 'build/tablet.apk'), markedApk(102))
  writeFileSync(join(workspace, 'build/tv.apk'), markedApk(103, 'tv', { features: ['android.software.leanback'] }))
  await scene(
    'A release in one step: the APKs replaced, notes set, sent for review (in the edit opened above)',
    {
      'app-id': 'amzn1.devportal.mobileapp.demo',
      files: 'build/*.apk',
      notes: 'Dark mode, and a faster start.',
      submit: 'true'
    },
    {
      door: 'release',
      workspace,
      show: (run) => {
        const files = run.summary.indexOf('#### Release files')
        if (files < 0) return
        console.log('--- the job summary, its table of the files (from their manifests, read before any request)')
        for (const line of run.summary.slice(files).trimEnd().split('\n').slice(2)) console.log(`  ${line}`)
      }
    }
  )

  // The next build's Fire TV APK asks for the CAMERA permission, which implies a required camera:
  // Fire TV has none. The stand-in's device filter (its `deviceFilter` switch, turned on here) reads
  // each APK sent and DISABLES the devices it cannot run on, as Amazon's targeting answers do.
  api.apps.get('amzn1.devportal.mobileapp.demo').deviceFilter = ['replace']
  const camera = 'android.permission.CAMERA'
  const nextBuild = (/** @type {object[]} */ cameraFeature) => {
    const folder = mkdtempSync(join(tmpdir(), 'demo-devices-'))
    mkdirSync(join(folder, 'build'))
    writeFileSync(join(folder, 'build/tablet.apk'), markedApk(104))
    const features = ['android.software.leanback', ...cameraFeature]
    writeFileSync(join(folder, 'build/tv.apk'), markedApk(105, 'tv', { features, permissions: [camera] }))
    return folder
  }
  const nextRelease = {
    'app-id': 'amzn1.devportal.mobileapp.demo',
    files: 'build/*.apk',
    notes: 'Scan a code to sign in.',
    submit: 'true'
  }
  await scene(
    'Stopped before the commit: the Fire TV APK would lose the Fire TV devices the live version reaches',
    nextRelease,
    {
      door: 'release',
      workspace: nextBuild([])
    }
  )
  // The manifest fixed: the camera optional. A fresh edit, as the stopped one holds the APK Amazon
  // disabled the devices for.
  await scene(
    'The same release with the manifest fixed (the camera optional): every device kept, sent for review',
    { ...nextRelease, 'open-edit': 'replace' },
    { door: 'release', workspace: nextBuild([{ name: 'android.hardware.camera', required: false }]) }
  )

  // One folder for Google Play and Amazon: fastlane supply's layout, `de` standing for de-DE.
  const listingFolder = () => {
    const folder = mkdtempSync(join(tmpdir(), 'demo-listing-'))
    const files = {
      'metadata/en-US/title.txt': 'Stand-in Demo\n',
      'metadata/en-US/short_description.txt': 'A lamp for the night, on every Fire tablet.\n',
      'metadata/en-US/changelogs/default.txt': 'Dark mode, and a faster start.\n',
      'metadata/de/short_description.txt': 'Eine Lampe für die Nacht, auf jedem Fire-Tablet.\n',
      'metadata/de/changelogs/default.txt': 'Dunkelmodus und ein schnellerer Start.\n'
    }
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(join(folder, name, '..'), { recursive: true })
      writeFileSync(join(folder, name), text)
    }
    return folder
  }
  const listing = { 'app-id': 'amzn1.devportal.mobileapp.demo', 'listing-dir': 'metadata' }
  await scene('A listing update without a binary: one folder for Google Play and Amazon, left as a draft', listing, {
    door: 'release',
    workspace: listingFolder()
  })
  await scene('The same folder again: nothing changes', listing, { door: 'release', workspace: listingFolder() })
  await scene(
    "A listing bootstrap: the store's listing text written into a folder, nothing changed in the store",
    { 'app-id': 'amzn1.devportal.mobileapp.demo', 'listing-dir': 'fresh' },
    { door: 'listing-bootstrap' }
  )
} finally {
  await standIn.close()
}
