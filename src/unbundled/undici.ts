/**
 * Stands in for undici in the bundle (tsconfig "paths"; see README.md beside this file).
 * @actions/http-client imports undici's ProxyAgent at load time for getAgentDispatcher, which this
 * action never calls: proxies go through getAgent (tunnel). The real undici would cost every run
 * about 50 ms on node 24 (itself and the node:http2, zlib and worker_threads modules it loads) and
 * 430 KB of dist/.
 */
export class ProxyAgent {
  constructor() {
    throw new Error('undici is not bundled: use HttpClient.getAgent, not getAgentDispatcher')
  }
}
