import { run } from './main.js'
import { runnerCore } from './step/core.js'

await run(runnerCore)
