import entryEnglish from 'virtual:fw-messages/entry'
import type { TLanguage } from '../../shared/sites.ts'
import { mergeCatalogue, type TCatalogue } from './catalogue-sections.ts'
import { formatIcu, setParticleChooser } from './icu-message.ts'

export type Messages = TCatalogue
export type TFunction = (key: string, values?: Record<string, unknown>) => string

export interface I18n {
  language: TLanguage
  locale: string
  t: TFunction
}

/** English as the entry carries it; lazy features add their sections (catalogue-sections.ts). */
const en: TCatalogue = entryEnglish

/** Called by a lazily loaded feature with its section of en.json; Korean is loaded whole already. */
export function addEnglishMessages(section: TCatalogue): void {
  mergeCatalogue(en, section)
}

/** Korean is fetched only by pages that need it; English ships in the entry as the fallback. */
export async function loadMessages(language: TLanguage): Promise<Messages> {
  if (language === 'ko') {
    const [messages, particles] = await Promise.all([
      import('./messages/ko.json'),
      import('../../shared/i18n/korean-particles.ts'),
    ])
    setParticleChooser(particles.withParticle)
    return messages.default as Messages
  }
  return en
}

function lookup(catalogue: TCatalogue, key: string): string | undefined {
  let node: string | TCatalogue | undefined = catalogue
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined
    node = node[part]
  }
  return typeof node === 'string' ? node : undefined
}

/**
 * Translation: keys in nested catalogues, ICU messages, English as the fallback, and the key itself
 * when even English lacks it (a test checks that no key is missing). See docs/decisions/005-i18n.md.
 */
export function createI18n(language: TLanguage, locale: string, messages: Messages): I18n {
  const t: TFunction = (key, values = {}) => {
    const message = lookup(messages, key) ?? lookup(en, key)
    return message === undefined ? key : formatIcu(message, values, locale)
  }
  return { language, locale, t }
}
