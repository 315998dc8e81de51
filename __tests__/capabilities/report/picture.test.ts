// The numbers of the job summary: CSV columns found tolerantly, amounts read as reports write
// them, and outside text that can break neither a table nor a Mermaid chart.
import { describe, expect, it } from '@jest/globals'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { reportPictures, TOP_COUNTRIES } from '../../../src/capabilities/report/picture.js'
import { plainLabel as plain } from '../../../src/step/report.js'
import type { ReportResult } from '../../../src/capabilities/report/result.js'
import { columnsOf, monthOf, parseAmount } from '../../../src/capabilities/report/sums.js'
import { renderSection } from '../../../src/step/report.js'
import { tempDir } from '../../support/temp.js'

const dir = tempDir('picture-')
let files = 0
/** A found report whose one file holds `content`. */
function found(type: string, period: string, content: string | Buffer, name = 'r.csv'): ReportResult {
  const path = join(dir, `${files++}-${name}`)
  writeFileSync(path, content)
  const [year, month] = period.split('-').map(Number)
  return {
    target: { type, period: month ? { year, month } : { year } },
    status: 'found',
    file: path,
    files: [{ path, bytes: Buffer.byteLength(content) }]
  }
}
const picture = async (...results: ReportResult[]) =>
  (await reportPictures(results)).map((section) => renderSection(section, (text) => text)).join('\n')

describe('parseAmount', () => {
  it.each([
    ['12', 12],
    ['1,234.50', 1234.5],
    ['1.234,50', 1234.5],
    ['3,98 €', 3.98],
    ['¥120', 120],
    ['$ 0.99', 0.99],
    ['1,234', 1234],
    ['1.234.567', 1234567],
    ['(12.00)', -12],
    ['-1', -1],
    ['- 2.5', -2.5],
    ['USD 4.20', 4.2]
  ])('reads %j as %d', (text, value) => {
    expect(parseAmount(text)).toBe(value)
  })

  // '9' x 400 is beyond any double: no Infinity in a table.
  it.each(['', 'n/a', '-', '1-2', '..', '9'.repeat(400)])('reads %j as no number', (text) => {
    expect(parseAmount(text)).toBeUndefined()
  })
})

describe('monthOf', () => {
  it.each([
    ['2025-07-15', '2025-07'],
    ['2025-07-15T10:00:00Z', '2025-07'],
    ['7/15/2025', '2025-07'],
    ['15 July 2025', '2025-07'],
    ['2025-13-01', undefined],
    ['soon', undefined]
  ])('%j is in %j', (text, month) => {
    expect(monthOf(text)).toBe(month)
  })
})

describe('plainLabel (step/report.ts), which every chart and table label of a report goes through', () => {
  it('keeps letters, digits and a few signs of any script, nothing that is markup', () => {
    expect(plain('Côte d’Ivoire')).toBe('Côte d Ivoire')
    expect(plain('日本 (JP)')).toBe('日本 (JP)')
    expect(plain('a|b`c"d<e>f:g*h#i[j]k\nl\u202em')).toBe('a b c d e f g h i j k l m')
    expect(plain('::error::x')).toBe('error x')
  })

  it('cuts to the length asked, counting characters, not halves of them', () => {
    expect(plain('x'.repeat(50))).toHaveLength(32)
    expect(plain('𠀀'.repeat(5), 3)).toBe('𠀀𠀀𠀀')
  })
})

describe('columnsOf', () => {
  it.each([
    [['Transaction ID', 'Country/Region Code', 'Units', 'Revenue', 'Currency'], 'sales', [2, 3, 4, 1]],
    [['Date', 'Country', 'Quantity', 'Revenue (USD)'], 'sales', [2, 3, undefined, 1]],
    [['date', ' UNITS ', 'sales_price', 'marketplace'], 'sales', [1, 2, undefined, 3]],
    [['Units Sold (net)', 'Estimated Earnings (Marketplace Currency)', 'Country Code'], 'sales', [0, 1, undefined, 2]],
    // An earnings report sums its earnings, not the price paid.
    [['Sales Price', 'Earnings', 'Payment Currency'], 'earnings', [undefined, 1, 2, undefined]],
    [['Sales Price', 'Earnings'], 'sales', [undefined, 0, undefined, undefined]]
  ])('%j of a %s report', (header, type, [units, money, currency, country]) => {
    expect(columnsOf(header, type)).toMatchObject({ units, money, currency, country })
  })

  it('takes the currency from a column name such as Revenue (USD)', () => {
    expect(columnsOf(['Quantity', 'Revenue (USD)'], 'sales').moneyCurrency).toBe('USD')
  })
})

describe('reportPictures', () => {
  it('charts units by country for one month, the top 10 only', async () => {
    const rows = Array.from({ length: 14 }, (_, i) => `C${String.fromCharCode(65 + i)},${i + 1},1.00,USD`)
    const md = await picture(found('sales', '2026-10', `Country,Units,Revenue,Currency\n${rows.join('\n')}\n`))

    expect(md).toContain('#### sales, 2026-10')
    expect(md).toContain('| 2026-10 | 105 | 14.00 |')
    expect(md).toContain(`| Country (top ${TOP_COUNTRIES}) | Units | Revenue (USD) |`)
    expect(md).toContain('  title "sales - units by country"')
    expect(md).toContain('  x-axis ["CN", "CM", "CL", "CK", "CJ", "CI", "CH", "CG", "CF", "CE"]')
    expect(md).toContain('  bar [14, 13, 12, 11, 10, 9, 8, 7, 6, 5]')
    expect(md).not.toContain('CD')
  })

  it('makes CSV text plain before it reaches a table or a chart', async () => {
    const hostile =
      'Country,Units,Revenue\n' +
      '"US|x` ![img](https://e.example/p.png)",1,1\n' +
      '"DE""]\nbar [999]\n```\n<script>",2,2\n' +
      '"::error::pwned",3,3\n'
    const md = await picture(found('sales', '2026-10', hostile))

    const mermaid = md.slice(md.indexOf('```mermaid'))
    expect(mermaid.match(/```/g)).toHaveLength(2)
    // The label stays a label, in its quotes: the one bar line is the chart's own.
    expect(mermaid.split('\n').filter((line) => /^\s*bar /.test(line))).toEqual(['  bar [3, 2, 1]'])
    const text = md
      .split('\n')
      .filter((line) => !/^```(mermaid)?$/.test(line))
      .join('\n')
    for (const bad of ['|x', '`', '![', '<script>', '::error']) expect(text).not.toContain(bad)
    const axis = mermaid.split('\n').find((line) => line.includes('x-axis'))!
    expect(axis.match(/"/g)).toHaveLength(6)
    expect(md).toContain('| DE bar 999 script | 2 | 2.00 |')
    // Every table row has its three cells.
    for (const line of md.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| Month'))) {
      expect(line.split(' | ')).toHaveLength(3)
    }
  })

  it('reads a semicolon or tab separated file, with a BOM', async () => {
    const semicolons = found('sales', '2026-09', '\ufeffUnits;Revenue;Currency\n2;"3,98";EUR\n1;1,00;EUR\n')
    const tabs = found('sales', '2026-10', 'Units\tRevenue\tCurrency\n4\t2.00\tUSD\n')
    const md = await picture(semicolons, tabs)

    expect(md).toContain('| Month | Units | Revenue (EUR) | Revenue (USD) |')
    expect(md).toContain('| 2026-09 | 3 | 4.98 | - |')
    expect(md).toContain('| 2026-10 | 4 | - | 2.00 |')
    expect(md).toContain('  bar [3, 4]')
  })

  it('notes columns it does not know, a file it cannot read, and a report not extracted: no failure', async () => {
    const strange = found('sales', '2026-08', 'Foo,Bar|baz,`x`\n1,2,3\n')
    const broken = found('sales', '2026-09', 'Units,Revenue\n1,2\n"unclosed,3\n')
    const zip = found('sales', '2026-10', 'PK', 'r.zip')
    const md = await picture(strange, broken, zip)

    expect(md).toContain('- 2026-08: no units or revenue column was recognised among Foo, Bar baz, x; no totals.')
    expect(md).toMatch(/- 2026-09: the CSV could not be read \(CSV [A-Z ]+\); its rows so far are counted\./)
    expect(md).toContain('- 2026-10: no CSV to read (the report was not extracted).')
    expect(md).toContain('| 2026-09 | 1 | 2.00 |')
  })

  it('says so when a CSV holds a header and no rows', async () => {
    expect(await picture(found('earnings', '2026-10', 'Units,Earnings\n'))).toContain('No rows.')
  })

  it('keeps each currency apart: a column and a chart per currency, none drawn as 0 under another', async () => {
    const csv = 'Payment Date,Earnings,Currency\n2025-01-05,5,EUR\n2025-02-05,100,USD\n2025-02-06,1,EUR\n'
    const md = await picture(found('earnings', '2025', csv))

    expect(md).toContain(
      '| Month | Earnings (USD) | Earnings (EUR) |\n|---|--:|--:|\n| 2025-01 | - | 5.00 |\n| 2025-02 | 100.00 | 1.00 |'
    )
    expect(md).toContain(
      '  title "earnings - earnings by month (USD)"\n  x-axis ["2025-01", "2025-02"]\n  y-axis "Earnings (USD)"\n  bar [0, 100]'
    )
    expect(md).toContain(
      '  title "earnings - earnings by month (EUR)"\n  x-axis ["2025-01", "2025-02"]\n  y-axis "Earnings (EUR)"\n  bar [5, 1]'
    )
  })

  it('counts a year as one when its report has no date column, and says so', async () => {
    const md = await picture(found('earnings', '2025', 'Earnings,Currency\n5,USD\n'))

    expect(md).toContain('- No date column was recognised: the rows of 2025 are counted as one.')
    expect(md).toContain('| 2025 | 5.00 |')
  })

  it('takes the currency from an amount that carries its sign, when no column names it', async () => {
    const md = await picture(found('sales', '2026-10', 'Units,Revenue\n2,"3,98 €"\n1,¥120\n1,USD 1.00\n1,"1,00 €"\n'))

    expect(md).toContain('| Month | Units | Revenue (JPY) | Revenue (EUR) | Revenue (USD) |')
    expect(md).toContain('| 2026-10 | 5 | 120.00 | 4.98 | 1.00 |')
  })

  it('charts the countries of each currency apart when a report has no units', async () => {
    const md = await picture(found('earnings', '2026-10', 'Country,Earnings,Currency\nUS,5,USD\nDE,9,EUR\nFR,1,EUR\n'))

    expect(md).toContain(
      '| Country (top 10) | Earnings (EUR) | Earnings (USD) |\n|---|--:|--:|\n| DE | 9.00 | - |\n| FR | 1.00 | - |\n| US | - | 5.00 |'
    )
    expect(md).toContain('  x-axis ["DE", "FR"]\n  y-axis "Earnings (EUR)"\n  bar [9, 1]')
    expect(md).toContain('  x-axis ["US"]\n  y-axis "Earnings (USD)"\n  bar [5]')
  })

  it('keeps a year to its months, and says which date column placed the rows', async () => {
    const csv = 'Payment Date,Earnings,Currency\n2025-03-15,5,USD\n2025-12-15,2,USD\n2026-01-15,3,USD\n,1,USD\n'
    const md = await picture(found('earnings', '2025', csv))

    expect(md).toContain(
      '- Months by the Payment Date column; 1 row dated outside 2025 and 1 row without a date are under other dates.'
    )
    expect(md).toContain('| 2025-03 | 5.00 |\n| 2025-12 | 2.00 |\n| other dates | 4.00 |')
    expect(md).not.toContain('2026-01')
    expect(md).toContain('  x-axis ["2025-03", "2025-12"]')
  })

  it('spreads a yearly earnings report by its Invoice Date, not the Payment Date ~30 days later', async () => {
    // The yearly earnings CSV's shape: each month invoiced at its end, paid about 30 days after.
    const csv =
      'Invoice Date,Payment Date,Marketplace,Country/Region Code,Units,Earnings,Currency\r\n' +
      '2025-01-31,2025-03-02,amazon.com,US,7,12.50,USD\r\n' +
      '2025-02-28,2025-03-30,amazon.com,US,3,4.20,USD\r\n' +
      '2025-11-30,2025-12-30,amazon.de,DE,2,1.00,EUR\r\n' +
      '2025-12-31,2026-01-30,amazon.com,US,1,0.70,USD\r\n'
    const md = await picture(found('earnings', '2025', csv))

    expect(md).toContain('- Months by the Invoice Date column.')
    expect(md).toContain(
      '| 2025-01 | 7 | 12.50 | - |\n| 2025-02 | 3 | 4.20 | - |\n| 2025-11 | 2 | - | 1.00 |\n| 2025-12 | 1 | 0.70 | - |'
    )
    expect(md).not.toContain('2025-03')
    expect(md).not.toContain('other dates')
  })

  it('gives each currency its column, and counts keys beyond 500 as other', async () => {
    const many = Array.from({ length: 505 }, (_, i) => `K${i},1,1,C${i % 5}`).join('\n')
    const md = await picture(found('sales', '2026-10', `Country,Units,Revenue,Currency\n${many}\n`))

    expect(md).toMatch(/\| Month \| Units( \| Revenue \(C\d\)){5} \|/)
    expect(md).toContain('| 2026-10 | 505 | 101.00 | 101.00 | 101.00 | 101.00 | 101.00 |')
    expect(md).toContain('| other | 5 |')
  })

  it('shows the 12 largest currencies and says the others are only in the CSV; sums none across', async () => {
    const rows = Array.from({ length: 70 }, (_, i) => `${i + 1},1,X${String(i).padStart(2, '0')}`).join('\n')
    const md = await picture(found('sales', '2026-10', `Units,Revenue,Currency\n${rows}\n`))

    expect(md).toContain('- The report is in 64+ currencies: the 12 largest are shown, the others only in the CSV.')
    expect(
      md
        .split('\n')
        .find((line) => line.startsWith('| Month'))!
        .split('Revenue (')
    ).toHaveLength(13)
    expect(md).toContain('| 2026-10 | 2,485 | 1.00 |')
  })

  it('counts short rows, blank countries and amounts that are no number as nothing, under other dates', async () => {
    const csv = 'Country,Units,Revenue,Currency,Date\n,2,n/a,USD,2025-03-01\nUS,1,4.00,USD,2025-03-02\nUS\n'
    const md = await picture(found('sales', '2025', csv))

    expect(md).toMatch(/- Months by the Date column; 1 row without a date is under other dates\./)
    expect(md).toContain('| 2025-03 | 3 | 4.00 |')
    expect(md).toMatch(/\| other dates \| 0 \| - \|/)
    expect(md).toMatch(/\| \? \| 2 \| 0\.00 \|/)
  })

  it('sums units alone when a report has no revenue column', async () => {
    const md = await picture(found('sales', '2026-10', 'Country,Units\nUS,3\nDE,1\n'))

    expect(md).toContain('| Month | Units |\n|---|--:|\n| 2026-10 | 4 |')
    expect(md).toContain('  title "sales - units by country"')
    expect(md).not.toContain('Revenue')
  })

  it('draws money without a currency under a title without one', async () => {
    const md = await picture(found('earnings', '2026-10', 'Earnings\n5\n2\n'))

    expect(md).toContain('| Month | Earnings |\n|---|--:|\n| 2026-10 | 7.00 |')
    expect(md).toContain('  title "earnings - earnings by month"\n  x-axis ["2026-10"]\n  y-axis "Earnings"\n  bar [7]')
  })

  it('lists countries without earnings in the shown currencies last, and a name of no letters as ?', async () => {
    const csv = 'Country,Earnings,Currency\n!!!,0,USD\nDE,0,USD\nUS,5,USD\nFR,1,USD\n'
    const md = await picture(found('earnings', '2026-10', csv))

    expect(md).toMatch(/\| US \| 5\.00 \|\n\| FR \| 1\.00 \|\n\| (\?|DE) \| 0\.00 \|\n\| (\?|DE) \| 0\.00 \|/)
    expect(md).toContain('| ? | 0.00 |')
  })

  it('says how many currencies a report has when some are not shown, without + when all were summed', async () => {
    const rows = Array.from({ length: 13 }, (_, i) => `1,${i + 1},X${String(i).padStart(2, '0')}`).join('\n')
    const md = await picture(found('sales', '2026-10', `Units,Revenue,Currency\n${rows}\n`))

    expect(md).toContain('- The report is in 13 currencies: the 12 largest are shown, the others only in the CSV.')
    expect(md).not.toContain('Revenue (X00)')
  })

  it('names at most 12 of the columns it does not know, a blank one as (blank)', async () => {
    const header = ['Foo', '', ...Array.from({ length: 12 }, (_, i) => `C${i}`)].join(',')
    const md = await picture(found('sales', '2026-10', `${header}\n1\n`))

    expect(md).toContain(
      '- 2026-10: no units or revenue column was recognised among Foo, (blank), C0, C1, C2, C3, C4, C5, C6, C7, C8, C9, …; no totals.'
    )
  })
})
