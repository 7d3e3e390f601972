import { createContext, type ReactNode, useContext } from 'react'
import type { I18n } from './create-i18n.ts'

const I18nContext = createContext<I18n | null>(null)

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>
}

export function useTranslation(): I18n {
  const i18n = useContext(I18nContext)
  if (!i18n) throw new Error('I18nProvider is missing')
  return i18n
}
