/** content/brands.json's names and logos only (scripts/vite-brand-logos.ts). */
declare module 'virtual:fw-brand-logos' {
  const brands: {
    id: import('../../shared/brands.ts').TBrandId
    displayName: string
    logo: import('../../shared/brands.ts').TBrand['logo']
  }[]
  export default brands
}
