/**
 * The step's side of the runner, as @actions/core writes it: workflow commands by its own
 * `issueCommand` (the escaping that keeps outside text from becoming a command, lib/command.js)
 * and the runner's files by its own `issueFileCommand` (lib/file-command.js), outputs and the job
 * summary alike. Only the package's index is left out: it imports the job-summary module, which
 * reads `fs.promises` at load, and on node 24 that loads fs/promises, readline and the REPL history:
 * about 2 ms of a token run whose floor (npm run bench) is 48 ms, for a file a step appends to once. Each function does what the index's
 * function of the same name does; `__tests__/step/runner.test.ts` compares their bytes.
 */
import { EOL } from 'node:os'
import { issueCommand } from '@actions/core/command'
import { issueFileCommand, prepareKeyValueMessage } from '@actions/core/file-command'
import type { Core } from './core.js'

const text = (message: string | Error): string => (message instanceof Error ? message.toString() : message)

export const runner: Core = {
  getInput: (name) => (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '').trim(),
  setSecret: (secret) => issueCommand('add-mask', {}, secret),
  setOutput: (name, value) => {
    if (process.env.GITHUB_OUTPUT) return issueFileCommand('OUTPUT', prepareKeyValueMessage(name, value))
    process.stdout.write(EOL)
    issueCommand('set-output', { name }, value)
  },
  setFailed: (message) => {
    process.exitCode = 1
    issueCommand('error', {}, text(message))
  },
  info: (message) => void process.stdout.write(message + EOL),
  warning: (message) => issueCommand('warning', {}, text(message)),
  debug: (message) => issueCommand('debug', {}, message),
  // GITHUB_STEP_SUMMARY is one of the runner's files: appended to synchronously, like an output.
  summary: {
    addRaw: (markdown) => ({ write: async () => issueFileCommand('STEP_SUMMARY', markdown) })
  }
}
