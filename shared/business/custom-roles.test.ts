import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PERMISSIONS } from '../permissions.ts'
import { ROLE_TEMPLATES } from '../roles.ts'
import {
  checkRole,
  cleanPermissions,
  isAdminRole,
  permissionSetKey,
  roleNameKey,
  type TExistingRole,
} from './custom-roles.ts'

const permission = fc.constantFrom(...PERMISSIONS.filter((p) => p !== 'DISABLED'))
const permissions = fc.uniqueArray(permission, { minLength: 1, maxLength: 12 })
const name = fc.string({ minLength: 1, maxLength: 30 }).filter((s) => /\p{L}/u.test(s))
const existing: fc.Arbitrary<TExistingRole[]> = fc.array(fc.record({ id: fc.uuid(), name, permissions }), {
  maxLength: 6,
})

describe('custom role rules', () => {
  it('never accepts a name that another role has, whatever its case or spaces', () => {
    fc.assert(
      fc.property(
        existing,
        permissions,
        fc.nat(),
        fc.constantFrom('upper', 'lower', 'spaced'),
        (roles, perms, i, how) => {
          fc.pre(roles.length > 0)
          const other = roles[i % roles.length] as TExistingRole
          const variant =
            how === 'upper'
              ? other.name.toUpperCase()
              : how === 'lower'
                ? other.name.toLowerCase()
                : `  ${other.name}  `
          fc.pre(roleNameKey(variant) === roleNameKey(other.name))
          const check = checkRole({ name: variant, permissions: perms }, roles)
          expect(check.ok).toBe(false)
        },
      ),
    )
  })

  it('never accepts a permission set that another role has, whatever its order or repeats', () => {
    fc.assert(
      fc.property(existing, name, fc.nat(), (roles, fresh, i) => {
        fc.pre(roles.length > 0 && roles.every((r) => roleNameKey(r.name) !== roleNameKey(fresh)))
        const other = roles[i % roles.length] as TExistingRole
        const shuffled = [...other.permissions].reverse().concat(other.permissions.slice(0, 1))
        const check = checkRole({ name: fresh, permissions: shuffled }, roles)
        expect(check).toMatchObject({ ok: false, code: 'ROLE_PERMISSIONS_TAKEN' })
      }),
    )
  })

  it('accepts a role unlike every other, keeping only known permissions, and lets a role keep its own values', () => {
    fc.assert(
      fc.property(
        existing,
        name,
        permissions,
        fc.array(fc.string({ maxLength: 10 })),
        (roles, n, perms, junk) => {
          const clash = roles.some(
            (r) =>
              roleNameKey(r.name) === roleNameKey(n) ||
              permissionSetKey(r.permissions) === permissionSetKey(perms),
          )
          const check = checkRole({ name: n, permissions: [...junk, ...perms] }, roles)
          if (clash || n.trim() === '' || /\p{Cc}/u.test(n)) return
          expect(check.ok).toBe(true)
          if (!check.ok) return
          expect(new Set(check.permissions)).toEqual(new Set(perms))
          expect(check.dropped.every((d) => !(PERMISSIONS as readonly string[]).includes(d))).toBe(true)
          // Saving a role unchanged never clashes with itself.
          const self = { id: 'self', name: check.name, permissions: check.permissions }
          expect(checkRole({ name: n, permissions: perms }, [...roles, self], 'self').ok).toBe(true)
        },
      ),
    )
  })

  it('refuses DISABLED beside others, DISABLED alone (it grants nothing), and an empty set', () => {
    fc.assert(
      fc.property(permissions, (perms) => {
        expect(checkRole({ name: 'Off', permissions: ['DISABLED', ...perms] }, [])).toMatchObject({
          ok: false,
          code: 'ROLE_DISABLED_NOT_ALONE',
        })
      }),
    )
    expect(checkRole({ name: 'Off', permissions: ['DISABLED'] }, [])).toMatchObject({
      ok: false,
      code: 'ROLE_GRANTS_NOTHING',
    })
    expect(checkRole({ name: 'Off', permissions: ['DISABLED', 'nope', 'DISABLED'] }, [])).toMatchObject({
      code: 'ROLE_GRANTS_NOTHING',
      dropped: ['nope'],
    })
    expect(checkRole({ name: 'None', permissions: ['nope'] }, [])).toMatchObject({
      code: 'ROLE_PERMISSIONS_EMPTY',
      dropped: ['nope'],
    })
    expect(checkRole({ name: ' ', permissions: ['EVENT_EDIT'] }, [])).toMatchObject({
      code: 'ROLE_NAME_INVALID',
    })
    expect(checkRole({ name: 'x'.repeat(61), permissions: ['EVENT_EDIT'] }, [])).toMatchObject({
      code: 'ROLE_NAME_INVALID',
    })
  })

  it('drops unknown values and keeps the spec order', () => {
    expect(cleanPermissions(['REPORTING_VIEW', 'x', 'TRIP_EVENT_BOOK', 'x', 'REPORTING_VIEW'])).toEqual({
      permissions: ['TRIP_EVENT_BOOK', 'REPORTING_VIEW'],
      dropped: ['x'],
    })
  })

  it('counts only the admin template among the built-ins as an admin role', () => {
    const admins = Object.entries(ROLE_TEMPLATES).filter(([, r]) => isAdminRole(r.permissions))
    expect(admins.map(([k]) => k)).toEqual(['admin'])
    expect(isAdminRole(['DISABLED', 'USER_MANAGEMENT'])).toBe(false)
  })

  it('the built-in templates already satisfy the rules among themselves', () => {
    const roles = Object.entries(ROLE_TEMPLATES).map(([id, r]) => ({ id, ...r }))
    for (const r of roles) expect([r.id, checkRole(r, roles, r.id).ok]).toEqual([r.id, true])
  })
})
