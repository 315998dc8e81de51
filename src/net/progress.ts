/**
 * The log line of a long transfer: a file that is still moving after a while gets one line every
 * PROGRESS_EVERY_MS or so, with the bytes done, of the total when it is known, and the rate, as
 * actions/cache prints them. Lines are written as bytes arrive, so a stalled transfer says nothing
 * more (its timeout speaks for it). The name is the file's; a pre-signed link is never named.
 */
import type { Clock } from './retry.js'

export const PROGRESS_EVERY_MS = 10_000

const MIB = 1024 * 1024

export interface Progress {
  /** Counts bytes that moved, and logs a line when one is due. */
  add(bytes: number): void
}

export function progressOf(
  verb: 'Uploading' | 'Downloading',
  name: string,
  total: number | undefined,
  clock: Pick<Clock, 'now'>,
  info: (line: string) => void
): Progress {
  const started = clock.now()
  let done = 0
  let lastLine = started
  return {
    add(bytes) {
      done += bytes
      const now = clock.now()
      if (now - lastLine < PROGRESS_EVERY_MS) return
      lastLine = now
      info(progressLine(verb, name, done, total, now - started))
    }
  }
}

/** 'Uploading app.apk: 128.0 of 512.0 MiB (25%), 9.8 MiB/s' */
export function progressLine(
  verb: string,
  name: string,
  done: number,
  total: number | undefined,
  elapsedMs: number
): string {
  const mib = (bytes: number) => (bytes / MIB).toFixed(1)
  const of = total ? ` of ${mib(total)} MiB (${Math.floor((done / total) * 100)}%)` : ' MiB'
  const rate = elapsedMs > 0 ? (done / MIB / (elapsedMs / 1000)).toFixed(1) : '0.0'
  return `${verb} ${name}: ${mib(done)}${of}, ${rate} MiB/s`
}
