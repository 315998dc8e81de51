// A forward proxy on loopback that tunnels CONNECT requests to one fixed local port and records
// what it carried, to show that HTTPS_PROXY is honoured.
import { createServer, type Server } from 'node:http'
import { connect, type Socket } from 'node:net'
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

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

const HOSTS = ['token.service.test', '127.0.0.1']
// Kept beside the other caches in node_modules/.cache, not in the temp folder, which the suite
// leaves as it found it (.ci/run checks).
const CACHE = resolve('node_modules/.cache/appstore-action-test-tls-v1')
const FRESH_MS = 7 * 24 * 3600_000
let cached: Certificate | undefined

export interface Certificate {
  key: string
  cert: string
  certFile: string
}

/**
 * A test-only self-signed certificate for token.service.test and 127.0.0.1 (the hosts the tests
 * serve TLS as). RSA keys are slow to make, so one is made per checkout and week, and shared by
 * every test file and run.
 */
export function selfSignedCertificate(host: string): Certificate {
  if (!HOSTS.includes(host)) throw new Error(`the test certificate names ${HOSTS.join(', ')}, not ${host}`)
  cached ??= readCertificate() ?? makeCertificate()
  return cached
}

function readCertificate(): Certificate | undefined {
  const certFile = join(CACHE, 'cert.pem')
  try {
    if (Date.now() - statSync(certFile).mtimeMs > FRESH_MS) return undefined
    return { key: readFileSync(join(CACHE, 'key.pem'), 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile }
  } catch {
    return undefined
  }
}

function makeCertificate(): Certificate {
  mkdirSync(dirname(CACHE), { recursive: true })
  const dir = mkdtempSync(`${CACHE}-new-`)
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '30',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
      '-subj',
      `/CN=${HOSTS[0]}`,
      '-addext',
      `subjectAltName=DNS:${HOSTS[0]},IP:${HOSTS[1]}`
    ],
    { stdio: 'ignore' }
  )
  // Another worker may have made one meanwhile: whichever rename lands first is the one all use.
  if (!readCertificate()) rmSync(CACHE, { recursive: true, force: true })
  try {
    renameSync(dir, CACHE)
  } catch {
    rmSync(dir, { recursive: true, force: true })
  }
  const made = readCertificate()
  if (!made) throw new Error(`no test certificate in ${CACHE}`)
  return made
}
