/**
 * Stands in for @actions/http-client where @actions/core imports it (tsconfig "paths"; see README.md
 * beside this file): core's OIDC client (core.getIDToken) needs it, which this action never calls.
 * The real package (31 KB of every run's entry chunk) is loaded by net/proxy.ts alone, under the
 * name `@actions/http-client/client`, and only when a proxy variable is set.
 */
export class HttpClient {
  constructor() {
    throw new Error('@actions/http-client is not bundled for @actions/core: core.getIDToken is not available')
  }
}
