import type { TCompanyUpdateRequest } from '../../../shared/business/company-settings-schemas.ts'

/** Valid bodies of the company settings calls, for route tests, the fuzz tests and the matrix. */
export const GENERAL: TCompanyUpdateRequest = {
  name: 'Acme Travel Ltd',
  address: { line1: '1 Harbour Street', line2: 'Floor 3', city: 'Busan', postcode: '48058', country: 'KR' },
  phone: '+82 51 000 0000',
  defaultCurrency: 'KRW',
  bookingMode: 'TRAVELER_OR_TRAVEL_MANAGER',
}
