import { describe, expect, it } from 'vitest'
import { PASSWORD_RULES } from '../../../shared/auth/auth-contract.ts'
import {
  checkCode,
  checkConsent,
  checkEmail,
  checkNewPassword,
  checkPassword,
  normalizeCode,
} from './credential-checks.ts'

describe('checks before a call', () => {
  it('holds the e-mail to the server’s rule and says which part is wrong', () => {
    expect(checkEmail('  ')).toMatchObject({ field: 'username', key: 'signIn.errors.emailRequired' })
    for (const typed of ['not-an-email', '<script>@x.com', '🙂🙂🙂', 'name@example'])
      expect(checkEmail(typed), typed).toMatchObject({ field: 'username', key: 'signIn.errors.emailInvalid' })
    expect(checkEmail(`${'a'.repeat(5000)}@example.com`)).toMatchObject({
      key: 'signIn.errors.emailTooLong',
      values: { max: 254 },
    })
    expect(checkEmail(' mina@example.co.kr ')).toBeNull()
  })

  it('requires a password to sign in, and says one longer than any the site allows cannot be it', () => {
    expect(checkPassword('')).toMatchObject({ field: 'passwd' })
    expect(checkPassword('x')).toBeNull()
    expect(checkPassword('🙂'.repeat(PASSWORD_RULES.maxLength))).toBeNull()
    expect(checkPassword('a'.repeat(5000))).toMatchObject({
      field: 'passwd',
      key: 'signIn.errors.passwordLongerThanAny',
      values: { max: PASSWORD_RULES.maxLength },
    })
  })

  it('holds a new password to the length rules, counting code points', () => {
    const min = PASSWORD_RULES.minLength
    expect(checkNewPassword('a'.repeat(min - 1))).toMatchObject({
      key: 'signIn.errors.passwordTooShort',
      values: { min },
    })
    expect(checkNewPassword('a'.repeat(min))).toBeNull()
    // 15 emoji are 30 UTF-16 units but 15 characters: long enough, and 14 are not.
    expect(checkNewPassword('🙂'.repeat(min))).toBeNull()
    expect(checkNewPassword('🙂'.repeat(min - 1))).not.toBeNull()
    expect(checkNewPassword('a'.repeat(PASSWORD_RULES.maxLength + 1))).toMatchObject({
      key: 'signIn.errors.passwordTooLong',
    })
  })

  it('takes a six-digit code, spaces allowed', () => {
    expect(checkCode('123 456')).toBeNull()
    expect(normalizeCode(' 123 456 ')).toBe('123456')
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      expect(checkCode(code), code).toMatchObject({ field: 'code' })
    }
  })

  it('asks for consent only when the configuration requires it', () => {
    expect(checkConsent(false, true)).toMatchObject({ field: 'consent' })
    expect(checkConsent(false, false)).toBeNull()
    expect(checkConsent(true, true)).toBeNull()
  })
})
