// The shared bundle's entry (dist/action.js): each action's entry (scripts/bundle.mjs writes
// dist/index.js and dist/<action>/index.js) imports run() and names its action.
export { run } from './main.js'
