// Every action our workflows and docs use is pinned by commit SHA to a release whose runtime we
// checked, and none runs on node20: Node 20 was removed from GitHub-hosted runners in September
// 2026, and an action that declares `using: node20` fails or is forced onto another Node there.
//
// Where the facts in KNOWN come from (public material, read on the day the pins were set):
// - actions/checkout v5.0.0: actions/checkout#2226 "Update actions checkout to use node 24"
//   (action.yml `using: node24`, runner 2.327.1 or later) and #2238 "Prepare v5.0.0 release".
// - actions/setup-node v5.0.0: actions/setup-node#1325 "Upgrade action to use node24" (action.yml
//   node20 -> node24), shipped in v5.0.0.
// - actions/setup-java v5.0.0: its release notes, "Breaking Changes: Upgrade to node 24"
//   (actions/setup-java#888; runner v2.327.1 or later), as quoted in the Renovate pull requests
//   that moved other repositories from v4.7.1 to it; v4 still ran on Node.js 20. Its action.yml of
//   the later v5 releases says `using: 'node24'`.
// - actions/upload-artifact v6.0.0: actions/upload-artifact#745 "prepare release v6.0.0 for Node.js
//   24 support" (`runs.using: node24`); its release notes say v5 still ran on Node.js 20.
// - actions/download-artifact v7.0.0: its release notes ("now runs on Node.js 24 (`runs.using:
//   node24`)"; v6 still ran on Node.js 20).
// - Each SHA is the commit its tag names, as recorded alike in the pin tables and Dependabot and
//   Renovate pull requests of several unrelated public repositories. The action.yml at these
//   commits could not be read directly from here.
// A new pin needs its row here, with its tag and the `runs.using` of its action.yml at that SHA.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { parse } from 'yaml'
import { docFiles, isWholeWorkflow, root, workflowFiles, yamlBlocks } from '../../scripts/actionlint.mjs'

type Runtime = 'node24' | 'node20' | 'composite' | 'docker'
const KNOWN: Record<string, { tag: string; using: Runtime }> = {
  'actions/checkout@08c6903cd8c0fde910a37f88322edcfb5dd907a8': { tag: 'v5.0.0', using: 'node24' },
  'actions/setup-node@a0853c24544627f65ddf259abe73b1d18a591444': { tag: 'v5.0.0', using: 'node24' },
  'actions/setup-java@dded0888837ed1f317902acf8a20df0ad188d165': { tag: 'v5.0.0', using: 'node24' },
  'actions/upload-artifact@b7c566a772e6b6bfb58ed0dc250532a479d7789f': { tag: 'v6.0.0', using: 'node24' },
  'actions/download-artifact@37930b1c2abaa49bbe596cd826c3c89aef350131': { tag: 'v7.0.0', using: 'node24' },
  // Known and refused: what we pinned before, and download-artifact's last node20 release.
  'actions/upload-artifact@330a01c490aca151604b8cf639adc76d48f6c5d4': { tag: 'v5.0.0', using: 'node20' },
  'actions/download-artifact@634f93cb2916e3fdff6788551b99b062d0335ce0': { tag: 'v5.0.0', using: 'node20' }
}

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { repository: { url: string } }
const ours = /github\.com\/([^/]+\/[^/.]+)(\.git)?$/.exec(pkg.repository.url)?.[1] ?? '(unknown)'

/** Every `uses:` value in a parsed YAML value, wherever it sits (steps, or jobs calling a workflow). */
function usesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(usesIn)
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, inner]) =>
    key === 'uses' && typeof inner === 'string' ? [inner] : usesIn(inner)
  )
}

/** What is wrong with one `uses:` value and the line it is on; empty when nothing is. */
function problems(uses: string, line: string): string[] {
  if (uses.startsWith('./')) return []
  const [target, ref = ''] = uses.split('@')
  if (target === ours || target.startsWith(`${ours}/.github/workflows/`)) {
    // Our own action and workflows: the moving major tag, a release tag, a SHA, or a placeholder.
    return /^(v\d+(\.\d+\.\d+)?|[0-9a-f]{40}|<[^>]+>)$/.test(ref) ? [] : [`${uses}: not a tag, SHA or placeholder`]
  }
  if (!/^[0-9a-f]{40}$/.test(ref)) return [`${uses}: not pinned by a 40-character commit SHA`]
  const known = KNOWN[`${target.split('/').slice(0, 2).join('/')}@${ref}`]
  if (!known) return [`${uses}: not in KNOWN; check its action.yml at that SHA and add it`]
  const found: string[] = []
  if (known.using === 'node20') found.push(`${uses} (${known.tag}) runs on node20`)
  const comment = /#\s*(v[\w.]+)/.exec(line)?.[1]
  if (comment !== known.tag) found.push(`${uses}: the comment says ${comment ?? 'nothing'}, the SHA is ${known.tag}`)
  return found
}

/** Each `uses:` of a YAML text with the text of its line (for the `# vX.Y.Z` comment). */
function usesWithLines(text: string): { uses: string; line: string }[] {
  const lines = text.split('\n')
  return usesIn(parse(text)).map((uses) => ({
    uses,
    line: lines.find((line) => line.includes(`uses: ${uses}`)) ?? ''
  }))
}

const sources = [
  ...(await workflowFiles()).map((path) => ({ at: relative(root, path), text: readFileSync(path, 'utf8') })),
  ...(await docFiles()).flatMap((path) =>
    yamlBlocks(readFileSync(path, 'utf8')).map((block) => ({
      at: `${relative(root, path)}:${block.line}`,
      text: block.text
    }))
  )
]

describe('pinned actions', () => {
  it('are found in our workflows and docs', () => {
    const all = sources.flatMap(({ text }) => usesIn(parse(text)))
    expect(all).toEqual(expect.arrayContaining([expect.stringMatching(/^actions\/checkout@[0-9a-f]{40}$/)]))
    expect(all).toEqual(expect.arrayContaining([expect.stringMatching(/^actions\/upload-artifact@[0-9a-f]{40}$/)]))
  })

  it.each(sources)('$at: every action is pinned by SHA to a known node24 release', ({ text }) => {
    expect(usesWithLines(text).flatMap(({ uses, line }) => problems(uses, line))).toEqual([])
  })

  it('whole workflows of the docs name our action and workflows by a ref that exists, never a placeholder', () => {
    // The recipes run as written: a placeholder (`<commit SHA>`) or a made-up SHA belongs in a fragment.
    const found = sources
      .filter(({ at, text }) => at.includes(':') && isWholeWorkflow(parse(text)))
      .flatMap(({ at, text }) => usesIn(parse(text)).map((uses) => ({ at, uses })))
      .filter(({ uses }) => uses.startsWith(`${ours}@`) || uses.startsWith(`${ours}/.github/workflows/`))
    expect(found.length).toBeGreaterThan(10)
    expect(found.filter(({ uses }) => !/@(v\d+(\.\d+\.\d+)?|(?!0{40})[0-9a-f]{40})$/.test(uses))).toEqual([])
  })

  it('our own action runs on node24', () => {
    const action = parse(readFileSync('action.yml', 'utf8')) as { runs: { using: string } }
    expect(action.runs.using).toBe('node24')
  })

  it('refuses a node20 pin, an unknown SHA, a tag, and a comment that names another version', () => {
    const upload = 'actions/upload-artifact@330a01c490aca151604b8cf639adc76d48f6c5d4'
    expect(problems(upload, `uses: ${upload} # v5.0.0`)).toEqual([`${upload} (v5.0.0) runs on node20`])
    expect(problems(`actions/checkout@${'1'.repeat(40)}`, '')[0]).toMatch(/not in KNOWN/)
    expect(problems('actions/checkout@v5', '')[0]).toMatch(/not pinned by a 40-character commit SHA/)
    const checkout = 'actions/checkout@08c6903cd8c0fde910a37f88322edcfb5dd907a8'
    expect(problems(checkout, `uses: ${checkout} # v4.2.2`)).toEqual([
      `${checkout}: the comment says v4.2.2, the SHA is v5.0.0`
    ])
    expect(problems(`${ours}@v1`, '')).toEqual([])
    expect(problems(`${ours}@main`, '')).toEqual([`${ours}@main: not a tag, SHA or placeholder`])
  })
})
