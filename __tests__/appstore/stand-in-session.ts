// A session with the run's real transport against the stand-in token service, for the clients'
// tests: each client's requests cross real HTTP to the stand-in API, on a clock that never waits.
import { Session } from '../../src/appstore/session.js'
import { DEFAULT_POLICY } from '../../src/net/retry.js'
import { createSend } from '../../src/net/transport.js'
import { fakeClock } from '../support/fake-core.js'

export async function standInSession(
  tokens: { url: string; clientId: string; clientSecret: string },
  scope: string
): Promise<{ session: Session; clock: ReturnType<typeof fakeClock>; masked: string[] }> {
  const clock = fakeClock()
  const masked: string[] = []
  const session = await Session.open(
    {
      tokenUrl: new URL(`${tokens.url}/auth/o2/token`),
      clientId: tokens.clientId,
      clientSecret: tokens.clientSecret,
      scope
    },
    {
      send: createSend('test'),
      clock,
      policy: { ...DEFAULT_POLICY, retries: 1 },
      timeoutMs: 5000,
      log: { info: () => {}, debug: () => {} },
      mask: (secret) => void masked.push(secret)
    }
  )
  return { session, clock, masked }
}
