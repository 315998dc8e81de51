/** The likely typo: the known word a mistyped one is closest to, by a letter or two. */

/**
 * The candidate closest to `word` (case, '-' and '_' aside) by edits of one letter (one added,
 * dropped, changed, or two neighbours swapped): at most 1 for a word of up to 4 letters, 2 beyond.
 * undefined when none is that close, or when two are equally close.
 */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  const key = (text: string) => text.toLowerCase().replace(/_/g, '-')
  const limit = word.length <= 4 ? 1 : 2
  const ranked = candidates
    .map((candidate) => ({ candidate, distance: editDistance(key(word), key(candidate)) }))
    .filter(({ distance }) => distance <= limit)
    .sort((a, b) => a.distance - b.distance)
  if (ranked.length === 0 || ranked[1]?.distance === ranked[0].distance) return undefined
  return ranked[0].candidate
}

/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)])
  for (let j = 1; j <= b.length; j++) rows[0][j] = j
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1)
      }
    }
  }
  return rows[a.length][b.length]
}
