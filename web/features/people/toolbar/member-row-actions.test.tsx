// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  adminBrowser,
  createCompany,
  createMemberOf,
} from '../../../../server/routes/company/company-test-kit.ts'
import { startTestApp, type TestApp } from '../../../../server/test-app.ts'
import { createEventBus } from '../../../../shared/event-bus.ts'
import { createMembersApi } from '../../../api/members.ts'
import { signedInFakeBrowser } from '../../../api/test-support/fake-browser.ts'
import { AppProviders } from '../../../app/providers.tsx'
import { signedInAuth, testGlobalState } from '../../../app/test-support/global-state.ts'
import { installViewport } from '../../../chrome/side-nav/side-nav-test-kit.tsx'
import { createI18n, type Messages } from '../../../i18n/create-i18n.ts'
import en from '../../../i18n/messages/en.json' with { type: 'json' }
import { MemberRowActions } from './member-row-actions.tsx'

installViewport(1200)
const LOAD = { timeout: 5000 }
const texts = en.members.row

/** A guest's row in the users table against the real server. */
describe('a guest’s row actions', () => {
  let t: TestApp
  let baseUrl: string
  beforeAll(async () => {
    t = await startTestApp('pglite')
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 })
  })
  afterAll(async () => t?.close())
  afterEach(cleanup)

  it('an admin moves a guest’s last day without retyping the sponsor, and the table reloads', async () => {
    const company = await createCompany(t)
    const admin = await adminBrowser(t, company)
    const guest = await createMemberOf(t, company, 'guest')
    const endsAt = new Date(Date.UTC(2027, 0, 31, 23, 59, 59, 999))
    await t.database.db
      .updateTable('business_profiles')
      .set({ sponsor_user_id: admin.userId, access_ends_at: endsAt })
      .where('user_id', '=', guest.id)
      .execute()
    const browser = signedInFakeBrowser(baseUrl, admin)
    let reloads = 0
    render(
      <AppProviders
        state={testGlobalState({ auth: signedInAuth({ permissions: ['GUEST_MANAGEMENT'] }) })}
        i18n={createI18n('en', 'en-US', en as Messages)}
        bus={createEventBus()}
      >
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
        />
      </AppProviders>,
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
    const row = await t.database.db
      .selectFrom('business_profiles')
      .select(['sponsor_user_id', 'access_ends_at'])
      .where('user_id', '=', guest.id)
      .executeTakeFirstOrThrow()
    expect(row.sponsor_user_id).toBe(admin.userId)
    expect(new Date(row.access_ends_at as Date).toISOString().slice(0, 10)).toBe('2027-03-31')
  })
})
