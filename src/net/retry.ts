import { messageOf } from '../step/errors.js'

/**
 * When to try a request again, and how long to wait first: exponential backoff with full jitter,
 * or the server's Retry-After when it sends one. Time comes from an injected clock so that tests
 * never wait for real.
 */
export interface Clock {
  now(): number
  sleep(ms: number): Promise<void>
  random(): number
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: () => Math.random()
}

export interface RetryPolicy {
  /** Extra attempts after the first one. */
  retries: number
  /** The first backoff window; full jitter makes the mean first wait half of it. */
  baseDelayMs: number
  maxDelayMs: number
  maxRetryAfterMs: number
}

export const DEFAULT_POLICY: Omit<RetryPolicy, 'retries'> = {
  baseDelayMs: 1000,
  maxDelayMs: 20_000,
  maxRetryAfterMs: 60_000
}

/** Why an attempt should be repeated; `retryAfterMs` is the server's own wish, if it said one. */
export interface Transient {
  reason: string
  retryAfterMs?: number
}

export type Attempt<T> = { ok: true; value: T } | { ok: false; error: unknown }

export interface RetryResult<T> {
  value: T
  attempts: number
}

/** Thrown when the last attempt failed with an error; `lastError` is that error. */
export class RetriesExhausted extends Error {
  constructor(
    readonly attempts: number,
    readonly lastError: unknown
  ) {
    super(`${attempts} attempt${attempts === 1 ? '' : 's'} made; the last one failed: ${messageOf(lastError)}`)
  }
}

/**
 * Runs `attempt` until it succeeds, or `judge` finds the outcome final, or the retries are spent.
 * A value judged transient on the last attempt is returned (the caller reports it with the count);
 * an error on the last attempt is thrown as RetriesExhausted, or as itself when it was final.
 */
export async function withRetries<T>(
  attempt: (n: number) => Promise<T>,
  judge: (attempt: Attempt<T>) => Transient | undefined,
  policy: RetryPolicy,
  clock: Clock,
  onRetry: (n: number, why: Transient, waitMs: number) => void = () => {}
): Promise<RetryResult<T>> {
  for (let n = 1; ; n++) {
    let outcome: Attempt<T>
    try {
      outcome = { ok: true, value: await attempt(n) }
    } catch (error) {
      outcome = { ok: false, error }
    }
    const transient = judge(outcome)
    if (!transient) {
      if (outcome.ok) return { value: outcome.value, attempts: n }
      throw outcome.error
    }
    if (n > policy.retries) {
      if (outcome.ok) return { value: outcome.value, attempts: n }
      throw new RetriesExhausted(n, outcome.error)
    }
    const waitMs = backoffMs(n, transient, policy, clock.random)
    onRetry(n, transient, waitMs)
    await clock.sleep(waitMs)
  }
}

/** ' after 3 attempts' for a message, or '' when one attempt was made. */
export function afterAttempts(attempts: number): string {
  return attempts > 1 ? ` after ${attempts} attempts` : ''
}

/** The `onRetry` of withRetries that says, in the log, what failed and how long the wait is. */
export function logRetry(what: string, log: { info(message: string): void }) {
  return (n: number, why: Transient, waitMs: number): void =>
    log.info(`${what} attempt ${n} failed (${why.reason}); retrying in ${(waitMs / 1000).toFixed(1)} s`)
}

/** The wait before attempt n+1. */
export function backoffMs(
  n: number,
  transient: Transient,
  policy: Omit<RetryPolicy, 'retries'>,
  random: () => number
): number {
  if (transient.retryAfterMs !== undefined) {
    return Math.min(Math.max(transient.retryAfterMs, 0), policy.maxRetryAfterMs)
  }
  const window = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (n - 1))
  return Math.round(random() * window)
}

/** Retry-After is either delay-seconds or an HTTP-date (RFC 9110 section 10.2.3). */
export function parseRetryAfter(value: string | string[] | undefined, nowMs: number): number | undefined {
  const text = (Array.isArray(value) ? value[0] : value)?.trim()
  if (!text) return undefined
  if (/^\d+$/.test(text)) return Number(text) * 1000
  if (!/^[A-Za-z]{3}/.test(text)) return undefined // an HTTP-date starts with the day's name
  const date = Date.parse(text)
  if (Number.isNaN(date)) return undefined
  return Math.max(0, date - nowMs)
}

/** Whether an HTTP answer is worth another attempt, and when the server wants it. */
export function transientAnswer(
  status: number,
  retryAfter: string | string[] | undefined,
  nowMs: number
): Transient | undefined {
  if (!isTransientStatus(status)) return undefined
  return { reason: `HTTP ${status}`, retryAfterMs: parseRetryAfter(retryAfter, nowMs) }
}

/** HTTP statuses worth another attempt: the server may answer differently in a moment. */
export function isTransientStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500
}
