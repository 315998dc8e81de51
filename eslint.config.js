// ESLint flat config: the recommended rules of ESLint and of typescript-eslint (not type-aware).
import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default defineConfig(
  globalIgnores(['dist/', 'coverage/', 'node_modules/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // Everything here runs on Node: the action, its tests, the fixtures, the scripts and configs.
    languageOptions: { globals: globals.node }
  }
)
