/**
 * Reporting API downloads: for each report, its pre-signed link and then the report itself, by the
 * Reporting API client (appstore/reporting/), unpacked here. Several reports share the run's one
 * token and client, and go `parallel` at a time (pool.ts) at the pace the client keeps.
 */
import { rm, stat } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { ApiFailure } from '../../appstore/errors.js'
import { ReportingApi, type ReportLink } from '../../appstore/reporting/index.js'
import { formatPeriod } from '../../appstore/reporting/paths.js'
import { Failure, partsOf } from '../../step/errors.js'
import type { Row, Section } from '../../step/report.js'
import type { Outcome, RunContext } from '../capability.js'
import { extractZip } from './extract.js'
import type { ReportInputs, ReportTarget } from './inputs.js'
import { unknownTypeNote } from './period.js'
import { eachInPool } from './pool.js'
import type { ReportFile, ReportResult } from './result.js'

export async function runReport(read: ReportInputs, context: RunContext): Promise<Outcome> {
  const api = new ReportingApi(context.session, read.reportsUrl, { clock: context.clock, mask: context.mask })
  let failed = false
  const settled = await eachInPool(
    read.reports,
    read.parallel,
    async (target) => {
      try {
        return await download(target, read, api, context)
      } catch (error) {
        // The reports in flight finish; no more are started: a failure is most often one they would all meet.
        failed = true
        throw error
      }
    },
    () => failed
  )
  const results = settled.map((outcome, index): ReportResult => {
    const target = read.reports[index]
    if (!outcome) return { target, status: 'skipped', file: '', files: [] }
    if (!outcome.ok) return { target, status: 'failed', file: '', files: [] }
    return outcome.value
      ? { target, status: 'found', ...outcome.value }
      : { target, status: 'missing', file: '', files: [] }
  })
  warnMissing(results, context)
  const errors = settled.flatMap((outcome) => (outcome && !outcome.ok ? [outcome.error] : []))
  // Not a Failure is a bug: main() reports it as unexpected, with its stack in the debug log.
  const unexpected = errors.find((error) => !(error instanceof Failure))
  if (unexpected !== undefined) throw unexpected
  const found = results.filter((result) => result.status === 'found')
  return {
    outputs: {
      found: String(found.length === results.length),
      period: read.periodLabel,
      file: found.map((result) => result.file).join('\n'),
      files: found.flatMap((result) => result.files.map((file) => file.path)).join('\n'),
      manifest: JSON.stringify(results.map(manifestEntry))
    },
    rows: results.length === 1 ? singleRows(results[0]) : results.map(reportRow),
    sections: found.length > 0 ? await pictures(found, context) : [],
    failure: errors.length > 0 ? combined(errors as Failure[], results) : undefined
  }
}

/** What `manifest` holds for a report. */
function manifestEntry(result: ReportResult) {
  return {
    report: result.target.type,
    period: formatPeriod(result.target.period),
    found: result.status === 'found',
    status: result.status,
    file: result.file,
    files: result.files
  }
}

const which = (target: ReportTarget): string => `The ${target.type} report for ${formatPeriod(target.period)}`
const named = (result: ReportResult): string => `${result.target.type} ${formatPeriod(result.target.period)}`

function warnMissing(results: ReportResult[], { log }: RunContext): void {
  const missing = results.filter((result) => result.status === 'missing')
  if (missing.length === 0) return
  if (results.length === 1) {
    log.warning(
      `${which(missing[0].target)} was not found (the Reporting API has no data for that month yet); nothing was downloaded.`
    )
    return
  }
  const shown = missing.slice(0, 24).map(named).join(', ')
  log.warning(
    `${missing.length} of ${results.length} reports were not found (the Reporting API has no data for them yet), ` +
      `which is no failure: ${shown}${missing.length > 24 ? ', …' : ''}.`
  )
}

/** One report: the rows the step has always shown. */
function singleRows(result: ReportResult): Row[] {
  return [
    ['Report', `${result.target.type}, ${formatPeriod(result.target.period)}`],
    ['Found', result.status === 'found' ? 'yes' : result.status === 'missing' ? 'no' : result.status],
    ...result.files.map((file): Row => ['File', `${basename(file.path)} (${file.bytes} bytes)`])
  ]
}

const STATUS_TEXT = { missing: 'not found (no data yet)', failed: 'failed', skipped: 'not attempted (after a failure)' }

function reportRow(result: ReportResult): Row {
  const label = `${result.target.type}, ${formatPeriod(result.target.period)}`
  if (result.status !== 'found') return [label, STATUS_TEXT[result.status]]
  return [label, result.files.map((file) => `${basename(file.path)} (${file.bytes} bytes)`).join(', ') || 'empty']
}

/** The first failure, and what became of the other reports; the chain of causes is the first one's, for its hints. */
function combined(errors: Failure[], results: ReportResult[]): Failure {
  const [first] = errors
  if (results.length === 1) return first
  const count = (status: ReportResult['status']) => results.filter((result) => result.status === status).length
  const done = count('found') + count('missing')
  const counts = [
    `${done} done`,
    `${count('failed')} failed`,
    ...(count('skipped') ? [`${count('skipped')} not attempted`] : [])
  ]
  return new Failure([...partsOf(first), ` (of ${results.length} reports: ${counts.join(', ')}; see manifest)`], {
    cause: first
  })
}

/** The job summary's tables and charts of the reports' numbers, read from their CSVs: never a failure. */
async function pictures(found: ReportResult[], { log }: RunContext): Promise<Section[]> {
  try {
    return await (await import('./picture.js')).reportPictures(found)
  } catch (error) {
    log.debug(new Failure(['The reports could not be summed up for the job summary: ', ...partsOf(error)]))
    return []
  }
}

/** undefined when the month has no report. */
async function download(
  target: ReportTarget,
  report: ReportInputs,
  api: ReportingApi,
  { log }: RunContext
): Promise<{ file: string; files: ReportFile[] } | undefined> {
  const link = await linkOf(target, api)
  if (!link) return undefined
  const name = `${target.type}-${formatPeriod(target.period)}`
  const zip = join(report.dir, `${name}.zip`)
  await api.download(link, zip)
  const paths = report.extract ? await extractAfresh(zip, join(report.dir, name)) : [zip]
  if (paths.length === 0) log.warning(`${which(target)} is an empty archive: it holds no file.`)
  const files = await Promise.all(paths.map(async (path) => ({ path, bytes: (await stat(path)).size })))
  log.info(`${which(target)}: ${files.map((file) => `${file.path} (${file.bytes} bytes)`).join(', ')}`)
  const csv = files.find((file) => /\.csv$/i.test(file.path)) ?? files[0]
  return { file: csv?.path ?? '', files }
}

/** The report's link; an API's refusal of a type this action does not know names the known ones. */
async function linkOf(target: ReportTarget, api: ReportingApi): Promise<ReportLink | undefined> {
  try {
    return await api.link(target.type, target.period)
  } catch (error) {
    const note = error instanceof ApiFailure ? unknownTypeNote(target.type) : ''
    throw note ? new Failure([...partsOf(error), note], { cause: error }) : error
  }
}

/**
 * The folder is the action's own (named after report and month): what an earlier run left there is
 * replaced, so a nightly job on a runner that keeps its workspace does not trip over its last run.
 */
async function extractAfresh(zip: string, folder: string): Promise<string[]> {
  await rm(folder, { recursive: true, force: true })
  try {
    return await extractZip(zip, folder)
  } catch (error) {
    // Half a report must not pass for a whole one in a later step (an upload with `if: always()`):
    // a report that fails leaves nothing of itself, neither the files written so far nor its zip.
    await rm(folder, { recursive: true, force: true })
    await rm(zip, { force: true })
    throw error
  }
}
