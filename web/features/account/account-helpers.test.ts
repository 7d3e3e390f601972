import { describe, expect, it } from 'vitest'
import { DEFAULT_TRAVELER_CONFIG } from '../../../shared/account/account-contract.ts'
import { ApiError } from '../../api/errors.ts'
import { createI18n } from '../../i18n/create-i18n.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import { errorField, errorText } from './account-errors.ts'
import { addressWithoutToken, confirmationToken } from './email-confirmation.tsx'

const { t } = createI18n('en', 'en-US', en)
const refusal = (status: number, body: unknown) => ApiError.fromBody(status, '/x', body)

describe('e-mail confirmation link', () => {
  it('reads the secret from the fragment only when the page says it confirms an e-mail', () => {
    expect(confirmationToken('?confirmEmail=1', '#token=abc_DEF-123')).toBe('abc_DEF-123')
    expect(confirmationToken('?addEmail=true', '#token=abc')).toBeNull()
    expect(confirmationToken('?confirmEmail=1', '')).toBeNull()
    expect(confirmationToken('?confirmEmail=1&token=abc', '')).toBeNull()
  })

  it('drops the confirmation parameter and keeps the rest of the address', () => {
    expect(addressWithoutToken('/profile/account', '?confirmEmail=1')).toBe('/profile/account')
    expect(addressWithoutToken('/profile/account', '?a=1&confirmEmail=1')).toBe('/profile/account?a=1')
  })
})

describe('refusal texts', () => {
  it('translates known codes with their numbers and falls back to the server’s reason', () => {
    const age = refusal(400, {
      errors: [{ code: 'TRAVELER_AGE_OUT_OF_RANGE', description: 'dateOfBirth: x' }],
    })
    expect(errorText(t, age, DEFAULT_TRAVELER_CONFIG)).toBe(
      'Travellers must be between 18 and 110 years old.',
    )
    const short = refusal(400, { errors: [{ code: 'PASSWORD_TOO_SHORT', description: 'Use at least 15.' }] })
    expect(errorText(t, short)).toBe('Use at least 15 characters.')
    const odd = refusal(400, {
      errors: [{ code: 'SOMETHING_NEW', description: 'A reason from the server.' }],
    })
    // A server's description is never shown: it is English, and once held zod's own words.
    expect(errorText(t, odd)).toBe('Something went wrong. Please try again.')
    expect(errorText(t, new Error('network'))).toBe('Something went wrong. Please try again.')
  })

  it('finds the field from errorField or from the refused item’s field', () => {
    const auth = refusal(403, {
      errorField: 'currentPasswd',
      errors: [{ code: 'WRONG_CURRENT_PASSWORD', description: 'x' }],
    })
    expect(errorField(auth)).toBe('currentPasswd')
    const zod = refusal(400, {
      errors: [{ code: 'VALIDATION_ERROR', description: 'x', field: 'phoneNumber', reason: 'format' }],
    })
    expect(errorField(zod)).toBe('phoneNumber')
    expect(errorField(new Error('x'))).toBeNull()
  })
})
