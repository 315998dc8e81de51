#!/usr/bin/env node
// Keeps the tables of the READMEs in step with the actions' action.yml files, and those of
// docs/REUSABLE-WORKFLOWS.md with the reusable workflows, so that an input has one home.
//
//   node scripts/readme-tables.mjs           rewrite the tables
//   node scripts/readme-tables.mjs --check   change nothing; exit 1 when a table is stale
//
// Each table lives between a pair of markers, which must be there. Every action of
// scripts/doors.mjs has a README.md beside its action.yml (the root's is README.md, a sub-action's
// <folder>/README.md) holding its own tables:
//   <!-- inputs:start --> ... <!-- inputs:end -->     its inputs
//   <!-- outputs:start --> ... <!-- outputs:end -->   its outputs
// so a new action needs its folder in doors.mjs and a README.md with these markers (copy
// status/README.md). A sub-action's inputs that the root action.yml declares alike (the token's
// client-id, client-secret, auth-url...) get one row there, linking to the root README's table. docs/REUSABLE-WORKFLOWS.md holds, for every reusable workflow (a
// .github/workflows file with `on: workflow_call`), e.g. appstore-api.yml:
//   <!-- appstore-api.yml:inputs:start --> ... <!-- appstore-api.yml:inputs:end -->
//   <!-- appstore-api.yml:secrets:start --> ... <!-- appstore-api.yml:secrets:end -->
//   <!-- appstore-api.yml:outputs:start --> ... <!-- appstore-api.yml:outputs:end -->
// Everything between a pair is generated. Prettier is told to leave the tables alone, so that
// `prettier --write` and this script never fight over column padding.
//
// It also writes src/step/action-inputs.ts, every action's input names and defaults as the
// action knows them (src/step/modes.ts checks a step's inputs against its action's): the action.yml
// files stay their one home.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { format, resolveConfig } from 'prettier'
import { parse } from 'yaml'
import { DOORS, actionYmlOf, folderOf } from './doors.mjs'
import { startedAsScript } from './main-module.mjs'

/** @typedef {{ description?: unknown, required?: unknown, default?: unknown }} InputSpec */
/** @typedef {{ description?: unknown }} OutputSpec */
/** @typedef {{ inputs?: Record<string, InputSpec> | null, outputs?: Record<string, OutputSpec> | null }} ActionSpec */
/** @typedef {InputSpec & { type?: unknown }} WorkflowInputSpec */
/**
 * @typedef {{ inputs?: Record<string, WorkflowInputSpec> | null, secrets?: Record<string, InputSpec> | null,
 *   outputs?: Record<string, OutputSpec> | null }} WorkflowCall
 */
/** @typedef {{ file: string, text: string }} WorkflowFile */

export const REGIONS = /** @type {const} */ (['inputs', 'outputs'])

/** One table cell: on one line, with `|` escaped so it cannot end the cell. */
export function cell(value) {
  return String(value ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\|/g, '\\|')
}

/** A value as inline code, with enough backticks around it to hold backticks of its own. */
export function code(value) {
  const text = String(value).replace(/\s+/g, ' ').trim()
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length))
  const fence = '`'.repeat(longest + 1)
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : ''
  return `${fence}${pad}${text}${pad}${fence}`.replace(/\|/g, '\\|')
}

function isRequired(value) {
  return value === true || String(value).trim().toLowerCase() === 'true'
}

/** Whether two inputs are declared alike: the same description, required and default. */
function alike(a, b) {
  const key = (spec) =>
    JSON.stringify([cell(spec?.description), isRequired(spec?.required), String(spec?.default ?? '')])
  return b !== undefined && key(a) === key(b)
}

/**
 * The names of `inputs` that `shared` declares alike: said once where `shared` lives, so a table
 * gives them one row that links there.
 * @param {Record<string, InputSpec> | null | undefined} inputs
 * @param {Record<string, InputSpec>} shared
 */
export function sharedNames(inputs, shared) {
  return Object.entries(inputs ?? {})
    .filter(([name, spec]) => Object.hasOwn(shared, name) && alike(spec, shared[name]))
    .map(([name]) => name)
}

/** One row for the inputs `names` of `specs`: the Required cell names those that are required. */
function sharedRow(names, specs, where) {
  const required = names.filter((name) => isRequired(specs[name]?.required))
  return `| ${names.map(code).join(', ')} | ${required.length > 0 ? required.map(code).join(', ') : 'no'} |  | ${where} |`
}

/**
 * @param {ActionSpec} action
 * @param {{ inputs: Record<string, InputSpec>, where: string }} [shared] inputs of another action,
 *   declared alike, which get one row with `where` as its description
 */
export function inputsTable(action, shared) {
  const inputs = action.inputs ?? {}
  const common = shared ? sharedNames(inputs, shared.inputs) : []
  const rows = Object.entries(inputs)
    .filter(([name]) => !common.includes(name))
    .map(([name, spec]) => {
      const input = spec ?? {}
      const fallback =
        input.default === undefined || input.default === null || input.default === '' ? '' : code(input.default)
      return `| ${code(name)} | ${isRequired(input.required) ? 'yes' : 'no'} | ${fallback} | ${cell(input.description)} |`
    })
  const first = common.length > 0 && shared ? [sharedRow(common, inputs, shared.where)] : []
  return ['| Input | Required | Default | Description |', '| --- | --- | --- | --- |', ...first, ...rows].join('\n')
}

/** @param {ActionSpec} action */
export function outputsTable(action) {
  const rows = Object.entries(action.outputs ?? {}).map(
    ([name, spec]) => `| ${code(name)} | ${cell((spec ?? {}).description)} |`
  )
  return ['| Output | Description |', '| --- | --- |', ...rows].join('\n')
}

/** @param {WorkflowCall} call */
export function workflowInputsTable(call) {
  const rows = Object.entries(call.inputs ?? {}).map(([name, spec]) => {
    const input = spec ?? {}
    const fallback =
      input.default === undefined || input.default === null || input.default === '' ? '' : code(input.default)
    const type = input.type === undefined ? '' : cell(input.type)
    return `| ${code(name)} | ${type} | ${isRequired(input.required) ? 'yes' : 'no'} | ${fallback} | ${cell(input.description)} |`
  })
  return ['| Input | Type | Required | Default | Description |', '| --- | --- | --- | --- | --- |', ...rows].join('\n')
}

/** @param {WorkflowCall} call */
export function workflowSecretsTable(call) {
  const rows = Object.entries(call.secrets ?? {}).map(
    ([name, spec]) =>
      `| ${code(name)} | ${isRequired((spec ?? {}).required) ? 'yes' : 'no'} | ${cell((spec ?? {}).description)} |`
  )
  return ['| Secret | Required | Description |', '| --- | --- | --- |', ...rows].join('\n')
}

/**
 * The `on.workflow_call` of a workflow, or undefined when it is not a reusable workflow.
 * @param {string} text
 * @returns {WorkflowCall | undefined}
 */
export function workflowCall(text) {
  const workflow = parse(text) ?? {}
  const on = workflow.on
  if (on === 'workflow_call' || (Array.isArray(on) && on.includes('workflow_call'))) return {}
  if (on && typeof on === 'object' && 'workflow_call' in on) return on.workflow_call ?? {}
  return undefined
}

/**
 * The actions' action.yml texts by action; a text alone is the root's.
 * @param {string | Record<string, string>} actionYmls
 * @returns {Record<string, string>}
 */
const byDoor = (actionYmls) => (typeof actionYmls === 'string' ? { token: actionYmls } : actionYmls)

/** The README of an action, relative to the repository: beside its action.yml. */
export const readmeOf = (/** @type {string} */ door) => (folderOf(door) ? `${folderOf(door)}/README.md` : 'README.md')

/** Where the reusable workflows' tables live, relative to the repository. */
export const WORKFLOWS_DOC = 'docs/REUSABLE-WORKFLOWS.md'

/**
 * The tables of one action.yml, by region name: `inputs` and `outputs`.
 * @param {string} actionYml
 * @param {{ inputs: Record<string, InputSpec>, where: string }} [shared]
 * @returns {Record<string, string>}
 */
export function actionTables(actionYml, shared) {
  const action = /** @type {ActionSpec} */ (parse(actionYml) ?? {})
  return { inputs: inputsTable(action, shared), outputs: outputsTable(action) }
}

/** The description of the row of a sub-action's inputs that the root action declares alike. */
export const AS_THE_TOKEN_ACTION = 'As the [token action](../README.md#token-and-one-api-call) takes them.'

/**
 * The tables of the reusable workflows among `workflows`, by region name: `<file>:inputs`,
 * `<file>:secrets` and `<file>:outputs`.
 * @param {WorkflowFile[]} workflows
 * @returns {Record<string, string>}
 */
export function workflowTables(workflows) {
  /** @type {Record<string, string>} */
  const tables = {}
  for (const { file, text } of [...workflows].sort((a, b) => a.file.localeCompare(b.file))) {
    const call = workflowCall(text)
    if (call === undefined) continue
    tables[`${file}:inputs`] = workflowInputsTable(call)
    tables[`${file}:secrets`] = workflowSecretsTable(call)
    tables[`${file}:outputs`] = outputsTable(call)
  }
  return tables
}

/**
 * Every document that holds tables, relative to the repository, with its tables by region name:
 * each action's README, and WORKFLOWS_DOC.
 * @param {string | Record<string, string>} actionYmls
 * @param {WorkflowFile[]} workflows
 * @returns {Record<string, Record<string, string>>}
 */
export function allDocuments(actionYmls, workflows = []) {
  /** @type {Record<string, Record<string, string>>} */
  const documents = {}
  const doors = byDoor(actionYmls)
  // A sub-action's token inputs are the root action's: its README gives them one row, linking there.
  const rootInputs = doors.token === undefined ? {} : (parse(doors.token)?.inputs ?? {})
  for (const [door, text] of Object.entries(doors)) {
    const shared = door === 'token' ? undefined : { inputs: rootInputs, where: AS_THE_TOKEN_ACTION }
    documents[readmeOf(door)] = actionTables(text, shared)
  }
  documents[WORKFLOWS_DOC] = workflowTables(workflows)
  return documents
}

function region(table) {
  return `\n<!-- prettier-ignore-start -->\n\n${table}\n\n<!-- prettier-ignore-end -->\n`
}

/**
 * Puts `tables` (by region name, as actionTables or workflowTables give them) into `readmeText`.
 * Returns the new text and the names of the regions whose content changed.
 * Throws when a marker is missing, doubled, or the end comes before the start.
 *
 * @param {Record<string, string>} tables
 * @param {string} readmeText
 * @returns {{ readme: string, stale: string[] }}
 */
export function renderTables(tables, readmeText) {
  const regions = Object.keys(tables)
  const problems = []
  for (const name of regions) {
    for (const marker of [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`]) {
      const count = readmeText.split(marker).length - 1
      if (count !== 1) problems.push(`${count === 0 ? 'missing' : `${count} times`}: ${marker}`)
    }
    const [start, end] = [readmeText.indexOf(`<!-- ${name}:start -->`), readmeText.indexOf(`<!-- ${name}:end -->`)]
    if (start !== -1 && end !== -1 && end < start) {
      problems.push(`<!-- ${name}:end --> comes before <!-- ${name}:start -->`)
    }
  }
  if (problems.length > 0) {
    throw new Error(
      'the markers are not in order (each must appear once, start before end; an action needs an inputs ' +
        'and an outputs pair, every reusable workflow its own inputs, secrets and outputs pairs):\n  ' +
        problems.join('\n  ')
    )
  }

  let readme = readmeText
  const stale = []
  for (const name of regions) {
    const start = `<!-- ${name}:start -->`
    const from = readme.indexOf(start) + start.length
    const to = readme.indexOf(`<!-- ${name}:end -->`)
    const fresh = region(tables[name])
    if (readme.slice(from, to) !== fresh) stale.push(name)
    readme = readme.slice(0, from) + fresh + readme.slice(to)
  }
  return { readme, stale }
}

export const ACTION_INPUTS_MODULE = 'src/step/action-inputs.ts'

/** `owner/name` of the repository in package.json, as a `uses:` line names it. */
export function repositoryOf(packageJsonText) {
  const url = String(JSON.parse(packageJsonText).repository?.url ?? '')
  const match = /github\.com[/:]([^/]+\/[^/]+?)(\.git)?$/.exec(url)
  if (!match) throw new Error(`package.json's repository.url names no GitHub repository: '${url}'.`)
  return match[1]
}

/**
 * The source of ACTION_INPUTS_MODULE: every action's inputs and defaults, formatted as the
 * repository formats it.
 * @param {string | Record<string, string>} actionYmls
 * @param {string} root
 * @param {string} repository
 */
export async function actionInputsSource(actionYmls, root, repository) {
  const doors = Object.entries(byDoor(actionYmls)).map(([door, text]) => {
    /** @type {ActionSpec} */
    const action = parse(text) ?? {}
    const entries = Object.entries(action.inputs ?? {}).map(
      ([name, spec]) => `${JSON.stringify(name)}: ${JSON.stringify(String(spec?.default ?? ''))}`
    )
    return `${JSON.stringify(door)}: {${entries.join(', ')}}`
  })
  const names = Object.keys(byDoor(actionYmls))
  const text =
    "// Generated from the actions' action.yml files by `npm run docs` (scripts/readme-tables.mjs);\n" +
    '// `npm run docs:check` fails when stale.\n\n' +
    '/** The repository, as a `uses:` line names it. */\n' +
    `export const ACTION_REPOSITORY = ${JSON.stringify(repository)}\n\n` +
    '/** The actions: the root action.yml (`token`) and a sub-action folder each. */\n' +
    `export type DoorName = ${names.map((name) => JSON.stringify(name)).join(' | ')}\n\n` +
    "/** Each action's inputs and their defaults, as the runner sets them. */\n" +
    `export const ACTION_INPUTS: Readonly<Record<DoorName, Readonly<Record<string, string>>>> = {${doors.join(', ')}}\n`
  const file = join(root, ACTION_INPUTS_MODULE)
  return format(text, { ...(await resolveConfig(file)), filepath: file })
}

/** Every action's action.yml text, by action. */
export async function readActionYmls(root) {
  const texts = await Promise.all(DOORS.map((door) => readFile(join(root, actionYmlOf(door)), 'utf8')))
  return Object.fromEntries(DOORS.map((door, i) => [door, texts[i]]))
}

async function cli(args) {
  const unknown = args.filter((arg) => arg !== '--check')
  if (unknown.length > 0) {
    console.error(`Unknown argument: ${unknown.join(' ')}\nUsage: node scripts/readme-tables.mjs [--check]`)
    return 2
  }
  const check = args.includes('--check')
  const root = join(dirname(fileURLToPath(import.meta.url)), '..')
  const [actionYmls, packageJson] = await Promise.all([
    readActionYmls(root),
    readFile(join(root, 'package.json'), 'utf8')
  ])
  const dir = join(root, '.github', 'workflows')
  const names = (await readdir(dir).catch(() => [])).filter((name) => /\.ya?ml$/.test(name))
  const workflows = await Promise.all(
    names.map(async (file) => ({ file, text: await readFile(join(dir, file), 'utf8') }))
  )

  const inputsPath = join(root, ACTION_INPUTS_MODULE)
  const inputsSource = await actionInputsSource(actionYmls, root, repositoryOf(packageJson))
  const inputsStale = (await readFile(inputsPath, 'utf8').catch(() => '')) !== inputsSource
  if (inputsStale && check) {
    console.error(`${ACTION_INPUTS_MODULE} is stale: run 'npm run docs'.`)
    return 1
  }
  if (inputsStale) {
    await writeFile(inputsPath, inputsSource)
    console.log(`${ACTION_INPUTS_MODULE}: rewrote it from the action.yml files.`)
  }

  let failed = false
  for (const [document, tables] of Object.entries(allDocuments(actionYmls, workflows))) {
    const path = join(root, document)
    const text = await readFile(path, 'utf8').catch(() => undefined)
    if (text === undefined) {
      console.error(`${document} is missing: it holds the tables of its action (copy status/README.md).`)
      failed = true
      continue
    }
    let result
    try {
      result = renderTables(tables, text)
    } catch (error) {
      console.error(`${document}: ${error instanceof Error ? error.message : String(error)}`)
      failed = true
      continue
    }
    if (result.stale.length === 0) continue
    const stale = result.stale.map((name) => `the ${name} table`)
    const which = stale.length > 1 ? `${stale.slice(0, -1).join(', ')} and ${stale.at(-1)}` : stale[0]
    if (check) {
      console.error(`${document}: ${which} ${stale.length > 1 ? 'are' : 'is'} stale; run 'npm run docs'.`)
      failed = true
      continue
    }
    await writeFile(path, result.readme)
    console.log(`${document}: rewrote ${which}.`)
  }
  if (failed) return 1
  console.log('The tables match the action.yml files and the reusable workflows.')
  return 0
}

if (startedAsScript(import.meta.url)) {
  process.exitCode = await cli(process.argv.slice(2))
}
