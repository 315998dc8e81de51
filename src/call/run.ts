/** One authenticated API call, its answer turned into the step's outputs. */
import type { Outcome, RunContext } from '../capability.js'
import { describeFailure, isSuccess } from '../api/session.js'
import type { ApiInputs } from './inputs.js'

export const RESPONSE_OUTPUT_LIMIT = 512 * 1024

export async function runApiCall(inputs: ApiInputs, { session, log, clock }: RunContext): Promise<Outcome> {
  const started = clock.now()
  const result = await session.call({ ...inputs, textLimit: RESPONSE_OUTPUT_LIMIT })
  const elapsedMs = clock.now() - started
  if (result.truncated) {
    log.warning(
      `The response body has ${result.bytes} bytes; api-response holds the first ${RESPONSE_OUTPUT_LIMIT}. ` +
        'Use api-output-file to keep all of it.'
    )
  }
  log.info(`API answered HTTP ${result.status} with ${result.bytes} bytes${result.file ? ` into ${result.file}` : ''}`)
  let failure = isSuccess(result) ? undefined : describeFailure(inputs, result)
  if (failure && !inputs.failOnError) {
    log.warning(`${failure}\n(api-fail-on-error is false: the step goes on)`)
    failure = undefined
  }
  return {
    outputs: {
      'api-status': String(result.status),
      'api-response': result.text,
      'api-response-headers': JSON.stringify(result.headers),
      'api-etag': String(result.headers.etag ?? '')
    },
    rows: [
      [
        'API call',
        `${inputs.method} ${inputs.url.pathname} → HTTP ${result.status}, ${result.bytes} bytes, ${elapsedMs} ms`
      ]
    ],
    failure
  }
}
