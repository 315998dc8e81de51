/**
 * The Reporting API client. For each report the API answers a pre-signed link on another host,
 * which is fetched without the bearer token (the storage host refuses a second authentication).
 * The link is a credential: it is masked before anything could print it, and messages name it by
 * a label, never by its URL. Every request for a link keeps the API's pace (pace.ts), whatever
 * number of reports are asked for at once: the client owns the one window of the run.
 */
import { isSuccess } from '../../net/exchange.js'
import { afterAttempts, type Clock } from '../../net/retry.js'
import { isSecureTransport, joinUnder } from '../../net/url.js'
import { Failure, Quote } from '../../step/errors.js'
import { callOf } from '../calls.js'
import { ApiFailure } from '../errors.js'
import { jsonObject, parseJson, withoutBom } from '../json.js'
import type { ApiResult, Session } from '../session.js'
import { RateLimiter } from './pace.js'
import { formatPeriod, reportPath, type ReportPeriod } from './paths.js'

/** How messages name a pre-signed link, which is never printed. */
export const LINK_LABEL = '<pre-signed report link>'

/** A report's pre-signed link, with the report it leads to. */
export interface ReportLink {
  type: string
  period: ReportPeriod
  url: URL
}

export interface ReportingDeps {
  clock: Pick<Clock, 'now' | 'sleep'>
  /** Registers a secret with the runner, so that no log shows it. */
  mask: (secret: string) => void
}

/** The calls under `<api-base-url>/download/report`. */
export class ReportingApi {
  private readonly limiter: RateLimiter

  constructor(
    private readonly session: Session,
    private readonly reportsUrl: URL,
    private readonly deps: ReportingDeps
  ) {
    this.limiter = new RateLimiter(deps.clock)
  }

  /**
   * The pre-signed link to the report of `type` for `period`; undefined when the API has no such
   * report (404, or a 4xx saying 'Report not found': a month without data yet). Any other refusal is
   * an ApiFailure.
   */
  async link(type: string, period: ReportPeriod): Promise<ReportLink | undefined> {
    const { method, callClass } = callOf('reports.link')
    const url = joinUnder(this.reportsUrl, reportPath(type, period))
    if (!url) throw new Failure(`${method} of the ${type} report would leave the reports' resource: refused.`)
    // A redirect is not followed here: its target would be the pre-signed link, fetched only by download().
    const request = { method, callClass, url, headers: {}, followRedirects: false }
    const result = await this.session.exchange({ ...request, pace: () => this.limiter.take() })
    if (
      result.status === 404 ||
      (result.status >= 400 && result.status < 500 && /Report not found/i.test(result.text))
    ) {
      return undefined
    }
    const link = downloadLink(result, url, this.deps.mask)
    if (!link) throw new ApiFailure(request, result)
    return { type, period, url: link }
  }

  /** The report behind its pre-signed link, written to `file`; a Failure saying why when the storage host refuses. */
  async download(link: ReportLink, file: string): Promise<void> {
    const fetched = await this.session.exchangeWithoutToken({
      ...callOf('reports.file'),
      url: link.url,
      label: LINK_LABEL,
      headers: {},
      outputFile: file,
      textLimit: 64 * 1024
    })
    if (fetched.file) return
    throw new Failure([
      `Downloading the ${link.type} report for ${formatPeriod(link.period)} from its ${LINK_LABEL} ` +
        `failed${afterAttempts(fetched.attempts)}: HTTP ${fetched.status}`,
      storageError(fetched.text),
      '. The link is valid for minutes only, so run the step again.'
    ])
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
