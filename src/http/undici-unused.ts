/**
 * Stands in for undici in the bundle (tsconfig "paths"). @actions/http-client imports undici's
 * ProxyAgent at load time for getAgentDispatcher, which this action never calls; evaluating the real
 * undici would cost every run about 50 ms on node 24 (undici itself and the node:http2, zlib and
 * worker_threads modules it loads) and 430 KB of dist/. Proxies are handled by getAgent (tunnel).
 */
export class ProxyAgent {
  constructor() {
    throw new Error('undici is not bundled: use HttpClient.getAgent, not getAgentDispatcher')
  }
}
