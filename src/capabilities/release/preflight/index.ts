/**
 * The preflight capability (preflight/action.yml): every check the release makes before its first
 * request, on the same inputs and by the release's own code, for a pull request: no token, no
 * request, so no secret is needed and it runs on pull requests from forks. It fails on what the
 * release would refuse and warns on the rest; its outputs are the files' version codes, their
 * package and the devices they reach.
 */
import type { TokenlessCapability } from '../../capability.js'

export const preflight: TokenlessCapability = {
  title: 'Amazon Appstore release preflight',
  tokenless: true,
  check: async (inputs, log, holdsSecret) => (await import('./check.js')).checkRelease(inputs, log, holdsSecret)
}
