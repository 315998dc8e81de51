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
 * inputs, secrets, the step report) is for capabilities and main only. The App Submission API client
 * (appstore/submission/) is a part of its own above the rest of appstore/ (the session, errors, JSON)
 * and below every capability: it imports no capability, and builds every path of that API.
 *
 * Capabilities never import one another: main.ts wires them. What two of them share lives in a
 * shared folder (SHARED) that names the capabilities that may import it, and that imports none of
 * them: the direction is checked folder by folder inside capabilities/. Nothing imports main.ts.
 */
const SPEAKS = ['step/errors.ts', 'step/log.ts']
const CAPABILITY = ['step/', 'net/', 'appstore/', 'android/', 'capabilities/capability.ts']
const LAYERS = {
  step: ['net/url.ts'],
  net: SPEAKS,
  // What an APK says of itself (its manifest) and the checks made on it before any request.
  android: SPEAKS,
  appstore: [...SPEAKS, 'net/', 'android/'],
  'appstore/submission': [...SPEAKS, 'net/', 'android/', 'appstore/'],
  'capabilities/capability.ts': ['step/', 'net/', 'appstore/'],
  // Working in an edit (the journal, the temporary edit, the console): for release, bootstrap, status.
  'capabilities/edit': CAPABILITY,
  // The listing folder (its layout, reading, notes, images) and the listing stage: the release's
  // own, shared with bootstrap, which writes that layout.
  'capabilities/release/listing': [...CAPABILITY, 'capabilities/edit/'],
  capabilities: CAPABILITY
}

/** The shared folders inside capabilities/, each with the capabilities that may import it. */
const SHARED = {
  'capabilities/edit': ['capabilities/release', 'capabilities/bootstrap', 'capabilities/status'],
  'capabilities/release/listing': ['capabilities/release', 'capabilities/bootstrap']
}

/** The part of src/ a path (relative to src/) belongs to: a capability's folder, or a shared folder. */
function partOf(file) {
  if (file === 'capabilities/capability.ts') return file
  const shared = Object.keys(SHARED).find((folder) => file.startsWith(`${folder}/`))
  if (shared) return shared
  const [top, second] = file.split('/')
  if (top === 'appstore' && second === 'submission') return 'appstore/submission'
  return top === 'capabilities' && second ? `capabilities/${second}` : top
}

/** What a part may import: its layer's list, and the shared folders that name it. */
function allowedFor(own) {
  const layer = LAYERS[own] ?? (own.startsWith('capabilities/') ? LAYERS.capabilities : undefined)
  if (!layer) return undefined
  const shared = Object.entries(SHARED)
    .filter(([, users]) => users.includes(own))
    .map(([folder]) => `${folder}/`)
  return [...layer, ...shared]
}

const layers = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const src = path.resolve(context.cwd, 'src')
    const from = path.relative(src, context.filename).split(path.sep).join('/')
    const own = partOf(from)
    const allowed = allowedFor(own)
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
    ignores: ['src/main.ts', 'src/index.ts', 'src/local-action.ts'],
    plugins: { local: { rules: { layers } } },
    rules: {
      'local/layers': 'error',
      // Small enough to read whole: CONTRIBUTING.md's limits.
      'max-lines': ['error', { max: 350 }],
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }]
    }
  }
)
