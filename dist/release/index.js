// The entry of release/action.yml: written by scripts/bundle.mjs.
import { run } from '../action.js'

await run('release')
