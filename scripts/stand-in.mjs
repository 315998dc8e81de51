#!/usr/bin/env node
// Runs the stand-in token service of the tests (__fixtures__/token-service.mjs) on loopback until
// it is stopped, for trying the action by hand and for the e2e workflow.
//
//   node scripts/stand-in.mjs
//
// It accepts the client ID 'amzn1.application-oa2-client.demo' with the secret 'demo-secret' and
// hands out 'Atc|' bearer tokens valid for 3600 s. Once it listens it writes
//   url=http://127.0.0.1:PORT
//   client-id=amzn1.application-oa2-client.demo
//   client-secret=demo-secret
// to the file named by $GITHUB_OUTPUT when that is set (as step outputs), or else to stdout,
// then runs until SIGINT or SIGTERM.
import { appendFileSync } from 'node:fs'
import { startTokenService } from '../__fixtures__/token-service.mjs'

const service = await startTokenService()
const lines = [`url=${service.url}`, `client-id=${service.clientId}`, `client-secret=${service.clientSecret}`]

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
    void service.close().then(() => process.exit(0))
  })
}
