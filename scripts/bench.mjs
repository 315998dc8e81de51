#!/usr/bin/env node
// `npm run bench`: what a run of the bundled action costs, measured around the process.
//  - wall time of a whole token run against the loopback stand-in, beside node running an empty
//    module (the floor any JavaScript action pays), as a ratio; and the size of dist/index.js;
//  - peak memory (max RSS) of the action uploading and downloading 256 MiB;
//  - download time beside curl fetching the same bytes from the same loopback server.
// Figures only: nothing here passes or fails.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { createHash } from 'node:crypto'
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { open } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startAppstoreApi } from '../__fixtures__/appstore-api.mjs'
import { startTokenService } from '../__fixtures__/token-service.mjs'
import { DIST, runAction } from '../__fixtures__/runner.mjs'

const RUNS = Number(process.env.BENCH_RUNS ?? 21)
const BIG = 256 * 1024 * 1024
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const ms = (n) => `${n.toFixed(1)} ms`
const mib = (kib) => `${(kib / 1024).toFixed(1)} MiB`

const tokens = await startTokenService()
const api = await startAppstoreApi(tokens)
const scratch = mkdtempSync(join(tmpdir(), 'appstore-bench-'))
const credentials = {
  'client-id': tokens.clientId,
  'client-secret': tokens.clientSecret,
  scope: 'appstore::apps:readwrite',
  'auth-url': tokens.url,
  'api-base-url': api.url
}

/** Runs the action, with /usr/bin/time around it when there is one; returns wall ms and max RSS KiB. */
async function measured(inputs) {
  const command = TIME ? [TIME, '-f', 'maxrss=%M', process.execPath, DIST] : undefined
  const started = process.hrtime.bigint()
  const run = await runAction(inputs, {}, { command })
  const wall = Number(process.hrtime.bigint() - started) / 1e6
  if (run.code !== 0) throw new Error(`action failed:\n${run.stdout}\n${run.stderr}`)
  const rss = Number(/maxrss=(\d+)/.exec(run.stderr)?.[1] ?? NaN)
  return { wall, rss, run }
}

/** Asynchronously: the servers the child talks to run in this very process. */
async function wallOf(command, args) {
  const started = process.hrtime.bigint()
  await promisify(execFile)(command, args)
  return Number(process.hrtime.bigint() - started) / 1e6
}

async function sha256(file) {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk)
  return hash.digest('hex')
}

try {
  const empty = join(scratch, 'empty.mjs')
  writeFileSync(empty, '')
  // The least any action that talks HTTP pays: node:http loaded and one GET on loopback.
  const bare = join(scratch, 'bare-get.mjs')
  writeFileSync(
    bare,
    `import { get } from 'node:http'\nawait new Promise((done) => get(${JSON.stringify(`${tokens.url}/`)}, (res) => res.resume().on('end', done)))\n`
  )
  const emptyTimes = []
  const bareTimes = []
  const actionTimes = []
  await measured(credentials) // warm the file cache
  for (let i = 0; i < RUNS; i++) {
    emptyTimes.push(await wallOf(process.execPath, [empty]))
    bareTimes.push(await wallOf(process.execPath, [bare]))
    actionTimes.push((await measured(credentials)).wall)
  }
  const [floor, bareGet, action] = [median(emptyTimes), median(bareTimes), median(actionTimes)]
  console.log(`node ${process.version}, ${RUNS} runs each (medians)`)
  console.log(`  empty module          ${ms(floor)}`)
  console.log(
    `  bare node:http GET    ${ms(bareGet)}   ratio ${(bareGet / floor).toFixed(2)} (the floor for any HTTP client)`
  )
  console.log(`  token run (action)    ${ms(action)}   ratio ${(action / floor).toFixed(2)} (target <= 1.5)`)
  console.log(`  dist/index.js         ${(statSync(DIST).size / 1024).toFixed(0)} KiB`)

  const apk = join(scratch, 'big.apk')
  const handle = await open(apk, 'w')
  const block = Buffer.alloc(4 * 1024 * 1024, 0x5a)
  for (let written = 0; written < BIG; written += block.length) await handle.write(block)
  await handle.close()

  const upload = await measured({ ...credentials, 'api-url': '/echo', 'api-method': 'PUT', 'api-body-file': apk })
  const uploaded = api.requests.at(-1)
  console.log(`upload 256 MiB (PUT, api-body-file)`)
  console.log(
    `  wall ${ms(upload.wall)}, peak RSS ${TIME ? mib(upload.rss) : 'n/a (no /usr/bin/time)'}, server got ${uploaded?.bytes} bytes`
  )

  const out = join(scratch, 'download.bin')
  const download = await measured({ ...credentials, 'api-url': `/download/${BIG}`, 'api-output-file': out })
  const callMs = Number(/→ HTTP 200, \d+ bytes, (\d+) ms/.exec(download.run.summary)?.[1] ?? NaN)
  console.log(`download 256 MiB (GET, api-output-file)`)
  console.log(`  wall ${ms(download.wall)} (API call ${callMs} ms), peak RSS ${TIME ? mib(download.rss) : 'n/a'}`)

  const token = tokens.issued.at(-1)
  const curlTimes = []
  for (let i = 0; i < 3; i++) {
    const started = process.hrtime.bigint()
    // Asynchronously: the server answering it runs in this very process.
    await promisify(execFile)('curl', [
      '-sS',
      '-o',
      join(scratch, 'curl.bin'),
      '-H',
      `Authorization: Bearer ${token}`,
      `${api.url}/download/${BIG}`
    ])
    curlTimes.push(Number(process.hrtime.bigint() - started) / 1e6)
  }
  const curl = median(curlTimes)
  const same = (await sha256(out)) === (await sha256(join(scratch, 'curl.bin')))
  console.log(
    `  curl ${ms(curl)} (median of 3); action API call / curl ${(callMs / curl).toFixed(2)}, whole run / curl ${(download.wall / curl).toFixed(2)}; same bytes: ${same}`
  )
} finally {
  rmSync(scratch, { recursive: true, force: true })
  await api.close()
  await tokens.close()
}
