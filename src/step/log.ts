/**
 * The log every module writes to, and the one place that prints: each message is redacted (a
 * Failure rendered, its quotes redacted before they are cut), then neutralized, because messages
 * quote what servers and files send (bodies, headers, names, the granted scope) and such text must
 * never become a workflow command.
 */
import type { Core } from './core.js'
import { Failure } from './errors.js'
import type { Secrets } from './secrets.js'

export type Message = string | Failure

export interface Log {
  info(message: Message): void
  warning(message: Message): void
  debug(message: Message): void
}

export function redactingLog(core: Pick<Core, 'info' | 'warning' | 'debug'>, secrets: Secrets): Log {
  const redact = (text: string): string => secrets.redact(text)
  const clean = (message: Message): string =>
    neutralize(message instanceof Failure ? message.render(redact) : redact(message))
  return {
    info: (message) => core.info(clean(message)),
    warning: (message) => core.warning(clean(message)),
    debug: (message) => core.debug(clean(message))
  }
}

// The runner reads a line as a command when, after leading white space, it starts with '::', or
// when it holds '##[' anywhere (the old syntax). It splits lines at \n, \r\n and a lone \r.
const COMMAND = /^\s*:(?=:)|#(?=#\[)/g
const ZERO_WIDTH_SPACE = '\u200b'

/** Text that prints the same to a reader but that no line of which the runner takes as a command. */
export function neutralize(text: string): string {
  return text
    .split(/(\r\n|\r|\n)/)
    .map((part) => part.replace(COMMAND, `$&${ZERO_WIDTH_SPACE}`))
    .join('')
}
