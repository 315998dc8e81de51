/** The API call capability: one authenticated request, which the root action.yml makes when `api-url` is given. */
import { lazyJob, type Capability } from '../capability.js'

export const call: Capability = {
  title: 'Amazon Appstore API call',
  read: async (inputs) => {
    const read = (await import('./inputs.js')).readCallInputs(inputs)
    return lazyJob(import('./run.js'), (code, context) => code.runCall(read, context))
  }
}
