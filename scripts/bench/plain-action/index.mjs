// The entrypoint of the plain action (scripts/bench/plain-action/main.mjs): imports and runs its
// main logic, as the template's src/index.ts does. `npm run bench` bundles it with ncc.
import { run } from './main.mjs'

run()
