// The shared bundle's entry (dist/action.js): each front door's entry (scripts/bundle.mjs writes
// dist/index.js and dist/<door>/index.js) imports run() and names its door.
export { run } from './main.js'
