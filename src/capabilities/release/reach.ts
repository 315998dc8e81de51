/**
 * Device reach as the release and the preflight action show it (android/reach.ts tells it): a
 * warning per device family that no file reaches whole, a job summary table of every reason with
 * the manifest line to change, and the `reach` output. Advice only: nothing here refuses a release.
 */
import { lostGroups, type ApkReach, type Reach, type Reason } from '../../android/reach.js'
import type { Log } from '../../step/log.js'
import { plain } from '../../step/report.js'

export const REACH_SECTION = 'Device reach'

const SHOWN: Record<Reach, string> = { yes: 'yes', partly: 'partly', no: 'no', uncertain: 'not known' }

/** One warning per family that no file reaches whole, naming the devices, the reasons and the lines to change. */
export function warnReach(reach: readonly ApkReach[], log: Pick<Log, 'warning'>): void {
  const lost = lostGroups(reach)
  for (const family of new Set(lost.map((group) => group.family))) {
    const ofFamily = lost.filter((group) => group.family === family)
    const groups = ofFamily.map((group) => `Fire OS ${group.fireOs}, API ${group.api}: ${SHOWN[group.reach]}`)
    const reasons = ofFamily.flatMap((group) =>
      group.reasons.map(
        ({ file, reason }) => `${file}: ${reason.why} [${sourceOf(reason)}]; to change: ${reason.change}`
      )
    )
    log.warning(
      `No file reaches every ${family} device (${groups.join('; ')}). ${[...new Set(reasons)].join('. ')}. ` +
        `Advice from the manifests, nothing was refused: the job summary's ${REACH_SECTION} table has every reason ` +
        '(docs/device-reach.md gives their sources).'
    )
  }
}

/**
 * The job summary's table: one line per reason (one for a group reached), file by file; a reason
 * that decides less than its line's reach (an uncertain one on a line not reached) says how far.
 */
export function reachSection(reach: readonly ApkReach[]): string | undefined {
  if (reach.length === 0) return undefined
  const lines = reach.flatMap(({ file, groups }) =>
    groups.flatMap((group) => {
      const devices = `${group.family}, Fire OS ${group.fireOs} (API ${group.api})`
      const cells = (source: string, why: string, change: string) =>
        [file, devices, SHOWN[group.reach], source, why, change].map(plain).join(' | ')
      if (group.reasons.length === 0) return [cells('', '', '')]
      return group.reasons.map((reason) =>
        cells(
          sourceOf(reason),
          reason.reach === group.reach ? reason.why : `${SHOWN[reason.reach]}: ${reason.why}`,
          reason.change
        )
      )
    })
  )
  return [
    `#### ${REACH_SECTION}`,
    '',
    'Advice read from each manifest before any request (never a refusal); a source of field reports is ' +
      "users', not Amazon's.",
    '',
    '| File | Devices | Reached | Source | Why not | What to change |',
    '|---|---|---|---|---|---|',
    ...lines.map((line) => `| ${line} |`)
  ].join('\n')
}

/** A reason's source as a person reads it: field reports are users', not Amazon's. */
const sourceOf = (reason: Reason): string => (reason.source === 'field' ? 'field reports' : reason.source)

/** The `reach` output: the same, as JSON. */
export function reachOutput(reach: readonly ApkReach[]): string {
  return JSON.stringify(reach)
}
