// The floor of `npm run bench`'s transfers: an API call made the plain way, on node's own http
// module and nothing else. It reads the same INPUT_* variables as dist/index.js (started the same
// way, by runAction), POSTs the same client-credentials form to the same token service (the
// action cannot skip its token either), writes the token to GITHUB_OUTPUT, then makes the call:
//   api-output-file: stream.pipeline(response, fs.createWriteStream(file))
//   api-body-file:   stream.pipeline(fs.createReadStream(file), http.request(...)), then the answer
//
// Every builtin comes through createRequire: on node 24 an ESM `import 'node:http'` builds the
// module's namespace, which loads node's internal undici, that a require() never touches: the
// floor loads no more than it uses. No retries, timeouts, checks or job summary: this is the floor.
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const fs = require('node:fs')
const { pipeline } = require('node:stream/promises')

const input = (name) => process.env[`INPUT_${name.toUpperCase()}`] ?? ''
const trimSlash = (url) => url.replace(/\/+$/, '')
const client = (url) => require(url.protocol === 'https:' ? 'node:https' : 'node:http')

/** @returns {Promise<import('node:http').IncomingMessage>} */
function send(url, options, body) {
  return new Promise((resolve, reject) => {
    const request = client(url).request(url, options, resolve).on('error', reject)
    if (typeof body === 'string') request.end(body)
    else if (body) pipeline(body, request).catch(reject)
    else request.end()
  })
}

async function text(response) {
  let all = ''
  response.setEncoding('utf8')
  for await (const chunk of response) all += chunk
  return all
}

const tokenUrl = new URL(`${trimSlash(input('auth-url'))}/auth/o2/token`)
const form = new URLSearchParams({
  grant_type: 'client_credentials',
  client_id: input('client-id'),
  client_secret: input('client-secret'),
  scope: input('scope')
}).toString()
const answer = await send(
  tokenUrl,
  {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(form) }
  },
  form
)
const token = JSON.parse(await text(answer))
if (answer.statusCode !== 200 || !token.access_token) throw new Error(`token: HTTP ${answer.statusCode}`)
process.stdout.write(`::add-mask::${token.access_token}\n`)
fs.appendFileSync(process.env.GITHUB_OUTPUT, `access-token=${token.access_token}\nexpires-in=${token.expires_in}\n`)

const path = input('api-url')
const url = new URL(path.startsWith('/') ? `${trimSlash(input('api-base-url'))}${path}` : path)
const headers = { authorization: `Bearer ${token.access_token}` }
const bodyFile = input('api-body-file')
const outputFile = input('api-output-file')
let response
if (bodyFile) {
  headers['content-type'] = 'application/octet-stream'
  headers['content-length'] = fs.statSync(bodyFile).size
  response = await send(url, { method: input('api-method') || 'PUT', headers }, fs.createReadStream(bodyFile))
} else {
  response = await send(url, { method: input('api-method') || 'GET', headers })
}
if (outputFile && response.statusCode >= 200 && response.statusCode < 300) {
  await pipeline(response, fs.createWriteStream(outputFile))
} else {
  await text(response)
}
fs.appendFileSync(process.env.GITHUB_OUTPUT, `api-status=${response.statusCode}\n`)
if (response.statusCode >= 300) process.exitCode = 1
