#!/usr/bin/env node
// Runs the stand-ins of the tests on loopback until stopped, so that the action and workflows can be
// tried by hand, and by the e2e workflow, without an Amazon account: the token service (__fixtures__/token-service.mjs), the Appstore
// APIs (__fixtures__/appstore-api.mjs), and a storage host for the reports' pre-signed links.
//
//   node scripts/stand-in.mjs
//
// It accepts the client ID 'amzn1.application-oa2-client.demo' with the secret 'demo-secret' and
// hands out 'Atc|' bearer tokens valid for 3600 s. The API side keeps one open edit per app (with
// ETags and If-Match on commit) and serves the sales, earnings, subscription and
// subscriptions_overview reports of the previous calendar month (UTC) and last year's yearly
// earnings, each a zip holding a small CSV, at most 3 report requests in any second (429
// beyond); any other month is "Report not found". Once it listens it writes
//   url=http://127.0.0.1:PORT          (for auth-url)
//   client-id=amzn1.application-oa2-client.demo
//   client-secret=demo-secret
//   api-url=http://127.0.0.1:PORT2     (the stand-in Appstore APIs, for api-base-url)
// to the file named by $GITHUB_OUTPUT when that is set (as step outputs), or else to stdout,
// then runs until SIGINT, SIGTERM or SIGHUP, which close every server before it exits. The servers
// run in this one process: stopping its pid stops them all. `npm run stand-in` execs it (no shell
// in between), so stopping npm's pid stops it too: npm passes the signal on to this process.
import { appendFileSync } from 'node:fs'
import { REPORT_TYPES, reportCsv, startAppstoreApi, startStorage } from '../__fixtures__/appstore-api.mjs'
import { startTokenService } from '../__fixtures__/token-service.mjs'
import { buildZip } from '../__fixtures__/zips.mjs'
import { startedAsScript } from './main-module.mjs'

export { REPORT_TYPES, startStorage }

/** The calendar month before the current one, in UTC, as { year, month } and 'YYYY-MM'. */
export function previousMonth(now = new Date()) {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
  const year = at.getUTCFullYear()
  const month = String(at.getUTCMonth() + 1).padStart(2, '0')
  return { year, month, period: `${year}-${month}` }
}

/** A made-up report for `type` and `period` (YYYY-MM or YYYY), as the Reporting API's zips hold it. */
export function sampleCsv(type, period) {
  return reportCsv(type, period)
}

/**
 * A zip holding one file.
 * @param {string} name
 * @param {string} text
 */
export function zipOf(name, text) {
  return buildZip([{ name, data: text }])
}

/**
 * The token service, the Appstore APIs (the Reporting API at its reported pace, 3 requests a
 * second) and the storage host, with the previous month's reports and last year's earnings.
 * @param {{ now?: Date }} [options]
 */
export async function startStandIn(options = {}) {
  const { year, month, period } = previousMonth(options.now)
  const lastYear = String((options.now ?? new Date()).getUTCFullYear() - 1)
  /** @type {[type: string, key: string, period: string, csv: string][]} */
  const served = [
    ...REPORT_TYPES.map((type) => [type, `${type}/${year}/${month}`, period, `${type}_report_${year}_${month}.csv`]),
    ['earnings', `earnings/${lastYear}`, lastYear, `earnings_report_${lastYear}.csv`]
  ]
  /** @type {Record<string, Buffer>} */
  const files = {}
  for (const [type, , at, csv] of served) files[`${type}-${at}.zip`] = await zipOf(csv, sampleCsv(type, at))
  const storage = await startStorage(files)
  const tokens = await startTokenService()
  /** @type {Record<string, string>} */
  const reports = {}
  for (const [type, key, at] of served) {
    reports[key] = `${storage.url}/${type}-${at}.zip?X-Amz-Signature=stand-in-signature`
  }
  const api = await startAppstoreApi(tokens, { reports, reportRate: { perSecond: 3 } })
  return {
    tokens,
    api,
    storage,
    period,
    close: () => Promise.all([api.close(), tokens.close(), storage.close()]).then(() => undefined)
  }
}

async function cli() {
  const standIn = await startStandIn()
  const lines = [
    `url=${standIn.tokens.url}`,
    `client-id=${standIn.tokens.clientId}`,
    `client-secret=${standIn.tokens.clientSecret}`,
    `api-url=${standIn.api.url}`
  ]
  const outputFile = process.env.GITHUB_OUTPUT
  if (outputFile) {
    // Written before the line below is printed, so whoever waits for that line finds the outputs.
    appendFileSync(outputFile, `${lines.join('\n')}\n`)
    console.log(
      `Stand-in token service listening on ${standIn.tokens.url}; url, client-id, client-secret and api-url written to ${outputFile}`
    )
  } else {
    process.stdout.write(`${lines.join('\n')}\n`)
    console.error(
      `Stand-in services on loopback; reports ${REPORT_TYPES.join(', ')} for ${standIn.period}. Ctrl-C stops them.`
    )
  }

  let stopping = false
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (stopping) return
      stopping = true
      void standIn.close().then(() => process.exit(0))
    })
  }
}

if (startedAsScript(import.meta.url)) await cli()
