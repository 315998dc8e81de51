export const id = 731;
export const ids = [731];
export const modules = {

/***/ 5731:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   COLUMNS: () => (/* binding */ COLUMNS),
/* harmony export */   MAX_MONTHS: () => (/* binding */ MAX_MONTHS),
/* harmony export */   TOP_COUNTRIES: () => (/* binding */ TOP_COUNTRIES),
/* harmony export */   chart: () => (/* binding */ chart),
/* harmony export */   columnsOf: () => (/* binding */ columnsOf),
/* harmony export */   monthOf: () => (/* binding */ monthOf),
/* harmony export */   parseAmount: () => (/* binding */ parseAmount),
/* harmony export */   plain: () => (/* binding */ plain),
/* harmony export */   render: () => (/* binding */ render),
/* harmony export */   reportPictures: () => (/* binding */ reportPictures),
/* harmony export */   sumReports: () => (/* binding */ sumReports)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _period_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1056);
/**
 * The reports' numbers as the job summary shows them: per report type, units and revenue by month
 * and by country (earnings by month), as small tables and a Mermaid bar chart, which GitHub
 * renders in a job summary. The CSVs are read by csv-parse, streamed (a report of any size is
 * summed in constant memory), and their columns are found by name, tolerantly: they have changed
 * before. Nothing here fails the step: a report it cannot read gets a note.
 *
 * CSV text is outside text: every label that comes from it is made plain (letters, digits and a
 * few signs) before it goes into a table or a chart, so that it can break neither, nor become a
 * link, an image or markup. Loaded only by a report run, as is csv-parse.
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
    date: ['transactiontime', 'transactiondate', 'date', 'salesdate', 'paymentdate', 'eventdate', 'reportdate', 'month']
};
/** How many bars a chart and how many rows a table show at most. */
const TOP_COUNTRIES = 10;
const MAX_MONTHS = 24;
/** Distinct months or countries kept while summing; beyond them, rows count under 'other'. */
const MAX_KEYS = 500;
/** The tables and charts of every report type found, in the order first found. */
async function reportPictures(found) {
    const { parse } = await __webpack_require__.e(/* import() */ 70).then(__webpack_require__.bind(__webpack_require__, 6070));
    const types = [...new Set(found.map((result) => result.target.type))];
    const sections = [];
    for (const type of types) {
        const results = found.filter((result) => result.target.type === type);
        sections.push(render(type, results, await sumReports(results, parse)));
    }
    return sections;
}
/** Sums the CSV files of the reports of one type. */
async function sumReports(results, parse) {
    const sums = {
        byMonth: new Map(),
        byCountry: new Map(),
        has: { units: false, money: false, country: false },
        files: 0,
        rows: 0,
        notes: []
    };
    for (const result of results) {
        const csvs = result.files.filter((file) => /\.csv$/i.test(file.path));
        if (csvs.length === 0) {
            sums.notes.push(`${plain((0,_period_js__WEBPACK_IMPORTED_MODULE_2__/* .formatPeriod */ .dH)(result.target.period))}: no CSV to read (the report was not extracted).`);
        }
        for (const file of csvs) {
            try {
                await sumFile(file.path, result, sums, parse);
            }
            catch (error) {
                const code = error?.code;
                sums.notes.push(`${plain((0,_period_js__WEBPACK_IMPORTED_MODULE_2__/* .formatPeriod */ .dH)(result.target.period))}: the CSV could not be read` +
                    `${typeof code === 'string' ? ` (${plain(code, 40)})` : ''}; its rows so far are counted.`);
            }
        }
    }
    return sums;
}
async function sumFile(path, result, sums, parse) {
    const parser = parse({
        bom: true,
        delimiter: await delimiterOf(path),
        relax_column_count: true,
        relax_quotes: true,
        skip_empty_lines: true,
        trim: true,
        max_record_size: 1024 * 1024
    });
    const input = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createReadStream)(path);
    input.on('error', (error) => parser.destroy(error));
    input.pipe(parser);
    sums.files++;
    const period = (0,_period_js__WEBPACK_IMPORTED_MODULE_2__/* .formatPeriod */ .dH)(result.target.period);
    let columns;
    for await (const record of parser) {
        if (!columns) {
            columns = columnsOf(record, result.target.type);
            if (columns.units === undefined && columns.money === undefined) {
                const names = record.slice(0, 12).map((name) => plain(name, 40) || '(blank)');
                sums.notes.push(`${plain(period)}: no units or revenue column was recognised among ${names.join(', ')}` +
                    `${record.length > 12 ? ', …' : ''}; no totals.`);
                input.destroy();
                return;
            }
            sums.has.units ||= columns.units !== undefined;
            sums.has.money ||= columns.money !== undefined;
            sums.has.country ||= columns.country !== undefined;
            continue;
        }
        sums.rows++;
        const units = columns.units === undefined ? 0 : (parseAmount(record[columns.units] ?? '') ?? 0);
        const money = columns.money === undefined ? 0 : (parseAmount(record[columns.money] ?? '') ?? 0);
        const currency = columns.currency === undefined ? columns.moneyCurrency : plain(record[columns.currency] ?? '', 8).toUpperCase();
        // A monthly report is its month; a yearly one is spread over the months of its dates.
        const month = result.target.period.month === undefined && columns.date !== undefined
            ? (monthOf(record[columns.date] ?? '') ?? period)
            : period;
        add(sums.byMonth, month, units, currency, money);
        if (columns.country !== undefined)
            add(sums.byCountry, plain(record[columns.country] ?? '', 24) || '?', units, currency, money);
    }
}
function add(map, key, units, currency, money) {
    const at = map.has(key) || map.size < MAX_KEYS ? key : 'other';
    const totals = map.get(at) ?? { units: 0, money: new Map() };
    totals.units += units;
    totals.money.set(currency, (totals.money.get(currency) ?? 0) + money);
    map.set(at, totals);
}
/** The first line's most frequent separator among ',', ';' and tab (outside quotes); ',' when none. */
async function delimiterOf(path) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, 'r');
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
/**
 * Outside text made safe for a table cell and a chart label: letters, digits, spaces and . - / ( ),
 * nothing else (no '|', '`', '"', '<', '>', ':', '*', '#', '[', no line break, no control or
 * direction character), cut to `max` characters.
 */
function plain(text, max = 32) {
    return [
        ...text
            .normalize('NFKC')
            .replace(/[^\p{L}\p{N} .\-/()]/gu, ' ')
            .replace(/\s+/g, ' ')
            .trim()
    ]
        .slice(0, max)
        .join('')
        .trim();
}
/** The Markdown of one report type: a heading, notes, the tables and one chart. */
function render(type, results, sums) {
    const periods = results.map((result) => (0,_period_js__WEBPACK_IMPORTED_MODULE_2__/* .formatPeriod */ .dH)(result.target.period));
    const span = periods.length === 1 ? periods[0] : `${periods[0]}..${periods.at(-1)}`;
    const earnings = type.startsWith('earning');
    const moneyLabel = earnings ? 'Earnings' : 'Revenue';
    const lines = [`#### ${type}, ${span}`, ''];
    if (sums.files > 0 && sums.rows === 0 && sums.notes.length === 0)
        lines.push('No rows.', '');
    for (const note of sums.notes.slice(0, 10))
        lines.push(`- ${note}`);
    if (sums.notes.length > 0)
        lines.push('');
    if (!sums.has.units && !sums.has.money)
        return lines.join('\n');
    const head = ['', ...(sums.has.units ? ['Units'] : []), ...(sums.has.money ? [moneyLabel] : [])];
    const cells = (totals) => [
        ...(sums.has.units ? [number(totals.units)] : []),
        ...(sums.has.money ? [money(totals.money)] : [])
    ];
    const table = (first, rows) => [
        `| ${[first, ...head.slice(1)].join(' | ')} |`,
        `|---|${head
            .slice(1)
            .map(() => '--:|')
            .join('')}`,
        ...rows.map(([key, totals]) => `| ${[key, ...cells(totals)].join(' | ')} |`)
    ];
    const months = [...sums.byMonth].sort(([a], [b]) => a.localeCompare(b)).slice(-MAX_MONTHS);
    const countries = [...sums.byCountry]
        .sort(([, a], [, b]) => (sums.has.units ? b.units - a.units : mainAmount(b) - mainAmount(a)))
        .slice(0, TOP_COUNTRIES);
    lines.push(...table('Month', months), '');
    if (sums.has.country)
        lines.push(...table(`Country (top ${TOP_COUNTRIES})`, countries), '');
    // Earnings for an earnings report, units for the others; money in the currency most of it is in.
    const charted = earnings ? (sums.has.money ? 'money' : 'units') : sums.has.units ? 'units' : 'money';
    const currency = mainCurrency(sums);
    const measure = charted === 'units' ? 'Units' : `${moneyLabel}${currency ? ` (${currency})` : ''}`;
    const value = (totals) => (charted === 'units' ? totals.units : (totals.money.get(currency) ?? 0));
    const [by, bars] = months.length > 1 || !sums.has.country ? ['month', months] : ['country', countries];
    lines.push(...chart(`${type} - ${charted === 'units' ? 'units' : moneyLabel.toLowerCase()} by ${by}`, measure, bars.map(([key, totals]) => [key, value(totals)])));
    return lines.join('\n');
}
/** A Mermaid bar chart; every label is plain() already, and quoted. */
function chart(title, axis, bars) {
    const quoted = (text) => `"${plain(text, 40)}"`;
    return [
        '```mermaid',
        'xychart-beta',
        `  title ${quoted(title)}`,
        `  x-axis [${bars.map(([label]) => quoted(label)).join(', ')}]`,
        `  y-axis ${quoted(axis)}`,
        `  bar [${bars.map(([, amount]) => round(amount)).join(', ')}]`,
        '```'
    ];
}
function mainCurrency(sums) {
    const all = new Map();
    for (const totals of sums.byMonth.values()) {
        for (const [currency, amount] of totals.money)
            all.set(currency, (all.get(currency) ?? 0) + Math.abs(amount));
    }
    return [...all].sort(([, a], [, b]) => b - a)[0]?.[0] ?? '';
}
function mainAmount(totals) {
    return Math.max(0, ...[...totals.money.values()].map(Math.abs));
}
const round = (amount) => Math.round(amount * 100) / 100;
function number(amount) {
    return round(amount).toLocaleString('en-US', { maximumFractionDigits: 2 });
}
/** '12.34 USD, 5.00 EUR': the largest three currencies. */
function money(amounts) {
    const sorted = [...amounts].filter(([, amount]) => amount !== 0).sort(([, a], [, b]) => Math.abs(b) - Math.abs(a));
    if (sorted.length === 0)
        return '0';
    const shown = sorted
        .slice(0, 3)
        .map(([currency, amount]) => `${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}${currency ? ` ${currency}` : ''}`);
    return `${shown.join(', ')}${sorted.length > 3 ? ', …' : ''}`;
}


/***/ })

};
