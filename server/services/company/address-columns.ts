import type { TAddress } from '../../../shared/business/company-settings-schemas.ts'

/** An address as the companies, offices and legal entities tables keep it. */
export const addressColumns = (a: TAddress) => ({
  address_line1: a.line1,
  address_line2: a.line2,
  city: a.city,
  postcode: a.postcode,
  country: a.country,
})
