/**
 * Unpacks a downloaded report archive into a folder. Each entry is streamed to disk, and anything that
 * could write outside the folder, replace a file, or fill the disk is refused with the entry named, as
 * is a name that some runner's OS would write otherwise than it says (entry-names.ts).
 */
import { lstat, mkdir, open, realpath, rm } from 'node:fs/promises'
import type { FileHandle } from 'node:fs/promises'
import path from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import yauzl from 'yauzl'
import type { Entry, ZipFile } from 'yauzl'
import { Failure, messageOf } from '../../step/errors.js'
import { CaseFolds, nameProblem, shown } from './entry-names.js'

export interface ExtractLimits {
  /** Uncompressed bytes of all entries together, counted as they are written, not as the headers claim. */
  maxTotalBytes?: number
  maxEntries?: number
}

export const DEFAULT_MAX_TOTAL_BYTES = 2 * 1024 ** 3
export const DEFAULT_MAX_ENTRIES = 10_000

/** Extracts every file of the zip at `zipPath` into `destDir`; returns their absolute paths, in archive order. */
export async function extractZip(zipPath: string, destDir: string, limits: ExtractLimits = {}): Promise<string[]> {
  const maxTotalBytes = limits.maxTotalBytes ?? DEFAULT_MAX_TOTAL_BYTES
  const maxEntries = limits.maxEntries ?? DEFAULT_MAX_ENTRIES
  const zipfile = await openZip(zipPath)
  const close = closer(zipfile)
  try {
    if (zipfile.entryCount > maxEntries) {
      throw new Failure(
        `The archive '${zipPath}' holds ${zipfile.entryCount} entries, more than the ${maxEntries} allowed.`
      )
    }
    await mkdir(destDir, { recursive: true })
    const shownRoot = path.resolve(destDir)
    const root = await realpath(destDir)
    const countBytes = byteCounter(zipPath, maxTotalBytes)
    const written: string[] = []
    const folds = new CaseFolds()
    for await (const entry of entriesOf(zipfile, zipPath)) {
      const name = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, true)
      const entryLabel = `entry ${shown(name)} in '${zipPath}'`
      // Backslashes are not separators in a zip, but some Windows tools write them, and Windows would obey them.
      const normalized = name.replace(/\\/g, '/')
      const problem = nameProblem(normalized) ?? typeProblem(entry) ?? folds.clash(normalized)
      if (problem) throw refused(entryLabel, problem)
      // Folders are made as the files in them need them.
      if (normalized.endsWith('/')) continue
      const file = path.resolve(root, normalized)
      const relative = path.relative(root, file)
      // The name checks should leave nothing for this to catch but a name for the folder itself ('.', '');
      // it checks the path that is actually opened, in case they ever miss a case.
      if (relative === '' || relative.split(path.sep)[0] === '..' || path.isAbsolute(relative)) {
        throw refused(entryLabel, 'it does not name a file inside the destination folder')
      }
      if (!entry.canDecodeFileData()) {
        throw refused(
          entryLabel,
          entry.isEncrypted()
            ? 'it is encrypted'
            : `it uses compression method ${entry.compressionMethod}; ` +
                'only stored (0) and deflated (8) entries can be read'
        )
      }
      await makeFolders(root, path.dirname(relative), entryLabel)
      await writeEntry(zipfile, entry, file, countBytes(name), entryLabel)
      written.push(path.join(shownRoot, relative))
    }
    return written
  } finally {
    await close()
  }
}

async function openZip(zipPath: string): Promise<ZipFile> {
  try {
    // decodeStrings off: with it on, yauzl refuses an unsafe name by failing the whole archive, in words that only
    // their wording tells apart from corruption. The name is instead decoded with yauzl's own function (which
    // also reads the Info-ZIP Unicode Path field) and checked in extractZip, with a message of its own.
    return await yauzl.openPromise(zipPath, { autoClose: false, decodeStrings: false, validateEntrySizes: true })
  } catch (error) {
    if (hasCode(error)) throw new Failure(`Could not open the download '${zipPath}': ${messageOf(error)}`)
    throw new Failure(`The download '${zipPath}' is not a zip archive (or is cut short): ${messageOf(error)}`)
  }
}

/**
 * Closes the archive and waits until yauzl lets go of its file descriptor, which it does once every read
 * stream is done with it, so the caller can delete the zip (Windows refuses an open file) and the process can exit.
 */
function closer(zipfile: ZipFile): () => Promise<void> {
  let closing = false
  const closed = new Promise<void>((resolve) => {
    zipfile.once('close', () => resolve())
    // Once reading is over, yauzl's only error is a failure to close the descriptor: nothing is lost by it.
    zipfile.on('error', () => {
      if (closing) resolve()
    })
  })
  return () => {
    closing = true
    zipfile.close()
    return closed
  }
}

async function* entriesOf(zipfile: ZipFile, zipPath: string): AsyncGenerator<Entry> {
  try {
    yield* zipfile.eachEntry()
  } catch (error) {
    throw new Failure(`The download '${zipPath}' is a damaged zip archive: ${messageOf(error)}`)
  }
}

const UNIX_HOST = 3
const S_IFMT = 0o170000
const S_IFREG = 0o100000
const S_IFDIR = 0o040000
const S_IFLNK = 0o120000

/** Only plain files and folders are extracted. The file type is known only when a Unix tool made the entry. */
function typeProblem(entry: Entry): string | undefined {
  if (entry.versionMadeBy >> 8 !== UNIX_HOST) return undefined
  const type = (entry.externalFileAttributes >>> 16) & S_IFMT
  if (type === S_IFLNK) return 'it is a symbolic link, and links are not extracted'
  if (type !== 0 && type !== S_IFREG && type !== S_IFDIR) {
    return `it is a special file (type 0o${type.toString(8)}), not a plain file or folder`
  }
  return undefined
}

/**
 * Makes the folders of `relativeDir` under `root` one by one, and refuses to go through anything already there
 * that is not a real folder: a symbolic link planted in the destination would otherwise lead outside it.
 */
async function makeFolders(root: string, relativeDir: string, entryLabel: string): Promise<void> {
  if (relativeDir === '.') return
  let dir = root
  for (const segment of relativeDir.split(path.sep)) {
    dir = path.join(dir, segment)
    try {
      await mkdir(dir)
    } catch (error) {
      if (!hasCode(error, 'EEXIST')) {
        throw new Failure(`Could not create the folder '${dir}' for ${entryLabel}: ${messageOf(error)}`)
      }
    }
    if (!(await lstat(dir)).isDirectory()) {
      throw refused(entryLabel, `'${dir}' is in the way: it is a file or a symbolic link, not a folder`)
    }
  }
}

async function writeEntry(
  zipfile: ZipFile,
  entry: Entry,
  file: string,
  countBytes: Transform,
  entryLabel: string
): Promise<void> {
  const handle = await createFile(file, entryLabel)
  try {
    const source = await zipfile.openReadStreamPromise(entry)
    await pipeline(source, countBytes, handle.createWriteStream())
  } catch (error) {
    await handle.close()
    // A cut-off file must not pass for a whole report in a later step.
    await rm(file, { force: true })
    if (error instanceof Failure) throw error
    throw new Failure(`Could not extract ${entryLabel} to '${file}': ${messageOf(error)}`)
  }
}

/**
 * 'wx' is O_CREAT | O_EXCL: it opens nothing that already exists, a symbolic link included (even a dangling one),
 * so an entry can neither write through a link nor replace a file, including an earlier entry of the same name.
 * O_NOFOLLOW would stop only a link, would still truncate an existing file, and does not exist on Windows.
 */
async function createFile(file: string, entryLabel: string): Promise<FileHandle> {
  try {
    return await open(file, 'wx', 0o644)
  } catch (error) {
    if (hasCode(error, 'EEXIST')) {
      throw refused(entryLabel, `'${file}' already exists (the archive names it twice, or the folder was not empty)`)
    }
    throw new Failure(`Could not create '${file}' for ${entryLabel}: ${messageOf(error)}`)
  }
}

/** One meter per entry, all drawing on the same total, so the limit holds whatever the headers say. */
function byteCounter(zipPath: string, maxTotalBytes: number): (name: string) => Transform {
  let total = 0
  return (name) =>
    new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        total += chunk.length
        if (total > maxTotalBytes) {
          callback(
            new Failure(
              `The archive '${zipPath}' unpacks to more than ${maxTotalBytes} bytes, the limit; ` +
                `extraction stopped in entry ${shown(name)}.`
            )
          )
        } else {
          callback(null, chunk)
        }
      }
    })
}

function refused(entryLabel: string, reason: string): Failure {
  return new Failure(`Refused ${entryLabel}: ${reason}.`)
}

function hasCode(error: unknown, code?: string): boolean {
  const actual = (error as { code?: unknown } | null)?.code
  return typeof actual === 'string' && (code === undefined || actual === code)
}
