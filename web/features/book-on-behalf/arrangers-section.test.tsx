// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { json } from '../../../server/testing/company/company-test-kit.ts'
import { memberBrowser } from '../../../server/testing/trips/trips-test-kit.ts'
import { BOOK_ON_BEHALF_API } from '../../../shared/business/book-on-behalf-contract.ts'
import { ROLE_TEMPLATES } from '../../../shared/roles.ts'
import { testBusinessState } from '../../../shared/testing/business-state.ts'
import { createBookOnBehalfApi } from '../../api/book-on-behalf.ts'
import { signedInFakeBrowser } from '../../testing/api/fake-browser.ts'
import { signedInAuth } from '../../testing/app/global-state.ts'
import { LOAD, realServerWithCompany } from '../../testing/app/real-server.ts'
import { renderInApp } from '../../testing/app/render-in-app.tsx'
import { ArrangersSection } from './arrangers-section.tsx'

describe("the account page's arrangers", () => {
  const server = realServerWithCompany()

  it('a traveller names an arranger, who may then book for them, and removes them again', async () => {
    const ava = await memberBrowser(server.t, server.company, 'traveler', 'Ava')
    const rafael = await memberBrowser(server.t, server.company, 'travelArranger', 'Rafael')
    const browser = signedInFakeBrowser(server.baseUrl, ava)
    renderInApp(<ArrangersSection api={createBookOnBehalfApi(() => browser.client)} />, {
      auth: signedInAuth({
        businessState: testBusinessState({
          permissions: [...ROLE_TEMPLATES.traveler.permissions],
          features: ['BOOK_ON_BEHALF'],
          bookOnBehalfEnabled: true,
        }),
      }),
    })
    const user = userEvent.setup()
    await screen.findByText('You have not named anyone.', undefined, LOAD)
    const field = screen.getByRole('textbox', { name: 'Add an arranger by e-mail' })
    await user.type(field, `nobody@${server.company.domain}`)
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
