#!/usr/bin/env node
// Runs the stand-ins of the tests (__fixtures__/token-service.mjs and appstore-api.mjs) on loopback
// until they are stopped, for trying the action by hand and for the e2e workflow.
//
//   node scripts/stand-in.mjs
//
// It accepts the client ID 'amzn1.application-oa2-client.demo' with the secret 'demo-secret' and
// hands out 'Atc|' bearer tokens valid for 3600 s. Once it listens it writes
//   url=http://127.0.0.1:PORT
//   client-id=amzn1.application-oa2-client.demo
//   client-secret=demo-secret
//   api-url=http://127.0.0.1:PORT2   (the stand-in Appstore APIs, for api-base-url)
// to the file named by $GITHUB_OUTPUT when that is set (as step outputs), or else to stdout,
// then runs until SIGINT or SIGTERM.
import { appendFileSync } from 'node:fs'
import { startAppstoreApi } from '../__fixtures__/appstore-api.mjs'
import { startTokenService } from '../__fixtures__/token-service.mjs'

const service = await startTokenService()
const api = await startAppstoreApi(service)
const lines = [
  `url=${service.url}`,
  `client-id=${service.clientId}`,
  `client-secret=${service.clientSecret}`,
  `api-url=${api.url}`
]

const outputFile = process.env.GITHUB_OUTPUT
if (outputFile) {
  // Written before the line below is printed, so whoever waits for that line finds the outputs.
  appendFileSync(outputFile, `${lines.join('\n')}\n`)
  console.log(
    `Stand-in token service listening on ${service.url}; url, client-id and client-secret written to ${outputFile}`
  )
} else {
  process.stdout.write(`${lines.join('\n')}\n`)
}

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    void Promise.all([api.close(), service.close()]).then(() => process.exit(0))
  })
}
