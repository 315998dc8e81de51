/** The API call capability: one authenticated request, asked for with `api-url`. */
import type { Capability } from '../capability.js'

export const call: Capability = {
  trigger: 'api-url',
  title: 'Amazon Appstore API call',
  read: async (inputs) => {
    const read = (await import('./inputs.js')).readCallInputs(inputs)
    return { run: async (context) => (await import('./run.js')).runCall(read, context) }
  }
}
