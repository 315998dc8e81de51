import { describe, expect, it } from '@jest/globals'
import { redactingLog } from '../../src/step/log.js'
import { NetworkError } from '../../src/net/transport.js'
import { Failure } from '../../src/step/errors.js'
import { asFailure, outsideBlock, renderSummary, StepReport } from '../../src/step/report.js'
import { Secrets } from '../../src/step/secrets.js'
import { fakeCore } from '../support/fake-core.js'

describe('renderSummary', () => {
  it('renders a Markdown table that no value can break', () => {
    expect(renderSummary('Title', [['a|b', 'line\nbreak']])).toBe(
      '### Title\n\n| | |\n|---|---|\n| a\\|b | line break |\n'
    )
  })
})

describe('outsideBlock, a stack trace as a code block nothing in it can close', () => {
  const shaped = (text: string, lines = 5, width = 200) => {
    const quote = outsideBlock(text, lines, width)
    return quote.shape(text)
  }

  it('fences with more backticks than any run in the lines shown, and keeps the rest as it is', () => {
    expect(shaped('a\n```\n`````` b\n::error::x')).toBe('```````text\na\n```\n`````` b\n::error::x\n```````')
    expect(shaped('</details>\n<script>')).toBe('```text\n</details>\n<script>\n```')
  })

  it('shows the first non-empty lines, each cut, without control or direction characters, tabs as spaces', () => {
    expect(shaped('\r\none\r\n\n\ttwo\u202e\u0007\rthree\nfour', 3, 6)).toBe('```text\none\n  two\nthree\n```')
    expect(shaped('x'.repeat(10), 1, 4)).toBe('```text\nxxxx\n```')
  })
})

describe('StepReport.summary', () => {
  it('writes the sections after the table, each redacted whole', async () => {
    const core = fakeCore({})
    const secrets = new Secrets(() => {})
    secrets.add('Atc|secret')
    const report = new StepReport(core, redactingLog(core, secrets), secrets)
    await report.summary(
      'Title',
      [['Token', 'Atc|secret']],
      ['#### One\n\n| a | Atc%7Csecret |', '```mermaid\nxychart-beta\n  title "Atc|secret"\n```\n\n\n']
    )

    expect(core.summaries).toEqual([
      '### Title\n\n| | |\n|---|---|\n| Token | *** |\n' +
        '\n#### One\n\n| a | *** |\n' +
        '\n```mermaid\nxychart-beta\n  title "***"\n```\n'
    ])
  })

  it('writes the table alone without sections', async () => {
    const core = fakeCore({})
    const secrets = new Secrets(() => {})
    await new StepReport(core, redactingLog(core, secrets), secrets).summary('T', [['a', 'b']])
    expect(core.summaries).toEqual(['### T\n\n| | |\n|---|---|\n| a | b |\n'])
  })
})

describe('StepReport.fail and asFailure', () => {
  const setup = () => {
    const core = fakeCore({})
    const secrets = new Secrets(() => {})
    secrets.add('Atc|secret')
    const log = redactingLog(core, secrets)
    return { core, log, report: new StepReport(core, log, secrets) }
  }

  it('hints at timeout-seconds when a cause of the failure is a stall', () => {
    const { core, report } = setup()
    const stall = new NetworkError('no byte moved for 30 s', true, undefined, true)
    report.fail(new Failure('GET /edits failed', { cause: new Failure('after 3 attempts', { cause: stall }) }))
    expect(core.failures).toEqual([
      "GET /edits failed\nHint: 'timeout-seconds' is how long a request may go without a byte moving."
    ])
  })

  it('fails with a thrown value that is no Error, redacted, and logs no stack for it', () => {
    const { core, report } = setup()
    report.fail('bad Atc|secret')
    expect(core.failures).toEqual(['Unexpected error: bad ***'])
    expect(core.log.filter((line) => line.startsWith('debug:'))).toEqual([])
  })

  it('asks for a report of an unexpected error, by its name when it has one, its stack at debug only', () => {
    const { core, log } = setup()
    expect(asFailure(new TypeError('x is undefined'), log).message).toBe(
      'TypeError: x is undefined (an unexpected error of the action: please report it, with this log)'
    )
    expect(core.log.some((line) => line.startsWith('debug: TypeError: x is undefined\n    at '))).toBe(true)
    expect(asFailure('a string', log).message).toBe(
      'a string (an unexpected error of the action: please report it, with this log)'
    )
  })
})
