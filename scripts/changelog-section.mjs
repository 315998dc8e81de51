#!/usr/bin/env node
// The notes of one version from CHANGELOG.md, so that its GitHub release says what the changelog says
// (.github/workflows/release.yml).
//
//   node scripts/changelog-section.mjs 1.2.3 [CHANGELOG.md]   print the notes of 1.2.3
//
// The section is the one under the heading `## [1.2.3] - YYYY-MM-DD`, up to the next `## ` heading
// (or the link definitions at the end of the file): its `###` headings, lists and links as they
// are, and the definitions of the reference links it uses, from wherever the file has them. It
// fails, printing nothing, when the version has no section, when its heading has no release date
// (`not yet released`), or when the section is empty.
import { readFile } from 'node:fs/promises'
import { startedAsScript } from './main-module.mjs'

const DEFINITION = /^ {0,3}\[([^\]]+)\]:\s*\S/

/**
 * The notes of `version` in a Keep a Changelog text.
 * @param {string} changelog
 * @param {string} version
 * @returns {string} the section's text, ending in one new line
 */
export function changelogSection(changelog, version) {
  const lines = changelog.replace(/\r\n?/g, '\n').split('\n')
  const heading = new RegExp(`^## \\[${version.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\](?: - (.*))?\\s*$`)
  const start = lines.findIndex((line) => heading.test(line))
  if (start === -1) throw new Error(`CHANGELOG.md has no section '## [${version}] - YYYY-MM-DD'.`)
  const date = heading.exec(lines[start])?.[1]?.trim() ?? ''
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    throw new Error(
      `CHANGELOG.md's heading of ${version} gives no release date ('${date || 'none'}'): it must be '## [${version}] - YYYY-MM-DD'.`
    )
  }
  let end = lines.findIndex((line, index) => index > start && /^## /.test(line))
  if (end === -1) end = lines.length
  // The last section stops where the file's closing block of link definitions starts.
  while (end > start + 1 && (lines[end - 1].trim() === '' || DEFINITION.test(lines[end - 1]))) end--
  const body = lines.slice(start + 1, end)
  while (body.length > 0 && body[0].trim() === '') body.shift()
  if (body.length === 0) throw new Error(`CHANGELOG.md's section of ${version} is empty.`)

  const text = body.join('\n')
  const defined = new Set(body.flatMap((line) => DEFINITION.exec(line)?.[1].toLowerCase() ?? []))
  const used = (label) => text.toLowerCase().includes(`[${label}]`)
  const definitions = lines.filter((line, index) => {
    if (index > start && index < end) return false
    const label = DEFINITION.exec(line)?.[1].toLowerCase()
    if (label === undefined || defined.has(label) || !used(label)) return false
    defined.add(label)
    return true
  })
  return `${[text, ...(definitions.length > 0 ? ['', ...definitions] : [])].join('\n')}\n`
}

async function cli(args) {
  const [version, file = 'CHANGELOG.md', ...rest] = args
  if (!version || rest.length > 0) {
    console.error('Usage: node scripts/changelog-section.mjs <version> [CHANGELOG.md]')
    return 2
  }
  try {
    process.stdout.write(changelogSection(await readFile(file, 'utf8'), version))
    return 0
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    return 1
  }
}

if (startedAsScript(import.meta.url)) {
  process.exitCode = await cli(process.argv.slice(2))
}
