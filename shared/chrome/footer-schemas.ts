import { z } from 'zod'
import { APP_STORE_TYPES, SOCIAL_SITES } from './footer-contract.ts'

/** The footer's data (spec sections 2, 3 and 7): content/footer/{brand}.{language}.json, checked at start. */

// The constants live apart from the schemas so that the footer's browser code does not bring zod (decision 066).
export {
  APP_STORE_TYPES,
  FOOTER_API,
  FOOTER_LINK_COLUMNS,
  SITE_MAP_DIALOG_BELOW,
  SOCIAL_ICON_PATH,
  SOCIAL_SITES,
  socialIconUrl,
} from './footer-contract.ts'

// A site path or an https address: never javascript:, data: or protocol-relative links.
const url = z
  .string()
  .max(300)
  .regex(/^(\/(?!\/)|https:\/\/)[^\s<>"']*$/)
const title = z.string().min(1).max(80)

export const ZFooterLinkSchema = z.object({ title, url }).strict()
export type TFooterLink = z.infer<typeof ZFooterLinkSchema>
const links = ZFooterLinkSchema.array().max(40)

export const ZSocialSiteSchema = z.object({ name: z.enum(SOCIAL_SITES), url, prompt: title, title }).strict()
export type TSocialSite = z.infer<typeof ZSocialSiteSchema>

export const ZAppStoreSiteSchema = z
  .object({ appStoreType: z.enum(APP_STORE_TYPES), title, appStoreLink: z.object({ url }).strict() })
  .strict()
export type TAppStoreSite = z.infer<typeof ZAppStoreSiteSchema>

/** A sister brand in the brands strip. */
export const ZFooterBrandSchema = z.object({ name: title, url }).strict()
export type TFooterBrand = z.infer<typeof ZFooterBrandSchema>

export const ZFooterContentSchema = z
  .object({
    companyLinks: links,
    contactLinks: links,
    airlineTicketsLinks: links,
    moreLinks: links,
    destinationsDynamicLinks: links.optional(),
    citiesDynamicLinks: links.optional(),
    siteMapTitle: title,
    siteMapLinks: links,
    privacyMenu: links,
    socialMediaSites: ZSocialSiteSchema.array().max(10),
    appStoreSites: ZAppStoreSiteSchema.array().max(2),
    brands: ZFooterBrandSchema.array().max(12),
  })
  .strict()
export type TFooterContent = z.infer<typeof ZFooterContentSchema>

/** What a page embeds for its footer (global state): everything but the brands strip, loaded on view. */
export const ZFooterPageDataSchema = ZFooterContentSchema.omit({ brands: true })
export type TFooterPageData = z.infer<typeof ZFooterPageDataSchema>

// The three GETs take no input; brand and site come from host and cookie (brand-locale), so the query
// may only carry the development switches ?brand= and ?site=.
export const ZFooterRequestSchema = z.object({
  brand: z.string().max(40).optional(),
  site: z.string().max(8).optional(),
})
export type TFooterRequest = z.infer<typeof ZFooterRequestSchema>

export const ZFooterBrandsStateRequestSchema = ZFooterRequestSchema
export const ZFooterBrandsStateResponseSchema = z
  .object({
    brands: ZFooterBrandSchema.array(),
    socialMediaSites: ZSocialSiteSchema.array(),
    socialIconsByName: z.record(z.string(), z.string()),
  })
  .strict()
export type TFooterBrandsStateResponse = z.infer<typeof ZFooterBrandsStateResponseSchema>

export const ZFooterSiteMapLinksRequestSchema = ZFooterRequestSchema
export const ZFooterSiteMapLinksResponseSchema = z
  .object({ companyLinks: links, contactLinks: links, airlineTicketsLinks: links, moreLinks: links })
  .strict()
export type TFooterSiteMapLinksResponse = z.infer<typeof ZFooterSiteMapLinksResponseSchema>

export const ZPrivacyMenuStateRequestSchema = ZFooterRequestSchema
export const ZPrivacyMenuStateResponseSchema = ZFooterLinkSchema.array()
export type TPrivacyMenuStateResponse = z.infer<typeof ZPrivacyMenuStateResponseSchema>
