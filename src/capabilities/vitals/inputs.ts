/** The inputs of a Vitals read, checked against the API's documented limits before any request. */
import { parseVersionCodes } from '../../android/version-codes.js'
import { DEFAULT_API_BASE_URL } from '../../appstore/endpoints.js'
import { vitalsAppPath } from '../../appstore/vitals/paths.js'
import { InputError } from '../../step/errors.js'
import type { Inputs } from '../../step/inputs.js'
import { shownName } from '../../step/paths.js'
import { RATES, type Rate } from './sets.js'

export type Granularity = 'daily' | 'hourly'

/** What the API keeps, and the most days one query may span: 30 days by day, 15 by hour. */
export const MAX_DAYS: Record<Granularity, number> = { daily: 30, hourly: 15 }

/** A threshold given: the rate it judges and the number not to exceed. */
export interface Threshold {
  rate: Rate
  max: number
}

/** The gate against the version before (`max-increase`). */
export interface IncreaseGate {
  /** The most a rate may rise over its baseline's, in percent. */
  percent: number
  /** As given, such as '25%'. */
  text: string
  /** `baseline-version-code`; undefined: the version code below with the most devices. */
  baseline?: string
  minDevices: number
}

export interface VitalsInputs {
  packageName: string
  /** Metric set names as the API spells them, in the order given, each once. */
  sets: string[]
  granularity: Granularity
  days: number
  /** Only these (as the API writes them: digits); undefined: every version code. */
  versionCodes?: string[]
  /**
   * The version codes the sets are queried for: `versionCodes`, and with `max-increase` the baseline
   * too; undefined (every one) when the baseline is to be chosen among those below.
   */
  queried?: string[]
  dir: string
  /** `dir` as a person reads it: workspace-relative, with '/'. */
  shownDir: string
  thresholds: Threshold[]
  increase?: IncreaseGate
  /** The clusters of `issuesMetricSet` shown for each report type; 0: none read. */
  topIssues: number
  /** The app's resource of the Vitals API, under `api-base-url`: the client places each set under it. */
  appUrl: URL
}

/** Android's package name: two or more dot-separated parts, each a letter then letters, digits or '_'. */
const PACKAGE = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/
const SET_NAME = /^[a-z][A-Za-z0-9]{0,60}MetricSet$/

/** The most clusters a summary shows for each report type. */
export const MAX_TOP_ISSUES = 50

const words = (text: string): string[] => text.split(/[\s,]+/).filter((word) => word !== '')

export function readVitalsInputs(inputs: Inputs): VitalsInputs {
  const packageName = inputs.required('package', "give the app's package name, such as com.example.app.")
  if (!PACKAGE.test(packageName) || packageName.length > 255) {
    throw new InputError(
      'package',
      `must be an Android package name (two or more parts separated by dots, each a letter then letters, digits or _), got '${packageName.slice(0, 80)}'.`
    )
  }
  const sets = parseSets(inputs.text('metrics', 'crash anr'))
  const granularity = inputs.choice<Granularity>('granularity', ['daily', 'hourly'], 'daily')
  const days = inputs.integer('days', 7, 1, MAX_DAYS[granularity])
  const codes = parseVersionCodes(inputs.text('version-codes'), 'version-codes')
  const versionCodes = codes.length > 0 ? codes : undefined
  const thresholds = RATES.flatMap((rate): Threshold[] => {
    const text = inputs.text(rate.input)
    if (text === '') return []
    if (!/^\d+(\.\d+)?$/.test(text)) {
      throw new InputError(rate.input, `must be a number of 0 or more (such as 1.5), got '${text}'.`)
    }
    if (!sets.includes(rate.set) && sets.every((set) => RATES.some((known) => known.set === set))) {
      throw new InputError(
        rate.input,
        `judges ${rate.metric}, which only the ${rate.word} metric set gives: add '${rate.word}' to 'metrics'.`
      )
    }
    return [{ rate, max: Number(text) }]
  })
  const increase = readIncrease(inputs, sets, versionCodes)
  const topIssues = inputs.integer('top-issues', 5, 0, MAX_TOP_ISSUES)
  const dir = inputs.outputPath('dir', 'folder', 'appstore-vitals')!
  return {
    packageName,
    sets,
    granularity,
    days,
    versionCodes,
    queried:
      versionCodes && increase ? (increase.baseline ? [...versionCodes, increase.baseline] : undefined) : versionCodes,
    dir,
    shownDir: shownName(dir, inputs.cwd),
    thresholds,
    increase,
    topIssues,
    appUrl: inputs.urlUnder('api-base-url', DEFAULT_API_BASE_URL, vitalsAppPath(packageName), 'package')
  }
}

function parseSets(text: string): string[] {
  const sets = words(text).map((word) => {
    const known = RATES.find((rate) => rate.word === word.toLowerCase())
    if (known) return known.set
    if (word === 'issuesMetricSet') {
      throw new InputError('metrics', 'names issuesMetricSet, the top issues, which has no rates: it is not read here.')
    }
    if (!SET_NAME.test(word)) {
      throw new InputError(
        'metrics',
        `takes crash, anr, lmk or a metric set's full name (such as crashMetricSet), got '${word.slice(0, 80)}'.`
      )
    }
    return word
  })
  if (sets.length === 0) throw new InputError('metrics', 'names no metric set: give crash, anr or lmk.')
  return [...new Set(sets)]
}

/** The most devices 'min-devices' takes: far beyond any app's. */
const MAX_MIN_DEVICES = 1_000_000_000

function readIncrease(inputs: Inputs, sets: string[], versionCodes?: string[]): IncreaseGate | undefined {
  const minDevices = inputs.integer('min-devices', 100, 0, MAX_MIN_DEVICES)
  const baselines = parseVersionCodes(inputs.text('baseline-version-code'), 'baseline-version-code')
  if (baselines.length > 1) {
    throw new InputError('baseline-version-code', `takes one version code, got ${baselines.length}.`)
  }
  const baseline = baselines.at(0)
  if (baseline && versionCodes?.includes(baseline)) {
    throw new InputError(
      'baseline-version-code',
      `is ${baseline}, which 'version-codes' names too: a version code is not compared with itself.`
    )
  }
  const text = inputs.text('max-increase').trim()
  if (text === '') return undefined
  const percent = /^(\d{1,9}(\.\d+)?) ?%$/.exec(text)
  if (!percent) {
    throw new InputError('max-increase', `must be a percentage of 0 or more, such as 25%, got '${text.slice(0, 40)}'.`)
  }
  if (!sets.some((set) => RATES.some((rate) => rate.set === set))) {
    throw new InputError('max-increase', "judges crashRate, anrRate and lmkRate: add crash, anr or lmk to 'metrics'.")
  }
  return { percent: Number(percent[1]), text: `${percent[1]}%`, baseline, minDevices }
}
