// The suite's TypeScript transform: ts-jest, loaded only when jest's cache misses. ts-jest's own cache
// key builds its whole configuration first (it loads TypeScript, about 9 MB of JavaScript, and reads
// tsconfig.json through it): some 0.3 s of a core in jest's process and in each worker on every run,
// warm or not. With isolatedModules a file's output depends on nothing but what this key holds:
// the file, its path, jest's configuration, instrumentation and ESM support, tsconfig.json, the
// transform's options, and the versions of ts-jest and TypeScript.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

// Sync, as jest may call process() as well as processAsync().
const require = createRequire(import.meta.url)
const here = fileURLToPath(import.meta.url)

const versionOf = (name) => JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version

export default {
  createTransformer(options = {}) {
    /** @type {import('@jest/transform').AsyncTransformer | undefined} */
    let tsJest
    const real = () => (tsJest ??= require('ts-jest').default.createTransformer(options))
    // What every key holds; read once, as jest keeps one transformer for its whole run.
    let fixed
    const fixedFor = (rootDir) =>
      (fixed ??= [
        readFileSync(here, 'utf8'),
        versionOf('ts-jest'),
        versionOf('typescript'),
        JSON.stringify(options),
        readFileSync(join(rootDir, String(options.tsconfig ?? 'tsconfig.json')), 'utf8')
      ].join('\0'))
    const cacheKey = (source, path, { config, configString, instrument, supportsStaticESM }) =>
      createHash('sha1')
        .update(fixedFor(config.rootDir))
        .update(`\0${configString}\0${instrument ? 'on' : 'off'}\0${supportsStaticESM ? 'on' : 'off'}\0${path}\0`)
        .update(source)
        .digest('hex')
    return {
      canInstrument: false,
      getCacheKey: cacheKey,
      getCacheKeyAsync: async (source, path, transformOptions) => cacheKey(source, path, transformOptions),
      process: (source, path, transformOptions) => real().process(source, path, transformOptions),
      processAsync: (source, path, transformOptions) => real().processAsync(source, path, transformOptions)
    }
  }
}
