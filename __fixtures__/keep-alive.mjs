// How long the stand-ins keep an idle connection open: a minute, as load balancers commonly do (an
// AWS Application Load Balancer's default idle timeout is 60 s), not node's 5 s. A run that left an
// answer unread would keep its connection busy, and so its process alive, until the server lets go:
// a spawned run doing so outlasts its test's 30 s and fails it, instead of ending 5 s late.
export const KEEP_ALIVE_MS = 60_000

/**
 * @template {import('node:http').Server} S
 * @param {S} server
 * @returns {S}
 */
export function keptAMinute(server) {
  server.keepAliveTimeout = KEEP_ALIVE_MS
  return server
}
