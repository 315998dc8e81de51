// The images of a listing, by type: list, upload (appended or replacing), delete one or all.
import { Refusal, badRequest, ifMatch, newEtag, notFound, ok, refusal } from './answers.mjs'
import { listingOf } from './listings.mjs'
import { IMAGE_TYPES } from './seeds.mjs'
/** @typedef {import('./state.mjs').State} State */
/** @typedef {import('./state.mjs').Call} Call */
/** @typedef {import('./state.mjs').Edit} Edit */
/** @typedef {import('./state.mjs').Image} Image */
/** @typedef {import('./state.mjs').ImageList} ImageList */

/** @param {Image} image what GET answers of an image: its id only, as far as any source shows */
const imageJson = ({ id }) => ({ id })

/** The types that hold a list; an upload to any other type replaces its one image. */
const IMAGE_LISTS = ['screenshots', 'firetv-screenshots']
const MAX_IMAGES = 10

/** @param {Buffer} head @returns {'png' | 'jpeg' | undefined} */
function imageFormatOf(head) {
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png'
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg'
  return undefined
}

/**
 * The images of the URL's listing and type; videos are not modelled (501), another type is the scope error.
 * @param {Edit} edit @param {Call} call @returns {ImageList}
 */
function imagesOf(edit, call) {
  const { params, record, pathname } = call
  if (params.type === 'videos') {
    throw new Refusal({ status: 501, body: { message: `The stand-in does not model videos (${record.route})` } })
  }
  if (!IMAGE_TYPES.includes(params.type)) {
    throw new Refusal({ status: 400, body: { Message: `Unable to fetch the request scope for uri = ${pathname}` } })
  }
  listingOf(edit, call)
  return edit.images[params.lang][params.type]
}

/**
 * An app seeded with `emptyImageList` answers GET of a type that holds no image with that status, as
 * a public client shows (xingu 06f5347); the words are invented. Such a list gives no ETag, so the
 * first upload to it takes the listing's (that client's way).
 * @param {Call} call @param {ImageList} images
 */
function refuseEmptyList({ app }, images) {
  if (images.list.length > 0 || app.emptyImageList === undefined) return
  const [status, message] = app.emptyImageList === 404 ? [404, 'Not Found'] : [400, 'Bad Request']
  throw refusal(status, message, ['invalid_input', 'No images found with the entered Inputs'])
}

/** @param {Edit} edit @param {Call} call @param {ImageList} images the ETag a change of the list needs */
function etagToChange(edit, call, images) {
  return images.list.length === 0 && call.app.emptyImageList !== undefined ? listingOf(edit, call).etag : images.etag
}

/** @param {Call} call @param {() => string} nextImageId @returns {Image} */
function imageFrom({ req, record, head, app }, nextImageId) {
  if (app.refuseImagePng && record.contentType.split(';')[0].trim().toLowerCase() === 'image/png') {
    throw badRequest('invalid_input', 'Unsupported content type image/png: send application/octet-stream')
  }
  if (record.bytes === 0) throw badRequest('invalid_input', 'The image file is empty')
  if (!imageFormatOf(head)) throw badRequest('invalid_input', 'The image is neither a PNG nor a JPEG file')
  return {
    id: nextImageId(),
    sha256: record.sha256,
    bytes: record.bytes,
    contentType: record.contentType,
    fileName: String(req.headers.filename ?? '')
  }
}

/** @param {State} state @returns {[string, (call: Call) => import('./answers.mjs').Answer][]} */
export function imageRoutes({ nextImageId, touch, editOf, openEditOf }) {
  return [
    [
      'GET /edits/:edit/listings/:lang/:type',
      (call) => {
        const images = imagesOf(editOf(call), call)
        refuseEmptyList(call, images)
        return ok({ images: images.list.map(imageJson) }, images.etag)
      }
    ],
    [
      'POST /edits/:edit/listings/:lang/:type/upload',
      (call) => {
        const edit = openEditOf(call)
        const images = imagesOf(edit, call)
        ifMatch(call, etagToChange(edit, call, images))
        const image = imageFrom(call, nextImageId)
        const { type } = call.params
        if (!IMAGE_LISTS.includes(type)) images.list = [image]
        else if (images.list.length >= MAX_IMAGES) {
          throw badRequest('invalid_input', `A listing holds at most ${MAX_IMAGES} ${type}`)
        } else images.list.push(image)
        images.etag = newEtag()
        touch(edit)
        const answer = call.app.imageAnswer === 'id' ? imageJson(image) : { image: imageJson(image) }
        return ok(answer, images.etag)
      }
    ],
    [
      'DELETE /edits/:edit/listings/:lang/:type',
      (call) => {
        const edit = openEditOf(call)
        const images = imagesOf(edit, call)
        ifMatch(call, images.etag)
        Object.assign(images, { list: [], etag: newEtag() })
        touch(edit)
        return { status: 204, etag: images.etag }
      }
    ],
    [
      'DELETE /edits/:edit/listings/:lang/:type/:asset',
      (call) => {
        const edit = openEditOf(call)
        const images = imagesOf(edit, call)
        ifMatch(call, images.etag)
        const index = images.list.findIndex((image) => image.id === call.params.asset)
        if (index < 0) throw notFound('image')
        images.list.splice(index, 1)
        images.etag = newEtag()
        touch(edit)
        return { status: 204, etag: images.etag }
      }
    ]
  ]
}
