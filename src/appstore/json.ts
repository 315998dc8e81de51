/** JSON as the Appstore's services send it. */

/** The parsed value, a leading byte order mark tolerated; undefined when the text is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''))
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
