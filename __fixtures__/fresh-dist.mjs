// jest globalSetup: the end-to-end tests run the entries in dist/, so they must be the bundle of today's
// src/. When any source is newer than the bundle, the tests stop before they start, saying so:
// tests never write the product (dist/ is rebuilt and committed on purpose, with `npm run bundle`).
import { readdirSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
// A fresh clone writes every file within moments; only an edit made later counts as newer.
const SLACK_MS = 2000

function newest(path) {
  const stats = statSync(path)
  if (!stats.isDirectory()) return stats.mtimeMs
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))))
}

export default function freshDist() {
  let bundled = 0
  try {
    bundled = statSync(join(root, 'dist/index.js')).mtimeMs
  } catch {
    // No bundle yet.
  }
  const sources = Math.max(newest(join(root, 'src')), newest(join(root, 'package-lock.json')))
  if (sources <= bundled + SLACK_MS) return
  throw new Error(
    'dist/ is older than src/ (or package-lock.json): the end-to-end tests would run an old bundle. ' +
      "Run 'npm run bundle', then 'npm test' again (and commit dist/ with the source change)."
  )
}
