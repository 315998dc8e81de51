// The manifest read of a 256 MiB APK (src/android/manifest.ts), for `npm run bench -- --only=manifest`:
// a real APK made by Android's build tools (__fixtures__/apks/androidbinary-helloworld.apk), its
// entries copied as they are, then a 256 MiB stored native library: the read must stay as quick and
// as small as for the APK alone, since it reads only the zip's central directory and the manifest.
// Its rows: the whole process (node starting, the bundled reader loading, the read), the read alone
// (in-process), and the peak RSS.
import { createRequire } from 'node:module'
import { createWriteStream, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { fileURLToPath } from 'node:url'
import yauzl from 'yauzl'
import yazl from 'yazl'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const REAL = join(root, '__fixtures__/apks/androidbinary-helloworld.apk')
const READ = join(root, 'scripts/bench/manifest-read.mjs')
const BIG = 'lib/arm64-v8a/libbench.so'

/** The real APK's entries, then `size` bytes stored uncompressed under lib/arm64-v8a/. */
async function bigApk(path, size) {
  const out = new yazl.ZipFile()
  const written = pipeline(out.outputStream, createWriteStream(path))
  const real = await yauzl.openPromise(REAL)
  for await (const entry of real.eachEntry()) {
    if (entry.fileName.endsWith('/')) continue
    const chunks = []
    for await (const chunk of await real.openReadStreamPromise(entry)) chunks.push(chunk)
    out.addBuffer(Buffer.concat(chunks), entry.fileName, { compress: entry.compressionMethod === 8 })
  }
  const block = Buffer.alloc(1024 * 1024, 0x5a)
  const blocks = Readable.from(
    (function* () {
      for (let n = 0; n < size / block.length; n++) yield block
    })()
  )
  out.addReadStream(blocks, BIG, { compress: false, size })
  out.end()
  await written
}

/** src/android/manifest.ts bundled by ncc into `path`, as the action bundles it. */
export async function bundleReader(path) {
  const ncc = createRequire(import.meta.url)('@vercel/ncc')
  const { code } = await ncc(join(root, 'src/android/manifest.ts'), { minify: true, quiet: true })
  writeFileSync(path, code)
}

/**
 * A process that reads `apk`'s manifest with the bundled `reader`, reporting the read alone as the
 * metric `read` (ms), and checked against `want`.
 * @param {{ path: string }} node @param {string} reader @param {string} apk @param {Record<string, unknown>} want
 * @returns {import('./harness.mjs').Contender}
 */
export function manifestReader(node, reader, apk, want) {
  return {
    label: 'manifest-read.mjs',
    command: [node.path, READ, reader, apk],
    metrics: (run) => ({ read: Number(/^read-ms=([\d.]+)$/m.exec(run.stdout)?.[1] ?? NaN) }),
    check: (run) => {
      const read = JSON.parse(run.stdout.split('\n')[1])
      for (const [key, value] of Object.entries(want)) {
        if (JSON.stringify(read[key]) !== JSON.stringify(value)) throw new Error(`${key}: ${JSON.stringify(read[key])}`)
      }
      return `read ${read.package} versionCode ${read.versionCode}, ABIs ${read.abis.join(', ') || 'none'}`
    }
  }
}

/**
 * @param {{ node: { path: string }, scratch: string, size: number, runs: number }} options
 * @returns {import('./harness.mjs').Measurement}
 */
export function manifestRead({ node, scratch, size, runs }) {
  const apk = join(scratch, `manifest-${size}.apk`)
  const reader = join(scratch, 'manifest-reader.mjs')
  return {
    name: `manifest read of a ${size / (1024 * 1024)} MiB APK`,
    runs,
    target: { rssMiB: 80 },
    setup: async () => {
      await bundleReader(reader)
      await bigApk(apk, size)
    },
    teardown: () => [apk, reader].forEach((path) => rmSync(path, { force: true })),
    action: () =>
      manifestReader(node, reader, apk, { package: 'com.example.helloworld', versionCode: 1, abis: ['arm64-v8a'] }),
    metrics: [{ name: 'the read alone (in-process)', metric: 'read' }]
  }
}
