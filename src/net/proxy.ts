/**
 * Agents through the proxy that HTTPS_PROXY or HTTP_PROXY names, as @actions/http-client picks
 * them (NO_PROXY exempts a host). transport.ts imports this module only when one of those variables
 * is set, so a run without a proxy never loads http-client, nor the tunnel package behind it.
 */
import type { Agent, ClientRequest, RequestOptions } from 'node:http'
import { HttpClient } from '@actions/http-client/client'
import { checkBypass, getProxyUrl } from '@actions/http-client/lib/proxy'
import { Failure } from '../step/errors.js'

/**
 * For each URL, the agent @actions/http-client picks: a tunnel through the proxy that `variable`
 * names, or a plain one for a host NO_PROXY exempts. A proxy variable that is set but not a URL is
 * an error: the client would silently connect directly.
 */
export function proxyAgents(userAgent: string): (url: URL, variable: string) => Agent {
  // http-client caches the agent of the first URL it is asked about; an https URL handed the
  // agent of an http one fails with 'Protocol "https:" not supported'. So: a client per protocol.
  const clients = new Map<string, HttpClient>()
  return (url, variable) => {
    let client = clients.get(url.protocol)
    if (!client) clients.set(url.protocol, (client = new HttpClient(userAgent, [], { keepAlive: false })))
    let proxy: URL | undefined
    try {
      proxy = getProxyUrl(url)
    } catch {
      proxy = undefined
    }
    if (!proxy && !checkBypass(url)) {
      throw new Failure(
        `The ${variable} variable is not a proxy URL: set it as http://host:port (with credentials: http://user:password@host:port).`
      )
    }
    return withProxyCredentials(client.getAgent(url.href) as Agent & TunnelAgent)
  }
}

/**
 * The tunnel package encodes proxy credentials with the deprecated Buffer(), which prints a
 * warning in the step's log; here they are taken out and sent as the header it would make.
 */
function withProxyCredentials(agent: Agent & TunnelAgent): Agent {
  const credentials = agent.proxyOptions?.proxyAuth
  if (credentials && agent.request) {
    delete agent.proxyOptions!.proxyAuth
    const connect = agent.request
    const authorization = `Basic ${Buffer.from(credentials).toString('base64')}`
    agent.request = (options) =>
      connect({ ...options, headers: { ...options.headers, 'Proxy-Authorization': authorization } })
  }
  return agent
}

/** What a tunnel agent has beyond http.Agent: its proxy settings and the function that sends CONNECT. */
interface TunnelAgent {
  proxyOptions?: { proxyAuth?: string }
  request?: (options: RequestOptions) => ClientRequest
}
