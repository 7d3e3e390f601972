import path from 'node:path'
import type { Plugin } from 'vite'
import { entrySections, LAZY_SECTIONS, lazySection, type TCatalogue } from '../web/i18n/catalogue-sections.ts'
import { jsonModules } from './vite-json-modules.ts'

/**
 * `virtual:fw-messages/entry` is en.json without the lazy sections; `virtual:fw-messages/section/<name>`
 * is one lazy section. Both are read from en.json at build time, so the catalogue stays one file.
 */
export function messageSections(): Plugin {
  return jsonModules<TCatalogue>({
    name: 'fernway-message-sections',
    id: 'virtual:fw-messages/',
    resolved: '\0fw-messages:',
    file: path.resolve(import.meta.dirname, '../web/i18n/messages/en.json'),
    cut(english, part) {
      if (part === 'entry') return entrySections(english)
      const name = /^section\/([A-Za-z]+)$/.exec(part)?.[1]
      if (!name || !(name in LAZY_SECTIONS)) throw new Error(`unknown message part ${part}`)
      return lazySection(english, name)
    },
  })
}
