/**
 * The part of @actions/core the action uses: what main() receives, what step/runner.ts builds from
 * @actions/core's writers, and what tests fake. Options the action never passes are left out, so
 * that a call needing one does not compile against step/runner.ts, which does not take them.
 */
import type * as actionsCore from '@actions/core'

export type Core = Pick<typeof actionsCore, 'setSecret' | 'setOutput' | 'setFailed' | 'info' | 'debug'> & {
  getInput(name: string): string
  warning(message: string | Error): void
  summary: { addRaw(text: string): { write(): Promise<unknown> } }
}
