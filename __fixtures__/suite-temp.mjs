// Where the tests make their temp folders (jest.config.js sets TMPDIR to it before jest starts its
// workers): in memory, in /dev/shm, when the machine has room there and no TMPDIR is given. The
// suite makes thousands of files and folders (a workspace with its APKs for each release test,
// copies of real listing folders): on this machine's disk a new file takes about 0.55 ms, in
// /dev/shm 0.015 ms. A TMPDIR given is kept (.ci/run gives one reached through a link, as on macOS),
// and a small /dev/shm (Docker gives 64 MiB) is left alone: the suite writes files of up to 60 MiB.
import { accessSync, constants, statfsSync } from 'node:fs'

export const MEMORY_DIR = '/dev/shm'
/** The room the suite wants in the temp folder: far more than it ever holds at once. */
export const ROOM = 2 * 1024 ** 3

/**
 * The temp folder for the tests, or undefined to keep the one the environment gives.
 * @param {Record<string, string | undefined>} env
 * @param {Checks} [fs]
 */
export const suiteTemp = (env, fs) => (env.TMPDIR ? undefined : memoryWithRoom(fs))

/**
 * /dev/shm when this process may write there and it has ROOM free; else undefined. `.ci/run` asks
 * it for the folder it makes its macOS-like temp folder in.
 * @param {Checks} [fs]
 * @typedef {{ writable: (dir: string) => boolean, free: (dir: string) => number }} Checks
 */
export function memoryWithRoom(fs = { writable, free }) {
  try {
    return fs.writable(MEMORY_DIR) && fs.free(MEMORY_DIR) >= ROOM ? MEMORY_DIR : undefined
  } catch {
    return undefined
  }
}

/** @param {string} dir */
function writable(dir) {
  try {
    accessSync(dir, constants.W_OK)
    return true
  } catch {
    return false
  }
}

/** @param {string} dir */
function free(dir) {
  const { bavail, bsize } = statfsSync(dir)
  return bavail * bsize
}
