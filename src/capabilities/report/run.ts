/**
 * Reporting API downloads: for each report, the API answers a pre-signed link on another host,
 * which is fetched without the bearer token (the storage host refuses a second authentication)
 * and unpacked. Several reports share the run's one token and go in parallel, at the API's pace
 * (pace.ts). The link is a credential: it is masked and never printed or output.
 */
import { rm, stat } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { callOf } from '../../appstore/calls.js'
import { ApiFailure } from '../../appstore/errors.js'
import { jsonObject, parseJson, withoutBom } from '../../appstore/json.js'
import type { ApiResult } from '../../appstore/session.js'
import { isSuccess } from '../../net/exchange.js'
import { afterAttempts } from '../../net/retry.js'
import { isSecureTransport } from '../../net/url.js'
import { Failure, partsOf, Quote } from '../../step/errors.js'
import type { Row, Section } from '../../step/report.js'
import type { Outcome, RunContext } from '../capability.js'
import { extractZip } from './extract.js'
import type { ReportInputs, ReportTarget } from './inputs.js'
import { eachInPool, RateLimiter } from './pace.js'
import { formatPeriod, unknownTypeNote } from './period.js'
import type { ReportFile, ReportResult } from './result.js'

const LINK_LABEL = '<pre-signed report link>'

export async function runReport(read: ReportInputs, context: RunContext): Promise<Outcome> {
  const limiter = new RateLimiter(context.clock)
  let failed = false
  const settled = await eachInPool(
    read.reports,
    read.parallel,
    async (target) => {
      try {
        return await download(target, read, context, limiter)
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
  { session, mask, log }: RunContext,
  limiter: RateLimiter
): Promise<{ file: string; files: ReportFile[] } | undefined> {
  const month = formatPeriod(target.period)
  const name = `${target.type}-${month}`
  // A redirect is not followed here: its target would be the pre-signed link, fetched only below.
  const request = { ...callOf('reports.link'), url: target.url, headers: {}, followRedirects: false }
  const result = await session.exchange({ ...request, pace: () => limiter.take() })
  if (result.status === 404 || (result.status >= 400 && result.status < 500 && /Report not found/i.test(result.text))) {
    return undefined
  }
  const url = downloadLink(result, target.url, mask)
  if (!url) {
    const refused = new ApiFailure(request, result)
    const note = unknownTypeNote(target.type)
    throw note ? new Failure([...partsOf(refused), note], { cause: refused }) : refused
  }

  const zip = join(report.dir, `${name}.zip`)
  const fetched = await session.exchangeWithoutToken({
    ...callOf('reports.file'),
    url,
    label: LINK_LABEL,
    headers: {},
    outputFile: zip,
    textLimit: 64 * 1024
  })
  if (!fetched.file) {
    throw new Failure([
      `Downloading the ${target.type} report for ${month} from its ${LINK_LABEL} failed${afterAttempts(fetched.attempts)}: ` +
        `HTTP ${fetched.status}`,
      storageError(fetched.text),
      '. The link is valid for minutes: run the step again.'
    ])
  }
  const paths = report.extract ? await extractAfresh(zip, join(report.dir, name)) : [zip]
  if (paths.length === 0) log.warning(`${which(target)} is an empty archive: it holds no file.`)
  const files = await Promise.all(paths.map(async (path) => ({ path, bytes: (await stat(path)).size })))
  log.info(`${which(target)}: ${files.map((file) => `${file.path} (${file.bytes} bytes)`).join(', ')}`)
  const csv = files.find((file) => /\.csv$/i.test(file.path)) ?? files[0]
  return { file: csv?.path ?? '', files }
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

/**
 * S3's error body, as ' AccessDenied: Request has expired': its `<Code>` and `<Message>`, which say
 * why. The body also echoes parts of the link (the signature, the key id, the string signed), so
 * it goes in whole as a Quote: redacted before anything is picked out of it and cut.
 */
export function storageError(body: string): Quote {
  return new Quote(body, (text) => {
    const field = (name: string) =>
      new RegExp(`<${name}>([^<]{1,300})</${name}>`).exec(text)?.[1].replace(/\s+/g, ' ').trim() ?? ''
    const [code, message] = [field('Code').slice(0, 100), field('Message').slice(0, 200)]
    return `${code ? ` ${code}` : ''}${message ? `${code ? ':' : ''} ${message.replace(/\.$/, '')}` : ''}`
  })
}

/**
 * The pre-signed link, in every shape the Reporting API has been seen to answer it: plain text
 * (perhaps in quotes, as a JSON string), a JSON object with `downloadUrl` or `url`, or a redirect
 * to it. The link and its parts are registered as secrets before anything could print them.
 * undefined when the answer is an error of the API itself.
 */
function downloadLink(result: ApiResult, from: URL, mask: (secret: string) => void): URL | undefined {
  let text: string
  let base: string | undefined
  if (REDIRECT.test(String(result.status)) && typeof result.headers.location === 'string') {
    // A Location may be relative to the URL that answered it; a body must hold a whole URL.
    text = result.headers.location
    base = from.href
  } else if (isSuccess(result.status)) {
    text = linkInBody(result.text)
  } else return undefined
  mask(text)
  const url = URL.parse(text, base)
  if (!url) {
    throw new Failure(
      `The Reporting API answered HTTP ${result.status} without a download link (${result.bytes} bytes, not shown): ` +
        'expected a pre-signed https link.'
    )
  }
  // The host too: an error of the network (a name that does not resolve) would name it. Not the
  // path, which a report's file name may repeat; short parts, which would garble the whole log.
  for (const part of [url.href, url.search.slice(1), url.host, ...url.searchParams.values()]) {
    if (part.length >= 8) mask(part)
  }
  if (!isSecureTransport(url)) {
    throw new Failure(
      `The Reporting API answered a ${LINK_LABEL} that is not https (${url.protocol}); it was not fetched.`
    )
  }
  return url
}

const REDIRECT = /^30[12378]$/

function linkInBody(body: string): string {
  const text = withoutBom(body).trim()
  if (!text.startsWith('"') && !text.startsWith('{')) return text
  const value = parseJson(text)
  if (typeof value === 'string') return value.trim()
  const fields = jsonObject(value)
  const link = fields?.downloadUrl ?? fields?.url
  // Not JSON after all, or no link in it: taken as it is.
  return typeof link === 'string' ? link.trim() : text
}
