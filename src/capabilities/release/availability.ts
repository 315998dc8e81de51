/**
 * The publishing date (publish-at, read and checked in choices.ts): the edit's availability
 * is read with its ETag, its publishingDate set, and PUT back whole (other fields kept), only when
 * it differs.
 */
import { afreshOnce, done, type SubmissionApi } from '../../appstore/submission/index.js'
import type { Journal } from '../edit/journal.js'
import type { PublishingDate } from './choices.js'

export async function setPublishingDate(
  api: SubmissionApi,
  edit: string,
  wanted: PublishingDate,
  journal: Journal
): Promise<boolean> {
  journal.begin('setting the publishing date')
  const shown = `${wanted.dateTime} ${wanted.zoneId}`
  const changed = await afreshOnce(
    async () => {
      const current = await api.availability.get(edit)
      const date = current.fields.publishingDate as { dateTime?: unknown; zoneId?: unknown } | null | undefined
      if (date?.dateTime === wanted.dateTime && date.zoneId === wanted.zoneId) return done(false)
      const fields = { ...current.fields, publishingDate: { ...(date ?? {}), ...wanted } }
      const put = await api.availability.put(edit, fields, current.etag)
      return put.kind === 'stale' ? put : done(true)
    },
    {
      stale: 'The availability changed since it was read (HTTP 412): reading it afresh and trying once more',
      twice: 'the availability changed between reading and writing it twice (HTTP 412 twice): someone is editing it.'
    },
    journal.log
  )
  journal.finished('Publishing date', changed ? `set to ${shown}` : `already ${shown}`)
  return changed
}
