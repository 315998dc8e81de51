/** An error whose message is written for the user: it is printed as it is, without a stack trace. */
export class ActionError extends Error {
  constructor(message: string) {
    super(message)
    this.name = new.target.name
  }
}

/** Bad input, found before any request is sent. */
export class InputError extends ActionError {
  constructor(input: string, problem: string) {
    super(`Input '${input}' ${problem}`)
  }
}

/** A short, single-line excerpt of a response body for an error message. */
export function excerpt(body: string, contentType = '', limit = 200): string {
  let text = body
  if (/html/i.test(contentType) || /^\s*</.test(text)) {
    text = text.replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]*>/g, ' ')
  }
  text = text.replace(/\s+/g, ' ').trim()
  if (text === '') return '(empty body)'
  return text.length > limit ? `${text.slice(0, limit)}…` : text
}

/** Duck-typed: errors from Node's own modules may come from another realm (as under jest), failing instanceof. */
export function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message
  return typeof message === 'string' ? message : String(error)
}
