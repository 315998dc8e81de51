// The one list of the actions, so that the bundle, the README tables, the end-to-end runner, the demo
// and the bench never disagree: the root action.yml (the token, and one optional API call) and a
// sub-action folder per job. Each folder's action.yml declares its inputs and runs
// dist/<folder>/index.js; the root runs dist/index.js. Read by the bundle, the README tables, the
// end-to-end runner, the demo and the bench.

/** @typedef {'token' | 'release' | 'preflight' | 'status' | 'listing-bootstrap' | 'report' | 'vitals'} DoorName */

/** @type {readonly DoorName[]} */
export const DOORS = ['token', 'release', 'preflight', 'status', 'listing-bootstrap', 'report', 'vitals']

/** The folder of an action's action.yml, relative to the repository ('' for the root). */
export const folderOf = (/** @type {string} */ door) => (door === 'token' ? '' : door)

/** Its action.yml, relative to the repository. */
export const actionYmlOf = (/** @type {string} */ door) => (door === 'token' ? 'action.yml' : `${door}/action.yml`)

/** The entry its action.yml runs, relative to the repository. */
export const entryOf = (/** @type {string} */ door) => (door === 'token' ? 'dist/index.js' : `dist/${door}/index.js`)

/** The shared bundle, which every entry imports, relative to the repository. */
export const SHARED = 'dist/action.js'
