// lazyJob, the one way a capability's job loads its run code (a chunk of its own): the chunk's
// import() is begun when the inputs are read, so it loads while the token is asked.
import { describe, expect, it, jest } from '@jest/globals'
import { lazyJob, type Outcome, type RunContext } from '../../src/capabilities/capability.js'

const context = {} as RunContext
const outcome: Outcome = { outputs: { done: 'yes' }, rows: [] }

describe('lazyJob', () => {
  it('runs with the code once loaded, the load begun before the run is', async () => {
    let resolve: (code: { run: () => Outcome }) => void = () => {}
    const code = new Promise<{ run: () => Outcome }>((done) => (resolve = done))
    const run = jest.fn((loaded: { run: () => Outcome }, given: RunContext) => {
      expect(given).toBe(context)
      return Promise.resolve(loaded.run())
    })
    const job = lazyJob(code, run)
    const running = job.run(context)
    expect(run).not.toHaveBeenCalled()
    resolve({ run: () => outcome })

    await expect(running).resolves.toBe(outcome)
  })

  it('a chunk that fails to load fails the run, and is no unhandled rejection before it', async () => {
    const unhandled = jest.fn()
    process.on('unhandledRejection', unhandled)
    try {
      const job = lazyJob(Promise.reject(new Error('Cannot find module ./41.index.js')), () => Promise.resolve(outcome))
      await new Promise((done) => setTimeout(done, 20))
      expect(unhandled).not.toHaveBeenCalled()
      await expect(job.run(context)).rejects.toThrow('Cannot find module ./41.index.js')
    } finally {
      process.off('unhandledRejection', unhandled)
    }
  })
})
