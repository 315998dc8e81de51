/**
 * Edits: the one open edit of an app (opened, read, deleted, validated, committed) and the live
 * version (`/edits/previous`). Every DELETE and the commit send If-Match with the ETag of a GET of
 * the edit made just before.
 */
import type { Log } from '../../step/log.js'
import { ApiFailure } from '../errors.js'
import { afreshOnce } from './afresh.js'
import { APK_LISTING, type Apk } from './apks.js'
import {
  ANY_JSON,
  done,
  DONE,
  editPath,
  etagOf,
  idOf,
  object,
  STALE,
  text,
  type Caller,
  type Done,
  type AnswerShape
} from './call.js'

/** The status of an edit that changes may go into, and that a release may reuse. */
export const IN_PROGRESS = 'IN_PROGRESS'

export interface OpenEdit {
  id: string
  status: string
}

export const isInProgress = (edit: OpenEdit): boolean => edit.status.toUpperCase() === IN_PROGRESS

/** Another edit was opened first (POST /edits answered 409). */
export type Conflict = { kind: 'conflict' }
/** What a delete found: the edit deleted, or already unknown to the API. */
export type Deleted = { kind: 'deleted' } | { kind: 'gone' }

/** The live version's edit and its APKs, whose version codes are the last ones released. */
export interface LiveVersion {
  edit: OpenEdit
  apks: Apk[]
  /** The APK list came as one object, not a list. */
  asObject: boolean
}

export class Edits {
  constructor(private readonly api: Caller) {}

  /** The open edit, if any: `{}` means none. */
  async open(): Promise<OpenEdit | undefined> {
    return this.api.read(await this.api.call('edits.current', '/edits'), OPEN_EDIT)
  }

  /** A new edit; a Conflict when another was opened first (409). */
  async create(): Promise<Conflict | Done<OpenEdit>> {
    const answer = await this.api.call('edits.open', '/edits', { allow: [409] })
    if (answer.status === 409) return { kind: 'conflict' }
    return done(this.api.read(answer, EDIT))
  }

  /** The edit as it is now: its status says whether it is still open for changes. */
  async get(edit: string): Promise<OpenEdit> {
    return this.api.read(await this.api.call('edits.get', editPath(edit)), EDIT)
  }

  /** The edit's current ETag: it moves with every change inside the edit. */
  async etag(edit: string): Promise<string> {
    const answer = await this.api.call('edits.get', editPath(edit))
    this.api.read(answer, EDIT)
    return etagOf(answer, `the edit ${edit}`)
  }

  /**
   * Deletes the edit with the ETag of a fresh read, read afresh once more when the edit changed in
   * between (412); gone when the API knows it no more.
   */
  async delete(edit: string, log: Pick<Log, 'info'>): Promise<Deleted> {
    try {
      await afreshOnce(
        async () => {
          const etag = await this.etag(edit)
          const answer = await this.api.call('edits.delete', editPath(edit), {
            headers: { 'if-match': etag },
            allow: [412]
          })
          return answer.status === 412 ? STALE : DONE
        },
        {
          stale: `Edit ${edit} changed since its ETag was read (HTTP 412): reading it afresh and deleting it once more`,
          twice: `edit ${edit} changed between reading and deleting it twice (HTTP 412 twice): someone is working on it.`
        },
        log
      )
      return { kind: 'deleted' }
    } catch (error) {
      if (isGone(error)) return { kind: 'gone' }
      throw error
    }
  }

  /** The live version (`GET /edits/previous`) and its APKs; undefined when the app has none (`{}`). */
  async previous(): Promise<LiveVersion | undefined> {
    const edit = this.api.read(await this.api.call('edits.previous', '/edits/previous'), OPEN_EDIT)
    if (!edit) return undefined
    return { edit, ...this.api.read(await this.api.call('apks.list', `${editPath(edit.id)}/apks`), APK_LISTING) }
  }

  async validate(edit: string): Promise<void> {
    this.api.read(await this.api.call('edits.validate', `${editPath(edit)}/validate`), ANY_JSON)
  }

  async commit(edit: string, etag: string): Promise<void> {
    this.api.read(
      await this.api.call('edits.commit', `${editPath(edit)}/commit`, { headers: { 'if-match': etag } }),
      ANY_JSON
    )
  }
}

/** The API knows the edit no more (deleted): 404, or 400 "No edit found". */
export function isGone(error: unknown): boolean {
  return error instanceof ApiFailure && (error.status === 404 || /No edit found/i.test(error.text))
}

function editOf(json: unknown): OpenEdit {
  const edit = object(json, 'an edit')
  return { id: idOf(edit.id, 'an edit'), status: text(edit.status) }
}

const EDIT: AnswerShape<OpenEdit> = { read: editOf }
/** `{}` when no edit is open: an object with other fields but no id is not that. */
const OPEN_EDIT: AnswerShape<OpenEdit | undefined> = {
  read: (json) => (Object.keys(object(json, 'an edit, or {} for none')).length === 0 ? undefined : editOf(json))
}
