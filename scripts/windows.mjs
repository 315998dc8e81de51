#!/usr/bin/env node
// `npm run test:windows`: every action on Windows' own Node, here, under Wine, to prove on Linux what
// a Windows runner does (scripts/README.md; scripts/windows/node.mjs installs what is missing). Each
// scenario spawns its action's committed entry (dist/index.js, dist/<folder>/index.js) as a runner
// does (__fixtures__/runner.mjs: inputs as INPUT_* variables, outputs read back from the
// GITHUB_OUTPUT file, paths given as Z:\…), against the stand-ins of scripts/stand-in.mjs, which
// this Linux Node serves on 127.0.0.1 (fresh for each scenario). It prints one line per scenario
// and fails when any fails, or when Windows' Node cannot start.
//
// What Windows changes, proven here: backslash globs in `files`, the order of one glob's files,
// names shown with '/', CRLF in an input's text, and a file system that ignores case: Wine's Z:
// drive finds `meta/en-US/Title.txt` by the name `title.txt`, as NTFS does, so a folder named in
// another case is no link and one APK named in two cases is one file.
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { markedApk } from '../__fixtures__/appstore-api.mjs'
import { VITALS_PACKAGE } from '../__fixtures__/appstore-api/vitals.mjs'
import { DOORS } from './doors.mjs'
import { asWorkflowLog, entry, failureOf, leaks, linesOf, maskedBeforeUse, runAction } from '../__fixtures__/runner.mjs'
import { startStandIn } from './stand-in.mjs'
import { windowsNode, windowsPath } from './windows/node.mjs'

/** @typedef {import('./doors.mjs').DoorName} DoorName */
/** @typedef {import('../__fixtures__/runner.mjs').ActionRun} ActionRun */
/** @typedef {Awaited<ReturnType<typeof startStandIn>>} StandIn */
/**
 * @typedef {{ standIn: StandIn, ws: string,
 *   run: (door: DoorName, inputs: Record<string, string>) => Promise<ActionRun> }} Scene
 *   run: the action on Windows' Node, with the stand-ins' client and addresses as inputs beside `inputs`.
 * @typedef {{ door: DoorName, title: string, play: (scene: Scene) => Promise<void> }} Scenario
 */

const APP = 'amzn1.devportal.mobileapp.e2e'
const APK_DIR = 'app/build/outputs/apk'
/** The stand-in's app has two live APKs (tablet, Fire TV): a release gives one file for each. */
const TWO_APKS = {
  [`${APK_DIR}/release/app-tablet-release.apk`]: markedApk(1001),
  [`${APK_DIR}/release/app-firetv-release.apk`]: markedApk(1002)
}

/** The inputs every action takes: the stand-ins' client and addresses. */
const credentials = (/** @type {StandIn} */ { tokens, api }) => ({
  'client-id': tokens.clientId,
  'client-secret': tokens.clientSecret,
  'auth-url': tokens.url,
  'api-base-url': api.url
})

/** @param {string} ws @param {Record<string, string | Buffer>} files */
function put(ws, files) {
  for (const [name, data] of Object.entries(files)) {
    mkdirSync(dirname(join(ws, name)), { recursive: true })
    writeFileSync(join(ws, name), data)
  }
}

/** @param {ActionRun} run */
function succeeded(run) {
  assert.equal(failureOf(run), '', 'the step failed')
  assert.equal(run.code, 0, `exit code ${run.code}; stderr: ${run.stderr}`)
}

/**
 * Every run, whatever its end: the client secret and the tokens it was given masked before their
 * first use, and no secret printed.
 * @param {ActionRun} run @param {StandIn} standIn @param {number} tokensBefore
 */
function keptSecrets(run, { tokens }, tokensBefore) {
  for (const secret of [tokens.clientSecret, ...tokens.issued]) {
    assert.deepEqual(leaks(run, secret), [], 'a secret was printed')
  }
  for (const secret of [tokens.clientSecret, ...tokens.issued.slice(tokensBefore)]) {
    assert.ok(maskedBeforeUse(run, secret), 'a secret was not masked before its first use')
  }
}

/**
 * A release of APP from a workspace holding `files`, which must succeed.
 * @param {Scene} scene @param {Record<string, Buffer>} files @param {Record<string, string>} inputs
 */
async function released({ ws, run }, files, inputs) {
  put(ws, files)
  const result = await run('release', { 'app-id': APP, ...inputs })
  succeeded(result)
  return result
}

/** @param {StandIn} standIn */
const openEdit = ({ api }) => {
  const edit = api.apps.get(APP)?.openEdit
  assert.ok(edit, `no open edit of ${APP}`)
  return edit
}

/** @type {Scenario[]} */
const SCENARIOS = [
  {
    door: 'token',
    title: 'a token, masked, and one API call (POST …/edits)',
    play: async ({ run }) => {
      const result = await run('token', {
        scope: 'appstore::apps:readwrite',
        'api-url': `/v1/applications/${APP}/edits`,
        'api-method': 'POST'
      })
      succeeded(result)
      assert.equal(result.outputs['token-type'], 'bearer')
      assert.match(result.outputs['access-token'], /^Atc\|/)
      assert.equal(result.outputs['api-status'], '200')
    }
  },
  {
    door: 'status',
    title: 'the live version codes and the next one',
    play: async ({ run }) => {
      const result = await run('status', { 'app-id': APP })
      succeeded(result)
      assert.equal(result.outputs['live-version-codes'], '100\n101')
      assert.equal(result.outputs['next-version-code'], '102')
    }
  },
  {
    door: 'report',
    title: "last month's sales report, written in the workspace",
    play: async ({ ws, run }) => {
      const result = await run('report', { types: 'sales' })
      succeeded(result)
      assert.equal(result.outputs.found, 'true')
      const period = result.outputs.period
      const csv = `appstore-reports/sales-${period}/sales_report_${period.replace('-', '_')}.csv`
      assert.equal(result.outputs.file, windowsPath(join(ws, csv)), "file: the CSV's path, as Windows names it")
      assert.match(readFileSync(join(ws, csv), 'utf8'), /^Transaction ID,/)
    }
  },
  {
    door: 'vitals',
    title: "app health by version code into a CSV, and a gate the stand-in's 1008 fails (0.71 above 0.6)",
    play: async ({ ws, run }) => {
      const read = await run('vitals', { package: VITALS_PACKAGE, 'max-crash-rate': '1' })
      succeeded(read)
      assert.equal(read.outputs.healthy, 'true')
      assert.match(read.outputs.freshness, /^\d{4}-\d{2}-\d{2}$/)
      assert.equal(read.outputs.file, windowsPath(join(ws, 'appstore-vitals/vitals.csv')), 'file, as Windows names it')
      assert.match(readFileSync(join(ws, 'appstore-vitals/vitals.csv'), 'utf8'), /^metric_set,/)
      const gate = await run('vitals', { package: VITALS_PACKAGE, 'max-crash-rate': '0.6' })
      assert.equal(gate.code, 1)
      assert.equal(gate.outputs.healthy, 'false')
      assert.match(
        failureOf(gate),
        /Version code 1008: crashRate [\d.]+ on \d{4}-\d{2}-\d{2} is above 'max-crash-rate' 0\.6/
      )
    }
  },
  {
    door: 'release',
    title: "item 1: files '.\\app\\…\\release\\*.apk' less a '!.\\…\\skip-*.apk' line",
    play: async (scene) => {
      const files = '.\\app\\build\\outputs\\apk\\release\\*.apk\n!.\\app\\build\\outputs\\apk\\release\\skip-*.apk'
      const result = await released(
        scene,
        { ...TWO_APKS, [`${APK_DIR}/release/skip-me.apk`]: markedApk(1999) },
        { files }
      )
      assert.equal(result.outputs['version-codes'], '1002\n1001')
    }
  },
  {
    door: 'release',
    title: "item 3: the files found by 'app\\build\\…\\*.apk' shown with '/'",
    play: async (scene) => {
      const result = await released(scene, TWO_APKS, { files: 'app\\build\\outputs\\apk\\release\\*.apk' })
      // What a person reads: the log (debug lines aside) and the job summary.
      const shown = [...asWorkflowLog(result), ...linesOf(result.summary)].filter((line) => /app.build/.test(line))
      assert.ok(shown.length > 0, 'no APK named in the log or the summary')
      for (const line of shown) assert.doesNotMatch(line, /app\\build/, `a name shown with '\\': ${line}`)
    }
  },
  {
    door: 'release',
    title: "item 1: files '..\\outside\\*.apk' refused, naming 'files', before any request",
    play: async ({ standIn, ws, run }) => {
      put(ws, TWO_APKS)
      const result = await run('release', { 'app-id': APP, files: '..\\outside\\*.apk' })
      assert.equal(result.code, 1)
      const refusal = /^Input 'files' has '\.\.\\outside\\\*\.apk', a glob that climbs out of the workspace/
      assert.match(failureOf(result), refusal)
      assert.deepEqual(standIn.api.requests, [], 'a request was made')
    }
  },
  {
    door: 'release',
    title: 'item 2: flavours fire and fireTv from app/build/outputs/apk/**/release/*.apk, in the order Linux gives',
    play: async (scene) => {
      const flavours = {
        [`${APK_DIR}/fire/release/app-fire-release.apk`]: markedApk(1001),
        [`${APK_DIR}/fireTv/release/app-fireTv-release.apk`]: markedApk(2001)
      }
      const result = await released(scene, flavours, { files: `${APK_DIR}/**/release/*.apk` })
      assert.equal(result.outputs['version-codes'], '1001\n2001')
    }
  },
  {
    door: 'release',
    title: 'item 4: CRLF notes reach the API as LF',
    play: async (scene) => {
      await released(scene, TWO_APKS, { files: `${APK_DIR}/release/*.apk`, notes: 'Fixes\r\n- a crash' })
      for (const [locale, listing] of Object.entries(openEdit(scene.standIn).listings)) {
        assert.equal(listing.recentChanges, 'Fixes\n- a crash', `${locale}'s recentChanges`)
      }
    }
  },
  {
    door: 'preflight',
    title: "files '.\\app\\…\\release\\*.apk' checked with no credentials and no request",
    play: async ({ standIn, ws, run }) => {
      put(ws, TWO_APKS)
      const result = await run('preflight', { files: '.\\app\\build\\outputs\\apk\\release\\*.apk' })
      assert.equal(failureOf(result), '')
      assert.equal(result.outputs['version-codes'], '1002\n1001')
      assert.deepEqual(standIn.api.requests, [], 'a request was made')
      assert.equal(standIn.tokens.issued.length, 0, 'a token was asked for')
    }
  },
  {
    door: 'listing-bootstrap',
    title: 'item 5: a bootstrap beside meta/en-US/Title.txt and a release from meta agree on the title',
    play: async ({ standIn, ws, run }) => {
      // Z: ignores case as NTFS does: the bootstrap finds Title.txt by the name title.txt and keeps
      // it (it differs from the store). The release from meta must then send what it says.
      put(ws, { 'meta/en-US/Title.txt': 'Kept title\n' })
      const bootstrap = await run('listing-bootstrap', {
        'app-id': APP,
        'listing-dir': 'meta'
      })
      succeeded(bootstrap)
      assert.match(bootstrap.summary, /kept \(differs from the store\): en-US\/title\.txt/i)
      assert.equal(readFileSync(join(ws, 'meta/en-US/Title.txt'), 'utf8'), 'Kept title\n')
      const release = await run('release', { 'app-id': APP, 'listing-dir': 'meta' })
      succeeded(release)
      assert.equal(openEdit(standIn).listings['en-US'].title, 'Kept title', 'the title the release sent')
    }
  },
  {
    door: 'listing-bootstrap',
    title: "item 6: listing-dir named in another case than the file system's (z:\\… for Z:\\…) is no link",
    play: async ({ ws, run }) => {
      const lowerCase = windowsPath(join(ws, 'meta')).toLowerCase()
      const result = await run('listing-bootstrap', { 'app-id': APP, 'listing-dir': lowerCase })
      succeeded(result)
      assert.ok(Number(result.outputs['listing-files']) > 0, 'no listing file written')
    }
  },
  {
    door: 'release',
    title: 'item 11: one APK named twice in different case is one file, refused as named twice',
    play: async ({ standIn, ws, run }) => {
      put(ws, { 'app/App.apk': markedApk(1001) })
      const result = await run('release', { 'app-id': APP, files: 'app/App.apk\napp/app.apk' })
      assert.equal(result.code, 1)
      assert.match(
        failureOf(result),
        /^Input 'files' names one file twice: 'app\/app\.apk' \(by 'app\/app\.apk'\) is 'app\/App\.apk'/
      )
      assert.deepEqual(standIn.api.requests, [], 'a request was made')
    }
  }
]

/**
 * Runs each scenario on Windows' Node, one after the other, each with fresh stand-ins and workspace.
 * @param {import('./windows/node.mjs').WindowsNode} windows
 * @returns {Promise<number>} how many failed
 */
async function playAll(windows) {
  let failed = 0
  for (const scenario of SCENARIOS) {
    const standIn = await startStandIn()
    const ws = mkdtempSync(join(tmpdir(), 'windows-'))
    const started = performance.now()
    /** @type {ActionRun[]} */
    const runs = []
    try {
      await scenario.play({
        standIn,
        ws,
        run: async (door, inputs) => {
          const tokensBefore = standIn.tokens.issued.length
          // The preflight takes no credentials: it refuses them.
          const given = door === 'preflight' ? inputs : { ...credentials(standIn), ...inputs }
          const result = await runAction(given, windows.env, {
            door,
            workspace: ws,
            command: [windows.wine, windows.node, windowsPath(entry(door))],
            pathInChild: windowsPath,
            stdioFiles: true
          })
          runs.push(result)
          if (door !== 'preflight') keptSecrets(result, standIn, tokensBefore)
          return result
        }
      })
      console.log(`ok   ${scenario.door}: ${scenario.title} (${Math.round(performance.now() - started)} ms)`)
    } catch (error) {
      failed++
      console.log(`FAIL ${scenario.door}: ${scenario.title}`)
      console.log(indent(error instanceof Error ? error.message : String(error)))
      for (const result of runs) {
        const failure = failureOf(result)
        if (failure) console.log(indent(`the step's error: ${failure}`))
      }
    } finally {
      await standIn.close()
      rmSync(ws, { recursive: true, force: true })
    }
  }
  return failed
}

const indent = (/** @type {string} */ text) => text.replace(/^/gm, '       ')

const untried = DOORS.filter((door) => !SCENARIOS.some((scenario) => scenario.door === door))
if (untried.length > 0) throw new Error(`No scenario runs the action ${untried.join(', ')} on Windows' Node.`)

const started = performance.now()
const windows = windowsNode((line) => console.log(line))
if (windows.installed.length > 0) console.log(`Installed: ${windows.installed.join('; ')}`)
console.log(`Windows' Node ${windows.version} (win32) under Wine: ${windows.node}`)
const failed = await playAll(windows)
const took = ((performance.now() - started) / 1000).toFixed(1)
if (failed > 0) {
  console.log(`${failed} of ${SCENARIOS.length} scenarios failed on Windows' Node (${took} s)`)
  process.exitCode = 1
} else {
  console.log(`All ${SCENARIOS.length} scenarios passed on Windows' Node (${took} s)`)
}
