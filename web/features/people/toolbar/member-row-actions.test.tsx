// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { useCallback, useEffect, useState } from 'react'
import { describe, expect, it } from 'vitest'
import {
  adminBrowser,
  createCompany,
  createMemberOf,
} from '../../../../server/testing/company/company-test-kit.ts'
import { MEMBER_STATUSES } from '../../../../shared/business/people-contract.ts'
import type { TBusinessUser } from '../../../../shared/business/people-schemas.ts'
import type { ApiClient } from '../../../api/client.ts'
import { createMembersApi } from '../../../api/members.ts'
import { findUsers } from '../../../api/people.ts'
import en from '../../../i18n/messages/en.json' with { type: 'json' }
import { signedInFakeBrowser } from '../../../testing/api/fake-browser.ts'
import { signedInAuth } from '../../../testing/app/global-state.ts'
import { LOAD, realServer } from '../../../testing/app/real-server.ts'
import { renderInApp } from '../../../testing/app/render-in-app.tsx'
import { installViewport } from '../../../testing/chrome/side-nav/side-nav-test-kit.tsx'
import { MemberRowActions, rowMemberOf } from './member-row-actions.tsx'

installViewport(1200)
const texts = en.members.row
const server = realServer()

/** A guest's row in the users table against the real server. */
describe('a guest’s row actions', () => {
  it('an admin moves a guest’s last day without retyping the sponsor, and the table reloads', async () => {
    const company = await createCompany(server.t)
    const admin = await adminBrowser(server.t, company)
    const guest = await createMemberOf(server.t, company, 'guest')
    const endsAt = new Date(Date.UTC(2027, 0, 31, 23, 59, 59, 999))
    await server.t.database.db
      .updateTable('business_profiles')
      .set({ sponsor_user_id: admin.userId, access_ends_at: endsAt })
      .where('user_id', '=', guest.id)
      .execute()
    const browser = signedInFakeBrowser(server.baseUrl, admin)
    let reloads = 0
    renderInApp(
      <MemberRowActions
        api={createMembersApi(() => browser.client)}
        member={{
          id: guest.id,
          email: guest.email,
          status: 'active',
          isGuest: true,
          sponsorEmail: admin.email,
          accessEndsAt: endsAt.toISOString(),
        }}
        onChanged={() => reloads++}
      />,
      { auth: signedInAuth({ permissions: ['GUEST_MANAGEMENT'] }) },
    )
    await userEvent.click(screen.getByRole('button', { name: texts.editGuest }))
    const dialog = within(screen.getByRole('dialog'))
    const sponsor = dialog.getByLabelText(texts.sponsor) as HTMLInputElement
    const end = dialog.getByLabelText(texts.accessEnds) as HTMLInputElement
    expect(sponsor.value).toBe(admin.email)
    expect(end.value).toBe('2027-01-31')

    await userEvent.clear(end)
    await userEvent.type(end, '2027-03-31')
    await userEvent.click(dialog.getByRole('button', { name: texts.save }))
    await screen.findByText(texts.guestSaved, undefined, LOAD)
    expect(reloads).toBe(1)
    const row = await server.t.database.db
      .selectFrom('business_profiles')
      .select(['sponsor_user_id', 'access_ends_at'])
      .where('user_id', '=', guest.id)
      .executeTakeFirstOrThrow()
    expect(row.sponsor_user_id).toBe(admin.userId)
    expect(new Date(row.access_ends_at as Date).toISOString().slice(0, 10)).toBe('2027-03-31')
  })
})

/**
 * A member's row as the users table shows it: read from the people search (every status), and read again
 * after each change, as the table reloads.
 */
function TableRow({ client, email }: { client: ApiClient; email: string }) {
  const [member, setMember] = useState<TBusinessUser | null | undefined>(undefined)
  const load = useCallback(async () => {
    const page = await findUsers(client, {
      query: email,
      filters: { statuses: [...MEMBER_STATUSES] },
      searchMode: 'filtered',
    })
    setMember(page.content.find((m) => m.email === email) ?? null)
  }, [client, email])
  useEffect(() => void load(), [load])
  if (member === undefined) return <p>Loading</p>
  if (member === null) return <p>Not in the table</p>
  return (
    <div>
      <p>Status: {member.status}</p>
      <MemberRowActions
        api={createMembersApi(() => client)}
        member={rowMemberOf(member)}
        onChanged={() => void load()}
      />
    </div>
  )
}

/** Deactivate, reactivate and remove a guest, from a row of the users table against the real server. */
describe('a member’s row actions', () => {
  const profile = (userId: string) =>
    server.t.database.db
      .selectFrom('business_profiles')
      .select(['deactivated_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst()

  function showRow(client: ApiClient, email: string) {
    renderInApp(<TableRow client={client} email={email} />, {
      auth: signedInAuth({
        permissions: ['USER_MANAGEMENT', 'GUEST_MANAGEMENT', 'USER_GUEST_DELETE_FOR_ALL'],
      }),
    })
  }

  it('an admin deactivates a traveller, and the row offers to reactivate them, which works', async () => {
    const company = await createCompany(server.t)
    const admin = await adminBrowser(server.t, company)
    const traveller = await createMemberOf(server.t, company, 'traveler')
    showRow(signedInFakeBrowser(server.baseUrl, admin).client, traveller.email)

    await userEvent.click(await screen.findByRole('button', { name: texts.deactivate }, LOAD))
    await screen.findByText(texts.deactivated.replace('{email}', traveller.email), undefined, LOAD)
    expect((await profile(traveller.id))?.deactivated_at).toBeInstanceOf(Date)
    await screen.findByText('Status: deactivated', undefined, LOAD)

    await userEvent.click(screen.getByRole('button', { name: texts.reactivate }))
    await screen.findByText(texts.reactivated.replace('{email}', traveller.email), undefined, LOAD)
    expect((await profile(traveller.id))?.deactivated_at).toBeNull()
    await screen.findByText('Status: active', undefined, LOAD)
    expect(screen.getByRole('button', { name: texts.deactivate })).toBeTruthy()
  })

  it('an admin removes a guest after confirming, and the guest leaves the company', async () => {
    const company = await createCompany(server.t)
    const admin = await adminBrowser(server.t, company)
    const guest = await createMemberOf(server.t, company, 'guest')
    await server.t.database.db
      .updateTable('business_profiles')
      .set({ sponsor_user_id: admin.userId, access_ends_at: new Date(Date.UTC(2027, 5, 30)) })
      .where('user_id', '=', guest.id)
      .execute()
    showRow(signedInFakeBrowser(server.baseUrl, admin).client, guest.email)

    await userEvent.click(await screen.findByRole('button', { name: texts.removeGuest }, LOAD))
    expect(await profile(guest.id)).toBeDefined()
    await userEvent.click(screen.getByRole('button', { name: texts.confirmRemove }))
    await screen.findByText('Not in the table', undefined, LOAD)
    await waitFor(async () => expect(await profile(guest.id)).toBeUndefined(), LOAD)
  })
})
