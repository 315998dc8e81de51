// The storage host of the Reporting API's pre-signed links, on loopback.
import { createServer } from 'node:http'
import { keptAMinute } from '../keep-alive.mjs'

/**
 * A storage host on loopback for pre-signed links: it answers GET /<name>?<signature> with the
 * zip of that name, and refuses a request that carries Authorization, as the real one does.
 * @param {Record<string, Buffer>} files
 */
export async function startStorage(files) {
  const server = keptAMinute(
    createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://storage')
      if (req.headers.authorization) {
        res.writeHead(400, { 'Content-Type': 'text/plain' })
        return void res.end('Only one auth mechanism allowed')
      }
      const file = files[url.pathname.slice(1)]
      if (!file || !url.searchParams.has('X-Amz-Signature')) {
        res.writeHead(403, { 'Content-Type': 'application/xml' })
        return void res.end('<Error><Code>AccessDenied</Code></Error>')
      }
      res.writeHead(200, { 'Content-Type': 'application/zip', 'Content-Length': String(file.length) })
      res.end(file)
    })
  )
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
  const address = /** @type {import('node:net').AddressInfo} */ (server.address())
  return {
    url: `http://127.0.0.1:${address.port}`,
    /** @returns {Promise<void>} */
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
