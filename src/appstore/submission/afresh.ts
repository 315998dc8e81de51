import { Failure } from '../../step/errors.js'
import type { Log } from '../../step/log.js'
import type { Done, Stale } from './call.js'

/**
 * Makes `attempt` (a read, then a change with the ETag it read) once more when the change finds the
 * resource changed since the read (Stale: HTTP 412, or 409 for a new edit): a retry with the old
 * ETag could never succeed, so each round reads afresh. Stale twice is a Failure that says `what`.
 */
export async function afreshOnce<T>(
  attempt: (round: number) => Promise<Stale | Done<T>>,
  what: { stale: string; twice: string },
  log: Pick<Log, 'info'>
): Promise<T> {
  for (let round = 1; ; round++) {
    const result = await attempt(round)
    if (result.kind === 'done') return result.value
    if (round === 2) throw new Failure(what.twice)
    log.info(what.stale)
  }
}
