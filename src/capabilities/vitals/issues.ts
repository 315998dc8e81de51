/**
 * The top crash and ANR clusters (`issuesMetricSet`), which Amazon's console shows, asked of the
 * Vitals API client (appstore/vitals/): rows `{crashDescriptor, reportText, metrics: [{name, value}]}`,
 * the most frequent first. The set has no freshness: the days are those of the crash (or ANR) set's
 * freshness. No answer of the API fails the step and the gate does not judge it: a refusal, a 404
 * or rows in a shape not read are one row of the summary, the answer kept in the file (a request
 * that fails after its retries does fail it, as a set's would).
 */
import { jsonObject } from '../../appstore/json.js'
import { ISSUES_SET, type VitalsAnswer, type VitalsApi } from '../../appstore/vitals/index.js'
import type { Part } from '../../step/errors.js'
import { outsideBlock, outsideLabel, type Row } from '../../step/report.js'
import type { SetDays } from './calls.js'
import { numberText } from './gate.js'
import type { VitalsInputs } from './inputs.js'
import { namedValues, numberOf, valueNamed, versionCodeOf } from './rows.js'

export const ISSUES_FILE = 'top-issues.json'
/** The lines of a stack trace the summary shows, and the characters of each. */
export const TRACE_LINES = 5
const TRACE_WIDTH = 200

/** Each report type, read when the set of the same kind is. */
const REPORT_TYPES = [
  { reportType: 'CRASH', set: 'crashMetricSet', word: 'crash' },
  { reportType: 'ANR', set: 'anrMetricSet', word: 'ANR' }
] as const

/** The metric that counts a cluster's events, and those that count its devices (the first found). */
const EVENT_METRICS = ['errorEventCount', 'eventCount']
const DEVICE_METRICS = ['distinctDevices', 'distinctUsers', 'errorDeviceCount', 'errorUserCount']

export interface Cluster {
  descriptor: string
  text: string
  events?: number
  devices?: number
  versionCode?: string
}

export type IssuesResult = { reportType: string; word: string; answer: VitalsAnswer } & (
  | { status: 'read'; clusters: Cluster[] }
  | { status: 'unread' }
  | { status: 'missing' }
  | { status: 'refused'; code: number }
)

/** The report type of a set (CRASH for the crash set, ANR for the ANR set), or undefined. */
const reportTypeOf = (set: string) => REPORT_TYPES.find((type) => type.set === set)

/**
 * The clusters of the report type of a set (`read.topIssues` of them) over that set's days, or
 * undefined when the set has none or no clusters are asked for.
 */
export function readIssuesOf(
  days: Pick<SetDays, 'set' | 'start' | 'end'>,
  read: VitalsInputs,
  api: VitalsApi
): Promise<IssuesResult> | undefined {
  const type = reportTypeOf(days.set)
  return type && read.topIssues > 0 ? readIssue(type, days, read, api) : undefined
}

/** The report types in the summary's order (CRASH, then ANR), whatever the order of the sets. */
export const inReportOrder = (issues: IssuesResult[]): IssuesResult[] =>
  REPORT_TYPES.flatMap((type) => issues.filter((issue) => issue.reportType === type.reportType))

async function readIssue(
  { reportType, word }: (typeof REPORT_TYPES)[number],
  days: Pick<SetDays, 'start' | 'end'>,
  read: VitalsInputs,
  api: VitalsApi
): Promise<IssuesResult> {
  const answered = await api.issues({ reportType, days, clusters: read.topIssues, versionCodes: read.versionCodes })
  const base = { reportType, word, answer: answered.answer }
  if (answered.status === 'missing') return { ...base, status: 'missing' }
  if (answered.status === 'refused') return { ...base, status: 'refused', code: answered.code }
  const clusters = readClusters(answered.answer.value)
  return clusters
    ? { ...base, status: 'read', clusters: clusters.slice(0, read.topIssues) }
    : { ...base, status: 'unread' }
}

/** The clusters of an answer, or undefined when a row is in none of the shapes read. */
export function readClusters(body: unknown): Cluster[] | undefined {
  const answer = jsonObject(body)
  if (!answer) return undefined
  if (answer.rows === undefined || answer.rows === null) return []
  if (!Array.isArray(answer.rows)) return undefined
  const clusters: Cluster[] = []
  for (const item of answer.rows) {
    const row = jsonObject(item)
    const text = row?.reportText ?? ''
    const descriptor = row?.crashDescriptor ?? ''
    if (!row || typeof text !== 'string' || typeof descriptor !== 'string') return undefined
    const metrics = namedValues(row.metrics)
    const events = firstNumber(metrics, EVENT_METRICS)
    if (text === '' && descriptor === '' && events === undefined) return undefined
    clusters.push({
      descriptor,
      text,
      events,
      devices: firstNumber(metrics, DEVICE_METRICS),
      versionCode: versionCodeOf(valueNamed(row.dimensions, 'versionCode'))
    })
  }
  return clusters
}

/** The value of the first of `names` that is a number (rows.ts numberOf). */
function firstNumber(values: Map<string, unknown>, names: string[]): number | undefined {
  return names.map((name) => numberOf(values.get(name))).find(Number.isFinite)
}

/** The JSON file of the top issues: each report type's answer, as the API gave it, by its name. */
export const issuesJson = (issues: IssuesResult[]): string =>
  `{\n${issues.map((issue) => `${JSON.stringify(issue.reportType)}: ${issue.answer.kept}`).join(',\n')}\n}\n`

/** The summary's row for each report type. */
export function issuesRows(issues: IssuesResult[], dir: string): Row[] {
  const file = `${dir}/${ISSUES_FILE}`
  return issues.map((issue): Row => {
    const label = `Top ${issue.word} clusters`
    if (issue.status === 'missing') return [label, `${ISSUES_SET} not found (HTTP 404); the answer is in ${file}`]
    if (issue.status === 'refused') {
      return [label, `${ISSUES_SET} refused the query (HTTP ${issue.code}); the answer is in ${file}`]
    }
    if (issue.status === 'unread') {
      return [label, `rows not read (a shape this action does not know): the answer is in ${file}`]
    }
    return [label, `${issue.clusters.length}, the most frequent first, in ${file}`]
  })
}

/** A section per report type read: each cluster's counts, version code and the first lines of its stack trace. */
export function issuesSections(issues: IssuesResult[]): Part[][] {
  return issues.flatMap((issue): Part[][] => {
    if (issue.status !== 'read') return []
    const heading: Part[] = [`#### Top ${issue.word} clusters (${ISSUES_SET}, ${issue.reportType})\n`]
    if (issue.clusters.length === 0) return [[...heading, '\nNo cluster in these days.']]
    const clusters = issue.clusters.flatMap((cluster, index): Part[] => {
      const counts = [
        cluster.events === undefined ? 'events not given' : `${numberText(cluster.events)} events`,
        cluster.devices === undefined ? 'devices not given' : `${numberText(cluster.devices)} devices`
      ]
      return [
        `\n${index + 1}. ${counts.join(', ')}`,
        ...(cluster.versionCode ? [', version code ', outsideLabel(cluster.versionCode, 12)] : []),
        ...(cluster.descriptor ? [', cluster ', outsideLabel(cluster.descriptor, 40)] : []),
        '\n\n',
        cluster.text === '' ? '(no stack trace given)' : outsideBlock(cluster.text, TRACE_LINES, TRACE_WIDTH),
        '\n'
      ]
    })
    return [[...heading, ...clusters]]
  })
}
