// ESLint flat config: the recommended rules of ESLint and of typescript-eslint (not type-aware),
// and the layers of src/, so that imports point one way.
import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Lowest first: a folder imports from its own layer and the ones below, never from above.
// Capabilities (the last layer) never import from one another; main.ts wires them all.
const LAYERS = [['action'], ['inputs'], ['http'], ['api'], ['capability.ts'], ['token', 'call', 'report', 'release']]
const CAPABILITIES = LAYERS[LAYERS.length - 1]

const forbidden = (name) => (name.endsWith('.ts') ? [`../${name.replace(/\.ts$/, '.js')}`] : [`../${name}/*`])

const layerRules = LAYERS.flatMap((layer, index) => {
  const above = LAYERS.slice(index + 1).flat()
  return layer
    .filter((name) => !name.endsWith('.ts'))
    .map((name) => {
      const siblings = CAPABILITIES.includes(name) ? CAPABILITIES.filter((other) => other !== name) : []
      return {
        files: [`src/${name}/**/*.ts`],
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: [
                {
                  group: [...above, ...siblings].flatMap(forbidden).concat('../main.js'),
                  message: `src/${name} must not import from a layer above it or from another capability (see eslint.config.js).`
                }
              ]
            }
          ]
        }
      }
    })
})

export default defineConfig(
  globalIgnores(['dist/', 'coverage/', 'node_modules/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // Everything here runs on Node: the action, its tests, the fixtures, the scripts and configs.
    languageOptions: { globals: globals.node }
  },
  ...layerRules,
  {
    files: ['src/capability.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: CAPABILITIES.flatMap(forbidden).concat('./main.js'),
              message: 'capability.ts sits below the capabilities.'
            }
          ]
        }
      ]
    }
  }
)
