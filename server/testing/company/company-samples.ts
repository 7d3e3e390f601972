import type { TCompanyUpdateRequest } from '../../../shared/business/company-settings-schemas.ts'

/** Valid bodies of the company settings calls, for route tests, the fuzz tests and the matrix. */
export const GENERAL: TCompanyUpdateRequest = {
  name: 'Acme Travel Ltd',
  address: { line1: '1 Harbour Street', line2: 'Floor 3', city: 'Busan', postcode: '48058', country: 'KR' },
  phone: '+82 51 000 0000',
  defaultCurrency: 'KRW',
  bookingMode: 'TRAVELER_OR_TRAVEL_MANAGER',
}

export const OFFICE = {
  name: 'Seoul office',
  address: { line1: '1 Sejong-daero', line2: '', city: 'Seoul', postcode: '04524', country: 'KR' },
}

export const ENTITY = {
  name: 'Acme Korea Ltd',
  address: { line1: '1 Sejong-daero', line2: '', city: 'Seoul', postcode: '04524', country: 'KR' },
  registrationNumber: '110111-1234567',
  vatNumber: 'KR123-45-67890',
  billingCurrency: 'KRW',
}

export const PROGRAM = {
  vertical: 'flight',
  vendor: 'Korean Air',
  programName: 'SKYPASS corporate',
  accountNumber: 'KE 0012 3456 7890',
} as const
