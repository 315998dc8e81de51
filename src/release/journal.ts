/**
 * What a release did, as it goes: each step is logged and becomes a row of the job summary with
 * the time it took, and the stage under way is kept so that a failure can say where it happened.
 */
import type { Log } from '../action/log.js'
import type { Row } from '../action/summary.js'
import type { Clock } from '../http/retry.js'

export interface Stage {
  /** 'opening the edit', 'replacing APK 2 of 3 (b.apk)', 'setting notes for de-DE'… */
  what: string
  /** A replace or upload: made once, as it may reach the server and not answer. */
  once: boolean
}

export class Journal {
  readonly rows: Row[] = []
  stage: Stage = { what: 'opening the edit', once: false }
  private started = 0

  constructor(
    private readonly log: Log,
    private readonly clock: Clock
  ) {}

  /** A new stage begins: the time of what is done next is counted from here. */
  begin(what: string, once = false): void {
    this.stage = { what, once }
    this.started = this.clock.now()
  }

  done(label: string, text: string): void {
    const line = `${text} (${seconds(this.clock.now() - this.started)})`
    this.rows.push([label, line])
    this.log.info(`${label}: ${line}`)
  }

  /** A row and a warning, for what needs someone's attention. */
  warn(label: string, text: string): void {
    this.rows.push([label, text])
    this.log.warning(`${label}: ${text}`)
  }

  /** A row without a time. */
  note(label: string, text: string): void {
    this.rows.push([label, text])
    this.log.info(`${label}: ${text}`)
  }

  /** A row only: the failure message says it already. */
  row(label: string, text: string): void {
    this.rows.push([label, text])
  }

  /** A line of the log only. */
  say(message: string): void {
    this.log.info(message)
  }
}

function seconds(ms: number): string {
  return `${(Math.max(0, ms) / 1000).toFixed(1)} s`
}
