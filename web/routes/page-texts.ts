import { importWithRetry } from '../api/lazy-import.ts'
import { addEnglishMessages } from '../i18n/create-i18n.ts'

let pageTexts: Promise<void> | null = null

/** The pages' texts beyond their titles (decision 014): fetched with the first area, once. */
export function loadPageTexts(): Promise<void> {
  pageTexts ??= importWithRetry(() => import('virtual:fw-messages/section/pages')).then((m) =>
    addEnglishMessages(m.default),
  )
  return pageTexts
}
