// The token front door (action.yml): written by scripts/bundle.mjs.
import { run } from './action.js'

await run('token')
