/** The job summary: a short Markdown table of what the step did. Never holds a secret. */
export type Row = [label: string, value: string]

export function renderSummary(title: string, rows: Row[]): string {
  const escape = (text: string): string => text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ')
  const lines = [
    `### ${title}`,
    '',
    '| | |',
    '|---|---|',
    ...rows.map(([label, value]) => `| ${escape(label)} | ${escape(value)} |`)
  ]
  return lines.join('\n') + '\n'
}
