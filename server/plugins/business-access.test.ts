import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ADMIN_PERMISSIONS, needsSecondFactor } from '../../shared/business/second-factor.ts'
import { PERMISSIONS, type TPermission } from '../../shared/permissions.ts'
import { ROLE_TEMPLATES, type TRoleTemplateKey } from '../../shared/roles.ts'
import { HttpError } from '../http-error.ts'
import type { ActiveSession, BusinessContext } from '../repositories/session.repository.ts'
import { authorizeBusiness } from './business-access.ts'

function sessionOf(
  role: TRoleTemplateKey | null,
  overrides: Partial<ActiveSession> = {},
  company: Partial<BusinessContext> = {},
): ActiveSession {
  const now = new Date()
  const business: BusinessContext | null = role
    ? {
        profileId: 'p',
        profileConfirmed: true,
        companyId: 'c',
        companyName: 'Northwind',
        companyConfirmed: true,
        plan: 'bizPlus',
        features: ['SSO_INTEGRATION', 'REPORTING'],
        bookingMode: 'TRAVELER_ONLY',
        roleId: 'r',
        roleName: ROLE_TEMPLATES[role].name,
        roleTemplateKey: role,
        permissions: [...ROLE_TEMPLATES[role].permissions],
        requireTwoFactor: false,
        ...company,
      }
    : null
  return {
    sessionId: 's',
    groupId: 'g',
    userId: 'u',
    email: 'a@b.test',
    firstName: 'A',
    lastName: 'B',
    hasPersonalAccount: false,
    emailConfirmed: true,
    businessMode: role !== null,
    sticky: false,
    secondFactorAt: null,
    actingForUserId: null,
    impersonatorUserId: null,
    expiresAt: now,
    groupLastSeenAt: now,
    lastSeenAt: now,
    authenticatedAt: now,
    userCreatedAt: now,
    business,
    ...overrides,
  }
}

const codeOf = (run: () => unknown): string | null => {
  try {
    run()
    return null
  } catch (error) {
    if (error instanceof HttpError) return `${error.statusCode} ${error.code}`
    throw error
  }
}

const ROLES = Object.keys(ROLE_TEMPLATES) as TRoleTemplateKey[]

describe('authorizeBusiness', () => {
  it('refuses a session without a business profile, or one in personal mode', () => {
    expect(codeOf(() => authorizeBusiness(sessionOf(null), { permissions: [] }))).toBe(
      '403 PERMISSION_DENIED',
    )
    const personal = sessionOf('admin', { businessMode: false })
    expect(codeOf(() => authorizeBusiness(personal, { permissions: [] }))).toBe('403 PERMISSION_DENIED')
  })

  it('lets every role through a route that needs no permission', () => {
    for (const role of ROLES)
      expect(codeOf(() => authorizeBusiness(sessionOf(role), { permissions: [] }))).toBeNull()
  })

  it('decides every role against every single permission by the role template', () => {
    for (const role of ROLES) {
      for (const permission of PERMISSIONS) {
        const held = (ROLE_TEMPLATES[role].permissions as readonly string[]).includes(permission)
        const session = sessionOf(role, { secondFactorAt: new Date() })
        const result = codeOf(() => authorizeBusiness(session, { permissions: [permission] }))
        expect([role, permission, result]).toEqual([role, permission, held ? null : '403 PERMISSION_DENIED'])
      }
    }
  })

  it('refuses a role marked DISABLED whatever it holds', () => {
    const session = sessionOf(
      'admin',
      { secondFactorAt: new Date() },
      { permissions: ['DISABLED', 'USER_MANAGEMENT'] },
    )
    expect(codeOf(() => authorizeBusiness(session, { permissions: [] }))).toBe('403 PERMISSION_DENIED')
  })

  it('needs one of the listed features of the company', () => {
    const session = sessionOf('admin', { secondFactorAt: new Date() })
    expect(
      codeOf(() => authorizeBusiness(session, { permissions: [], features: ['SSO_INTEGRATION'] })),
    ).toBeNull()
    expect(
      codeOf(() => authorizeBusiness(session, { permissions: [], features: ['SLACK_INTEGRATION'] })),
    ).toBe('403 PERMISSION_DENIED')
  })

  it('[ASVS #9 6.3.3] an admin permission answers MISSING_TWO_FACTOR_AUTHENTICATION until the second factor is proven', () => {
    for (const permission of ADMIN_PERMISSIONS) {
      const without = sessionOf('admin')
      expect(codeOf(() => authorizeBusiness(without, { permissions: [permission] }))).toBe(
        '403 MISSING_TWO_FACTOR_AUTHENTICATION',
      )
      const verified = sessionOf('admin', { secondFactorAt: new Date() })
      expect(codeOf(() => authorizeBusiness(verified, { permissions: [permission] }))).toBeNull()
    }
  })

  it('asks a member who lacks the permission for nothing but the permission', () => {
    expect(codeOf(() => authorizeBusiness(sessionOf('traveler'), { permissions: ['USER_MANAGEMENT'] }))).toBe(
      '403 PERMISSION_DENIED',
    )
  })

  it('a company that requires a second factor gets it asked on every business call', () => {
    const session = sessionOf('traveler', {}, { requireTwoFactor: true })
    expect(codeOf(() => authorizeBusiness(session, { permissions: [] }))).toBe(
      '403 MISSING_TWO_FACTOR_AUTHENTICATION',
    )
    expect(
      codeOf(() => authorizeBusiness({ ...session, secondFactorAt: new Date() }, { permissions: [] })),
    ).toBeNull()
  })

  it('needsSecondFactor: true exactly when an admin permission is required or the company asks', () => {
    fc.assert(
      fc.property(fc.subarray([...PERMISSIONS]), fc.boolean(), (required, company) => {
        const admin = required.some((p) => (ADMIN_PERMISSIONS as readonly TPermission[]).includes(p))
        expect(needsSecondFactor(required, company)).toBe(admin || company)
      }),
    )
  })
})
