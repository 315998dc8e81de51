// The entry of listing-bootstrap/action.yml: written by scripts/bundle.mjs.
import { run } from '../action.js'

await run('listing-bootstrap')
