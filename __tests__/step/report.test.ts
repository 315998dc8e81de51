import { describe, expect, it } from '@jest/globals'
import { redactingLog } from '../../src/step/log.js'
import { renderSummary, StepReport } from '../../src/step/report.js'
import { Secrets } from '../../src/step/secrets.js'
import { fakeCore } from '../support/fake-core.js'

describe('renderSummary', () => {
  it('renders a Markdown table that no value can break', () => {
    expect(renderSummary('Title', [['a|b', 'line\nbreak']])).toBe(
      '### Title\n\n| | |\n|---|---|\n| a\\|b | line break |\n'
    )
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
