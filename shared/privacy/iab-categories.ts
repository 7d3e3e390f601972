import type { TConsentCategory } from './privacy-contract.ts'

/**
 * Our own cookie categories from an IAB choice (decision 029): a category is on only when every IAB
 * purpose it needs has the visitor's consent. Storage (purpose 1) is part of each, since every category
 * stores something on the device.
 */
export const IAB_PURPOSES_BY_CATEGORY = {
  functional: [1],
  analytical: [1, 8, 9],
  advertising: [1, 2, 3, 4, 7],
} as const satisfies Record<Exclude<TConsentCategory, 'strictlyNecessary'>, readonly number[]>

/** The categories in force for these consented purposes, strictlyNecessary always first. */
export function categoriesFromIabPurposes(consentedPurposes: readonly number[]): TConsentCategory[] {
  const yes = new Set(consentedPurposes)
  const on = (Object.keys(IAB_PURPOSES_BY_CATEGORY) as (keyof typeof IAB_PURPOSES_BY_CATEGORY)[]).filter(
    (category) => IAB_PURPOSES_BY_CATEGORY[category].every((p) => yes.has(p)),
  )
  return [
    'strictlyNecessary',
    ...(['functional', 'advertising', 'analytical'] as const).filter((c) => on.includes(c)),
  ]
}
