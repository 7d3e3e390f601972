import type { i18n as I18n } from 'i18next'
import { formatIcu } from './icu-message.ts'

/** i18next format plugin: messages are ICU strings, formatted with the language's plural rules. */
export function icuPlugin(locale: string) {
  return {
    type: 'i18nFormat' as const,
    init(_instance: I18n) {},
    parse(res: unknown, options: Record<string, unknown>) {
      return typeof res === 'string' ? formatIcu(res, options ?? {}, locale) : res
    },
    addLookupKeys(finalKeys: string[]) {
      return finalKeys
    },
  }
}
