// The entry of vitals/action.yml: written by scripts/bundle.mjs.
import { run } from '../action.js'

await run('vitals')
