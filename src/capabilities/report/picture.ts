/**
 * The reports' numbers as the job summary shows them (sums.ts reads them): per report type, units
 * and money by month and by country, as small tables and Mermaid bar charts, which GitHub renders
 * in a job summary. Money is never summed or compared across currencies: a column, and a chart,
 * per currency.
 *
 * CSV text is outside text: every label that comes from it goes into the section as a Quote, which
 * the step report redacts whole and only then makes plain (letters, digits and a few signs) and
 * cuts, so that it can break neither a table nor a chart, nor become a link, an image or markup,
 * nor leave part of a secret behind. Loaded only by a report run, as is csv-parse.
 */
import { Quote, type Part } from '../../step/errors.js'
import { outsideLabel, plainLabel, shownLabel } from '../../step/report.js'
import { formatPeriod } from '../../appstore/reporting/paths.js'
import type { ReportResult } from './result.js'
import { OTHER_DATES, sumReports, type Sums, type Totals } from './sums.js'

/** How many bars a chart and how many rows a table show at most, and how many currencies get a column and a chart. */
export const TOP_COUNTRIES = 10
export const MAX_MONTHS = 24
export const MAX_SHOWN_CURRENCIES = 12

/** The tables and charts of every report type found, in the order first found. */
export async function reportPictures(found: ReportResult[]): Promise<Part[][]> {
  const { parse } = await import('csv-parse')
  const types = [...new Set(found.map((result) => result.target.type))]
  const sections: Part[][] = []
  for (const type of types) {
    const results = found.filter((result) => result.target.type === type)
    sections.push(render(type, results, await sumReports(results, parse, plainLabel)))
  }
  return sections
}

/** What a money column is called: 'Earnings (EUR)', or 'Earnings' when the report names no currency. */
const moneyHead = (measure: string, currency: string): Part =>
  currency === '' ? measure : new Quote(currency, (redacted) => `${measure} (${shownLabel(redacted, 10)})`)

/** The Markdown of one report type: a heading, notes, the tables and the charts. */
export function render(type: string, results: ReportResult[], sums: Sums): Part[] {
  const periods = results.map((result) => formatPeriod(result.target.period))
  const span = periods.length === 1 ? periods[0] : `${periods[0]}..${periods.at(-1)}`
  const measure = type.startsWith('earning') ? 'Earnings' : 'Revenue'
  const lines: Part[][] = [[`#### ${type}, ${span}`], []]
  if (sums.files > 0 && sums.rows === 0 && sums.notes.length === 0) lines.push(['No rows.'], [])
  const notes = [...sums.notes, ...summingNotes(sums, results)]
  for (const note of notes.slice(0, 10)) lines.push(['- ', ...note])
  if (notes.length > 0) lines.push([])
  if (sums.has.units || sums.has.money) lines.push(...tablesAndCharts(type, measure, sums))
  return lines.flatMap((line, index) => (index === 0 ? line : ['\n', ...line]))
}

/** '; 2 rows dated outside 2025 and 1 row without a date are under other dates.', or '.' when none is. */
function otherDatesNote({ otherDates: { outside, undated } }: Sums, year: number): string {
  const rows = (n: number) => `${n} row${n === 1 ? '' : 's'}`
  const parts = [
    ...(outside > 0 ? [`${rows(outside)} dated outside ${year}`] : []),
    ...(undated > 0 ? [`${rows(undated)} without a date`] : [])
  ]
  if (parts.length === 0) return '.'
  return `; ${parts.join(' and ')} ${outside + undated === 1 ? 'is' : 'are'} under ${OTHER_DATES}.`
}

/** What the reader needs to know of how rows were counted: a year's date column, currencies not shown. */
function summingNotes(sums: Sums, results: ReportResult[]): Part[][] {
  const notes: Part[][] = []
  const year = results.find((result) => result.target.period.month === undefined)?.target.period.year
  if (year !== undefined && sums.rows > 0) {
    notes.push(
      sums.dateColumn === undefined
        ? [`No date column was recognised: the rows of ${year} are counted as one.`]
        : ['Months by the ', outsideLabel(sums.dateColumn, 40), ' column', otherDatesNote(sums, year)]
    )
  }
  const hidden = shownCurrencies(sums).length < sums.currencies.size
  if (hidden || sums.unsummed > 0) {
    notes.push([
      `The report is in ${sums.currencies.size}${sums.unsummed > 0 ? '+' : ''} currencies: ` +
        `the ${MAX_SHOWN_CURRENCIES} largest are shown, the others only in the CSV.`
    ])
  }
  return notes
}

/** The currencies shown, largest total first: one column and one chart each. */
function shownCurrencies(sums: Sums): string[] {
  if (!sums.has.money) return []
  const total = new Map<string, number>()
  for (const totals of sums.byMonth.values()) {
    for (const [currency, amount] of totals.money) total.set(currency, (total.get(currency) ?? 0) + Math.abs(amount))
  }
  return [...total]
    .sort(([, a], [, b]) => b - a)
    .slice(0, MAX_SHOWN_CURRENCIES)
    .map(([currency]) => currency)
}

function tablesAndCharts(type: string, measure: string, sums: Sums): Part[][] {
  const currencies = shownCurrencies(sums)
  const head: Part[] = [...(sums.has.units ? ['Units'] : []), ...currencies.map((c) => moneyHead(measure, c))]
  const cells = (totals: Totals): string[] => [
    ...(sums.has.units ? [amountText(totals.units, 0)] : []),
    ...currencies.map((c) => (totals.money.has(c) ? amountText(totals.money.get(c)!, 2) : '-'))
  ]
  const table = (first: string, rows: [string, Totals][]): Part[][] => [
    row(first, head),
    [`|---|${head.map(() => '--:|').join('')}`],
    ...rows.map(([key, totals]) => row(outsideLabel(key, 24), cells(totals)))
  ]
  const months = [...sums.byMonth].sort(([a], [b]) => a.localeCompare(b)).slice(-MAX_MONTHS)
  const countries = [...sums.byCountry].sort(countryOrder(sums, currencies)).slice(0, TOP_COUNTRIES)
  const lines = [...table('Month', months), []]
  if (sums.has.country) lines.push(...table(`Country (top ${TOP_COUNTRIES})`, countries), [])

  // Earnings for an earnings report, units for the others; money a chart per currency.
  const byMonth = months.filter(([month]) => month !== OTHER_DATES)
  const [by, bars] = byMonth.length > 1 || !sums.has.country ? ['month', byMonth] : ['country', countries]
  const units = type.startsWith('earning') ? !sums.has.money : sums.has.units
  if (bars.length === 0) return lines
  if (units) return [...lines, ...chart(`${type} - units by ${by}`, 'Units', bars, (totals) => totals.units)]
  for (const currency of currencies) {
    const amount = (totals: Totals) => totals.money.get(currency) ?? 0
    const drawn = by === 'month' ? bars : topIn(sums.byCountry, currency, amount)
    const title = `${type} - ${measure.toLowerCase()} by ${by}${currency ? ` (${currency})` : ''}`
    lines.push(...chart(title, moneyHead(measure, currency), drawn, amount), [])
  }
  return lines
}

/** The countries with money in this currency, the largest amount first. */
function topIn(byCountry: Map<string, Totals>, currency: string, amount: (totals: Totals) => number) {
  return [...byCountry]
    .filter(([, totals]) => totals.money.has(currency))
    .sort(([, a], [, b]) => amount(b) - amount(a))
    .slice(0, TOP_COUNTRIES)
}

const row = (first: Part, cells: Part[]): Part[] => ['| ', first, ...cells.flatMap((cell) => [' | ', cell]), ' |']

/** By units; without units, by currency (the largest first), then by the amount in it: never across currencies. */
function countryOrder(sums: Sums, currencies: string[]) {
  const rank = (totals: Totals): [number, number] => {
    const index = currencies.findIndex((currency) => (totals.money.get(currency) ?? 0) !== 0)
    return index < 0 ? [currencies.length, 0] : [index, totals.money.get(currencies[index])!]
  }
  return ([, a]: [string, Totals], [, b]: [string, Totals]): number => {
    if (sums.has.units) return b.units - a.units
    const [[ia, amountA], [ib, amountB]] = [rank(a), rank(b)]
    return ia - ib || amountB - amountA
  }
}

/** A Mermaid bar chart; every label is redacted, then made plain and quoted. */
export function chart(
  title: string,
  axis: Part,
  bars: [string, Totals][],
  value: (totals: Totals) => number
): Part[][] {
  const labels = bars.flatMap(([key], index): Part[] => [...(index > 0 ? [', '] : []), outsideLabel(key, 40, true)])
  return [
    ['```mermaid'],
    ['xychart-beta'],
    ['  title ', outsideLabel(title, 60, true)],
    ['  x-axis [', ...labels, ']'],
    [
      '  y-axis ',
      typeof axis === 'string' ? outsideLabel(axis, 40, true) : new Quote(axis.text, (r) => `"${axis.shape(r)}"`)
    ],
    [`  bar [${bars.map(([, totals]) => round(value(totals))).join(', ')}]`],
    ['```']
  ]
}

const round = (amount: number): number => Math.round(amount * 100) / 100

function amountText(amount: number, decimals: number): string {
  return (decimals === 0 ? round(amount) : amount).toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: 2
  })
}
