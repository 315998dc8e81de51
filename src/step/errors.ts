/**
 * The errors every layer throws for the person reading the log. A Failure's message is printed as
 * it is, without a stack trace. Text that came from outside (a server's body) goes into it as a
 * Quote: the step redacts the quote whole before the quote's shape cuts or reformats it, so that no
 * cut can leave part of a secret behind (step/report.ts renders failures).
 */

/** Text from outside, quoted in a message; `shape` makes it fit (an excerpt, the API's message). */
export class Quote {
  constructor(
    readonly text: string,
    readonly shape: (redacted: string) => string
  ) {}
}

export type Part = string | Quote

export class Failure extends Error {
  readonly parts: readonly Part[]

  constructor(parts: Part | readonly Part[], options?: { cause?: unknown }) {
    const list: readonly Part[] = Array.isArray(parts) ? parts : [parts as Part]
    // The message holds each quote whole (unshaped), so whatever redacts it finds every secret.
    super(list.map((part) => (typeof part === 'string' ? part : part.text)).join(''), options)
    this.name = new.target.name
    this.parts = list
  }

  /** The message as the user reads it: every part redacted, then each quote shaped. */
  render(redact: (text: string) => string): string {
    return renderParts(this.parts, redact)
  }
}

/**
 * Parts as the user reads them: every part redacted, then each quote shaped. The text between two
 * quotes is redacted as one: a secret split across parts is found too, and a long section (a table
 * of many cells) is redacted in a few calls, not one a cell.
 */
export function renderParts(parts: readonly Part[], redact: (text: string) => string): string {
  let shown = ''
  let text = ''
  for (const part of parts) {
    if (typeof part === 'string') text += part
    else {
      shown += redact(text) + part.shape(redact(part.text))
      text = ''
    }
  }
  return shown + redact(text)
}

/** Bad input, found before any request is sent. */
export class InputError extends Failure {
  constructor(
    readonly input: string,
    problem: string
  ) {
    super(`Input '${input}' ${problem}`)
  }
}

/** The parts of any error, to quote it inside another Failure. */
export function partsOf(error: unknown): readonly Part[] {
  return error instanceof Failure ? error.parts : [messageOf(error)]
}

/** Duck-typed: errors from Node's own modules may come from another realm (as under jest), failing instanceof. */
export function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message
  return typeof message === 'string' ? message : String(error)
}

/** A body quoted as a short, single-line excerpt (markup dropped from HTML). */
export function excerpt(body: string, contentType = '', limit = 200): Quote {
  return new Quote(body, (text) => {
    if (/html/i.test(contentType) || /^\s*</.test(text)) {
      text = text.replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]*>/g, ' ')
    }
    text = text.replace(/\s+/g, ' ').trim()
    if (text === '') return '(empty body)'
    return text.length > limit ? `${text.slice(0, limit)}…` : text
  })
}
