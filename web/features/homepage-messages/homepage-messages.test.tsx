// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { signInBrowser } from '../../../server/testing/account/account-test-support.ts'
import {
  adminBrowser,
  createCompany,
  createMemberOf,
} from '../../../server/testing/company/company-test-kit.ts'
import { paymentFieldsApi } from '../../api/payment-options.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import { signedInFakeBrowser } from '../../testing/api/fake-browser.ts'
import { LOAD, realServerWithCompany } from '../../testing/app/real-server.ts'
import { renderInApp } from '../../testing/app/render-in-app.tsx'
import { HomeMessages } from './home-messages.tsx'
import { HomepageMessagesPage } from './homepage-messages-page.tsx'

const texts = en.payFields.messages

/** The homepage messages page and the home page's messages, against the real server (decision 057). */
describe('homepage messages', () => {
  const server = realServerWithCompany()

  function clientOf(who: { cookie: string; token: string }) {
    const browser = signedInFakeBrowser(server.baseUrl, who)
    return () => browser.client
  }
  function show(children: ReactNode) {
    renderInApp(children)
  }

  it('an admin publishes a message for everyone; a traveller sees it on the home page', async () => {
    show(
      <HomepageMessagesPage api={paymentFieldsApi(clientOf(await adminBrowser(server.t, server.company)))} />,
    )
    await screen.findByText(texts.empty, undefined, LOAD)
    await userEvent.type(screen.getByRole('textbox', { name: texts.title }), 'Rail first')
    await userEvent.type(
      screen.getByRole('textbox', { name: texts.body }),
      'Take the train{enter}under 4 hours.',
    )
    await userEvent.click(screen.getByRole('button', { name: texts.add }))
    expect(await screen.findByText(texts.toEveryone, { exact: false }, LOAD)).toBeTruthy()
    cleanup()
    const user = await createMemberOf(server.t, server.company, 'traveler')
    show(<HomeMessages client={clientOf(await signInBrowser(server.t, user, { businessMode: true }))} />)
    const region = await screen.findByRole('region', { name: texts.homeTitle }, LOAD)
    expect(region.querySelector('h2')?.textContent).toBe('Rail first')
    expect(region.textContent).toContain('Take the train\nunder 4 hours.')
  })

  it('an admin changes a message, cancels a change, and removes the message', async () => {
    const own = await createCompany(server.t)
    show(<HomepageMessagesPage api={paymentFieldsApi(clientOf(await adminBrowser(server.t, own)))} />)
    await screen.findByText(texts.empty, undefined, LOAD)
    const title = () => screen.getByRole('textbox', { name: texts.title })
    await userEvent.type(title(), 'Rail first')
    await userEvent.type(screen.getByRole('textbox', { name: texts.body }), 'Take the train.')
    await userEvent.click(screen.getByRole('button', { name: texts.add }))
    await screen.findByText('Rail first', undefined, LOAD)

    await userEvent.click(screen.getByRole('button', { name: texts.edit }))
    expect(screen.getByRole('heading', { name: 'Change Rail first' })).toBeTruthy()
    expect((title() as HTMLInputElement).value).toBe('Rail first')
    await userEvent.clear(title())
    await userEvent.type(title(), 'Trains under 4 hours')
    await userEvent.click(screen.getByRole('button', { name: texts.save }))
    await screen.findByText('Trains under 4 hours', undefined, LOAD)
    expect(screen.queryByText('Rail first')).toBeNull()
    expect(screen.getByRole('heading', { name: texts.addTitle })).toBeTruthy()
    expect((title() as HTMLInputElement).value).toBe('')

    await userEvent.click(screen.getByRole('button', { name: texts.edit }))
    await userEvent.click(screen.getByRole('button', { name: texts.cancel }))
    expect(screen.getByRole('heading', { name: texts.addTitle })).toBeTruthy()
    expect((title() as HTMLInputElement).value).toBe('')

    await userEvent.click(screen.getByRole('button', { name: en.payFields.remove }))
    await screen.findByText(texts.empty, undefined, LOAD)
    expect(screen.getByText(en.payFields.removed)).toBeTruthy()
  })
})
