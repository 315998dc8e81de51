// The types of the real @actions/http-client under the name net/proxy.ts loads it by: tsconfig
// "paths" maps `@actions/http-client` to the stand-in beside this file, and this name to the package.
declare module '@actions/http-client/client' {
  export { HttpClient } from '../../node_modules/@actions/http-client/lib/index.js'
}
