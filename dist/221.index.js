export const id = 221;
export const ids = [221];
export const modules = {

/***/ 9221:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MAX_MONTHS: () => (/* binding */ MAX_MONTHS),
  MAX_SHOWN_CURRENCIES: () => (/* binding */ MAX_SHOWN_CURRENCIES),
  TOP_COUNTRIES: () => (/* binding */ TOP_COUNTRIES),
  chart: () => (/* binding */ chart),
  render: () => (/* binding */ render),
  reportPictures: () => (/* binding */ reportPictures)
});

// EXTERNAL MODULE: ./src/step/errors.ts
var errors = __webpack_require__(656);
// EXTERNAL MODULE: ./src/step/report.ts
var report = __webpack_require__(7957);
// EXTERNAL MODULE: ./src/appstore/reporting/paths.ts
var paths = __webpack_require__(8352);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ./src/capabilities/report/sums.ts
/**
 * The reports' numbers, read from their CSVs by csv-parse, streamed (a report of any size is summed
 * in constant memory): units and money by month and by country, each currency apart. Columns are
 * found by name, tolerantly: they have changed before. Labels are kept as the CSV wrote them (keys
 * of the sums): they are outside text, made plain only when the summary is written (picture.ts),
 * after redaction. Nothing here fails the step: a report it cannot read gets a note.
 */




/** Column names, compared lower-cased with everything but letters and digits removed; the first found wins. */
const COLUMNS = {
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
};
/** Distinct months or countries kept while summing; beyond them, rows count under 'other'. */
const MAX_KEYS = 500;
/** Distinct currencies summed; rows in further ones are counted, not summed (never added to another). */
const MAX_CURRENCIES = 64;
/** The months of a year's report under which rows dated outside that year are counted. */
const OTHER_DATES = 'other dates';
/** Sums the CSV files of the reports of one type; `shape` makes a CSV's text plain for a note. */
async function sumReports(results, parse, shape) {
    const sums = {
        byMonth: new Map(),
        byCountry: new Map(),
        has: { units: false, money: false, country: false },
        files: 0,
        rows: 0,
        otherDates: { outside: 0, undated: 0 },
        currencies: new Set(),
        unsummed: 0,
        notes: []
    };
    for (const result of results) {
        const period = (0,paths/* formatPeriod */.dH)(result.target.period);
        const csvs = result.files.filter((file) => /\.csv$/i.test(file.path));
        if (csvs.length === 0)
            sums.notes.push([`${period}: no CSV to read (the report was not extracted).`]);
        for (const file of csvs) {
            try {
                await sumFile(file.path, result, sums, parse, shape);
            }
            catch (error) {
                const code = error?.code;
                sums.notes.push([
                    `${period}: the CSV could not be read`,
                    ...(typeof code === 'string' ? [new errors/* Quote */.Pk(code, (text) => ` (${shape(text, 40)})`)] : []),
                    '; its rows so far are counted.'
                ]);
            }
        }
    }
    return sums;
}
async function sumFile(path, result, sums, parse, shape) {
    const parser = parse({
        bom: true,
        delimiter: await delimiterOf(path),
        relax_column_count: true,
        relax_quotes: true,
        skip_empty_lines: true,
        trim: true,
        max_record_size: 1024 * 1024
    });
    const input = (0,external_node_fs_.createReadStream)(path);
    input.on('error', (error) => parser.destroy(error));
    input.pipe(parser);
    sums.files++;
    const { period } = result.target;
    let columns;
    for await (const record of parser) {
        if (!columns) {
            columns = columnsOf(record, result.target.type);
            if (columns.units === undefined && columns.money === undefined) {
                sums.notes.push(unknownColumns((0,paths/* formatPeriod */.dH)(period), record, shape));
                input.destroy();
                return;
            }
            sums.has.units ||= columns.units !== undefined;
            sums.has.money ||= columns.money !== undefined;
            sums.has.country ||= columns.country !== undefined;
            if (period.month === undefined && columns.date !== undefined)
                sums.dateColumn ??= record[columns.date];
            continue;
        }
        sums.rows++;
        const units = columns.units === undefined ? 0 : (parseAmount(record[columns.units] ?? '') ?? 0);
        const money = columns.money === undefined ? 0 : (parseAmount(record[columns.money] ?? '') ?? 0);
        const currency = columns.currency !== undefined
            ? (record[columns.currency] ?? '')
            : columns.moneyCurrency || currencyIn(record[columns.money ?? -1] ?? '');
        const month = monthIn(period, columns.date === undefined ? undefined : (record[columns.date] ?? ''), sums);
        const counted = currencyCounted(sums, currency);
        add(sums.byMonth, month, units, counted, money);
        if (columns.country !== undefined)
            add(sums.byCountry, record[columns.country] || '?', units, counted, money);
    }
}
function unknownColumns(period, header, shape) {
    const names = header.slice(0, 12).map((name) => new errors/* Quote */.Pk(name, (text) => shape(text, 40) || '(blank)'));
    return [
        `${period}: no units or revenue column was recognised among `,
        ...names.flatMap((name, index) => (index === 0 ? [name] : [', ', name])),
        `${header.length > 12 ? ', …' : ''}; no totals.`
    ];
}
/**
 * The month a row counts in: a monthly report's own; for a year's report, the month of its date
 * when that is in the year, else OTHER_DATES (a payment made after the year, a row without a date),
 * so that the year shows its own months only. A year's report without a date column is one whole.
 */
function monthIn(period, date, sums) {
    if (period.month !== undefined || date === undefined)
        return (0,paths/* formatPeriod */.dH)(period);
    const month = monthOf(date);
    if (month?.startsWith(`${period.year}-`))
        return month;
    sums.otherDates[month === undefined ? 'undated' : 'outside']++;
    return OTHER_DATES;
}
/** The currency, or undefined for one beyond MAX_CURRENCIES (its row's money is not summed). */
function currencyCounted(sums, currency) {
    if (!sums.currencies.has(currency) && sums.currencies.size >= MAX_CURRENCIES) {
        sums.unsummed++;
        return undefined;
    }
    sums.currencies.add(currency);
    return currency;
}
function add(map, key, units, currency, money) {
    const at = map.has(key) || map.size < MAX_KEYS ? key : 'other';
    const totals = map.get(at) ?? { units: 0, money: new Map() };
    totals.units += units;
    if (currency !== undefined)
        totals.money.set(currency, (totals.money.get(currency) ?? 0) + money);
    map.set(at, totals);
}
/** The first line's most frequent separator among ',', ';' and tab (outside quotes); ',' when none. */
async function delimiterOf(path) {
    const handle = await (0,promises_.open)(path, 'r');
    try {
        const { buffer, bytesRead } = await handle.read(Buffer.alloc(8192), 0, 8192, 0);
        const line = buffer
            .subarray(0, bytesRead)
            .toString('utf8')
            .split(/\r?\n/)[0]
            .replace(/"[^"]*"/g, '');
        const count = (char) => line.split(char).length - 1;
        return [',', ';', '\t'].reduce((best, char) => (count(char) > count(best) ? char : best), ',');
    }
    finally {
        await handle.close();
    }
}
/** Where each kind of column is in a header row. */
function columnsOf(header, type) {
    const names = header.map((name) => name.toLowerCase().replace(/[^a-z0-9]/g, ''));
    const find = (aliases) => {
        for (const alias of aliases) {
            const exact = names.indexOf(alias);
            if (exact >= 0)
                return exact;
        }
        // 'Estimated Earnings (Marketplace Currency)', 'Units Sold (net)': the name begins with a known one.
        for (const alias of aliases) {
            const start = names.findIndex((name) => name.startsWith(alias) && alias.length >= 4);
            if (start >= 0)
                return start;
        }
        return undefined;
    };
    const moneyNames = type.startsWith('earning')
        ? [...COLUMNS.earnings, ...COLUMNS.revenue]
        : [...COLUMNS.revenue, ...COLUMNS.earnings];
    const money = find(moneyNames);
    // 'Revenue (USD)': the currency in the column's name, when no column names it.
    const moneyCurrency = money === undefined ? '' : (/\(([A-Z]{3})\)/.exec(header[money])?.[1] ?? '');
    return {
        units: find(COLUMNS.units),
        money,
        moneyCurrency,
        currency: find(COLUMNS.currency),
        country: find(COLUMNS.country),
        date: find(COLUMNS.date)
    };
}
/** Currency signs as amounts carry them ('3,98 €', '¥120'), in a report without a currency column. */
const SIGNS = [
    [/€/, 'EUR'],
    [/£/, 'GBP'],
    [/[¥￥]/, 'JPY'],
    [/₹/, 'INR'],
    [/R\$/, 'BRL'],
    [/\$/, 'dollar']
];
/** The currency an amount names itself ('USD 4.20', '3,98 €'), '' when none: never one amount's sign added to another's. */
function currencyIn(amount) {
    const code = /(?:^|[^A-Za-z])([A-Z]{3})(?![A-Za-z])/.exec(amount)?.[1];
    return code ?? SIGNS.find(([sign]) => sign.test(amount))?.[1] ?? '';
}
/**
 * A number as reports write it: '1,234.50', '3,98 €', '¥120', '(12.00)' or '-12' for a refund.
 * A lone ',' before other than three digits is a decimal comma. undefined when it is no number.
 */
function parseAmount(text) {
    let value = text.trim();
    let negative = false;
    if (/^\(.*\)$/.test(value)) {
        negative = true;
        value = value.slice(1, -1);
    }
    value = value.replace(/[^\d.,-]/g, '');
    if (value.startsWith('-')) {
        negative = !negative;
        value = value.slice(1);
    }
    if (!/^\d[\d.,]*$/.test(value))
        return undefined;
    const [dot, comma] = [value.lastIndexOf('.'), value.lastIndexOf(',')];
    let normalized;
    if (dot >= 0 && comma >= 0) {
        // Both: the last one is the decimal mark.
        normalized = comma > dot ? value.replace(/\./g, '').replace(',', '.') : value.replace(/,/g, '');
    }
    else if (comma >= 0) {
        const decimal = value.split(',').length === 2 && !/,\d{3}$/.test(value);
        normalized = decimal ? value.replace(',', '.') : value.replace(/,/g, '');
    }
    else {
        // '1.234.567' groups thousands; a single '.' is the decimal mark.
        normalized = value.split('.').length > 2 ? value.replace(/\./g, '') : value;
    }
    const number = Number(normalized);
    if (!Number.isFinite(number))
        return undefined;
    return negative ? -number : number;
}
/** 'YYYY-MM' of a date as reports write it: ISO, M/D/YYYY, or anything Date.parse reads. */
function monthOf(text) {
    const iso = /^(\d{4})-(\d{1,2})/.exec(text);
    const us = /^(\d{1,2})\/\d{1,2}\/(\d{4})/.exec(text);
    const [year, month] = iso ? [iso[1], iso[2]] : us ? [us[2], us[1]] : fromDate(text);
    if (year === undefined || Number(month) < 1 || Number(month) > 12)
        return undefined;
    return `${year}-${month.padStart(2, '0')}`;
}
function fromDate(text) {
    const time = Date.parse(text);
    if (Number.isNaN(time))
        return [undefined, ''];
    const date = new Date(time);
    return [String(date.getUTCFullYear()), String(date.getUTCMonth() + 1)];
}

;// CONCATENATED MODULE: ./src/capabilities/report/picture.ts
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




/** How many bars a chart and how many rows a table show at most, and how many currencies get a column and a chart. */
const TOP_COUNTRIES = 10;
const MAX_MONTHS = 24;
const MAX_SHOWN_CURRENCIES = 12;
/** The tables and charts of every report type found, in the order first found. */
async function reportPictures(found) {
    const { parse } = await __webpack_require__.e(/* import() */ 808).then(__webpack_require__.bind(__webpack_require__, 3808));
    const types = [...new Set(found.map((result) => result.target.type))];
    const sections = [];
    for (const type of types) {
        const results = found.filter((result) => result.target.type === type);
        sections.push(render(type, results, await sumReports(results, parse, report/* plainLabel */.pf)));
    }
    return sections;
}
/** What a money column is called: 'Earnings (EUR)', or 'Earnings' when the report names no currency. */
const moneyHead = (measure, currency) => currency === '' ? measure : new errors/* Quote */.Pk(currency, (redacted) => `${measure} (${(0,report/* shownLabel */.kh)(redacted, 10)})`);
/** The Markdown of one report type: a heading, notes, the tables and the charts. */
function render(type, results, sums) {
    const periods = results.map((result) => (0,paths/* formatPeriod */.dH)(result.target.period));
    const span = periods.length === 1 ? periods[0] : `${periods[0]}..${periods.at(-1)}`;
    const measure = type.startsWith('earning') ? 'Earnings' : 'Revenue';
    const lines = [[`#### ${type}, ${span}`], []];
    if (sums.files > 0 && sums.rows === 0 && sums.notes.length === 0)
        lines.push(['No rows.'], []);
    const notes = [...sums.notes, ...summingNotes(sums, results)];
    for (const note of notes.slice(0, 10))
        lines.push(['- ', ...note]);
    if (notes.length > 0)
        lines.push([]);
    if (sums.has.units || sums.has.money)
        lines.push(...tablesAndCharts(type, measure, sums));
    return lines.flatMap((line, index) => (index === 0 ? line : ['\n', ...line]));
}
/** '; 2 rows dated outside 2025 and 1 row without a date are under other dates.', or '.' when none is. */
function otherDatesNote({ otherDates: { outside, undated } }, year) {
    const rows = (n) => `${n} row${n === 1 ? '' : 's'}`;
    const parts = [
        ...(outside > 0 ? [`${rows(outside)} dated outside ${year}`] : []),
        ...(undated > 0 ? [`${rows(undated)} without a date`] : [])
    ];
    if (parts.length === 0)
        return '.';
    return `; ${parts.join(' and ')} ${outside + undated === 1 ? 'is' : 'are'} under ${OTHER_DATES}.`;
}
/** What the reader needs to know of how rows were counted: a year's date column, currencies not shown. */
function summingNotes(sums, results) {
    const notes = [];
    const year = results.find((result) => result.target.period.month === undefined)?.target.period.year;
    if (year !== undefined && sums.rows > 0) {
        notes.push(sums.dateColumn === undefined
            ? [`No date column was recognised: the rows of ${year} are counted as one.`]
            : ['Months by the ', (0,report/* outsideLabel */.mV)(sums.dateColumn, 40), ' column', otherDatesNote(sums, year)]);
    }
    const hidden = shownCurrencies(sums).length < sums.currencies.size;
    if (hidden || sums.unsummed > 0) {
        notes.push([
            `The report is in ${sums.currencies.size}${sums.unsummed > 0 ? '+' : ''} currencies: ` +
                `the ${MAX_SHOWN_CURRENCIES} largest are shown, the others only in the CSV.`
        ]);
    }
    return notes;
}
/** The currencies shown, largest total first: one column and one chart each. */
function shownCurrencies(sums) {
    if (!sums.has.money)
        return [];
    const total = new Map();
    for (const totals of sums.byMonth.values()) {
        for (const [currency, amount] of totals.money)
            total.set(currency, (total.get(currency) ?? 0) + Math.abs(amount));
    }
    return [...total]
        .sort(([, a], [, b]) => b - a)
        .slice(0, MAX_SHOWN_CURRENCIES)
        .map(([currency]) => currency);
}
function tablesAndCharts(type, measure, sums) {
    const currencies = shownCurrencies(sums);
    const head = [...(sums.has.units ? ['Units'] : []), ...currencies.map((c) => moneyHead(measure, c))];
    const cells = (totals) => [
        ...(sums.has.units ? [amountText(totals.units, 0)] : []),
        ...currencies.map((c) => (totals.money.has(c) ? amountText(totals.money.get(c), 2) : '-'))
    ];
    const table = (first, rows) => [
        row(first, head),
        [`|---|${head.map(() => '--:|').join('')}`],
        ...rows.map(([key, totals]) => row((0,report/* outsideLabel */.mV)(key, 24), cells(totals)))
    ];
    const months = [...sums.byMonth].sort(([a], [b]) => a.localeCompare(b)).slice(-MAX_MONTHS);
    const countries = [...sums.byCountry].sort(countryOrder(sums, currencies)).slice(0, TOP_COUNTRIES);
    const lines = [...table('Month', months), []];
    if (sums.has.country)
        lines.push(...table(`Country (top ${TOP_COUNTRIES})`, countries), []);
    // Earnings for an earnings report, units for the others; money a chart per currency.
    const byMonth = months.filter(([month]) => month !== OTHER_DATES);
    const [by, bars] = byMonth.length > 1 || !sums.has.country ? ['month', byMonth] : ['country', countries];
    const units = type.startsWith('earning') ? !sums.has.money : sums.has.units;
    if (bars.length === 0)
        return lines;
    if (units)
        return [...lines, ...chart(`${type} - units by ${by}`, 'Units', bars, (totals) => totals.units)];
    for (const currency of currencies) {
        const amount = (totals) => totals.money.get(currency) ?? 0;
        const drawn = by === 'month' ? bars : topIn(sums.byCountry, currency, amount);
        const title = `${type} - ${measure.toLowerCase()} by ${by}${currency ? ` (${currency})` : ''}`;
        lines.push(...chart(title, moneyHead(measure, currency), drawn, amount), []);
    }
    return lines;
}
/** The countries with money in this currency, the largest amount first. */
function topIn(byCountry, currency, amount) {
    return [...byCountry]
        .filter(([, totals]) => totals.money.has(currency))
        .sort(([, a], [, b]) => amount(b) - amount(a))
        .slice(0, TOP_COUNTRIES);
}
const row = (first, cells) => ['| ', first, ...cells.flatMap((cell) => [' | ', cell]), ' |'];
/** By units; without units, by currency (the largest first), then by the amount in it: never across currencies. */
function countryOrder(sums, currencies) {
    const rank = (totals) => {
        const index = currencies.findIndex((currency) => (totals.money.get(currency) ?? 0) !== 0);
        return index < 0 ? [currencies.length, 0] : [index, totals.money.get(currencies[index])];
    };
    return ([, a], [, b]) => {
        if (sums.has.units)
            return b.units - a.units;
        const [[ia, amountA], [ib, amountB]] = [rank(a), rank(b)];
        return ia - ib || amountB - amountA;
    };
}
/** A Mermaid bar chart; every label is redacted, then made plain and quoted. */
function chart(title, axis, bars, value) {
    const labels = bars.flatMap(([key], index) => [...(index > 0 ? [', '] : []), (0,report/* outsideLabel */.mV)(key, 40, true)]);
    return [
        ['```mermaid'],
        ['xychart-beta'],
        ['  title ', (0,report/* outsideLabel */.mV)(title, 60, true)],
        ['  x-axis [', ...labels, ']'],
        [
            '  y-axis ',
            typeof axis === 'string' ? (0,report/* outsideLabel */.mV)(axis, 40, true) : new errors/* Quote */.Pk(axis.text, (r) => `"${axis.shape(r)}"`)
        ],
        [`  bar [${bars.map(([, totals]) => round(value(totals))).join(', ')}]`],
        ['```']
    ];
}
const round = (amount) => Math.round(amount * 100) / 100;
function amountText(amount, decimals) {
    return (decimals === 0 ? round(amount) : amount).toLocaleString('en-US', {
        minimumFractionDigits: decimals,
        maximumFractionDigits: 2
    });
}


/***/ })

};
