import { z } from 'zod'

/** A currency of the picker (spec section 3); names and symbols from CLDR in the page's language. */
export const ZCurrencyCodeSchema = z.string().regex(/^[A-Z]{3}$/)

export const ZCurrencySchema = z.object({
  currencyCode: ZCurrencyCodeSchema,
  displayName: z.string(),
  /** The symbol alone ("$", "₩"), as text; React escapes it. */
  htmlSymbolAlone: z.string(),
  /** The code is shown beside the symbol because another currency of the list shares that symbol. */
  showCurrency: z.boolean(),
})
export type TCurrency = z.infer<typeof ZCurrencySchema>

/** GET CurrencyPickerStateProviderAction. */
export const ZCurrencyPickerStateResponseSchema = z.object({
  topCurrencies: z.array(ZCurrencySchema),
  allCurrencies: z.array(ZCurrencySchema),
  current: ZCurrencySchema,
})
export type TCurrencyPickerStateResponse = z.infer<typeof ZCurrencyPickerStateResponseSchema>

/** POST /i/api/account/currency/v1/set. */
export const ZCurrencySetRequestSchema = z
  .object({ currencyCode: ZCurrencyCodeSchema, store: z.boolean() })
  .strict()
export type TCurrencySetRequest = z.infer<typeof ZCurrencySetRequestSchema>

export const ZCurrencySetResponseSchema = z.object({
  currencyCode: ZCurrencyCodeSchema,
  /** True when kept on the account; false when for this browser session only. */
  stored: z.boolean(),
})
export type TCurrencySetResponse = z.infer<typeof ZCurrencySetResponseSchema>

/** POST /i/api/business/v1/legalEntities/user/setLanguage. */
export const ZSetLanguageRequestSchema = z
  .object({ localeCode: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/) })
  .strict()
export type TSetLanguageRequest = z.infer<typeof ZSetLanguageRequestSchema>

export const ZSetLanguageResponseSchema = z.object({ localeCode: z.string() })
export type TSetLanguageResponse = z.infer<typeof ZSetLanguageResponseSchema>

/** content/currencies.json: the most-used currencies first, then every currency the site offers. */
export const ZCurrencyCatalogueSchema = z
  .object({ top: z.array(ZCurrencyCodeSchema), all: z.array(ZCurrencyCodeSchema).min(1) })
  .strict()
  .refine((c) => c.top.every((code) => c.all.includes(code)), 'every top currency is in the list')
export type TCurrencyCatalogue = z.infer<typeof ZCurrencyCatalogueSchema>
