import {
  socialIconUrl,
  type TFooterBrandsStateResponse,
  type TFooterContent,
  type TFooterPageData,
  type TFooterSiteMapLinksResponse,
  type TPrivacyMenuStateResponse,
} from '../../shared/chrome/footer-schemas.ts'

export function presentFooterBrands(content: TFooterContent): TFooterBrandsStateResponse {
  return {
    brands: content.brands,
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
