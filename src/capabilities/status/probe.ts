/**
 * What this app's API answers for each fact the release relies on that public sources leave
 * uncertain (docs/api-notes.md marks them): read with GET requests only, each read on its own, so a
 * read that fails or answers in another shape is shown as such and never stops the status step.
 */
import type { Apk, LiveVersion, OpenEdit, SubmissionApi, Targeting } from '../../appstore/submission/index.js'
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

/** An APK's targeting as read: whose APK it is, and the answer, or why it was not read. */
export interface TargetingRead {
  whose: ApkRead['whose']
  apk: Apk
  answer: Tried<Targeting>
}

/**
 * The reads made after the APK lists: the targeting of the APKs read (the table's status values,
 * and the live version's devices), the listing languages.
 */
export interface Probed {
  /** The live version's APKs first, each read once. */
  targeting: TargetingRead[]
  /** The languages, and the edit they were read from; undefined when there was no edit to read. */
  listings?: { whose: string; languages: Tried<string[]> }
}

/**
 * At most this many targeting reads of the open edit's APKs: a status step needs no more of them.
 * Every live APK is read, as the live version's devices are the union of them all.
 */
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
  const targeting: TargetingRead[] = []
  const apks = found.lists.flatMap(({ whose, edit, apks }) => apks.map((apk) => ({ whose, edit, apk })))
  const live = apks.filter(({ whose }) => whose === 'live version').length
  for (const { whose, edit, apk } of apks.slice(0, Math.max(MAX_TARGETING_READS, live))) {
    targeting.push({ whose, apk, answer: await attempt(() => api.targeting.get(edit, apk.id)) })
  }
  const open = found.open?.ok ? found.open.value : undefined
  const previous = found.previous?.ok ? found.previous.value : undefined
  const edit = open
    ? { whose: `the open edit ${open.id}`, id: open.id }
    : previous && { whose: 'the live version', id: previous.edit.id }
  if (!edit) return { targeting }
  return { targeting, listings: { whose: edit.whose, languages: await attempt(() => api.listings.locales(edit.id)) } }
}
