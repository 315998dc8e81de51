/**
 * The inputs that v1.0.0 renamed or turned into a front door of their own: today's name, the front
 * door it belongs to, and its new name there (none: the front door itself is what it asked for).
 * Names kept as they were (`app-id`, `listing-dir`, `api-url`...) are not here: given to a front
 * door that does not declare them, they are named with the one that does. CHANGELOG.md's migration
 * table says the same (a test compares them).
 */
import type { DoorName } from './action-inputs.js'

export interface Renamed {
  door: DoorName
  /** The input's name in that front door; undefined when the front door is what the input asked for. */
  input?: string
  /** What to give that front door instead of the old value, when the door replaces a switch. */
  note?: string
}

export const RENAMED: Readonly<Record<string, Renamed>> = {
  report: { door: 'report', input: 'types' },
  'report-period': { door: 'report', input: 'period' },
  'report-dir': { door: 'report', input: 'dir' },
  'report-extract': { door: 'report', input: 'extract' },
  'report-parallel': { door: 'report', input: 'parallel' },
  'release-files': { door: 'release', input: 'files' },
  'release-notes': { door: 'release', input: 'notes' },
  'release-notes-dir': { door: 'release', input: 'notes-dir' },
  'release-targeting': { door: 'release', input: 'targeting' },
  'release-publish-at': { door: 'release', input: 'publish-at' },
  'release-large-upload': { door: 'release', input: 'large-upload' },
  'release-open-edit': { door: 'release', input: 'open-edit' },
  'release-submit': { door: 'release', input: 'submit' },
  'release-dry-run': { door: 'release', input: 'dry-run' },
  'release-status': { door: 'status' },
  'listing-bootstrap': { door: 'listing-bootstrap', note: "'listing-bootstrap: overwrite' is 'overwrite: true' there" }
}
