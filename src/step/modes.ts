/**
 * A step's inputs, checked against its action's action.yml before any request: the runner passes
 * every `with:` entry as an INPUT_ variable, declared or not. An input of another action is named
 * with the action (and its `uses:` line) that takes it; an unknown one is named with the likely
 * typo; any other unknown input is warned of and ignored.
 */
import { ACTION_INPUTS, ACTION_REPOSITORY, type DoorName } from './action-inputs.js'
import { Failure } from './errors.js'
import type { Inputs } from './inputs.js'
import type { Log } from './log.js'
import { closest } from './typos.js'

/** The major version the `uses:` lines of messages name. */
const MAJOR = 'v1'

/** The `uses:` line of an action. */
const usesOf = (door: DoorName): string => `${ACTION_REPOSITORY}${door === 'token' ? '' : `/${door}`}@${MAJOR}`

/** How messages name an action, as a user does: the root one is the token action. */
const actionName = (door: DoorName): string => `the ${door} action`

/**
 * Fails, before any request, on inputs of another action (warns when they are empty) and on likely
 * typos of a declared input that was not given; warns of other unknown inputs. `scope`: the scope
 * the action asks for itself, if it takes none as input.
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
    const other = otherAction(door, name, scope)
    const typoOf = closest(name, names)
    const notOurs = `Input '${name}' is not an input of ${actionName(door)}`
    // An empty value asks for nothing (a reusable workflow passing an optional input on): said, not refused.
    if (other && value === '') log.warning(`${notOurs} and is empty, so it is ignored. ${other.todo}`)
    else if (other) problems.push(`${notOurs}${other.why}. ${other.todo}`)
    else if (typoOf && !given(typoOf)) problems.push(`${notOurs}. Did you mean '${typoOf}'?`)
    else if (typoOf) {
      log.warning(`${notOurs}, so it is ignored. If it is a typo of '${typoOf}', remove it: '${typoOf}' is given too.`)
    } else log.warning(`${notOurs}, so it is ignored. Remove it from the step's with: if it is a typo.`)
  }
  if (problems.length > 0) throw new Failure(problems.join('\n'))
}

/** The INPUT_ variables that no input of the action sets: the name as the workflow gave it (lower-cased), and the value. */
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

/**
 * For an input another action declares: `todo`, the sentence naming the action to use instead;
 * `why`, what ends the sentence saying it is not this action's (for a scope the action asks for itself).
 */
function otherAction(
  door: DoorName,
  name: string,
  scope: string | undefined
): { why: string; todo: string } | undefined {
  const owners = (Object.keys(ACTION_INPUTS) as DoorName[]).filter(
    (other) => other !== door && Object.hasOwn(ACTION_INPUTS[other], name)
  )
  if (owners.length === 0) return undefined
  const [first, ...more] = owners
  const also = more.length === 0 ? '' : ` (so ${more.length > 1 ? 'do' : 'does'} ${more.map(actionName).join(' and ')})`
  const use = `${actionName(first)} (uses: ${usesOf(first)}), which takes it${also}`
  if (scope && name === 'scope')
    return {
      why: `, which asks for the scope its calls need ('${scope}') itself`,
      todo: `For other calls, use ${use}.`
    }
  return { why: '', todo: `Use ${use}.` }
}
