/**
 * An edit a run opens for its own purpose and deletes again whatever happens (a dry run's, the
 * bootstrap's): at the end of the run, after a failure too, or when the run is cancelled (SIGINT,
 * SIGTERM, or SIGBREAK on Windows), before it exits. A signal that comes while the edit is being opened waits until its id
 * is known (or that none was opened). Only the edit the run opened (or adopted, when the answer to
 * opening it was lost) is deleted: `edit()` says which, and is undefined for an edit of someone else.
 */
import type { Deleted, SubmissionApi } from '../../appstore/submission/index.js'
import { Failure, partsOf } from '../../step/errors.js'
import type { CancelSignal, Signals } from '../capability.js'
import { CONSOLE_URL } from './console.js'
import type { Journal } from './journal.js'

export interface TemporaryEditOptions {
  /** The label of its rows and log lines: 'Dry run'. */
  label: string
  /** Who deletes it, in messages: 'the dry run'. */
  owner: string
  /** The edit to delete, once there is one. */
  edit: () => string | undefined
}

type Deletion = { done: Deleted } | { error: unknown }

/**
 * The exit code after each signal, as the platform that sends it reports a process it ended:
 * 128 + the signal's number on Linux and macOS; on Windows, whose default handler of Ctrl-Break
 * ends a process with STATUS_CONTROL_C_EXIT (0xC000013A), that code, as the runner would see it.
 */
const EXIT_CODES: Record<CancelSignal, number> = { SIGINT: 130, SIGTERM: 143, SIGBREAK: 0xc000013a }

export class TemporaryEdit {
  private deletion?: Promise<Deletion>
  private settle!: () => void
  private readonly settled = new Promise<void>((resolve) => (this.settle = resolve))
  private readonly listeners = (Object.keys(EXIT_CODES) as CancelSignal[]).map(
    (signal) => [signal, () => this.cancelled(signal)] as const
  )

  constructor(
    private readonly api: SubmissionApi,
    private readonly journal: Journal,
    private readonly signals: Signals,
    private readonly options: TemporaryEditOptions
  ) {
    for (const [signal, listener] of this.listeners) signals.on(signal, listener)
  }

  /** Opening the edit is over: it is open (options.edit()), or opening it failed. */
  opened(): void {
    this.settle()
  }

  private cancelled(signal: CancelSignal): void {
    const { label, owner } = this.options
    const log = this.journal.log
    log.warning(`${signal}: the run is cancelled; ${owner} deletes its edit before it exits`)
    void this.settled
      .then(() => this.delete())
      .then((result) => {
        const edit = this.options.edit()
        if (!edit) log.info(`${label}: no edit was opened, so none is left behind`)
        else if ('done' in result) log.info(`${label}: edit ${edit} ${result.done.kind}: nothing is left behind`)
        else {
          log.warning(
            new Failure([
              `${label}: deleting edit ${edit} failed (`,
              ...partsOf(result.error),
              `): delete it in the developer console (${CONSOLE_URL}).`
            ])
          )
        }
        this.signals.exit(EXIT_CODES[signal])
      })
  }

  private delete(): Promise<Deletion> {
    const edit = this.options.edit()
    this.deletion ??= edit
      ? this.api.edits.delete(edit, this.journal.log).then(
          (done) => ({ done }),
          (error: unknown) => ({ error })
        )
      : Promise.resolve({ done: { kind: 'gone' } as const })
    return this.deletion
  }

  /** At the end of the run: the edit deleted, and a failure to delete it added to the run's failure. */
  async finish(failure: Failure | undefined): Promise<Failure | undefined> {
    for (const [signal, listener] of this.listeners) this.signals.removeListener(signal, listener)
    const { label, owner } = this.options
    const edit = this.options.edit()
    if (!edit) return failure
    const whose = `${owner}'s edit ${edit}`
    this.journal.begin(`deleting ${whose}`)
    const result = await this.delete()
    if ('done' in result) {
      const how = result.done.kind === 'deleted' ? 'deleted' : 'already deleted (not by this run)'
      this.journal.finished(label, `edit ${edit} ${how}: nothing is left behind`)
      return (
        failure &&
        new Failure([...failure.parts, `\n${capital(whose)} was ${how}: nothing is left behind.`], { cause: failure })
      )
    }
    this.journal.row(label, `deleting edit ${edit} failed: delete it in the developer console`, 'warning')
    const problem = [
      `Deleting ${whose} failed (`,
      ...partsOf(result.error),
      `): delete it in the developer console (${CONSOLE_URL}).`
    ]
    return new Failure(failure ? [...failure.parts, '\n', ...problem] : problem, { cause: failure ?? result.error })
  }
}

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1)
