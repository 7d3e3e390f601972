// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { adminBrowser, createCompany } from '../../../server/routes/company/company-test-kit.ts'
import { startTestApp, type TestApp } from '../../../server/test-app.ts'
import { createEventBus } from '../../../shared/event-bus.ts'
import { companySettingsApi } from '../../api/company-settings.ts'
import { signedInFakeBrowser } from '../../api/test-support/fake-browser.ts'
import { AppProviders } from '../../app/providers.tsx'
import { signedInAuth, testGlobalState } from '../../app/test-support/global-state.ts'
import { createI18n, type Messages } from '../../i18n/create-i18n.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import { CompanyGeneralPage } from './company-general-page.tsx'

const LOAD = { timeout: 5000 }
const texts = en.companySettings

/** The general page's plan section against the real server: features of the plan turned on and off. */
describe('the company general page', () => {
  let t: TestApp
  let baseUrl: string
  beforeAll(async () => {
    t = await startTestApp('pglite')
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 })
  })
  afterAll(async () => t?.close())
  afterEach(cleanup)

  it('an admin turns travel guides on and reporting off, and each button then offers the opposite', async () => {
    const company = await createCompany(t, { features: ['REPORTING'] })
    const browser = signedInFakeBrowser(baseUrl, await adminBrowser(t, company))
    const api = companySettingsApi(() => browser.client)
    const stored = async () =>
      (
        await t.database.db
          .selectFrom('companies')
          .select('features')
          .where('id', '=', company.id)
          .executeTakeFirstOrThrow()
      ).features
    render(
      <AppProviders
        state={testGlobalState({ auth: signedInAuth() })}
        i18n={createI18n('en', 'en-US', en as Messages)}
        bus={createEventBus()}
      >
        <CompanyGeneralPage api={api} />
      </AppProviders>,
    )
    const line = (feature: string, on: boolean) => `${feature}: ${on ? texts.plan.on : texts.plan.off}`
    const row = async (feature: string, on: boolean) =>
      within((await screen.findByText(line(feature, on), undefined, LOAD)).closest('li') as HTMLElement)
    const guides = texts.features.GUIDES_PROMO
    const reporting = texts.features.REPORTING

    await userEvent.click((await row(guides, false)).getByRole('button', { name: texts.plan.enable }))
    await screen.findByText(texts.saved, undefined, LOAD)
    expect((await row(guides, true)).getByRole('button', { name: texts.plan.disable })).toBeTruthy()
    expect(await stored()).toEqual(expect.arrayContaining(['REPORTING', 'GUIDES_PROMO']))

    await userEvent.click((await row(reporting, true)).getByRole('button', { name: texts.plan.disable }))
    expect((await row(reporting, false)).getByRole('button', { name: texts.plan.enable })).toBeTruthy()
    await waitFor(async () => expect(await stored()).not.toContain('REPORTING'), LOAD)
    expect(await stored()).toContain('GUIDES_PROMO')
    expect((await api.company()).features).toEqual(expect.arrayContaining(['GUIDES_PROMO']))
    expect((await api.company()).features).not.toContain('REPORTING')
    expect(screen.getByText(line(guides, true))).toBeTruthy()
  })
})
