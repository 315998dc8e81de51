// A test that truly cannot run on an OS (a FIFO, /proc, POSIX file modes, a signal to a child that
// Windows cannot deliver) is skipped there, with the reason in its name, never deleted. A test that
// can be made portable is made portable instead.
import { it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { existsSync, lstatSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import { windowsEnv } from '../../__fixtures__/runner.mjs'

type Platform = 'linux' | 'darwin' | 'win32'
type Test = ((...args: Parameters<typeof it>) => void) & { each: typeof it.each }

/** `it` when `runs`, else a skipped test (`.each` too) whose name says why. */
export function itWhen(runs: boolean, reason: string): Test {
  if (runs) return it
  const note = ` [skipped on ${process.platform}: ${reason}]`
  const skipped = (name: Parameters<typeof it>[0], ...rest: unknown[]) =>
    (it.skip as (...args: unknown[]) => void)(`${name}${note}`, ...rest)
  const each = (...table: unknown[]) => {
    const tests = (it.skip.each as (...args: unknown[]) => (...args: unknown[]) => void)(...table)
    return (name: Parameters<typeof it>[0], ...rest: unknown[]) => tests(`${name}${note}`, ...rest)
  }
  return Object.assign(skipped, { each: each as unknown as typeof it.each })
}

/** `it` on these OSes only. */
export const itOn = (platforms: Platform[], reason: string): Test =>
  itWhen((platforms as string[]).includes(process.platform), reason)

/**
 * Whether this process may make symbolic links: everywhere but Windows without the privilege
 * (an administrator, or Developer Mode).
 */
export function symlinksAllowed(): boolean {
  const dir = mkdtempSync(join(tmpdir(), 'links-'))
  try {
    writeFileSync(join(dir, 'target'), '')
    symlinkSync(join(dir, 'target'), join(dir, 'link'))
    // Wine answers symlinkSync without making the link: only a link that is there counts.
    return lstatSync(join(dir, 'link')).isSymbolicLink()
  } catch {
    return false
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * Whether the temp folder's file system tells names in other case apart (Linux's), or finds
 * `Title.txt` by `title.txt` (NTFS, APFS): there a test cannot make both.
 */
export function caseSensitive(): boolean {
  const dir = mkdtempSync(join(tmpdir(), 'case-'))
  try {
    writeFileSync(join(dir, 'name'), '')
    return !existsSync(join(dir, 'NAME'))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * The bash a runner's `shell: bash` runs: Git Bash on Windows (System32's bash.exe, when there, is
 * WSL's, which a PATH look-up could find first), `bash` on PATH elsewhere.
 */
export function bash(): string {
  if (process.platform !== 'win32') return 'bash'
  const git = join(process.env.ProgramFiles ?? 'C:\\Program Files', 'Git', 'bin', 'bash.exe')
  return existsSync(git) ? git : 'bash'
}

/**
 * Runs `script` as a runner runs a `run:` step with `shell: bash` (`--noprofile --norc -eo pipefail`),
 * with `env` beside PATH (`pathBefore` first, joined with the OS's delimiter) and the variables
 * Windows' programs need.
 */
export function runBash(
  script: string,
  options: {
    env?: Record<string, string | undefined>
    pathBefore?: string[]
    cwd?: string
    timeout?: number
    /** Another bash than the runner's (macOS' 3.2, say). */
    bash?: string
  } = {}
) {
  const path = [...(options.pathBefore ?? []), process.env.PATH ?? ''].join(delimiter)
  return spawnSync(options.bash ?? bash(), ['--noprofile', '--norc', '-eo', 'pipefail', '-c', script], {
    env: { ...windowsEnv(), PATH: path, ...options.env },
    cwd: options.cwd,
    encoding: 'utf8',
    timeout: options.timeout
  })
}
