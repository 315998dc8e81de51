/**
 * Which names of a report archive's entries are extracted: the same rules on every OS. A name that
 * Windows would write elsewhere than it says (a ':' stream, a device, a trailing dot or space) or
 * that NTFS and APFS would take for an earlier entry's (another case) is refused on Linux too, so
 * that an archive gives the same files, or the same refusal, on every runner a workflow moves to.
 */

/** The names Windows keeps for devices, in any case, with or without an extension (`AUX.csv`). */
const DEVICES = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$)$/i
/** Characters no Windows file name holds (':' has its own reason). */
const NOT_IN_WINDOWS_NAMES = /[<>"|?*]/

/** Why an entry name (with '/' separators) is unsafe to extract, if it is. */
export function nameProblem(name: string): string | undefined {
  if (name.includes('\0')) return 'its name holds a NUL character'
  // A newline would split files (one path a line) and could forge a workflow command.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\x01-\x1f\x7f\x80-\x9f\u2028\u2029]/.test(name)) return 'its name holds a control character'
  if (name.startsWith('/')) return 'it is an absolute path'
  if (/^[a-zA-Z]:/.test(name)) return 'it starts with a drive letter'
  const segments = name.split('/')
  if (segments.includes('..')) return "it climbs out of the destination folder with '..'"
  for (const segment of segments.filter((segment) => segment !== '' && segment !== '.')) {
    const problem = segmentProblem(segment)
    if (problem) return problem
  }
  return undefined
}

function segmentProblem(segment: string): string | undefined {
  if (segment.includes(':')) return "its name holds ':', which on Windows names an alternate data stream of a file"
  const character = NOT_IN_WINDOWS_NAMES.exec(segment)?.[0]
  if (character) return `its name holds '${character}', which Windows does not allow in a file name`
  if (/[. ]$/.test(segment)) {
    return `${shown(segment)} ends with a dot or a space, which Windows drops (it would write another name)`
  }
  const device = segment.split('.')[0].trimEnd()
  if (DEVICES.test(device)) {
    return (
      `${shown(segment)} is the device ${device.toUpperCase()} on Windows ` +
      '(CON, PRN, AUX, NUL, COM0-9 and LPT0-9 are devices, with any extension)'
    )
  }
  return undefined
}

/**
 * The names extracted so far, as a file system whose names ignore case (NTFS, APFS; APFS ignores
 * the Unicode normalization too) compares them: a later entry that differs from an earlier one
 * only so would overwrite it there, or go into its folder.
 */
export class CaseFolds {
  private readonly seen = new Map<string, { spelled: string; entry: string }>()

  /** Why `name` is one of an earlier entry's names on such a file system; it and its folders are kept otherwise. */
  clash(name: string): string | undefined {
    const segments = name.split('/').filter((segment) => segment !== '' && segment !== '.')
    for (let count = 1; count <= segments.length; count++) {
      const spelled = segments.slice(0, count).join('/')
      const key = spelled.normalize('NFC').toLowerCase()
      const earlier = this.seen.get(key)
      if (!earlier) this.seen.set(key, { spelled, entry: name })
      else if (earlier.spelled !== spelled) {
        return (
          `${shown(spelled)} differs only in case from ${shown(earlier.spelled)} of entry ${shown(earlier.entry)}: ` +
          'Windows and macOS take them for one name'
        )
      }
    }
    return undefined
  }
}

/** An entry name for a message: quoted, control characters escaped (a newline could forge a log command). */
export function shown(name: string): string {
  const visible = name.replace(
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is escaped here
    /[\u0000-\u001f\u007f-\u009f]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`
  )
  return `'${visible.length > 200 ? `${visible.slice(0, 200)}…` : visible}'`
}
