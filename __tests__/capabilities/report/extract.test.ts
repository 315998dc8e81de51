import { jest } from '@jest/globals'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import {
  lstat,
  mkdir,
  mkdtemp,
  readFile,
  readdir,
  readlink,
  realpath,
  rm,
  stat,
  symlink,
  writeFile
} from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { deflateRawSync } from 'node:zlib'
import { Failure } from '../../../src/step/errors.js'
import { DEFAULT_MAX_ENTRIES, extractZip } from '../../../src/capabilities/report/extract.js'
import { buildZip, rawZip, unicodePathField } from '../../support/zips.js'
import { itOn } from '../../support/platforms.js'

const CSV = Buffer.from(
  'Date,App,Marketplace,Units,Revenue\r\n' +
    '2026-01-03,Café Crème,amazon.fr,3,"4,47 €"\r\n' +
    '2026-01-04,日本語アプリ,amazon.co.jp,1,¥300\r\n' +
    '2026-01-05,"Quoted ""name"" 🎮",amazon.com,12,$35.88\r\n',
  'utf8'
)

let work: string
let dest: string

beforeEach(async () => {
  work = await realpath(await mkdtemp(path.join(os.tmpdir(), 'extract-test-')))
  dest = path.join(work, 'out')
})

afterEach(async () => {
  jest.restoreAllMocks()
  await rm(work, { recursive: true, force: true })
})

async function zipAt(bytes: Buffer, name = 'report.zip'): Promise<string> {
  const file = path.join(work, name)
  await writeFile(file, bytes)
  return file
}

/** Every file and folder under `dir`, relative to it, sorted. */
async function tree(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true })
  return entries.map((entry) => entry.split(path.sep).join('/')).sort()
}

async function exists(file: string): Promise<boolean> {
  return lstat(file).then(
    () => true,
    () => false
  )
}

describe('extractZip writes', () => {
  it('a CSV byte for byte, non-ASCII text and CRLF line ends included', async () => {
    const zip = await zipAt(await buildZip([{ name: 'sales_2026_01.csv', data: CSV }]))

    const files = await extractZip(zip, dest)

    expect(files).toEqual([path.join(dest, 'sales_2026_01.csv')])
    expect(await readFile(files[0]!)).toEqual(CSV)
  })

  it('stored (uncompressed) entries too', async () => {
    const zip = await zipAt(await buildZip([{ name: 'sales.csv', data: CSV, compress: false }]))

    const [file] = await extractZip(zip, dest)

    expect(await readFile(file!)).toEqual(CSV)
  })

  it('an entry much larger than a stream chunk intact', async () => {
    const big = Buffer.concat([randomBytes(3 * 1024 * 1024), Buffer.alloc(2 * 1024 * 1024, 'x')])
    const zip = await zipAt(await buildZip([{ name: 'big.csv', data: big }]))

    const [file] = await extractZip(zip, dest)

    expect((await readFile(file!)).equals(big)).toBe(true)
  })

  it('files in nested folders, in archive order, making folders as needed and skipping folder entries', async () => {
    const zip = await zipAt(
      await buildZip([
        { name: 'reports/' },
        { name: 'reports/2026/01/sales.csv', data: 'sales' },
        { name: 'readme.txt', data: 'read me' },
        { name: 'reports/2026/01/earnings.csv', data: 'earnings' },
        { name: 'empty/' }
      ])
    )

    const files = await extractZip(zip, dest)

    expect(files).toEqual([
      path.join(dest, 'reports/2026/01/sales.csv'),
      path.join(dest, 'readme.txt'),
      path.join(dest, 'reports/2026/01/earnings.csv')
    ])
    expect(await readFile(path.join(dest, 'reports/2026/01/earnings.csv'), 'utf8')).toBe('earnings')
    expect(await tree(dest)).toEqual([
      'readme.txt',
      'reports',
      'reports/2026',
      'reports/2026/01',
      'reports/2026/01/earnings.csv',
      'reports/2026/01/sales.csv'
    ])
  })

  it('into a destination that already exists and is empty', async () => {
    await mkdir(dest)
    const zip = await zipAt(await buildZip([{ name: 'a.csv', data: 'a' }]))

    expect(await extractZip(zip, dest)).toEqual([path.join(dest, 'a.csv')])
  })

  it('paths made absolute from a relative destination', async () => {
    const zip = await zipAt(await buildZip([{ name: 'a.csv', data: 'a' }]))
    const relativeDest = path.relative(process.cwd(), dest)

    expect(await extractZip(zip, relativeDest)).toEqual([path.join(dest, 'a.csv')])
  })

  it('names with backslash separators (from some Windows tools) into folders', async () => {
    const zip = await zipAt(rawZip([{ name: 'reports\\2026\\sales.csv', data: 'x' }]))

    expect(await extractZip(zip, dest)).toEqual([path.join(dest, 'reports/2026/sales.csv')])
  })

  it('names with empty and "." segments at the place they mean', async () => {
    const zip = await zipAt(rawZip([{ name: './reports//./sales.csv', data: 'x' }]))

    expect(await extractZip(zip, dest)).toEqual([path.join(dest, 'reports/sales.csv')])
  })

  it('names whose segments merely start with two dots', async () => {
    const zip = await zipAt(
      await buildZip([
        { name: '..sales.csv', data: 'x' },
        { name: '...x', data: 'y' }
      ])
    )

    expect(await extractZip(zip, dest)).toEqual([path.join(dest, '..sales.csv'), path.join(dest, '...x')])
  })

  it('names that merely resemble what Windows refuses, and a name again in the same case for a folder', async () => {
    const zip = await zipAt(
      rawZip([
        { name: 'CONSOLE.csv', data: '1' },
        { name: 'com10.csv', data: '2' },
        { name: 'lpt.csv', data: '3' },
        { name: 'reports/.hidden', data: '4' },
        { name: 'reports/sales .csv', data: '5' },
        { name: 'reports/AUX-sales.csv', data: '6' }
      ])
    )

    expect(await extractZip(zip, dest)).toHaveLength(6)
  })

  itOn(['linux', 'darwin'], 'Windows has no POSIX file modes')(
    'files readable by all, writable by the owner only, never executable, whatever mode the zip gives',
    async () => {
      const zip = await zipAt(await buildZip([{ name: 'run.sh', data: 'echo hi', mode: 0o100777 }]))

      const [file] = await extractZip(zip, dest)

      const mode = (await stat(file!)).mode
      expect(mode & 0o400).toBe(0o400)
      expect(mode & 0o133).toBe(0)
    }
  )

  it('a plain file for an entry whose made-by system is not Unix, whatever its attribute bits', async () => {
    // MS-DOS host: the upper attribute bits mean nothing, even when they look like a Unix symlink.
    const zip = await zipAt(
      rawZip([{ name: 'sales.csv', data: 'x', versionMadeBy: 20, externalAttributes: (0o120777 << 16) >>> 0 }])
    )

    const [file] = await extractZip(zip, dest)

    expect((await lstat(file!)).isFile()).toBe(true)
  })

  it('nothing for an empty zip, and returns []', async () => {
    const zip = await zipAt(await buildZip([]))

    expect(await extractZip(zip, dest)).toEqual([])
    expect(await tree(dest)).toEqual([])
  })
})

describe('extractZip refuses an unsafe name', () => {
  it.each([
    ['../evil.csv', "it climbs out of the destination folder with '..'"],
    ['reports/../../evil.csv', "it climbs out of the destination folder with '..'"],
    ['reports/..', "it climbs out of the destination folder with '..'"],
    ['..\\evil.csv', "it climbs out of the destination folder with '..'"],
    ['reports\\..\\..\\evil.csv', "it climbs out of the destination folder with '..'"],
    ['/tmp/evil.csv', 'it is an absolute path'],
    ['\\tmp\\evil.csv', 'it is an absolute path'],
    ['\\\\server\\share\\evil.csv', 'it is an absolute path'],
    ['C:/evil.csv', 'it starts with a drive letter'],
    ['c:\\evil.csv', 'it starts with a drive letter'],
    ['C:evil.csv', 'it starts with a drive letter'],
    ['evil\0.csv', 'its name holds a NUL character'],
    ['.', 'it does not name a file inside the destination folder'],
    ['', 'it does not name a file inside the destination folder']
  ])('%j: %s', async (name, reason) => {
    const zip = await zipAt(rawZip([{ name, data: 'pwned' }]))

    const attempt = extractZip(zip, dest)

    await expect(attempt).rejects.toThrow(Failure)
    await expect(attempt).rejects.toThrow(reason)
    expect(await tree(work)).toEqual(['out', 'report.zip'])
    expect(await tree(dest)).toEqual([])
  })

  it('with a message that names the entry and the archive', async () => {
    const zip = await zipAt(rawZip([{ name: '../evil.csv', data: 'pwned' }]))

    await expect(extractZip(zip, dest)).rejects.toThrow(
      `Refused entry '../evil.csv' in '${zip}': it climbs out of the destination folder with '..'.`
    )
    expect(await exists(path.join(work, 'evil.csv'))).toBe(false)
  })

  it('in a folder entry too', async () => {
    const zip = await zipAt(rawZip([{ name: '../outside/' }]))

    await expect(extractZip(zip, dest)).rejects.toThrow("Refused entry '../outside/'")
    expect(await exists(path.join(work, 'outside'))).toBe(false)
  })

  it('after writing the safe entries before it, and extracts nothing after it', async () => {
    const zip = await zipAt(
      rawZip([
        { name: 'first.csv', data: '1' },
        { name: '../evil.csv', data: 'pwned' },
        { name: 'last.csv', data: '3' }
      ])
    )

    await expect(extractZip(zip, dest)).rejects.toThrow("Refused entry '../evil.csv'")
    expect(await tree(dest)).toEqual(['first.csv'])
    expect(await exists(path.join(work, 'evil.csv'))).toBe(false)
  })

  it('given by an Info-ZIP Unicode Path field over a harmless raw name', async () => {
    const extra = unicodePathField('safe.csv', '../evil.csv')
    const zip = await zipAt(rawZip([{ name: 'safe.csv', data: 'pwned', extra, flags: 0 }]))

    await expect(extractZip(zip, dest)).rejects.toThrow("Refused entry '../evil.csv'")
    expect(await exists(path.join(work, 'evil.csv'))).toBe(false)
  })

  it('showing control characters escaped, so a name cannot forge a line of the log', async () => {
    const zip = await zipAt(rawZip([{ name: 'a\n::error::forged\r/../../evil.csv', data: 'x' }]))

    const error = (await extractZip(zip, dest).catch((e: unknown) => e)) as Error

    expect(error.message).toContain("'a\\u000a::error::forged\\u000d/../../evil.csv'")
    expect(error.message).not.toMatch(/[\n\r]/)
  })

  it('showing at most 200 characters of a long name', async () => {
    const zip = await zipAt(rawZip([{ name: `../${'x'.repeat(500)}`, data: 'x' }]))

    const error = (await extractZip(zip, dest).catch((e: unknown) => e)) as Error

    expect(error.message).toContain(`'../${'x'.repeat(197)}…'`)
    expect(error.message).not.toContain('x'.repeat(198))
  })
})

// The same on every OS: an archive that would write other names on a Windows or macOS runner is
// refused on Linux too, so that a workflow gives the same files (or the same refusal) wherever it runs.
describe('extractZip refuses, on every OS, a name Windows or macOS would write as another', () => {
  const STREAM = "its name holds ':', which on Windows names an alternate data stream of a file"
  const DEVICES = '(CON, PRN, AUX, NUL, COM0-9 and LPT0-9 are devices, with any extension)'
  it.each([
    ['sales.csv:hidden', STREAM],
    ['reports/sales.csv::$DATA', STREAM],
    ['sales?.csv', "its name holds '?', which Windows does not allow in a file name"],
    ['reports|2026/sales.csv', "its name holds '|', which Windows does not allow in a file name"],
    ['AUX.csv', `'AUX.csv' is the device AUX on Windows ${DEVICES}`],
    ['reports/con', `'con' is the device CON on Windows ${DEVICES}`],
    ['Nul.tar.gz', `'Nul.tar.gz' is the device NUL on Windows ${DEVICES}`],
    ['com1.csv', `'com1.csv' is the device COM1 on Windows ${DEVICES}`],
    ['LPT9', `'LPT9' is the device LPT9 on Windows ${DEVICES}`],
    ['prn .csv', `'prn .csv' is the device PRN on Windows ${DEVICES}`],
    ['reports/COM¹.csv', `'COM¹.csv' is the device COM¹ on Windows ${DEVICES}`],
    ['sales.csv.', "'sales.csv.' ends with a dot or a space, which Windows drops (it would write another name)"],
    ['sales.csv ', "'sales.csv ' ends with a dot or a space, which Windows drops (it would write another name)"],
    ['reports./sales.csv', "'reports.' ends with a dot or a space, which Windows drops (it would write another name)"],
    ['reports /sales.csv', "'reports ' ends with a dot or a space, which Windows drops (it would write another name)"],
    ['...', "'...' ends with a dot or a space, which Windows drops (it would write another name)"]
  ])('%j: %s', async (name, reason) => {
    const zip = await zipAt(rawZip([{ name, data: 'x' }]))

    await expect(extractZip(zip, dest)).rejects.toThrow(`Refused entry '${name}' in '${zip}': ${reason}.`)
    expect(await tree(dest)).toEqual([])
  })

  // Each: the two names, the reason, and what is written before the refusal.
  it.each([
    ['sales.csv', 'Sales.csv', "'Sales.csv' differs only in case from 'sales.csv' of entry 'sales.csv'", ['sales.csv']],
    [
      'Reports/a.csv',
      'reports/b.csv',
      "'reports' differs only in case from 'Reports' of entry 'Reports/a.csv'",
      ['Reports', 'Reports/a.csv']
    ],
    ['reports/', 'REPORTS/b.csv', "'REPORTS' differs only in case from 'reports' of entry 'reports/'", []],
    [
      'x/SALES.CSV',
      'x\\sales.csv',
      "'x/sales.csv' differs only in case from 'x/SALES.CSV' of entry 'x/SALES.CSV'",
      ['x', 'x/SALES.CSV']
    ],
    [
      'caf\u00e9.csv',
      'cafe\u0301.csv',
      "'cafe\u0301.csv' differs only in case from 'caf\u00e9.csv' of entry 'caf\u00e9.csv'",
      ['caf\u00e9.csv']
    ]
  ])('%j, then %j: differ only in case (or Unicode normalization)', async (first, second, reason, written) => {
    const zip = await zipAt(
      rawZip([
        { name: first, data: 'first' },
        { name: second, data: 'second' }
      ])
    )

    await expect(extractZip(zip, dest)).rejects.toThrow(
      `Refused entry '${second}' in '${zip}': ${reason}: Windows and macOS take them for one name.`
    )
    expect(await tree(dest)).toEqual(written)
  })
})

describe('extractZip refuses an entry that is not a plain file', () => {
  it('a symbolic link, and creates no link', async () => {
    const zip = await zipAt(await buildZip([{ name: 'link.csv', data: '/etc/passwd', mode: 0o120777 }]))

    await expect(extractZip(zip, dest)).rejects.toThrow(
      `Refused entry 'link.csv' in '${zip}': it is a symbolic link, and links are not extracted.`
    )
    expect(await tree(dest)).toEqual([])
  })

  it('a named pipe or device', async () => {
    const zip = await zipAt(await buildZip([{ name: 'fifo', data: '', mode: 0o010644 }]))

    await expect(extractZip(zip, dest)).rejects.toThrow(
      "Refused entry 'fifo'" + ` in '${zip}': it is a special file (type 0o10000), not a plain file or folder.`
    )
  })

  it('an encrypted entry', async () => {
    const zip = await zipAt(
      rawZip([{ name: 'secret.csv', data: deflateRawSync('x'), method: 8, flags: 0x801, size: 1 }])
    )

    await expect(extractZip(zip, dest)).rejects.toThrow("Refused entry 'secret.csv'" + ` in '${zip}': it is encrypted.`)
  })

  it('an entry compressed with a method yauzl cannot read', async () => {
    const zip = await zipAt(rawZip([{ name: 'sales.csv', data: 'BZh91AY&SY', method: 12, size: 100 }]))

    await expect(extractZip(zip, dest)).rejects.toThrow(
      'it uses compression method 12; only stored (0) and deflated (8) entries can be read.'
    )
    expect(await tree(dest)).toEqual([])
  })
})

describe('extractZip never writes through what is already in the destination', () => {
  it('a symbolic link to a folder outside', async () => {
    const outside = path.join(work, 'outside')
    await mkdir(outside)
    await mkdir(dest)
    await symlink(outside, path.join(dest, 'reports'))
    const zip = await zipAt(await buildZip([{ name: 'reports/sales.csv', data: 'pwned' }]))

    await expect(extractZip(zip, dest)).rejects.toThrow(
      `Refused entry 'reports/sales.csv' in '${zip}': '${path.join(dest, 'reports')}' is in the way: ` +
        'it is a file or a symbolic link, not a folder.'
    )
    expect(await readdir(outside)).toEqual([])
  })

  it('a symbolic link in place of the file, even a dangling one', async () => {
    const target = path.join(work, 'target.csv')
    await mkdir(dest)
    await symlink(target, path.join(dest, 'sales.csv'))
    const zip = await zipAt(await buildZip([{ name: 'sales.csv', data: 'pwned' }]))

    await expect(extractZip(zip, dest)).rejects.toThrow(
      `Refused entry 'sales.csv' in '${zip}': '${path.join(dest, 'sales.csv')}' already exists ` +
        '(the archive names it twice, or the folder was not empty).'
    )
    expect(await exists(target)).toBe(false)
    expect((await lstat(path.join(dest, 'sales.csv'))).isSymbolicLink()).toBe(true)
  })

  it('an existing file, which it leaves as it was', async () => {
    await mkdir(dest)
    await writeFile(path.join(dest, 'sales.csv'), 'keep me')
    const zip = await zipAt(await buildZip([{ name: 'sales.csv', data: 'new' }]))

    await expect(extractZip(zip, dest)).rejects.toThrow('already exists')
    expect(await readFile(path.join(dest, 'sales.csv'), 'utf8')).toBe('keep me')
  })

  it('an earlier entry of the same name', async () => {
    const zip = await zipAt(
      rawZip([
        { name: 'sales.csv', data: 'first' },
        { name: 'sales.csv', data: 'second' }
      ])
    )

    await expect(extractZip(zip, dest)).rejects.toThrow("Refused entry 'sales.csv'")
    expect(await readFile(path.join(dest, 'sales.csv'), 'utf8')).toBe('first')
  })

  it('a file where an entry needs a folder', async () => {
    const zip = await zipAt(
      rawZip([
        { name: 'reports', data: 'a file' },
        { name: 'reports/sales.csv', data: 'x' }
      ])
    )

    await expect(extractZip(zip, dest)).rejects.toThrow(`'${path.join(dest, 'reports')}' is in the way`)
    expect(await readFile(path.join(dest, 'reports'), 'utf8')).toBe('a file')
  })
})

describe('extractZip reports what the file system refuses', () => {
  // A name segment over 255 bytes: ENAMETOOLONG on Linux, even for root, whom permissions do not stop.
  // Windows calls it an invalid name (ERROR_INVALID_NAME), which Node reports as ENOENT.
  const long = 'n'.repeat(300)
  const refused = process.platform === 'win32' ? 'ENOENT' : 'ENAMETOOLONG'

  it('a folder it cannot create', async () => {
    const zip = await zipAt(rawZip([{ name: `${long}/sales.csv`, data: 'x' }]))

    const attempt = extractZip(zip, dest)

    await expect(attempt).rejects.toThrow(Failure)
    await expect(attempt).rejects.toThrow(
      `Could not create the folder '${path.join(dest, long)}' for entry '${'n'.repeat(200)}…' in '${zip}': ` + refused
    )
  })

  it('a file it cannot create', async () => {
    const zip = await zipAt(rawZip([{ name: `${long}.csv`, data: 'x' }]))

    const attempt = extractZip(zip, dest)

    await expect(attempt).rejects.toThrow(Failure)
    await expect(attempt).rejects.toThrow(
      `Could not create '${path.join(dest, `${long}.csv`)}' for entry '${'n'.repeat(200)}…' in '${zip}': ${refused}`
    )
  })
})

describe('extractZip limits', () => {
  it('refuse more entries than the default allows when no limit is given', async () => {
    const names = Array.from({ length: DEFAULT_MAX_ENTRIES + 1 }, (_, i) => ({ name: `${i}.csv`, data: '' }))
    const zip = await zipAt(rawZip(names))

    await expect(extractZip(zip, dest)).rejects.toThrow(
      `holds ${DEFAULT_MAX_ENTRIES + 1} entries, more than the ${DEFAULT_MAX_ENTRIES} allowed`
    )
  })

  it('refuse more bytes in total than allowed, counted as written, and remove the cut-off file', async () => {
    const zip = await zipAt(
      await buildZip([
        { name: 'a.csv', data: 'a'.repeat(600) },
        { name: 'b.csv', data: 'b'.repeat(600) },
        { name: 'c.csv', data: 'c' }
      ])
    )

    await expect(extractZip(zip, dest, { maxTotalBytes: 1000 })).rejects.toThrow(
      `The archive '${zip}' unpacks to more than 1000 bytes, the limit; extraction stopped in entry 'b.csv'.`
    )
    expect(await tree(dest)).toEqual(['a.csv'])
  })

  it('allow exactly the limit', async () => {
    const zip = await zipAt(
      await buildZip([
        { name: 'a.csv', data: 'a'.repeat(600) },
        { name: 'b.csv', data: 'b'.repeat(400) }
      ])
    )

    expect(await extractZip(zip, dest, { maxTotalBytes: 1000 })).toHaveLength(2)
  })

  it('stop a highly compressed entry (a zip bomb) early', async () => {
    const zeros = Buffer.alloc(8 * 1024 * 1024)
    const zip = await zipAt(await buildZip([{ name: 'bomb.csv', data: zeros }]))
    expect((await stat(zip)).size).toBeLessThan(64 * 1024)

    await expect(extractZip(zip, dest, { maxTotalBytes: 256 * 1024 })).rejects.toThrow(Failure)
    expect(await tree(dest)).toEqual([])
  })

  it('refuse more entries than allowed, before writing anything', async () => {
    const zip = await zipAt(
      await buildZip([{ name: 'reports/' }, { name: 'reports/a.csv', data: 'a' }, { name: 'reports/b.csv', data: 'b' }])
    )

    await expect(extractZip(zip, dest, { maxEntries: 2 })).rejects.toThrow(
      `The archive '${zip}' holds 3 entries, more than the 2 allowed.`
    )
    expect(await exists(dest)).toBe(false)
  })

  it('allow exactly the entry limit', async () => {
    const zip = await zipAt(
      await buildZip([
        { name: 'a.csv', data: 'a' },
        { name: 'b.csv', data: 'b' }
      ])
    )

    expect(await extractZip(zip, dest, { maxEntries: 2 })).toHaveLength(2)
  })
})

describe('extractZip refuses a download that is not a sound zip', () => {
  it.each([
    ['an HTML error page', Buffer.from('<html><body>Access denied</body></html>')],
    ['a CSV sent without the zip', CSV],
    ['an empty file', Buffer.alloc(0)]
  ])('%s', async (_what, bytes) => {
    const zip = await zipAt(bytes)

    const attempt = extractZip(zip, dest)

    await expect(attempt).rejects.toThrow(Failure)
    await expect(attempt).rejects.toThrow(`The download '${zip}' is not a zip archive (or is cut short): `)
    expect(await exists(dest)).toBe(false)
  })

  it('a zip cut short', async () => {
    const whole = await buildZip([{ name: 'sales.csv', data: CSV }])
    const zip = await zipAt(whole.subarray(0, whole.length - 10))

    await expect(extractZip(zip, dest)).rejects.toThrow('is not a zip archive (or is cut short)')
  })

  it('a missing file', async () => {
    const zip = path.join(work, 'missing.zip')

    await expect(extractZip(zip, dest)).rejects.toThrow(`Could not open the download '${zip}': ENOENT`)
  })

  it('a damaged central directory', async () => {
    const bytes = await buildZip([{ name: 'sales.csv', data: CSV }])
    bytes.writeUInt32LE(0xdeadbeef, bytes.indexOf(Buffer.from('PK\x01\x02', 'latin1')))
    const zip = await zipAt(bytes)

    await expect(extractZip(zip, dest)).rejects.toThrow(
      `The download '${zip}' is a damaged zip archive: invalid central directory file header signature: 0xdeadbeef`
    )
  })

  it('a damaged local header, leaving no file behind', async () => {
    const bytes = rawZip([{ name: 'sales.csv', data: CSV }])
    bytes.writeUInt32LE(0xdeadbeef, 0)
    const zip = await zipAt(bytes)

    await expect(extractZip(zip, dest)).rejects.toThrow(
      `Could not extract entry 'sales.csv' in '${zip}' to '${path.join(dest, 'sales.csv')}': ` +
        'invalid local file header signature: 0xdeadbeef'
    )
    expect(await tree(dest)).toEqual([])
  })

  it('compressed data that does not inflate, leaving no file behind', async () => {
    const zip = await zipAt(rawZip([{ name: 'sales.csv', data: Buffer.from([0xff, 0xff, 0xff, 0xff]), method: 8 }]))

    await expect(extractZip(zip, dest)).rejects.toThrow(/^Could not extract entry 'sales.csv' in '.*' to '.*': /)
    expect(await tree(dest)).toEqual([])
  })

  it('an entry larger than its header says, leaving no file behind', async () => {
    const data = Buffer.alloc(200_000, 'x')
    const zip = await zipAt(rawZip([{ name: 'sales.csv', data: deflateRawSync(data), method: 8, size: 1000 }]))

    await expect(extractZip(zip, dest)).rejects.toThrow('too many bytes in the stream')
    expect(await tree(dest)).toEqual([])
  })
})

const linuxOnly = itOn(['linux'], "it counts the open descriptors in /proc/self/fd, which is Linux's")

describe('extractZip closes the archive', () => {
  async function descriptorsOn(file: string): Promise<number> {
    let count = 0
    for (const fd of await readdir('/proc/self/fd')) {
      const target = await readlink(`/proc/self/fd/${fd}`).catch(() => '')
      if (target === file) count++
    }
    return count
  }

  const cases: [string, () => Promise<Buffer>, { maxTotalBytes?: number }][] = [
    ['after extracting', () => buildZip([{ name: 'a.csv', data: CSV }]), {}],
    ['after refusing an entry', async () => rawZip([{ name: '../evil.csv', data: 'x' }]), {}],
    [
      'after stopping mid-entry at the size limit',
      () => buildZip([{ name: 'a.csv', data: randomBytes(1 << 20) }]),
      { maxTotalBytes: 1000 }
    ],
    [
      'after a damaged central directory',
      async () => {
        const bytes = await buildZip([{ name: 'a.csv', data: CSV }])
        bytes.writeUInt32LE(0, bytes.indexOf(Buffer.from('PK\x01\x02', 'latin1')))
        return bytes
      },
      {}
    ],
    ['after data that does not inflate', async () => rawZip([{ name: 'a.csv', data: 'garbage', method: 8 }]), {}],
    ['after a non-zip', async () => Buffer.from('not a zip'), {}]
  ]

  linuxOnly.each(cases)('%s', async (_what, make, limits) => {
    const zip = await zipAt(await make())

    await extractZip(zip, dest, limits).catch(() => undefined)

    expect(await descriptorsOn(zip)).toBe(0)
  })

  it('and still succeeds when closing the descriptor fails', async () => {
    const realClose = fs.close
    const close = jest.spyOn(fs, 'close').mockImplementationOnce(((fd: number, callback: fs.NoParamCallback) => {
      realClose(fd, () => callback(Object.assign(new Error('EIO: i/o error, close'), { code: 'EIO' })))
    }) as typeof fs.close)
    const zip = await zipAt(await buildZip([{ name: 'a.csv', data: CSV }]))

    expect(await extractZip(zip, dest)).toEqual([path.join(dest, 'a.csv')])
    expect(close).toHaveBeenCalled()
  })
})
