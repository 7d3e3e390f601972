import {
  socialIconUrl,
  type TFooterBrandsStateResponse,
  type TFooterContent,
  type TFooterPageData,
  type TFooterSiteMapLinksResponse,
  type TPrivacyMenuStateResponse,
} from '../../shared/chrome/footer-schemas.ts'

/**
 * The brands strip (issue 27 item 1): each sister brand at the address it is served on, from the
 * configuration (`brandUrl`); a brand with none is left out rather than linked to a host that does not
 * resolve.
 */
export function presentFooterBrands(
  content: TFooterContent,
  brandUrl: (name: string) => string | null = () => null,
): TFooterBrandsStateResponse {
  return {
    brands: content.brands.flatMap((b) => {
      const url = brandUrl(b.name)
      return url ? [{ ...b, url }] : []
    }),
    socialMediaSites: content.socialMediaSites,
    socialIconsByName: Object.fromEntries(
      content.socialMediaSites.map((site) => [site.name, socialIconUrl(site.name)]),
    ),
  }
}

export function presentFooterSiteMapLinks(content: TFooterContent): TFooterSiteMapLinksResponse {
  const { companyLinks, contactLinks, airlineTicketsLinks, moreLinks } = content
  return { companyLinks, contactLinks, airlineTicketsLinks, moreLinks }
}

export function presentPrivacyMenu(content: TFooterContent): TPrivacyMenuStateResponse {
  return content.privacyMenu
}

/** The page's own copy (global state): all but the brands strip, which loads when the footer is seen. */
export function presentFooterPageData(content: TFooterContent): TFooterPageData {
  const { brands: _brands, ...page } = content
  return page
}
