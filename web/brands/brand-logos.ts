import brands from 'virtual:fw-brand-logos'
import type { TBrand, TBrandId } from '../../shared/brands.ts'

/** Mark shapes, drawn in the brand's accent colour inside a 32x32 box. */
const MARKS: Record<TBrand['logo']['mark'], string> = {
  leaf: 'M16 2C8 8 4 16 6 28c8-2 16-8 18-18 1-3 0-6-8-8zM8 26 22 8',
  wing: 'M2 20 30 6 22 18l8 2-20 6 4-6z',
  needle: 'M16 2 22 16 16 30 10 16zM16 12a4 4 0 1 0 0 8 4 4 0 1 0 0-8z',
  sun: 'M16 8a8 8 0 1 0 0 16 8 8 0 1 0 0-16zM16 0v5M16 27v5M0 16h5M27 16h5',
  case: 'M4 10h24v16H4zM11 10V6h10v4M4 16h24',
  wave: 'M2 18c4-6 8-6 12 0s8 6 12 0 4-4 4-4v10H2z',
}

export interface TBrandLogo {
  displayName: string
  wordmark: string
  markPath: string
}

export const BRAND_LOGOS: Partial<Record<TBrandId, TBrandLogo>> = Object.fromEntries(
  brands.map((b) => [
    b.id,
    { displayName: b.displayName, wordmark: b.logo.wordmark, markPath: MARKS[b.logo.mark] },
  ]),
)
