// The Reporting API: report types, its pace, the CSVs its zips hold, and its answer for a report.

/** The report types of the Reporting API: the three of Amazon's docs and the one seen in the wild. */
export const REPORT_TYPES = ['sales', 'earnings', 'subscription', 'subscriptions_overview']

/**
 * @typedef {{ perSecond: number, retryAfter?: number }} ReportRate
 *   perSecond: requests the Reporting API takes in any second of real time (3 is reported);
 *   retryAfter: seconds the 429 asks for (default 1).
 */

/**
 * At most `perSecond` requests in any second, as a server may count them.
 * @param {ReportRate} rate
 */
export function rateWindow({ perSecond }) {
  /** @type {number[]} */
  const recent = []
  return {
    take() {
      const at = Date.now()
      while (recent.length > 0 && recent[0] <= at - 1000) recent.shift()
      if (recent.length >= perSecond) return false
      recent.push(at)
      return true
    }
  }
}

/**
 * A report's CSV as the Reporting API's zips hold it, in one of the layouts seen: the columns have
 * changed before (`Units` became `Quantity`, revenue got a currency column of its own).
 *  - sales, 'current': Transaction ID, Transaction Time, ASIN, SKU, Title, Item Type, Marketplace,
 *    Country/Region Code, Units, Revenue, Currency, Estimated Earnings
 *  - sales, 'older': Date, ASIN, App Title, Country, Quantity, Revenue (USD)
 *  - earnings: Payment Date, Marketplace, Country/Region Code, Units, Earnings, Currency
 *  - subscription, subscriptions_overview: Subscription ID, Start Date, Country/Region Code,
 *    Term, Active Subscriptions
 * @param {string} type
 * @param {string} period YYYY-MM (or YYYY)
 * @param {'current' | 'older'} [layout]
 */
export function reportCsv(type, period, layout = 'current') {
  const day = (d) =>
    period.length === 4
      ? `${period}-0${(d % 9) + 1}-${String(d).padStart(2, '0')}`
      : `${period}-${String(d).padStart(2, '0')}`
  const rows =
    type === 'sales' && layout === 'older'
      ? [
          ['Date', 'ASIN', 'App Title', 'Country', 'Quantity', 'Revenue (USD)'],
          [day(3), 'B0STANDIN1', 'Stand-in Demo', 'US', '2', '1.98'],
          [day(17), 'B0STANDIN1', 'Stand-in Demo', 'DE', '1', '0.99'],
          [day(28), 'B0STANDIN2', '"Demo, the coins"', 'JP', '5', '4.95']
        ]
      : type === 'sales'
        ? [
            [
              ...['Transaction ID', 'Transaction Time', 'ASIN', 'SKU', 'Title', 'Item Type', 'Marketplace'],
              ...['Country/Region Code', 'Units', 'Revenue', 'Currency', 'Estimated Earnings']
            ],
            [
              `${period}-1`,
              `${day(3)}T10:15:00Z`,
              'B0STANDIN1',
              'demo-app',
              'Demo',
              'App',
              'amazon.com',
              'US',
              '2',
              '1.99',
              'USD',
              '1.39'
            ],
            [
              `${period}-2`,
              `${day(17)}T21:40:00Z`,
              'B0STANDIN1',
              'demo-app',
              'Demo',
              'App',
              'amazon.de',
              'DE',
              '1',
              '"1,99"',
              'EUR',
              '"1,39"'
            ],
            [
              `${period}-3`,
              `${day(28)}T08:05:00Z`,
              'B0STANDIN2',
              'coins',
              '"Coins, 500"',
              'IAP',
              'amazon.co.jp',
              'JP',
              '5',
              '120',
              'JPY',
              '84'
            ],
            [
              `${period}-4`,
              `${day(29)}T09:00:00Z`,
              'B0STANDIN1',
              'demo-app',
              'Demo',
              'App',
              'amazon.com',
              'US',
              '-1',
              '(1.99)',
              'USD',
              '(1.39)'
            ]
          ]
        : type === 'earnings'
          ? [
              ['Payment Date', 'Marketplace', 'Country/Region Code', 'Units', 'Earnings', 'Currency'],
              [day(15), 'amazon.com', 'US', '7', '12.50', 'USD'],
              [day(15), 'amazon.de', 'DE', '3', '4.20', 'EUR'],
              [day(16), 'amazon.com', 'US', '1', '0.70', 'USD']
            ]
          : [
              ['Subscription ID', 'Start Date', 'Country/Region Code', 'Term', 'Active Subscriptions'],
              [`${type}-1`, day(2), 'US', 'Monthly', '12'],
              [`${type}-2`, day(9), 'GB', 'Yearly', '4']
            ]
  return rows.map((row) => row.join(',')).join('\r\n') + '\r\n'
}

/**
 * The Reporting API's answer for a report: its link, or why there is none.
 * @param {Record<string, string>} reports type/YYYY/MM (or type/YYYY) -> pre-signed link
 * @param {ReportRate} [rate]
 */
export function reportLinks(reports, rate) {
  const reportWindow = rate && rateWindow(rate)
  /**
   * @param {string} type @param {string} period @param {string} path
   * @param {import('node:http').ServerResponse} res
   * @param {(status: number, value: unknown, headers?: Record<string, string>) => void} json
   */
  return (type, period, path, res, json) => {
    if (reportWindow && !reportWindow.take()) {
      return json(429, { message: 'Rate exceeded' }, { 'Retry-After': String(rate?.retryAfter ?? 1) })
    }
    const link = reports[`${type}/${period}`]
    if (link) {
      res.writeHead(200, { 'Content-Type': 'text/plain' })
      return void res.end(link)
    }
    // A type the API knows (or one a test gave a link for): a month without data. Any other: a URI it has no route for.
    const known = REPORT_TYPES.includes(type) || Object.keys(reports).some((key) => key.startsWith(`${type}/`))
    if (known) return json(400, { message: 'Report not found' })
    return json(400, { Message: `Unable to fetch the request scope for uri = ${path}` })
  }
}
