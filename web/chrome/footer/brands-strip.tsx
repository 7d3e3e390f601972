import { type RefObject, useEffect, useState } from 'react'
import { FOOTER_API } from '../../../shared/chrome/footer-contract.ts'
import type { TFooterBrand } from '../../../shared/chrome/footer-schemas.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'

/**
 * Loads the sister brands once the footer scrolls into view (spec section 2). A failure shows no strip
 * and is logged as a PageFooter error, unless the brands-silent-failure flag is on (spec section 8).
 */
export function useBrandsOnView(target: RefObject<Element | null>, silent = false): TFooterBrand[] | null {
  const [brands, setBrands] = useState<TFooterBrand[] | null>(null)
  useEffect(() => {
    const element = target.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    let live = true
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      fetch(FOOTER_API.brands, { credentials: 'same-origin', headers: { accept: 'application/json' } })
        .then(async (response) => {
          if (!response.ok) throw new Error(`${response.status} ${FOOTER_API.brands}`)
          const body = (await response.json()) as { brands?: unknown }
          if (!Array.isArray(body.brands)) throw new Error('the brands answer has no brands')
          if (live) setBrands(body.brands as TFooterBrand[])
        })
        .catch((error: unknown) => {
          if (!silent) console.error('PageFooter error: could not load the brands', error)
        })
    })
    observer.observe(element)
    return () => {
      live = false
      observer.disconnect()
    }
  }, [target, silent])
  return brands
}

/** The brands strip; its height is reserved in CSS so the list arriving shifts nothing. */
export function BrandsStrip({ brands }: { brands: TFooterBrand[] | null }) {
  const { t } = useTranslation()
  return (
    <section className="fw-footer-brands" aria-label={t('footer.brands')} aria-busy={brands === null}>
      {brands && (
        <ul className="fw-footer-marks" data-testid="footer-brands">
          {brands.map((brand) => (
            <li key={brand.url}>
              <a href={brand.url} rel="noopener" className="fw-footer-mark">
                {brand.name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
