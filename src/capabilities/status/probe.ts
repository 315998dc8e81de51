/**
 * What this app's API answers for each fact the release relies on that public sources leave
 * uncertain (docs/api-notes.md marks them): read with GET requests only, each read on its own, so a
 * read that fails or answers in another shape is shown as such and never stops the status step.
 */
import {
  targetsNonAmazon,
  type Apk,
  type LiveVersion,
  type OpenEdit,
  type SubmissionApi
} from '../../appstore/submission/index.js'
import { Failure } from '../../step/errors.js'

/** A read: its value, or the Failure that says why it could not be made or read. */
export type Tried<T> = { ok: true; value: T } | { ok: false; failure: Failure }

/** An APK list read: whose it is, its APKs, and whether it came as one object. */
export interface ApkRead {
  whose: 'live version' | 'open edit'
  edit: string
  apks: Apk[]
  asObject: boolean
}

/** What the status step's own reads found: undefined for a read not made (the step stopped before). */
export interface Found {
  previous?: Tried<LiveVersion | undefined>
  open?: Tried<OpenEdit | undefined>
  lists: ApkRead[]
}

/** The reads made for the table alone: the targeting of the APKs read, the listing languages. */
export interface Probed {
  /**
   * Each APK's targeting status values, or why it was not read; nonAmazon: it turns on a non-Amazon
   * device (nonAmazonDevices or otherAndroidDevices), which reaches no one since 2025-08-20.
   */
  targeting: { apk: Apk; statuses: Tried<string[]>; nonAmazon: boolean }[]
  /** The languages, and the edit they were read from; undefined when there was no edit to read. */
  listings?: { whose: string; languages: Tried<string[]> }
}

/** At most this many targeting reads: one per APK read, which a status step needs no more of. */
export const MAX_TARGETING_READS = 20

/** The read's value, or its Failure; anything else (a bug of the action) is thrown on. */
export async function attempt<T>(read: () => Promise<T>): Promise<Tried<T>> {
  try {
    return { ok: true, value: await read() }
  } catch (error) {
    if (!(error instanceof Failure)) throw error
    return { ok: false, failure: error }
  }
}

export async function probe(api: SubmissionApi, found: Found): Promise<Probed> {
  const targeting: Probed['targeting'] = []
  const apks = found.lists.flatMap((list) => list.apks.map((apk) => ({ edit: list.edit, apk })))
  for (const { edit, apk } of apks.slice(0, MAX_TARGETING_READS)) {
    let nonAmazon = false
    const statuses = await attempt(async () => {
      const read = await api.targeting.get(edit, apk.id)
      nonAmazon = targetsNonAmazon(read)
      return [...read.amazonDevices, ...read.nonAmazonDevices].map((device) =>
        typeof device.status === 'string' ? device.status : 'no status'
      )
    })
    targeting.push({ apk, statuses, nonAmazon })
  }
  const open = found.open?.ok ? found.open.value : undefined
  const live = found.previous?.ok ? found.previous.value : undefined
  const edit = open
    ? { whose: `the open edit ${open.id}`, id: open.id }
    : live && { whose: 'the live version', id: live.edit.id }
  if (!edit) return { targeting }
  return { targeting, listings: { whose: edit.whose, languages: await attempt(() => api.listings.locales(edit.id)) } }
}
