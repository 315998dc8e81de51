/** The part of @actions/core the action uses: what main() receives, and what tests fake. */
import type * as actionsCore from '@actions/core'

export type Core = Pick<
  typeof actionsCore,
  'getInput' | 'setSecret' | 'setOutput' | 'setFailed' | 'info' | 'warning' | 'debug'
> & { summary: { addRaw(text: string, addEOL?: boolean): { write(): Promise<unknown> } } }
