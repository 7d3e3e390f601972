import { z } from 'zod'
import catalogueJson from '../../../content/privacy/cookies.json' with { type: 'json' }
import type { TConsentCategory } from '../../../shared/privacy/privacy-contract.ts'
import { ZConsentCategorySchema } from '../../../shared/privacy/privacy-schemas.ts'

const ZCatalogueSchema = z.object({
  cookies: z.array(
    z.object({
      name: z.string().min(1),
      /** null: a host-only cookie of the site itself. */
      domain: z.string().nullable(),
      category: ZConsentCategorySchema,
      iabVendor: z.boolean(),
      purpose: z.string(),
    }),
  ),
})
export type TCookieEntry = z.infer<typeof ZCatalogueSchema>['cookies'][number]

/** Every cookie the site sets (content/privacy/cookies.json, decision 031); read and checked once. */
export const COOKIE_CATALOGUE: readonly TCookieEntry[] = ZCatalogueSchema.parse(catalogueJson).cookies

export function cookiesForCategory(
  category: TConsentCategory,
  options: { excludeIabVendorCookies: boolean },
): TCookieEntry[] {
  return COOKIE_CATALOGUE.filter(
    (c) => c.category === category && !(options.excludeIabVendorCookies && c.iabVendor),
  )
}
