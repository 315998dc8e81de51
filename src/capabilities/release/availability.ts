/**
 * The publishing date (release-publish-at): `2026-12-01T09:00 Europe/Berlin`, a local date and time
 * and an IANA time zone, checked with Intl before any request and sent as written. The edit's availability is read with
 * its ETag, its publishingDate set, and PUT back whole (other fields kept), only when it differs.
 */
import { InputError } from '../../step/errors.js'
import type { Inputs } from '../../step/inputs.js'
import { INPUT } from '../edit/inputs.js'
import { afreshOnce, done, type SubmissionApi } from '../../appstore/submission/index.js'
import type { Journal } from '../edit/journal.js'

export interface PublishingDate {
  /** Local to the zone: `2026-12-01T09:00:00`. */
  dateTime: string
  zoneId: string
}

const FORM = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?\s+(\S+)$/

export function readPublishAt(inputs: Inputs): PublishingDate | undefined {
  const text = inputs.text(INPUT.publishAt)
  if (text === '') return undefined
  const match = FORM.exec(text)
  const example = "a date, a time and an IANA time zone, as '2026-12-01T09:00 Europe/Berlin'"
  if (!match) throw new InputError(INPUT.publishAt, `must be ${example}, got '${text}'.`)
  const [, year, month, day, hour, minute, second = '00', zoneId] = match
  const date = new Date(Date.UTC(+year, +month - 1, +day, +hour, +minute, +second))
  const real =
    date.getUTCFullYear() === +year &&
    date.getUTCMonth() === +month - 1 &&
    date.getUTCDate() === +day &&
    +hour < 24 &&
    +minute < 60 &&
    +second < 60
  if (!real) throw new InputError(INPUT.publishAt, `names no real date and time: '${text}'; it must be ${example}.`)
  let canonical: string
  try {
    canonical = new Intl.DateTimeFormat('en-US', { timeZone: zoneId }).resolvedOptions().timeZone
  } catch {
    throw new InputError(
      INPUT.publishAt,
      `names no IANA time zone: '${zoneId}' (Europe/Berlin, America/New_York, UTC).`
    )
  }
  // The API is given the zone as written (US/Central stays US/Central, which Intl calls
  // America/Chicago: Amazon's list of zones is not known); only its letter case is Intl's.
  const zone = canonical.toLowerCase() === zoneId.toLowerCase() ? canonical : zoneId
  return { dateTime: `${year}-${month}-${day}T${hour}:${minute}:${second}`, zoneId: zone }
}

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
