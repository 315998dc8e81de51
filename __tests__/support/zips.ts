// The zip builders live in __fixtures__/zips.mjs, shared with the stand-ins and scripts.
export { buildZip, rawZip, unicodePathField } from '../../__fixtures__/zips.mjs'
