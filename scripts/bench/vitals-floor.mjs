// The request floor of the vitals figure of `npm run bench`: the same requests as a vitals step, made
// the plainest way on node's own https (or http) module and its global agent (through createRequire,
// as floor.mjs does and for the same reason): the token, then for each set of INPUT_METRICS its freshness GET and its :query POSTs
// to the last nextPageToken, then for crash and anr the top issues (issuesMetricSet:query), one after
// the other; the rows are parsed and counted, nothing more (no checks, no files, no summary). It
// prints `rows=N`.
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
// https when the stand-ins serve it (the figure with a target), http for the one beside it.
const client = (url) => require(url.protocol === 'https:' ? 'node:https' : 'node:http')
const input = (name) => process.env[`INPUT_${name.toUpperCase()}`] ?? ''
const SETS = { crash: 'crashMetricSet', anr: 'anrMetricSet', lmk: 'lmkMetricSet' }

function send(url, method, headers, body) {
  return new Promise((resolve, reject) => {
    const request = client(url).request(url, { method, headers }, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk) => (text += chunk))
      response.on('end', () => resolve({ status: response.statusCode, text }))
    })
    request.on('error', reject)
    request.end(body)
  })
}

const form = new URLSearchParams({
  grant_type: 'client_credentials',
  client_id: input('client-id'),
  client_secret: input('client-secret'),
  scope: 'adx_reporting::appstore:marketer'
}).toString()
const token = JSON.parse(
  (
    await send(
      new URL('/auth/o2/token', input('auth-url')),
      'POST',
      { 'content-type': 'application/x-www-form-urlencoded' },
      form
    )
  ).text
).access_token
const auth = { authorization: `Bearer ${token}` }
const base = `${input('api-base-url')}/vitals/apps/${input('package')}`
const days = Number(input('days'))
const date = (ms) => {
  const at = new Date(ms)
  return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate() }
}
let rows = 0
for (const word of input('metrics').split(/\s+/)) {
  const set = SETS[word]
  const fresh = JSON.parse((await send(new URL(`${base}/${set}`), 'GET', auth)).text)
  const end = fresh.freshnessInfo.freshnesses.find((f) => f.aggregationPeriod === 'DAILY').latestEndTime
  const endMs = Date.UTC(end.year, end.month - 1, end.day)
  const query = {
    timelineSpec: { aggregationPeriod: 'DAILY', startTime: date(endMs - days * 86_400_000), endTime: date(endMs) },
    dimensions: ['versionCode']
  }
  let pageToken = ''
  do {
    const body = JSON.stringify(pageToken ? { ...query, pageToken } : query)
    const page = JSON.parse(
      (await send(new URL(`${base}/${set}:query`), 'POST', { ...auth, 'content-type': 'application/json' }, body)).text
    )
    rows += page.rows.length
    pageToken = page.nextPageToken ?? ''
  } while (pageToken)
  const reportType = { crash: 'CRASH', anr: 'ANR' }[word]
  if (reportType) {
    const issues = {
      startTime: query.timelineSpec.startTime,
      endTime: query.timelineSpec.endTime,
      reportType,
      pageSize: 5
    }
    await send(
      new URL(`${base}/issuesMetricSet:query`),
      'POST',
      { ...auth, 'content-type': 'application/json' },
      JSON.stringify(issues)
    )
  }
}
process.stdout.write(`rows=${rows}\n`)
