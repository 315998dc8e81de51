// One manifest read, as the release will do it before any request: node manifest-read.mjs <reader.mjs> <apk>.
// The reader is src/android/manifest.ts bundled by ncc (manifest.mjs makes it). Prints the time of
// the read alone (read-ms=...) and what was read, as JSON, for the bench to check.
import { pathToFileURL } from 'node:url'

const [reader, apk] = process.argv.slice(2)
const { readApkManifest } = await import(pathToFileURL(reader).href)
const started = performance.now()
const manifest = await readApkManifest(apk, 'bench.apk')
console.log(`read-ms=${(performance.now() - started).toFixed(2)}`)
console.log(JSON.stringify(manifest))
