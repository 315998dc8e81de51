// The release's job summary links to its README's "What only the console does" once a release is
// submitted (committed for review), and only then: through dist/release/index.js, spawned as a runner
// spawns it, against the stand-in.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { failureOf, runAction } from '../../../__fixtures__/runner.mjs'
import { APP, releaseHarness } from '../../support/release-harness.js'

const LINK =
  'https://github.com/appstore-actions/appstore-token-action/blob/main/release/README.md#what-only-the-console-does'

// The workspace holds build/a.apk (200) and build/b.apk (201), replacing the app's two live APKs.
const h = releaseHarness({
  apps: [APP],
  prefix: 'release-console-only-',
  defaults: { files: 'build/*.apk', notes: 'Fixes', retries: '0' }
})
const release = (extra: Record<string, string>) =>
  runAction(h.inputsFor(extra), {}, { door: 'release', workspace: h.ws })

describe('what only the console does', () => {
  it('is linked from the summary of a release submitted for review', async () => {
    const run = await release({ submit: 'true' })
    expect(failureOf(run)).toBe('')
    expect(run.outputs.submitted).toBe('true')
    expect(run.summary).toContain(`| Console-only steps | ${LINK} (content rating, pricing, DRM, Live App Testing, `)
  })

  it.each<Record<string, string>>([{ submit: 'false' }, { 'dry-run': 'true' }])(
    'is not linked without a submission: %j',
    async (extra) => {
      const run = await release(extra)
      expect(failureOf(run)).toBe('')
      expect(run.outputs.submitted).toBe('false')
      expect(run.summary).not.toContain('Console-only steps')
    }
  )

  it("links to a section the release action's README has", () => {
    expect(readFileSync('release/README.md', 'utf8')).toContain('\n## What only the console does\n')
    expect(readFileSync('package.json', 'utf8')).toContain('github.com/appstore-actions/appstore-token-action.git')
  })
})
