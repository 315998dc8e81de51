/**
 * The listing stage of a release: for every locale of the edit's listings and of the listing
 * folder, the listing is read with its own fresh ETag, the folder's text (and the release notes:
 * the folder's changelog for the edit's version codes, or `release-notes`/`release-notes-dir`)
 * merged over it, and PUT back whole, only when something differs. A 412 (it changed since it was
 * read) is answered by reading afresh once. A locale of the folder that the edit lacks is added
 * only with `listing-add-locales`.
 */
import { afreshOnce, type EditApi } from '../edit.js'
import type { Journal } from '../journal.js'
import { notesFor, type Notes } from '../notes.js'
import type { WantedListing } from './diff.js'
import { planListing } from './diff.js'
import { changelogFor, type LocaleFolder } from './folder.js'
import type { ListingInputs } from './inputs.js'
import { leftOutRow } from './summary.js'

export interface ListingSources {
  listing?: ListingInputs
  notes?: Notes
  /** The version codes of the edit's APKs, for `changelogs/<versionCode>.txt`. */
  versionCodes: readonly string[]
}

/** Whether some listing was changed (or added), and the languages the edit has listings of now. */
export async function applyListings(
  api: EditApi,
  edit: string,
  sources: ListingSources,
  journal: Journal
): Promise<{ changed: boolean; languages: string[] }> {
  const leftOut = sources.listing && leftOutRow(sources.listing.folder)
  if (leftOut) journal.row(...leftOut)
  journal.begin("reading the edit's listings")
  const languages = await api.locales(edit)
  const folders = sources.listing?.folder.locales ?? {}
  const has = new Set(languages)
  const added: string[] = []
  for (const locale of Object.keys(folders)) {
    if (has.has(locale)) continue
    if (sources.listing?.addLocales) added.push(locale)
    else {
      journal.row(
        `Listing ${locale}`,
        `not added: the edit has no ${locale} listing; set listing-add-locales to true to add it.`,
        'warning'
      )
    }
  }
  let changed = false
  for (const locale of [...languages, ...added]) {
    const wanted = wantedFor(locale, folders[locale], sources, journal)
    if (Object.keys(wanted).length === 0) {
      journal.row(`Listing ${locale}`, 'not in listing-dir and no notes for it: left as it was')
      continue
    }
    journal.begin(`${has.has(locale) ? 'updating' : 'adding'} the ${locale} listing`)
    const done = await putOne(api, edit, locale, wanted, !has.has(locale), journal)
    changed ||= done !== 'unchanged'
    journal.finished(`Listing ${locale}`, done)
  }
  return { changed, languages: [...languages, ...added] }
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
      journal.row(
        `Notes ${locale}`,
        `left as they were: listing-dir has no changelog for version code ${highest(sources.versionCodes)} ` +
          `and no default.txt for ${locale}.`,
        'warning'
      )
    }
  } else if (sources.notes) {
    const text = notesFor(sources.notes, locale)
    if (text !== undefined) wanted.recentChanges = text
  }
  return wanted
}

function highest(codes: readonly string[]): string {
  const numbers = codes.map(Number).filter((code) => Number.isSafeInteger(code))
  return numbers.length ? String(Math.max(...numbers)) : '(the edit has no APK)'
}

function putOne(
  api: EditApi,
  edit: string,
  locale: string,
  wanted: WantedListing,
  add: boolean,
  journal: Journal
): Promise<string> {
  return afreshOnce(
    async (round) => {
      const current = add ? undefined : await api.listing(edit, locale)
      const plan = planListing(current?.fields, locale, wanted)
      if (plan.kind === 'unchanged') return 'unchanged'
      const what = `${plan.changed.join(', ')}${round > 1 ? ', after reading the listing afresh' : ''}`
      if (!current) {
        await api.addListing(edit, locale, plan.body)
        const missing = plan.missing.length ? `; still empty: ${plan.missing.join(', ')}` : ''
        return `added (${what})${missing}`
      }
      if ((await api.putListing(edit, locale, { fields: plan.body, etag: current.etag })) === 'stale') return 'stale'
      return `changed: ${what}`
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
