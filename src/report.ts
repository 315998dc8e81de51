/**
 * A Reporting API download: the API answers a pre-signed link on another host, which is fetched
 * without the bearer token (the storage host refuses a second authentication) and unpacked.
 * The link is a credential: it is masked and never printed or output.
 */
import { rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { callApi, type ApiCallDeps } from './api-call.js'
import { ActionError, excerpt } from './errors.js'
import { extractZip } from './extract.js'
import { call } from './http-call.js'
import { isSecureTransport } from './inputs.js'
import { formatPeriod } from './report-period.js'
import type { ReportInputs } from './report-inputs.js'
import type { Secrets } from './secrets.js'
import type { Token } from './token-client.js'

export interface ReportOutcome {
  found: boolean
  /** The CSV when extracted (the first file otherwise), else the zip. */
  file?: string
  files: { path: string; bytes: number }[]
}

const LINK_LABEL = '<pre-signed report link>'

export async function downloadReport(
  report: ReportInputs,
  token: Token,
  timeoutMs: number,
  deps: ApiCallDeps & { secrets: Secrets }
): Promise<ReportOutcome> {
  const month = formatPeriod(report.period)
  const name = `${report.type}-${month}`
  const asked = await callApi({ method: 'GET', url: report.url, headers: {} }, token, timeoutMs, deps)
  const { result } = asked
  if (result.status >= 400 && result.status < 500 && /Report not found/i.test(result.text)) {
    return { found: false, files: [] }
  }
  if (asked.failure) throw new ActionError(asked.failure)

  const link = result.text.trim()
  deps.secrets.add(link)
  const url = downloadLink(link)
  const zip = join(report.dir, `${name}.zip`)
  const fetched = await call(
    { method: 'GET', url, label: LINK_LABEL, headers: {}, outputFile: zip, textLimit: 64 * 1024, timeoutMs },
    deps
  )
  if (!fetched.file) {
    throw new ActionError(
      `Downloading the ${report.type} report for ${month} from its pre-signed link failed: HTTP ${fetched.status}: ` +
        excerpt(fetched.text, String(fetched.headers['content-type'] ?? ''))
    )
  }
  const paths = report.extract ? await extractAfresh(zip, join(report.dir, name)) : [zip]
  const files = await Promise.all(paths.map(async (path) => ({ path, bytes: (await stat(path)).size })))
  const csv = files.find((file) => /\.csv$/i.test(file.path)) ?? files[0]
  return { found: true, file: csv?.path ?? zip, files }
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
