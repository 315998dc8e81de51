/** The edit's availability (the publishing date): read with its ETag and PUT back whole. */
import { Failure } from '../../step/errors.js'
import { jsonObject } from '../json.js'
import { ANY_JSON, editPath, etagOf, type Caller, type Done, type Stale } from './call.js'

export interface Availability {
  fields: Record<string, unknown>
  etag: string
}

const availabilityPath = (edit: string): string => `${editPath(edit)}/availability`

export class Availabilities {
  constructor(private readonly api: Caller) {}

  /** Every field kept; an answer that is no object, or whose publishingDate is none, is a Failure. */
  async get(edit: string): Promise<Availability> {
    const path = availabilityPath(edit)
    const answer = await this.api.call('availability.get', path)
    const fields = jsonObject(this.api.read(answer, ANY_JSON))
    const date = fields?.publishingDate
    if (!fields || (date !== undefined && date !== null && !jsonObject(date))) {
      throw new Failure(`GET ${path} answered no availability object: it cannot be read.`)
    }
    return { fields, etag: etagOf(answer, "the edit's availability") }
  }

  /** The whole availability PUT back; Stale on 412. */
  put(edit: string, fields: Record<string, unknown>, etag: string): Promise<Stale | Done> {
    return this.api.putWhole('availability.put', availabilityPath(edit), fields, etag)
  }
}
