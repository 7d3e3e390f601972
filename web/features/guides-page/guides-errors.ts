import { GUIDES_LIMITS, GuidesErrorCode } from '../../../shared/guides/guides-contract.ts'
import { ApiError } from '../../api/errors.ts'
import type { TFunction } from '../../i18n/create-i18n.ts'

/** A refusal of the guidebook calls in the page's words. */
export function guidesError(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('guidesPage.errors.generic')
  switch (error.code) {
    case GuidesErrorCode.GUIDEBOOK_LIMIT_REACHED:
      return t('guidesPage.errors.limit', { max: GUIDES_LIMITS.maxPerUser })
    case GuidesErrorCode.GUIDEBOOK_NOT_FOUND:
      return t('guidesPage.errors.notFound')
    case GuidesErrorCode.GUIDEBOOKS_DISABLED:
      return t('guidesPage.disabled')
    case 'VALIDATION_ERROR':
      return t('guidesPage.errors.invalid', { max: GUIDES_LIMITS.nameMaxLength })
    case 'RATE_LIMITED':
      return t('guidesPage.errors.rateLimited')
    default:
      return t('guidesPage.errors.generic')
  }
}
