// ESLint flat config: the recommended rules of ESLint and of typescript-eslint (not type-aware),
// and the layers of src/, so that imports (static, re-exports and dynamic import()) point one way.
import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import globals from 'globals'
import path from 'node:path'
import tseslint from 'typescript-eslint'

/**
 * What each part of src/ may import besides itself, lowest layer first. step/errors and step/log
 * are the vocabulary every layer speaks (a Failure, the Log it writes to); the rest of step/ (core,
 * inputs, secrets, the step report) is for capabilities and main only. Capabilities never import
 * one another: main.ts wires them. Nothing imports main.ts.
 */
const SPEAKS = ['step/errors.ts', 'step/log.ts']
const LAYERS = {
  step: ['net/url.ts'],
  net: SPEAKS,
  // What an APK says of itself (its manifest) and the checks made on it before any request.
  android: SPEAKS,
  appstore: [...SPEAKS, 'net/', 'android/'],
  'capabilities/capability.ts': ['step/', 'net/', 'appstore/'],
  capabilities: ['step/', 'net/', 'appstore/', 'android/', 'capabilities/capability.ts'],
  unbundled: []
}

/** The part of src/ a path (relative to src/) belongs to: a capability's folder is a part of its own. */
function partOf(file) {
  if (file === 'capabilities/capability.ts') return file
  const [top, second] = file.split('/')
  return top === 'capabilities' && second ? `capabilities/${second}` : top
}

const layers = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const src = path.resolve(context.cwd, 'src')
    const from = path.relative(src, context.filename).split(path.sep).join('/')
    const own = partOf(from)
    const allowed =
      LAYERS[own.startsWith('capabilities/') && own !== 'capabilities/capability.ts' ? 'capabilities' : own]
    if (from.startsWith('..') || !allowed) return {}
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return
      const target = path
        .relative(src, path.resolve(path.dirname(context.filename), source))
        .split(path.sep)
        .join('/')
        .replace(/\.js$/, '.ts')
      if (target.startsWith('..') || partOf(target) === own) return
      if (allowed.some((prefix) => target === prefix || (prefix.endsWith('/') && target.startsWith(prefix)))) return
      context.report({
        node,
        message: `src/${from} must not import src/${target}: see the layers in eslint.config.js and docs/CONTRIBUTING.md.`
      })
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => check(node, node.source?.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.value)
    }
  }
}

export default defineConfig(
  globalIgnores(['dist/', 'coverage/', 'node_modules/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // Everything here runs on Node: the action, its tests, the fixtures, the scripts and configs.
    languageOptions: { globals: globals.node }
  },
  {
    files: ['src/**/*.ts'],
    ignores: ['src/main.ts', 'src/index.ts'],
    plugins: { local: { rules: { layers } } },
    rules: { 'local/layers': 'error' }
  }
)
