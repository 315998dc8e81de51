// A stand-in for @actions/core that records what main() did, for in-process tests: each call both
// in its own list and, in order, as the line @actions/core would write to stdout (`lines`).
import type { Core } from '../../src/step/core.js'
import type { Clock } from '../../src/net/retry.js'

export interface FakeCore extends Core {
  inputs: Record<string, string>
  outputs: Record<string, string>
  secrets: string[]
  failures: string[]
  log: string[]
  summaries: string[]
  /** Every call as the workflow command (or plain line) @actions/core prints for it, in order. */
  lines: string[]
}

/** As @actions/core escapes a workflow command's value. */
const escape = (text: string): string => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')

export function fakeCore(inputs: Record<string, string>, options: { summaryFails?: boolean } = {}): FakeCore {
  const core: FakeCore = {
    inputs,
    outputs: {},
    secrets: [],
    failures: [],
    log: [],
    summaries: [],
    lines: [],
    getInput: (name: string) => (inputs[name] ?? '').trim(),
    setSecret: (value: string) => {
      core.secrets.push(value)
      core.lines.push(`::add-mask::${escape(value)}`)
    },
    setOutput: (name: string, value: unknown) => void (core.outputs[name] = String(value)),
    setFailed: (message: string | Error) => {
      core.failures.push(String(message))
      core.lines.push(`::error::${escape(String(message))}`)
    },
    info: (message: string) => {
      core.log.push(`info: ${message}`)
      core.lines.push(message)
    },
    warning: (message: string | Error) => {
      core.log.push(`warning: ${String(message)}`)
      core.lines.push(`::warning::${escape(String(message))}`)
    },
    debug: (message: string) => {
      core.log.push(`debug: ${message}`)
      core.lines.push(`::debug::${escape(message)}`)
    },
    summary: {
      addRaw: (text: string) => ({
        write: async () => {
          if (options.summaryFails) throw new Error('Unable to find environment variable for $GITHUB_STEP_SUMMARY')
          core.summaries.push(text)
        }
      })
    }
  }
  return core
}

/** Real time for timestamps, recorded sleeps that return at once, a fixed random draw. */
export function fakeClock(random = 0.5): Clock & { sleeps: number[] } {
  const sleeps: number[] = []
  let skew = 0
  return {
    sleeps,
    now: () => Date.now() + skew,
    sleep: async (ms: number) => {
      sleeps.push(ms)
      skew += ms
    },
    random: () => random
  }
}
