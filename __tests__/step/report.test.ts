import { describe, expect, it } from '@jest/globals'
import { renderSummary } from '../../src/step/report.js'

describe('renderSummary', () => {
  it('renders a Markdown table that no value can break', () => {
    expect(renderSummary('Title', [['a|b', 'line\nbreak']])).toBe(
      '### Title\n\n| | |\n|---|---|\n| a\\|b | line break |\n'
    )
  })
})
