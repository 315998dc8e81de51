/**
 * What a run in an edit did (a release, a bootstrap), as it goes: each step is logged and becomes a row of the job summary with
 * the time it took, and what is under way is kept so that a failure can say where it happened.
 */
import type { Clock } from '../../net/retry.js'
import type { Log } from '../../step/log.js'
import type { Row } from '../../step/report.js'

export class Journal {
  readonly rows: Row[] = []
  /** What is under way: 'opening the edit', 'replacing APK 2 of 3 (b.apk)', 'setting notes for de-DE'… */
  doing = 'opening the edit'
  private started = 0
  private warned = false

  constructor(
    /** For lines that are no row of the summary. */
    readonly log: Log,
    private readonly clock: Clock
  ) {}

  /** Something new is under way: the time of what is done next is counted from here. */
  begin(what: string): void {
    this.doing = what
    this.started = this.clock.now()
  }

  /** A row with the time the stage took, and a line of the log. */
  finished(label: string, text: string): void {
    this.row(label, `${text} (${seconds(this.clock.now() - this.started)})`)
  }

  /**
   * A check that could not be made, as an answer it rests on was missing or unreadable: a row, and
   * a warning for the first such row of the run only (the others are info lines).
   */
  notCompared(label: string, text: string): void {
    this.row(label, text, this.warned ? 'info' : 'warning')
    this.warned = true
  }

  /** A row, and a line of the log at `level`: a warning needs someone's attention; 'none' when a message says it already. */
  row(label: string, text: string, level: 'info' | 'warning' | 'none' = 'info'): void {
    this.rows.push([label, text])
    if (level !== 'none') this.log[level](`${label}: ${text}`)
  }
}

function seconds(ms: number): string {
  return `${(Math.max(0, ms) / 1000).toFixed(1)} s`
}
