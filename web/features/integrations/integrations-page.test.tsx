// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { adminBrowser, createCompany } from '../../../server/testing/company/company-test-kit.ts'
import { startJsonReceiver } from '../../../server/testing/json-receiver.ts'
import { createEventBus } from '../../../shared/event-bus.ts'
import { testBusinessState } from '../../../shared/testing/business-state.ts'
import { paymentFieldsApi } from '../../api/payment-options.ts'
import { AppProviders } from '../../app/providers.tsx'
import { createI18n, type Messages } from '../../i18n/create-i18n.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import { signedInFakeBrowser } from '../../testing/api/fake-browser.ts'
import { signedInAuth, testGlobalState } from '../../testing/app/global-state.ts'
import { LOAD, realServerWithCompany } from '../../testing/app/real-server.ts'
import { renderInApp } from '../../testing/app/render-in-app.tsx'
import { PayQueries } from '../payment-options/pay-root.tsx'
import { ExpenseExportCard } from './expense-export-card.tsx'
import { IntegrationsPage } from './integrations-page.tsx'

const texts = en.payFields.integrations

describe('the integrations page', () => {
  const server = realServerWithCompany(
    { features: ['EXPENSIFY_INTEGRATION'] },
    {
      config: {
        expenseExport: { allowHttpLoopback: true, retryBaseMs: 30, maxAttempts: 2, timeoutMs: 2000 },
      },
    },
  )

  /** The expense card as the admin of `companyId` has it, the company having the integration. */
  const showExpenseCard = (api: ReturnType<typeof paymentFieldsApi>, companyId = server.company.id) =>
    renderInApp(
      <MemoryRouter>
        <PayQueries>
          <ExpenseExportCard api={api} />
        </PayQueries>
      </MemoryRouter>,
      {
        auth: signedInAuth({
          businessState: testBusinessState({
            features: ['EXPENSIFY_INTEGRATION'],
            businessProfile: { ...testBusinessState().businessProfile!, companyId },
          }),
        }),
      },
    )

  const asAdmin = (overrides: Parameters<typeof testBusinessState>[0]) =>
    renderToStaticMarkup(
      <AppProviders
        state={testGlobalState({ auth: signedInAuth({ businessState: testBusinessState(overrides) }) })}
        i18n={createI18n('en', 'en-US', en as Messages)}
        bus={createEventBus()}
      >
        <MemoryRouter>
          <IntegrationsPage />
        </MemoryRouter>
      </AppProviders>,
    )
  const ADMIN = ['COMPANY_SETTINGS_MANAGEMENT', 'COMPANY_INTEGRATION_MANAGEMENT']

  it('links to single sign-on under the business base path when the company has it, and no expense card without the feature', () => {
    const html = asAdmin({ permissions: ADMIN, features: ['SSO_INTEGRATION'], plan: 'enterprise' })
    expect(html).toContain(`href="/business/integrations/sso"`)
    expect(html).toContain(texts.ssoLink)
    expect(html).not.toContain(texts.expense.title)
  })

  it('never links to single sign-on the viewer cannot open: says the plan, and where to upgrade only to who may', () => {
    const html = asAdmin({ permissions: ADMIN, features: [], plan: 'bizPlus' })
    expect(html).not.toContain('href="/business/integrations/sso"')
    expect(html).toContain('Single sign-on comes with the Enterprise plan; your company is on Business Plus.')
    expect(html).toContain('href="/business/company/general"')
    const integrationsOnly = asAdmin({ permissions: ['COMPANY_INTEGRATION_MANAGEMENT'], plan: 'bizPlus' })
    expect(integrationsOnly).not.toContain('href="/business/company/general"')
    expect(integrationsOnly).toContain('Your company’s admin can upgrade the plan.')
    const switchedOff = asAdmin({ permissions: ADMIN, features: [], plan: 'enterprise' })
    expect(switchedOff).toContain('Single sign-on is switched off for your company.')
  })

  it('an admin connects the expense system; a bad address is refused in words', async () => {
    const receiver = await startJsonReceiver()
    try {
      const admin = await adminBrowser(server.t, server.company)
      const browser = signedInFakeBrowser(server.baseUrl, admin)
      const api = paymentFieldsApi(() => browser.client)
      showExpenseCard(api)
      await screen.findByText(texts.expense.notConnected, undefined, LOAD)
      const address = screen.getByRole('textbox', { name: texts.expense.endpoint })
      await userEvent.type(address, 'http://expenses.example.com/in')
      await userEvent.click(screen.getByRole('button', { name: texts.expense.connect }))
      await screen.findByText(texts.expense.errors.EXPENSE_ENDPOINT_INVALID, undefined, LOAD)
      await userEvent.clear(address)
      await userEvent.type(address, receiver.url)
      await userEvent.click(screen.getByRole('button', { name: texts.expense.connect }))
      await waitFor(() => expect(screen.getByText(receiver.url)).toBeTruthy(), LOAD)
      expect(screen.getByRole('button', { name: texts.expense.disconnect })).toBeTruthy()
    } finally {
      await receiver.close()
    }
  })

  it('an admin disconnects the expense system, and no address is kept', async () => {
    const receiver = await startJsonReceiver()
    try {
      const own = await createCompany(server.t, { features: ['EXPENSIFY_INTEGRATION'] })
      const browser = signedInFakeBrowser(server.baseUrl, await adminBrowser(server.t, own))
      const api = paymentFieldsApi(() => browser.client)
      await api.connectExpense(own.id, receiver.url)
      const connection = () =>
        server.t.database.db
          .selectFrom('expense_connections')
          .select('endpoint_url')
          .where('company_id', '=', own.id)
          .executeTakeFirst()
      expect(await connection()).toEqual({ endpoint_url: receiver.url })
      showExpenseCard(api, own.id)
      await screen.findByText(receiver.url, undefined, LOAD)
      await userEvent.click(screen.getByRole('button', { name: texts.expense.disconnect }))
      await screen.findByText(texts.expense.notConnected, undefined, LOAD)
      expect(screen.queryByText(receiver.url)).toBeNull()
      expect(screen.queryByRole('button', { name: texts.expense.disconnect })).toBeNull()
      expect(screen.getByRole('button', { name: texts.expense.connect })).toBeTruthy()
      expect(await connection()).toBeUndefined()
      expect((await api.expenseExport()).connection).toBeNull()
    } finally {
      await receiver.close()
    }
  })
})
