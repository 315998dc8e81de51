// A plain server on another loopback origin, standing for a host that must never see the token
// (a CDN or a storage host behind a redirect or a pre-signed link).
import { createServer } from 'node:http'
import type { IncomingHttpHeaders } from 'node:http'

export interface OtherOrigin {
  url: string
  seen: { path: string; headers: IncomingHttpHeaders }[]
  close(): Promise<void>
}

export async function startOtherOrigin(
  answer: (path: string) => { status: number; body: Buffer | string; type?: string } = () => ({
    status: 200,
    body: 'elsewhere'
  })
): Promise<OtherOrigin> {
  const seen: OtherOrigin['seen'] = []
  const server = createServer((req, res) => {
    seen.push({ path: req.url ?? '', headers: req.headers })
    if (req.headers.authorization) {
      // As the storage host does: a second authentication is refused.
      res.writeHead(400, { 'Content-Type': 'text/plain' })
      return void res.end('Only one auth mechanism allowed')
    }
    const { status, body, type } = answer(req.url ?? '')
    res.writeHead(status, { 'Content-Type': type ?? 'text/plain' })
    res.end(body)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    seen,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections()
        server.close(() => done())
      })
  }
}
