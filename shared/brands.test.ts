import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import brands from '../content/brands.json' with { type: 'json' }
import { BRAND_IDS, brandCss, brandName, ZBrandSchema } from './brands.ts'

const valid = ZBrandSchema.array().parse(brands)

describe('brands', () => {
  it('has the default brand and five sisters, one of each kind, each valid', () => {
    expect(valid.map((b) => b.id).sort()).toEqual([...BRAND_IDS].sort())
    expect(new Set(valid.map((b) => b.kind)).size).toBe(6)
  })

  it('exposes the lower-cased brand name and falls back to the default', () => {
    expect(brandName('SkyLark')).toBe('skylark')
    expect(brandName('unknown')).toBe('fernway')
    expect(brandName(undefined)).toBe('fernway')
  })

  it('writes tokens as CSS custom properties', () => {
    const css = brandCss(valid[0] as (typeof valid)[number])
    expect(css).toMatch(/^:root\{--fw-color-primary:#[0-9a-f]{6};/)
  })

  it('refuses any token value that could break out of the style element (no CSS injection)', () => {
    const base = valid[0] as (typeof valid)[number]
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(base.tokens) as (keyof typeof base.tokens)[])),
        fc.string(),
        (key, value) => {
          const brand = { ...base, tokens: { ...base.tokens, [key]: value } }
          const parsed = ZBrandSchema.safeParse(brand)
          const dangerous = /[;{}<>"\\]|url\(|\/\*/.test(value)
          if (dangerous) expect(parsed.success).toBe(false)
          // Whatever passes adds exactly one declaration per token (beside the three layout constants):
          // nothing can open a new rule.
          if (parsed.success)
            expect(brandCss(parsed.data).split(';')).toHaveLength(Object.keys(base.tokens).length + 3)
        },
      ),
      { numRuns: 500 },
    )
    expect(() =>
      brandCss({ ...base, tokens: { ...base.tokens, colorPrimary: 'red;}</style><script>' } } as never),
    ).toThrow()
  })
})
