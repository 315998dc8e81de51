// run(): the action with its real dependencies, as `npx @github/local-action` and dist/index.js call it.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { readFileSync, writeFileSync } from 'node:fs'
import { EOL } from 'node:os'
import { join } from 'node:path'
import { startTokenService } from '../__fixtures__/token-service.mjs'
import { parseOutputFile } from '../__fixtures__/runner.mjs'
import { systemClock } from '../src/net/retry.js'
import { run } from '../src/main.js'
import { tempDir } from './support/temp.js'

let service: Awaited<ReturnType<typeof startTokenService>>
const saved = { ...process.env }
beforeEach(async () => {
  service = await startTokenService()
})
afterEach(async () => {
  process.env = { ...saved }
  process.exitCode = undefined
  jest.restoreAllMocks()
  await service.close()
})

describe('run', () => {
  it('reads inputs from the environment, writes outputs to GITHUB_OUTPUT and masks through stdout', async () => {
    const dir = tempDir('run-')
    const outputFile = join(dir, 'output')
    writeFileSync(outputFile, '')
    Object.assign(process.env, {
      GITHUB_OUTPUT: outputFile,
      'INPUT_CLIENT-ID': service.clientId,
      'INPUT_CLIENT-SECRET': service.clientSecret,
      INPUT_SCOPE: 'appstore::apps:readwrite',
      'INPUT_AUTH-URL': service.url
    })
    const written: string[] = []
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => written.push(String(chunk)) > 0)

    await run('token')

    expect(process.exitCode).toBeUndefined()
    expect(parseOutputFile(readFileSync(outputFile, 'utf8'))['access-token']).toBe(service.issued[0])
    expect(written[0]).toBe(`::add-mask::${service.clientSecret}${EOL}`)
    expect(written).toContain(`::add-mask::${service.issued[0]}${EOL}`)
  })
})

describe('systemClock', () => {
  it('sleeps for real, draws from [0, 1) and tells the time', async () => {
    const started = performance.now()
    await systemClock.sleep(30)
    expect(performance.now() - started).toBeGreaterThanOrEqual(29)
    const draw = systemClock.random()
    expect(draw >= 0 && draw < 1).toBe(true)
    expect(Math.abs(systemClock.now() - Date.now())).toBeLessThan(1000)
  })
})
