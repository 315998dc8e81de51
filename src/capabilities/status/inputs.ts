/**
 * The inputs of release-status: the app alone. It only reads (GET requests), so any input that
 * would change the store, or ask for another step, is refused before any request.
 */
import { InputError } from '../../step/errors.js'
import type { Inputs } from '../../step/inputs.js'
import { appUrlOf, readAppId, type App } from '../edit/app.js'
import { CHANGING_INPUTS, INPUT } from '../edit/inputs.js'

const STATUS_INPUT = INPUT.status

/** What asks for another step; listing-bootstrap writes files, so it is a step of its own too. */
const OTHER_STEPS = ['api-url', 'report', INPUT.bootstrap]
/** What only a release uses: with release-status, a sign that a release was meant. */
const RELEASE_ONLY = [...CHANGING_INPUTS, INPUT.listingDir, INPUT.addLocales, INPUT.strict]

export function readStatusInputs(inputs: Inputs): App {
  const given = (name: string) => inputs.text(name) !== '' && inputs.text(name).toLowerCase() !== 'false'
  const other = OTHER_STEPS.find(given)
  if (other) throw new InputError(STATUS_INPUT, `and '${other}' cannot both be given: use one step for each.`)
  const changes = RELEASE_ONLY.filter(given)
  if (changes.length > 0) {
    throw new InputError(
      STATUS_INPUT,
      `only reads the app's version codes and open edit, so it cannot go with ${changes.join(', ')}: ` +
        'read the status in a step of its own, before the build, and release in a later step.'
    )
  }
  const appId = readAppId(inputs)
  return { appId, appUrl: appUrlOf(inputs, appId) }
}
