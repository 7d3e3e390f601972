import {
  AccountErrorCode,
  DEFAULT_TRAVELER_CONFIG,
  MAX_TRAVELERS_PER_USER,
  type TTravelerConfig,
  travelerAgeAllowed,
} from '../../../shared/account/account-contract.ts'
import type { TTravelerRequest } from '../../../shared/account/traveler-schemas.ts'
import { isoDay } from '../../../shared/calendar-days.ts'
import { fieldRefused, HttpError, notFound } from '../../http-error.ts'
import type { ActiveSession } from '../../repositories/session.repository.ts'
import type {
  TravelerFields,
  TravelerRepository,
  TravelerRow,
} from '../../repositories/traveler.repository.ts'

export interface TravelerService {
  list(session: ActiveSession): Promise<TravelerRow[]>
  /** null when the user has no preferred traveller. */
  preferred(session: ActiveSession): Promise<TravelerRow | null>
  create(session: ActiveSession, input: TTravelerRequest): Promise<TravelerRow>
  save(session: ActiveSession, travelerId: string, input: TTravelerRequest): Promise<TravelerRow>
  remove(session: ActiveSession, travelerId: string): Promise<void>
}

// Another user's traveller answers exactly as a missing one (ASVS 8.2.2).
const missing = () => notFound('The traveller')

export function createTravelerService(
  travelers: TravelerRepository,
  options: { config?: TTravelerConfig; now?: () => Date } = {},
): TravelerService {
  const { config = DEFAULT_TRAVELER_CONFIG, now = () => new Date() } = options

  function fieldsOf(input: TTravelerRequest): Omit<TravelerFields, 'preferred'> {
    if (input.dateOfBirth !== null && !travelerAgeAllowed(input.dateOfBirth, isoDay(now()), config)) {
      throw new HttpError(
        400,
        AccountErrorCode.TRAVELER_AGE_OUT_OF_RANGE,
        `dateOfBirth: a traveller must be between ${config.age.min} and ${config.age.max} years old.`,
      )
    }
    if (input.gender !== null && !config.genders.includes(input.gender)) {
      throw new HttpError(
        400,
        AccountErrorCode.TRAVELER_GENDER_NOT_ALLOWED,
        `gender: must be one of ${config.genders.join(', ')}.`,
      )
    }
    return {
      first_name: input.firstName,
      middle_name: input.middleName,
      last_name: input.lastName,
      date_of_birth: input.dateOfBirth,
      email_address: input.emailAddress,
      phone_number: input.phoneNumber,
      phone_country_code: input.phoneCountryCode,
      phone_country_code_iso: input.phoneCountryCodeISO,
      tsaredress: input.tsaredress,
      known_traveler_number: input.knownTravelerNumber,
      gender: input.gender,
    }
  }

  return {
    list: (session) => travelers.listForUser(session.userId),
    preferred: (session) => travelers.findPreferred(session.userId),
    async create(session, input) {
      const fields = fieldsOf(input)
      if ((await travelers.countForUser(session.userId)) >= MAX_TRAVELERS_PER_USER) {
        throw new HttpError(
          409,
          AccountErrorCode.TOO_MANY_TRAVELERS,
          `An account holds at most ${MAX_TRAVELERS_PER_USER} travellers.`,
        )
      }
      return travelers.create(session.userId, { ...fields, preferred: input.preferred ?? true })
    },
    async save(session, travelerId, input) {
      if (input.travelerId !== undefined && input.travelerId !== travelerId) {
        throw fieldRefused('The field "travelerId" does not match the path.', {
          field: 'travelerId',
          reason: 'invalid',
        })
      }
      const fields = fieldsOf(input)
      const row = await travelers.update(
        session.userId,
        travelerId,
        input.preferred === undefined ? fields : { ...fields, preferred: input.preferred },
      )
      if (!row) throw missing()
      return row
    },
    async remove(session, travelerId) {
      if (!(await travelers.delete(session.userId, travelerId))) throw missing()
    },
  }
}
