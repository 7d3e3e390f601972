// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TBusinessUser } from '../../../shared/business/people-schemas.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import { axeViolations } from '../../testing/app/axe.ts'
import { renderInApp } from '../../testing/app/render-in-app.tsx'
import { MembersTable } from './members-table.tsx'

const texts = en.people.manage
const member = (id: string, firstName: string, extra: Partial<TBusinessUser> = {}): TBusinessUser => ({
  id,
  email: `${firstName.toLowerCase()}@example.com`,
  firstName,
  lastName: 'Kim',
  role: { id: 'r-traveler', roleName: 'Traveler' },
  profileImageUrl: null,
  customData: { staffClassDescription: null },
  status: 'active',
  isGuest: false,
  groups: ['Sales', 'Seoul'],
  sponsor: null,
  accessEndsAt: null,
  office: null,
  ...extra,
})
const ROLES = [
  { id: 'r-traveler', name: 'Traveler', templateKey: null, builtIn: true, permissions: [], memberCount: 2 },
  { id: 'r-finder', name: 'Finder', templateKey: null, builtIn: false, permissions: [], memberCount: 0 },
]

describe('the members table', () => {
  afterEach(cleanup)
  const props = {
    roles: ROLES,
    busy: false,
    actions: () => <button type="button">More</button>,
  }

  it('shows a page of members, selects them, changes a role, and pages', async () => {
    const onSelect = vi.fn()
    const onRole = vi.fn()
    const onPage = vi.fn()
    const members = [
      member('u1', 'Ada'),
      member('u2', 'Bo', { isGuest: true, office: { id: 'o', name: 'Busan' } }),
    ]
    renderInApp(
      <MembersTable
        {...props}
        members={members}
        selected={['u2']}
        onSelect={onSelect}
        onRole={onRole}
        showOffice
        paging={{ page: 0, size: 2, total: 3, onPage }}
      />,
    )
    const table = within(screen.getByRole('table', { name: texts.caption }))
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '',
      texts.name,
      texts.email,
      texts.role,
      texts.groups,
      texts.office,
      texts.status,
      texts.actions,
    ])
    expect(table.getAllByRole('columnheader').every((h) => h.getAttribute('scope') === 'col')).toBe(true)
    const bo = within(table.getAllByRole('row')[2] as HTMLElement)
    expect(bo.getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '',
      'Bo Kim',
      'bo@example.com',
      'TravelerFinder',
      'Sales, Seoul',
      'Busan',
      `${en.people.status.active} · ${texts.guest}`,
      'More',
    ])

    await userEvent.click(table.getByRole('checkbox', { name: texts.selectAll }))
    expect(onSelect).toHaveBeenLastCalledWith(['u1', 'u2'])
    await userEvent.click(table.getByRole('checkbox', { name: 'Select Bo Kim' }))
    expect(onSelect).toHaveBeenLastCalledWith([])
    await userEvent.selectOptions(table.getByRole('combobox', { name: 'Role of Ada Kim' }), 'Finder')
    expect(onRole).toHaveBeenCalledWith('u1', 'r-finder')

    const paging = within(screen.getByRole('navigation', { name: texts.paging }))
    expect(paging.getByText('Page 1 of 2 (3 people)')).toBeTruthy()
    await userEvent.click(paging.getByRole('button', { name: texts.next }))
    expect(onPage).toHaveBeenCalledWith(1)
    expect(await axeViolations()).toEqual([])
  })

  it('says there is no one, and has no office column without offices', () => {
    const page = { page: 0, size: 20, total: 0, onPage: () => {} }
    const handlers = { selected: [], onSelect: () => {}, onRole: () => {} }
    const { unmount } = renderInApp(
      <MembersTable {...props} {...handlers} members={[]} showOffice={false} paging={page} />,
    )
    expect(screen.getByText(texts.none)).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
    unmount()
    renderInApp(
      <MembersTable
        {...props}
        {...handlers}
        members={[member('u1', 'Ada')]}
        showOffice={false}
        paging={page}
      />,
    )
    expect(screen.queryByRole('columnheader', { name: texts.office })).toBeNull()
  })
})
