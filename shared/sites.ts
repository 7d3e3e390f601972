import { z } from 'zod'

export const LANGUAGES = ['en', 'ko'] as const
export const ZLanguageSchema = z.enum(LANGUAGES)
export type TLanguage = z.infer<typeof ZLanguageSchema>

/**
 * A site is a country and a language; it decides the locale and the default currency. Its id is the
 * country code in lower case, with `-<language>` for a country's further languages (`kr-en`). Country,
 * language and currency names are not data: they come from CLDR through Intl (decision 025).
 */
export const ZSiteSchema = z
  .object({
    site: z.string().regex(/^[a-z]{2}(-[a-z]{2})?$/),
    countryCode: z.string().regex(/^[A-Z]{2}$/),
    language: ZLanguageSchema,
    locale: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/),
    currency: z.string().regex(/^[A-Z]{3}$/),
  })
  .strict()
export type TSite = z.infer<typeof ZSiteSchema>
export const DEFAULT_SITE = 'us'
