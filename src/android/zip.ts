/**
 * A zip opened for a few small reads: yauzl reads each central directory record with reads of its
 * own (two a record, each a trip through libuv's thread pool), which for an APK of thousands of
 * entries costs more than the rest of the manifest read. The file's last MiB, where the central
 * directory lies, is read once and those reads are served from it; anything else (the manifest
 * entry, or a directory larger than the tail) is read from the file as usual.
 */
import { close, fstat, open, read } from 'node:fs'
import { Readable } from 'node:stream'
import { promisify } from 'node:util'
import yauzl from 'yauzl'

const TAIL = 1024 * 1024

class TailReader extends yauzl.RandomAccessReader {
  constructor(
    private readonly fd: number,
    private readonly tail: Buffer,
    private readonly tailStart: number
  ) {
    super()
  }

  override read(buffer: Buffer, offset: number, length: number, position: number, done: (err: Error | null) => void) {
    if (position >= this.tailStart && position + length <= this.tailStart + this.tail.length) {
      this.tail.copy(buffer, offset, position - this.tailStart, position - this.tailStart + length)
      queueMicrotask(() => done(null))
    } else {
      read(this.fd, buffer, offset, length, position, (error, bytes) =>
        done(error ?? (bytes < length ? new Error(`unexpected end of file at byte ${position + bytes}`) : null))
      )
    }
  }

  /** Not fs.createReadStream: destroying that one closes the descriptor, whatever autoClose says. */
  override _readStreamForRange(start: number, end: number): Readable {
    const fd = this.fd
    let position = start
    return new Readable({
      highWaterMark: 64 * 1024,
      read(size) {
        const length = Math.min(size, end - position)
        if (length <= 0) return void this.push(null)
        const buffer = Buffer.allocUnsafe(length)
        read(fd, buffer, 0, length, position, (error, bytes) => {
          if (error) this.destroy(error)
          else if (bytes === 0) this.destroy(new Error(`unexpected end of file at byte ${position}`))
          else {
            position += bytes
            this.push(buffer.subarray(0, bytes))
          }
        })
      }
    })
  }

  override close(done: (err: Error | null) => void): void {
    close(this.fd, done)
  }
}

/** Opens `path` as yauzl.openPromise would, with lazy entries and raw names. */
export async function openZip(path: string): Promise<yauzl.ZipFile> {
  const fd = await promisify(open)(path, 'r')
  try {
    const { size } = await promisify(fstat)(fd)
    const tailStart = Math.max(0, size - TAIL)
    const tail = Buffer.alloc(size - tailStart)
    const { bytesRead } = await promisify(read)(fd, { buffer: tail, position: tailStart })
    const reader = new TailReader(fd, tail.subarray(0, bytesRead), tailStart)
    return await promisify<yauzl.RandomAccessReader, number, yauzl.Options, yauzl.ZipFile>(
      yauzl.fromRandomAccessReader
    )(reader, size, { lazyEntries: true, autoClose: false, decodeStrings: false })
  } catch (error) {
    close(fd, () => undefined)
    throw error
  }
}
