import i18next, { type i18n as I18n, type Resource } from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { TLanguage } from '../../shared/sites.ts'
import { icuPlugin } from './icu-plugin.ts'
import en from './messages/en.json' with { type: 'json' }

export type Messages = typeof en

/** Korean is fetched only by pages that need it; English ships in the entry as the fallback. */
export async function loadMessages(language: TLanguage): Promise<Messages> {
  if (language === 'ko') return (await import('./messages/ko.json')).default as Messages
  return en
}

/** One i18next instance per render (server) or page (browser), ICU message format for plurals. */
export function createI18n(language: TLanguage, locale: string, messages: Messages): I18n {
  const instance = i18next.createInstance()
  const resources: Resource = { [language]: { translation: messages } }
  if (language !== 'en') resources.en = { translation: en }
  void instance
    .use(icuPlugin(locale))
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: 'en',
      resources,
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    })
  return instance
}
