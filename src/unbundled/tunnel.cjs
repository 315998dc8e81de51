// Stands in for the tunnel package in the bundle (tsconfig "paths"; see README.md beside this
// file), and loads the real one on first use. @actions/http-client imports tunnel at load time,
// but needs it only to make an agent for a proxy; tunnel in turn loads node:assert and more.
/* eslint-disable @typescript-eslint/no-require-imports -- a require inside a function is what
   makes the bundler evaluate the module only when the function is called */
let tunnel
const real = () => (tunnel ??= require('tunnel/lib/tunnel.js'))

module.exports = {
  httpOverHttp: (options) => real().httpOverHttp(options),
  httpsOverHttp: (options) => real().httpsOverHttp(options),
  httpOverHttps: (options) => real().httpOverHttps(options),
  httpsOverHttps: (options) => real().httpsOverHttps(options)
}
