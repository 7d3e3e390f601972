// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { adminBrowser, createCompany } from '../../../server/routes/company/company-test-kit.ts'
import { approvalsApi } from '../../api/approvals.ts'
import { signedInFakeBrowser } from '../../api/test-support/fake-browser.ts'
import { realServer } from '../../app/test-support/real-server.ts'
import { renderInApp } from '../../app/test-support/render-in-app.tsx'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import { ApprovalSettingsPage } from './approval-settings-page.tsx'
import { ApprovalsApiContext } from './approvals-api-context.tsx'

const LOAD = { timeout: 5000 }
const texts = en.approvals.settings

/** The approval settings form against the real server: what it sends back is what it read, changed. */
describe('the approval settings page', () => {
  const server = realServer()

  it('an admin changes when approval happens and what needs it, then changes it again', async () => {
    const browser = signedInFakeBrowser(
      server.baseUrl,
      await adminBrowser(server.t, await createCompany(server.t)),
    )
    const api = approvalsApi(() => browser.client)
    const show = () =>
      renderInApp(
        <ApprovalsApiContext.Provider value={() => api}>
          <ApprovalSettingsPage />
        </ApprovalsApiContext.Provider>,
      )
    const save = async () => {
      await userEvent.click(screen.getByRole('button', { name: texts.save }))
      await screen.findByText(en.approvals.saved, undefined, LOAD)
    }

    show()
    await userEvent.click(await screen.findByRole('radio', { name: texts.timing.beforeBooking }, LOAD))
    // Each choice carries its own value (all three read "on" before: issue 30).
    const timings = screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).name === 'timing')
    expect(timings.map((r) => (r as HTMLInputElement).value)).toEqual(['beforeBooking', 'voidWindow', 'off'])
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: texts.verticals.hotel }),
      texts.rule.outOfPolicy,
    )
    const step = screen.getByRole('spinbutton', { name: texts.stepHours })
    await userEvent.clear(step)
    await userEvent.type(step, '48')
    await userEvent.click(screen.getByRole('radio', { name: texts.default.cancel }))
    await save()
    expect(await api.settings()).toMatchObject({
      timing: 'beforeBooking',
      verticals: { hotel: 'outOfPolicy', flight: 'off' },
      stepHours: 48,
      defaultOnTimeout: 'cancel',
      allowCustomApprover: false,
    })

    // A later visit starts from the saved settings and sends them back with one change.
    cleanup()
    show()
    const custom = await screen.findByRole('checkbox', { name: texts.allowCustom }, LOAD)
    expect(
      (screen.getByRole('radio', { name: texts.timing.beforeBooking }) as HTMLInputElement).checked,
    ).toBe(true)
    await userEvent.click(custom)
    await userEvent.click(screen.getByRole('radio', { name: texts.timing.voidWindow }))
    await save()
    expect(await api.settings()).toMatchObject({
      timing: 'voidWindow',
      verticals: { hotel: 'outOfPolicy' },
      stepHours: 48,
      defaultOnTimeout: 'cancel',
      allowCustomApprover: true,
    })
  })
})
