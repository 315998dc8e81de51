// main() in this process, answering as runAction() (__fixtures__/runner.mjs) does for a spawned
// dist/index.js: the workflow commands @actions/core would write to stdout, the outputs, the job summary. So
// one list of end-to-end scenarios runs through the bundle (what users run) and through src/ (where
// coverage is counted), with the same assertions.
import type { Core } from '../../src/step/core.js'
import { createSend } from '../../src/net/transport.js'
import { main } from '../../src/main.js'
import type { ActionRun } from '../../__fixtures__/runner.mjs'
import { fakeClock } from './fake-core.js'

/** As @actions/core escapes a workflow command's value. */
const escape = (text: string): string => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')

export async function runInProcess(inputs: Record<string, string>, workspace: string): Promise<ActionRun> {
  const out: string[] = []
  const outputs: Record<string, string> = {}
  let summary = ''
  let code = 0
  const core: Core = {
    getInput: (name: string) => (inputs[name] ?? '').trim(),
    setSecret: (value: string) => void out.push(`::add-mask::${escape(value)}`),
    setOutput: (name: string, value: unknown) => void (outputs[name] = String(value)),
    setFailed: (message: string | Error) => {
      code = 1
      out.push(`::error::${escape(String(message))}`)
    },
    info: (message: string) => void out.push(message),
    warning: (message: string | Error) => void out.push(`::warning::${escape(String(message))}`),
    debug: (message: string) => void out.push(`::debug::${escape(message)}`),
    summary: { addRaw: (text: string) => ({ write: async () => void (summary += text) }) }
  }
  // What a library writes through @actions/core itself (@actions/glob's debug lines) is stdout too.
  const write = process.stdout.write
  process.stdout.write = ((chunk: string | Uint8Array) =>
    out.push(String(chunk).replace(/\r?\n$/, '')) > 0) as typeof write
  try {
    await main({ core, send: createSend('test'), clock: fakeClock(), cwd: workspace })
  } finally {
    process.stdout.write = write
  }
  const stdout = out.map((line) => `${line}\n`).join('')
  return {
    code,
    stdout,
    stderr: '',
    lines: stdout.split('\n').filter((line) => line !== ''),
    outputs,
    summary,
    workspace,
    pid: undefined
  }
}
