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
  initialCssGzip: number
  initialFiles: string[]
}

/** DESIGN.md budgets: initial JavaScript at most 100 KB gzip; first-view HTML at most 14 KB compressed. */
export const BUDGETS = { initialJsGzip: 100 * 1024, firstViewHtmlCompressed: 14 * 1024 } as const

export function gzipSize(data: string | Buffer): number {
  return zlib.gzipSync(data, { level: 9 }).length
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
  return { initialJsGzip: size(files), initialCssGzip: size(css), initialFiles: files }
}
