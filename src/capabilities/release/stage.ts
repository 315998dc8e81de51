/** The vocabulary of a release's stages: what each is, what the run holds, what a failure finds. */
import type { Apk } from '../../appstore/submission/index.js'
import type { Part } from '../../step/errors.js'

/** What the run holds as it goes: its outputs, and the edit a failure must name (and a dry run delete). */
export interface State {
  /** The edit this run works on, once it has one. */
  edit?: string
  apks: Apk[]
  /** Why each file replaced the APK it replaced (or was uploaded as new), by the file's name. */
  placed: Record<string, string>
  submitted: boolean
  listingChanged: boolean
  /** The listings the listing stage wrote (or left as they were), once it ran. */
  listingLanguages?: string[]
}

/** What is true of the edit, read afresh after a failure. */
export type Found = { is: 'open' } | { is: 'gone' } | { is: 'closed'; status: string } | { is: 'unknown'; why: Part[] }

export type Closed = Extract<Found, { is: 'closed' }>

/** One named stage of a release, run in order; the first failure ends the release. */
export interface Stage {
  /** 'edit', 'APKs', 'listing', 'commit': for the reader (the journal says what is under way). */
  name: string
  /**
   * Whether it may be made again, by a rerun or a retry, without harm: false when it sends what
   * cannot be taken back (an APK replaced or uploaded, images uploaded, the commit). A failure of
   * such a stage whose request went unanswered says it was not repeated.
   */
  redo: boolean
  /**
   * For a stage whose unclear failure (a lost answer, a 5xx) may hide that it went through: what the
   * edit, read afresh, shows. True: it went through (the commit: the edit is no longer open).
   */
  wentThrough?: (found: Found) => found is Closed
  run(): Promise<void>
}
