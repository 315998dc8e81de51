/**
 * A Vitals read: one token, the metric sets read at the same time through the Vitals API client
 * (calls.ts), every row read into one CSV and the API's answers kept as JSON beside it, the top
 * crash and ANR clusters (issues.ts, top-issues.json), the gates when thresholds (gate.ts) or
 * max-increase (increase.ts) are given, and a chart and a table per set in the job summary
 * (picture.ts). A set the API does not know (404; the LMK set's name is a guess) or whose rows come
 * in a shape this action does not read is one row of the summary and, for the run, at most one
 * warning: never a crash; a gate that needed it fails safe. When every set answers 404 the app has
 * no data yet: one row and one warning say so.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Failure, type Part } from '../../step/errors.js'
import type { Row } from '../../step/report.js'
import { VitalsApi } from '../../appstore/vitals/index.js'
import type { Outcome, RunContext } from '../capability.js'
import {
  answersJson,
  dayBefore,
  explained,
  noDataYet,
  readDays,
  readRows,
  type SetDays,
  type SetResult
} from './calls.js'
import { judge, NO_DATA_YET, numberText } from './gate.js'
import { judgeIncrease } from './increase.js'
import type { VitalsInputs } from './inputs.js'
import {
  inReportOrder,
  ISSUES_FILE,
  issuesJson,
  issuesRows,
  issuesSections,
  readIssuesOf,
  type IssuesResult
} from './issues.js'
import { setPicture } from './picture.js'
import { GUESSED_SET } from './sets.js'

export const CSV_NAME = 'vitals.csv'
const CSV_HEAD = 'metric_set,aggregation_period,start_time,version_code,metric,value'

/** A set read, and what it makes: its JSON file, its lines of the CSV, its picture in the summary; its top clusters. */
interface SetRead {
  result: SetResult
  json: string
  csv: string
  picture?: Part[]
  issues?: IssuesResult
}

export async function runVitals(read: VitalsInputs, context: RunContext): Promise<Outcome> {
  // The sets are read at the same time, so that the user waits for the slowest set rather than for
  // all of them in turn; each set's calls go one after the other: its freshness, its query's pages,
  // then the top clusters of its report type, which wait for every set's freshness (a young app,
  // its every set answered 404, has no clusters either, and the summary says why once).
  const api = new VitalsApi(context.session, read.appUrl)
  const now = context.clock.now()
  const days = read.sets.map((set) => readDays(set, read, api, now))
  // undefined when a freshness failed, which fails the run: no clusters are asked then.
  const youngApp = Promise.all(days).then(noDataYet, () => undefined)
  // Every set's read ends before the step does, a failed one's too, and the step fails by the first
  // set's failure in the order of 'metrics': not by whichever answer came first, and never with a
  // request still in flight.
  const settled = await Promise.allSettled(days.map((known) => readSet(known, youngApp, read, api)))
  const failed = settled.find((outcome) => outcome.status === 'rejected')
  if (failed) throw failed.reason
  const sets = settled.map((outcome) => (outcome as PromiseFulfilledResult<SetRead>).value)
  const issues = inReportOrder(sets.flatMap((set) => (set.issues ? [set.issues] : [])))
  const results = sets.map((set) => set.result)
  const file = join(read.dir, CSV_NAME)
  const shown = read.shownDir
  const young = noDataYet(results)
  const issuesFile = issues.length > 0 ? join(read.dir, ISSUES_FILE) : ''
  // A few small files, written one after the other: at the same time, through node's thread pool,
  // they would only wait for each other.
  mkdirSync(read.dir, { recursive: true })
  for (const { result, json } of sets) writeFileSync(join(read.dir, `${result.set}.json`), json)
  writeFileSync(file, `${CSV_HEAD}\n${sets.map((set) => set.csv).join('')}`)
  if (issuesFile) writeFileSync(issuesFile, issuesJson(issues))

  warnDegraded(results, shown, context, young)
  const verdicts = [
    ...(read.thresholds.length > 0 ? [judge(read.thresholds, read.versionCodes, results, shown)] : []),
    ...(read.increase ? [judgeIncrease(read.increase, read.versionCodes, results)] : [])
  ]
  const problems = verdicts.flatMap((verdict) => verdict.problems)
  const healthy = verdicts.length > 0 ? String(problems.length === 0) : ''
  return {
    outputs: { file, freshness: freshnessOf(results), healthy, 'top-issues-file': issuesFile },
    rows: [
      ['Package', read.packageName],
      ['Days', `${read.days} ${read.granularity === 'daily' ? 'days' : 'days by hour'}`],
      ...(read.versionCodes ? [['Version codes', read.versionCodes.join(', ')] as Row] : []),
      ...(young
        ? [['Metric sets', `${read.sets.join(', ')}: ${NO_DATA_YET}`] as Row]
        : results.map((result) => setRow(result, shown))),
      ['File', `${shown}/${CSV_NAME}`],
      ...issuesRows(issues, shown),
      ...verdicts.flatMap((verdict) => verdict.rows)
    ],
    sections: [...sets.flatMap((set) => (set.picture ? [set.picture] : [])), ...issuesSections(issues)],
    failure: problems.length > 0 ? gateFailure(problems) : undefined
  }
}

/** A set's rows once its days are known, then its top clusters once the app is known not to be young. */
async function readSet(
  days: Promise<SetDays>,
  youngApp: Promise<boolean | undefined>,
  read: VitalsInputs,
  api: VitalsApi
): Promise<SetRead> {
  try {
    const known = await days
    const set = setReadOf(await readRows(known, read, api), read.granularity === 'hourly')
    return (await youngApp) === false ? { ...set, issues: await readIssuesOf(known, read, api) } : set
  } catch (error) {
    throw explained(error, read)
  }
}

function setReadOf(result: SetResult, hourly: boolean): SetRead {
  return {
    result,
    json: answersJson(result.answers),
    csv: csvLines(result, hourly),
    picture: setPicture(result, hourly)
  }
}

function gateFailure(problems: string[]): Failure {
  const shown = problems.slice(0, 20)
  const more =
    problems.length > shown.length ? `\n… and ${problems.length - shown.length} more (see the job summary)` : ''
  return new Failure(`App health is below the thresholds (healthy=false):\n${shown.join('\n')}${more}`)
}

/** The latest day with data: the newest row's, else the day before the freshness answer's end. */
function freshnessOf(results: SetResult[]): string {
  // The newest period, then its day: periods ('YYYY-MM-DD', 'YYYY-MM-DDTHH') sort as text.
  let newest = ''
  for (const result of results) {
    if (result.status !== 'read') continue
    for (const point of result.points) if (point.period > newest) newest = point.period
  }
  if (newest !== '') return newest.slice(0, 10)
  const ends = results.filter((result) => result.freshnessRead).map((result) => result.end)
  return ends.length > 0 ? dayBefore(ends.sort().at(-1)!, 1) : ''
}

function setRow(result: SetResult, dir: string): Row {
  const span = `${result.start} to ${result.end} (end excluded)`
  if (result.status === 'missing') {
    const guess =
      result.set === GUESSED_SET ? `: Amazon does not show the LMK set's API name; give it in full in 'metrics'` : ''
    return [result.set, `not found (HTTP 404)${guess}`]
  }
  const freshness = result.freshnessRead ? '' : '; its freshness was not read, so the days end today (UTC)'
  if (result.status === 'unread') {
    return [
      result.set,
      `rows not read (a shape this action does not know): the answers are in ${dir}/${result.set}.json${freshness}`
    ]
  }
  const codes = new Set(result.points.map((point) => point.versionCode)).size
  return [result.set, `${result.rows} rows, ${codes} version codes, ${span}${freshness}`]
}

/** One warning for the run, whatever the number of sets not found or not read. */
function warnDegraded(results: SetResult[], dir: string, { log }: RunContext, young: boolean): void {
  if (young) return log.warning(`Vitals: ${NO_DATA_YET}. The job summary says more.`)
  const missing = results.filter((result) => result.status === 'missing').map((result) => result.set)
  const unread = results.filter((result) => result.status === 'unread').map((result) => result.set)
  const parts = [
    ...(missing.length > 0 ? [`not found (HTTP 404): ${missing.join(', ')}`] : []),
    ...(unread.length > 0
      ? [`rows not read, in a shape this action does not know (kept as JSON in ${dir}): ${unread.join(', ')}`]
      : [])
  ]
  if (parts.length > 0) log.warning(`Vitals metric sets ${parts.join('; ')}. The job summary says more.`)
}

/**
 * A set's lines of the CSV, a value each, joined into one flat string: a string grown line by line
 * stays thousands of pieces until the file is written, which the other sets' reads in between make
 * costly to keep.
 */
function csvLines(result: SetResult, hourly: boolean): string {
  if (result.status !== 'read') return ''
  const period = hourly ? 'HOURLY' : 'DAILY'
  const time = (p: string) => (hourly ? `${p}:00:00Z` : p)
  const lines: string[] = []
  for (const p of result.points) {
    lines.push(`${result.set},${period},${time(p.period)},${p.versionCode},${p.metric},${numberText(p.value)}\n`)
  }
  return lines.join('')
}
