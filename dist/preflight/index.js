// The entry of preflight/action.yml: written by scripts/bundle.mjs.
import { run } from '../action.js'

await run('preflight')
