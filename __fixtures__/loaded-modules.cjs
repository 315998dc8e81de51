// Preloaded with `node --require` by a test: writes the built-in modules the process loaded to
// the file named by LOADED_MODULES when it exits, so a test can tell what a run evaluated.
process.on('exit', () => {
  process.getBuiltinModule('node:fs').writeFileSync(process.env.LOADED_MODULES, process.moduleLoadList.join('\n'))
})
