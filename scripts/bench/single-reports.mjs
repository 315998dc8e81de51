// The "18 single runs" of `npm run bench`: what the reusable report workflow did before it was one
// job, a matrix job per report and month, each a run of the action for one report. Started by
// runAction like the action itself (its inputs as INPUT_* variables), it runs
//   node dist/report/index.js
// (the report front door's entry) once for each type of INPUT_TYPES and each month of INPUT_PERIOD
// (YYYY-MM..YYYY-MM), `parallel` at a time (the workflow's max-parallel default, 3), each with its own token, and
// fails when one does.
//
//   node scripts/bench/single-reports.mjs <node> <dist/report/index.js> [parallel]
import { spawn } from 'node:child_process'

const [node, dist, parallel = '3'] = process.argv.slice(2)
const input = (name) => process.env[`INPUT_${name.toUpperCase()}`] ?? ''
const types = input('types')
  .split(/[\s,]+/)
  .filter(Boolean)
const [first, last] = input('period').split('..')
const index = (month) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1
const name = (i) => `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`
const runs = []
for (let m = index(first); m <= index(last ?? first); m++) for (const type of types) runs.push([type, name(m)])

function runOne([type, month]) {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, INPUT_TYPES: type, INPUT_PERIOD: month }
    const child = spawn(node, [dist], { env, stdio: ['ignore', 'ignore', 'inherit'] })
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${type} ${month}: exit ${code}`))))
  })
}

let next = 0
const worker = async () => {
  while (next < runs.length) await runOne(runs[next++])
}
await Promise.all(Array.from({ length: Number(parallel) }, worker))
process.stdout.write(`runs=${runs.length}\n`)
