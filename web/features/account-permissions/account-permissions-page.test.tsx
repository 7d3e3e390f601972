// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { adminBrowser, createCompany } from '../../../server/testing/company/company-test-kit.ts'
import { paymentFieldsApi } from '../../api/payment-options.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import { signedInFakeBrowser } from '../../testing/api/fake-browser.ts'
import { LOAD, realServer } from '../../testing/app/real-server.ts'
import { renderInApp } from '../../testing/app/render-in-app.tsx'
import { AccountPermissionsPage } from './account-permissions-page.tsx'

const texts = en.payFields.permissions

/** The account permissions page's hotel rooms switch against the real server. */
describe('the account permissions page', () => {
  const server = realServer()

  it('an admin lets travellers book several rooms in one hotel booking, then one room again', async () => {
    const company = await createCompany(server.t)
    const browser = signedInFakeBrowser(server.baseUrl, await adminBrowser(server.t, company))
    const api = paymentFieldsApi(() => browser.client)
    const stored = async () =>
      (
        await server.t.database.db
          .selectFrom('company_travel_settings')
          .select('multi_room_bookings')
          .where('company_id', '=', company.id)
          .executeTakeFirst()
      )?.multi_room_bookings ?? false
    renderInApp(<AccountPermissionsPage api={api} />)
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
