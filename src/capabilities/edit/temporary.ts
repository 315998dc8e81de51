/**
 * An edit a run opens for its own purpose and deletes again whatever happens (a dry run's, the
 * bootstrap's). There is one way out for it, `cleanUp`, made once by whichever comes first: the end
 * of the run (`finish`, after a failure too), or a signal that cancels the run (SIGINT, SIGTERM, or
 * SIGBREAK on Windows), after which the step exits. A runner sends SIGINT, then SIGTERM: the second
 * signal finds the deletion under way and waits for it too.
 *
 * Which edit goes is the value the run's opening gives (`opened`): the id of the edit it opened, or
 * took as its own when the answer to opening it was lost; undefined when it opened none (an edit of
 * someone else is never deleted). A signal that comes while the edit is being opened waits for it.
 *
 * The step deletes it itself rather than a `post:` step: its summary, outputs and failure say what
 * became of the edit, and a post step would need the edit's id through saved state and a token of
 * its own.
 */
import type { SubmissionApi } from '../../appstore/submission/index.js'
import { Failure, partsOf, type Part } from '../../step/errors.js'
import type { CancelSignal, Signals } from '../capability.js'
import { CONSOLE_URL } from './console.js'
import type { Journal } from './journal.js'

export interface TemporaryEditNames {
  /** The label of its rows and log lines: 'Dry run'. */
  label: string
  /** Who deletes it, in messages: 'the dry run'. */
  owner: string
}

/** What became of the edit: none was opened, it is gone (`how`), or deleting it failed (`error`). */
type Cleanup =
  | { edit: undefined }
  | { edit: string; how: 'deleted' | 'already deleted (not by this run)' }
  | { edit: string; error: unknown }

/**
 * The exit code after each signal, as the platform that sends it reports a process it ended:
 * 128 + the signal's number on Linux and macOS; on Windows, whose default handler of Ctrl-Break
 * ends a process with STATUS_CONTROL_C_EXIT (0xC000013A), that code, as the runner would see it.
 */
const EXIT_CODES: Record<CancelSignal, number> = { SIGINT: 130, SIGTERM: 143, SIGBREAK: 0xc000013a }

export class TemporaryEdit {
  private cleanup?: Promise<Cleanup>
  /** The first signal that cancelled the run: the step exits with its code. */
  private cancelledBy?: CancelSignal
  private readonly listeners = (Object.keys(EXIT_CODES) as CancelSignal[]).map(
    (signal) => [signal, () => this.cancelled(signal)] as const
  )

  constructor(
    private readonly api: SubmissionApi,
    private readonly journal: Journal,
    private readonly signals: Signals,
    private readonly names: TemporaryEditNames,
    /** The edit the run opened (once opening it is over), or undefined. */
    private readonly opened: Promise<string | undefined>
  ) {
    for (const [signal, listener] of this.listeners) signals.on(signal, listener)
  }

  /**
   * At the end of the run: the edit deleted, and what became of it added to the run's failure. A
   * signal meanwhile waits for the same deletion, then ends the step.
   */
  async finish(failure: Failure | undefined): Promise<Failure | undefined> {
    const result = await this.cleanUp()
    this.stopListening()
    if (result.edit === undefined) return failure
    const whose = `${this.names.owner}'s edit ${result.edit}`
    if ('how' in result) {
      const gone = `\n${capital(whose)} was ${result.how}: nothing is left behind.`
      return failure && new Failure([...failure.parts, gone], { cause: failure })
    }
    const problem: Part[] = [
      `Deleting ${whose} failed (`,
      ...partsOf(result.error),
      `): delete it in the developer console (${CONSOLE_URL}).`
    ]
    return new Failure(failure ? [...failure.parts, '\n', ...problem] : problem, { cause: failure ?? result.error })
  }

  /** The first signal: the edit deleted, then the step exits with its code. A later one waits for that. */
  private cancelled(signal: CancelSignal): void {
    const { owner } = this.names
    if (this.cancelledBy) {
      this.journal.log.info(`${signal}: ${owner} is still deleting its edit; it exits once that is done`)
      return
    }
    this.cancelledBy = signal
    this.journal.log.warning(`${signal}: the run is cancelled; ${owner} deletes its edit before it exits`)
    void this.cleanUp().then(() => {
      this.stopListening()
      this.signals.exit(EXIT_CODES[signal])
    })
  }

  /** The one way the edit goes: deleted once, whoever asks first; each outcome a row or a line of the log. */
  private cleanUp(): Promise<Cleanup> {
    this.cleanup ??= this.opened.then(async (edit): Promise<Cleanup> => {
      const { label, owner } = this.names
      if (edit === undefined) {
        this.journal.log.info(`${label}: no edit was opened, so none is left behind`)
        return { edit }
      }
      this.journal.begin(`deleting ${owner}'s edit ${edit}`)
      try {
        const done = await this.api.edits.delete(edit, this.journal.log)
        const how = done.kind === 'deleted' ? 'deleted' : 'already deleted (not by this run)'
        this.journal.finished(label, `edit ${edit} ${how}: nothing is left behind`)
        return { edit, how }
      } catch (error) {
        this.journal.row(label, `deleting edit ${edit} failed: delete it in the developer console`, 'none')
        this.journal.log.warning(
          new Failure([
            `${label}: deleting edit ${edit} failed (`,
            ...partsOf(error),
            `): delete it in the developer console (${CONSOLE_URL}).`
          ])
        )
        return { edit, error }
      }
    })
    return this.cleanup
  }

  private stopListening(): void {
    for (const [signal, listener] of this.listeners) this.signals.removeListener(signal, listener)
  }
}

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1)
