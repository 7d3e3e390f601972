// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { adminBrowser, createCompany, json } from '../../../server/testing/company/company-test-kit.ts'
import { POLICY_PATHS } from '../../../shared/business/policy-contract.ts'
import { testBusinessState } from '../../../shared/testing/business-state.ts'
import { approvalsApi } from '../../api/approvals.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import { signedInFakeBrowser } from '../../testing/api/fake-browser.ts'
import { signedInAuth } from '../../testing/app/global-state.ts'
import { LOAD, realServer } from '../../testing/app/real-server.ts'
import { renderInApp } from '../../testing/app/render-in-app.tsx'
import { ApprovalSettingsPage } from './approval-settings-page.tsx'
import { ApprovalsApiContext } from './approvals-api-context.tsx'

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

  it('says beside the hours what the server refused, with the limit, and saves nothing', async () => {
    const browser = signedInFakeBrowser(
      server.baseUrl,
      await adminBrowser(server.t, await createCompany(server.t)),
    )
    const api = approvalsApi(() => browser.client)
    const before = await api.settings()
    renderInApp(
      <ApprovalsApiContext.Provider value={() => api}>
        <ApprovalSettingsPage />
      </ApprovalsApiContext.Provider>,
    )
    const step = await screen.findByRole('spinbutton', { name: texts.stepHours }, LOAD)
    await userEvent.clear(step)
    await userEvent.type(step, '500')
    await userEvent.click(screen.getByRole('button', { name: texts.save }))
    await waitFor(() => expect(step.getAttribute('aria-invalid')).toBe('true'), LOAD)
    expect(document.getElementById(step.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      en.fieldErrors.tooLarge.replace('{limit, number}', '168'),
    )
    expect(screen.getByRole('alert').textContent).toBe(en.fieldErrors.checkFields)
    expect(
      screen.getByRole('spinbutton', { name: texts.windowHours }).getAttribute('aria-invalid'),
    ).toBeNull()
    expect(await api.settings()).toEqual(before)
  })

  it('names where a travel policy overrides these settings, links the policy only for who may open it, and updates on save', async () => {
    const company = await createCompany(server.t)
    const admin = await adminBrowser(server.t, company)
    const policy = await admin.call(
      json('PUT', POLICY_PATHS.policy('flight'), {
        settings: { enabled: true, handling: 'requireApproval' },
      }),
    )
    expect(policy.statusCode, policy.body).toBe(200)
    const browser = signedInFakeBrowser(server.baseUrl, admin)
    const api = approvalsApi(() => browser.client)
    const holds = /Out-of-policy flights are still held for approval before booking/
    const show = (permissions: string[]) =>
      renderInApp(
        <ApprovalsApiContext.Provider value={() => api}>
          <ApprovalSettingsPage />
        </ApprovalsApiContext.Provider>,
        { auth: signedInAuth({ businessState: testBusinessState({ permissions }) }) },
      )

    show(['COMPANY_SETTINGS_APPROVAL_SETTINGS', 'TRAVEL_POLICY_MANAGEMENT'])
    const notes = await screen.findByRole('list', { name: en.approvals.conflicts.label }, LOAD)
    expect(notes.textContent).toMatch(holds)
    expect(within(notes).getByRole('link', { name: 'Open the flight policy' }).getAttribute('href')).toBe(
      '/business/policy/flight/settings',
    )
    // Approvals for out-of-policy flights: the policy and the settings now agree, and the note goes.
    await userEvent.click(screen.getByRole('radio', { name: texts.timing.beforeBooking }))
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: texts.verticals.flight }),
      texts.rule.outOfPolicy,
    )
    await userEvent.click(screen.getByRole('button', { name: texts.save }))
    await screen.findByText(en.approvals.saved, undefined, LOAD)
    await waitFor(
      () => expect(screen.queryByRole('list', { name: en.approvals.conflicts.label })).toBeNull(),
      LOAD,
    )

    const { timing: _timing, ...saved } = await api.settings()
    await api.saveSettings('off', saved)
    cleanup()
    show(['COMPANY_SETTINGS_APPROVAL_SETTINGS'])
    const again = await screen.findByRole('list', { name: en.approvals.conflicts.label }, LOAD)
    expect(again.textContent).toMatch(holds)
    expect(within(again).queryByRole('link')).toBeNull()
  })
})
