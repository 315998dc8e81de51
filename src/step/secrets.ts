/**
 * Every secret the run learns is registered here: it is masked in the runner's log (setSecret) and
 * removed from any text the step prints (the log, outputs, the summary, the failure), because
 * masking covers only the exact string and a service may echo a secret back in another encoding.
 * Text is always redacted whole first, and only then shortened or reformatted, so that no cut or
 * change can leave part of a secret behind. Only the step layer holds it: lower layers register a
 * secret through a `mask` function and quote outside text (step/errors.ts Quote).
 */
export const MASK = '***'

export class Secrets {
  /** Each secret's pattern, longest secret first, so that one containing another is removed whole. */
  private readonly patterns = new Map<string, Pattern>()

  constructor(private readonly setSecret: (value: string) => void) {}

  /** Bound: passed as the `mask` function of lower layers. */
  readonly add = (value: string): void => {
    if (value === '' || this.patterns.has(value)) return
    const longer = [...this.patterns].filter(([known]) => known.length >= value.length)
    const shorter = [...this.patterns].filter(([known]) => known.length < value.length)
    this.patterns.clear()
    for (const [known, pattern] of [...longer, [value, patternOf(value)] as const, ...shorter]) {
      this.patterns.set(known, pattern)
    }
    this.setSecret(value)
  }

  /** Whether the text holds a secret, in any form `redact` removes. */
  readonly holds = (text: string): boolean => this.redact(text) !== text

  redact(text: string): string {
    let out = text
    for (const { forms, literal } of this.patterns.values()) {
      if (out.includes(literal)) out = out.replace(forms, MASK)
    }
    return out
  }

  /** The text redacted, then cut to at most `maxLength` characters (never inside a surrogate pair). */
  truncate(text: string, maxLength: number): string {
    const redacted = this.redact(text)
    if (redacted.length <= maxLength) return redacted
    const end = /[\ud800-\udbff]/.test(redacted[maxLength - 1]) ? maxLength - 1 : maxLength
    return redacted.slice(0, end)
  }
}

interface Pattern {
  forms: RegExp
  /**
   * The secret's longest run of letters and digits ('' when it has none): every form holds it as it
   * is, so text without it is skipped, and the pattern of a long token is never even compiled for it.
   */
  literal: string
}

function patternOf(value: string): Pattern {
  const runs = value.match(/[A-Za-z0-9]+/g) ?? ['']
  return {
    forms: anyForm(value),
    literal: runs.reduce((longest, run) => (run.length > longest.length ? run : longest))
  }
}

/**
 * A pattern in which each character of the secret matches itself or any encoding a server may echo
 * it in, mixed freely: percent encoding of its UTF-8 bytes (either case), `+` for a space, JSON
 * escapes (`\/`, `\t`, `\uXXXX`), and HTML entities (`&amp;`, `&#47;`, `&#x2F;`). Letters and
 * digits, which no encoder changes, stand for themselves: that keeps the pattern of a long token
 * small and quick.
 */
function anyForm(value: string): RegExp {
  return new RegExp([...value].map((char) => (/[A-Za-z0-9]/.test(char) ? char : charForms(char))).join(''), 'g')
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
