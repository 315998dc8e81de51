// jest globalSetup: the end-to-end tests run dist/index.js, so it must be the bundle of today's
// src/. When any source is newer than the bundle, `npm run bundle` runs first.
import { execFileSync } from 'node:child_process'
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
  process.stderr.write('\nsrc/ is newer than dist/: running npm run bundle before the end-to-end tests\n')
  execFileSync('npm', ['run', '--silent', 'bundle'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
}
