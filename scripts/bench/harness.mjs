// The machinery of `npm run bench`: runs a measurement's processes (ours, its floor, and any shown
// beside them) round after round, ours and the floor in turn first, as whole processes started by
// runAction, with /usr/bin/time around each for its peak RSS; then turns the rounds into rows.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { runAction } from '../../__fixtures__/runner.mjs'

/**
 * One process to start, the way a runner starts an action (inputs as INPUT_* variables).
 * @typedef {object} Contender
 * @property {string} label
 * @property {string[]} command argv; /usr/bin/time goes in front when there is one
 * @property {Record<string, string>} [inputs]
 * @property {Record<string, string>} [env] more environment, such as NODE_EXTRA_CA_CERTS
 * @property {() => void | Promise<void>} [before] untimed, before every run (e.g. delete the last output)
 * @property {(run: import('../../__fixtures__/runner.mjs').ActionRun, thorough: boolean) => string | Promise<string>} [check]
 *   after every run, untimed (thorough in the first round): throws unless the process did the real
 *   work, and says what it checked
 *
 * A figure: ours against its floor, as the median of each round's ratio of their wall times, with
 * its targets; `beside`: processes timed in the same rounds and shown for information.
 * @typedef {object} Measurement
 * @property {string} name
 * @property {number} runs timed rounds, after one untimed round that warms up and checks
 * @property {() => void | Promise<void>} [setup]
 * @property {() => void | Promise<void>} [teardown]
 * @property {() => Contender} ours
 * @property {() => Contender} floor
 * @property {(() => Contender)[]} [beside]
 * @property {{ ratio: number, rssMiB?: number }} target rssMiB also adds the peak RSS row
 * @property {() => string[]} [info] more rows, for information, once the rounds are done
 *
 * @typedef {{ figure: string, ours: string, floor: string, ratio: string, target: string, result: string }} Row
 */

export const MiB = 1024 * 1024

/** GNU time's `-f`, when this machine has it: BSD time has no such option. */
export async function findTime() {
  try {
    await promisify(execFile)('/usr/bin/time', ['-f', 'maxrss=%M', 'true'])
    return '/usr/bin/time'
  } catch {
    return undefined
  }
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

const ms = (n) => (!Number.isFinite(n) ? 'n/a' : n >= 1000 ? `${(n / 1000).toFixed(2)} s` : `${n.toFixed(1)} ms`)
const mib = (kib) => (Number.isFinite(kib) ? `${(kib / 1024).toFixed(1)} MiB` : 'n/a')
const times = (ratio) => (Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : 'n/a')
const verdict = (value, limit) => (!Number.isFinite(value) ? 'n/a' : value <= limit ? 'met' : 'NOT met')

/**
 * @param {Contender} contender
 * @param {string | undefined} time
 */
async function runOnce(contender, time) {
  await contender.before?.()
  const command = time ? [time, '-f', 'maxrss=%M', ...contender.command] : contender.command
  const started = process.hrtime.bigint()
  // Asynchronously: the servers the process talks to run in this very process.
  const run = await runAction(contender.inputs ?? {}, contender.env ?? {}, { command })
  const wall = Number(process.hrtime.bigint() - started) / 1e6
  if (run.code !== 0) {
    throw new Error(
      `${contender.label} exited with ${run.code}:\n${run.stdout.slice(-2000)}\n${run.stderr.slice(-2000)}`
    )
  }
  const rss = Number([...run.stderr.matchAll(/maxrss=(\d+)/g)].at(-1)?.[1] ?? NaN)
  return { run, wall, rss }
}

/**
 * Runs one measurement: an untimed round (warm caches, thorough checks), then `runs` rounds of ours
 * and the floor (the first of the two alternating from round to round), then each of `beside`.
 * @param {Measurement} m
 * @param {{ time: string | undefined, log: (line: string) => void }} options
 * @returns {Promise<{ rows: Row[], checks: string[] }>}
 */
export async function measure(m, { time, log }) {
  await m.setup?.()
  try {
    const ours = m.ours()
    const floor = m.floor()
    const beside = (m.beside ?? []).map((contender) => contender())
    /** @type {Map<Contender, { wall: number, rss: number }[]>} */
    const samples = new Map([ours, floor, ...beside].map((c) => [c, []]))
    const checks = []
    for (let round = 0; round <= m.runs; round++) {
      const pair = round % 2 ? [floor, ours] : [ours, floor]
      for (const contender of [...pair, ...beside]) {
        const sample = await runOnce(contender, time)
        const checked = await contender.check?.(sample.run, round === 0)
        if (round > 0) samples.get(contender)?.push(sample)
        else if (checked) checks.push(`${m.name}, ${contender.label}: ${checked}`)
      }
    }
    log(`${m.name}: ${m.runs} rounds done`)

    const walls = (/** @type {Contender} */ c) => (samples.get(c) ?? []).map((s) => s.wall)
    const peak = (/** @type {Contender} */ c) => Math.max(...(samples.get(c) ?? []).map((s) => s.rss))
    const oursWall = median(walls(ours))
    const floorWall = median(walls(floor))
    // Paired: each round's ratio, so that a slow moment of the machine weighs on both sides.
    const ratio = median(walls(ours).map((wall, i) => wall / walls(floor)[i]))
    /** @type {Row[]} */
    const rows = [
      {
        figure: `${m.name}: ${ours.label} vs ${floor.label}`,
        ours: ms(oursWall),
        floor: ms(floorWall),
        ratio: times(ratio),
        target: `≤ ${m.target.ratio}×`,
        result: verdict(ratio, m.target.ratio)
      }
    ]
    if (m.target.rssMiB) {
      const limit = m.target.rssMiB
      rows.push({
        figure: `${m.name}: peak RSS`,
        ours: time ? mib(peak(ours)) : 'n/a',
        floor: time ? mib(peak(floor)) : 'n/a',
        ratio: '',
        target: `≤ ${limit} MiB`,
        result: time ? verdict(peak(ours) / 1024, limit) : 'n/a'
      })
    }
    for (const contender of beside) {
      const wall = median(walls(contender))
      rows.push({ figure: `  ${contender.label}`, ours: '', floor: ms(wall), ratio: '', target: 'info', result: '' })
    }
    for (const line of m.info?.() ?? []) {
      rows.push({ figure: `  ${line}`, ours: '', floor: '', ratio: '', target: 'info', result: '' })
    }
    return { rows, checks }
  } finally {
    await m.teardown?.()
  }
}

/** @param {Row[]} rows */
export function table(rows) {
  const header = { figure: 'figure', ours: 'ours', floor: 'floor', ratio: 'ratio', target: 'target', result: '' }
  const columns = /** @type {(keyof Row)[]} */ (Object.keys(header))
  const width = Object.fromEntries(
    columns.map((c) => [c, Math.max(...[header, ...rows].map((row) => [...row[c]].length))])
  )
  const right = new Set(['ours', 'floor', 'ratio'])
  const line = (row) =>
    columns
      .map((c) => (right.has(c) ? row[c].padStart(width[c]) : row[c].padEnd(width[c])))
      .join('  ')
      .trimEnd()
  return [line(header), ...rows.map(line)].join('\n')
}
