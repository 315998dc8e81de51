/**
 * The part of @actions/core the action uses: what main() receives (the package itself on a runner)
 * and what tests fake.
 */
import type * as actionsCore from '@actions/core'

export type Core = Pick<typeof actionsCore, 'setSecret' | 'setOutput' | 'setFailed' | 'info' | 'debug'> & {
  getInput(name: string): string
  warning(message: string | Error): void
  summary: { addRaw(text: string): { write(): Promise<unknown> } }
}
