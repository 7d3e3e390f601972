import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PERMISSIONS } from '../permissions.ts'
import { ROLE_TEMPLATES } from '../roles.ts'
import {
  GRANTING_GROUPS,
  grantsSomething,
  groupsHeld,
  MARKER_PERMISSIONS,
  PERMISSION_GROUPS,
} from './permission-groups.ts'

describe('permission groups', () => {
  it('puts every permission in exactly one group, and nothing else in any', () => {
    const grouped = PERMISSION_GROUPS.flatMap((g) => g.permissions)
    expect([...grouped].sort()).toEqual([...PERMISSIONS].sort())
    expect(new Set(PERMISSION_GROUPS.map((g) => g.id)).size).toBe(PERMISSION_GROUPS.length)
  })

  it('offers every permission but the markers to choose from', () => {
    const offered = GRANTING_GROUPS.flatMap((g) => g.permissions)
    expect(offered.some((p) => MARKER_PERMISSIONS.includes(p))).toBe(false)
    expect(offered.length + MARKER_PERMISSIONS.length).toBe(PERMISSIONS.length)
  })

  it('grants something exactly when a known permission other than a marker is held', () => {
    const value = fc.oneof(fc.constantFrom(...PERMISSIONS), fc.string({ maxLength: 12 }))
    fc.assert(
      fc.property(fc.array(value, { maxLength: 8 }), (values) => {
        const granting = values.filter(
          (v) => (PERMISSIONS as readonly string[]).includes(v) && v !== 'DISABLED',
        )
        expect(grantsSomething(values)).toBe(granting.length > 0)
      }),
    )
    expect(grantsSomething([])).toBe(false)
    expect(grantsSomething(['DISABLED'])).toBe(false)
    expect(grantsSomething(['TRIP_EVENT_APPROVAL_REQUEST'])).toBe(true)
    for (const template of Object.values(ROLE_TEMPLATES))
      expect(grantsSomething(template.permissions)).toBe(true)
  })

  it('lists a role’s permissions by group, in the groups’ order, leaving out empty groups', () => {
    expect(groupsHeld(['EVENT_EDIT', 'nope', 'REPORTING_VIEW', 'TRIP_EVENT_BOOK', 'TRAVEL_TRACKER'])).toEqual(
      [
        { id: 'booking', permissions: ['TRIP_EVENT_BOOK'] },
        { id: 'reporting', permissions: ['REPORTING_VIEW', 'TRAVEL_TRACKER'] },
        { id: 'events', permissions: ['EVENT_EDIT'] },
      ],
    )
    expect(groupsHeld([])).toEqual([])
  })
})
