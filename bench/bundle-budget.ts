import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
  isEntry?: boolean
}

export interface BundleSizes {
  /** The entry and every chunk it imports statically: what a first visit downloads. */
  initialJsGzip: number
  /** The same files compressed with brotli (quality 11), as a server that precompresses would send them. */
  initialJsBrotli: number
  /** React, React DOM and React Router, in their own chunk. */
  frameworkJsGzip: number
  /** Our own code in the initial download. */
  appJsGzip: number
  initialCssGzip: number
  initialFiles: string[]
}

/**
 * DESIGN.md budgets, as amended by docs/decisions/006-initial-javascript-budget.md: the framework alone
 * weighs 97 KB gzip, so the 100 KB total became 110 KB with our own initial code held to 12 KB.
 * First-view HTML at most 14 KB compressed.
 */
export const BUDGETS = {
  initialJsGzip: 110 * 1024,
  frameworkJsGzip: 100 * 1024,
  /**
   * Decision 041: 12 KB + 256 B since business mode (its header island, the e-mailed links); decision
   * 045: + 512 B since trips (the drawer's island, the trips and results pages' routes). Decision 059
   * raised it to + 1 KB for the chunk names in the entry's preload map; decision 066 moved that map out
   * of the entry and restored + 512 B. Decision 079: + 1.25 KB for the header's measured link row with
   * its More button (issue 30: the business header was wider than the window) and the form-error scope
   * the text fields read; to be won back (the More menu itself is already a chunk of its own).
   */
  // Decision 094: the route table's company and help pages (+256 B).
  appJsGzip: 13 * 1024 + 512,
  firstViewHtmlCompressed: 14 * 1024,
  /** Issue 6: the consent banner's first layer (its island chunk, what it alone imports, and its CSS). */
  consentFirstLayerGzip: 15 * 1024,
} as const

export function gzipSize(data: string | Buffer): number {
  return zlib.gzipSync(data, { level: 9 }).length
}

export function brotliSize(data: string | Buffer): number {
  return zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length
}

export function measureBundle(distDir: string): BundleSizes {
  const client = path.join(distDir, 'client')
  const manifest = JSON.parse(fs.readFileSync(path.join(client, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry)
  if (!entryKey) throw new Error('no entry in the manifest')
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const dep of manifest[key]?.imports ?? []) visit(dep)
  }
  visit(entryKey)
  const files = [...seen].map((k) => manifest[k]?.file).filter((f): f is string => Boolean(f))
  const css = [...new Set([...seen].flatMap((k) => manifest[k]?.css ?? []))]
  const size = (list: string[]) =>
    list.reduce((sum, f) => sum + gzipSize(fs.readFileSync(path.join(client, f))), 0)
  const framework = files.filter((f) => path.basename(f).startsWith('framework-'))
  const app = files.filter((f) => !framework.includes(f))
  const brotli = files.reduce((sum, f) => sum + brotliSize(fs.readFileSync(path.join(client, f))), 0)
  return {
    initialJsGzip: size(files),
    initialJsBrotli: brotli,
    frameworkJsGzip: size(framework),
    appJsGzip: size(app),
    initialCssGzip: size(css),
    initialFiles: files,
  }
}

/**
 * What a lazily loaded chunk adds to the first download: the chunk of `source` (its manifest key, the
 * source path) and every chunk it imports statically that the entry does not already bring, with their CSS.
 */
export function measureLazyChunk(
  distDir: string,
  source: string,
): { jsGzip: number; cssGzip: number; files: string[] } {
  const client = path.join(distDir, 'client')
  const manifest = JSON.parse(fs.readFileSync(path.join(client, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >
  if (!manifest[source]) throw new Error(`${source} is not a chunk of the build`)
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry) as string
  const initial = new Set<string>()
  const walk = (key: string, into: Set<string>, skip: Set<string>) => {
    if (into.has(key) || skip.has(key)) return
    into.add(key)
    for (const dep of manifest[key]?.imports ?? []) walk(dep, into, skip)
  }
  walk(entryKey, initial, new Set())
  const own = new Set<string>()
  walk(source, own, initial)
  const files = [...own].map((k) => manifest[k]?.file).filter((f): f is string => Boolean(f))
  const css = [...new Set([...own].flatMap((k) => manifest[k]?.css ?? []))]
  const size = (list: string[]) =>
    list.reduce((sum, f) => sum + gzipSize(fs.readFileSync(path.join(client, f))), 0)
  return { jsGzip: size(files), cssGzip: size(css), files }
}

/**
 * The chunk names the build writes into the entry for its dynamic imports (Vite's `__vite__mapDeps`
 * list): how many, and their gzip size on their own. Decision 066 took them out of the entry.
 */
export function preloadMapBytes(distDir: string): { names: number; gzip: number } {
  const client = path.join(distDir, 'client')
  const manifest = JSON.parse(fs.readFileSync(path.join(client, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
  if (!entry) throw new Error('no entry in the manifest')
  const code = fs.readFileSync(path.join(client, entry.file), 'utf8')
  const list = /m\.f=(\[[^\]]*\])/.exec(code)?.[1]
  if (!list) return { names: 0, gzip: 0 }
  return { names: (JSON.parse(list) as string[]).length, gzip: gzipSize(list) }
}
