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

/** Duck-typed: errors from Node's own modules may come from another realm (as under jest), failing instanceof. */
export function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message
  return typeof message === 'string' ? message : String(error)
}
