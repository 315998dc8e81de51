/**
 * The notes step: for each locale of the edit's listings, the listing is read with its ETag, its
 * recentChanges set, and the whole listing PUT back, every other field as it was read. A 412 (it
 * changed meanwhile) is answered by reading it afresh and trying once more.
 */
import { afreshOnce, type EditApi } from './edit.js'
import type { Journal } from './journal.js'
import { notesFor, unusedLocales, type Notes } from './notes.js'

export async function setNotes(api: EditApi, edit: string, notes: Notes, journal: Journal): Promise<void> {
  journal.begin("reading the edit's listings")
  const locales = await api.locales(edit)
  if (locales.length === 0) return journal.row('Notes', 'the edit has no listing, so no notes were set.', 'warning')
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
    journal.finished(`Notes ${locale}`, await setOne(api, edit, locale, text, journal))
  }
}

function setOne(api: EditApi, edit: string, locale: string, text: string, journal: Journal): Promise<string> {
  return afreshOnce(
    async (round) => {
      const listing = await api.listing(edit, locale)
      if (listing.fields.recentChanges === text) return `already set (${text.length} characters)`
      listing.fields = { ...listing.fields, recentChanges: text }
      if ((await api.putListing(edit, locale, listing)) === 'stale') return 'stale'
      return `set (${text.length} characters)${round > 1 ? ', after reading the listing afresh' : ''}`
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
