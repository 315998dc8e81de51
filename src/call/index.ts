/** The API call capability: one authenticated request, asked for with `api-url`. */
import type { Capability } from '../capability.js'
import { readApiInputs, type ApiInputs } from './inputs.js'

export const apiCall: Capability<ApiInputs> = {
  trigger: 'api-url',
  title: 'Amazon Appstore API call',
  read: (inputs) => readApiInputs(inputs),
  run: async (inputs, context) => (await import('./run.js')).runApiCall(inputs, context)
}
