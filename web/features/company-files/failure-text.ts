import { ApiError, userMessage } from '../../api/errors.ts'
import type { TFunction } from '../../i18n/create-i18n.ts'

/** Our own words for the codes we know, else the server's description, else a generic sentence. */
export function failureText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const key = `companyFiles.errors.${error.code}`
    const text = t(key)
    if (text !== key) return text
  }
  return userMessage(error, t('companyFiles.errors.generic'))
}
