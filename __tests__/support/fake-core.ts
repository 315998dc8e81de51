// A stand-in for @actions/core that records what main() did, for in-process tests.
import type { Core } from '../../src/step/core.js'
import type { Clock } from '../../src/net/retry.js'

export interface FakeCore extends Core {
  inputs: Record<string, string>
  outputs: Record<string, string>
  secrets: string[]
  failures: string[]
  log: string[]
  summaries: string[]
}

export function fakeCore(inputs: Record<string, string>, options: { summaryFails?: boolean } = {}): FakeCore {
  const core: FakeCore = {
    inputs,
    outputs: {},
    secrets: [],
    failures: [],
    log: [],
    summaries: [],
    getInput: (name: string) => (inputs[name] ?? '').trim(),
    setSecret: (value: string) => void core.secrets.push(value),
    setOutput: (name: string, value: unknown) => void (core.outputs[name] = String(value)),
    setFailed: (message: string | Error) => void core.failures.push(String(message)),
    info: (message: string) => void core.log.push(`info: ${message}`),
    warning: (message: string | Error) => void core.log.push(`warning: ${String(message)}`),
    debug: (message: string) => void core.log.push(`debug: ${message}`),
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
