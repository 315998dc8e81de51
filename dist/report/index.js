// The entry of report/action.yml: written by scripts/bundle.mjs.
import { run } from '../action.js'

await run('report')
