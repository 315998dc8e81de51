// A forward proxy on loopback that tunnels CONNECT requests to one fixed local port and records
// what it carried, to show that HTTPS_PROXY is honoured.
import { createServer, type Server } from 'node:http'
import { connect, isIP, type Socket } from 'node:net'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface Proxy {
  url: string
  tunnels: string[]
  /** The Proxy-Authorization header of every CONNECT, '' when none was sent. */
  authorizations: string[]
  close(): Promise<void>
}

/** With `credentials` ('user:password'), a CONNECT without them is answered 407. */
export async function startConnectProxy(targetPort: number, credentials?: string): Promise<Proxy> {
  const tunnels: string[] = []
  const authorizations: string[] = []
  const sockets = new Set<Socket>()
  const server: Server = createServer((_req, res) => {
    res.writeHead(405)
    res.end()
  })
  server.on('connect', (req, client, head) => {
    const authorization = req.headers['proxy-authorization'] ?? ''
    authorizations.push(authorization)
    if (credentials && authorization !== `Basic ${Buffer.from(credentials).toString('base64')}`) {
      client.end('HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic\r\nContent-Length: 0\r\n\r\n')
      return
    }
    tunnels.push(req.url ?? '')
    sockets.add(client as Socket)
    const upstream = connect(targetPort, '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      upstream.write(head)
      upstream.pipe(client)
      client.pipe(upstream)
    })
    sockets.add(upstream)
    upstream.on('error', () => client.destroy())
    client.on('error', () => upstream.destroy())
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const port = (server.address() as { port: number }).port
  return {
    url: `http://127.0.0.1:${port}`,
    tunnels,
    authorizations,
    close: () =>
      new Promise((done) => {
        // Tunnelled sockets are no longer the server's: they must be ended by hand.
        for (const socket of sockets) socket.destroy()
        server.closeAllConnections()
        server.close(() => done())
      })
  }
}

/** A throwaway self-signed certificate for a made-up host name, or for an IP address. */
export function selfSignedCertificate(host: string): { key: string; cert: string; certFile: string } {
  const dir = mkdtempSync(join(tmpdir(), 'appstore-cert-'))
  const keyFile = join(dir, 'key.pem')
  const certFile = join(dir, 'cert.pem')
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-subj',
      `/CN=${host}`,
      '-addext',
      `subjectAltName=${isIP(host) ? 'IP' : 'DNS'}:${host}`
    ],
    { stdio: 'ignore' }
  )
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile }
}
