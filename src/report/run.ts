/**
 * A Reporting API download: the API answers a pre-signed link on another host, which is fetched
 * without the bearer token (the storage host refuses a second authentication) and unpacked.
 * The link is a credential: it is masked and never printed or output.
 */
import { rm, stat } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { ActionError, excerpt } from '../action/errors.js'
import type { Row } from '../action/summary.js'
import { describeFailure, isSuccess } from '../api/session.js'
import type { Outcome, RunContext } from '../capability.js'
import { isSecureTransport } from '../inputs/url.js'
import { extractZip } from './extract.js'
import type { ReportInputs } from './inputs.js'
import { formatPeriod } from './period.js'

interface Downloaded {
  /** The CSV when extracted (the first file otherwise), else the zip. */
  file?: string
  files: { path: string; bytes: number }[]
}

const LINK_LABEL = '<pre-signed report link>'

export async function runReport(report: ReportInputs, context: RunContext): Promise<Outcome> {
  const month = formatPeriod(report.period)
  const downloaded = await download(report, context)
  const which = `The ${report.type} report for ${month}`
  if (!downloaded) {
    context.log.warning(
      `${which} was not found (the Reporting API has no data for that month yet); nothing was downloaded.`
    )
  } else {
    context.log.info(`${which}: ${downloaded.files.map((file) => `${file.path} (${file.bytes} bytes)`).join(', ')}`)
  }
  const files = downloaded?.files ?? []
  return {
    outputs: {
      'report-found': String(downloaded !== undefined),
      'report-period': month,
      'report-file': downloaded?.file ?? '',
      'report-files': files.map((file) => file.path).join('\n')
    },
    rows: [
      ['Report', `${report.type}, ${month}`],
      ['Found', downloaded ? 'yes' : 'no'],
      ...files.map((file): Row => ['File', `${basename(file.path)} (${file.bytes} bytes)`])
    ]
  }
}

/** undefined when the month has no report. */
async function download(report: ReportInputs, { session, secrets }: RunContext): Promise<Downloaded | undefined> {
  const month = formatPeriod(report.period)
  const name = `${report.type}-${month}`
  const request = { method: 'GET' as const, url: report.url, headers: {} }
  const result = await session.call(request)
  if (result.status >= 400 && result.status < 500 && /Report not found/i.test(result.text)) return undefined
  if (!isSuccess(result)) throw new ActionError(describeFailure(request, result))

  const link = result.text.trim()
  secrets.add(link)
  const url = downloadLink(link)
  const zip = join(report.dir, `${name}.zip`)
  const fetched = await session.callWithoutToken({
    method: 'GET',
    url,
    label: LINK_LABEL,
    headers: {},
    outputFile: zip,
    textLimit: 64 * 1024
  })
  if (!fetched.file) {
    throw new ActionError(
      `Downloading the ${report.type} report for ${month} from its pre-signed link failed: HTTP ${fetched.status}: ` +
        excerpt(fetched.text, String(fetched.headers['content-type'] ?? ''))
    )
  }
  const paths = report.extract ? await extractAfresh(zip, join(report.dir, name)) : [zip]
  const files = await Promise.all(paths.map(async (path) => ({ path, bytes: (await stat(path)).size })))
  const csv = files.find((file) => /\.csv$/i.test(file.path)) ?? files[0]
  return { file: csv?.path ?? zip, files }
}

/**
 * The folder is the action's own (named after report and month): what an earlier run left there is
 * replaced, so a nightly job on a runner that keeps its workspace does not trip over its last run.
 */
async function extractAfresh(zip: string, folder: string): Promise<string[]> {
  await rm(folder, { recursive: true, force: true })
  return extractZip(zip, folder)
}

function downloadLink(text: string): URL {
  let url: URL | undefined
  try {
    url = new URL(text)
  } catch {
    url = undefined
  }
  if (!url || !isSecureTransport(url)) {
    throw new ActionError(
      `The Reporting API answered something that is not an https download link: ${excerpt(text, '', 40)}`
    )
  }
  return url
}
