/** The log every module writes to. Its messages may quote outside text, so it redacts every line. */
import type { Core } from './core.js'
import type { Secrets } from './secrets.js'

export interface Log {
  info(message: string): void
  warning(message: string): void
  debug(message: string): void
}

/** Masking hides secrets in the runner's log; this keeps them out of our own messages everywhere else too. */
export function redactingLog(core: Core, secrets: Secrets): Log {
  return {
    info: (message) => core.info(secrets.redact(message)),
    warning: (message) => core.warning(secrets.redact(message)),
    debug: (message) => core.debug(secrets.redact(message))
  }
}
