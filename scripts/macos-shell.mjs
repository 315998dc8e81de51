#!/usr/bin/env node
// Checks that every bash `run:` script we ship or tell people to copy runs on a macOS runner, whose
// /bin/bash is 3.2.57 and whose tools are BSD's, since no Mac runs our checks (scripts/README.md):
// the workflows (.github/workflows/*.yml, the reusable ones included), each action's action.yml, and the ```yaml blocks of the READMEs and
// docs/**/*.md (the recipes).
//
//   node scripts/macos-shell.mjs           all of those
//   node scripts/macos-shell.mjs FILE...   only these files (.md files: their ```yaml blocks)
//
// Each script is (a) parsed by Apple's bash 3.2.57 (`bash -n`) when one is at hand: $MACOS_BASH, a
// Mac's /bin/bash, or ../shared/macos/bash-3.2.57 beside the checkout; without it that part is
// skipped, with a note;
// and (b) scanned for a bash 4 feature or a GNU-only tool or option (PATTERNS). A script run by
// another shell (`shell: pwsh`, `python`, `cmd`) is not checked. Findings print as
// file:line: message; the exit code is 1 when there is any.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { isMap, isScalar, LineCounter, parseDocument, visit } from 'yaml'
import { docFiles, root, shownName, workflowFiles, yamlBlocks } from './actionlint.mjs'
import { DOORS, actionYmlOf } from './doors.mjs'
import { startedAsScript } from './main-module.mjs'

/** @typedef {{ line: number, message: string }} Finding */
/** @typedef {{ line: number, text: string }} Script a `run:` script; `line`: its first line in the file */

// A flag of `tool` (alone or among others: -i, -Ei), as a word after the tool's name and its options.
const flag = (/** @type {string} */ tool, /** @type {string} */ letters) =>
  new RegExp(`\\b${tool}(\\s+-{1,2}[\\w-]+)*\\s+-[A-Za-z]*[${letters}]`)

/** What bash 3.2 lacks and what BSD's tools lack, each with what to write instead. */
export const PATTERNS = [
  // bash 4 and later
  [/\b(declare|local|typeset)\s+(-\w+\s+)*-[a-zA-Z]*[AlunNg]/, 'declare -A/-l/-u/-n/-g is bash 4 (macOS has 3.2)'],
  [/\$\{#?[A-Za-z_]\w*(\[[^\]]*\])?(,,?|\^\^?)[^}]*\}/, '${x,,} and ${x^^} are bash 4: use tr'],
  [/\$\{[^}]*@[QEPAaUuLKk]\}/, '${x@Q} and the other @ transformations are bash 4.4'],
  [/\b(mapfile|readarray)\b/, 'mapfile/readarray are bash 4: use a while read loop'],
  [/\|&/, '|& is bash 4: use 2>&1 |'],
  [/&>>/, '&>> is bash 4: use >>file 2>&1'],
  [/\bcoproc\b/, 'coproc is bash 4'],
  [/\$\{[A-Za-z_]\w*\[-\d+\]\}/, 'a negative array index is bash 4.3: use ${a[${#a[@]}-1]}'],
  [/\bwait\s+-n\b/, 'wait -n is bash 4.3'],
  [/;;&|;&\s*$/, 'case fall-through (;& and ;;&) is bash 4'],
  [/\bshopt\s+-s\b.*\b(globstar|lastpipe|autocd|direxpand|checkjobs)\b/, 'this shopt option is bash 4'],
  [/\{-?\d+\.\.-?\d+\.\.-?\d+\}|\{0\d+\.\.\d+\}/, 'a brace range with a step or zero padding is bash 4'],
  [/\$\{?(EPOCHSECONDS|EPOCHREALTIME|SRANDOM|BASHPID)\b/, 'this variable is bash 4 or 5'],
  [/(\[\[|\[|\btest)\s+-v\s/, '-v (is a variable set) is bash 4.2: use ${x+set}'],
  [/%\([^)]*\)T/, "printf '%(…)T' is bash 4.2: use date"],
  // GNU-only tools and options
  [/\bdate\b[^|;&]*\s(-d\b|--date\b)/, "date -d is GNU's: BSD date reads a date with -j -f"],
  [/\bdate\b[^|;&]*%N/, "date's %N (nanoseconds) is GNU's"],
  [
    /\bsed\b[^|;&]*\s(-[A-Za-z]*i|--in-place)(\s|$)/,
    'sed -i without a suffix joined to it differs in BSD sed: use -i.bak, or write another file'
  ],
  [flag('grep', 'P'), "grep -P is GNU's: use grep -E"],
  [/\bgrep\b[^|;&]*--perl-regexp/, "grep -P is GNU's: use grep -E"],
  [flag('readlink', 'f'), "readlink -f is GNU's (macOS 13 and later only): cd and pwd -P"],
  [/\bstat\b[^|;&]*\s(-[A-Za-z]*c\b|--format|--printf)/, "stat -c is GNU's: BSD stat uses -f"],
  [/\bxargs\b[^|;&]*\s(-[A-Za-z]*r\b|--no-run-if-empty)/, "xargs -r is GNU's"],
  [/\bsort\b[^|;&]*\s(-[A-Za-z]*V\b|--version-sort)/, "sort -V is GNU's"],
  [/\bfind\b[^|;&]*\s-(printf|regextype)\b/, "find -printf is GNU's: use -exec or stat"],
  [/\bbase64\b[^|;&]*\s(-[A-Za-z]*w|--wrap)/, "base64 -w is GNU's: pipe through tr -d '\\n'"],
  [
    /(^|[;&|({]\s*|\s(then|do|else)\s+)(timeout|tac|numfmt)\s/,
    'timeout, tac and numfmt are GNU coreutils: macOS has none of them'
  ],
  [/\bgensub\s*\(/, "gensub is gawk's: macOS awk has sub and gsub"]
].map(([pattern, message]) => ({ pattern: /** @type {RegExp} */ (pattern), message: /** @type {string} */ (message) }))

/** A `${{ … }}` expression, which the runner replaces before bash sees the script: a word to bash. */
const asWord = (/** @type {string} */ text) => text.replace(/\$\{\{[^}]*\}\}/g, 'EXPR')

/**
 * A line as the scan reads it: expressions are words, and comments are not code.
 * @param {string} line
 */
function code(line) {
  const words = asWord(line)
  return /^\s*#/.test(words) ? '' : words.replace(/\s#[^'"]*$/, '')
}

/**
 * The bash 4 features and GNU-only tools of a script: one finding per line and pattern.
 * @param {string} script
 * @returns {Finding[]}
 */
export function scan(script) {
  /** @type {Finding[]} */
  const findings = []
  script.split('\n').forEach((line, i) => {
    const text = code(line)
    for (const { pattern, message } of PATTERNS) if (pattern.test(text)) findings.push({ line: i, message })
  })
  return findings
}

/** Apple's bash 3.2.57, when one is at hand. */
export function macosBash(env = process.env) {
  const own = process.platform === 'darwin' ? '/bin/bash' : resolve(root, '..', 'shared', 'macos', 'bash-3.2.57')
  const path = env.MACOS_BASH || own
  return existsSync(path) ? path : undefined
}

/**
 * What bash 3.2 says of a script it cannot parse, at its line counted from 0 (none when it parses).
 * @param {string} bash
 * @param {string} script
 * @returns {Finding | undefined}
 */
export function parseError(bash, script) {
  const run = spawnSync(bash, ['-n'], { input: asWord(script), encoding: 'utf8' })
  if (run.error) throw run.error
  if (run.status === 0) return undefined
  // "<bash>: line 3: syntax error near unexpected token `&'", then the line itself.
  const said = /: line (\d+): (.*)/.exec(run.stderr)
  const message = `bash 3.2 cannot parse this: ${said?.[2] ?? (run.stderr.trim() || `exit ${run.status}`)}`
  return { line: said ? Number(said[1]) - 1 : 0, message }
}

const BASH_SHELLS = /^(bash|sh)\b/

/**
 * The bash `run:` scripts of a YAML text (a workflow, an action.yml or a doc's block of steps):
 * every `run:` whose step, job or workflow names no other shell.
 * @param {string} yaml
 * @returns {Script[]}
 */
export function runScripts(yaml) {
  const lines = new LineCounter()
  const document = parseDocument(yaml, { lineCounter: lines })
  if (document.errors.length > 0) return []
  /** @type {Script[]} */
  const scripts = []
  visit(document, {
    Pair(_, pair, path) {
      if (!isScalar(pair.key) || pair.key.value !== 'run' || !isScalar(pair.value)) return
      if (typeof pair.value.value !== 'string') return
      const maps = path.filter(isMap).reverse()
      const shell = maps
        .map((map) => map.get('shell') ?? map.getIn(['defaults', 'run', 'shell']))
        .find((value) => value !== undefined)
      if (typeof shell === 'string' && !BASH_SHELLS.test(shell)) return
      const at = lines.linePos(pair.value.range?.[0] ?? 0).line
      const block = pair.value.type === 'BLOCK_LITERAL' || pair.value.type === 'BLOCK_FOLDED'
      scripts.push({ line: block ? at + 1 : at, text: pair.value.value })
    }
  })
  return scripts
}

/**
 * The findings of one file's scripts, with lines counted in the file.
 * @param {string} text
 * @param {boolean} markdown whether its ```yaml blocks hold the YAML
 * @param {string | undefined} bash
 * @returns {Finding[]}
 */
export function checkFile(text, markdown, bash) {
  const parts = markdown ? yamlBlocks(text) : [{ line: 1, text }]
  /** @type {Finding[]} */
  const findings = []
  for (const part of parts) {
    for (const script of runScripts(part.text)) {
      const first = part.line + script.line - 1
      for (const finding of scan(script.text)) findings.push({ line: first + finding.line, message: finding.message })
      const error = bash ? parseError(bash, script.text) : undefined
      if (error) findings.push({ line: first + error.line, message: error.message })
    }
  }
  return findings
}

/** The files the check reads. */
async function allFiles() {
  const actions = DOORS.map((door) => join(root, actionYmlOf(door)))
  return [...(await workflowFiles()), ...actions.filter((path) => existsSync(path)), ...(await docFiles())]
}

/** @param {string[]} args */
async function cli(args) {
  const bash = macosBash()
  if (!bash) console.log('macos-shell: no bash 3.2 at hand ($MACOS_BASH): the scripts are scanned, not parsed')
  const files = args.length > 0 ? args.map((file) => resolve(file)) : await allFiles()
  let findings = 0
  for (const file of files) {
    const name = shownName(file, process.cwd())
    for (const finding of checkFile(await readFile(file, 'utf8'), file.endsWith('.md'), bash)) {
      console.log(`${name}:${finding.line}: ${finding.message}`)
      findings++
    }
  }
  if (findings > 0) {
    console.error(`macos-shell: ${findings} finding${findings === 1 ? '' : 's'} in ${files.length} file(s)`)
    return 1
  }
  const parsed = bash ? 'parse in bash 3.2 and ' : ''
  console.log(
    `macos-shell: the run: scripts of ${files.length} file(s) ${parsed}use no bash 4 feature or GNU-only tool`
  )
  return 0
}

if (startedAsScript(import.meta.url)) process.exitCode = await cli(process.argv.slice(2))
