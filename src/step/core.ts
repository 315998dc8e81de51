/**
 * The part of the Actions toolkit the action uses: what main() receives, and what tests fake.
 *
 * `runnerCore` speaks to the runner as @actions/core does, byte for byte (a test holds it to that),
 * and is what dist/index.js runs with. @actions/core itself, at start-up, loads @actions/http-client
 * (for OIDC tokens) and node:fs/promises, and writes the job summary through fs.promises (an
 * access() check, then appendFile, each a trip through libuv's thread pool): about a tenth of what
 * a token run costs beyond node's own https request. `npx @github/local-action`, which emulates
 * @actions/core, still gets the real one (see run() in main.ts).
 */
import { randomUUID } from 'node:crypto'
import { appendFileSync, existsSync } from 'node:fs'
import { EOL } from 'node:os'

export interface Core {
  /** The input's value, trimmed; '' when not given. */
  getInput(name: string): string
  setSecret(secret: string): void
  setOutput(name: string, value: string): void
  setFailed(message: string): void
  info(message: string): void
  warning(message: string): void
  debug(message: string): void
  summary: { addRaw(text: string, addEOL?: boolean): { write(): Promise<unknown> } }
}

const escapeData = (text: string): string => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
const escapeProperty = (text: string): string => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C')

function command(name: string, message: string, properties = ''): void {
  process.stdout.write(`::${name}${properties}::${escapeData(message)}${EOL}`)
}

/** A file command (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY): appended to the file the runner made for it. */
function appendTo(variable: string, text: string): void {
  const file = process.env[variable]
  if (!file) throw new Error(`Unable to find environment variable for file command ${variable}`)
  if (!existsSync(file)) throw new Error(`Missing file at path: ${file}`)
  appendFileSync(file, text, { encoding: 'utf8' })
}

function setOutput(name: string, value: string): void {
  if (!process.env.GITHUB_OUTPUT) {
    process.stdout.write(EOL)
    return command('set-output', value, ` name=${escapeProperty(name)}`)
  }
  const delimiter = `ghadelimiter_${randomUUID()}`
  if (name.includes(delimiter) || value.includes(delimiter)) {
    throw new Error(`Unexpected input: the output ${name} holds the delimiter "${delimiter}"`)
  }
  appendTo('GITHUB_OUTPUT', `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`)
}

export const runnerCore: Core = {
  getInput: (name) => (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim(),
  setSecret: (secret) => command('add-mask', secret),
  setOutput,
  setFailed: (message) => {
    process.exitCode = 1
    command('error', message)
  },
  info: (message) => void process.stdout.write(message + EOL),
  warning: (message) => command('warning', message),
  debug: (message) => command('debug', message),
  summary: {
    addRaw: (text, addEOL = false) => ({
      write: async () => appendTo('GITHUB_STEP_SUMMARY', addEOL ? text + EOL : text)
    })
  }
}
