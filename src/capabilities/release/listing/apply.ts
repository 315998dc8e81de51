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
import { changelogFor, type LocaleFolder } from './folder.js'
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
  const folders = listing.folder.locales
  const has = new Set(languages)
  const lacking = Object.keys(folders).filter((locale) => !has.has(locale))
  const added = listing.addLocales ? lacking : []
  if (!listing.addLocales && lacking.length > 0) {
    // One row, no warning: a folder that holds more languages than the app lists is the usual case,
    // and a converged run says nothing that needs attention.
    journal.row(
      'Listings not added',
      `${lacking.join(', ')}: the edit has no listing of ${lacking.length === 1 ? 'it' : 'them'}; set ` +
        `listing-add-locales to true to add ${lacking.length === 1 ? 'it' : 'them'}.`
    )
  }
  let changed = false
  for (const locale of [...languages, ...added]) {
    const wanted = wantedFor(locale, folders[locale], sources, journal)
    if (Object.keys(wanted).length === 0) {
      journal.row(`Listing ${locale}`, 'not in listing-dir and no notes for it: left as it was')
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
      `not used: ${notes.from} has ${locale}.txt, but the edit has no ${locale} listing.`,
      'warning'
    )
  }
  for (const locale of locales) {
    const text = notesFor(notes, locale)
    if (text === undefined) {
      journal.row(
        `Notes ${locale}`,
        `left as they were: ${notes.from} has no ${locale}.txt and no default.txt.`,
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

function wantedFor(
  locale: string,
  folder: LocaleFolder | undefined,
  sources: ListingSources,
  journal: Journal
): WantedListing {
  const wanted: WantedListing = { ...(folder?.text ?? {}) }
  if (sources.listing?.hasChangelogs) {
    const changelog = folder && changelogFor(folder, sources.versionCodes)
    if (changelog) wanted.recentChanges = changelog.text
    else {
      const highest = highestVersionCode(sources.versionCodes) ?? '(the edit has no APK)'
      journal.row(
        `Notes ${locale}`,
        `left as they were: listing-dir has no changelog for version code ${highest} and no default.txt for ${locale}.`,
        'warning'
      )
    }
  } else if (sources.notes) {
    const text = notesFor(sources.notes, locale)
    if (text !== undefined) wanted.recentChanges = text
  }
  return wanted
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
