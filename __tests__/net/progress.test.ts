// Long transfers say how far they are in the log: a line every 10 s or so, never for a short one,
// and never with a link's URL in it.
import { describe, expect, it } from '@jest/globals'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { exchange } from '../../src/net/exchange.js'
import { progressLine, progressOf } from '../../src/net/progress.js'
import { DEFAULT_POLICY } from '../../src/net/retry.js'
import type { HttpResponse, Send } from '../../src/net/transport.js'
import { tempDir } from '../support/temp.js'

const MIB = 1024 * 1024

/** A clock that moves `stepMs` each time it is read. */
function steppingClock(stepMs: number) {
  let now = 0
  return { now: () => (now += stepMs), sleep: async () => {}, random: () => 0.5 }
}

describe('progressLine', () => {
  it('gives the bytes done, of the total and its share when known, and the rate', () => {
    expect(progressLine('Uploading', 'app.apk', 128 * MIB, 512 * MIB, 13_000)).toBe(
      'Uploading app.apk: 128.0 of 512.0 MiB (25%), 9.8 MiB/s'
    )
    expect(progressLine('Downloading', 'sales.zip', 3 * MIB, undefined, 2000)).toBe(
      'Downloading sales.zip: 3.0 MiB, 1.5 MiB/s'
    )
  })
})

describe('progressOf', () => {
  it('logs nothing in the first 10 s, then about one line every 10 s', () => {
    const lines: string[] = []
    const progress = progressOf('Uploading', 'a.apk', 100, steppingClock(3000), (line) => lines.push(line))
    for (let i = 0; i < 10; i++) progress.add(10)
    // Started at 3 s; read at 6, 9, 12 s: quiet; at 15 s (12 s in): a line; then 18…24 s quiet; at 27 s: a line.
    expect(lines).toHaveLength(2)
    expect(lines[0]).toBe('Uploading a.apk: 0.0 of 0.0 MiB (40%), 0.0 MiB/s')
    expect(lines[1]).toMatch(/\(80%\)/)
  })
})

describe('an exchange that moves a file', () => {
  const deps = (send: Send, info: string[], clock = steppingClock(4000)) => ({
    send,
    clock,
    policy: { ...DEFAULT_POLICY, retries: 0 },
    log: { info: (line: string) => void info.push(line), debug: () => {} }
  })

  it('says how far an upload is, naming the file', async () => {
    const dir = tempDir('progress-')
    const path = join(dir, 'app-release.apk')
    writeFileSync(path, Buffer.alloc(6 * MIB))
    const send: Send = async (request): Promise<HttpResponse> => {
      for await (const chunk of (request.body as () => Readable)()) void chunk
      return { status: 200, headers: {}, body: Readable.from([]) }
    }
    const info: string[] = []
    await exchange(
      {
        method: 'POST',
        callClass: 'once',
        url: new URL('https://api.example/upload'),
        headers: {},
        body: { kind: 'file', path, size: 6 * MIB },
        textLimit: 1024,
        timeoutMs: 1000
      },
      deps(send, info)
    )
    const lines = info.filter((line) => line.startsWith('Uploading'))
    expect(lines.length).toBeGreaterThan(0)
    expect(lines.at(-1)).toMatch(/^Uploading app-release\.apk: \d+\.\d of 6\.0 MiB \(\d+%\), \d+\.\d MiB\/s$/)
  })

  it('says how far a download is by the file it fills, never by its link', async () => {
    const dir = tempDir('progress-')
    const file = join(dir, 'sales-2026-11.zip')
    const send: Send = async (): Promise<HttpResponse> => ({
      status: 200,
      headers: { 'content-length': String(4 * MIB) },
      body: Readable.from(Array.from({ length: 4 }, () => Buffer.alloc(MIB)))
    })
    const info: string[] = []
    const link = 'https://storage.example/report?X-Amz-Signature=secret'
    await exchange(
      {
        method: 'GET',
        callClass: 'read',
        url: new URL(link),
        label: 'pre-signed link',
        headers: {},
        outputFile: file,
        textLimit: 1024,
        timeoutMs: 1000
      },
      deps(send, info)
    )
    const lines = info.filter((line) => line.startsWith('Downloading'))
    expect(lines.length).toBeGreaterThan(0)
    expect(lines.at(-1)).toMatch(/^Downloading sales-2026-11\.zip: \d+\.\d of 4\.0 MiB/)
    expect(info.join('\n')).not.toContain('storage.example')
  })

  it('stays quiet for a transfer shorter than 10 s', async () => {
    const dir = tempDir('progress-')
    const file = join(dir, 'small.zip')
    const send: Send = async (): Promise<HttpResponse> => ({
      status: 200,
      headers: {},
      body: Readable.from([Buffer.alloc(MIB), Buffer.alloc(MIB)])
    })
    const info: string[] = []
    await exchange(
      {
        method: 'GET',
        callClass: 'read',
        url: new URL('https://x.example/f'),
        headers: {},
        outputFile: file,
        textLimit: 1,
        timeoutMs: 1000
      },
      deps(send, info, steppingClock(1))
    )
    expect(info.filter((line) => line.startsWith('Downloading'))).toEqual([])
  })
})
