// Every action our workflows and docs use is pinned by commit SHA, with a `# vX.Y.Z` comment, to a
// release that runs on node24: Node 20 was removed from GitHub-hosted runners in September 2026,
// and an action that declares `using: node20` fails or is forced onto another Node there.
//
// The facts live in .github/pins.json (where each comes from is written there): per action, the
// first release on node24; and the SHAs seen, each with its release. scripts/pins.mjs
// (`npm run pins`) records the SHA a Dependabot bump brings and writes the workflows' pin into the
// docs, so a bump needs that command and no edit of this file.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { isWholeWorkflow, yamlBlocks } from '../../scripts/actionlint.mjs'
import { checkPins, ownName, PINS_FILE, problemsOf, readPins, readSources, usesOf } from '../../scripts/pins.mjs'

type Pin = { action: string; tag: string; sha: string; using: string; source: string }
type PinData = { actions: Record<string, { node24: string; source: string }>; pins: Pin[] }

const ours = ownName(JSON.parse(readFileSync('package.json', 'utf8')))
const data = (await readPins()) as PinData
const sources = await readSources()

/** Every `uses:` value in a parsed YAML value, wherever it sits (steps, or jobs calling a workflow). */
function usesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(usesIn)
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, inner]) =>
    key === 'uses' && typeof inner === 'string' ? [inner] : usesIn(inner)
  )
}

/** Each workflow file, and each ```yaml block of the docs, with its `uses:` as YAML sees them. */
const texts = sources.flatMap((source) =>
  source.workflow
    ? [{ at: source.file, text: source.text }]
    : yamlBlocks(source.text).map((block) => ({ at: `${source.file}:${block.line}`, text: block.text }))
)

describe('pinned actions', () => {
  it('are found in our workflows and docs, every one of them', () => {
    const all = texts.flatMap(({ text }) => usesIn(parse(text)))
    expect(all).toEqual(expect.arrayContaining([expect.stringMatching(/^actions\/checkout@[0-9a-f]{40}$/)]))
    expect(all).toEqual(expect.arrayContaining([expect.stringMatching(/^actions\/upload-artifact@[0-9a-f]{40}$/)]))
    // The script reads `uses:` line by line: it finds exactly what YAML finds.
    expect(sources.flatMap(usesOf).map((use) => use.uses)).toEqual(all)
  })

  it.each(sources)('$file: every action is pinned by SHA to a node24 release', (source) => {
    expect(usesOf(source).flatMap((use) => problemsOf(use, data, ours))).toEqual([])
  })

  it(`every pin is recorded in ${PINS_FILE}, and the docs pin what the workflows pin (else: npm run pins)`, () => {
    const { problems, stale } = checkPins(sources, data, ours)
    expect(problems).toEqual([])
    expect(stale.map((line) => `${line}: run 'npm run pins'`)).toEqual([])
  })

  it(`${PINS_FILE} gives each pinned action its first node24 release, and each pin a source`, () => {
    for (const [action, entry] of Object.entries(data.actions)) {
      expect({ action, node24: entry.node24 }).toEqual({ action, node24: expect.stringMatching(/^v\d+\.\d+\.\d+$/) })
      expect(entry.source).toMatch(/\S/)
    }
    for (const pin of data.pins) {
      expect(Object.keys(data.actions)).toContain(pin.action)
      expect(pin).toEqual({
        action: pin.action,
        tag: expect.stringMatching(/^v\d+\.\d+\.\d+$/),
        sha: expect.stringMatching(/^[0-9a-f]{40}$/),
        using: expect.stringMatching(/^(node24|node20)$/),
        source: expect.stringMatching(/\S/)
      })
    }
    // One SHA a release, one release a SHA.
    const keys = data.pins.map((pin) => `${pin.action}@${pin.tag}`)
    expect(new Set(keys).size).toBe(keys.length)
    const shas = data.pins.map((pin) => `${pin.action}@${pin.sha}`)
    expect(new Set(shas).size).toBe(shas.length)
  })

  it('whole workflows of the docs name our action and workflows by a ref that exists, never a placeholder', () => {
    // The recipes run as written: a placeholder (`<commit SHA>`) or a made-up SHA belongs in a fragment.
    const found = texts
      .filter(({ at, text }) => at.includes('.md:') && isWholeWorkflow(parse(text)))
      .flatMap(({ at, text }) => usesIn(parse(text)).map((uses) => ({ at, uses })))
      .filter(({ uses }) => uses.startsWith(`${ours}@`) || uses.startsWith(`${ours}/`))
    expect(found.length).toBeGreaterThan(10)
    expect(found.filter(({ uses }) => !/@(v\d+(\.\d+\.\d+)?|(?!0{40})[0-9a-f]{40})$/.test(uses))).toEqual([])
  })

  it.each([
    'action.yml',
    'release/action.yml',
    'preflight/action.yml',
    'status/action.yml',
    'listing-bootstrap/action.yml',
    'report/action.yml'
  ])('our own action runs on node24: %s', (file) => {
    const action = parse(readFileSync(file, 'utf8')) as { runs: { using: string } }
    expect(action.runs.using).toBe('node24')
  })
})

describe('the pin checks', () => {
  const checkout = 'actions/checkout@08c6903cd8c0fde910a37f88322edcfb5dd907a8'
  const upload20 = 'actions/upload-artifact@330a01c490aca151604b8cf639adc76d48f6c5d4'
  const use = (uses: string, tag?: string) => ({ file: 'w.yml', line: 3, uses, tag, workflow: true })
  const problems = (uses: string, tag?: string) => problemsOf(use(uses, tag), data, ours)

  it('refuse a node20 pin, a tag, no comment, a comment that names another release, an unknown action', () => {
    expect(problems(upload20, 'v5.0.0')).toEqual([`w.yml:3: ${upload20} (v5.0.0) runs on node20`])
    expect(problems('actions/checkout@v5', 'v5.0.0')[0]).toMatch(/not pinned by a 40-character commit SHA/)
    expect(problems(checkout)[0]).toMatch(/no `# vX\.Y\.Z` comment/)
    expect(problems(checkout, 'v4.2.2')).toEqual([`w.yml:3: ${checkout}: the comment says v4.2.2, the SHA is v5.0.0`])
    expect(problems(`someone/else@${'a'.repeat(40)}`, 'v1.0.0')[0]).toMatch(/has no entry in \.github\/pins\.json/)
  })

  it('refuse an unknown SHA for a recorded release, or for a release before the first on node24', () => {
    const unknown = `actions/checkout@${'1'.repeat(40)}`
    expect(problems(unknown, 'v5.0.0')[0]).toMatch(/v5\.0\.0 is 08c6903cd8c0fde910a37f88322edcfb5dd907a8 in/)
    expect(problems(unknown, 'v4.3.0')[0]).toMatch(
      /v4\.3\.0 is before v5\.0\.0, the first release of actions\/checkout/
    )
    expect(problems(`actions/upload-artifact@${'2'.repeat(40)}`, 'v5.9.0')[0]).toMatch(/before v6\.0\.0/)
  })

  it('accept our own action by its major tag, a release tag, a SHA or a placeholder, and nothing else', () => {
    for (const ref of ['v1', 'v1.0.0', 'f'.repeat(40), '<commit SHA of v1.0.0>']) {
      expect(problems(`${ours}@${ref}`)).toEqual([])
      expect(problems(`${ours}/release@${ref}`)).toEqual([])
    }
    expect(problems(`${ours}/report@main`)).toEqual([`w.yml:3: ${ours}/report@main: not a tag, SHA or placeholder`])
    expect(problems(`${ours}@main`)).toEqual([`w.yml:3: ${ours}@main: not a tag, SHA or placeholder`])
  })

  it('take a Dependabot bump: the new SHA is recorded and written into the docs by npm run pins', () => {
    const bumped = `${'3'.repeat(40)}`
    const workflow = {
      file: '.github/workflows/ci.yml',
      text: `jobs:\n  a:\n    steps:\n      - uses: actions/checkout@${bumped} # v5.1.0\n`,
      workflow: true
    }
    const doc = {
      file: 'docs/x.md',
      text: `Text\n\n\`\`\`yaml\n- uses: ${checkout} # v5.0.0\n  with:\n    persist-credentials: false\n\`\`\`\n`,
      workflow: false
    }
    // Nothing is wrong: a release after the first on node24. But it is not recorded, and the docs lag.
    const before = checkPins([workflow, doc], data, ours)
    expect(before.problems).toEqual([])
    expect(before.stale).toEqual([
      `.github/workflows/ci.yml:4: actions/checkout@${bumped} (v5.1.0) is not recorded in ${PINS_FILE}`,
      `docs/x.md:4: actions/checkout at v5.0.0, where the workflows pin v5.1.0 (${bumped})`
    ])
    // What `npm run pins` writes: then nothing is stale.
    expect(before.data.pins).toContainEqual(
      expect.objectContaining({ action: 'actions/checkout', tag: 'v5.1.0', sha: bumped, using: 'node24' })
    )
    expect(before.texts.get('docs/x.md')).toBe(
      doc.text.replace(`${checkout} # v5.0.0`, `actions/checkout@${bumped} # v5.1.0`)
    )
    const after = checkPins([workflow, { ...doc, text: before.texts.get('docs/x.md')! }], before.data, ours)
    expect(after).toMatchObject({ problems: [], stale: [] })
    expect(after.texts.size).toBe(0)
    // The recorded pins are kept: the old SHA is still known as v5.0.0.
    expect(problemsOf(use(checkout, 'v5.1.0'), before.data, ours)[0]).toMatch(/the SHA is v5\.0\.0/)
  })

  it('refuse two workflows that pin one action at two releases', () => {
    const pin = (sha: string, tag: string) => ({
      file: `.github/workflows/${tag}.yml`,
      text: `jobs:\n  a:\n    steps:\n      - uses: actions/checkout@${sha} # ${tag}\n`,
      workflow: true
    })
    const { problems: found } = checkPins(
      [pin(checkout.split('@')[1], 'v5.0.0'), pin('4'.repeat(40), 'v5.1.0')],
      data,
      ours
    )
    expect(found).toEqual([expect.stringMatching(/pinned at v5\.1\.0 here and at v5\.0\.0 in another workflow/)])
  })
})
