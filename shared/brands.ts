import { z } from 'zod'
import { DIALOG_OPEN_ANIMATION_MS, DROPDOWN_ANIMATION_MS, HEADER_HEIGHT_PX } from './constants.ts'

export const BRAND_IDS = ['fernway', 'skylark', 'farecompass', 'haneul', 'tripcrew', 'voyagio'] as const
export const ZBrandIdSchema = z.enum(BRAND_IDS)
export type TBrandId = z.infer<typeof ZBrandIdSchema>
export const DEFAULT_BRAND: TBrandId = 'fernway'

/*
 * Tokens end up inside a <style> element as CSS custom properties, so every value is checked
 * against a strict shape: no `;`, `}`, `<`, `url(` or comments can reach the page (no CSS injection).
 */
const color = z.string().regex(/^#[0-9a-fA-F]{6}$/)
const length = z.string().regex(/^\d{1,3}(\.\d{1,2})?(px|rem)$/)
const fontStack = z.string().regex(/^[A-Za-z0-9 ,'-]{1,200}$/)

export const ZBrandTokensSchema = z
  .object({
    colorPrimary: color,
    colorPrimaryText: color,
    colorAccent: color,
    colorSurface: color,
    colorSurfaceAlt: color,
    colorText: color,
    colorTextMuted: color,
    colorFooter: color,
    colorFooterText: color,
    radius: length,
    fontFamily: fontStack,
  })
  .strict()
export type TBrandTokens = z.infer<typeof ZBrandTokensSchema>

export const ZBrandSchema = z
  .object({
    id: ZBrandIdSchema,
    kind: z.enum(['default', 'flightNetwork', 'metasearch', 'regional', 'businessTravel', 'whiteLabel']),
    displayName: z.string().min(1).max(40),
    /** Wordmark letters drawn in the logo; the mark is one of a few shapes. */
    logo: z.object({
      mark: z.enum(['leaf', 'wing', 'needle', 'sun', 'case', 'wave']),
      wordmark: z.string().min(1).max(24),
    }),
    defaultSite: z.string().regex(/^[a-z]{2}$/),
    tokens: ZBrandTokensSchema,
  })
  .strict()
export type TBrand = z.infer<typeof ZBrandSchema>

const TOKEN_VARS: Record<keyof TBrandTokens, string> = {
  colorPrimary: '--fw-color-primary',
  colorPrimaryText: '--fw-color-primary-text',
  colorAccent: '--fw-color-accent',
  colorSurface: '--fw-color-surface',
  colorSurfaceAlt: '--fw-color-surface-alt',
  colorText: '--fw-color-text',
  colorTextMuted: '--fw-color-text-muted',
  colorFooter: '--fw-color-footer',
  colorFooterText: '--fw-color-footer-text',
  radius: '--fw-radius',
  fontFamily: '--fw-font-family',
}

/** `:root{--fw-...:...}` for a brand; parses again so that an unchecked object can never reach CSS. */
/** The spec's chrome constants (section 9) as the stylesheets read them: shared/constants.ts is their one source. */
const LAYOUT_VARS = [
  `--fw-header-height:${HEADER_HEIGHT_PX}px`,
  `--fw-dialog-open-ms:${DIALOG_OPEN_ANIMATION_MS}ms`,
  `--fw-dropdown-ms:${DROPDOWN_ANIMATION_MS}ms`,
].join(';')

export function brandCss(brand: TBrand): string {
  const tokens = ZBrandTokensSchema.parse(brand.tokens)
  const body = (Object.keys(TOKEN_VARS) as (keyof TBrandTokens)[])
    .map((key) => `${TOKEN_VARS[key]}:${tokens[key]}`)
    .join(';')
  return `:root{${body};${LAYOUT_VARS}}`
}

/** The lower-cased brand name exposed to the page and analytics; unknown or missing means the default. */
export function brandName(id: string | null | undefined): TBrandId {
  const lower = (id ?? '').toLowerCase()
  return (BRAND_IDS as readonly string[]).includes(lower) ? (lower as TBrandId) : DEFAULT_BRAND
}
