// Temp folders for tests. Each is taken by its real path: macOS reaches $TMPDIR through a link
// (/var is /private/var), and the code under test names files by where they really are. Each is
// removed when the test file that made it ends.
import { afterAll } from '@jest/globals'
import { mkdtempSync, realpathSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const made: string[] = []

/** A new, empty folder in the temp folder, by its real path, removed after this test file. */
export function tempDir(prefix: string): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), prefix)))
  made.push(dir)
  return dir
}

afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})
