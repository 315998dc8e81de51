/**
 * What the step was asked to do, checked against what the runner was given, before any request:
 * an input name the action does not know (the runner passes every `with:` entry as an INPUT_
 * variable, known or not) is named with the likely typo, and a step that selects no mode is told
 * the modes and the inputs that select them, instead of failing later on an input it never meant.
 */
import { ACTION_INPUTS } from './action-inputs.js'
import { Failure } from './errors.js'
import type { Inputs } from './inputs.js'
import type { Log } from './log.js'
import { closest } from './typos.js'

/** A mode besides the token alone: a capability, as main() lists them. */
export interface Mode {
  trigger: string
  alsoAskedBy?: readonly string[]
  title: string
}

/** An input the runner was given that action.yml does not declare, and the known one it is likely a typo of. */
interface Unknown {
  name: string
  typoOf?: string
}

/**
 * Fails, before any request, when an unknown input is likely a typo of a known one that was not
 * given, or when no mode is selected (no capability, and no scope for a token alone); warns of
 * other unknown inputs and, for a token alone, of inputs that belong to a mode not selected.
 */
export function checkInputs(
  inputs: Pick<Inputs, 'text'>,
  env: Record<string, string | undefined>,
  modes: readonly Mode[],
  asked: Mode | undefined,
  log: Pick<Log, 'warning'>
): void {
  const given = (name: string) => ![ACTION_INPUTS[name], ''].includes(inputs.text(name))
  const unknown = unknownInputs(env)
  const typos = unknown.filter(({ typoOf }) => typoOf !== undefined && !given(typoOf))
  const typoLines = typos.map(
    ({ name, typoOf }) => `Input '${name}' is not an input of this action: did you mean '${typoOf}'?`
  )
  const strays = asked ? [] : strayInputs(given, modes)
  const typoOfSelector = typos.some(({ typoOf }) => modes.flatMap(selectors).includes(typoOf!))
  if (!asked && (!given('scope') || typoOfSelector)) {
    throw new Failure([...typoLines, ...strays.map(strayLine), noModeLine(modes)].join('\n'))
  }
  if (typos.length > 0) throw new Failure(typoLines.join('\n'))
  for (const { name, typoOf } of unknown.filter((entry) => !typos.includes(entry))) {
    const also = typoOf ? ` (a typo of '${typoOf}'? that one is given too)` : ''
    log.warning(`Input '${name}' is not an input of this action${also}: ignored.`)
  }
  for (const stray of strays) log.warning(`${strayLine(stray)} Only the token was requested.`)
}

/** The INPUT_ variables that no input of action.yml sets, by the name the workflow gave (lower-cased). */
function unknownInputs(env: Record<string, string | undefined>): Unknown[] {
  const names = Object.keys(ACTION_INPUTS)
  const known = new Set(names.map((name) => `INPUT_${name.replace(/ /g, '_').toUpperCase()}`))
  return Object.keys(env)
    .filter((variable) => variable.startsWith('INPUT_') && !known.has(variable))
    .sort()
    .map((variable) => {
      const name = variable.slice('INPUT_'.length).toLowerCase()
      return { name, typoOf: closest(name, names) }
    })
}

/** The inputs that select a mode. */
const selectors = (mode: Mode): string[] => [mode.trigger, ...(mode.alsoAskedBy ?? [])]

/**
 * Inputs that several modes read: the token's, where the API is (api-base-url: the call, reports,
 * release, status and bootstrap), the app (app-id: release, status, bootstrap). They belong to no
 * one mode, so they are never stray, whatever their name's first word says.
 */
export const SHARED_INPUTS: readonly string[] = [
  'client-id',
  'client-secret',
  'scope',
  'auth-url',
  'retries',
  'timeout-seconds',
  'api-base-url',
  'app-id'
]

/**
 * The mode that alone reads an input: named by the first word of its name (api-…, report-…,
 * release-…, listing-…), as the modes' own inputs are; undefined for an input several modes read.
 */
function ownerOf(name: string, modes: readonly Mode[]): Mode | undefined {
  if (SHARED_INPUTS.includes(name)) return undefined
  const wordOf = (input: string) => input.split('-')[0]
  return modes.find((candidate) => selectors(candidate).some((input) => wordOf(input) === wordOf(name)))
}

/** The inputs given (set, and not to their default) that one mode alone reads. */
function strayInputs(given: (name: string) => boolean, modes: readonly Mode[]): { name: string; mode: Mode }[] {
  return Object.keys(ACTION_INPUTS).flatMap((name) => {
    const mode = ownerOf(name, modes)
    return mode && given(name) ? [{ name, mode }] : []
  })
}

const strayLine = ({ name, mode }: { name: string; mode: Mode }): string =>
  `Input '${name}' is given, but it belongs to the ${mode.title}, which no input selects.`

function noModeLine(modes: readonly Mode[]): string {
  const quoted = (names: readonly string[]) => names.map((name) => `'${name}'`).join(', ')
  const listed = modes.map(
    (mode) =>
      `${mode.title}: ${quoted([mode.trigger])}${mode.alsoAskedBy?.length ? ` (or ${quoted(mode.alsoAskedBy)})` : ''}`
  )
  return `No mode was recognised. A step does one of these, selected by its inputs: ${[...listed, "an access token alone: 'scope'"].join('; ')}.`
}
