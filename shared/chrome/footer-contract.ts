/** The footer's paths and fixed lists (spec sections 2, 3 and 9), without its schemas (footer-schemas.ts). */

export const FOOTER_API = {
  brands: '/horizon/react/component/FooterBrandsStateProviderAction',
  siteMapLinks: '/horizon/react/component/FooterSiteMapLinksProviderAction',
  privacyMenu: '/horizon/react/component/PrivacyMenuStateProviderAction',
} as const

export const SOCIAL_ICON_PATH = '/res/images/social'
export const SOCIAL_SITES = [
  'facebook',
  'twitter',
  'instagram',
  'youtube',
  'brunch',
  'naverblog',
  'naverpost',
] as const
export const APP_STORE_TYPES = ['appleappstore', 'googleplay'] as const
/** Spec section 9: popular destinations and cities sit in 3 columns; below this width the site map is a dialog. */
export const FOOTER_LINK_COLUMNS = 3
export const SITE_MAP_DIALOG_BELOW = 1084

export function socialIconUrl(name: (typeof SOCIAL_SITES)[number]): string {
  return `${SOCIAL_ICON_PATH}/${name}.svg`
}
