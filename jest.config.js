// ESM jest, after actions/typescript-action: ts-jest with useESM, run under --experimental-vm-modules.
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleFileExtensions: ['ts', 'js', 'mjs'],
  // Sources import './x.js' (NodeNext); map that back to the .ts file for jest.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json' }]
  },
  // End-to-end tests spawn dist/index.js: rebuild it first when src/ is newer.
  globalSetup: './__fixtures__/fresh-dist.mjs',
  testMatch: ['**/__tests__/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  collectCoverage: true,
  collectCoverageFrom: ['src/**/*.ts', '!src/index.ts'],
  coverageReporters: ['text-summary', 'json-summary'],
  coverageThreshold: { global: { lines: 97.5, statements: 97, functions: 97.5, branches: 93 } },
  testTimeout: 30000,
  // Most of the time goes to spawned actions and loopback servers, which wait on I/O: two workers
  // beat jest's default of one (cores - 1) on a two-core runner.
  maxWorkers: 2
}
