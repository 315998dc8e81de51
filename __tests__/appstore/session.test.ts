// The token's state table in the session: renewed before an exchange when close
// to its end, and once after a 403 "Request is not authorized."; every token goes to onToken.
import { describe, expect, it } from '@jest/globals'
import type { Token } from '../../src/appstore/auth.js'
import { Session } from '../../src/appstore/session.js'
import { DEFAULT_POLICY } from '../../src/net/retry.js'
import { fakeClock } from '../support/fake-core.js'
import type { Send } from '../../src/net/transport.js'
import { scriptedSend, type Scripted } from '../support/fake-send.js'

const tokenAnswer = (name: string, expiresIn = 3600): Scripted => ({
  status: 200,
  body: JSON.stringify({ access_token: `Atc|${name}`, token_type: 'bearer', expires_in: expiresIn })
})
const api = new URL('https://api.example/v1/x')
const request = {
  tokenUrl: new URL('https://id.example/auth/o2/token'),
  clientId: 'id',
  clientSecret: 'secret',
  scope: 'appstore::apps:readwrite'
}

// The margin is pinned here as a number, not imported: a test that reads the constant follows it
// wherever it is changed to.
const FIVE_MINUTES = 5 * 60_000
const HOUR = 3600_000

async function open(answers: Scripted[], held: (request: number) => Promise<void> = async () => {}) {
  const clock = fakeClock()
  const scripted = scriptedSend(answers)
  // Each request takes its answer in the order sent; `held` may keep one from arriving for a while.
  const send = Object.assign(
    async (request: Parameters<Send>[0]) => {
      const answer = scripted(request)
      await held(scripted.requests.length)
      return answer
    },
    { requests: scripted.requests }
  )
  const tokens: Token[] = []
  const session = await Session.open(request, {
    send,
    clock,
    policy: { ...DEFAULT_POLICY, retries: 0 },
    timeoutMs: 1000,
    log: { info: () => {}, debug: () => {} },
    mask: () => {},
    onToken: (token) => tokens.push(token)
  })
  const bearers = () =>
    send.requests.filter((sent) => sent.url.href === api.href).map((sent) => sent.headers?.authorization)
  return { session, clock, send, tokens, bearers }
}
const get = { method: 'GET' as const, url: api, headers: {}, callClass: 'read' as const }

describe('Session', () => {
  it('uses the token while more than five minutes remain', async () => {
    const { session, clock, tokens, bearers } = await open([tokenAnswer('first'), { status: 200 }])
    await clock.sleep(HOUR - FIVE_MINUTES - 1000)
    await session.exchange(get)
    expect(tokens.map((token) => token.accessToken)).toEqual(['Atc|first'])
    expect(bearers()).toEqual(['Bearer Atc|first'])
  })

  it('renews the token before an exchange when less than five minutes remain, and hands it on', async () => {
    const { session, clock, tokens, bearers } = await open([
      tokenAnswer('first'),
      tokenAnswer('second'),
      { status: 200 }
    ])
    await clock.sleep(HOUR - FIVE_MINUTES + 1000)
    await session.exchange(get)
    expect(tokens.map((token) => token.accessToken)).toEqual(['Atc|first', 'Atc|second'])
    expect(bearers()).toEqual(['Bearer Atc|second'])
    expect(session.token.accessToken).toBe('Atc|second')
  })

  it('renews a short-lived token when less than half its life remains', async () => {
    const { session, clock, bearers } = await open([
      tokenAnswer('first', 60),
      tokenAnswer('second', 60),
      { status: 200 }
    ])
    await clock.sleep(31_000)
    await session.exchange(get)
    expect(bearers()).toEqual(['Bearer Atc|second'])
  })

  it('uses a short-lived token while more than half its life remains', async () => {
    const { session, clock, tokens, bearers } = await open([tokenAnswer('first', 60), { status: 200 }, { status: 200 }])
    await session.exchange(get)
    await clock.sleep(29_000)
    await session.exchange(get)
    expect(tokens.map((token) => token.accessToken)).toEqual(['Atc|first'])
    expect(bearers()).toEqual(['Bearer Atc|first', 'Bearer Atc|first'])
  })

  it('renews once after a 403 Request is not authorized, and says when the fresh token is refused too', async () => {
    const refused: Scripted = { status: 403, body: '{"message":"Request is not authorized."}' }
    const { session, tokens } = await open([tokenAnswer('first'), refused, tokenAnswer('second'), refused])
    const result = await session.exchange(get)
    expect(tokens).toHaveLength(2)
    expect(result).toMatchObject({ status: 403, refusedAfterRenewal: true })
  })

  it('renews once for exchanges made at the same time, however many find the token about to expire', async () => {
    const { session, clock, send, tokens, bearers } = await open([
      tokenAnswer('first'),
      tokenAnswer('second'),
      { status: 200 },
      { status: 200 },
      { status: 200 }
    ])
    await clock.sleep(HOUR - FIVE_MINUTES + 1000)
    await Promise.all([session.exchange(get), session.exchange(get), session.exchange(get)])
    expect(tokens.map((token) => token.accessToken)).toEqual(['Atc|first', 'Atc|second'])
    expect(send.requests.filter((sent) => sent.url.href === request.tokenUrl.href)).toHaveLength(2)
    expect(bearers()).toEqual(['Bearer Atc|second', 'Bearer Atc|second', 'Bearer Atc|second'])
  })

  it('renews once when exchanges made at the same time are all refused with 403', async () => {
    const refused: Scripted = { status: 403, body: '{"message":"Request is not authorized."}' }
    const { session, tokens, bearers } = await open([
      tokenAnswer('first'),
      refused,
      refused,
      tokenAnswer('second'),
      { status: 200 },
      { status: 200 }
    ])
    const results = await Promise.all([session.exchange(get), session.exchange(get)])
    expect(results.map((result) => result.status)).toEqual([200, 200])
    expect(tokens.map((token) => token.accessToken)).toEqual(['Atc|first', 'Atc|second'])
    expect(bearers()).toEqual(['Bearer Atc|first', 'Bearer Atc|first', 'Bearer Atc|second', 'Bearer Atc|second'])
  })

  it('takes the token another exchange renewed meanwhile when its own 403 comes late', async () => {
    const refused: Scripted = { status: 403, body: '{"message":"Request is not authorized."}' }
    let arrive = () => {}
    const late = new Promise<void>((resolve) => (arrive = resolve))
    // Request 2 is the first exchange's: its 403 arrives only after the second exchange is done.
    const { session, tokens, bearers, send } = await open(
      [tokenAnswer('first'), refused, refused, tokenAnswer('second'), { status: 200 }, { status: 200 }],
      (request) => (request === 2 ? late : Promise.resolve())
    )
    const first = session.exchange(get)
    const second = await session.exchange(get)
    expect(second).toMatchObject({ status: 200, refusedAfterRenewal: false })
    arrive()
    expect(await first).toMatchObject({ status: 200, refusedAfterRenewal: false })
    expect(tokens.map((token) => token.accessToken)).toEqual(['Atc|first', 'Atc|second'])
    expect(send.requests.filter((sent) => sent.url.href === request.tokenUrl.href)).toHaveLength(2)
    expect(bearers()).toEqual(['Bearer Atc|first', 'Bearer Atc|first', 'Bearer Atc|second', 'Bearer Atc|second'])
  })
})
