import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { entrySections, LAZY_SECTIONS, lazySection, type TCatalogue } from '../web/i18n/catalogue-sections.ts'

const PREFIX = 'virtual:fw-messages/'
const RESOLVED = '\0fw-messages:'
const ENGLISH = path.resolve(import.meta.dirname, '../web/i18n/messages/en.json')

/**
 * `virtual:fw-messages/entry` is en.json without the lazy sections; `virtual:fw-messages/section/<name>`
 * is one lazy section. Both are read from en.json at build time, so the catalogue stays one file.
 */
export function messageSections(): Plugin {
  return {
    name: 'fernway-message-sections',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `${RESOLVED}${id.slice(PREFIX.length)}` : null
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null
      this.addWatchFile(ENGLISH)
      const english = JSON.parse(fs.readFileSync(ENGLISH, 'utf8')) as TCatalogue
      const part = id.slice(RESOLVED.length)
      if (part === 'entry') return `export default ${JSON.stringify(entrySections(english))}`
      const name = /^section\/([A-Za-z]+)$/.exec(part)?.[1]
      if (!name || !(name in LAZY_SECTIONS)) throw new Error(`unknown message part ${part}`)
      return `export default ${JSON.stringify(lazySection(english, name))}`
    },
  }
}
