/**
 * The listing stage of a release: for every locale of the edit's listings (and of the listing
 * folder), the listing is read with its own fresh ETag, the folder's text and the release notes
 * (recentChanges, one field of the listing: the folder's changelog for the edit's version codes,
 * or `notes`/`notes-dir`) merged over it, and PUT back whole, only when something
 * differs. A 412 (it changed since it was read) is answered by reading afresh once. A locale of the
 * folder that the edit lacks is added only with `listing-add-locales` (else named in one row).
 */
import { afreshOnce, done, highestVersionCode, type SubmissionApi } from '../../../appstore/submission/index.js'
import type { Journal } from '../../edit/journal.js'
import { notesFor, unusedLocales, type Notes } from './notes.js'
import { planListing, type ListingField, type WantedListing } from './diff.js'
import { InputError } from '../../../step/errors.js'
import { changelogFor, listUnnoted, unnoted } from './changelogs.js'
import { leftOutFolderOf, LISTING_INPUT, localeFolder, type LocaleFolder } from './folder.js'
import type { ListingInputs } from './inputs.js'
import { leftOutRow } from './summary.js'

export interface ListingSources {
  listing?: ListingInputs
  notes?: Notes
  /** The version codes of the edit's APKs, for `changelogs/<versionCode>.txt`. */
  versionCodes: readonly string[]
}

/** What writing one listing did. */
export type Written =
  | { kind: 'unchanged' }
  | { kind: 'added'; changed: ListingField[]; missing: ListingField[]; afresh: boolean }
  | { kind: 'changed'; changed: ListingField[]; afresh: boolean }

/** Whether some listing was changed (or added), and the languages the edit has listings of now. */
export async function applyListings(
  api: SubmissionApi,
  edit: string,
  sources: ListingSources,
  journal: Journal
): Promise<{ changed: boolean; languages: string[] }> {
  const { listing, notes } = sources
  if (!listing) return notes ? applyNotes(api, edit, notes, journal) : { changed: false, languages: [] }
  const leftOut = leftOutRow(listing.folder)
  if (leftOut) journal.row(...leftOut)
  journal.begin("reading the edit's listings")
  const languages = await api.listings.locales(edit)
  const has = new Set(languages)
  const lacking = Object.keys(listing.folder.locales).filter((locale) => !has.has(locale))
  const added = listing.addLocales ? lacking : []
  if (!listing.addLocales && lacking.length > 0) {
    // One row, no warning: a folder that holds more languages than the app lists is the usual case,
    // and a converged run says nothing that needs attention.
    journal.row(
      'Listings not added',
      `${lacking.join(', ')}: the edit has no listing of ${lacking.length === 1 ? 'it' : 'them'}; set ` +
        `'listing-add-locales' to true to add ${lacking.length === 1 ? 'it' : 'them'}.`
    )
  }
  const written = [...languages, ...added]
  if (listing.hasChangelogs) notesKept(listing, written, sources.versionCodes, journal)
  let changed = false
  for (const locale of written) {
    const folder = localeFolder(listing.folder, locale)
    const wanted = wantedFor(locale, folder, sources)
    if (Object.keys(wanted).length === 0) {
      keptWhole(listing, locale, journal)
      continue
    }
    journal.begin(`${has.has(locale) ? 'updating' : 'adding'} the ${locale} listing`)
    const written = await putOne(api, edit, locale, wanted, !has.has(locale), journal)
    changed ||= written.kind !== 'unchanged'
    journal.finished(`Listing ${locale}`, describe(written))
  }
  return { changed, languages: [...languages, ...added] }
}

function describe(written: Written): string {
  if (written.kind === 'unchanged') return 'unchanged'
  const what = `${written.changed.join(', ')}${written.afresh ? ', after reading the listing afresh' : ''}`
  if (written.kind === 'changed') return `changed: ${what}`
  return `added (${what})${written.missing.length ? `; still empty: ${written.missing.join(', ')}` : ''}`
}

/** Release notes alone (no listing-dir): recentChanges set on each listing the edit has; its locales. */
async function applyNotes(
  api: SubmissionApi,
  edit: string,
  notes: Notes,
  journal: Journal
): Promise<{ changed: boolean; languages: string[] }> {
  journal.begin("reading the edit's listings")
  const locales = await api.listings.locales(edit)
  if (locales.length === 0) {
    journal.row('Notes', 'the edit has no listing, so no notes were set.', 'warning')
    return { changed: false, languages: [] }
  }
  let changed = false
  for (const locale of unusedLocales(notes, locales)) {
    journal.row(
      `Notes ${locale}`,
      `not used: '${notes.from}' has ${locale}.txt, but the edit has no ${locale} listing.`,
      'warning'
    )
  }
  for (const locale of locales) {
    const text = notesFor(notes, locale)
    if (text === undefined) {
      journal.row(
        `Notes ${locale}`,
        `left as they were: '${notes.from}' has no ${locale}.txt and no default.txt.`,
        'warning'
      )
      continue
    }
    journal.begin(`setting notes for ${locale}`)
    const written = await putOne(api, edit, locale, { recentChanges: text }, false, journal)
    changed ||= written.kind !== 'unchanged'
    const size = `${text.length} characters`
    journal.finished(
      `Notes ${locale}`,
      written.kind === 'unchanged'
        ? `already set (${size})`
        : `set (${size})${written.afresh ? ', after reading the listing afresh' : ''}`
    )
  }
  return { changed, languages: locales }
}

function wantedFor(locale: string, folder: LocaleFolder | undefined, sources: ListingSources): WantedListing {
  const wanted: WantedListing = { ...(folder?.text ?? {}) }
  if (sources.listing?.hasChangelogs) {
    // A locale without notes for the release keeps them: notesKept says so, in one row.
    const changelog = folder && changelogFor(folder, sources.versionCodes)
    if (changelog) wanted.recentChanges = changelog.text
  } else if (sources.notes) {
    const text = notesFor(sources.notes, locale)
    if (text !== undefined) wanted.recentChanges = text
  }
  return wanted
}

/**
 * One row for the listings written whose folder has no notes for the release (its translation
 * lags, or it has no changelogs): their notes are left as they were, as fastlane supply and Google
 * Play leave them. With listing-strict, a lagging one fails before any listing is written (with
 * files, manifests.ts refused it before any request). A warning when no listing gets notes at all.
 */
function notesKept(
  listing: ListingInputs,
  locales: readonly string[],
  versionCodes: readonly string[],
  journal: Journal
): void {
  journal.begin("matching the changelogs of 'listing-dir' with the version codes")
  const folders = locales.map((locale) => localeFolder(listing.folder, locale)).filter((folder) => folder !== undefined)
  const kept = folders.map((folder) => unnoted(folder, versionCodes)).filter((item) => item !== undefined)
  if (kept.length === 0) return
  const highest = highestVersionCode(versionCodes) ?? '(the edit has no APK)'
  const lagging = kept.filter((item) => item.lagging)
  if (listing.strict && lagging.length > 0) {
    throw new InputError(
      LISTING_INPUT,
      `has no changelog for version code ${highest} and no default.txt in ${listUnnoted(lagging)}, and ` +
        "'listing-strict' is true: add them, or set 'listing-strict' to false to keep their notes as they are. No listing was written."
    )
  }
  const one = kept.length === 1
  const none = kept.length === folders.length
  journal.row(
    'Notes kept',
    `${listUnnoted(kept)}: 'listing-dir' has no changelog for version code ${highest} and no default.txt for ` +
      `${one ? 'it' : 'them'}, so ${one ? 'its' : 'their'} release notes are left as they were (as fastlane supply ` +
      `and Google Play leave them).${none ? ` No listing gets notes: add <locale>/changelogs/${highest}.txt.` : ''}`,
    none ? 'warning' : 'info'
  )
}

/** A listing the folder gives nothing for, kept whole: its folder was left out, or there is none. */
function keptWhole(listing: ListingInputs, locale: string, journal: Journal): void {
  if (localeFolder(listing.folder, locale)) {
    return journal.row(`Listing ${locale}`, "'listing-dir' gives no text and no notes for it: left as it was")
  }
  const leftOut = leftOutFolderOf(listing.folder, locale)
  if (!leftOut) return journal.row(`Listing ${locale}`, "not in 'listing-dir' and no notes for it: left as it was")
  journal.row(
    `Listing ${locale}`,
    `left as it was, text and notes: the ${leftOut.name} folder of 'listing-dir' was left out (${leftOut.why}), ` +
      `so nothing of it was sent, although the edit has a ${locale} listing.`,
    'warning'
  )
}

/** One listing written: read (unless it is added), merged, and PUT whole when something differs. */
function putOne(
  api: SubmissionApi,
  edit: string,
  locale: string,
  wanted: WantedListing,
  add: boolean,
  journal: Journal
): Promise<Written> {
  return afreshOnce<Written>(
    async (round) => {
      const current = add ? undefined : await api.listings.get(edit, locale)
      const plan = planListing(current?.fields, locale, wanted)
      if (plan.kind === 'unchanged') return done({ kind: 'unchanged' })
      const afresh = round > 1
      if (!current) {
        await api.listings.add(edit, locale, plan.body)
        return done({ kind: 'added', changed: plan.changed, missing: plan.missing, afresh })
      }
      const put = await api.listings.put(edit, locale, { fields: plan.body, etag: current.etag })
      return put.kind === 'stale' ? put : done({ kind: 'changed', changed: plan.changed, afresh })
    },
    {
      stale: `The ${locale} listing changed since it was read (HTTP 412): reading it afresh and trying once more`,
      twice:
        `the ${locale} listing changed between reading and writing it twice (HTTP 412 twice): someone is ` +
        'editing it in the developer console, or another run is. Rerun the step once they are done.'
    },
    journal.log
  )
}
