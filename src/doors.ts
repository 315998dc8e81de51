/**
 * The actions a step can use (a "door" in the code's names): the root action.yml (a token, and one
 * API call when `api-url` is given) and a sub-action per job. The action a step uses decides its
 * capability and the scope of its token, and its action.yml which inputs it takes
 * (src/step/action-inputs.ts).
 */
import { call } from './capabilities/call/index.js'
import type { Capability, TokenlessCapability } from './capabilities/capability.js'
import { bootstrap } from './capabilities/bootstrap/index.js'
import { preflight } from './capabilities/release/preflight/index.js'
import { release } from './capabilities/release/index.js'
import { report } from './capabilities/report/index.js'
import { status } from './capabilities/status/index.js'
import { vitals } from './capabilities/vitals/index.js'
import type { DoorName } from './step/action-inputs.js'
import type { Inputs } from './step/inputs.js'

export type { DoorName }

/** The capability an action runs; undefined: the token alone. */
export const CAPABILITY_OF: Readonly<
  Record<DoorName, (inputs: Inputs) => Capability | TokenlessCapability | undefined>
> = {
  token: (inputs) => (inputs.text('api-url') === '' ? undefined : call),
  release: () => release,
  preflight: () => preflight,
  status: () => status,
  'listing-bootstrap': () => bootstrap,
  report: () => report,
  vitals: () => vitals
}
