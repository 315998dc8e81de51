/** One authenticated API call, its answer turned into the step's outputs. */
import type { Outcome, RunContext } from '../capability.js'
import { describeFailure, isSuccess } from '../api/session.js'
import type { ApiInputs } from './inputs.js'

export const RESPONSE_OUTPUT_LIMIT = 512 * 1024
/** Read past the limit, so that a secret the cut would split is redacted whole before the cut. */
const REDACTION_MARGIN = 64 * 1024

export async function runApiCall(inputs: ApiInputs, { session, log, clock, secrets }: RunContext): Promise<Outcome> {
  const started = clock.now()
  const result = await session.call({ ...inputs, textLimit: RESPONSE_OUTPUT_LIMIT + REDACTION_MARGIN })
  const elapsedMs = clock.now() - started
  // A body streamed into api-output-file is whole; only one held in api-response is cut.
  const longer = !result.file && (result.truncated || result.bytes > RESPONSE_OUTPUT_LIMIT)
  const size = longer ? `more than ${RESPONSE_OUTPUT_LIMIT} bytes` : `${result.bytes} bytes`
  if (longer) {
    log.warning(
      `The response body is longer than ${RESPONSE_OUTPUT_LIMIT} bytes; api-response holds the first ${RESPONSE_OUTPUT_LIMIT}. ` +
        'Use api-output-file to keep all of it.'
    )
  }
  log.info(`API answered HTTP ${result.status} with ${size}${result.file ? ` into ${result.file}` : ''}`)
  let failure = isSuccess(result) ? undefined : describeFailure(inputs, result, secrets)
  if (failure && !inputs.failOnError) {
    log.warning(`${failure}\n(api-fail-on-error is false: the step goes on)`)
    failure = undefined
  }
  return {
    outputs: {
      'api-status': String(result.status),
      'api-response': secrets.truncate(result.text, RESPONSE_OUTPUT_LIMIT),
      'api-response-headers': JSON.stringify(result.headers),
      'api-etag': String(result.headers.etag ?? '')
    },
    rows: [['API call', `${inputs.method} ${inputs.url.pathname} → HTTP ${result.status}, ${size}, ${elapsedMs} ms`]],
    failure
  }
}
