// ESM jest as ts-jest documents it (and actions/typescript-action sets it up): ts-jest with useESM,
// run under --experimental-vm-modules (package.json's test script).
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleFileExtensions: ['ts', 'js', 'mjs'],
  // Sources import './x.js' (NodeNext); map that back to the .ts file for jest.
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1'
  },
  // tsconfig.json has isolatedModules: ts-jest compiles each file alone and checks no types
  // (npm run typecheck does).
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true }]
  },
  // End-to-end tests spawn the entries in dist/: they refuse to start, saying to run npm run bundle,
  // when src/ or package-lock.json is newer than the bundle.
  globalSetup: './__fixtures__/fresh-dist.mjs',
  testMatch: ['**/__tests__/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  collectCoverage: true,
  collectCoverageFrom: ['src/**/*.ts', '!src/index.ts', '!src/local-action.ts'],
  coverageReporters: ['text-summary', 'json-summary'],
  coverageThreshold: { global: { lines: 99, statements: 98.9, functions: 99.3, branches: 95 } },
  testTimeout: 30000,
  // Most of the time goes to spawned actions and loopback servers, which wait on I/O: two workers
  // beat jest's default of one (cores - 1) on a two-core runner.
  maxWorkers: 2
}
