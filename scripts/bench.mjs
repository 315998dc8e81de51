#!/usr/bin/env node
// `npm run bench`: what a run of the bundled action costs, each figure a ratio to a floor measured
// in the same run, the two interleaved (floor, action, floor, action...; medians), on node 24, the
// runtime action.yml declares (fetched once into node_modules/.cache/node24, see bench/node24.mjs).
// Every process is started as a runner starts the action (runAction: inputs as INPUT_* variables)
// and timed whole, against the loopback stand-ins of the tests, which run in this process.
//
//  1. token run: `node dist/index.js` getting a token over https, as on a runner (the stand-in
//     token service with a certificate made for 127.0.0.1, trusted through NODE_EXTRA_CA_CERTS),
//     against scripts/bench/floor.mjs, which POSTs the same form to the same stand-in with node's
//     https module (through createRequire: an ESM import of node:http loads undici on node 24),
//     parses the JSON and writes the output. That is the least any token action can do on node,
//     so the ratio is what the action's own code costs: loading the bundle, its checks, masking,
//     the job summary. Beside it: node on an empty module (the price of starting node at all),
//     curl, and the same run over plain http, where the floor never loads TLS (about 25 ms on
//     node 24) but the action does (its transport, src/net/transport.ts, imports node:https at
//     load), for information. A second run of the same, for information, with
//     bench/first-request.cjs preloaded into both: the time from the process's start to its token
//     request, i.e. what loading the bundle and the input checks cost beside loading https.
//  2. download 256 MiB: the action's API call with api-output-file from /download/N, against the
//     floor getting its token the same way and then stream.pipeline(response, createWriteStream).
//     The floor fetches a token too because the action cannot skip that; the "API call only" row
//     sets the action's own call time (its job summary) beside the floor's pipeline alone.
//  3. upload 256 MiB: api-method PUT with api-body-file to /echo, against the floor's
//     stream.pipeline(createReadStream(file), http.request(...)) with the headers that matter
//     (Authorization, Content-Type, Content-Length), so the same bytes cross the same socket.
//     Both ways, curl beside: the action's API call against curl's whole process.
//  4. peak RSS (/usr/bin/time -f %M around floor and action alike, max over the runs) of the
//     action at 256 MiB and at 1 GiB, both ways, beside the floor's: streaming must not grow
//     with the body. The 1 GiB wall ratios are shown for information.
//  5. 18 reports (3 types × 6 months) in one step beside 18 single runs of the action, 3 at a
//     time, as the reusable report workflow's matrix did: wall and CPU time (user + system, the
//     children's included), and the billed job-minutes that made the difference.
//  6. size of dist/, all files.
//  8. vitals: 30 days of three metric sets × ten version codes (dist/vitals/index.js) against the
//     request floor, bench/vitals-floor.mjs: the same token, freshness, query and top-issues requests made
//     one after the other on node's https module, rows parsed and counted, nothing else. Over https,
//     as the token run; the same over plain http beside it, for information.
//  7. the manifest read of a 256 MiB APK (bench/manifest.mjs): src/android/manifest.ts bundled,
//     reading a real APK with a 256 MiB entry appended, whole process and the read alone, peak RSS;
//     and beside the releases of a 64 MiB and a 256 MiB APK, the read of that APK's manifest (what
//     the release does before any request), its share of the release's wall time and its peak RSS.
// Before timing, one untimed round checks that every process did the real work on the same server:
// the token is one the stand-in issued, a download has the server's size and sha256, the server
// received an upload's exact bytes.
//
//   npm run bench [-- --check] [-- --node=current|/path/to/node] [-- --only=download,upload]
//   BENCH_RUNS (token, 21), BENCH_STREAM_RUNS (256 MiB, 7), BENCH_BIG_RUNS (1 GiB and the releases, 3),
//   BENCH_REPORT_RUNS (18 reports, 5); BENCH_NODE=/path
// Figures only: the exit status is 0 whatever they are, unless --check (1 when a target is missed).
//
// Adding a figure: one more entry in `measurements` below (the Measurement typedef is in
// bench/harness.mjs): a name, the runs, the floor and the action as Contenders (`floor(inputs)`,
// `action(inputs)`, `curlUpload(file)`...), targets, and processes `beside`; the release of a
// 64 MiB APK is sketched there, and a listing release with 30 screenshots beside curl.
import { createHash } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import {
  createReadStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync
} from 'node:fs'
import { open } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { patternBytes, reportCsv, startAppstoreApi } from '../__fixtures__/appstore-api.mjs'
import { binaryManifest } from '../__fixtures__/axml.mjs'
import { storedZip } from '../__fixtures__/zips.mjs'
import { startTokenService } from '../__fixtures__/token-service.mjs'
import { DIST, entry } from '../__fixtures__/runner.mjs'
import { entryOf } from './doors.mjs'
import { MiB, findTime, has, measure, table } from './bench/harness.mjs'
import { bundleReader, manifestRead, manifestReader } from './bench/manifest.mjs'
import { pickNode } from './bench/node24.mjs'
import { startStorage, zipOf } from './stand-in.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const FLOOR = join(here, 'bench', 'floor.mjs')
const SINGLE_REPORTS = join(here, 'bench', 'single-reports.mjs')
const VITALS_FLOOR = join(here, 'bench', 'vitals-floor.mjs')
const FIRST_REQUEST = join(here, 'bench', 'first-request.cjs')
const args = process.argv.slice(2)
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3)
const count = (name, fallback) => Math.max(1, Number.parseInt(process.env[name] ?? '', 10) || fallback)
const RUNS = count('BENCH_RUNS', 21)
const STREAM_RUNS = count('BENCH_STREAM_RUNS', 7)
const BIG_RUNS = count('BENCH_BIG_RUNS', 3)
const REPORT_RUNS = count('BENCH_REPORT_RUNS', 5)
const only = option('only')?.split(',')
const log = (line) => process.stderr.write(`bench: ${line}\n`)

const node = await pickNode(option('node') ?? process.env.BENCH_NODE, log)
const time = await findTime()
const curl = await has('curl')
const tokens = await startTokenService()
// The release figure's app has one live APK, which each run replaces in the edit it reuses.
const RELEASE_APP = 'amzn1.devportal.mobileapp.bench'
// The listing figure's app: three locales, each taking 10 screenshots (Amazon's most).
const LISTING_APP = 'amzn1.devportal.mobileapp.bench-listing'
const LARGE_APP = 'amzn1.devportal.mobileapp.bench-large'
const LISTING_LOCALES = ['en-US', 'de-DE', 'fr-FR']
// The vitals figure's package: ten version codes, each with 30 days of data in every set.
const VITALS_PACKAGE = 'com.example.bench'
const VITALS = {
  apps: [{ package: VITALS_PACKAGE, versions: Array.from({ length: 10 }, (_, i) => ({ code: 3000 + i })) }]
}
const api = await startAppstoreApi(tokens, {
  vitals: VITALS,
  apps: [
    'amzn1.devportal.mobileapp.demo',
    { id: RELEASE_APP, apks: [{}] },
    // No live APK: each run opens a fresh edit (open-edit: replace) and adds the APK as new.
    { id: LARGE_APP, apks: [], attachNotReady: 0 },
    { id: LISTING_APP, apks: [{}], listings: Object.fromEntries(LISTING_LOCALES.map((lang) => [lang, {}])) }
  ]
})
const scratch = mkdtempSync(join(tmpdir(), 'appstore-bench-'))
const tls = certificateFor127(scratch)
const secureTokens = await startTokenService({ tls })
const secureApi = await startAppstoreApi(secureTokens, { tls, vitals: VITALS, apps: [] })
const secure = { NODE_EXTRA_CA_CERTS: tls.certFile }
const credentials = {
  'client-id': tokens.clientId,
  'client-secret': tokens.clientSecret,
  scope: 'appstore::apps:readwrite',
  'auth-url': tokens.url,
  'api-base-url': api.url
}

/**
 * A run of the front door `door` (dist/index.js, the root action's, or dist/<door>/index.js); a
 * sub-action takes no scope (it asks for its own) and outputs no token.
 * @param {Record<string, string>} inputs
 * @param {import('./doors.mjs').DoorName} [door]
 * @returns {import('./bench/harness.mjs').Contender}
 */
const action = (inputs, env = {}, service = tokens, door = 'token') => ({
  label: entryOf(door),
  command: [node.path, entry(door)],
  inputs: door === 'token' ? inputs : Object.fromEntries(Object.entries(inputs).filter(([name]) => name !== 'scope')),
  env,
  metrics: (run) => ({ call: Number(/→ HTTP \d+, \d+ bytes, (\d+) ms/.exec(run.summary)?.[1] ?? NaN) }),
  check: (run) => {
    if (door === 'token') return tokenCheck(run.outputs['access-token'], service)
    if (run.code !== 0) throw new Error(`the ${door} step failed`)
    return `the ${door} step succeeded`
  }
})
/** @returns {import('./bench/harness.mjs').Contender} */
const floor = (inputs, env = {}, service = tokens) => ({
  label: 'floor.mjs',
  command: [node.path, FLOOR],
  inputs,
  env,
  metrics: (run) => ({ call: Number(/^call-ms=([\d.]+)$/m.exec(run.stdout)?.[1] ?? NaN) }),
  check: (run) => tokenCheck(run.outputs['access-token'], service)
})
const overHttps = { ...credentials, 'auth-url': secureTokens.url }

/** The contender with bench/first-request.cjs preloaded, reporting `startup`: ms from its start to its first request. */
const timingStartup = (/** @type {import('./bench/harness.mjs').Contender} */ contender) => ({
  ...contender,
  command: [contender.command[0], '--require', FIRST_REQUEST, ...contender.command.slice(1)],
  metrics: (run) => ({ startup: Number(/first-request-ms=([\d.]+)/.exec(run.stderr)?.[1] ?? NaN) })
})

/** A throwaway key and certificate for https://127.0.0.1, made with openssl. */
function certificateFor127(dir) {
  const key = join(dir, 'key.pem')
  const certFile = join(dir, 'cert.pem')
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-keyout', key, '-out', certFile],
      ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1']
    ],
    { stdio: 'ignore' }
  )
  return { key: readFileSync(key, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile }
}
/** @returns {import('./bench/harness.mjs').Contender} */
const curlWith = (label, curlArgs) => ({ label, command: ['curl', '-sS', '--fail', ...curlArgs] })

function tokenCheck(token, service = tokens) {
  if (!service.issued.includes(token)) throw new Error('no token the stand-in issued')
  const form = service.requests.at(-1)?.form
  const expected = {
    grant_type: 'client_credentials',
    client_id: service.clientId,
    client_secret: service.clientSecret,
    scope: credentials.scope
  }
  for (const [name, value] of Object.entries(expected)) {
    if (form?.[name] !== value) throw new Error(`token request: ${name} is not the expected one`)
  }
  return 'token issued by the stand-in for the same form'
}

/** A token for curl, which gets none itself. */
async function issueToken() {
  const response = await fetch(`${tokens.url}/auth/o2/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: tokens.clientId,
      client_secret: tokens.clientSecret,
      scope: credentials.scope
    })
  })
  return /** @type {{ access_token: string }} */ (await response.json()).access_token
}
const bearer = await issueToken()

async function sha256(stream) {
  const hash = createHash('sha256')
  for await (const chunk of stream) hash.update(chunk)
  return hash.digest('hex')
}

/** What /download/N serves, to check every downloaded copy against. */
const served = new Map()
const servedSha = async (size) => served.get(size) ?? served.set(size, await sha256(patternBytes(size))).get(size)

/** What the bench's APKs say of themselves. */
const BENCH_APK = { package: 'com.example.bench', versionCode: 1_000_000 }
/** The release's manifest read alone, beside a release: src/android/manifest.ts bundled once. */
const READER = join(scratch, 'manifest-reader.mjs')
const readerBeside = (apk) => ({
  contender: () => manifestReader(node, READER, apk.path, { ...BENCH_APK, abis: [] }),
  share: 'read'
})

/** A file of `size` bytes to upload (not the pattern the server sends), made by setup, with its sha256. */
function bodyFile(name, size, apk = false) {
  const file = {
    path: join(scratch, name),
    size,
    sha: '',
    create: async () => {
      const handle = await open(file.path, 'w')
      const hash = createHash('sha256')
      // An APK: the pattern, then a zip's entries and directory whose offsets count the pattern. Its
      // versionCode is above the stand-in's live ones, which the release checks before any request.
      const manifest = [['AndroidManifest.xml', binaryManifest(BENCH_APK)]]
      const tail = apk ? storedZip(manifest, undefined, size - storedZip(manifest).length) : Buffer.alloc(0)
      for await (const chunk of patternBytes(size - tail.length, 101)) {
        hash.update(chunk)
        await handle.write(chunk)
      }
      hash.update(tail)
      await handle.write(tail)
      await handle.close()
      file.sha = hash.digest('hex')
    },
    remove: () => rmSync(file.path, { force: true })
  }
  return file
}

/** Checks a downloaded file: its size always, its sha256 after the untimed round. */
const downloaded = (path, size) => async (_run, thorough) => {
  const bytes = statSync(path).size
  if (bytes !== size) throw new Error(`${path}: ${bytes} bytes, not ${size}`)
  if (!thorough) return ''
  const sha = await sha256(createReadStream(path))
  if (sha !== (await servedSha(size))) throw new Error(`${path}: not the bytes the server sent`)
  return `${size} bytes, sha256 ${sha.slice(0, 12)}… = the server's`
}

/** Checks the last request the API stand-in received: `file`, byte for byte, to `path`. */
const uploaded = (file, path) => () => {
  const got = api.requests.at(-1)
  if (got?.path !== path || got.bytes !== file.size || got.sha256 !== file.sha) {
    throw new Error(`the server did not receive ${file.path} at ${path} (got ${got?.bytes} bytes at ${got?.path})`)
  }
  return `server received ${got.bytes} bytes, sha256 ${got.sha256.slice(0, 12)}… = the file's (${got.method})`
}

/** The contender's own check (its token, in the untimed round) and then `more`. */
const checked = (contender, more) => ({
  ...contender,
  check: async (run, thorough) =>
    `${thorough && contender.check ? `${await contender.check(run, thorough)}; ` : ''}${await more(run, thorough)}`
})

/** @returns {import('./bench/harness.mjs').Contender} */
const curlDownload = (path, out, size) => ({
  ...curlWith('curl -o', ['-o', out, '-H', `Authorization: Bearer ${bearer}`, `${api.url}${path}`]),
  before: () => rmSync(out, { force: true }),
  check: downloaded(out, size)
})

/** @returns {import('./bench/harness.mjs').Contender} */
const curlUpload = (file, path = '/echo', method = 'PUT') => ({
  ...curlWith('curl -T', [
    ...['-o', '/dev/null', '-T', file.path, '-X', method, '-H', 'Expect:'],
    ...['-H', 'Content-Type: application/octet-stream', '-H', `Authorization: Bearer ${bearer}`],
    `${api.url}${path}`
  ]),
  check: uploaded(file, path)
})

const callOnly = { name: 'API call only (action: its job summary; floor: its pipeline)', metric: 'call' }

/** @returns {import('./bench/harness.mjs').Measurement} */
function download(size, runs, target) {
  const path = `/download/${size}`
  const out = (who) => join(scratch, `download-${who}.bin`)
  const inputs = (who) => ({ ...credentials, 'api-url': path, 'api-output-file': out(who) })
  const fresh = (who) => () => rmSync(out(who), { force: true })
  return {
    name: `download ${size / MiB} MiB`,
    runs,
    target,
    teardown: () => ['action', 'floor', 'curl'].forEach((who) => fresh(who)()),
    floor: () => ({ ...checked(floor(inputs('floor')), downloaded(out('floor'), size)), before: fresh('floor') }),
    action: () => ({ ...checked(action(inputs('action')), downloaded(out('action'), size)), before: fresh('action') }),
    metrics: [callOnly],
    beside: curl ? [{ metric: 'call', contender: () => curlDownload(path, out('curl'), size) }] : []
  }
}

/** @returns {import('./bench/harness.mjs').Measurement} */
function upload(size, runs, target) {
  const file = bodyFile(`upload-${size}.bin`, size)
  const inputs = { ...credentials, 'api-url': '/echo', 'api-method': 'PUT', 'api-body-file': file.path }
  return {
    name: `upload ${size / MiB} MiB`,
    runs,
    target,
    setup: file.create,
    teardown: file.remove,
    floor: () => checked(floor(inputs), uploaded(file, '/echo')),
    action: () => checked(action(inputs), uploaded(file, '/echo')),
    metrics: [callOnly],
    beside: curl ? [{ metric: 'call', contender: () => curlUpload(file) }] : []
  }
}

/**
 * The whole release of one APK (open or reuse the edit, replace the APK streamed from disk, set the
 * notes on every locale) against the stand-in, with its peak RSS; beside it curl uploading the same
 * file to the same server. No floor: there is no plainer way to do all of a release.
 * @returns {import('./bench/harness.mjs').Measurement}
 */
function release(size) {
  const apk = bodyFile(`release-${size}.apk`, size, true)
  const inputs = {
    ...credentials,
    'app-id': RELEASE_APP,
    files: apk.path,
    notes: 'Faster start-up.'
  }
  const received = () => {
    const replaced = api.apps.get(RELEASE_APP)?.openEdit?.apks[0]?.file
    if (replaced?.sha256 !== apk.sha || replaced.bytes !== size) throw new Error('the stand-in did not get the APK')
    return `the edit's APK is the file: ${replaced.bytes} bytes, sha256 ${replaced.sha256.slice(0, 12)}…`
  }
  return {
    name: `release of a ${size / MiB} MiB APK`,
    runs: BIG_RUNS,
    target: { rssMiB: 160 },
    setup: async () => {
      await apk.create()
      await bundleReader(READER)
    },
    teardown: apk.remove,
    action: () => checked(action(inputs, {}, tokens, 'release'), received),
    beside: [...(curl ? [{ contender: () => curlUpload(apk, '/echo', 'POST') }] : []), readerBeside(apk)]
  }
}

/**
 * 18 reports (3 types × 6 months) in one step of the action, as the reusable workflow now does in
 * one job, beside 18 single runs of the action, 3 at a time, as its matrix did (one job per report
 * and month, with max-parallel 3), against the same stand-ins: the Reporting API (no limit of its
 * own here, so the single runs are not slowed by 429s they would meet on the real one) and a
 * storage host serving each report as a zip of a small CSV. The one step paces itself to 3
 * requests in any 1.05 s, so 18 reports cannot take less than 5 × 1.05 s.
 * @returns {import('./bench/harness.mjs').Measurement}
 */
function reports() {
  const types = ['sales', 'earnings', 'subscription']
  const months = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06']
  /** @type {{ api?: Awaited<ReturnType<typeof startAppstoreApi>>, storage?: Awaited<ReturnType<typeof startStorage>> }} */
  const servers = {}
  const inputs = () => ({
    'client-id': tokens.clientId,
    'client-secret': tokens.clientSecret,
    'auth-url': tokens.url,
    'api-base-url': servers.api?.url ?? '',
    types: types.join(' '),
    period: `${months[0]}..${months.at(-1)}`
  })
  const asked = () => servers.api?.requests.filter((r) => r.path.startsWith('/download/report/')).length ?? 0
  let before = 0
  const counted = (contender, more) => ({
    ...contender,
    before: () => void (before = asked()),
    check: (run) => {
      if (asked() - before !== 18) throw new Error(`${asked() - before} report requests, not 18`)
      return `18 report links asked for, 18 zips fetched${more ? `; ${more(run)}` : ''}`
    }
  })
  return {
    name: '18 reports',
    runs: REPORT_RUNS,
    cpu: true,
    setup: async () => {
      /** @type {Record<string, Buffer>} */
      const files = {}
      /** @type {Record<string, string>} */
      const links = {}
      servers.storage = await startStorage(files)
      for (const month of months) {
        for (const type of types) {
          files[`${type}-${month}.zip`] = await zipOf(`${type}_${month}.csv`, reportCsv(type, month))
          links[`${type}/${month.replace('-', '/')}`] =
            `${servers.storage.url}/${type}-${month}.zip?X-Amz-Signature=bench`
        }
      }
      servers.api = await startAppstoreApi(tokens, { reports: links })
    },
    teardown: async () => {
      await servers.api?.close()
      await servers.storage?.close()
    },
    floor: () =>
      counted({
        label: '18 single runs',
        command: [node.path, SINGLE_REPORTS, node.path, entry('report'), '3'],
        inputs: inputs()
      }),
    action: () =>
      counted({ ...action(inputs(), {}, tokens, 'report'), label: 'one step', metrics: undefined }, (run) => {
        const manifest = JSON.parse(run.outputs['manifest'])
        const found = manifest.filter((entry) => entry.found).length
        if (found !== 18) throw new Error(`${found} reports found in one step, not 18`)
        return 'manifest: 18 found'
      })
  }
}

/**
 * A 30-day read of three metric sets × ten version codes (900 rows, one page a set) and the top
 * crash and ANR issues by the vitals step, against the same requests made the plainest way
 * (bench/vitals-floor.mjs): over https as on a runner (`server`: the stand-ins serving https), or
 * over plain http, where the floor never loads TLS but the action does (for information).
 * @param {{ name: string, tokens: typeof tokens, api: typeof api, env?: Record<string, string>, target?: { ratio: number } }} over
 * @returns {import('./bench/harness.mjs').Measurement}
 */
function vitals({ name, tokens: service, api: server, env = {}, target }) {
  const inputs = {
    ...credentials,
    'auth-url': service.url,
    'api-base-url': server.url,
    package: VITALS_PACKAGE,
    metrics: 'crash anr lmk',
    days: '30'
  }
  const queries = () => server.requests.filter((r) => r.path.startsWith(`/vitals/apps/${VITALS_PACKAGE}/`)).length
  let before = 0
  const counted = (contender, rows) => ({
    ...contender,
    before: () => void (before = queries()),
    check: (run) => {
      if (queries() - before !== 8) throw new Error(`${queries() - before} Vitals requests, not 8`)
      const read = rows(run)
      if (read !== 900) throw new Error(`${read} rows read, not 900`)
      return '8 Vitals requests (3 freshness, 3 queries, 2 top issues), 900 rows read'
    }
  })
  return {
    name: `vitals: 30 days of 3 sets × 10 version codes (${name})`,
    runs: RUNS,
    target,
    floor: () =>
      counted({ label: 'vitals-floor.mjs', command: [node.path, VITALS_FLOOR], inputs, env }, (run) =>
        Number(/^rows=(\d+)$/m.exec(run.stdout)?.[1])
      ),
    action: () =>
      counted(action(inputs, env, service, 'vitals'), (run) =>
        // The job summary's row of each set: '| crashMetricSet | 300 rows, 10 version codes, … |'.
        [...run.summary.matchAll(/\| \w+MetricSet \| (\d+) rows/g)].reduce((sum, match) => sum + Number(match[1]), 0)
      )
  }
}

/**
 * A new APK by the large-file path (apks/large/upload streamed from disk, then attach), with its
 * peak RSS: memory stays flat whatever the size.
 * @returns {import('./bench/harness.mjs').Measurement}
 */
function largeRelease(size) {
  const apk = bodyFile(`large-${size}.apk`, size, true)
  const inputs = {
    ...credentials,
    'app-id': LARGE_APP,
    files: apk.path,
    'large-upload': 'always',
    'open-edit': 'replace'
  }
  const received = () => {
    const added = api.apps.get(LARGE_APP)?.openEdit?.apks[0]?.file
    if (added?.sha256 !== apk.sha || added.bytes !== size) throw new Error('the stand-in did not get the APK')
    return `attached by the large-file path: ${added.bytes} bytes, sha256 ${added.sha256.slice(0, 12)}…`
  }
  return {
    name: `release of a ${size / MiB} MiB APK by the large-file path`,
    runs: BIG_RUNS,
    target: { rssMiB: 160 },
    setup: async () => {
      await apk.create()
      await bundleReader(READER)
    },
    teardown: apk.remove,
    action: () => checked(action(inputs, {}, tokens, 'release'), received),
    beside: [...(curl ? [{ contender: () => curlUpload(apk, '/echo', 'POST') }] : []), readerBeside(apk)]
  }
}

/** A PNG of `size` bytes whose header says 1024×600 (nothing decodes it), `seed` telling two apart. */
function screenshot(size, seed) {
  const u32 = (value) => {
    const bytes = Buffer.alloc(4)
    bytes.writeUInt32BE(value)
    return bytes
  }
  const head = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    u32(13),
    Buffer.from('IHDR'),
    u32(1024),
    u32(600),
    Buffer.from([8, 6, 0, 0, 0]),
    u32(0)
  ])
  return Buffer.concat([head, Buffer.alloc(size - head.length, seed)])
}

/**
 * A listing release with 30 screenshots (10 in each of 3 locales, 512 KiB each) and the text of
 * each locale, from a fastlane folder, no APK: the record of uploaded images is removed before each
 * run so that every run uploads all 30 (the rerun that finds them recorded uploads none). Beside it,
 * one curl process uploading the same 30 files to the same server.
 * @returns {import('./bench/harness.mjs').Measurement}
 */
function listingRelease() {
  const dir = join(scratch, 'listing')
  const files = []
  const inputs = { ...credentials, 'app-id': LISTING_APP, 'listing-dir': dir }
  const received = () => {
    const edit = api.apps.get(LISTING_APP)?.openEdit
    const count = LISTING_LOCALES.reduce((sum, lang) => sum + (edit?.images[lang]?.screenshots.list.length ?? 0), 0)
    if (count !== 30) throw new Error(`the stand-in holds ${count} screenshots, not 30`)
    return '30 screenshots in the edit, 10 a locale'
  }
  return {
    name: 'release of a listing with 30 screenshots',
    runs: BIG_RUNS,
    setup: () => {
      for (const [index, lang] of LISTING_LOCALES.entries()) {
        mkdirSync(join(dir, lang, 'images/tenInchScreenshots'), { recursive: true })
        writeFileSync(join(dir, lang, 'title.txt'), `Bench ${lang}\n`)
        for (let n = 0; n < 10; n++) {
          const path = join(dir, lang, `images/tenInchScreenshots/${String(n).padStart(2, '0')}.png`)
          writeFileSync(path, screenshot(512 * 1024, index * 10 + n))
          files.push(path)
        }
      }
    },
    teardown: () => rmSync(dir, { recursive: true, force: true }),
    action: () => {
      rmSync(join(dir, '.amazon-images.json'), { force: true })
      return checked(action(inputs, {}, tokens, 'release'), received)
    },
    beside: curl
      ? [
          {
            contender: () =>
              curlWith('curl -T ×30', [
                ...['-H', 'Expect:', '-H', 'Content-Type: image/png', '-H', `Authorization: Bearer ${bearer}`],
                ...files.flatMap((file) => ['-o', '/dev/null', '-X', 'POST', '-T', file, `${api.url}/echo`])
              ])
          }
        ]
      : []
  }
}

/** @type {import('./bench/harness.mjs').Measurement[]} */
const measurements = [
  {
    name: 'token run (https)',
    runs: RUNS,
    target: { ratio: 1.25 },
    setup: () => writeFileSync(join(scratch, 'empty.mjs'), ''),
    floor: () => floor(overHttps, secure, secureTokens),
    action: () => action(overHttps, secure, secureTokens),
    beside: [
      { contender: () => ({ label: 'node, empty module', command: [node.path, join(scratch, 'empty.mjs')] }) },
      ...(curl
        ? [
            {
              contender: () => ({
                ...curlWith('curl POST', [
                  ...['--cacert', tls.certFile],
                  ...['--data-urlencode', 'grant_type=client_credentials'],
                  ...['--data-urlencode', `client_id=${secureTokens.clientId}`],
                  ...['--data-urlencode', `client_secret=${secureTokens.clientSecret}`],
                  ...['--data-urlencode', `scope=${credentials.scope}`],
                  `${secureTokens.url}/auth/o2/token`
                ]),
                check: (run) => tokenCheck(JSON.parse(run.stdout).access_token, secureTokens)
              })
            }
          ]
        : [])
    ]
  },
  {
    name: 'token run (https, start-up timed, information)',
    runs: RUNS,
    floor: () => timingStartup(floor(overHttps, secure, secureTokens)),
    action: () => timingStartup(action(overHttps, secure, secureTokens)),
    metrics: [{ name: 'process start to the token request (loading, input checks)', metric: 'startup' }]
  },
  {
    name: 'token run (plain http, information)',
    runs: RUNS,
    floor: () => floor(credentials),
    action: () => action(credentials)
  },
  download(256 * MiB, STREAM_RUNS, { ratio: 1.15, rssMiB: 160 }),
  upload(256 * MiB, STREAM_RUNS, { ratio: 1.15, rssMiB: 160 }),
  download(1024 * MiB, BIG_RUNS, { rssMiB: 160 }),
  upload(1024 * MiB, BIG_RUNS, { rssMiB: 160 }),
  release(64 * MiB),
  reports(),
  vitals({ name: 'https', tokens: secureTokens, api: secureApi, env: secure, target: { ratio: 1.3 } }),
  vitals({ name: 'plain http, information', tokens, api }),
  {
    name: 'billed job-minutes, 18 reports (computed)',
    rows: () => [
      {
        figure: 'billed job-minutes, 18 reports (computed: each job rounded up to a minute)',
        action: '1 job',
        floor: '20 jobs',
        ratio: '',
        target: 'info',
        result: ''
      }
    ]
  },
  largeRelease(256 * MiB),
  manifestRead({ node, scratch, size: 256 * MiB, runs: STREAM_RUNS }),
  listingRelease(),
  {
    name: 'dist/ size',
    rows: () => {
      const files = readdirSync(dirname(DIST), { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
      const bytes = files.reduce((sum, e) => sum + statSync(join(e.parentPath ?? e.path, e.name)).size, 0)
      return [
        {
          figure: `dist/ size (${files.length} files)`,
          action: `${(bytes / 1024).toFixed(0)} KiB`,
          floor: '',
          ratio: '',
          target: 'info',
          result: ''
        }
      ]
    }
  }
]

const rows = []
const checks = []
let failed = false
try {
  log(`node ${node.version} (${node.path}); peak RSS ${time ? 'by /usr/bin/time' : 'n/a (no GNU /usr/bin/time)'}`)
  for (const m of measurements) {
    if (only && !only.some((word) => m.name.includes(word))) continue
    try {
      const result = await measure(m, { time, log })
      rows.push(...result.rows)
      checks.push(...result.checks)
    } catch (error) {
      failed = true
      rows.push({ figure: m.name, action: 'failed', floor: '', ratio: '', target: '', result: 'error' })
      log(`${m.name} failed: ${error instanceof Error ? error.message : error}`)
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true })
  await api.close()
  await secureApi.close()
  await tokens.close()
  await secureTokens.close()
}

console.log(
  `node ${node.version} (${resolve(node.path)}), rounds interleaved floor/action/beside: ` +
    `${RUNS} token, ${STREAM_RUNS} at 256 MiB, ${BIG_RUNS} at 1 GiB; wall = median, RSS = max`
)
console.log(table(rows))
console.log(`\nChecked in the untimed first round:\n${checks.map((line) => `  ${line}`).join('\n')}`)
const missed = failed || rows.some((row) => row.result === 'missed')
if (args.includes('--check') && missed) process.exitCode = 1
