// The node the bench runs the action and its floors with: node 24, the runtime action.yml declares
// (`using: node24`), fetched on demand from the npm package node-<platform>-<arch>@24 into
// node_modules/.cache/node24/ and reused from there. It is no dependency of the project, so
// `npm ci` never downloads it (and wipes the cache with node_modules; the next bench fetches it again).
import { execFile } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const run = promisify(execFile)
export const CACHE = resolve(dirname(fileURLToPath(import.meta.url)), '../../node_modules/.cache/node24')

/**
 * The node binary to measure with: `choice` is 'current' (this very node), a path, or undefined
 * (node 24 from the cache, fetched when missing).
 * @param {string | undefined} choice
 * @param {(message: string) => void} log
 * @returns {Promise<{ path: string, version: string }>}
 */
export async function pickNode(choice, log) {
  const path = choice === 'current' ? process.execPath : choice ? resolve(choice) : await node24(log)
  const { stdout } = await run(path, ['--version'])
  return { path, version: stdout.trim() }
}

/** @param {(message: string) => void} log */
async function node24(log) {
  if (!['linux', 'darwin'].includes(process.platform)) {
    throw new Error(`no node 24 package for ${process.platform}: set BENCH_NODE=/path/to/node24 or pass --node=current`)
  }
  const binary = join(CACHE, 'bin', 'node')
  if (existsSync(binary)) return binary
  const spec = `node-${process.platform}-${process.arch}@24`
  log(`fetching ${spec} into ${CACHE} (once; npm pack, ~50 MB)`)
  mkdirSync(dirname(CACHE), { recursive: true })
  const staging = mkdtempSync(`${CACHE}.partial-`)
  try {
    const { stdout } = await run('npm', ['pack', spec, '--json', '--pack-destination', staging], {
      maxBuffer: 64 * 1024 * 1024
    })
    const [{ filename }] = JSON.parse(stdout)
    await run('tar', ['-xzf', join(staging, filename), '-C', staging, 'package/bin/node'])
    chmodSync(join(staging, 'package/bin/node'), 0o755)
    rmSync(join(staging, filename))
    rmSync(CACHE, { recursive: true, force: true })
    renameSync(join(staging, 'package'), CACHE) // whole or not at all: a half-fetched binary is never used
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
  return binary
}
