// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { traveller } from '../../../server/testing/trips/trips-test-kit.ts'
import { ANONYMOUS_AUTH_STATE, type TAuthState } from '../../../shared/auth-state.ts'
import { createEventBus } from '../../../shared/event-bus.ts'
import { GUIDES_API_PATHS } from '../../../shared/guides/guides-contract.ts'
import { createGuidesApi } from '../../api/guides.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import { fakeBrowser } from '../../testing/api/fake-browser.ts'
import { signedInAuth } from '../../testing/app/global-state.ts'
import { LOAD, realServer } from '../../testing/app/real-server.ts'
import { renderInApp } from '../../testing/app/render-in-app.tsx'
import { GuidesPage } from './guides-page.tsx'

const texts = en.guidesPage

describe('the guidebooks page', () => {
  const server = realServer()

  /** The page as the signed-in browser `who` has it, its calls going to the real server. */
  function show(auth: TAuthState, who?: { cookie: string; token: string }) {
    const bus = createEventBus()
    const requests: string[] = []
    bus.subscribe('signin:request', () => requests.push('signin'))
    const browser = fakeBrowser(server.baseUrl, { getPageToken: () => who?.token ?? null })
    if (who) browser.jar.cookies.set('fw_sg', who.cookie.slice('fw_sg='.length))
    const api = createGuidesApi(() => browser.client)
    const router = createMemoryRouter([{ path: '/guides/yourguides', element: <GuidesPage api={api} /> }], {
      initialEntries: ['/guides/yourguides'],
    })
    renderInApp(<RouterProvider router={router} />, { auth, bus })
    return { requests, jar: browser.jar }
  }

  it('asks a signed-out visitor to sign in through the header dialog, calling nothing', async () => {
    const { requests, jar } = show(ANONYMOUS_AUTH_STATE)
    expect(screen.getByText(texts.signedOut.about)).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: texts.signedOut.signIn }))
    expect(requests).toEqual(['signin'])
    expect(jar.requests).toEqual([])
  })

  it('says so when the site offers no guidebooks', () => {
    show(signedInAuth({ guidebookEnabled: false }))
    expect(screen.getByText(texts.disabled)).toBeTruthy()
  })

  it('creates, renames and deletes guidebooks, announcing each and keeping focus in place', async () => {
    const who = await traveller(server.t)
    const user = userEvent.setup()
    show(signedInAuth({ guidebookEnabled: true }), who)
    expect(await screen.findByText(texts.list.empty, {}, LOAD)).toBeTruthy()

    // Both fields are needed: nothing is sent without them.
    await user.click(screen.getByRole('button', { name: texts.create.submit }))
    expect(screen.getAllByText(/Fill in both fields/).length).toBeGreaterThan(0)

    await user.type(screen.getByRole('textbox', { name: texts.create.name }), 'Kyoto in autumn')
    await user.type(screen.getByRole('textbox', { name: texts.create.destination }), 'Kyoto')
    await user.keyboard('{Enter}')
    const item = await screen.findByRole('heading', { name: 'Kyoto in autumn' }, LOAD)
    expect(screen.getByText('Guidebook “Kyoto in autumn” created.')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: texts.create.name }))
    expect(screen.getByText('1 of 50 guidebooks')).toBeTruthy()

    const card = item.closest('li') as HTMLElement
    await user.click(within(card).getByRole('button', { name: 'Rename Kyoto in autumn' }))
    const field = within(card).getByRole('textbox', { name: texts.rename.name })
    expect(document.activeElement).toBe(field)
    await user.clear(field)
    await user.type(field, 'Kyoto temples{Enter}')
    await screen.findByRole('heading', { name: 'Kyoto temples' }, LOAD)
    expect(screen.getByText('Guidebook renamed to “Kyoto temples”.')).toBeTruthy()
    await waitFor(() => expect(document.activeElement?.textContent).toBe(texts.rename.open))

    const renamed = screen.getByRole('heading', { name: 'Kyoto temples' }).closest('li') as HTMLElement
    await user.click(within(renamed).getByRole('button', { name: 'Delete Kyoto temples' }))
    expect(within(renamed).getByRole('group', { name: /Delete “Kyoto temples”\?/ })).toBeTruthy()
    expect(document.activeElement?.textContent).toBe(texts.remove.cancel)
    await user.keyboard('{Escape}')
    expect(document.activeElement?.textContent).toBe(texts.remove.open)
    await user.click(within(renamed).getByRole('button', { name: 'Delete Kyoto temples' }))
    await user.click(within(renamed).getByRole('button', { name: texts.remove.confirm }))
    expect(await screen.findByText(texts.list.empty, {}, LOAD)).toBeTruthy()
    expect(screen.getByText('Guidebook “Kyoto temples” deleted.')).toBeTruthy()
    const left = (await who.call({ method: 'GET', url: GUIDES_API_PATHS.guidebooks })).json()
    expect(left.guidebooks).toEqual([])
  })

  it('says a guidebook deleted elsewhere is gone, and refreshes the list', async () => {
    const who = await traveller(server.t)
    const made = await who.call({
      method: 'POST',
      url: GUIDES_API_PATHS.guidebooks,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Busan', destination: 'Busan' }),
    })
    const user = userEvent.setup()
    show(signedInAuth({ guidebookEnabled: true }), who)
    const card = (await screen.findByRole('heading', { name: 'Busan' }, LOAD)).closest('li') as HTMLElement
    await who.call({ method: 'DELETE', url: GUIDES_API_PATHS.guidebook(made.json().id) })
    await user.click(within(card).getByRole('button', { name: 'Delete Busan' }))
    await user.click(within(card).getByRole('button', { name: texts.remove.confirm }))
    expect(await screen.findByText(texts.list.empty, {}, LOAD)).toBeTruthy()
    expect(screen.getByText(texts.errors.notFound)).toBeTruthy()
  })
})
