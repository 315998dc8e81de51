/**
 * Version codes given by a person in an input, as the release's `version-codes` output gives them
 * (one a line) or typed by hand (spaces, commas): checked before any request.
 */
import { InputError } from '../step/errors.js'

/** The largest versionCode Android takes (an int). */
const MAX_VERSION_CODE = 2_147_483_647

/**
 * The version codes in `text`, the value of input `name`, as the API writes them (digits, no leading
 * zero), each once, in the order given; [] when it holds none. Anything but a whole number from 1 to
 * MAX_VERSION_CODE is refused, naming the input.
 */
export function parseVersionCodes(text: string, name: string): string[] {
  const codes = text.split(/[\s,]+/).filter((word) => word !== '')
  for (const code of codes) {
    if (!/^\d{1,10}$/.test(code) || Number(code) < 1 || Number(code) > MAX_VERSION_CODE) {
      throw new InputError(
        name,
        `takes whole numbers from 1 to ${MAX_VERSION_CODE} (an APK's versionCode), separated by spaces, commas ` +
          `or new lines, got '${code.slice(0, 40)}'.`
      )
    }
  }
  return [...new Set(codes.map((code) => String(Number(code))))]
}
