/**
 * Every secret the run learns is registered here: it is masked in the runner's log (setSecret) and
 * removed from any text we print ourselves, because masking covers only the exact string and a
 * service may echo a secret back in another encoding. Text is always redacted whole first, and
 * only then shortened or reformatted, so that no cut or change can leave part of a secret behind.
 */
export const MASK = '***'

export class Secrets {
  private readonly values = new Set<string>()
  private pattern: RegExp | undefined

  constructor(private readonly setSecret: (value: string) => void) {}

  add(value: string): void {
    if (value === '' || this.values.has(value)) return
    this.values.add(value)
    this.pattern = undefined
    this.setSecret(value)
  }

  redact(text: string): string {
    if (this.values.size === 0) return text
    this.pattern ??= anyOf([...this.values])
    return text.replace(this.pattern, MASK)
  }

  /** A short, single-line excerpt of a response body for an error message, redacted first. */
  excerpt(body: string, contentType = '', limit = 200): string {
    let text = this.redact(body)
    if (/html/i.test(contentType) || /^\s*</.test(text)) {
      text = text.replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]*>/g, ' ')
    }
    text = text.replace(/\s+/g, ' ').trim()
    if (text === '') return '(empty body)'
    return text.length > limit ? `${text.slice(0, limit)}…` : text
  }

  /** The text redacted, then cut to at most `maxLength` characters (never inside a surrogate pair). */
  truncate(text: string, maxLength: number): string {
    const redacted = this.redact(text)
    if (redacted.length <= maxLength) return redacted
    const end = /[\ud800-\udbff]/.test(redacted[maxLength - 1]) ? maxLength - 1 : maxLength
    return redacted.slice(0, end)
  }
}

/**
 * One pattern for all secrets, longest first so that a secret containing another is removed whole.
 * Each character matches itself or any encoding a server may echo it in, mixed freely: percent
 * encoding of its UTF-8 bytes (either case), `+` for a space, JSON escapes (`\/`, `\t`, `\uXXXX`),
 * and HTML entities (`&amp;`, `&#47;`, `&#x2F;`).
 */
function anyOf(values: string[]): RegExp {
  const ordered = [...values].sort((a, b) => b.length - a.length)
  return new RegExp(ordered.map((value) => [...value].map(charForms).join('')).join('|'), 'g')
}

const JSON_ESCAPES: Record<string, string> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  '\b': 'b',
  '\f': 'f',
  '\n': 'n',
  '\r': 'r',
  '\t': 't'
}
const HTML_NAMES: Record<string, string> = { '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }

function charForms(char: string): string {
  const code = char.codePointAt(0)!
  const forms = [escapeRegExp(char)]
  forms.push([...Buffer.from(char, 'utf8')].map((byte) => `%${hexDigits(byte, 2)}`).join(''))
  if (char === ' ') forms.push('\\+')
  if (char in JSON_ESCAPES) forms.push(`\\\\${escapeRegExp(JSON_ESCAPES[char])}`)
  // JSON escapes each UTF-16 code unit: a character beyond U+FFFF is two of them.
  forms.push(
    char
      .split('')
      .map((unit) => `\\\\u${hexDigits(unit.charCodeAt(0), 4)}`)
      .join('')
  )
  if (char in HTML_NAMES) forms.push(`&${HTML_NAMES[char]};`)
  forms.push(`&#0*${code};`, `&#[xX]0*${hexDigits(code, 1)};`)
  return `(?:${forms.join('|')})`
}

/** A number in hex as a pattern that takes either case of each letter, zero-padded to `width`. */
function hexDigits(n: number, width: number): string {
  return [...n.toString(16).padStart(width, '0')]
    .map((digit) => (/[a-f]/.test(digit) ? `[${digit}${digit.toUpperCase()}]` : digit))
    .join('')
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
}
