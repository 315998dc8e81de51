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

/** The token service refused the request with an OAuth 2.0 error body (RFC 6749 section 5.2). */
export class TokenRequestError extends ActionError {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly description: string
  ) {
    const hint = tokenErrorHint(code)
    super(
      `Token request refused: ${description || '(no error_description)'} (error ${code}, HTTP ${status}).` +
        (hint ? `\nHint: ${hint}` : '')
    )
  }
}

export const SCOPES = {
  'appstore::apps:readwrite': 'App Submission API',
  'adx_reporting::appstore:marketer': 'Reporting API'
} as const

const scopeList = Object.entries(SCOPES)
  .map(([scope, api]) => `'${scope}' for the ${api}`)
  .join(', ')

const TOKEN_HINTS: Record<string, string> = {
  invalid_client:
    "use the client ID and client secret shown on the security profile's Web Settings tab, " +
    'stored without stray whitespace or newlines.',
  invalid_scope:
    `use ${scopeList}, and check that the security profile is attached to that API ` +
    'under Apps & Services > API Access.',
  unsupported_grant_type: 'the token service only accepts grant_type=client_credentials.',
  invalid_request:
    'the token service wants a form-encoded body (Content-Type: application/x-www-form-urlencoded); ' +
    "check that 'auth-url' points at the identity provider and that no proxy rewrites the request."
}

export function tokenErrorHint(code: string): string | undefined {
  return TOKEN_HINTS[code]
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
