import { describe, expect, it } from '@jest/globals'
import { neutralize, redactingLog } from '../../src/step/log.js'
import { Secrets } from '../../src/step/secrets.js'

/** What the runner would run: a line that, after leading white space, starts with '::', or holds '##['. */
const commandsIn = (text: string): string[] =>
  text.split(/\r\n|\r|\n/).filter((line) => line.trimStart().startsWith('::') || line.includes('##['))

describe('neutralize', () => {
  it.each([
    'granted scope\n::warning::forged',
    'x\r::add-mask::y',
    'x\r\n  \t::stop-commands::token',
    '::set-output name=a::b',
    'entry ##[error]legacy',
    '::::double'
  ])('leaves no workflow command in %j', (text) => {
    expect(commandsIn(text)).not.toEqual([])
    const out = neutralize(text)
    expect(commandsIn(out)).toEqual([])
    expect(out.replace(/\u200b/g, '')).toBe(text)
  })

  it('leaves ordinary text alone', () => {
    const text = 'HTTP 400: a::b c ## d [e]\nnext line'
    expect(neutralize(text)).toBe(text)
  })
})

describe('redactingLog', () => {
  it('redacts first, then neutralizes, at every level', () => {
    const printed: string[] = []
    const secrets = new Secrets(() => {})
    secrets.add('Atc|secret')
    const log = redactingLog(
      {
        info: (m: string) => void printed.push(m),
        warning: (m: string | Error) => void printed.push(String(m)),
        debug: (m: string) => void printed.push(m)
      },
      secrets
    )
    log.info('body: Atc%7Csecret\n::add-mask::x')
    log.warning('\n::error::forged')
    log.debug('##[warning]y')
    expect(printed.join('\n')).not.toContain('Atc')
    expect(printed.flatMap(commandsIn)).toEqual([])
  })
})
