// main() in this process, answering as runAction() (__fixtures__/runner.mjs) does for a spawned front
// door's entry (dist/index.js, dist/<door>/index.js): the workflow commands @actions/core would write
// to stdout, the outputs, the job summary. So one list of end-to-end scenarios runs through the bundle
// (what users run) and through src/ (where coverage is counted), with the same assertions.
import { createSend } from '../../src/net/transport.js'
import { main } from '../../src/main.js'
import type { Signals } from '../../src/capabilities/capability.js'
import type { DoorName } from '../../src/step/action-inputs.js'
import type { ActionRun } from '../../__fixtures__/runner.mjs'
import { fakeClock, fakeCore } from './fake-core.js'

export async function runInProcess(
  door: DoorName,
  inputs: Record<string, string>,
  workspace: string,
  env: Record<string, string> = {},
  signals: Signals = { on: () => {}, removeListener: () => {}, exit: () => {} }
): Promise<ActionRun> {
  const core = fakeCore(inputs)
  // As a runner passes a step's `with:`: an INPUT_ variable each, which main() checks against the action's inputs.
  const given = Object.entries(inputs).map(([name, value]) => [`INPUT_${name.replace(/ /g, '_').toUpperCase()}`, value])
  // What a library writes through @actions/core itself (@actions/glob's debug lines) is stdout too.
  const write = process.stdout.write
  process.stdout.write = ((chunk: string | Uint8Array) =>
    core.lines.push(String(chunk).replace(/\r?\n$/, '')) > 0) as typeof write
  try {
    await main({
      door,
      core,
      send: createSend('test'),
      clock: fakeClock(),
      cwd: workspace,
      env: { ...Object.fromEntries(given), ...env },
      signals
    })
  } finally {
    process.stdout.write = write
  }
  const stdout = core.lines.map((line) => `${line}\n`).join('')
  return {
    code: core.failures.length > 0 ? 1 : 0,
    stdout,
    stderr: '',
    lines: stdout.split('\n').filter((line) => line !== ''),
    outputs: core.outputs,
    summary: core.summaries.join(''),
    workspace,
    pid: undefined
  }
}
