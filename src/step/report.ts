/**
 * What the step hands back to the workflow: its outputs, the job summary and, when it fails, the
 * failure. This is where text leaves the process besides the log, so everything is redacted here,
 * whole, before it is cut or rendered.
 */
import type { Core } from './core.js'
import { Failure, messageOf, Quote, renderParts, type Part } from './errors.js'
import type { Inputs } from './inputs.js'
import type { Log } from './log.js'
import { MASK, type Secrets } from './secrets.js'

/** A row of the job summary: a label and what happened. */
export type Row = [label: string, value: string]

/**
 * Markdown after the summary's table: text, or parts in which outside text (a CSV's labels) is a
 * Quote, redacted whole before its shape makes it plain or cuts it.
 */
export type Section = string | readonly Part[]

/** A section as it is written: every part redacted, then each quote shaped. */
export function renderSection(section: Section, redact: (text: string) => string): string {
  return typeof section === 'string' ? redact(section) : renderParts(section, redact)
}

/** An output is cut here, after redaction: GitHub keeps a job's outputs small anyway. */
export const OUTPUT_LIMIT = 512 * 1024

export class StepReport {
  constructor(
    private readonly core: Pick<Core, 'setOutput' | 'setFailed' | 'summary'>,
    private readonly log: Log,
    private readonly secrets: Secrets
  ) {}

  /** Every value redacted, then cut to OUTPUT_LIMIT characters. */
  outputs(outputs: Record<string, string>): void {
    for (const [name, value] of Object.entries(outputs)) {
      this.core.setOutput(name, this.secrets.truncate(value, OUTPUT_LIMIT))
    }
  }

  /** An output that is itself a secret: it was masked when it arrived, so the runner shows it as ***. */
  secretOutput(name: string, value: string): void {
    this.core.setOutput(name, value)
  }

  /** The table of `rows`, then each of `sections` (Markdown), every part redacted. */
  async summary(title: string, rows: Row[], sections: readonly Section[] = []): Promise<void> {
    try {
      // Redacted before it is rendered: the table escapes '|', which an Atc| token holds.
      const redacted = rows.map(([label, value]): Row => [this.secrets.redact(label), this.secrets.redact(value)])
      const redact = (text: string) => this.secrets.redact(text)
      const after = sections.map((section) => `\n${renderSection(section, redact).replace(/\n*$/, '\n')}`)
      await this.core.summary.addRaw(renderSummary(title, redacted) + after.join('')).write()
    } catch (error) {
      // Outside a runner there is no summary file; that is no reason to fail the step.
      this.log.debug(`No job summary written: ${messageOf(error)}`)
    }
  }

  /**
   * Fails the step with the error's message, its quotes redacted before they are shaped, and the
   * hints its causes call for: `hint` knows the causes of a capability (a token refusal, say).
   */
  fail(error: unknown, inputs?: Inputs, hint?: (cause: unknown) => string | undefined): void {
    if (!(error instanceof Failure)) {
      this.core.setFailed(`Unexpected error: ${this.secrets.redact(messageOf(error))}`)
      const stack = (error as { stack?: unknown } | null)?.stack
      if (typeof stack === 'string') this.log.debug(stack)
      return
    }
    const hints = hintsFor(error, inputs, hint)
    this.core.setFailed([error.render((text) => this.secrets.redact(text)), ...hints].join('\n'))
  }
}

/** Markdown and HTML signs as entities, line breaks as spaces: the text shows as it is. */
export function plain(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').replace(/[\\`*_{}[\]()#+!|~<>&]/g, (sign) => `&#${sign.charCodeAt(0)};`)
}

/**
 * Outside text made safe for a table cell and a Mermaid chart label: letters, digits, spaces and
 * . - / ( ), nothing else (no '|', '`', '"', '<', '>', ':', '*', '#', '[', no line break, no control
 * or direction character), cut to `max` characters. Given redacted text only (through a Quote).
 */
export function plainLabel(text: string, max = 32): string {
  return [
    ...text
      .normalize('NFKC')
      .replace(/[^\p{L}\p{N} .\-/()]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  ]
    .slice(0, max)
    .join('')
    .trim()
}

/** Redacted outside text made plain, saying where a secret was removed; '?' when nothing is left. */
export const shownLabel = (redacted: string, max: number): string =>
  plainLabel(redacted.replaceAll(MASK, ' (redacted) '), max) || '?'

/** Outside text as a label of a table or a chart: redacted, then made plain and cut; `quoted` for a chart. */
export const outsideLabel = (text: string, max: number, quoted = false): Quote =>
  new Quote(text, (redacted) => (quoted ? `"${shownLabel(redacted, max)}"` : shownLabel(redacted, max)))

/**
 * Outside text of many lines (a stack trace) as a fenced code block: its first `lines` non-empty
 * lines, each cut to `width` characters, control and format characters gone, tabs as spaces. The
 * fence is longer than any run of backticks in it, so no line of it can close the block, and
 * inside it nothing is read as Markdown or HTML. Given redacted text only (through a Quote).
 */
export const outsideBlock = (text: string, lines: number, width: number): Quote =>
  new Quote(text, (redacted) => {
    const shown = redacted
      .split(/\r\n?|\n/)
      .map((line) =>
        [...line.replace(/\t/g, '  ').replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')].slice(0, width).join('')
      )
      .filter((line) => line.trim() !== '')
      .slice(0, lines)
    const longest = Math.max(2, ...shown.flatMap((line) => (line.match(/`+/g) ?? []).map((run) => run.length)))
    const fence = '`'.repeat(longest + 1)
    return [`${fence}text`, ...shown, fence].join('\n')
  })

/**
 * Any error as a capability's failure: a Failure as it is; a system error (a file gone) by its
 * message; anything else (a bug) by its name and message, asking for a report, its stack at debug.
 */
export function asFailure(error: unknown, log: Pick<Log, 'debug'>): Failure {
  if (error instanceof Failure) return error
  const stack = (error as { stack?: unknown } | null)?.stack
  if (typeof stack === 'string') log.debug(stack)
  if (typeof (error as { code?: unknown } | null)?.code === 'string')
    return new Failure(messageOf(error), { cause: error })
  const name = (error as { name?: unknown } | null)?.name
  return new Failure(
    `${typeof name === 'string' ? `${name}: ` : ''}${messageOf(error)} (an unexpected error of the action: please ` +
      'report it, with this log)',
    { cause: error }
  )
}

export function renderSummary(title: string, rows: Row[]): string {
  const escape = (text: string): string => text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ')
  const lines = [
    `### ${title}`,
    '',
    '| | |',
    '|---|---|',
    ...rows.map(([label, value]) => `| ${escape(label)} | ${escape(value)} |`)
  ]
  return lines.join('\n') + '\n'
}

/**
 * The first hint the chain of causes calls for. Hints that name an input are composed here, where
 * the inputs are known: lower layers say what failed (a host that does not resolve, a stall)
 * without knowing which input set it.
 */
function hintsFor(error: Failure, inputs?: Inputs, hint?: (cause: unknown) => string | undefined): string[] {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const { unresolvedUrl, stalled } = cause as { unresolvedUrl?: URL; stalled?: boolean }
    const input = unresolvedUrl && inputs?.nameOf(unresolvedUrl)
    if (input) return [`Hint: the host does not resolve: check '${input}' for a typo.`]
    if (stalled) return ["Hint: 'timeout-seconds' is how long a request may go without a byte moving."]
    const found = hint?.(cause)
    if (found) return [found]
  }
  return []
}
