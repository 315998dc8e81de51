/**
 * The App Submission API client, one module per resource, over the mechanics they share (call.ts).
 * It answers typed results (Stale, Done, Conflict, WantsMultipart, NotReady, Deleted) rather than
 * strings, and builds every path under the app's resource (endpoints.ts builds the app's own).
 */
import type { Session } from '../session.js'
import { Apks } from './apks.js'
import { Availabilities } from './availability.js'
import { Caller } from './call.js'
import { Edits } from './edits.js'
import { Images } from './images.js'
import { LargeApks } from './large.js'
import { Listings } from './listings.js'
import { Targetings } from './targeting.js'

export { afreshOnce } from './afresh.js'
export { APK_CONTENT_TYPE, highestVersionCode, type Apk } from './apks.js'
export type { Availability } from './availability.js'
export { done, DONE, STALE, type Done, type Stale } from './call.js'
export {
  IN_PROGRESS,
  isGone,
  isInProgress,
  type Conflict,
  type Deleted,
  type LiveVersion,
  type OpenEdit
} from './edits.js'
export { imagesFromApi, type CurrentImage, type ImageList, type ImageUpload, type WriteTag } from './images.js'
export type { NotReady, WantsMultipart } from './large.js'
export type { Listing } from './listings.js'
export { AMAZON_DEVICES_ONLY, targetsNonAmazon, type Targeting } from './targeting.js'

/** The calls under `<api-base-url>/v1/applications/<app-id>`, by resource. */
export class SubmissionApi {
  readonly edits: Edits
  readonly apks: Apks
  readonly large: LargeApks
  readonly listings: Listings
  readonly images: Images
  readonly targeting: Targetings
  readonly availability: Availabilities

  constructor(session: Session, appUrl: URL) {
    const caller = new Caller(session, appUrl)
    this.edits = new Edits(caller)
    this.apks = new Apks(caller)
    this.large = new LargeApks(caller)
    this.listings = new Listings(caller)
    this.images = new Images(caller, this.listings)
    this.targeting = new Targetings(caller)
    this.availability = new Availabilities(caller)
  }
}
