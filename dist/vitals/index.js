// The vitals front door (vitals/action.yml): written by scripts/bundle.mjs.
import { run } from '../action.js'

await run('vitals')
