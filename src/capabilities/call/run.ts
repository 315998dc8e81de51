/** One authenticated API call, its answer turned into the step's outputs. */
import { USER_CALL } from '../../appstore/calls.js'
import { ApiFailure } from '../../appstore/errors.js'
import { isSuccess } from '../../net/exchange.js'
import { Failure } from '../../step/errors.js'
import { OUTPUT_LIMIT } from '../../step/report.js'
import type { Outcome, RunContext } from '../capability.js'
import type { CallInputs } from './inputs.js'

/** api-response holds this much of a body: the step cuts every output there, after redacting it. */
export const RESPONSE_OUTPUT_LIMIT = OUTPUT_LIMIT
/** Read past the limit, so that a secret the cut would split is redacted whole before the cut. */
const REDACTION_MARGIN = 64 * 1024

export async function runCall(inputs: CallInputs, { session, log, clock }: RunContext): Promise<Outcome> {
  const started = clock.now()
  const request = { ...inputs, callClass: USER_CALL[inputs.method] }
  const result = await session.exchange({ ...request, textLimit: RESPONSE_OUTPUT_LIMIT + REDACTION_MARGIN })
  const elapsedMs = clock.now() - started
  // A body streamed into api-output-file is whole; only one held in api-response is cut.
  const longer = !result.file && (result.truncated || result.bytes > RESPONSE_OUTPUT_LIMIT)
  const size = longer ? `more than ${RESPONSE_OUTPUT_LIMIT} bytes` : `${result.bytes} bytes`
  if (longer) {
    log.warning(
      `The response body is longer than ${RESPONSE_OUTPUT_LIMIT} bytes; api-response holds the first ${RESPONSE_OUTPUT_LIMIT}. ` +
        "Use 'api-output-file' to keep all of it."
    )
  }
  log.info(`API answered HTTP ${result.status} with ${size}${result.file ? ` into ${result.file}` : ''}`)
  let failure = isSuccess(result.status) ? undefined : new ApiFailure(request, result)
  if (failure && !inputs.failOnError) {
    log.warning(new Failure([...failure.parts, "\n('api-fail-on-error' is false: the step goes on)"]))
    failure = undefined
  }
  return {
    outputs: {
      'api-status': String(result.status),
      'api-response': result.text,
      'api-response-headers': JSON.stringify(result.headers),
      'api-etag': String(result.headers.etag ?? '')
    },
    rows: [['API call', `${inputs.method} ${inputs.url.pathname} → HTTP ${result.status}, ${size}, ${elapsedMs} ms`]],
    failure
  }
}
