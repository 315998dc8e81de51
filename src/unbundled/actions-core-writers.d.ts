// The types of @actions/core's writers under the names step/runner.ts imports them by (tsconfig
// "paths" and jest's moduleNameMapper map each name to its file in the package).
declare module '@actions/core/command' {
  export { issueCommand } from '../../node_modules/@actions/core/lib/command.js'
}
declare module '@actions/core/file-command' {
  export { issueFileCommand, prepareKeyValueMessage } from '../../node_modules/@actions/core/lib/file-command.js'
}
