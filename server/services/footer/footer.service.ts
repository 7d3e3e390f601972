import { readFileSync } from 'node:fs'
import path from 'node:path'
import { BRAND_IDS, type TBrandId } from '../../../shared/brands.ts'
import { type TFooterContent, ZFooterContentSchema } from '../../../shared/chrome/footer-schemas.ts'
import { LANGUAGES, type TLanguage } from '../../../shared/sites.ts'

const CONTENT_DIR = path.join(import.meta.dirname, '../../../content/footer')

export interface FooterService {
  content(brand: TBrandId, language: TLanguage): TFooterContent
}

/**
 * The footer's content for every brand and language, read and checked once at start: a missing or
 * malformed file fails the boot, never a page.
 */
export function createFooterService(dir: string = CONTENT_DIR): FooterService {
  const byKey = new Map<string, TFooterContent>()
  for (const brand of BRAND_IDS)
    for (const language of LANGUAGES) {
      const file = path.join(dir, `${brand}.${language}.json`)
      const parsed = ZFooterContentSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')))
      if (!parsed.success) throw new Error(`${file}: ${parsed.error.message}`)
      byKey.set(`${brand}.${language}`, parsed.data)
    }
  return {
    content(brand, language) {
      const found = byKey.get(`${brand}.${language}`)
      if (!found) throw new Error(`no footer content for ${brand}.${language}`)
      return found
    },
  }
}

let shared: FooterService | undefined
/** The one service of this process (the page route and the footer routes read the same content). */
export function footerService(): FooterService {
  shared ??= createFooterService()
  return shared
}
