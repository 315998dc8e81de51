/**
 * Where a download goes: `<file>.partial`, opened before the request is sent (so a body's error
 * always has a reader) and renamed into place only when the body is complete, so a failed attempt
 * never leaves half a file where the next step expects a whole one. Opened with 'wx' and mode
 * 0600: never through a planted symlink, never readable by others.
 */
import * as fs from 'node:fs/promises'
import type { FileHandle } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { asNetworkError } from './transport.js'

export class OutputFile {
  private constructor(
    readonly path: string,
    private readonly partial: string,
    private readonly handle: FileHandle
  ) {}

  static async open(path: string): Promise<OutputFile> {
    await fs.mkdir(dirname(path), { recursive: true })
    const partial = `${path}.partial`
    await fs.rm(partial, { force: true })
    return new OutputFile(path, partial, await fs.open(partial, 'wx', 0o600))
  }

  /** Streams the body into the file and puts it in place; returns the bytes written. */
  async fill(body: Readable): Promise<number> {
    const out = this.handle.createWriteStream({ highWaterMark: 1024 * 1024 })
    try {
      await pipeline(body, out)
    } catch (error) {
      throw body.errored ? asNetworkError(error) : error
    }
    await fs.rename(this.partial, this.path)
    return out.bytesWritten
  }

  /** Leaves nothing behind but a file that `fill` completed. */
  async close(): Promise<void> {
    await this.handle.close().catch(() => {})
    await fs.rm(this.partial, { force: true })
  }
}
