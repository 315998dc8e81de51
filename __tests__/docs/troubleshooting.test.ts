// TROUBLESHOOTING quotes the action's messages on its `> ` lines (a list), one fragment in backticks
// each (`…` stands for a part the message fills in): a search for a message the log shows finds its
// symptom. Each quoted fragment must still be printed by src/, so that no entry outlives its message.
import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Every .ts file under a folder. */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : []
  )

/**
 * The text of src/ as its messages read: a string literal broken over lines with `+` is one string
 * again, and escaped quotes are plain.
 */
const source = sources('src')
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n')
  .replace(/['"`]\s*\+\s*['"`]/g, '')
  .replace(/\\(['"`])/g, '$1')

/** The fragments a Markdown text quotes as messages: in backticks on its `> ` lines, outside code blocks. */
export function quotedMessages(markdown: string): string[] {
  return markdown
    .replace(/```[\s\S]*?```/g, '')
    .split('\n')
    .filter((line) => line.startsWith('> '))
    .flatMap((line) => [...line.matchAll(/`([^`]+)`/g)].map((match) => match[1]))
}

/** The fragments whose parts (between the `…` that stand for what the message fills in) are not all in `text`. */
export function notPrinted(fragments: readonly string[], text: string): string[] {
  return fragments.filter((fragment) =>
    fragment
      .split('…')
      .map((part) => part.trim())
      .some((part) => part.length > 0 && !text.includes(part))
  )
}

const markdown = readFileSync('docs/TROUBLESHOOTING.md', 'utf8')
const quoted = quotedMessages(markdown)

describe('the messages TROUBLESHOOTING quotes', () => {
  it('are found: every symptom quotes the messages that lead to it', () => {
    expect(quoted.length).toBeGreaterThan(40)
    const symptoms = markdown.split(/^## /m).slice(1)
    expect(symptoms.filter((symptom) => quotedMessages(symptom).length === 0).map((s) => s.split('\n')[0])).toEqual([])
  })

  it('are each printed somewhere in src/', () => {
    expect(notPrinted(quoted, source)).toEqual([])
  })

  it('would be caught when a message is no longer printed', () => {
    const doc = "## A symptom\n\n> - `Input '…' is a message nobody prints…`\n> - `Token request refused`\n"
    expect(notPrinted(quotedMessages(doc), source)).toEqual(["Input '…' is a message nobody prints…"])
  })
})
