// The listing folder in a release: text merged and PUT whole only when it differs, Play locale names,
// locales added only when asked, the listing bootstrap, and a converged run that writes nothing.
import { markedApk } from '../../../__fixtures__/appstore-api.mjs'
import { failureOf, warningsOf } from '../../../__fixtures__/runner.mjs'
import { sha256 } from '../../support/answers.js'
import { png } from '../../support/images.js'
import { APP, ifMatchRequired, releaseHarness } from '../../support/release-harness.js'
import { tempDir } from '../../support/temp.js'
import { describe, expect, it } from '@jest/globals'
import { cpSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expectSays } from '../../support/says.js'

// In process, against the stand-ins.
describe('the listing folder', () => {
  const REVIEWED = 'amzn1.devportal.mobileapp.reviewed'

  const h = releaseHarness({ apps: [APP, { id: REVIEWED, review: true }], prefix: 'release-listing-' })
  const { put, release, routed, app } = h
  const listingPuts = () => routed('PUT /edits/:edit/listings/:lang')

  const FOLDER = {
    'meta/en-US/title.txt': 'Lumen\n',
    'meta/en-US/short_description.txt': 'A lamp.\r\n',
    'meta/en-US/full_description.txt': 'A lamp for the night.\n',
    'meta/en-US/feature_bullets.txt': '- Dims\n- Glows\n',
    'meta/de/title.txt': 'Lumen DE\n',
    'meta/ko-KR/title.txt': 'Lumen KO\n'
  }

  describe('listing text from listing-dir', () => {
    it('merges the folder over each listing, PUTs it whole, and a rerun changes nothing', async () => {
      put(FOLDER)
      const first = await release({ files: 'build/*.apk', 'listing-dir': 'meta' })

      expect(failureOf(first)).toBe('')
      const { listings } = app().openEdit!
      expect(listings['en-US']).toMatchObject({
        title: 'Lumen',
        shortDescription: 'A lamp.',
        fullDescription: 'A lamp for the night.',
        featureBullets: ['Dims', 'Glows'],
        keywords: ['demo']
      })
      // Play's `de` is Amazon's de-DE; the fields the folder does not give are kept, not wiped.
      expect(listings['de-DE']).toMatchObject({
        title: 'Lumen DE',
        fullDescription: 'Eine Demo-App im Stand-in-Appstore.'
      })
      expect(listingPuts().map((request) => request.path.split('/').pop())).toEqual(['en-US', 'de-DE'])
      expect(listingPuts().every((request) => request.headers['if-match'])).toBe(true)
      expect(first.outputs['listing-changed']).toBe('true')
      // One capped row, and one section with each name and its reason; no warning for it.
      expect(first.summary).toContain(
        '| Listing left out | 1 left out, 0 noted (table "Listing folder: left out and noted" below): ko-KR |'
      )
      expect(first.summary).toContain('| ko-KR | left out | no Amazon listing language: Amazon lists en-US, en-GB,')
      expect(warningsOf(first)).toEqual([])
      expect(first.summary).toContain(
        '| Listing en-US | changed: title, shortDescription, fullDescription, featureBullets ('
      )

      const second = await release({ files: 'build/*.apk', 'listing-dir': 'meta' })
      expect(failureOf(second)).toBe('')
      expect(listingPuts()).toHaveLength(2)
      expect(second.outputs['listing-changed']).toBe('false')
      expect(second.summary).toContain('| Listing en-US | unchanged (')
      expect(second.summary).toContain('| Listing de-DE | unchanged (')
    })

    it('says what to do when the API wants an ETag to add a listing, which no rerun can give', async () => {
      put({ ...FOLDER, 'meta/fr-FR/title.txt': 'Lumen FR\n' })
      h.api.faults.push(ifMatchRequired({ method: 'PUT', path: /\/listings\/fr-FR$/ }))
      const failure = failureOf(await release({ 'listing-dir': 'meta', 'listing-add-locales': 'true' }))

      expect(failure).toContain('Release failed while adding the fr-FR listing: PUT ')
      expect(failure).toContain(
        '\nHint: the API wants an ETag to add this listing, which no read of a listing the edit lacks can give: add the ' +
          "language in the developer console (a rerun then updates its listing), or set 'listing-add-locales' to false."
      )
      expect(failure).not.toContain('rerun the step, and report it')
    })

    it('adds a locale the edit lacks only with listing-add-locales', async () => {
      put({ ...FOLDER, 'meta/fr-FR/title.txt': 'Lumen FR\n' })
      const without = await release({ 'listing-dir': 'meta' })
      expect(failureOf(without)).toBe('')
      expect(app().openEdit!.listings['fr-FR']).toBeUndefined()
      expect(without.summary).toContain(
        "| Listings not added | fr-FR: the edit has no listing of it; set 'listing-add-locales' to true to add it. |"
      )

      const added = await release({ 'listing-dir': 'meta', 'listing-add-locales': 'true' })
      expect(failureOf(added)).toBe('')
      expect(app().openEdit!.listings['fr-FR']).toMatchObject({ language: 'fr-FR', title: 'Lumen FR' })
      expect(added.summary).toContain(
        '| Listing fr-FR | added (title); still empty: shortDescription, fullDescription, recentChanges ('
      )
    })

    it('reads the listing afresh once when it changed before the PUT (412)', async () => {
      put(FOLDER)
      h.api.faults.push({
        match: { method: 'PUT', path: /\/listings\/en-US$/ },
        before: () => h.api.console.changeListing(APP, 'en-US')
      })
      const result = await release({ 'listing-dir': 'meta' })

      expect(failureOf(result)).toBe('')
      expect(app().openEdit!.listings['en-US'].title).toBe('Lumen')
      expect(result.summary).toContain('after reading the listing afresh')
    })

    it('fails naming the call when the listings answer cannot be read, rather than taking it as none', async () => {
      put(FOLDER)
      h.api.faults.push({
        match: { method: 'GET', path: /\/listings$/ },
        status: 200,
        headers: { 'Content-Type': 'application/json' },
        body: '[]'
      })
      const result = await release({ 'listing-dir': 'meta' })
      expect(failureOf(result)).toMatch(
        /Release failed while reading the edit's listings: GET \S+\/edits\/[^/]+\/listings answered HTTP 200 with JSON that is not listings/
      )
    })

    it('covers the listing in a dry run, then deletes the edit', async () => {
      put(FOLDER)
      const result = await release({ 'listing-dir': 'meta', notes: 'x', 'dry-run': 'true' })
      expect(failureOf(result)).toBe('')
      expect(listingPuts()).toHaveLength(2)
      expect(routed('POST /edits/:edit/validate')).toHaveLength(1)
      expect(app().openEdit).toBeUndefined()
      expect(app().live.listings['en-US'].title).toBe('Stand-in Demo')
    })
  })

  describe('a real Google Play folder (__fixtures__/play-folders/jellyfin-androidtv)', () => {
    it('works on the first run: Amazon languages only, es-MX never PUT, one left-out section, no warning', async () => {
      cpSync('__fixtures__/play-folders/jellyfin-androidtv', join(h.ws, 'meta'), { recursive: true })
      const result = await release({ 'listing-dir': 'meta', 'listing-add-locales': 'true' })
      expect(failureOf(result)).toBe('')
      expect(warningsOf(result)).toEqual([])
      const languages = listingPuts().map((request) => request.path.split('/').pop())
      expect(languages).toContain('es-ES')
      for (const device of ['es-MX', 'en-CA', 'fr-CA']) expect(languages).not.toContain(device)
      expect(languages).toHaveLength(12)
      expect(result.summary).toContain(
        '| es-MX | left out | a Fire TV device language, not an Amazon listing language |'
      )
      expect(result.summary).toContain('| Listing left out | 42 left out, 1 noted (')
      expect(
        routed('POST /edits/:edit/listings/:lang/:type/upload').map((request) => request.path.split('/').at(-2))
      ).toEqual([
        'large-icons',
        'screenshots',
        'screenshots',
        'screenshots',
        'promo-images',
        'firetv-screenshots',
        'firetv-screenshots',
        'firetv-screenshots',
        'firetv-icons'
      ])
    })
  })

  describe('listing-dir is public text, read in the workspace', () => {
    it('refuses a listing or a changelog that holds the client secret, before any request', async () => {
      put({ 'meta/en-US/full_description.txt': `Call us. ${h.tokens.clientSecret}\n` })
      const text = await release({ 'listing-dir': 'meta' })
      expectSays(
        failureOf(text),
        "Input 'listing-dir' has 1 problem",
        '- en-US/full_description.txt holds the client secret',
        'rotate the secret'
      )
      put({ 'meta/en-US/full_description.txt': 'A lamp.\n', 'meta/en-US/changelogs/default.txt': 'x'.repeat(4001) })
      const long = await release({ 'listing-dir': 'meta' })
      expect(failureOf(long)).toContain('- en-US/changelogs/default.txt has 4001 characters')
      expect(h.api.requests).toEqual([])
    })

    it('refuses a listing-dir that a symbolic link takes out of the workspace', async () => {
      const outside = tempDir('listing-outside-')
      mkdirSync(join(outside, 'en-US'))
      writeFileSync(join(outside, 'en-US', 'title.txt'), 'Elsewhere\n')
      symlinkSync(outside, join(h.ws, 'meta'))
      const result = await release({ 'listing-dir': 'meta' })
      expect(failureOf(result)).toContain(
        "Input 'listing-dir' names 'meta', a symbolic link that leads out of the workspace"
      )
      expect(h.api.requests).toEqual([])
    })
  })

  describe('listing-bootstrap', () => {
    it('writes the live listing text into the folder layout, opening and deleting an edit to read it', async () => {
      const result = await h.bootstrap({ 'listing-dir': 'boot' })

      expect(failureOf(result)).toBe('')
      expect(result.outputs).toEqual({ 'listing-files': '10' })
      expect(readFileSync(join(h.ws, 'boot/en-US/title.txt'), 'utf8')).toBe('Stand-in Demo\n')
      expect(readFileSync(join(h.ws, 'boot/de-DE/feature_bullets.txt'), 'utf8')).toBe('- Funktioniert offline\n')
      expect(readFileSync(join(h.ws, 'boot/en-US/keywords.txt'), 'utf8')).toBe('demo\n')
      expect(app().openEdit).toBeUndefined()
      expect(h.api.requests.filter((request) => !['GET', 'POST', 'DELETE'].includes(request.method))).toEqual([])
      expect(routed('DELETE /edits/:edit')).toHaveLength(1)
      expect(result.summary).toContain('images not downloaded (the API gives no image bytes)')

      // What it wrote is a listing folder a release reads back with no change.
      const again = await release({ 'listing-dir': 'boot' })
      expect(failureOf(again)).toBe('')
      expect(listingPuts()).toEqual([])
      expect(again.outputs['listing-changed']).toBe('false')
    })

    it('reads the open edit without changing it', async () => {
      h.api.console.openEdit(APP)
      const result = await h.bootstrap({ 'listing-dir': 'boot' })
      expect(failureOf(result)).toBe('')
      expect(app().openEdit).toBeDefined()
      expect(routed('POST /edits')).toEqual([])
      expect(readFileSync(join(h.ws, 'boot/en-US/short_description.txt'), 'utf8')).toBe('A demo app.\n')
    })

    it('writes into no locale folder that a symbolic link takes elsewhere, and deletes its edit all the same', async () => {
      const outside = tempDir('bootstrap-outside-')
      mkdirSync(join(h.ws, 'boot'))
      symlinkSync(outside, join(h.ws, 'boot', 'en-US'))
      const result = await h.bootstrap({ 'listing-dir': 'boot' })
      expect(failureOf(result)).toContain("'listing-dir' holds en-US, which is no folder (a symbolic link?)")
      expect(readdirSync(outside)).toEqual([])
      expect(routed('DELETE /edits/:edit')).toHaveLength(1)
      expect(app().openEdit).toBeUndefined()
    })

    it('refuses a listing-dir that is a file, before any request', async () => {
      put({ boot: 'not a folder' })
      const result = await h.bootstrap({ 'listing-dir': 'boot' })
      expect(failureOf(result)).toBe("Input 'listing-dir' names a file, not a folder: 'boot'.")
      expect(h.api.requests).toEqual([])
    })

    it("needs 'listing-dir', before any request", async () => {
      const alone = await h.bootstrap()
      expect(failureOf(alone)).toBe(
        "Input 'listing-dir' is required and was empty; give the folder to write the listing into."
      )
      expect(h.api.requests).toEqual([])
    })
  })

  describe('odd answers and files around the listing', () => {
    const ICON = { 'meta/en-US/images/icon.png': png(512, 512, 'icon') }

    it('refuses listing-add-locales without listing-dir', async () => {
      const result = await release({ notes: 'x', 'listing-add-locales': 'true' })
      expect(failureOf(result)).toContain("Input 'listing-add-locales' needs 'listing-dir'")
    })

    it('refuses listing-strict without listing-dir', async () => {
      const result = await release({ notes: 'x', 'listing-strict': 'true' })
      expect(failureOf(result)).toBe(
        "Input 'listing-strict' needs 'listing-dir': it is about what that folder leaves out."
      )
      expect(h.api.requests).toEqual([])
    })

    it('takes an unreadable record as none, and rewrites it', async () => {
      put({ ...ICON, 'meta/.amazon-images.json': '{not json' })
      expect(failureOf(await release({ 'listing-dir': 'meta' }))).toBe('')
      const record = JSON.parse(readFileSync(join(h.ws, 'meta/.amazon-images.json'), 'utf8')) as { images: object }
      expect(Object.values(record.images)).toEqual([sha256(ICON['meta/en-US/images/icon.png'])])
    })

    it('warns, and does not fail, when the record cannot be written', async () => {
      put(ICON)
      mkdirSync(join(h.ws, 'meta/.amazon-images.json'))
      const result = await release({ 'listing-dir': 'meta' })
      expect(failureOf(result)).toBe('')
      expect(warningsOf(result)).toContain('Images: .amazon-images.json is not a regular file: it was not written.')
    })

    it('fails naming the call when an image upload answers no id', async () => {
      put(ICON)
      h.api.faults.push({
        match: { method: 'POST', path: /\/upload$/ },
        status: 200,
        headers: { 'Content-Type': 'application/json' },
        body: '{"image": {}}'
      })
      const result = await release({ 'listing-dir': 'meta' })
      expect(failureOf(result)).toMatch(
        /POST \/edits\/\S+\/large-icons\/upload answered HTTP 200 without the image's id/
      )
    })

    it('fails with the API message when a large upload is refused for another reason than its shape', async () => {
      put({ 'build/c.apk': markedApk(202) })
      h.api.faults.push({
        match: { method: 'POST', path: /\/apks\/large\/upload$/ },
        status: 400,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          httpCode: 400,
          message: 'Bad Request',
          errors: [{ errorCode: 'too_big', errorMessage: 'Too big' }]
        })
      })
      const result = await release({ files: 'build/*.apk', 'large-upload': 'always' })
      expect(failureOf(result)).toContain('Too big (too_big)')
      expect(routed('POST /edits/:edit/apks/large/upload')).toEqual([])
    })
  })
})

// A second release of a real folder, in process against the stand-ins.
describe('a converged run is quiet', () => {
  const h = releaseHarness({ apps: [APP], prefix: 'release-real-api-' })
  const { release } = h

  const writes = (from: number) =>
    h.api.requests.slice(from).filter((request) => ['PUT', 'POST', 'DELETE'].includes(request.method))

  // newpipe would warn on every run, rightly: its changelogs are for 1005 to 1009, and the edit's APKs
  // are 100 and 101, so no listing gets notes.
  it('a second release of the real folder jellyfin-androidtv makes no write request and prints no warning', async () => {
    cpSync('__fixtures__/play-folders/jellyfin-androidtv', join(h.ws, 'meta'), { recursive: true })
    const first = await release({ 'listing-dir': 'meta' })
    expect(failureOf(first)).toBe('')
    expect(warningsOf(first)).toEqual([])
    const rows = first.summary.split('\n').filter((line) => line.startsWith('| Listings not added |'))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatch(/^\| Listings not added \| (\w\w-\w\w, )+\w\w-\w\w: the edit has no listing of them;/)

    const before = h.api.requests.length
    const second = await release({ 'listing-dir': 'meta' })
    expect(failureOf(second)).toBe('')
    expect(writes(before)).toEqual([])
    expect(warningsOf(second)).toEqual([])
    expect(second.outputs['listing-changed']).toBe('false')
  })
})
