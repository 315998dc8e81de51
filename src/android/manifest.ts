/**
 * What an APK says of itself, read before any request: the package, version, SDK levels, features
 * and permissions of its binary AndroidManifest.xml, and its native ABIs (the lib/<abi>/ folders of the zip). Only the zip's
 * central directory and the manifest entry are read, whatever the size of the file.
 */
import type yauzl from 'yauzl'
import { described, type ApkManifest, type DeclaredFeature } from './apk.js'
import { Failure, messageOf } from '../step/errors.js'
import { AxmlError, readElements, type Element, type Reference, type Value } from './axml.js'
import { openZip } from './zip.js'

const MANIFEST = 'AndroidManifest.xml'
/** Real manifests stay far below this; a bigger entry is a damaged or hostile zip, never read whole. */
const MANIFEST_LIMIT = 8 * 1024 * 1024
const ABI = /^lib\/([^/]+)\/[^/]+$/

/** Reads `path`; `file` is how messages name it (the path by default). */
export async function readApkManifest(path: string, file = path): Promise<ApkManifest> {
  const { manifest, abis } = await readZip(path, file)
  let elements: Element[]
  try {
    elements = readElements(manifest)
  } catch (error) {
    if (
      /^\s*</.test(
        manifest
          .subarray(0, 64)
          .toString('latin1')
          .replace(/^\ufeff|^\xef\xbb\xbf/, '')
      )
    ) {
      throw new Failure(
        `${file}: its ${MANIFEST} is text XML, not the binary XML that Android's build tools write; ` +
          'build the APK with Gradle (or aapt2 link), not by zipping the sources.'
      )
    }
    const why = error instanceof AxmlError || error instanceof RangeError ? error.message : messageOf(error)
    throw new Failure(`${file}: its ${MANIFEST} is damaged (${why}).`)
  }
  return fromElements(elements, file, abis)
}

function fromElements(elements: Element[], file: string, abis: string[]): ApkManifest {
  const root = elements[0]
  if (root?.name !== 'manifest') {
    throw new Failure(`${file}: its ${MANIFEST} has no <manifest> root (found ${root ? `<${root.name}>` : 'nothing'}).`)
  }
  const sdk = elements.find((element) => element.name === 'uses-sdk' && element.depth === 2)?.attributes
  const pkg = root.attributes.get('package')
  if (typeof pkg !== 'string' || pkg === '') {
    throw new Failure(`${file}: its ${MANIFEST} gives no package name (found ${described(pkg)}).`)
  }
  const code = root.attributes.get('versionCode')
  if (typeof code !== 'number' || !Number.isInteger(code) || code <= 0) {
    throw new Failure(
      `${file}: its ${MANIFEST} gives no usable android:versionCode (found ${described(code)}); ` +
        'the Appstore needs a positive whole number.'
    )
  }
  return {
    file,
    package: pkg,
    versionCode: code,
    versionName: text(root.attributes.get('versionName')),
    minSdk: level(sdk?.get('minSdkVersion')),
    targetSdk: level(sdk?.get('targetSdkVersion')),
    ...(sdk?.has('maxSdkVersion') ? { maxSdk: level(sdk.get('maxSdkVersion')) } : {}),
    abis,
    ...featuresOf(elements),
    permissions: permissionsOf(elements)
  }
}

/** The children of <manifest> of these names. */
const topLevel = (elements: Element[], ...names: string[]) =>
  elements.filter((element) => element.depth === 2 && names.includes(element.name))

/**
 * The <uses-feature>s: a named one is required unless android:required is false, as Android reads
 * it; one that gives android:glEsVersion (and no name) asks for that OpenGL ES version.
 */
function featuresOf(elements: Element[]): Pick<ApkManifest, 'features' | 'declaredFeatures' | 'glEsVersion'> {
  const declaredFeatures: DeclaredFeature[] = []
  let glEsVersion: number | undefined
  for (const element of topLevel(elements, 'uses-feature')) {
    const name = element.attributes.get('name')
    const required = element.attributes.get('required') !== false
    const gl = element.attributes.get('glEsVersion')
    if (typeof name === 'string' && name !== '') declaredFeatures.push({ name, required })
    else if (typeof gl === 'number' && required) glEsVersion = Math.max(glEsVersion ?? 0, gl)
  }
  const features = [...new Set(declaredFeatures.filter((f) => f.required).map((f) => f.name))].sort()
  return { features, declaredFeatures, ...(glEsVersion === undefined ? {} : { glEsVersion }) }
}

function permissionsOf(elements: Element[]): string[] {
  const names = topLevel(elements, 'uses-permission', 'uses-permission-sdk-23', 'uses-permission-sdk-m').map(
    (element) => element.attributes.get('name')
  )
  return [...new Set(names.filter((name): name is string => typeof name === 'string' && name !== ''))]
}

function text(value: Value | undefined): string | Reference | undefined {
  return value === undefined || typeof value === 'string' || typeof value === 'object' ? value : String(value)
}

function level(value: Value | undefined): number | string | Reference | undefined {
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value)
  return typeof value === 'boolean' ? String(value) : value
}

async function readZip(path: string, file: string): Promise<{ manifest: Buffer; abis: string[] }> {
  let zip: yauzl.ZipFile
  try {
    zip = await openZip(path)
  } catch (error) {
    throw new Failure(`${file} is not an APK: its zip directory cannot be read (${messageOf(error)}).`)
  }
  try {
    const { found, abis } = await walk(zip)
    if (!found) throw new Failure(`${file} is not an APK: it holds no ${MANIFEST}.`)
    return { manifest: await readEntry(zip, found, file), abis }
  } catch (error) {
    if (error instanceof Failure) throw error
    throw new Failure(`${file} is not an APK: its zip cannot be read (${messageOf(error)}).`)
  } finally {
    zip.close()
  }
}

/** The manifest's entry and the ABIs, from the central directory (entry events: faster than eachEntry). */
function walk(zip: yauzl.ZipFile): Promise<{ found: yauzl.Entry | undefined; abis: string[] }> {
  let found: yauzl.Entry | undefined
  const abis = new Set<string>()
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      const name = entry.fileNameRaw.toString('utf8')
      if (name === MANIFEST) found = entry
      const abi = ABI.exec(name)?.[1]
      if (abi) abis.add(abi)
      zip.readEntry()
    })
    zip.on('end', () => resolve({ found, abis: [...abis].sort() }))
    zip.on('error', reject)
    zip.readEntry()
  })
}

async function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, file: string): Promise<Buffer> {
  if (entry.uncompressedSize > MANIFEST_LIMIT) {
    throw new Failure(
      `${file}: its ${MANIFEST} says it is ${entry.uncompressedSize} bytes, more than a manifest can be; the APK is damaged.`
    )
  }
  const stream = await zip.openReadStreamPromise(entry)
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}
