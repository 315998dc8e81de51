// Preloaded with `node --require` by a test: writes what the process evaluated to the file named by
// LOADED_MODULES when it exits, as JSON, so a test can tell what a run loaded:
//   modules:       the built-in modules it loaded (process.moduleLoadList);
//   promisesReads: where code outside node read `fs.promises` or required node:fs/promises, a frame
//                  each. On node 24 the first read loads fs/promises, readline and the REPL history;
//                  node 20's own ES module loader loads those anyway, so the reads are what tells on either.
const fs = process.getBuiltinModule('node:fs')

const promisesReads = []
const { get } = Object.getOwnPropertyDescriptor(fs, 'promises')
Object.defineProperty(fs, 'promises', {
  configurable: true,
  enumerable: true,
  get() {
    promisesReads.push(new Error().stack.split('\n')[2].trim())
    return get.call(this)
  }
})

// A bundle requires node's modules through createRequire: every such require goes through Module._load.
const Module = process.getBuiltinModule('node:module')
const load = Module._load
Module._load = function (request, ...rest) {
  if (request === 'fs/promises' || request === 'node:fs/promises') {
    promisesReads.push(new Error().stack.split('\n')[2].trim())
  }
  return load.call(this, request, ...rest)
}

process.on('exit', () => {
  fs.writeFileSync(process.env.LOADED_MODULES, JSON.stringify({ modules: process.moduleLoadList, promisesReads }))
})
