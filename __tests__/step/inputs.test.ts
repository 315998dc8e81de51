import { describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { inputsOf } from '../support/inputs.js'
import { itOn } from '../support/platforms.js'
import { tempDir } from '../support/temp.js'

describe('integerInput', () => {
  it('falls back on empty input', () => {
    expect(inputsOf({}).integer('n', 7, 0, 9)).toBe(7)
  })
})

describe('readBoolean', () => {
  it.each([
    ['', true],
    ['TRUE', true],
    ['False', false]
  ])('%j', (text, expected) => expect(inputsOf({ b: text }).boolean('b', true)).toBe(expected))
})

describe('choice', () => {
  const modes = ['reuse', 'replace', 'fail'] as const
  it.each([
    ['', 'reuse'],
    ['replace', 'replace'],
    ['FAIL', 'fail']
  ])('%j gives %j', (text, expected) => expect(inputsOf({ m: text }).choice('m', modes, 'reuse')).toBe(expected))

  it('names the input and what is allowed', () => {
    expect(() => inputsOf({ m: 'keep' }).choice('m', modes, 'reuse')).toThrow(
      "Input 'm' must be one of reuse, replace, fail, got 'keep'."
    )
  })
})

describe('text: line ends as LF, whatever the form that gave the input used', () => {
  it('gives CRLF as LF through every accessor, and keeps a lone CR for the input to judge', () => {
    const inputs = inputsOf({ notes: 'Fixes\r\n- a crash\r\n- a hang\n', list: 'a.apk\r\nb.apk', header: 'A: 1\rB: 2' })
    expect(inputs.text('notes')).toBe('Fixes\n- a crash\n- a hang')
    expect(inputs.required('notes', 'give notes')).toBe('Fixes\n- a crash\n- a hang')
    expect(inputs.lines('list')).toEqual(['a.apk', 'b.apk'])
    expect(inputs.lines('header')).toEqual(['A: 1\rB: 2'])
  })
})

describe('lines', () => {
  it('trims each line and drops blank ones', () => {
    expect(inputsOf({ l: ' a.apk \r\n\n  b/*.apk\n' }).lines('l')).toEqual(['a.apk', 'b/*.apk'])
    expect(inputsOf({}).lines('l')).toEqual([])
  })
})

describe('readable: files stay in the workspace', () => {
  const base = tempDir('readable-')
  const ws = join(base, 'ws')
  const temp = join(base, 'temp')
  const outside = join(base, 'outside')
  for (const dir of [ws, temp, outside, join(ws, 'in')]) mkdirSync(dir, { recursive: true })
  writeFileSync(join(ws, 'in/app.apk'), 'apk')
  writeFileSync(join(temp, 'artifact.apk'), 'apk')
  writeFileSync(join(outside, 'secret.txt'), 'secret')
  symlinkSync(join(ws, 'in/app.apk'), join(ws, 'inside-link.apk'))
  symlinkSync(join(outside, 'secret.txt'), join(ws, 'out-link.txt'))
  symlinkSync(outside, join(ws, 'out-dir'))
  symlinkSync(join(temp, 'artifact.apk'), join(ws, 'temp-link.apk'))
  if (process.platform === 'linux') symlinkSync('/proc/self/environ', join(ws, 'environ.txt'))
  symlinkSync(join(ws, 'missing'), join(ws, 'dangling.txt'))
  if (process.platform !== 'win32') execFileSync('mkfifo', [join(ws, 'pipe.txt')])
  const inputs = inputsOf({}, ws, { temp })
  const readable = (path: string) => inputs.readable('f', path, path)

  it.each([
    ['in/app.apk', join(ws, 'in/app.apk')],
    ['inside-link.apk', join(ws, 'in/app.apk')],
    ['temp-link.apk', join(temp, 'artifact.apk')],
    [join(temp, 'artifact.apk'), join(temp, 'artifact.apk')],
    [join(outside, 'secret.txt'), join(outside, 'secret.txt')],
    ['in', join(ws, 'in')]
  ])('takes %s, where it really is', (path, real) => expect(readable(path)).toBe(real))

  it.each(['out-link.txt', 'out-dir/secret.txt', 'out-dir'])(
    'refuses %s, a symbolic link in the workspace that leads out of it',
    (path) => {
      expect(() => readable(path)).toThrow(
        `Input 'f' names '${path}', a symbolic link that leads out of the workspace (to ${outside}`
      )
    }
  )

  itOn(['linux'], '/proc is Linux only')('refuses /proc files, whoever names them', () => {
    expect(() => readable('environ.txt')).toThrow(
      /^Input 'f' names 'environ.txt', which is a special file \(\/proc\/\d+\/environ\): only regular files are read\.$/
    )
    expect(() => readable('/proc/self/environ')).toThrow('which is a special file')
  })

  itOn(['linux', 'darwin'], 'Windows has neither FIFOs nor /dev/null')('refuses a FIFO and a device', () => {
    expect(() => readable('/dev/null')).toThrow("Input 'f' names '/dev/null', which is a special file (/dev/null)")
    expect(() => readable('pipe.txt')).toThrow(`names 'pipe.txt', which is a special file (${join(ws, 'pipe.txt')})`)
  })

  itOn(['linux'], "/dev/shm is Linux's")('takes a file on /dev/shm, a RAM disk a workspace may be on', () => {
    const shm = realpathSync(mkdtempSync('/dev/shm/readable-'))
    try {
      writeFileSync(join(shm, 'app.apk'), 'apk')
      expect(inputsOf({}, shm).readable('f', 'app.apk', 'app.apk')).toBe(join(shm, 'app.apk'))
      expect(() => inputsOf({}, shm).readable('f', '/dev/zero', '/dev/zero')).toThrow('which is a special file')
    } finally {
      rmSync(shm, { recursive: true, force: true })
    }
  })

  it('says why a file cannot be read', () => {
    expect(() => readable('dangling.txt')).toThrow("Input 'f' names 'dangling.txt', which cannot be read: ENOENT")
  })

  it('takes the runner temp folder only when the runner names one', () => {
    expect(() => inputsOf({}, ws).readable('f', 'temp-link.apk', 'temp-link.apk')).toThrow('leads out of the workspace')
  })
})

describe('outputPath: never a runner file', () => {
  const ws = tempDir('output-path-')
  const files = Object.fromEntries(
    ['GITHUB_ENV', 'GITHUB_OUTPUT', 'GITHUB_PATH', 'GITHUB_STATE', 'GITHUB_STEP_SUMMARY'].map((name) => {
      writeFileSync(join(ws, name.toLowerCase()), '')
      return [name, join(ws, name.toLowerCase())]
    })
  )
  symlinkSync(files.GITHUB_ENV, join(ws, 'env-link'))
  const inputs = (value: string) => inputsOf({ out: value }, ws, { files })

  it.each([
    ['github_env', 'GITHUB_ENV', "sets the next steps' environment"],
    [files.GITHUB_OUTPUT, 'GITHUB_OUTPUT', "sets the step's outputs"],
    ['./github_path', 'GITHUB_PATH', "sets the next steps' PATH"],
    ['sub/../github_state', 'GITHUB_STATE', "sets the post step's state"],
    ['github_step_summary', 'GITHUB_STEP_SUMMARY', 'is the job summary'],
    ['env-link', 'GITHUB_ENV', "sets the next steps' environment"]
  ])('refuses %s (%s)', (value, variable, what) => {
    expect(() => inputs(value).outputPath('out', 'file')).toThrow(
      `Input 'out' names the runner's ${variable} file ('${value}'), which ${what}: the action never writes it.`
    )
  })

  it('takes any other file', () => {
    expect(inputs('report.json').outputPath('out', 'file')).toBe(join(ws, 'report.json'))
  })

  it('names a file in the way as a person reads it: relative to the workspace, with /', () => {
    mkdirSync(join(ws, 'reports'))
    writeFileSync(join(ws, 'reports', 'may'), '')
    expect(() => inputs('reports/may/2026/sales.csv').outputPath('out', 'file')).toThrow(
      "Input 'out' cannot be written: 'reports/may' is a file, not a folder."
    )
  })
})
