/**
 * The metric sets of Amazon's Vitals API and the rates a gate judges. Amazon's pages name
 * `crashMetricSet` and `anrMetricSet`; the LMK (low memory killer) set's API name is not shown, and
 * `lmkMetricSet` is a guess by the pattern of the other two: a user who knows
 * another name gives it in full.
 */

/** A rate a threshold input judges: the input, the metric, and the set that has it. */
export interface Rate {
  input: 'max-crash-rate' | 'max-anr-rate' | 'max-lmk-rate'
  metric: 'crashRate' | 'anrRate' | 'lmkRate'
  /** The word of `metrics` that asks for its set. */
  word: 'crash' | 'anr' | 'lmk'
  set: string
}

export const RATES: readonly Rate[] = [
  { input: 'max-crash-rate', metric: 'crashRate', word: 'crash', set: 'crashMetricSet' },
  { input: 'max-anr-rate', metric: 'anrRate', word: 'anr', set: 'anrMetricSet' },
  { input: 'max-lmk-rate', metric: 'lmkRate', word: 'lmk', set: 'lmkMetricSet' }
]

/** The set whose name Amazon does not show. */
export const GUESSED_SET = 'lmkMetricSet'

/** The sets Amazon's pages name. */
export const DOCUMENTED_SETS: readonly string[] = ['crashMetricSet', 'anrMetricSet']

/** The metrics asked of a set this action knows: its rate, the rate in the foreground, the devices. */
export function metricsOf(set: string): string[] | undefined {
  const rate = RATES.find((known) => known.set === set)
  if (!rate) return undefined
  const name = rate.metric.replace(/Rate$/, '')
  return [rate.metric, `userPerceived${name[0].toUpperCase()}${name.slice(1)}Rate`, 'distinctDevices']
}

/**
 * The rate of a set this action knows; undefined for another, whose first `…Rate` metric (else its
 * first metric) picture.ts draws.
 */
export function rateOf(set: string): string | undefined {
  return RATES.find((known) => known.set === set)?.metric
}
