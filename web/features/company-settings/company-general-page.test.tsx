// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { adminBrowser, createCompany } from '../../../server/testing/company/company-test-kit.ts'
import { companySettingsApi } from '../../api/company-settings.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import { signedInFakeBrowser } from '../../testing/api/fake-browser.ts'
import { LOAD, realServer } from '../../testing/app/real-server.ts'
import { renderInApp } from '../../testing/app/render-in-app.tsx'
import { CompanyGeneralPage } from './company-general-page.tsx'

const texts = en.companySettings

/** The general page's plan section against the real server: features of the plan turned on and off. */
describe('the company general page', () => {
  const server = realServer()

  it('an admin turns travel guides on and reporting off, and each button then offers the opposite', async () => {
    const company = await createCompany(server.t, { features: ['REPORTING'] })
    const browser = signedInFakeBrowser(server.baseUrl, await adminBrowser(server.t, company))
    const api = companySettingsApi(() => browser.client)
    const stored = async () =>
      (
        await server.t.database.db
          .selectFrom('companies')
          .select('features')
          .where('id', '=', company.id)
          .executeTakeFirstOrThrow()
      ).features
    renderInApp(<CompanyGeneralPage api={api} />)
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
