// Whether a script was started as a script (`node scripts/x.mjs`), not imported by a test or
// another script, so that the scripts the tests import run nothing on import. Node names a module by its real path, while process.argv[1] is the path it was
// started by: through a link (macOS' /tmp and $TMPDIR, a linked checkout) the two differ, so the
// started path is compared as its real path.
import { realpathSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

/** @param {string} moduleUrl the script's import.meta.url */
export function startedAsScript(moduleUrl) {
  const started = process.argv[1]
  if (!started) return false
  try {
    return moduleUrl === pathToFileURL(realpathSync(started)).href
  } catch {
    return false
  }
}
