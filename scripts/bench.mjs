#!/usr/bin/env node
// `npm run bench`: what users wait for in a run of the bundled action, each figure a ratio to a
// floor in the same run (scripts/bench/README.md says what each means and its target). Every
// process is started as a runner starts an action (runAction: inputs as INPUT_* variables, outputs
// in the GITHUB_OUTPUT file) and timed whole, against the loopback stand-ins of the tests, which
// run in this process; ours and its floor take turns going first, round after round.
//
//  token    dist/index.js getting a token over https (the stand-in token service with a
//           certificate made for 127.0.0.1, trusted through NODE_EXTRA_CA_CERTS) against the plain
//           action (bench/plain-action/, bundled by ncc at bench time): the same request with the
//           same packages. Beside them, node on an empty module: the price of starting node at all.
//  download 256 MiB by the action's API call with api-output-file, against bench/floor.mjs getting
//           its token and then stream.pipeline(response, createWriteStream(file)); peak RSS.
//  upload   256 MiB by api-method PUT with api-body-file, against the floor's
//           stream.pipeline(createReadStream(file), request); peak RSS.
//  reports  18 reports (3 types × 6 months) in one step of dist/report/index.js, against node
//           started and waiting the least time the Reporting API's limit allows for 18 requests;
//           the stand-in enforces that limit.
// Before timing, one untimed round checks that every process did the real work: the token is one
// the stand-in issued for the same form, a download has the server's size and sha256, the server
// received an upload's exact bytes, the step asked for every report and found it.
//
//   npm run bench [-- --check] [-- --node=current|/path/to/node] [-- --only=token,upload]
//   BENCH_RUNS (token, 21), BENCH_STREAM_RUNS (256 MiB, 5), BENCH_REPORT_RUNS (reports, 5); BENCH_NODE=/path
// Figures only: the exit status is 0 whatever they are, unless --check (1 when a target is missed).
import { createHash } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { open } from 'node:fs/promises'
import { setTimeout as sleep } from 'node:timers/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { patternBytes, reportCsv, startAppstoreApi, startStorage } from '../__fixtures__/appstore-api.mjs'
import { startTokenService } from '../__fixtures__/token-service.mjs'
import { entry } from '../__fixtures__/runner.mjs'
import { entryOf } from './doors.mjs'
import { MiB, findTime, measure, table } from './bench/harness.mjs'
import { pickNode } from './bench/node24.mjs'
import { bundlePlainAction } from './bench/plain.mjs'
import { zipOf } from './stand-in.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const FLOOR = join(here, 'bench', 'floor.mjs')
const args = process.argv.slice(2)
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3)
const count = (name, fallback) => Math.max(1, Number.parseInt(process.env[name] ?? '', 10) || fallback)
const RUNS = count('BENCH_RUNS', 21)
const STREAM_RUNS = count('BENCH_STREAM_RUNS', 5)
const REPORT_RUNS = count('BENCH_REPORT_RUNS', 5)
const only = option('only')?.split(',')
const log = (line) => process.stderr.write(`bench: ${line}\n`)
/** The Reporting API's limit, as reported for it: the stand-in enforces it, the reports' floor follows from it. */
const REPORTING_LIMIT = { perSecond: 3 }
const SCOPE = 'appstore::apps:readwrite'

const node = await pickNode(option('node') ?? process.env.BENCH_NODE, log)
const time = await findTime()
const scratch = mkdtempSync(join(tmpdir(), 'appstore-bench-'))
const tls = certificateFor127(scratch)
const tokens = await startTokenService()
const secureTokens = await startTokenService({ tls })
const api = await startAppstoreApi(tokens, { apps: [] })
const credentials = { 'client-id': tokens.clientId, 'client-secret': tokens.clientSecret, scope: SCOPE }

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

/** Throws unless `token` is one `service` issued, for the form every token run sends. */
function tokenCheck(token, service) {
  if (!service.issued.includes(token)) throw new Error('no token the stand-in issued')
  const form = service.requests.at(-1)?.form
  const expected = {
    grant_type: 'client_credentials',
    client_id: service.clientId,
    client_secret: service.clientSecret,
    scope: SCOPE
  }
  for (const [name, value] of Object.entries(expected)) {
    if (form?.[name] !== value) throw new Error(`token request: ${name} is not the expected one`)
  }
  return 'token issued by the stand-in for the same form'
}

/**
 * A run of our action `door` (dist/index.js, the root action's, or dist/<door>/index.js).
 * @param {Record<string, string>} inputs
 * @returns {import('./bench/harness.mjs').Contender}
 */
const ours = (inputs, env = {}, service = tokens, door = 'token') => ({
  label: entryOf(door),
  command: [node.path, entry(door)],
  inputs,
  env,
  check: (run) => tokenCheck(run.outputs['access-token'], service)
})

/** @returns {import('./bench/harness.mjs').Contender} */
const floor = (inputs) => ({
  label: 'stream.pipeline (bench/floor.mjs)',
  command: [node.path, FLOOR],
  inputs,
  check: (run) => tokenCheck(run.outputs['access-token'], tokens)
})

/** The contender's own check (its token, in the untimed round) and then `more`. */
const checked = (contender, more) => ({
  ...contender,
  check: async (run, thorough) =>
    `${thorough && contender.check ? `${await contender.check(run, thorough)}; ` : ''}${await more(run, thorough)}`
})

async function sha256(stream) {
  const hash = createHash('sha256')
  for await (const chunk of stream) hash.update(chunk)
  return hash.digest('hex')
}

/**
 * The token run, over https as on a runner: ours against the plain action, which the setup bundles.
 * @returns {import('./bench/harness.mjs').Measurement}
 */
function tokenRun() {
  const env = { NODE_EXTRA_CA_CERTS: tls.certFile }
  const plain = join(scratch, 'plain-action')
  const empty = join(scratch, 'empty.mjs')
  return {
    name: 'token run (https)',
    runs: RUNS,
    target: { ratio: 1.05 },
    setup: async () => {
      writeFileSync(empty, '')
      await bundlePlainAction(plain)
    },
    ours: () => ours({ ...credentials, 'auth-url': secureTokens.url }, env, secureTokens),
    floor: () => ({
      label: 'the plain action',
      command: [node.path, join(plain, 'dist', 'index.mjs')],
      inputs: { ...credentials, 'token-url': `${secureTokens.url}/auth/o2/token` },
      env,
      check: (run) => tokenCheck(run.outputs['token'], secureTokens)
    }),
    beside: [() => ({ label: 'node on an empty module (information)', command: [node.path, empty] })]
  }
}

/**
 * 256 MiB downloaded from /download/N, which serves patternBytes(N).
 * @returns {import('./bench/harness.mjs').Measurement}
 */
function download(size) {
  const path = `/download/${size}`
  const out = (who) => join(scratch, `download-${who}.bin`)
  const inputs = (who) => ({
    ...credentials,
    'auth-url': tokens.url,
    'api-base-url': api.url,
    'api-url': path,
    'api-output-file': out(who)
  })
  const fresh = (who) => () => rmSync(out(who), { force: true })
  let served = ''
  /** Checks a downloaded file: its size always, its sha256 in the untimed round. */
  const downloaded = (who) => async (_run, thorough) => {
    const bytes = statSync(out(who)).size
    if (bytes !== size) throw new Error(`${out(who)}: ${bytes} bytes, not ${size}`)
    if (!thorough) return ''
    const sha = await sha256(createReadStream(out(who)))
    if (sha !== served) throw new Error(`${out(who)}: not the bytes the server sent`)
    return `${size} bytes, sha256 ${sha.slice(0, 12)}… = the server's`
  }
  return {
    name: `download ${size / MiB} MiB`,
    runs: STREAM_RUNS,
    target: { ratio: 1.15, rssMiB: 160 },
    setup: async () => void (served = await sha256(patternBytes(size))),
    teardown: () => ['ours', 'floor'].forEach((who) => fresh(who)()),
    ours: () => ({ ...checked(ours(inputs('ours')), downloaded('ours')), before: fresh('ours') }),
    floor: () => ({ ...checked(floor(inputs('floor')), downloaded('floor')), before: fresh('floor') })
  }
}

/**
 * 256 MiB uploaded to /echo from a file (not the pattern the server sends), made by the setup.
 * @returns {import('./bench/harness.mjs').Measurement}
 */
function upload(size) {
  const file = { path: join(scratch, `upload-${size}.bin`), sha: '' }
  const inputs = {
    ...credentials,
    'auth-url': tokens.url,
    'api-base-url': api.url,
    'api-url': '/echo',
    'api-method': 'PUT',
    'api-body-file': file.path
  }
  /** Checks the last request the API stand-in received: the file, byte for byte. */
  const uploaded = () => {
    const got = api.requests.at(-1)
    if (got?.path !== '/echo' || got.bytes !== size || got.sha256 !== file.sha) {
      throw new Error(`the server did not receive ${file.path} (got ${got?.bytes} bytes at ${got?.path})`)
    }
    return `server received ${got.bytes} bytes, sha256 ${got.sha256.slice(0, 12)}… = the file's (${got.method})`
  }
  return {
    name: `upload ${size / MiB} MiB`,
    runs: STREAM_RUNS,
    target: { ratio: 1.15, rssMiB: 160 },
    setup: async () => {
      const handle = await open(file.path, 'w')
      const hash = createHash('sha256')
      for await (const chunk of patternBytes(size, 101)) {
        hash.update(chunk)
        await handle.write(chunk)
      }
      await handle.close()
      file.sha = hash.digest('hex')
    },
    teardown: () => rmSync(file.path, { force: true }),
    ours: () => checked(ours(inputs), uploaded),
    floor: () => checked(floor(inputs), uploaded)
  }
}

/**
 * 18 reports (3 types × 6 months) in one step, against the Reporting API's limit: at most
 * REPORTING_LIMIT.perSecond requests in any second, so the last of 18 cannot go before
 * (18 / perSecond - 1) seconds after the first. The floor is node started and waiting that long:
 * the least any step can take. The stand-in answers 429 beyond the limit, as the API does; a
 * request the step asks again after a 429 is counted and shown, its wait is in the step's time.
 * @returns {import('./bench/harness.mjs').Measurement}
 */
function reports() {
  const types = ['sales', 'earnings', 'subscription']
  const months = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06']
  const total = types.length * months.length
  /** @type {{ api?: Awaited<ReturnType<typeof startAppstoreApi>>, storage?: Awaited<ReturnType<typeof startStorage>> }} */
  const servers = {}
  const asked = () => servers.api?.requests.filter((r) => r.path.startsWith('/download/report/')).length ?? 0
  let before = 0
  let refused = 0
  return {
    name: `${total} reports`,
    runs: REPORT_RUNS,
    target: { ratio: 1.2 },
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
      servers.api = await startAppstoreApi(tokens, { reports: links, reportRate: REPORTING_LIMIT })
    },
    teardown: async () => {
      await servers.api?.close()
      await servers.storage?.close()
    },
    ours: () => ({
      ...ours(
        {
          'client-id': tokens.clientId,
          'client-secret': tokens.clientSecret,
          'auth-url': tokens.url,
          'api-base-url': servers.api?.url ?? '',
          types: types.join(' '),
          period: `${months[0]}..${months.at(-1)}`
        },
        {},
        tokens,
        'report'
      ),
      label: 'one step',
      // Untimed: a second after the last run's requests, which the API's limit counts no more.
      before: async () => {
        await sleep(1000)
        before = asked()
      },
      check: (run) => {
        const requests = asked() - before
        if (requests < total) throw new Error(`${requests} report requests, not ${total}`)
        refused += requests - total
        const found = JSON.parse(run.outputs['manifest']).filter((report) => report.found).length
        if (found !== total) throw new Error(`${found} reports found, not ${total}`)
        return `${total} report links asked for (${requests - total} more after a 429); manifest: ${total} found`
      }
    }),
    info: () => [`requests asked again after a 429 (the API's limit), all runs: ${refused}`],
    floor: () => {
      const seconds = Math.ceil(total / REPORTING_LIMIT.perSecond) - 1
      return {
        label: `node waiting ${seconds} s (the API's limit, ${REPORTING_LIMIT.perSecond} requests a second)`,
        command: [node.path, '--eval', `setTimeout(() => {}, ${seconds * 1000})`]
      }
    }
  }
}

/** @type {import('./bench/harness.mjs').Measurement[]} */
const measurements = [tokenRun(), download(256 * MiB), upload(256 * MiB), reports()]

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
      rows.push({ figure: m.name, ours: 'failed', floor: '', ratio: '', target: '', result: 'error' })
      log(`${m.name} failed: ${error instanceof Error ? error.message : error}`)
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true })
  await api.close()
  await tokens.close()
  await secureTokens.close()
}

console.log(
  `node ${node.version} (${resolve(node.path)}); rounds: ${RUNS} token, ${STREAM_RUNS} at 256 MiB, ` +
    `${REPORT_RUNS} reports; wall = median, ratio = median of the rounds' ratios, RSS = max`
)
console.log(table(rows))
console.log(`\nChecked in the untimed first round:\n${checks.map((line) => `  ${line}`).join('\n')}`)
const missed = failed || rows.some((row) => row.result === 'NOT met')
if (args.includes('--check') && missed) process.exitCode = 1
