/**
 * What one run of the action does, in order. Every dependency comes in as a parameter, so tests
 * drive it with fakes and real loopback servers alike.
 */
import type * as actionsCore from '@actions/core'
import { basename } from 'node:path'
import { callApi, RESPONSE_OUTPUT_LIMIT, type ApiCallOutcome } from './api-call.js'
import { readApiInputs, type ApiInputs } from './api-inputs.js'
import { ActionError, InputError, messageOf } from './errors.js'
import type { Send } from './http.js'
import { printable } from './http-call.js'
import { readTokenInputs } from './inputs.js'
import { downloadReport, type ReportOutcome } from './report.js'
import { readReportInputs, REPORTING_SCOPE, type ReportInputs } from './report-inputs.js'
import { formatPeriod } from './report-period.js'
import { DEFAULT_POLICY, type Clock } from './retry.js'
import { Secrets } from './secrets.js'
import { renderSummary, type Row } from './summary.js'
import { requestToken, type Token } from './token-client.js'

export type Core = Pick<
  typeof actionsCore,
  'getInput' | 'setSecret' | 'setOutput' | 'setFailed' | 'info' | 'warning' | 'debug'
> & { summary: { addRaw(text: string, addEOL?: boolean): { write(): Promise<unknown> } } }

export interface Deps {
  core: Core
  send: Send
  clock: Clock
  /** Relative file inputs are resolved against it: the workspace on a runner. */
  cwd: string
}

export type Log = Pick<Core, 'info' | 'warning' | 'debug'>

export async function main({ core, send, clock, cwd }: Deps): Promise<void> {
  const secrets = new Secrets((value) => core.setSecret(value))
  try {
    // Masked before anything else runs, so no later message can show it.
    secrets.add(core.getInput('client-secret').trim())
    const log = redactingLog(core, secrets)
    const report = readReportInputs(core.getInput, cwd, clock.now())
    const inputs = readTokenInputs(core.getInput, log.warning, report ? REPORTING_SCOPE : undefined)
    const api = readApiInputs(core.getInput, cwd)
    if (api && report) throw new InputError('api-url', "and 'report' cannot both be given: use one step for each.")

    const policy = { ...DEFAULT_POLICY, retries: inputs.retries }
    const getToken = async (): Promise<Token> => {
      const token = await requestToken(inputs, { send, clock, secrets, policy, timeoutMs: inputs.timeoutMs, log })
      publishToken(core, token)
      return token
    }
    const token = await getToken()
    const rows = tokenRows(token)
    const callDeps = { send, clock, policy, log, renewToken: getToken }
    let failure: string | undefined
    if (api) {
      const outcome = await callApi(api, token, inputs.timeoutMs, callDeps)
      publishApiResult(core, log, secrets, outcome)
      rows.push(apiRow(api, outcome))
      if (outcome.failure && api.failOnError) failure = outcome.failure
      else if (outcome.failure) log.warning(`${outcome.failure}\n(api-fail-on-error is false: the step goes on)`)
    }
    if (report) {
      const outcome = await downloadReport(report, token, inputs.timeoutMs, { ...callDeps, secrets })
      publishReport(core, log, report, outcome)
      rows.push(...reportRows(report, outcome))
    }
    await writeSummary(core, secrets, rows)
    if (failure) throw new ActionError(failure)
  } catch (error) {
    core.setFailed(secrets.redact(failureMessage(error)))
    const stack = (error as { stack?: unknown } | null)?.stack
    if (!(error instanceof ActionError) && typeof stack === 'string') core.debug(secrets.redact(stack))
  }
}

/** Masking hides secrets in the runner's log; this keeps them out of our own messages everywhere else too. */
function redactingLog(core: Core, secrets: Secrets): Log {
  return {
    info: (message) => core.info(secrets.redact(message)),
    warning: (message) => core.warning(secrets.redact(String(message))),
    debug: (message) => core.debug(secrets.redact(message))
  }
}

function publishToken(core: Core, token: Token): void {
  core.setOutput('access-token', token.accessToken)
  core.setOutput('token-type', token.tokenType)
  core.setOutput('expires-in', String(token.expiresIn))
  core.setOutput('expires-at', token.expiresAt.toISOString())
  core.setOutput('scope', token.scope)
  core.info(`Got a ${token.tokenType} token for ${token.scope}, valid until ${token.expiresAt.toISOString()}`)
}

function publishApiResult(core: Core, log: Log, secrets: Secrets, { result }: ApiCallOutcome): void {
  core.setOutput('api-status', String(result.status))
  core.setOutput('api-response', secrets.redact(result.text))
  core.setOutput('api-response-headers', secrets.redact(JSON.stringify(result.headers)))
  core.setOutput('api-etag', String(result.headers.etag ?? ''))
  if (result.truncated) {
    log.warning(
      `The response body has ${result.bytes} bytes; api-response holds the first ${RESPONSE_OUTPUT_LIMIT}. ` +
        'Use api-output-file to keep all of it.'
    )
  }
  const where = result.file ? ` into ${result.file}` : ''
  log.info(`API answered HTTP ${result.status} with ${result.bytes} bytes${where}`)
}

function publishReport(core: Core, log: Log, report: ReportInputs, outcome: ReportOutcome): void {
  core.setOutput('report-found', String(outcome.found))
  core.setOutput('report-period', formatPeriod(report.period))
  core.setOutput('report-file', outcome.file ?? '')
  core.setOutput('report-files', outcome.files.map((file) => file.path).join('\n'))
  const which = `The ${report.type} report for ${formatPeriod(report.period)}`
  if (!outcome.found)
    log.warning(`${which} was not found (the Reporting API has no data for that month yet); nothing was downloaded.`)
  else log.info(`${which}: ${outcome.files.map((file) => `${file.path} (${file.bytes} bytes)`).join(', ')}`)
}

function reportRows(report: ReportInputs, outcome: ReportOutcome): Row[] {
  return [
    ['Report', `${report.type}, ${formatPeriod(report.period)}`],
    ['Found', outcome.found ? 'yes' : 'no'],
    ...outcome.files.map((file): Row => ['File', `${basename(file.path)} (${file.bytes} bytes)`])
  ]
}

function tokenRows(token: Token): Row[] {
  return [
    ['Scope', token.scope],
    ['Token type', token.tokenType],
    ['Expires at', token.expiresAt.toISOString()]
  ]
}

function apiRow(api: ApiInputs, { result, elapsedMs }: ApiCallOutcome): Row {
  const path = new URL(printable(api.url)).pathname
  return ['API call', `${api.method} ${path} → HTTP ${result.status}, ${result.bytes} bytes, ${elapsedMs} ms`]
}

async function writeSummary(core: Core, secrets: Secrets, rows: Row[]): Promise<void> {
  try {
    await core.summary.addRaw(secrets.redact(renderSummary('Amazon Appstore access token', rows))).write()
  } catch (error) {
    // Outside a runner there is no summary file; that is no reason to fail the step.
    core.debug(`No job summary written: ${secrets.redact(messageOf(error))}`)
  }
}

function failureMessage(error: unknown): string {
  return error instanceof ActionError ? error.message : `Unexpected error: ${messageOf(error)}`
}
