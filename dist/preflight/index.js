// The preflight front door (preflight/action.yml): written by scripts/bundle.mjs.
import { run } from '../action.js'

await run('preflight')
