import type { TTraveler, TTravelerListResponse } from '../../shared/account/traveler-schemas.ts'
import type { TravelerRow } from '../repositories/traveler.repository.ts'

/** A traveller as the spec names its fields (section 3); the owner's id never leaves the server. */
export function presentTraveler(row: TravelerRow): TTraveler {
  return {
    travelerId: row.id,
    firstName: row.first_name,
    middleName: row.middle_name,
    lastName: row.last_name,
    dateOfBirth: row.date_of_birth,
    emailAddress: row.email_address,
    phoneNumber: row.phone_number,
    phoneCountryCode: row.phone_country_code,
    phoneCountryCodeISO: row.phone_country_code_iso,
    tsaredress: row.tsaredress,
    knownTravelerNumber: row.known_traveler_number,
    preferred: row.preferred,
    gender: row.gender,
  }
}

export function presentTravelerList(rows: TravelerRow[]): TTravelerListResponse {
  return { travelers: rows.map(presentTraveler) }
}
