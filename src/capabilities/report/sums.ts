/**
 * The reports' numbers, read from their CSVs by csv-parse, streamed (a report of any size is summed
 * in constant memory): units and money by month and by country, each currency apart. Columns are
 * found by name, tolerantly: they have changed before. Labels are kept as the CSV wrote them (keys
 * of the sums): they are outside text, made plain only when the summary is written (picture.ts),
 * after redaction. Nothing here fails the step: a report it cannot read gets a note.
 */
import { createReadStream } from 'node:fs'
import { open } from 'node:fs/promises'
import type { Options, Parser } from 'csv-parse'
import { Quote, type Part } from '../../step/errors.js'
import { formatPeriod, type ReportPeriod } from '../../appstore/reporting/paths.js'
import type { ReportResult } from './result.js'

/** Column names, compared lower-cased with everything but letters and digits removed; the first found wins. */
export const COLUMNS = {
  units: ['units', 'unitssold', 'netunits', 'quantity', 'qty', 'unitcount'],
  /** Earnings before revenue for an earnings report; revenue (what the customer paid) first otherwise. */
  earnings: [
    'earnings',
    'netearnings',
    'estimatedearnings',
    'developerearnings',
    'totalearnings',
    'paymentamount',
    'payment',
    'developershare',
    'royalty',
    'amount'
  ],
  revenue: ['revenue', 'netrevenue', 'grossrevenue', 'sales', 'salesamount', 'salesprice', 'price', 'ourprice'],
  currency: ['currency', 'currencycode', 'marketplacecurrency', 'salescurrency', 'earningscurrency', 'paymentcurrency'],
  country: ['countryregioncode', 'countrycode', 'country', 'countryregion', 'marketplace', 'region', 'storefront'],
  /**
   * When the sale was made or invoiced first; the payment date last: a yearly earnings report pays
   * about 30 days after the Invoice Date, which would put January under March, December in the next year.
   */
  date: [
    'transactiontime',
    'transactiondate',
    'date',
    'salesdate',
    'eventdate',
    'invoicedate',
    'reportdate',
    'month',
    'paymentdate'
  ]
}

/** Distinct months or countries kept while summing; beyond them, rows count under 'other'. */
const MAX_KEYS = 500
/** Distinct currencies summed; rows in further ones are counted, not summed (never added to another). */
const MAX_CURRENCIES = 64
/** The months of a year's report under which rows dated outside that year are counted. */
export const OTHER_DATES = 'other dates'

export interface Totals {
  units: number
  /** By currency as the CSV names it ('' when the report names none): never summed across. */
  money: Map<string, number>
}

export interface Sums {
  byMonth: Map<string, Totals>
  byCountry: Map<string, Totals>
  /** Which kinds of column were found, across the files. */
  has: { units: boolean; money: boolean; country: boolean }
  files: number
  rows: number
  /** The header of the date column that placed a year's rows in months, as the first CSV names it. */
  dateColumn?: string
  /** A year's rows counted under OTHER_DATES: dated outside the year, and without a date. */
  otherDates: { outside: number; undated: number }
  /** Every currency met, in the order met. */
  currencies: Set<string>
  /** Rows whose money is in a currency beyond MAX_CURRENCIES: not summed. */
  unsummed: number
  /** Notes for the reader (files that could not be read, columns not recognised), outside text quoted. */
  notes: Part[][]
}

type Parse = (options: Options) => Parser

/** Outside text in a note, made plain after redaction by `shape` (plainLabel, which picture.ts passes). */
export type Shape = (text: string, max?: number) => string

/** Sums the CSV files of the reports of one type; `shape` makes a CSV's text plain for a note. */
export async function sumReports(results: ReportResult[], parse: Parse, shape: Shape): Promise<Sums> {
  const sums: Sums = {
    byMonth: new Map(),
    byCountry: new Map(),
    has: { units: false, money: false, country: false },
    files: 0,
    rows: 0,
    otherDates: { outside: 0, undated: 0 },
    currencies: new Set(),
    unsummed: 0,
    notes: []
  }
  for (const result of results) {
    const period = formatPeriod(result.target.period)
    const csvs = result.files.filter((file) => /\.csv$/i.test(file.path))
    if (csvs.length === 0) sums.notes.push([`${period}: no CSV to read (the report was not extracted).`])
    for (const file of csvs) {
      try {
        await sumFile(file.path, result, sums, parse, shape)
      } catch (error) {
        const code = (error as { code?: unknown } | null)?.code
        sums.notes.push([
          `${period}: the CSV could not be read`,
          ...(typeof code === 'string' ? [new Quote(code, (text) => ` (${shape(text, 40)})`)] : []),
          '; its rows so far are counted.'
        ])
      }
    }
  }
  return sums
}

async function sumFile(path: string, result: ReportResult, sums: Sums, parse: Parse, shape: Shape): Promise<void> {
  const parser = parse({
    bom: true,
    delimiter: await delimiterOf(path),
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: true,
    max_record_size: 1024 * 1024
  })
  const input = createReadStream(path)
  input.on('error', (error) => parser.destroy(error))
  input.pipe(parser)
  sums.files++
  const { period } = result.target
  let columns: ReturnType<typeof columnsOf> | undefined
  for await (const record of parser as AsyncIterable<string[]>) {
    if (!columns) {
      columns = columnsOf(record, result.target.type)
      if (columns.units === undefined && columns.money === undefined) {
        sums.notes.push(unknownColumns(formatPeriod(period), record, shape))
        input.destroy()
        return
      }
      sums.has.units ||= columns.units !== undefined
      sums.has.money ||= columns.money !== undefined
      sums.has.country ||= columns.country !== undefined
      if (period.month === undefined && columns.date !== undefined) sums.dateColumn ??= record[columns.date]
      continue
    }
    sums.rows++
    const units = columns.units === undefined ? 0 : (parseAmount(record[columns.units] ?? '') ?? 0)
    const money = columns.money === undefined ? 0 : (parseAmount(record[columns.money] ?? '') ?? 0)
    const currency =
      columns.currency !== undefined
        ? (record[columns.currency] ?? '')
        : columns.moneyCurrency || currencyIn(record[columns.money ?? -1] ?? '')
    const month = monthIn(period, columns.date === undefined ? undefined : (record[columns.date] ?? ''), sums)
    const counted = currencyCounted(sums, currency)
    add(sums.byMonth, month, units, counted, money)
    if (columns.country !== undefined) add(sums.byCountry, record[columns.country] || '?', units, counted, money)
  }
}

function unknownColumns(period: string, header: string[], shape: Shape): Part[] {
  const names = header.slice(0, 12).map((name) => new Quote(name, (text) => shape(text, 40) || '(blank)'))
  return [
    `${period}: no units or revenue column was recognised among `,
    ...names.flatMap((name, index) => (index === 0 ? [name] : [', ', name])),
    `${header.length > 12 ? ', …' : ''}; no totals.`
  ]
}

/**
 * The month a row counts in: a monthly report's own; for a year's report, the month of its date
 * when that is in the year, else OTHER_DATES (a payment made after the year, a row without a date),
 * so that the year shows its own months only. A year's report without a date column is one whole.
 */
function monthIn(period: ReportPeriod, date: string | undefined, sums: Sums): string {
  if (period.month !== undefined || date === undefined) return formatPeriod(period)
  const month = monthOf(date)
  if (month?.startsWith(`${period.year}-`)) return month
  sums.otherDates[month === undefined ? 'undated' : 'outside']++
  return OTHER_DATES
}

/** The currency, or undefined for one beyond MAX_CURRENCIES (its row's money is not summed). */
function currencyCounted(sums: Sums, currency: string): string | undefined {
  if (!sums.currencies.has(currency) && sums.currencies.size >= MAX_CURRENCIES) {
    sums.unsummed++
    return undefined
  }
  sums.currencies.add(currency)
  return currency
}

function add(map: Map<string, Totals>, key: string, units: number, currency: string | undefined, money: number): void {
  const at = map.has(key) || map.size < MAX_KEYS ? key : 'other'
  const totals = map.get(at) ?? { units: 0, money: new Map<string, number>() }
  totals.units += units
  if (currency !== undefined) totals.money.set(currency, (totals.money.get(currency) ?? 0) + money)
  map.set(at, totals)
}

/** The first line's most frequent separator among ',', ';' and tab (outside quotes); ',' when none. */
async function delimiterOf(path: string): Promise<string> {
  const handle = await open(path, 'r')
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(8192), 0, 8192, 0)
    const line = buffer
      .subarray(0, bytesRead)
      .toString('utf8')
      .split(/\r?\n/)[0]
      .replace(/"[^"]*"/g, '')
    const count = (char: string) => line.split(char).length - 1
    return [',', ';', '\t'].reduce((best, char) => (count(char) > count(best) ? char : best), ',')
  } finally {
    await handle.close()
  }
}

/** Where each kind of column is in a header row. */
export function columnsOf(header: string[], type: string) {
  const names = header.map((name) => name.toLowerCase().replace(/[^a-z0-9]/g, ''))
  const find = (aliases: string[]): number | undefined => {
    for (const alias of aliases) {
      const exact = names.indexOf(alias)
      if (exact >= 0) return exact
    }
    // 'Estimated Earnings (Marketplace Currency)', 'Units Sold (net)': the name begins with a known one.
    for (const alias of aliases) {
      const start = names.findIndex((name) => name.startsWith(alias) && alias.length >= 4)
      if (start >= 0) return start
    }
    return undefined
  }
  const moneyNames = type.startsWith('earning')
    ? [...COLUMNS.earnings, ...COLUMNS.revenue]
    : [...COLUMNS.revenue, ...COLUMNS.earnings]
  const money = find(moneyNames)
  // 'Revenue (USD)': the currency in the column's name, when no column names it.
  const moneyCurrency = money === undefined ? '' : (/\(([A-Z]{3})\)/.exec(header[money])?.[1] ?? '')
  return {
    units: find(COLUMNS.units),
    money,
    moneyCurrency,
    currency: find(COLUMNS.currency),
    country: find(COLUMNS.country),
    date: find(COLUMNS.date)
  }
}

/** Currency signs as amounts carry them ('3,98 €', '¥120'), in a report without a currency column. */
const SIGNS: [RegExp, string][] = [
  [/€/, 'EUR'],
  [/£/, 'GBP'],
  [/[¥￥]/, 'JPY'],
  [/₹/, 'INR'],
  [/R\$/, 'BRL'],
  [/\$/, 'dollar']
]

/** The currency an amount names itself ('USD 4.20', '3,98 €'), '' when none: never one amount's sign added to another's. */
export function currencyIn(amount: string): string {
  const code = /(?:^|[^A-Za-z])([A-Z]{3})(?![A-Za-z])/.exec(amount)?.[1]
  return code ?? SIGNS.find(([sign]) => sign.test(amount))?.[1] ?? ''
}

/**
 * A number as reports write it: '1,234.50', '3,98 €', '¥120', '(12.00)' or '-12' for a refund.
 * A lone ',' before other than three digits is a decimal comma. undefined when it is no number.
 */
export function parseAmount(text: string): number | undefined {
  let value = text.trim()
  let negative = false
  if (/^\(.*\)$/.test(value)) {
    negative = true
    value = value.slice(1, -1)
  }
  value = value.replace(/[^\d.,-]/g, '')
  if (value.startsWith('-')) {
    negative = !negative
    value = value.slice(1)
  }
  if (!/^\d[\d.,]*$/.test(value)) return undefined
  const [dot, comma] = [value.lastIndexOf('.'), value.lastIndexOf(',')]
  let normalized: string
  if (dot >= 0 && comma >= 0) {
    // Both: the last one is the decimal mark.
    normalized = comma > dot ? value.replace(/\./g, '').replace(',', '.') : value.replace(/,/g, '')
  } else if (comma >= 0) {
    const decimal = value.split(',').length === 2 && !/,\d{3}$/.test(value)
    normalized = decimal ? value.replace(',', '.') : value.replace(/,/g, '')
  } else {
    // '1.234.567' groups thousands; a single '.' is the decimal mark.
    normalized = value.split('.').length > 2 ? value.replace(/\./g, '') : value
  }
  const number = Number(normalized)
  if (!Number.isFinite(number)) return undefined
  return negative ? -number : number
}

/** 'YYYY-MM' of a date as reports write it: ISO, M/D/YYYY, or anything Date.parse reads. */
export function monthOf(text: string): string | undefined {
  const iso = /^(\d{4})-(\d{1,2})/.exec(text)
  const us = /^(\d{1,2})\/\d{1,2}\/(\d{4})/.exec(text)
  const [year, month] = iso ? [iso[1], iso[2]] : us ? [us[2], us[1]] : fromDate(text)
  if (year === undefined || Number(month) < 1 || Number(month) > 12) return undefined
  return `${year}-${month.padStart(2, '0')}`
}

function fromDate(text: string): [string, string] | [undefined, string] {
  const time = Date.parse(text)
  if (Number.isNaN(time)) return [undefined, '']
  const date = new Date(time)
  return [String(date.getUTCFullYear()), String(date.getUTCMonth() + 1)]
}
