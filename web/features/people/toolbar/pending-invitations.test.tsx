// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { adminBrowser, createCompany } from '../../../../server/testing/company/company-test-kit.ts'
import { createMembersApi } from '../../../api/members.ts'
import en from '../../../i18n/messages/en.json' with { type: 'json' }
import { signedInFakeBrowser } from '../../../testing/api/fake-browser.ts'
import { signedInAuth } from '../../../testing/app/global-state.ts'
import { LOAD, realServer } from '../../../testing/app/real-server.ts'
import { renderInApp } from '../../../testing/app/render-in-app.tsx'
import { installViewport } from '../../../testing/chrome/side-nav/side-nav-test-kit.tsx'
import { PeopleToolbar } from './people-toolbar.tsx'

installViewport(1200)
const texts = en.members.invitation

/** The pending invitations above the users table, against the real server: resend and revoke. */
describe('pending invitations', () => {
  const server = realServer()

  it('an admin sends an invitation again, then revokes it, and it leaves the list', async () => {
    const company = await createCompany(server.t)
    const browser = signedInFakeBrowser(server.baseUrl, await adminBrowser(server.t, company))
    const api = createMembersApi(() => browser.client)
    const email = `ines.moreau@${company.domain}`
    await api.invite({ emails: [email], roleId: company.roles.traveler })
    const invitation = () =>
      server.t.database.db
        .selectFrom('business_invitations')
        .select(['token_hash', 'sent_at', 'revoked_at'])
        .where('company_id', '=', company.id)
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    const mails = async () => {
      await server.t.app.services.mail.settled()
      const rows = await server.t.database.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('to_address', '=', email)
        .execute()
      return rows.length
    }
    const before = await invitation()
    const mailsBefore = await mails()

    renderInApp(<PeopleToolbar api={api} />, { auth: signedInAuth({ permissions: ['USER_INVITE'] }) })
    const item = within((await screen.findByText(email, undefined, LOAD)).closest('li') as HTMLElement)

    await userEvent.click(item.getByRole('button', { name: texts.resend }))
    await screen.findByText(texts.resent.replace('{email}', email), undefined, LOAD)
    const resent = await invitation()
    expect(resent.token_hash).not.toBe(before.token_hash)
    expect(resent.revoked_at).toBeNull()
    expect(await mails()).toBe(mailsBefore + 1)
    expect((await api.invitations()).invitations.map((i) => i.email)).toEqual([email])

    await userEvent.click(item.getByRole('button', { name: texts.revoke }))
    await screen.findByText(texts.revoked.replace('{email}', email), undefined, LOAD)
    await screen.findByText(en.members.toolbar.pendingEmpty, undefined, LOAD)
    expect((await invitation()).revoked_at).not.toBeNull()
    expect((await api.invitations()).invitations).toEqual([])
    await waitFor(() => expect(screen.queryByText(email)).toBeNull(), LOAD)
  })
})
