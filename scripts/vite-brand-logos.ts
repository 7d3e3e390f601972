import path from 'node:path'
import type { Plugin } from 'vite'
import type { TBrand } from '../shared/brands.ts'
import { jsonModules } from './vite-json-modules.ts'

/**
 * `virtual:fw-brand-logos` is what the header's logo needs of content/brands.json (name, wordmark,
 * mark), cut at build time: the whole file, with every brand's colour tokens, would ride in the first
 * download (the page's own brand tokens come as CSS from the server).
 */
export function brandLogos(): Plugin {
  return jsonModules<TBrand[]>({
    name: 'fernway-brand-logos',
    id: 'virtual:fw-brand-logos',
    resolved: '\0fw-brand-logos',
    file: path.resolve(import.meta.dirname, '../content/brands.json'),
    cut: (brands) => brands.map((b) => ({ id: b.id, displayName: b.displayName, logo: b.logo })),
  })
}
