/** JSON as the Appstore's services send it. */

/** The text without a leading byte order mark, which some servers and editors write. */
export function withoutBom(text: string): string {
  return text.replace(/^\uFEFF/, '')
}

/** The parsed value, a leading byte order mark tolerated; undefined when the text is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(withoutBom(text))
  } catch {
    return undefined
  }
}

/** The value when it is a JSON object (not an array, not null). */
export function jsonObject(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined
}
