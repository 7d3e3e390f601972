// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { memberBrowser } from '../../../server/routes/book-on-behalf/book-on-behalf-test-kit.ts'
import { createCompany, json, type TestCompany } from '../../../server/routes/company/company-test-kit.ts'
import { startTestApp, type TestApp } from '../../../server/test-app.ts'
import { BOOK_ON_BEHALF_API } from '../../../shared/business/book-on-behalf-contract.ts'
import { createEventBus } from '../../../shared/event-bus.ts'
import { ROLE_TEMPLATES } from '../../../shared/roles.ts'
import { testBusinessState } from '../../../shared/test-support/business-state.ts'
import { createBookOnBehalfApi } from '../../api/book-on-behalf.ts'
import { signedInFakeBrowser } from '../../api/test-support/fake-browser.ts'
import { AppProviders } from '../../app/providers.tsx'
import { signedInAuth, testGlobalState } from '../../app/test-support/global-state.ts'
import { createI18n, type Messages } from '../../i18n/create-i18n.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import { ArrangersSection } from './arrangers-section.tsx'

const LOAD = { timeout: 5000 }

describe("the account page's arrangers", () => {
  let t: TestApp
  let baseUrl: string
  let company: TestCompany
  beforeAll(async () => {
    t = await startTestApp('pglite')
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 })
    company = await createCompany(t)
  })
  afterAll(async () => t?.close())
  afterEach(cleanup)

  it('a traveller names an arranger, who may then book for them, and removes them again', async () => {
    const ava = await memberBrowser(t, company, 'traveler', 'Ava')
    const rafael = await memberBrowser(t, company, 'travelArranger', 'Rafael')
    const browser = signedInFakeBrowser(baseUrl, ava)
    render(
      <AppProviders
        state={testGlobalState({
          auth: signedInAuth({
            businessState: testBusinessState({
              permissions: [...ROLE_TEMPLATES.traveler.permissions],
              features: ['BOOK_ON_BEHALF'],
              bookOnBehalfEnabled: true,
            }),
          }),
        })}
        i18n={createI18n('en', 'en-US', en as Messages)}
        bus={createEventBus()}
      >
        <ArrangersSection api={createBookOnBehalfApi(() => browser.client)} />
      </AppProviders>,
    )
    const user = userEvent.setup()
    await screen.findByText('You have not named anyone.', undefined, LOAD)
    const field = screen.getByRole('textbox', { name: 'Add an arranger by e-mail' })
    await user.type(field, `nobody@${company.domain}`)
    await user.click(screen.getByRole('button', { name: 'Add' }))
    await screen.findByText('No colleague at your company with that address can be named.', undefined, LOAD)

    await user.clear(field)
    await user.type(field, rafael.email)
    await user.click(screen.getByRole('button', { name: 'Add' }))
    const list = await screen.findByRole('list', { name: 'Arrangers you named' }, LOAD)
    expect(within(list).getByRole('listitem').textContent).toContain(rafael.email)
    const select = () => rafael.call(json('POST', BOOK_ON_BEHALF_API.selectTraveler, { email: ava.email }))
    expect((await select()).statusCode).toBe(200)

    await user.click(screen.getByRole('button', { name: 'Remove Rafael User' }))
    await screen.findByText('Rafael User can no longer book for you.', undefined, LOAD)
    expect((await rafael.call(json('GET', '/i/api/business/me/v1/currentIdentity'))).json().mode).toBe('self')
    expect((await select()).statusCode).toBe(404)

    await user.click(
      screen.getByRole('checkbox', { name: 'Let any travel arranger of my company book for me' }),
    )
    await screen.findByText('Any travel arranger of your company may now book for you.', undefined, LOAD)
    expect((await createBookOnBehalfApi(() => browser.client).settings()).allowsArrangers).toBe(true)
  })
})
