import type { TConsentCookie } from './consent-cookie.ts'
import { isOptIn, type TConsentModel } from './jurisdictions.ts'
import { OPTIONAL_CATEGORIES, PRIVACY_LIMITS, type TConsentCategory } from './privacy-contract.ts'

export type TConsentSummary = 'reject' | 'partial' | 'acceptAll'

/** Spec section 4: accept-all only when every optional category is on, reject when none, else partial. */
export function consentSummary(categories: readonly string[]): TConsentSummary {
  const on = OPTIONAL_CATEGORIES.filter((c) => categories.includes(c)).length
  if (on === OPTIONAL_CATEGORIES.length) return 'acceptAll'
  return on === 0 ? 'reject' : 'partial'
}

/** Spec section 5: strictly necessary is always on, whatever was sent; unknown names are dropped. */
export function normaliseCategories(categories: readonly string[]): TConsentCategory[] {
  return ['strictlyNecessary', ...OPTIONAL_CATEGORIES.filter((c) => categories.includes(c))]
}

/** Whether the categories choice still stands (a choice older than 13 months is asked again, R-03). */
export function categoriesRecorded(cookie: TConsentCookie | null, nowSeconds: number): boolean {
  if (!cookie?.categories || !cookie.categoriesAt) return false
  return nowSeconds - cookie.categoriesAt < PRIVACY_LIMITS.reconsentAfterDays * 86_400
}

/**
 * The categories in force for this browser (decision 028). Opt-in models allow only strictly necessary
 * until a choice is recorded; the others allow all until refused. Refusing data sharing (or a GPC signal)
 * always takes advertising away, whatever the model.
 */
export function effectiveCategories(
  model: TConsentModel,
  cookie: TConsentCookie | null,
  nowSeconds: number,
  gpc = false,
): TConsentCategory[] {
  let categories: TConsentCategory[]
  if (categoriesRecorded(cookie, nowSeconds)) categories = normaliseCategories(cookie?.categories ?? [])
  else if (isOptIn(model)) categories = ['strictlyNecessary']
  else categories = normaliseCategories(OPTIONAL_CATEGORIES)
  const sharingRefused = gpc || cookie?.gpc === true || cookie?.allowDataSharing === false
  return sharingRefused ? categories.filter((c) => c !== 'advertising') : categories
}

export function isCategoryAllowed(categories: readonly string[], category: TConsentCategory): boolean {
  return category === 'strictlyNecessary' || categories.includes(category)
}
