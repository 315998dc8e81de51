// Release notes: from notes-dir, and per locale from listing-dir changelogs, with or without files.
import { markedApk } from '../../../__fixtures__/appstore-api.mjs'
import { failureOf, warningsOf } from '../../../__fixtures__/runner.mjs'
import { png } from '../../support/images.js'
import { APP, releaseHarness } from '../../support/release-harness.js'
import { describe, expect, it } from '@jest/globals'
import { cpSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expectSays } from '../../support/says.js'

// Notes from notes-dir, in process against the stand-ins.
describe('release notes', () => {
  const BARE = 'amzn1.devportal.mobileapp.bare'

  const h = releaseHarness({
    apps: [APP, { id: BARE, listings: {} }],
    prefix: 'release-run-',
    defaults: { files: 'build/*.apk' }
  })
  const { put, release, routed, app } = h

  it('takes <locale>.txt, leaves a locale without notes as it was, and warns about unused files', async () => {
    put({ 'notes/en-US.txt': 'Dark mode.\n', 'notes/fr-FR.txt': 'Mode sombre.\n' })
    const result = await release({ 'notes-dir': 'notes' })

    expect(failureOf(result)).toBe('')
    expect(app().openEdit!.listings['en-US'].recentChanges).toBe('Dark mode.')
    expect(app().openEdit!.listings['de-DE'].recentChanges).toBe('')
    expect(routed('PUT /edits/:edit/listings/:lang')).toHaveLength(1)
    expect(warningsOf(result)).toEqual([
      "Notes fr-FR: not used: 'notes' has fr-FR.txt, but the edit has no fr-FR listing.",
      "Notes de-DE: left as they were: 'notes' has no de-DE.txt and no default.txt."
    ])
  })

  it('writes nothing on a rerun whose notes are set already', async () => {
    expect(failureOf(await release({ notes: 'Same.' }))).toBe('')
    const second = await release({ notes: 'Same.' })

    expect(failureOf(second)).toBe('')
    expect(routed('PUT /edits/:edit/listings/:lang')).toHaveLength(2)
    expect(second.summary).toContain('| Notes de-DE | already set (5 characters) (')
  })

  it('leaves listings untouched without notes, and says so', async () => {
    const result = await release()
    expect(routed('GET /edits/:edit/listings')).toEqual([])
    expect(result.summary).toContain('| Notes | not given: the listings are left as they were |')
  })

  it('warns when the edit has no listing', async () => {
    const result = await release({ 'app-id': BARE, notes: 'x' })
    expect(failureOf(result)).toBe('')
    expect(warningsOf(result)).toEqual(['Notes: the edit has no listing, so no notes were set.'])
  })

  it('gives up when the listing changes again after the fresh read', async () => {
    const change = () => h.api.console.changeListing(APP, 'en-US')
    h.api.faults.push(
      { match: { method: 'PUT', path: /\/listings\/en-US$/ }, before: change },
      { match: { method: 'PUT', path: /\/listings\/en-US$/ }, before: change }
    )
    const result = await release({ notes: 'x' })

    expect(failureOf(result)).toContain(
      'Release failed while setting notes for en-US: the en-US listing changed between reading and writing it twice (HTTP 412 twice)'
    )
    expect(failureOf(result)).toContain(`Edit ${app().openEdit!.id} is left open`)
  })
})

// Notes by version code from listing-dir's changelogs/, and runs without a binary, in process
// against the stand-ins.
describe('notes from listing-dir changelogs, with or without files', () => {
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

  describe('release notes from listing-dir changelogs', () => {
    it("takes the highest version code's changelog of the edit's APKs, else default.txt", async () => {
      put({
        'meta/en-US/changelogs/201.txt': 'Two-oh-one.\n',
        'meta/en-US/changelogs/200.txt': 'Two hundred.\n',
        'meta/de-DE/changelogs/default.txt': 'Standard.\n'
      })
      const result = await release({ files: 'build/*.apk', 'listing-dir': 'meta' })

      expect(failureOf(result)).toBe('')
      expect(app().openEdit!.listings['en-US'].recentChanges).toBe('Two-oh-one.')
      expect(app().openEdit!.listings['de-DE'].recentChanges).toBe('Standard.')
      expect(listingPuts()).toHaveLength(2)
    })

    it('refuses the forgotten changelog: no locale has notes for the versionCode of the files, before any request', async () => {
      put({ 'meta/en-US/changelogs/999.txt': 'Later.\n', 'meta/de-DE/title.txt': 'T\n' })
      const result = await release({ files: 'build/*.apk', 'listing-dir': 'meta' })
      expectSays(
        failureOf(result),
        "Input 'listing-dir'",
        'version code 201',
        'build/b.apk',
        'en-US/changelogs/ holds 999 only',
        'Add en-US/changelogs/201.txt',
        'Nothing was sent'
      )
      expect(h.api.requests).toEqual([])
    })

    it('says in one row, with no warning, that a locale with no changelog at all keeps its notes', async () => {
      put({ 'meta/en-US/changelogs/201.txt': 'Two-oh-one.\n', 'meta/de-DE/title.txt': 'T\n' })
      const result = await release({ files: 'build/*.apk', 'listing-dir': 'meta' })
      expect(failureOf(result)).toBe('')
      expect(app().openEdit!.listings['en-US'].recentChanges).toBe('Two-oh-one.')
      expect(result.summary).toContain(
        "| Notes kept | de-DE (de-DE has no changelogs/): 'listing-dir' has no changelog for version code 201 and no " +
          'default.txt for it, so its release notes are left as they were (as fastlane supply and Google Play leave them). |'
      )
      expect(warningsOf(result)).toEqual([])
    })

    it('sets notes through the listing stage when the folder has no changelogs', async () => {
      put(FOLDER)
      const result = await release({ 'listing-dir': 'meta', notes: 'Dims now.' })
      expect(failureOf(result)).toBe('')
      expect(app().openEdit!.listings['en-US']).toMatchObject({ title: 'Lumen', recentChanges: 'Dims now.' })
      expect(app().openEdit!.listings['de-DE'].recentChanges).toBe('Dims now.')
      expect(listingPuts()).toHaveLength(2)
    })

    it('refuses notes from both the folder and notes, before any request', async () => {
      put({ 'meta/en-US/changelogs/default.txt': 'x\n' })
      const result = await release({ 'listing-dir': 'meta', notes: 'y' })
      expect(failureOf(result)).toContain(
        "Input 'listing-dir' holds release notes (en-US/changelogs/) and 'notes' gives them too: give the notes in one place."
      )
      expect(h.api.requests).toEqual([])
    })
  })

  describe('a release without a binary', () => {
    it('updates the notes only, leaving the APKs as they are', async () => {
      const result = await release({ notes: 'Notes only.' })
      expect(failureOf(result)).toBe('')
      expect(routed('PUT /edits/:edit/apks/:apk/replace')).toEqual([])
      expect(routed('POST /edits/:edit/apks/upload')).toEqual([])
      expect(app().openEdit!.listings['en-US'].recentChanges).toBe('Notes only.')
      expect(result.summary).toContain("| APKs | no files: the edit's APKs are left as they are |")
    })

    it('submits the draft an earlier run left open with submit alone', async () => {
      expect(failureOf(await release({ files: 'build/*.apk', notes: 'Draft.' }))).toBe('')
      const draft = app().openEdit!.id
      const result = await release({ submit: 'true' })

      expect(failureOf(result)).toBe('')
      expect(result.outputs['submitted']).toBe('true')
      expect(result.outputs['edit-id']).toBe(draft)
      expect(routed('POST /edits')).toHaveLength(1)
      expect(routed('PUT /edits/:edit/listings/:lang')).toHaveLength(2)
    })

    it('refuses submit alone when no draft is open, or when it is under review', async () => {
      const none = await release({ submit: 'true' })
      expect(failureOf(none)).toContain("no edit is open, and only 'submit' was given")
      expect(routed('POST /edits')).toEqual([])

      const args = { 'app-id': REVIEWED, files: 'build/*.apk', notes: 'x', submit: 'true' }
      expect(failureOf(await release(args))).toBe('')
      const review = await release({ 'app-id': REVIEWED, submit: 'true' })
      expect(failureOf(review)).toMatch(/edit \S+ is REVIEW, not IN_PROGRESS: it was submitted already/)
      expect(routed('POST /edits/:edit/commit')).toHaveLength(1)
    })

    it('refuses app-id with nothing to do, before any request', async () => {
      const result = await release()
      expect(failureOf(result)).toContain("Input 'app-id' is given, but nothing to do: give 'files'")
      expect(h.api.requests).toEqual([])
    })

    it('still reports an empty app-id as required when files asks for a release', async () => {
      const result = await release({ 'app-id': '', 'listing-dir': 'meta' })
      expect(failureOf(result)).toContain("Input 'app-id' is required and was empty")
    })
  })
})

// A locale whose translation lags keeps its notes (one row), only the forgotten changelog is refused,
// listing-strict still refuses a lagging locale; a folder left out says how the edit's listing was
// kept; a noted icon of a locale not added is not used; names of the API and of the folder that are
// keys of a plain object (`__proto__`, `constructor`) are only names. In process, against the stand-ins.
describe('notes per locale, and the listing around them', () => {
  const NEWPIPE_APP = 'amzn1.devportal.mobileapp.newpipe'
  const ZH_APP = 'amzn1.devportal.mobileapp.zh'
  const NEWPIPE = '__fixtures__/play-folders/newpipe'

  const h = releaseHarness({
    apps: [
      APP,
      { id: NEWPIPE_APP, listings: { 'en-US': {}, 'en-GB': {}, 'de-DE': {} } },
      { id: ZH_APP, listings: { 'en-US': {}, 'zh-CN': {} } }
    ],
    prefix: 'release-notes-locale-'
  })
  const { put, release, routed, app } = h
  const changelog = (path: string) => readFileSync(join(NEWPIPE, path), 'utf8').trimEnd()
  const newpipe = (extra: Record<string, string> = {}) =>
    release({ 'app-id': NEWPIPE_APP, files: 'build/*.apk', 'listing-dir': 'meta', ...extra })

  /** NewPipe's real folder as listing-dir, and its release files: versionCodes 1006 and `code`. */
  function newpipeRelease(code: number): void {
    cpSync(NEWPIPE, join(h.ws, 'meta'), { recursive: true })
    put({ 'build/a.apk': markedApk(1006), 'build/b.apk': markedApk(code) })
  }

  describe("NewPipe's real folder, whose en_GB changelogs lag (1005 only), released as versionCode 1007", () => {
    it("goes through: en-US gets 1007.txt, en-GB's notes are left as they were, said in one row", async () => {
      newpipeRelease(1007)
      const result = await newpipe()

      expect(failureOf(result)).toBe('')
      const { listings } = app(NEWPIPE_APP).openEdit!
      expect(listings['en-US'].recentChanges).toBe(changelog('en-US/changelogs/1007.txt'))
      expect(listings['en-GB'].recentChanges).not.toBe(changelog('en_GB/changelogs/1005.txt'))
      expect(routed('PUT /edits/:edit/listings/:lang').map((request) => request.path.split('/').pop())).toContain(
        'en-GB'
      )
      expect(result.summary).toContain('| Listing en-GB | changed: shortDescription, fullDescription (')
      expect(result.summary).toContain(
        "| Notes kept | en-GB (en_GB/changelogs/ holds 1005 only), de-DE (de has no changelogs/): 'listing-dir' has " +
          'no changelog for version code 1007 and no default.txt for them, so their release notes are left as they ' +
          'were (as fastlane supply and Google Play leave them). |'
      )
      expect(result.summary.match(/\| Notes kept \|/g)).toHaveLength(1)
      expect(warningsOf(result)).toEqual([])
    })

    it('refuses the forgotten changelog (no locale has notes for 1010, no default.txt), before any request', async () => {
      newpipeRelease(1010)
      const result = await newpipe()
      expectSays(
        failureOf(result),
        "Input 'listing-dir'",
        'version code 1010',
        'build/b.apk',
        'en-US/changelogs/ holds 1007, 1008, 1009 only',
        'en_GB/changelogs/ holds 1005 only',
        'Add en-US/changelogs/1010.txt',
        'Nothing was sent'
      )
      expect(h.api.requests).toEqual([])
    })

    it('refuses the lagging en_GB with listing-strict, before any request', async () => {
      put({
        'meta/en-US/changelogs/1007.txt': changelog('en-US/changelogs/1007.txt'),
        'meta/en_GB/changelogs/1005.txt': changelog('en_GB/changelogs/1005.txt'),
        'build/a.apk': markedApk(1006),
        'build/b.apk': markedApk(1007)
      })
      const result = await newpipe({ 'listing-strict': 'true' })
      expectSays(
        failureOf(result),
        "Input 'listing-dir'",
        'version code 1007',
        'build/b.apk',
        'en-GB (en_GB/changelogs/ holds 1005 only)',
        "'listing-strict' is true",
        'en_GB/changelogs/1007.txt',
        'Nothing was sent'
      )
      expect(h.api.requests).toEqual([])
    })
  })

  describe('notes per locale without release files (the version codes are the edit APKs: 100 and 101)', () => {
    const lagging = { 'meta/en-US/changelogs/101.txt': 'One-oh-one.\n', 'meta/de-DE/changelogs/100.txt': 'Old.\n' }

    it('leaves the lagging locale as it was, in one row', async () => {
      put(lagging)
      const result = await release({ 'listing-dir': 'meta' })
      expect(failureOf(result)).toBe('')
      expect(app().openEdit!.listings['en-US'].recentChanges).toBe('One-oh-one.')
      expect(app().openEdit!.listings['de-DE'].recentChanges).not.toBe('Old.')
      expect(result.summary).toContain("| Notes kept | de-DE (de-DE/changelogs/ holds 100 only): 'listing-dir' has no")
      expect(warningsOf(result)).toEqual([])
    })

    it('refuses it with listing-strict before any listing is written', async () => {
      put(lagging)
      const result = await release({ 'listing-dir': 'meta', 'listing-strict': 'true' })
      expect(failureOf(result)).toContain(
        "Release failed while matching the changelogs of 'listing-dir' with the version codes: Input 'listing-dir' has no " +
          'changelog for version code 101 and no default.txt in de-DE (de-DE/changelogs/ holds 100 only), and ' +
          "'listing-strict' is true"
      )
      expect(routed('PUT /edits/:edit/listings/:lang')).toEqual([])
    })

    it('warns once when no listing gets notes (the changelog forgotten, found only in the edit)', async () => {
      put({ 'meta/en-US/changelogs/99.txt': 'Old.\n' })
      const result = await release({ 'listing-dir': 'meta' })
      expect(failureOf(result)).toBe('')
      expect(warningsOf(result)).toEqual([
        "Notes kept: en-US (en-US/changelogs/ holds 99 only): 'listing-dir' has no changelog for version code 101 and " +
          'no default.txt for it, so its release notes are left as they were (as fastlane supply and Google Play ' +
          'leave them). No listing gets notes: add <locale>/changelogs/101.txt.'
      ])
    })
  })

  describe('a listing-dir folder the release leaves out, although the edit has its listing', () => {
    it('says the folder was left out and that the listing was kept, not that it has no default.txt', async () => {
      put({ 'meta/en-US/changelogs/default.txt': 'Fixes.\n', 'meta/zh-CN/changelogs/default.txt': '修复。\n' })
      const result = await release({ 'app-id': ZH_APP, 'listing-dir': 'meta' })
      expect(failureOf(result)).toBe('')
      expect(warningsOf(result)).toEqual([
        "Listing zh-CN: left as it was, text and notes: the zh-CN folder of 'listing-dir' was left out (no Amazon listing " +
          'language: Amazon lists en-US, en-GB, en-AU, en-IN, de-DE, fr-FR, it-IT, es-ES, ja-JP, pt-BR, pt-PT, nl-NL, ' +
          'pl-PL, sv-SE), so nothing of it was sent, although the edit has a zh-CN listing.'
      ])
      expect(result.summary).not.toContain('| Notes zh-CN |')
    })

    it('says a locale folder that gives nothing for the listing is left as it was', async () => {
      put({ 'meta/en-US/changelogs/default.txt': 'Fixes.\n', 'meta/de-DE/images/readme.md': 'x' })
      const result = await release({ 'listing-dir': 'meta', files: '' })
      expect(failureOf(result)).toBe('')
      expect(result.summary).toContain('| Notes kept | de-DE (de-DE has no changelogs/)')
      expect(result.summary).toContain(
        "| Listing de-DE | 'listing-dir' gives no text and no notes for it: left as it was |"
      )
    })
  })

  describe('the left-out table of a locale the release does not add', () => {
    const folder = {
      'meta/en-US/title.txt': 'Lumen\n',
      'meta/fr-FR/title.txt': 'Lumen FR\n',
      'meta/fr-FR/images/icon.png': png(512, 512)
    }

    it('marks its icon not used, and why, when fr-FR is not added', async () => {
      put(folder)
      const result = await release({ 'listing-dir': 'meta' })
      expect(failureOf(result)).toBe('')
      expect(routed('POST /edits/:edit/listings/:lang/:type/upload')).toEqual([])
      expect(result.summary).toContain(
        "| fr-FR/images/icon.png | not used | the edit has no fr-FR listing and 'listing-add-locales' is false, so " +
          'it was not added and nothing was sent for it &#40;added, it would be used as large-icons: it is 512×512,'
      )
    })

    it('marks it used when fr-FR is added', async () => {
      put(folder)
      const result = await release({ 'listing-dir': 'meta', 'listing-add-locales': 'true' })
      expect(failureOf(result)).toBe('')
      expect(result.summary).toContain('| fr-FR/images/icon.png | used | used as large-icons: it is 512×512,')
    })
  })

  describe('names that are keys of a plain object', () => {
    it('takes the API listing languages __proto__ and constructor as languages the folder has no folder of', async () => {
      put({ 'meta/en-US/title.txt': 'Lumen\n', 'meta/en-US/changelogs/default.txt': 'Fixes.\n' })
      const listing = '{"language":"x","title":"t"}'
      h.api.faults.push({
        match: { method: 'GET', path: /\/listings$/ },
        status: 200,
        headers: { 'Content-Type': 'application/json' },
        body: `{"listings":{"en-US":${listing},"__proto__":${listing},"constructor":${listing}}}`
      })
      const result = await release({ 'listing-dir': 'meta' })

      expect(failureOf(result)).toBe('')
      expect(app().openEdit!.listings['en-US']).toMatchObject({ title: 'Lumen', recentChanges: 'Fixes.' })
      expect(result.summary).toContain(
        "| Listing __proto__ | not in 'listing-dir' and no notes for it: left as it was |"
      )
      expect(result.summary).toContain(
        "| Listing constructor | not in 'listing-dir' and no notes for it: left as it was |"
      )
      expect(routed('PUT /edits/:edit/listings/:lang').map((request) => request.path.split('/').pop())).toEqual([
        'en-US'
      ])
    })

    it('leaves out folders and files named __proto__ and constructor, with their reasons', async () => {
      put({
        'meta/en-US/title.txt': 'Lumen\n',
        'meta/en-US/__proto__': 'x',
        'meta/en-US/constructor': 'x',
        'meta/__proto__/title.txt': 'x',
        'meta/constructor/title.txt': 'x'
      })
      const result = await release({ 'listing-dir': 'meta' })
      expect(failureOf(result)).toBe('')
      expect(result.summary).toContain('| en-US/constructor | left out | no file an Amazon listing has &#40;title.txt,')
      expect(result.summary).toContain('| en-US/&#95;&#95;proto&#95;&#95; | left out | no file an Amazon listing has')
      expect(result.summary).toContain('| constructor | left out | no Amazon listing language')
    })
  })
})
