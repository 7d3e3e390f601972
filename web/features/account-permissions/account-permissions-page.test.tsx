// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { adminBrowser, createCompany } from '../../../server/routes/company/company-test-kit.ts'
import { startTestApp, type TestApp } from '../../../server/test-app.ts'
import { createEventBus } from '../../../shared/event-bus.ts'
import { paymentFieldsApi } from '../../api/payment-options.ts'
import { signedInFakeBrowser } from '../../api/test-support/fake-browser.ts'
import { AppProviders } from '../../app/providers.tsx'
import { signedInAuth, testGlobalState } from '../../app/test-support/global-state.ts'
import { createI18n, type Messages } from '../../i18n/create-i18n.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import { AccountPermissionsPage } from './account-permissions-page.tsx'

const LOAD = { timeout: 5000 }
const texts = en.payFields.permissions

/** The account permissions page's hotel rooms switch against the real server. */
describe('the account permissions page', () => {
  let t: TestApp
  let baseUrl: string
  beforeAll(async () => {
    t = await startTestApp('pglite')
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 })
  })
  afterAll(async () => t?.close())
  afterEach(cleanup)

  it('an admin lets travellers book several rooms in one hotel booking, then one room again', async () => {
    const company = await createCompany(t)
    const browser = signedInFakeBrowser(baseUrl, await adminBrowser(t, company))
    const api = paymentFieldsApi(() => browser.client)
    const stored = async () =>
      (
        await t.database.db
          .selectFrom('company_travel_settings')
          .select('multi_room_bookings')
          .where('company_id', '=', company.id)
          .executeTakeFirst()
      )?.multi_room_bookings ?? false
    render(
      <AppProviders
        state={testGlobalState({ auth: signedInAuth() })}
        i18n={createI18n('en', 'en-US', en as Messages)}
        bus={createEventBus()}
      >
        <AccountPermissionsPage api={api} />
      </AppProviders>,
    )
    const rooms = (await screen.findByRole(
      'checkbox',
      { name: texts.multiRoomLabel },
      LOAD,
    )) as HTMLInputElement
    expect(rooms.checked).toBe(false)
    expect(await stored()).toBe(false)

    await userEvent.click(rooms)
    await screen.findByText(texts.multiRoomOn, undefined, LOAD)
    expect(rooms.checked).toBe(true)
    expect(await stored()).toBe(true)
    expect(await api.multiRoom()).toMatchObject({ enabled: true })

    await userEvent.click(rooms)
    await screen.findByText(texts.multiRoomOff, undefined, LOAD)
    await waitFor(() => expect(rooms.checked).toBe(false), LOAD)
    expect(await stored()).toBe(false)
    expect(await api.multiRoom()).toMatchObject({ enabled: false })
  })
})
