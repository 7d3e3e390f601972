// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { type Member, memberBrowser } from '../../../server/testing/trips/trips-test-kit.ts'
import { ROLE_TEMPLATES, type TRoleTemplateKey } from '../../../shared/roles.ts'
import { testBusinessState } from '../../../shared/testing/business-state.ts'
import { createBookOnBehalfApi } from '../../api/book-on-behalf.ts'
import { signedInFakeBrowser } from '../../testing/api/fake-browser.ts'
import { signedInAuth } from '../../testing/app/global-state.ts'
import { LOAD, realServerWithCompany } from '../../testing/app/real-server.ts'
import { renderInApp } from '../../testing/app/render-in-app.tsx'
import { installViewport } from '../../testing/chrome/side-nav/side-nav-test-kit.tsx'
import { AskToBook } from './ask-to-book.tsx'
import { BookQueuePage } from './book-queue-page.tsx'

installViewport(1280)

describe('requests to book: asking, and the queue at /business/book', () => {
  const server = realServerWithCompany()

  const apiOf = (who: Member) => {
    const browser = signedInFakeBrowser(server.baseUrl, who)
    return createBookOnBehalfApi(() => browser.client)
  }
  const show = (role: TRoleTemplateKey, node: ReactNode) =>
    renderInApp(<MemoryRouter>{node}</MemoryRouter>, {
      auth: signedInAuth({
        businessState: testBusinessState({
          permissions: [...ROLE_TEMPLATES[role].permissions],
          features: ['BOOK_ON_BEHALF'],
          bookOnBehalfEnabled: true,
        }),
      }),
    })
  const statusOf = async (id: string) =>
    (
      await server.t.database.db
        .selectFrom('trip_events')
        .select('state')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).state

  it('a traveller asks with a note; a processor books it from the queue', async () => {
    const ava = await memberBrowser(server.t, server.company, 'traveler', 'Ava')
    const saved = await ava.save({ title: 'Casa Lisboa', destination: 'Lisbon' })
    show('traveler', <AskToBook eventId={saved.event.id} title="Casa Lisboa" api={apiOf(ava)} />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Ask to book: Casa Lisboa' }))
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Ask your travel team to book Casa Lisboa' },
      LOAD,
    )
    await user.type(within(dialog).getByRole('textbox'), 'For the offsite')
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }))
    await screen.findByText('Your request to book Casa Lisboa was sent.', undefined, LOAD)
    cleanup()

    const rafael = await memberBrowser(server.t, server.company, 'travelArranger', 'Rafael')
    show('travelArranger', <BookQueuePage api={apiOf(rafael)} />)
    const list = await screen.findByRole('list', { name: 'Requests to book' }, LOAD)
    const item = within(list).getByRole('heading', { name: 'From Ava User' }).closest('li') as HTMLElement
    expect(item.textContent).toContain('Note: For the offsite')
    await user.click(within(item).getByRole('button', { name: 'Book for Ava User' }))
    // The company's checkout for Ava (decision 053): it names her, and books once confirmed.
    const checkout = await screen.findByRole('dialog', { name: 'Book Casa Lisboa' }, LOAD)
    await within(checkout).findByText('Ava User', undefined, LOAD)
    const book = within(checkout).getByRole('button', { name: 'Book' })
    await waitFor(() => expect(book.getAttribute('aria-disabled')).toBeNull(), LOAD)
    await user.click(book)
    await screen.findByText('Booked Casa Lisboa for Ava User.', undefined, LOAD)
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'From Ava User' })).toBeNull(), LOAD)
    expect(await statusOf(saved.event.id)).toBe('booked')
  })

  it('a processor declines with a comment, which the dialog asks for first', async () => {
    const ben = await memberBrowser(server.t, server.company, 'traveler', 'Ben')
    const saved = await ben.save({ title: 'Hotel Porto' })
    await apiOf(ben).askToBook(saved.event.id, '')
    const manager = await memberBrowser(server.t, server.company, 'travelManager')
    show('travelManager', <BookQueuePage api={apiOf(manager)} />)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Decline: Ben User, Hotel Porto' }, LOAD))
    const dialog = await screen.findByRole('dialog', { name: 'Decline the request from Ben User?' }, LOAD)
    const confirm = within(dialog).getByRole('button', { name: 'Decline the request' })
    expect((confirm as HTMLButtonElement).disabled).toBe(true)
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment for Ben User' }), 'Over budget')
    await user.click(confirm)
    await screen.findByText('Declined the request from Ben User.', undefined, LOAD)
    expect(await statusOf(saved.event.id)).toBe('saved')
  })

  it('asking is only for travellers with BOOK_ON_BEHALF_REQUEST', async () => {
    show('travelArranger', <AskToBook eventId="x" title="Anything" />)
    expect(screen.queryByRole('button')).toBeNull()
  })
})
