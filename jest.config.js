// ESM jest, after actions/typescript-action: ts-jest with useESM, run under --experimental-vm-modules.
import { suiteTemp } from './__fixtures__/suite-temp.mjs'

// The tests reach only loopback servers; those with a certificate trust it by NODE_EXTRA_CA_CERTS given
// to that one run. A bundle a machine sets there (as for a proxy of its own) would be read by every
// node process the suite starts with its environment (the workers, the scripts, the demo and the
// stand-in, some 16; an action's run gets a runner's environment): about 45 ms each on node 20 for
// 140 certificates. Dropped here, in jest's own process, before it starts its workers.
delete process.env.NODE_EXTRA_CA_CERTS

// The tests' temp folders: in /dev/shm when it has room and no TMPDIR is given (__fixtures__/suite-temp.mjs).
// Set here, before jest starts its workers; jest's own cache stays where it was (its default is taken
// before this file runs).
const temp = suiteTemp(process.env)
if (temp) process.env.TMPDIR = temp

export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleFileExtensions: ['ts', 'js', 'mjs'],
  // Sources import './x.js' (NodeNext); map that back to the .ts file for jest.
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1'
  },
  // Transpile only: tsconfig.json has isolatedModules, so ts-jest compiles each file alone and
  // checks no types (npm run typecheck does, once, in .ci/run). Through __fixtures__/ts-transform.mjs,
  // which loads ts-jest only when jest's transform cache misses.
  transform: {
    '^.+\\.ts$': ['<rootDir>/__fixtures__/ts-transform.mjs', { useESM: true, tsconfig: 'tsconfig.json' }]
  },
  // End-to-end tests spawn the entries in dist/: they refuse to start, saying to run npm run bundle,
  // when src/ or package-lock.json is newer than the bundle.
  globalSetup: './__fixtures__/fresh-dist.mjs',
  testMatch: ['**/__tests__/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // Babel's instrumentation, not coverageProvider 'v8': it is cached with the transform, while v8
  // coverage is converted anew for every test file (measured warm on 2 cores: 17-19 s against 45 s).
  collectCoverage: true,
  collectCoverageFrom: ['src/**/*.ts', '!src/index.ts', '!src/local-action.ts'],
  coverageReporters: ['text-summary', 'json-summary'],
  coverageThreshold: { global: { lines: 99, statements: 98.9, functions: 99.3, branches: 95 } },
  testTimeout: 30000,
  // No test leaves a handle open (checked after every file's teardown). But after a cold run
  // (no transform cache) a worker's exit can wait about 0.5-0.7 s on 2 busy cores: its main thread
  // has nothing left, and blocks at exit until V8's background threads finish their tasks (strace:
  // futex wait; a V8 platform thread busy until jest's SIGTERM at 500 ms). A real leak still shows
  // after 2 s.
  workerGracefulExitTimeout: 2000,
  // Most of the time goes to spawned actions and loopback servers, which wait on I/O: two workers
  // beat jest's default of one (cores - 1) on a two-core runner.
  maxWorkers: 2
}
