// The listing folder in a release (issue 16, parts 1, 3 and 4), in process against the stand-ins:
// text merged and PUT whole only when it differs, Play locale names, locales added only when asked,
// notes by version code from changelogs/, runs without a binary, and submitting an earlier draft.
import { describe, expect, it } from '@jest/globals'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { markedApk, startAppstoreApi } from '../../../__fixtures__/appstore-api.mjs'
import { failureOf, warningsOf } from '../../../__fixtures__/runner.mjs'
import { jpeg, png } from '../../support/images.js'
import { APP, apiErrorFault, ifMatchRequired, releaseHarness } from '../../support/release-harness.js'
import { tempDir } from '../../support/temp.js'
import { sha256 } from '../../support/answers.js'

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
    expect(result.summary).toContain('| es-MX | left out | a Fire TV device language, not an Amazon listing language |')
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
    expect(failureOf(text)).toBe(
      "Input 'listing-dir' has 1 problem to fix, nothing was sent:\n" +
        '- en-US/full_description.txt holds the client secret: a listing is public. Remove it, and rotate the secret.'
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
    expect(failureOf(result)).toBe(
      "Input 'listing-dir' has no release notes for version code 201, the versionCode of build/b.apk: no locale " +
        'holds changelogs/201.txt or changelogs/default.txt (en-US/changelogs/ holds 999 only). Add ' +
        'en-US/changelogs/201.txt (and the same for the other locales, or a default.txt). Nothing was sent.'
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

describe('device targeting of new APKs', () => {
  const on = (apk: { targeting: { amazonDevices: { id: string; status: string }[] } }) =>
    apk.targeting.amazonDevices.filter((device) => device.status === 'TARGETING').map((device) => device.id)

  it('targets the devices targeting names, by id or name, keeping the rest of the object', async () => {
    put({ 'build/c.apk': markedApk(202) })
    const result = await release({
      files: 'build/*.apk',
      targeting: 'AFTMM, fire hd 8 (2020)',
      notes: 'x',
      submit: 'true'
    })
    expect(failureOf(result)).toBe('')
    const added = app().live.apks[2]
    expect(on(added)).toEqual(['KFMUWI', 'AFTMM'])
    expect(added.targeting.otherAndroidDevices).toBe('NOT_TARGETING')
    const [targetingPut] = routed('PUT /edits/:edit/apks/:apk/targeting')
    expect(targetingPut.headers['if-match']).toBeTruthy()
    expect(JSON.parse(targetingPut.text)).toHaveProperty('otherAndroidDevices', 'NOT_TARGETING')
    // Replaced APKs keep theirs: only the new one is set.
    expect(routed('PUT /edits/:edit/apks/:apk/targeting')).toHaveLength(1)
  })

  it('fails naming the devices when targeting names one the APK cannot target', async () => {
    put({ 'build/c.apk': markedApk(202) })
    const result = await release({ files: 'build/*.apk', targeting: 'KFQUWI\nPixel 9' })
    expect(failureOf(result)).toContain("'targeting' names Pixel 9, which APK ")
    expect(failureOf(result)).toContain('KFQUWI (Fire 7 (2022))')
  })

  it('reads the targeting afresh once after a 412', async () => {
    put({ 'build/c.apk': markedApk(202) })
    // Someone touches the new APK's targeting between the read and the PUT: its ETag moves.
    h.api.faults.push({
      match: { method: 'PUT', path: /\/targeting$/ },
      before: (request) => h.api.console.setTargeting(APP, request.path.split('/').at(-2)!, [])
    })
    const result = await release({ files: 'build/*.apk' })
    expect(failureOf(result)).toBe('')
    expect(on(app().openEdit!.apks[2])).toEqual(on(app().openEdit!.apks[0]))
    expect(routed('PUT /edits/:edit/apks/:apk/targeting')).toHaveLength(2)
  })

  it('refuses a targeting answer without device lists rather than taking it as no device', async () => {
    put({ 'build/c.apk': markedApk(202) })
    // The edit's targeting, not the live version's (which the check against the live version reads first).
    const edits = { test: (path: string) => path.endsWith('/targeting') && !path.includes(`/edits/${app().live.id}/`) }
    h.api.faults.push({
      match: { method: 'GET', path: edits },
      status: 200,
      headers: { 'Content-Type': 'application/json' },
      body: '{"devices": []}'
    })
    const result = await release({ files: 'build/*.apk' })
    expect(failureOf(result)).toMatch(
      /GET \/edits\/\S+\/targeting answered no targeting object with an amazonDevices list/
    )
  })

  it("refuses 'like-existing' together with devices, before any request", async () => {
    const result = await release({ files: 'build/*.apk', targeting: 'like-existing, AFTMM' })
    expect(failureOf(result)).toContain("Input 'targeting' is 'like-existing' or a list of devices, not both.")
    expect(h.api.requests).toEqual([])
  })
})

describe('images from listing-dir', () => {
  const SHOTS = {
    'meta/en-US/images/icon.png': png(512, 512, 'icon'),
    'meta/en-US/images/tenInchScreenshots/1.png': png(1024, 600, 's1'),
    'meta/en-US/images/tenInchScreenshots/2.png': png(1024, 600, 's2'),
    'meta/en-US/images/tenInchScreenshots/3.jpg': jpeg(1024, 600, { tag: 's3' })
  }
  const uploads = () => routed('POST /edits/:edit/listings/:lang/:type/upload')
  const list = (type: string) => app().openEdit!.images['en-US'][type].list

  it('replaces a set that differs, in order, with If-Match, and a rerun uploads nothing (the record)', async () => {
    put(SHOTS)
    const first = await release({ 'listing-dir': 'meta' })

    expect(failureOf(first)).toBe('')
    expect(uploads()).toHaveLength(4)
    expect(uploads().every((request) => request.headers['if-match'])).toBe(true)
    expect(list('screenshots').map((image) => image.sha256)).toEqual(
      ['1.png', '2.png', '3.jpg'].map((name) =>
        sha256(readFileSync(join(h.ws, 'meta/en-US/images/tenInchScreenshots', name)))
      )
    )
    expect(list('screenshots')[2].contentType).toBe('application/octet-stream')
    expect(list('large-icons')).toHaveLength(1)
    expect(first.outputs['listing-changed']).toBe('true')
    expect(first.summary).toContain('| Images en-US screenshots | replaced (')
    const record = JSON.parse(readFileSync(join(h.ws, 'meta/.amazon-images.json'), 'utf8')) as { images: object }
    expect(Object.keys(record.images)).toHaveLength(4)

    const second = await release({ 'listing-dir': 'meta' })
    expect(failureOf(second)).toBe('')
    expect(uploads()).toHaveLength(4)
    expect(routed('DELETE /edits/:edit/listings/:lang/:type')).toEqual([])
    expect(second.outputs['listing-changed']).toBe('false')
    expect(second.summary).toContain('| Images en-US screenshots | unchanged (3 images) (')
    expect(second.summary).toContain('| Images en-US large-icons | unchanged (1 image) (')
  })

  it('uploads again when the console changed an image, and without the record', async () => {
    put(SHOTS)
    expect(failureOf(await release({ 'listing-dir': 'meta' }))).toBe('')
    h.api.console.setImages(APP, 'en-US', 'screenshots', [
      png(1024, 600, 'x'),
      png(1024, 600, 'y'),
      png(1024, 600, 'z')
    ])
    const changed = await release({ 'listing-dir': 'meta' })
    expect(failureOf(changed)).toBe('')
    expect(uploads()).toHaveLength(7)
    expect(changed.summary).toContain(
      '| Images en-US screenshots | replaced (images this action did not upload): 3 images uploaded ('
    )

    rmSync(join(h.ws, 'meta/.amazon-images.json'))
    expect(failureOf(await release({ 'listing-dir': 'meta' }))).toBe('')
    expect(uploads()).toHaveLength(11)
  })

  it('leaves out an image of a size Amazon does not take, and uploads the rest; listing-strict fails instead', async () => {
    put({ ...SHOTS, 'meta/en-US/images/icon.png': png(500, 500) })
    const strict = await release({ 'listing-dir': 'meta', 'listing-strict': 'true' })
    expect(failureOf(strict)).toContain('- en-US/images/icon.png is left out (500×500 pixels: an icon is used as')
    expect(h.api.requests).toEqual([])

    const result = await release({ 'listing-dir': 'meta' })
    expect(failureOf(result)).toBe('')
    expect(uploads().map((request) => request.path.split('/').at(-2))).toEqual([
      'screenshots',
      'screenshots',
      'screenshots'
    ])
    expect(result.summary).toContain('| en-US/images/icon.png | left out | 500×500 pixels: an icon is used as')
    expect(warningsOf(result)).toEqual([])
  })

  it('prunes from the record the ids the edit no longer holds', async () => {
    put(SHOTS)
    expect(failureOf(await release({ 'listing-dir': 'meta' }))).toBe('')
    const path = join(h.ws, 'meta/.amazon-images.json')
    const record = JSON.parse(readFileSync(path, 'utf8')) as { images: Record<string, string> }
    const ids = Object.keys(record.images)
    writeFileSync(path, JSON.stringify({ images: { ...record.images, 'amzn1.gone': 'a'.repeat(64) } }))
    const rerun = await release({ 'listing-dir': 'meta' })
    expect(failureOf(rerun)).toBe('')
    expect(uploads()).toHaveLength(4)
    const pruned = JSON.parse(readFileSync(path, 'utf8')) as { images: Record<string, string> }
    expect(Object.keys(pruned.images).sort()).toEqual([...ids].sort())
  })

  it('never writes an id that echoes the token into the record', async () => {
    put({ 'meta/en-US/images/icon.png': png(512, 512, 'icon') })
    const fault: {
      match: object
      status: number
      headers: object
      body: string
      before?: (r: { headers: Record<string, string> }) => void
    } = {
      match: { method: 'POST', path: /\/large-icons\/upload$/ },
      status: 200,
      headers: { 'Content-Type': 'application/json' },
      body: ''
    }
    fault.before = (request) => {
      fault.body = JSON.stringify({ image: { id: request.headers.authorization.replace(/^Bearer /, '') } })
    }
    h.api.faults.push(fault as never)
    const result = await release({ 'listing-dir': 'meta' })
    expect(failureOf(result)).toBe('')
    const written = readFileSync(join(h.ws, 'meta/.amazon-images.json'), 'utf8')
    expect(h.tokens.issued.length).toBeGreaterThan(0)
    for (const token of h.tokens.issued) expect(written).not.toContain(token.split('|')[1])
    expect(JSON.parse(written)).toMatchObject({ images: {} })
  })

  it('says once, in one line, why a run without the record uploads again', async () => {
    put(SHOTS)
    expect(failureOf(await release({ 'listing-dir': 'meta' }))).toBe('')
    rmSync(join(h.ws, 'meta/.amazon-images.json'))
    const again = await release({ 'listing-dir': 'meta' })
    const lines = again.summary.split('\n').filter((line) => line.includes('has no .amazon-images.json'))
    expect(lines).toEqual([
      "| Images | uploaded again: 'listing-dir' has no .amazon-images.json, so the images in the edit could not be " +
        "compared with the folder's. Commit the file this run writes, and a rerun with the same images uploads nothing. |"
    ])
    expect(warningsOf(again)).toEqual([])
  })

  it('reads the list afresh once when an upload meets a stale ETag', async () => {
    put(SHOTS)
    h.api.faults.push({
      match: { method: 'POST', path: /\/screenshots\/upload$/ },
      before: () => h.api.console.setImages(APP, 'en-US', 'screenshots', [])
    })
    const result = await release({ 'listing-dir': 'meta' })
    expect(failureOf(result)).toBe('')
    expect(list('screenshots')).toHaveLength(3)
  })

  it('uploads in a dry run and writes no record, as its edit is deleted', async () => {
    put(SHOTS)
    const result = await release({ 'listing-dir': 'meta', notes: 'x', 'dry-run': 'true' })
    expect(failureOf(result)).toBe('')
    expect(uploads()).toHaveLength(4)
    expect(existsSync(join(h.ws, 'meta/.amazon-images.json'))).toBe(false)
  })

  it('fails naming the call when the image list cannot be read', async () => {
    put(SHOTS)
    h.api.faults.push({
      match: { method: 'GET', path: /\/large-icons$/ },
      status: 200,
      headers: { 'Content-Type': 'application/json' },
      body: '{"items": []}'
    })
    const result = await release({ 'listing-dir': 'meta' })
    expect(failureOf(result)).toMatch(
      /GET \/edits\/\S+\/listings\/en-US\/large-icons answered no \{images: \[\.\.\.\]\} list/
    )
  })
})

describe('publish-at', () => {
  it('sets the publishing date, keeping the other fields, and a rerun writes nothing', async () => {
    const first = await release({ 'publish-at': '2030-01-31T09:00 europe/berlin' })
    expect(failureOf(first)).toBe('')
    expect(app().openEdit!.availability.publishingDate).toEqual({
      dateTime: '2030-01-31T09:00:00',
      zoneId: 'Europe/Berlin'
    })
    const [availabilityPut] = routed('PUT /edits/:edit/availability')
    expect(availabilityPut.headers['if-match']).toBeTruthy()
    expect(first.summary).toContain('| Publishing date | set to 2030-01-31T09:00:00 Europe/Berlin (')

    const second = await release({ 'publish-at': '2030-01-31T09:00:00 Europe/Berlin' })
    expect(failureOf(second)).toBe('')
    expect(routed('PUT /edits/:edit/availability')).toHaveLength(1)
    expect(second.summary).toContain('| Publishing date | already 2030-01-31T09:00:00 Europe/Berlin (')
  })

  it.each([
    ['2030-02-30T09:00 Europe/Berlin', 'names no real date and time'],
    ['2030-01-31T24:00 Europe/Berlin', 'names no real date and time'],
    ['2030-01-31 Europe/Berlin', "must be a date, a time and an IANA time zone, as '2026-12-01T09:00 Europe/Berlin'"],
    ['2030-01-31T09:00 Mars/Olympus', "names no IANA time zone: 'Mars/Olympus'"]
  ])('refuses %s before any request', async (given, message) => {
    const result = await release({ 'publish-at': given })
    expect(failureOf(result)).toContain(`Input 'publish-at' ${message}`)
    expect(h.api.requests).toEqual([])
  })

  it('refuses an availability answer it cannot read', async () => {
    h.api.faults.push({
      match: { method: 'GET', path: /\/availability$/ },
      status: 200,
      headers: { 'Content-Type': 'application/json' },
      body: '{"publishingDate": "soon"}'
    })
    const result = await release({ 'publish-at': '2030-01-31T09:00 UTC' })
    expect(failureOf(result)).toMatch(/GET \/edits\/\S+\/availability answered no availability object/)
  })
})

describe('large-upload', () => {
  // A whole APK (a zip holding AndroidManifest.xml), 6 MiB of it in its dex entry.
  const big = () => markedApk(202, 'x'.repeat(6 * 1024 * 1024))
  const largeUploads = () => routed('POST /edits/:edit/apks/large/upload')

  it('streams a new APK by the large-file path as the raw body, then attaches it after asset_not_ready', async () => {
    const data = big()
    put({ 'build/c.apk': data })
    const result = await release({ files: 'build/*.apk', 'large-upload': 'always' })

    expect(failureOf(result)).toBe('')
    const [upload] = largeUploads()
    expect(upload.bytes).toBe(data.length)
    expect(upload.sha256).toBe(sha256(data))
    expect(upload.headers.filename).toBe('c.apk')
    expect(routed('POST /edits/:edit/apks/attach')).toHaveLength(2)
    expect(routed('POST /edits/:edit/apks/upload')).toEqual([])
    expect(app().openEdit!.apks[2]).toMatchObject({ versionCode: 202 })
    // Replaced APKs take the plain path; the new one is targeted like the others.
    expect(routed('PUT /edits/:edit/apks/:apk/replace')).toHaveLength(2)
    expect(result.outputs['version-codes']).toBe('200\n201\n202')
  })

  it('sends it as multipart/form-data, with an exact Content-Length, when the API asks for that', async () => {
    const data = big()
    put({ 'build/c.apk': data })
    h.api.faults.push(
      apiErrorFault(
        { method: 'POST', path: /\/apks\/large\/upload$/ },
        415,
        'Unsupported Media Type',
        'unsupported_media_type',
        'Expected multipart/form-data'
      )
    )
    const result = await release({ files: 'build/*.apk', 'large-upload': 'always' })

    expect(failureOf(result)).toBe('')
    const [upload] = largeUploads()
    expect(upload.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
    expect(Number(upload.headers['content-length'])).toBe(upload.bytes)
    expect(upload.multipart?.complete).toBe(true)
    expect(upload.multipart?.parts[0]).toMatchObject({ name: 'file', fileName: 'c.apk', sha256: sha256(data) })
    expect(app().openEdit!.apks[2]).toMatchObject({ versionCode: 202 })
  })

  it('keeps small APKs on the plain path with auto, and refuses an unknown mode before any request', async () => {
    put({ 'build/c.apk': markedApk(202) })
    expect(failureOf(await release({ files: 'build/*.apk' }))).toBe('')
    expect(largeUploads()).toEqual([])
    expect(routed('POST /edits/:edit/apks/upload')).toHaveLength(1)

    const wrong = await release({ files: 'build/*.apk', 'large-upload': 'sometimes' })
    expect(failureOf(wrong)).toContain("Input 'large-upload' must be one of auto, always, never")
  })

  it('gives up attaching after the waits, on the injected clock', async () => {
    await h.api.close()
    h.api = await startAppstoreApi(h.tokens, { apps: [{ id: APP, attachNotReady: 100 }] })
    put({ 'build/c.apk': markedApk(202) })
    const result = await release({ files: 'build/*.apk', 'large-upload': 'always' })
    expect(failureOf(result)).toContain(
      'after 10 attempts to attach it (asset_not_ready): rerun the step in a few minutes.'
    )
    expect(routed('POST /edits/:edit/apks/attach')).toHaveLength(10)
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
    expect(failureOf(result)).toMatch(/POST \/edits\/\S+\/large-icons\/upload answered HTTP 200 without the image's id/)
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
