// The macOS check of our run: scripts (scripts/macos-shell.mjs): macOS runs them with bash 3.2.57
// and BSD's tools, so a bash 4 feature or a GNU-only option fails there and nowhere else.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { checkFile, macosBash, parseError, runScripts, scan } from '../../scripts/macos-shell.mjs'
import { itWhen } from '../support/platforms.js'

const bash = macosBash()
const withBash = itWhen(bash !== undefined, 'no bash 3.2 at hand (../shared/macos/bash-3.2.57 or $MACOS_BASH)')

describe('the scan', () => {
  // Each line fails on a Mac; beside it, what runs on both.
  it.each([
    ['declare -A seen', 'seen=""'],
    ['local -n ref=$1', 'local ref=$1'],
    ['declare -l lower=$X', 'declare -r fixed=1'],
    ['echo "${name,,}"', "echo \"$name\" | tr '[:upper:]' '[:lower:]'"],
    ['echo "${name^^}"', 'echo "${name#prefix}"'],
    ['echo "${arr[0]^}"', 'echo "${arr[0]}"'],
    ['echo "${value@Q}"', 'echo "${value}"'],
    ['mapfile -t lines < file', 'while IFS= read -r line; do :; done < file'],
    ['readarray lines < file', 'read -r first < file'],
    ['make |& tee log', 'make 2>&1 | tee log'],
    ['echo hi &>> log', 'echo hi >> log 2>&1'],
    ['coproc worker { cat; }', 'worker & wait'],
    ['echo "${arr[-1]}"', 'echo "${arr[${#arr[@]}-1]}"'],
    ['wait -n', 'wait "$pid"'],
    ['  a) echo a ;&', '  a) echo a ;;'],
    ['shopt -s globstar', 'shopt -s nullglob'],
    ['echo {1..10..2}', 'echo {1..10}'],
    ['echo "$EPOCHSECONDS"', 'echo "$(date +%s)"'],
    ['[[ -v NAME ]]', '[ -n "${NAME+set}" ]'],
    ["printf '%(%F)T' -1", 'printf \'%s\' "$x"'],
    ['date -d "$when" +%s', 'date -u +%Y-%m-%d'],
    ['date --date=yesterday', 'date +%s'],
    ['date +%s%N', 'date +%s'],
    ["sed -i 's/a/b/' file", "sed -i.bak 's/a/b/' file"],
    ["sed -Ei 's/a/b/' file", "sed -E 's/a/b/' file > out"],
    ["sed -i '' 's/a/b/' file", "sed -e 's/-i /x/' file"],
    ["grep -oP '\\d+'", "grep -oE '[0-9]+'"],
    ['grep --perl-regexp x', 'grep -F x'],
    ['readlink -f "$0"', 'readlink "$0"'],
    ['stat -c %s file', 'stat -f %z file'],
    ['find . -name x | xargs -r rm', 'find . -name x -exec rm {} +'],
    ['sort -V tags', 'sort -t. -k1,1n tags'],
    ["find . -printf '%p'", 'find . -type f -print'],
    ['base64 -w0 file', "base64 < file | tr -d '\\n'"],
    ['timeout 5 make', 'make # with a timeout-minutes'],
    ['tac file', 'tail -r file'],
    ['awk \'{ print gensub(/a/, "b", "g") }\'', 'awk \'{ gsub(/a/, "b"); print }\'']
  ])('finds %j, and passes %j', (mac, portable) => {
    expect(scan(mac)).toEqual([{ line: 0, message: expect.any(String) }])
    expect(scan(portable)).toEqual([])
  })

  it('reads an expression as a word and skips comments', () => {
    expect(scan('echo "${{ inputs.name }}" # not: sort -V, mapfile\n# date -d, |&')).toEqual([])
  })

  it('counts lines from the script’s first', () => {
    expect(scan('set -e\necho ok\nsort -V x\n')).toEqual([{ line: 2, message: "sort -V is GNU's" }])
  })
})

describe('the run: scripts of a YAML text', () => {
  const workflow = [
    'on: push', //                          1
    'jobs:', //                             2
    '  mac:', //                            3
    '    runs-on: macos-latest', //         4
    '    steps:', //                        5
    '      - run: |', //                    6
    '          echo one', //                7
    '          mapfile -t x < f', //        8
    '      - run: sort -V x', //            9
    '      - shell: pwsh', //               10
    '        run: Get-Date | sort -V', //   11
    '  win:', //                            12
    '    defaults:', //                     13
    '      run:', //                        14
    '        shell: python', //             15
    '    steps:', //                        16
    '      - run: print("|&")', //          17
    '      - shell: bash', //               18
    '        run: echo "${x,,}"' //         19
  ].join('\n')

  it('are every bash run:, at their lines; another shell’s are not', () => {
    expect(runScripts(workflow)).toEqual([
      { line: 7, text: 'echo one\nmapfile -t x < f\n' },
      { line: 9, text: 'sort -V x' },
      { line: 19, text: 'echo "${x,,}"' }
    ])
  })

  it('are found in a Markdown file’s yaml blocks, with lines counted in the file', () => {
    const markdown = `# Recipe\n\nText.\n\n\`\`\`yaml\n${workflow}\n\`\`\`\n\n\`\`\`sh\nsort -V x\n\`\`\`\n`
    expect(checkFile(markdown, true, undefined).map((finding) => finding.line)).toEqual([5 + 8, 5 + 9, 5 + 19])
    expect(checkFile(workflow, false, undefined).map((finding) => finding.line)).toEqual([8, 9, 19])
  })
})

describe("bash 3.2's parse", () => {
  withBash('refuses bash 4 syntax and takes what 3.2 parses, expressions as words', () => {
    expect(parseError(bash!, 'echo ok\ncat file |& tee log\n')).toEqual({
      line: 1,
      message: "bash 3.2 cannot parse this: syntax error near unexpected token `&'"
    })
    expect(parseError(bash!, 'case x in a) echo a ;& b) echo b ;; esac\n')?.message).toMatch(/syntax error/)
    expect(parseError(bash!, 'set -eo pipefail\nfor x in "${{ inputs.list }}"; do echo "$x"; done\n')).toBeUndefined()
  })

  withBash('is reported at the line bash names, counted in the file', () => {
    expect(checkFile('steps:\n  - run: |\n      echo ok\n      if then fi\n', false, bash)).toEqual([
      { line: 4, message: "bash 3.2 cannot parse this: syntax error near unexpected token `then'" }
    ])
  })
})

describe("the reusable workflows' tools", () => {
  // Commands a shell step may run: bash's builtins that are also programs, then programs.
  const BUILTINS = ['echo', 'printf', 'test', 'true', 'false', 'read', 'kill']
  const PROGRAMS = ['grep', 'cut', 'tr', 'date', 'sed', 'awk', 'sort', 'uniq', 'head', 'tail', 'wc', 'xargs', 'find']
  PROGRAMS.push('jq', 'curl', 'wget', 'base64', 'mktemp', 'cat', 'tee', 'ls', 'rm', 'mkdir', 'cp', 'mv', 'touch', 'env')
  PROGRAMS.push('basename', 'dirname', 'paste', 'seq', 'expr', 'sleep', 'git', 'gh', 'node', 'npm', 'stat', 'readlink')
  /** Which of these a script runs: the word where a command starts (after a line start, |, ;, &, (, { or $( ). */
  const commandsOf = (script: string): string[] =>
    [...BUILTINS, ...PROGRAMS].filter((word) =>
      new RegExp(`(^|[|;&({]|\\$\\(|\\b(then|do|else)\\b)[ \\t]*${word}\\b(?![-.=])`, 'm').test(script)
    )

  it('finds the commands of a script', () => {
    const script =
      'set -e\nf() { echo "$1"; }\nx="$(date -u | tr a b)" && f ok\nfor i in 1; do grep -q x f || exit 1; done\n'
    expect(commandsOf(script).sort()).toEqual(['date', 'echo', 'grep', 'tr'])
    expect(commandsOf('echo "sort the date" # cut')).toEqual(['echo'])
  })

  it('are the ones docs/NETWORK.md names, and no others', () => {
    const used = new Set<string>()
    for (const name of ['appstore-api.yml', 'appstore-release.yml', 'appstore-report.yml']) {
      const text = readFileSync(join('.github/workflows', name), 'utf8')
      for (const script of runScripts(text)) for (const command of commandsOf(script.text)) used.add(command)
    }
    const sentence = /Their shell steps need (.*?)\.\s/s.exec(readFileSync('docs/NETWORK.md', 'utf8'))![1]
    const named = [...sentence.matchAll(/`([\w.-]+)`/g)].map((match) => match[1])
    expect(PROGRAMS.filter((tool) => used.has(tool) && !named.includes(tool))).toEqual([])
    expect(named.filter((word) => word !== 'bash' && !used.has(word))).toEqual([])
  })
})
