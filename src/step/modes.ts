/**
 * A step's inputs, checked against its front door's action.yml before any request: the runner
 * passes every `with:` entry as an INPUT_ variable, declared or not. An input of another front
 * door, or one v1.0.0 renamed, is named with the front door (and name) it belongs to; an unknown
 * one is named with the likely typo; any other unknown input is warned of and ignored.
 */
import { ACTION_INPUTS, ACTION_REPOSITORY, type DoorName } from './action-inputs.js'
import { Failure } from './errors.js'
import type { Inputs } from './inputs.js'
import type { Log } from './log.js'
import { RENAMED } from './migration.js'
import { closest } from './typos.js'

/** The major version the `uses:` lines of messages name. */
const MAJOR = 'v1'

/** The `uses:` line of a front door. */
const usesOf = (door: DoorName): string => `${ACTION_REPOSITORY}${door === 'token' ? '' : `/${door}`}@${MAJOR}`

/** How messages name a front door. */
const doorLabel = (door: DoorName): string => `the ${door} front door (uses: ${usesOf(door)})`

/**
 * Fails, before any request, on inputs of another front door and renamed inputs (warns when they
 * are empty), and on likely typos of a declared input that was not given; warns of other unknown
 * inputs. `scope`: the scope the door asks for itself, if it takes none as input.
 */
export function checkInputs(
  door: DoorName,
  scope: string | undefined,
  inputs: Pick<Inputs, 'text'>,
  env: Record<string, string | undefined>,
  log: Pick<Log, 'warning'>
): void {
  const declared = ACTION_INPUTS[door]
  const names = Object.keys(declared)
  const given = (name: string) => ![declared[name], ''].includes(inputs.text(name))
  const problems: string[] = []
  for (const [name, value] of undeclared(declared, env)) {
    const problem = otherDoorLine(door, name, scope) ?? renamedLine(door, name)
    const typoOf = closest(name, names)
    // An empty value asks for nothing (a reusable workflow passing an optional input on): said, not refused.
    if (problem && value === '') log.warning(`${problem} It is empty: ignored.`)
    else if (problem) problems.push(problem)
    else if (typoOf && !given(typoOf)) {
      problems.push(`Input '${name}' is not an input of this action: did you mean '${typoOf}'?`)
    } else {
      const also = typoOf ? ` (a typo of '${typoOf}'? that one is given too)` : ''
      log.warning(`Input '${name}' is not an input of this action${also}: ignored.`)
    }
  }
  if (problems.length > 0) throw new Failure(problems.join('\n'))
}

/** The INPUT_ variables that no input of the door sets: the name as the workflow gave it (lower-cased), and the value. */
function undeclared(
  declared: Readonly<Record<string, string>>,
  env: Record<string, string | undefined>
): [string, string][] {
  const known = new Set(Object.keys(declared).map((name) => `INPUT_${name.replace(/ /g, '_').toUpperCase()}`))
  return Object.keys(env)
    .filter((variable) => variable.startsWith('INPUT_') && !known.has(variable))
    .sort()
    .map((variable) => [variable.slice('INPUT_'.length).toLowerCase(), (env[variable] ?? '').trim()])
}

/** For an input another front door declares: the door to use instead. */
function otherDoorLine(door: DoorName, name: string, scope: string | undefined): string | undefined {
  const owners = (Object.keys(ACTION_INPUTS) as DoorName[]).filter(
    (other) => other !== door && Object.hasOwn(ACTION_INPUTS[other], name)
  )
  if (owners.length === 0) return undefined
  const [first, ...more] = owners
  const doors = more.length > 1 ? 'front doors take' : 'front door takes'
  const also = more.length === 0 ? '' : ` (the ${more.join(' and ')} ${doors} it too)`
  const own = scope && name === 'scope' ? ` This front door asks for the scope its calls need, '${scope}', itself.` : ''
  return (
    `Input '${name}' is not an input of the ${door} front door: it belongs to the ${first} front door: ` +
    `use ${usesOf(first)}${also}.${own}`
  )
}

/** For an input v1.0.0 renamed, or turned into a front door: what it is now. */
function renamedLine(door: DoorName, name: string): string | undefined {
  if (!Object.hasOwn(RENAMED, name)) return undefined
  const { door: now, input, note } = RENAMED[name]
  const then = `Input '${name}' is gone since v1.0.0:`
  if (!input) return `${then} ${doorLabel(now)} does what it asked for${note ? `; ${note}` : ''}.`
  if (now === door) return `${then} it is '${input}' in this front door.`
  return `${then} it is '${input}' of the ${now} front door: use ${usesOf(now)} with '${input}'.`
}
