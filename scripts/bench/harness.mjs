// The machinery of `npm run bench`: runs each measurement's contenders (floor, action, and any
// processes shown beside them) interleaved, round after round, as whole processes started by
// runAction, with /usr/bin/time around each for its peak RSS; then turns the medians into rows.
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
 * @property {(run: import('../../__fixtures__/runner.mjs').ActionRun) => Record<string, number>} [metrics]
 *   figures the process reports itself (e.g. `call`: the API call alone, in ms)
 * @property {(run: import('../../__fixtures__/runner.mjs').ActionRun, thorough: boolean) => string | Promise<string>} [check]
 *   after every run, untimed (thorough after the first): throws unless the process did the real work, and says what it checked
 *
 * A named measurement: `floor` and `action` make the figure (their ratio of median wall times; with
 * no floor, the action's time alone); each of `beside` adds an information row (the action, or one
 * of its metrics, against that process). Or, for a figure that is no timing, just `rows`.
 * @typedef {object} Measurement
 * @property {string} name
 * @property {number} [runs] timed rounds, after one untimed round that warms up and checks
 * @property {() => void | Promise<void>} [setup]
 * @property {() => void | Promise<void>} [teardown]
 * @property {() => Contender} [floor]
 * @property {() => Contender} [action]
 * @property {{ contender: () => Contender, metric?: string, share?: string }[]} [beside]
 *   share: a metric of that process (a part of what the action does, timed alone): rows of its
 *   share of the action's wall time, and of its peak RSS beside the action's
 * @property {{ name: string, metric: string }[]} [metrics] info rows: an action metric against the floor's
 * @property {{ ratio?: number, rssMiB?: number }} [target] rssMiB also adds the peak RSS row
 * @property {boolean} [cpu] adds a row of CPU time (user + system, children included), for information
 * @property {() => Row[] | Promise<Row[]>} [rows]
 *
 * @typedef {{ figure: string, action: string, floor: string, ratio: string, target: string, result: string }} Row
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

export async function has(command) {
  try {
    await promisify(execFile)(command, ['--version'])
    return true
  } catch {
    return false
  }
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

const ms = (n) => (Number.isFinite(n) ? `${n.toFixed(1)} ms` : 'n/a')
const mib = (kib) => (Number.isFinite(kib) ? `${(kib / 1024).toFixed(1)} MiB` : 'n/a')
const times = (ratio) => (Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : 'n/a')
const verdict = (value, limit) => (!Number.isFinite(value) ? 'n/a' : value <= limit ? 'met' : 'missed')

/**
 * @param {Contender} contender
 * @param {string | undefined} time
 */
async function runOnce(contender, time) {
  await contender.before?.()
  const command = time ? [time, '-f', 'maxrss=%M cpu=%U+%S', ...contender.command] : contender.command
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
  // User and system time of the process and of every child it waited for, in ms.
  const times = [...run.stderr.matchAll(/cpu=([\d.]+)\+([\d.]+)/g)].at(-1)
  const cpu = times ? (Number(times[1]) + Number(times[2])) * 1000 : NaN
  return { run, wall, rss, cpu, metrics: contender.metrics?.(run) ?? {} }
}

/**
 * Runs one measurement: an untimed round (warm caches, thorough checks), then `runs` rounds of
 * floor, action, beside..., each process timed whole.
 * @param {Measurement} m
 * @param {{ time: string | undefined, log: (line: string) => void }} options
 * @returns {Promise<{ rows: Row[], checks: string[] }>}
 */
export async function measure(m, { time, log }) {
  if (m.rows) return { rows: await m.rows(), checks: [] }
  await m.setup?.()
  try {
    /** @type {{ role: 'floor' | 'action' | 'beside', contender: Contender, metric?: string, share?: string }[]} */
    const entries = [
      ...(m.floor ? [{ role: 'floor', contender: m.floor() }] : []),
      { role: 'action', contender: m.action() },
      ...(m.beside ?? []).map((b) => ({ role: 'beside', contender: b.contender(), metric: b.metric, share: b.share }))
    ]
    const samples = new Map(entries.map((entry) => [entry, []]))
    const checks = []
    for (let round = 0; round <= m.runs; round++) {
      for (const entry of entries) {
        const sample = await runOnce(entry.contender, time)
        const checked = await entry.contender.check?.(sample.run, round === 0)
        if (round > 0) samples.get(entry).push(sample)
        else if (checked) checks.push(`${m.name}, ${entry.contender.label}: ${checked}`)
      }
    }
    log(`${m.name}: ${m.runs} rounds done`)

    const of = (entry) => samples.get(entry)
    const wall = (entry) => median(of(entry).map((s) => s.wall))
    const metric = (entry, name) => median(of(entry).map((s) => s.metrics[name] ?? NaN))
    const peak = (entry) => Math.max(...of(entry).map((s) => s.rss))
    const floorEntry = entries.find((entry) => entry.role === 'floor')
    const actionEntry = entries.find((entry) => entry.role === 'action')
    const action = wall(actionEntry)
    const floor = floorEntry ? wall(floorEntry) : undefined
    /** @returns {Row} */
    const row = (figure, a, f, format, goal) => ({
      figure,
      action: format(a),
      floor: f === undefined ? '' : format(f),
      ratio: f === undefined ? '' : times(a / f),
      target: goal?.label ?? 'info',
      result: goal ? verdict(goal.value, goal.limit) : ''
    })
    const ratioGoal = m.target?.ratio && { label: `≤ ${m.target.ratio}×`, value: action / floor, limit: m.target.ratio }
    const rows = [row(`${m.name}, wall`, action, floor, ms, ratioGoal)]
    for (const { name, metric: key } of m.metrics ?? []) {
      rows.push(row(`  ${name}`, metric(actionEntry, key), floorEntry && metric(floorEntry, key), ms))
    }
    if (m.cpu) {
      const cpu = (entry) => median(of(entry).map((s) => s.cpu))
      rows.push(row(`${m.name}, CPU (user+sys)`, cpu(actionEntry), floorEntry && cpu(floorEntry), ms))
    }
    if (m.target?.rssMiB) {
      const [a, f] = [peak(actionEntry), floorEntry && peak(floorEntry)]
      rows.push(
        row(`${m.name}, peak RSS`, a, f, mib, {
          label: `≤ ${m.target.rssMiB} MiB`,
          value: a / 1024,
          limit: m.target.rssMiB
        })
      )
    }
    for (const entry of entries.filter((e) => e.role === 'beside')) {
      const a = entry.metric ? metric(actionEntry, entry.metric) : action
      rows.push(
        row(`  ${entry.metric ? `action's ${entry.metric}` : 'action'} vs ${entry.contender.label}`, a, wall(entry), ms)
      )
      if (entry.share) {
        const label = `  ${entry.contender.label}: ${entry.share} alone`
        rows.push(row(`${label}, vs the whole ${m.name} (ratio = share)`, metric(entry, entry.share), action, ms))
        if (time)
          rows.push(row(`  ${entry.contender.label}: peak RSS, vs the action's`, peak(entry), peak(actionEntry), mib))
      }
    }
    return { rows, checks }
  } finally {
    await m.teardown?.()
  }
}

/** @param {Row[]} rows */
export function table(rows) {
  const header = { figure: 'figure', action: 'action', floor: 'floor', ratio: 'ratio', target: 'target', result: '' }
  const columns = /** @type {(keyof Row)[]} */ (Object.keys(header))
  const width = Object.fromEntries(
    columns.map((c) => [c, Math.max(...[header, ...rows].map((row) => [...row[c]].length))])
  )
  const right = new Set(['action', 'floor', 'ratio'])
  const line = (row) =>
    columns
      .map((c) => (right.has(c) ? row[c].padStart(width[c]) : row[c].padEnd(width[c])))
      .join('  ')
      .trimEnd()
  return [line(header), ...rows.map(line)].join('\n')
}
