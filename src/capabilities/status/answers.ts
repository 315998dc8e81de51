/**
 * The job summary's table of what this app's API answered for each uncertain fact the release
 * relies on, beside what public sources show of it. Every text the API gave (ids, statuses,
 * languages, package names, the bodies quoted in a failure) goes in as a Quote: redacted whole by
 * the step report, then made plain, so that it can break neither the table nor become markup.
 */
import { ApiFailure } from '../../appstore/errors.js'
import { AMAZON_DEVICES_ONLY, targetsNonAmazon, type Targeting } from '../../appstore/submission/index.js'
import { Failure, Quote, type Part } from '../../step/errors.js'
import { plain } from '../../step/report.js'
import type { Found, Probed, Tried } from './probe.js'

export const ANSWERS_TITLE = "What this app's API answers"

const q = (text: string): Quote => new Quote(text, plain)

/** A failure's text, each of its parts made plain: the quotes shaped (cut) after they were redacted. */
export function failed(failure: Failure): Part[] {
  return failure.parts.map((part) =>
    typeof part === 'string' ? q(part) : new Quote(part.text, (redacted) => plain(part.shape(redacted)))
  )
}

/** 'not read: <why>': the HTTP status first when the API gave one. */
function notRead(failure: Failure, what = 'not read'): Part[] {
  return [failure instanceof ApiFailure ? `${what} (HTTP ${failure.status}): ` : `${what}: `, ...failed(failure)]
}

const STOPPED = 'not read: the status step stopped before (see the failure)'

function previousCell(found: Found): Part[] {
  const previous = found.previous
  if (!previous) return [STOPPED]
  if (!previous.ok) {
    const absent = previous.failure instanceof ApiFailure && previous.failure.status === 404
    return notRead(previous.failure, absent ? 'not available' : 'not read')
  }
  if (!previous.value) return ['available: {} (the app has no live version)']
  const { edit } = previous.value
  return ['available: the live version, edit ', q(edit.id), ' (', q(edit.status || 'no status given'), ')']
}

function listShapeCell(found: Found): Part[] {
  if (found.lists.length === 0) return [`not read: ${noList(found)}`]
  return found.lists.flatMap(({ whose, edit, apks, asObject }, index) => [
    index === 0 ? '' : '; ',
    `${whose} `,
    q(edit),
    `: ${asObject ? 'one object, not a list' : 'a list'} (${apks.length} APK${apks.length === 1 ? '' : 's'})`
  ])
}

function packageCell(found: Found): Part[] {
  const apks = found.lists.flatMap((list) => list.apks)
  if (apks.length === 0) return [`not read: ${found.lists.length === 0 ? noList(found) : 'the lists held no APK'}`]
  const given = apks.filter((apk) => apk.package !== undefined)
  if (given.length === 0) return [`not given (none of the ${apks.length} APKs read has a packageName)`]
  const names = [...new Set(given.map((apk) => apk.package!))]
  return [`given for ${given.length} of ${apks.length} APKs: `, ...names.flatMap((name, i) => [i ? ', ' : '', q(name)])]
}

function targetingCell(probed: Probed | undefined, found: Found): Part[] {
  if (!probed) return [STOPPED]
  if (probed.targeting.length === 0) return [`not read: ${found.lists.length === 0 ? noList(found) : 'no APK'}`]
  const counts = new Map<string, number>()
  let read = 0
  for (const { answer } of probed.targeting) {
    if (!answer.ok) continue
    read += 1
    for (const status of statusesOf(answer.value)) counts.set(status, (counts.get(status) ?? 0) + 1)
  }
  const seen = [...counts].sort(([a], [b]) => (a < b ? -1 : 1))
  const cell: Part[] = seen.flatMap(([status, count], i) => [i ? ', ' : '', q(status), ` (${count})`])
  if (read > 0) cell.push(`${seen.length === 0 ? 'no device' : ''} in ${read} APK${read === 1 ? '' : 's'}`)
  const nonAmazon = probed.targeting.flatMap(({ apk, answer }) =>
    answer.ok && targetsNonAmazon(answer.value) ? [apk] : []
  )
  if (nonAmazon.length > 0) {
    cell.push(`; **non-Amazon devices on** in ${nonAmazon.length} APK${nonAmazon.length === 1 ? '' : 's'} (`)
    cell.push(...nonAmazon.flatMap((apk, i) => [i ? ', ' : '', q(apk.id)]), `): ${AMAZON_DEVICES_ONLY}`)
  }
  const unread = probed.targeting.flatMap(({ apk, answer }) => (answer.ok ? [] : [{ apk, ...answer }]))
  if (unread.length > 0) {
    const [{ apk, failure }] = unread
    const http = failure instanceof ApiFailure ? ` HTTP ${failure.status}:` : ''
    cell.push(read > 0 ? '; ' : '', `${unread.length} not read, the first (APK `, q(apk.id), `):${http} `)
    cell.push(...failed(failure))
  }
  return cell
}

/** The status of each device of a targeting answer, Amazon's and the others. */
function statusesOf(targeting: Targeting): string[] {
  return [...targeting.amazonDevices, ...targeting.nonAmazonDevices].map((device) =>
    typeof device.status === 'string' ? device.status : 'no status'
  )
}

function listingsCell(probed: Probed | undefined): Part[] {
  if (!probed) return [STOPPED]
  if (!probed.listings) return ['not read: no open edit and no live version to read them from']
  const { whose, languages } = probed.listings
  if (!languages.ok) return notRead(languages.failure)
  const names = languages.value.length > 0 ? languages.value.flatMap((name, i) => [i ? ', ' : '', q(name)]) : ['none']
  return [...names, ` (${whose})`]
}

function openCell(open: Tried<{ id: string; status: string } | undefined> | undefined): Part[] {
  if (!open) return [STOPPED]
  if (!open.ok) return notRead(open.failure)
  if (!open.value) return ['no edit is open: {} (a release opens one; a commit under review shows here)']
  return [q(open.value.status || 'no status given'), ', edit ', q(open.value.id)]
}

/** Why no APK list was read. */
function noList(found: Found): string {
  const live = found.previous?.ok === false ? 'the live version was not read' : 'the app has no live version'
  return `${live}, and no edit is open`
}

/** The table: one row per fact, what sources show, and what this app's API answered. */
export function answersSection(found: Found, probed: Probed | undefined): Part[] {
  const rows: [string, string, Part[]][] = [
    [
      '`GET /edits/previous` (the live version)',
      'one public client and one Amazon page: optional',
      previousCell(found)
    ],
    ['APK list (`GET …/apks`)', 'a list; sometimes one object', listShapeCell(found)],
    ['Package of an APK (`packageName`)', 'not given, as far as sources show', packageCell(found)],
    ['Targeting status values', 'TARGETING, NOT_TARGETING; DISABLED in one source', targetingCell(probed, found)],
    ['Listing languages (`GET …/listings`)', "Amazon's listing languages", listingsCell(probed)],
    ["The open edit's status (`GET /edits`)", 'IN_PROGRESS; REVIEW once committed (one source)', openCell(found.open)]
  ]
  return [
    `#### ${ANSWERS_TITLE}\n\n`,
    'What the release assumes of the API, as this app answered it (GET requests only). ',
    'A row that differs from what sources show is the first thing to look at when a release surprises you.\n\n',
    '| Fact | What sources show | What this app answered |\n|---|---|---|\n',
    ...rows.flatMap(([fact, sources, cell]) => [`| ${fact} | ${sources} | `, ...cell, ' |\n'])
  ]
}
