import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import type { TBrand } from '../shared/brands.ts'

const ID = 'virtual:fw-brand-logos'
const RESOLVED = '\0fw-brand-logos'
const BRANDS = path.resolve(import.meta.dirname, '../content/brands.json')

/**
 * `virtual:fw-brand-logos` is what the header's logo needs of content/brands.json (name, wordmark,
 * mark), cut at build time: the whole file, with every brand's colour tokens, would ride in the first
 * download (the page's own brand tokens come as CSS from the server).
 */
export function brandLogos(): Plugin {
  return {
    name: 'fernway-brand-logos',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null
      this.addWatchFile(BRANDS)
      const brands = JSON.parse(fs.readFileSync(BRANDS, 'utf8')) as TBrand[]
      const logos = brands.map((b) => ({ id: b.id, displayName: b.displayName, logo: b.logo }))
      return `export default ${JSON.stringify(logos)}`
    },
  }
}
