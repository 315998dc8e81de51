// Preloaded (node --require) by `npm run bench` into the floor and the action alike: prints at exit
// how long after the process started its first HTTP request began, as `first-request-ms=N` on
// stderr. For the action that is node's start, loading the bundle, the input checks and the TLS
// socket's set-up; for the floor, node's start, loading https and the same set-up.
const { subscribe } = process.getBuiltinModule('node:diagnostics_channel')

let first
subscribe('http.client.request.start', () => (first ??= performance.now()))
process.on('exit', () => process.stderr.write(`first-request-ms=${first}\n`))
