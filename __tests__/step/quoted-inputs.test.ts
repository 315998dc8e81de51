// Every message names an input in quotes ('listing-dir', 'submit: true'): a bare name reads as a
// plain word ("and notes gives them too"). This sweeps the text of src/: every string literal, and
// every template with its interpolated literals tried both ways (`${a ? 'notes' : 'notes-dir'}`),
// for the input names of src/step/action-inputs.ts. The rule, for few false positives:
// - a hyphenated name (listing-dir, open-edit) is never a plain word: bare, it is flagged;
// - a one-word name (notes, files, submit) is flagged only where it stands as an input: given a
//   value ("submit: true", "overwrite is false", "set targeting to"), said to give or be given
//   ("notes gives", "submit cannot"), or listed beside another input ("files, listing-dir").
import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { ACTION_INPUTS } from '../../src/step/action-inputs.js'

const NAMES = [...new Set(Object.values(ACTION_INPUTS).flatMap((inputs) => Object.keys(inputs)))]
const ANY_NAME = `'?(?:${NAMES.join('|')})'?(?![\\w-])`

/** Texts where the rule takes a plain word for an input, each with the reason (none today). */
const ALLOWED: { file: string; name: string; text: string; why: string }[] = []

/** The literal values an interpolated expression can take; '…' for anything else. */
function literals(node: ts.Expression): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text]
  if (ts.isParenthesizedExpression(node)) return literals(node.expression)
  if (ts.isConditionalExpression(node)) return [...literals(node.whenTrue), ...literals(node.whenFalse)]
  return ['…']
}

/** Every text of a source file as it can print: literals, and templates in each variant. */
export function textsOf(source: string, file = 'x.ts'): { line: number; text: string }[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true)
  const found: { line: number; text: string }[] = []
  const lineOf = (node: ts.Node) => tree.getLineAndCharacterOfPosition(node.getStart()).line + 1
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      found.push({ line: lineOf(node), text: node.text })
      return
    }
    if (ts.isTemplateExpression(node)) {
      let variants = [node.head.text]
      for (const span of node.templateSpans) {
        const values = literals(span.expression)
        variants = variants.flatMap((start) => values.map((value) => start + value + span.literal.text))
      }
      for (const text of new Set(variants)) found.push({ line: lineOf(node), text })
    }
    ts.forEachChild(node, visit)
  }
  visit(tree)
  // A text without a space is a name or a key, not a message.
  return found.filter(({ text }) => /\s/.test(text))
}

/** Each input name with the patterns that find it bare, by the rule above (compiled once). */
const BARE = NAMES.map((name) => {
  const bare = `(?<![\\w'\`"./<{-])${name}(?![\\w\`"/>}-])`
  const asInput = name.includes('-')
    ? [bare]
    : [
        `${bare}(?::| is| are)? (?:true|false|'|given|empty)`,
        `${bare} (?:gives?|cannot|and ${ANY_NAME} cannot)`,
        `\\bset ${bare} to`,
        `${bare}(?:,| or| and) ${ANY_NAME}`,
        `${ANY_NAME}(?:,| or| and) ${bare}`
      ]
  return { name, patterns: asInput.map((pattern) => new RegExp(pattern)) }
})

/** The input names a message text gives bare, by the rule above. */
export function bareNames(text: string): string[] {
  return BARE.filter(({ name, patterns }) => text.includes(name) && patterns.some((pattern) => pattern.test(text))).map(
    ({ name }) => name
  )
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : []
  })
}

describe('input names in messages', () => {
  it('are quoted everywhere in src/', () => {
    const bare = sourceFiles('src')
      .filter((file) => !file.endsWith('action-inputs.ts'))
      .flatMap((file) =>
        textsOf(readFileSync(file, 'utf8'), file).flatMap(({ line, text }) =>
          bareNames(text)
            .filter(
              (name) =>
                !ALLOWED.some(
                  (allowed) => file === allowed.file && name === allowed.name && text.includes(allowed.text)
                )
            )
            .map((name) => `${file.replace(/\\/g, '/')}:${line}: ${name} in "${text}"`)
        )
      )
    expect(bare).toEqual([])
  })

  it('finds the message that said "and notes gives them too", and leaves plain words alone', () => {
    const old = textsOf(
      "const m = `holds notes (x) and ${from === 'notes' ? 'notes' : 'notes-dir'} gives them too`"
    ).map(({ text }) => bareNames(text))
    expect(old).toEqual([['notes'], ['notes-dir']])
    expect(bareNames("holds notes (x) and 'notes' gives them too")).toEqual([])
    expect(bareNames('dry-run and submit cannot both be true')).toEqual(['submit', 'dry-run'])
    expect(bareNames('give files, listing-dir or notes')).toEqual(['files', 'notes', 'listing-dir'])
    expect(bareNames('a release from x sends what the kept files say (overwrite: true replaces them)')).toEqual([
      'overwrite'
    ])
    expect(bareNames('set targeting to a list')).toEqual(['targeting'])
    expect(bareNames("release notes are at most 4000 characters; the files in '<listing-dir>/x'")).toEqual([])
    expect(bareNames('Requesting an access token for scope x; setting the device targeting of y')).toEqual([])
  })
})
