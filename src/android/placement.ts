/**
 * Which file replaces which of the edit's APKs, when the edit holds several: by what the files and
 * the APKs tell (the same name, the same native ABIs, Fire TV or tablets, the same minSdk), each placement with its
 * reason. When nothing tells them apart, today's rule holds (apks.ts): the files replace the APKs
 * in the order the API lists them. Files beyond the APKs are new uploads; APKs no file replaces
 * are returned for the caller to refuse (a replace never deletes an APK).
 */
import { describe, LEANBACK, type ApkManifest, type KnownApk } from './apk.js'

export interface Placement {
  file: ApkManifest
  /** The edit's APK this file replaces; undefined when it is uploaded as a new APK. */
  replaces?: KnownApk
  why: string
  /** It replaces `replaces` by order alone: nothing in the file or the APK pointed to it. */
  byOrder?: true
}

export interface Plan {
  placements: Placement[]
  /** The edit's APKs that no file replaces. */
  left: KnownApk[]
}

/** ABIs as they appear in file names, the longer first so that x86 is not read out of x86_64. */
const ABIS = ['arm64-v8a', 'armeabi-v7a', 'armeabi', 'x86_64', 'x86', 'riscv64', 'mips64', 'mips']

interface Evidence {
  score: number
  reasons: string[]
}

export function placeFiles(files: readonly ApkManifest[], apks: readonly KnownApk[]): Plan {
  const evidence = files.map((file) => apks.map((apk) => weigh(file, apk)))
  const told = evidence.some((row) => row.some((e) => e.score !== 0))
  const chosen = new Map<number, number>()
  if (told) {
    const pairs = evidence.flatMap((row, f) => row.map((e, a) => ({ f, a, score: e.score })))
    pairs.sort((x, y) => y.score - x.score || x.f - y.f || x.a - y.a)
    const taken = new Set<number>()
    for (const { f, a, score } of pairs) {
      if (score <= 0 || chosen.has(f) || taken.has(a)) continue
      chosen.set(f, a)
      taken.add(a)
    }
  }
  const free = apks.map((_, a) => a).filter((a) => ![...chosen.values()].includes(a))
  const placements = files.map((file, f): Placement => {
    const matched = chosen.get(f)
    if (matched !== undefined) {
      return {
        file,
        replaces: apks[matched],
        why: `replaces ${describe(apks[matched])}: ${reasons(evidence[f][matched])}`
      }
    }
    const a = free.shift()
    if (a === undefined) return { file, why: 'uploaded as a new APK: no APK of the edit is left for it to replace' }
    const order = told
      ? 'by order, as no APK left matches it better'
      : `by order (${ordinal(a + 1)} APK of the edit), as nothing in the files tells the APKs apart`
    const why = `replaces ${describe(apks[a])}: ${reasons(evidence[f][a], order)}`
    return { file, replaces: apks[a], why, byOrder: true }
  })
  return { placements, left: free.map((a) => apks[a]) }
}

function weigh(file: ApkManifest, apk: KnownApk): Evidence {
  const evidence: Evidence = { score: 0, reasons: [] }
  const add = (score: number, reason: string) => {
    evidence.score += score
    evidence.reasons.push(reason)
  }
  if (apk.name !== '' && baseName(file.file).toLowerCase() === baseName(apk.name).toLowerCase()) {
    add(100, `the same name, ${apk.name}`)
  }
  const known = apk.abis ?? abisInName(apk.name)
  const from = apk.abis ? 'the API' : 'its name'
  if (known) {
    if (sameSet(file.abis, known)) add(10, `the same native ABIs (${list(known)}, by ${from})`)
    else add(-10, `its ABIs differ (the file's: ${list(file.abis)}; the APK's, by ${from}: ${list(known)})`)
  }
  const devices = deviceKind(apk)
  if (devices) {
    const tv = file.features.includes(LEANBACK)
    if (tv === (devices.kind === 'Fire TV')) {
      add(5, `${tv ? 'a Fire TV build (it requires leanback)' : 'no leanback'}, as the APK targets ${devices.shown}`)
    } else {
      add(
        -5,
        `its devices differ (the file ${tv ? 'requires' : 'does not require'} leanback; the APK targets ${devices.shown})`
      )
    }
  }
  if (apk.minSdk !== undefined && file.minSdk === apk.minSdk) add(1, `the same minSdk, ${apk.minSdk}`)
  return evidence
}

/** Whether the APK targets Fire TV devices only (AFT…) or tablets only (KF…); undefined when both or neither. */
function deviceKind(apk: KnownApk): { kind: 'Fire TV' | 'tablets'; shown: string } | undefined {
  const ids = apk.devices ?? []
  const tv = ids.filter((id) => id.startsWith('AFT'))
  const tablets = ids.filter((id) => id.startsWith('KF'))
  if (tv.length > 0 === tablets.length > 0) return undefined
  const [kind, listed] = tv.length > 0 ? (['Fire TV', tv] as const) : (['tablets', tablets] as const)
  return { kind, shown: `${kind} (${listed.slice(0, 3).join(', ')}${listed.length > 3 ? ', …' : ''})` }
}

/** The ABIs a name such as app-arm64-v8a-release.apk names; undefined when it names none. */
export function abisInName(name: string): string[] | undefined {
  let rest = name.toLowerCase()
  const found: string[] = []
  for (const abi of ABIS) {
    const pattern = new RegExp(`(^|[^a-z0-9])${abi.replace('-', '[-_]')}(?=$|[^a-z0-9])`)
    if (pattern.test(rest)) {
      found.push(abi)
      rest = rest.replace(pattern, '$1 ')
    }
  }
  return found.length > 0 ? found.sort() : undefined
}

/** What matched (or `order`, when the file was placed by order), then what differs. */
function reasons(evidence: Evidence, order?: string): string {
  const differ = evidence.reasons.filter((reason) => reason.includes('differ'))
  const matched = order ?? evidence.reasons.filter((reason) => !differ.includes(reason)).join(', ')
  return [matched, ...differ].join('; ')
}

function baseName(path: string): string {
  return path.split(/[\\/]/).pop() ?? path
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item) => b.includes(item))
}

function list(abis: readonly string[]): string {
  return abis.length > 0 ? [...abis].sort().join(', ') : 'none'
}

function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')
  return `${n}${suffix}`
}
