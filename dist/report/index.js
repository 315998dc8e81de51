// The report front door (report/action.yml): written by scripts/bundle.mjs.
import { run } from '../action.js'

await run('report')
