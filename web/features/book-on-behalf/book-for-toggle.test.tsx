// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { delegate } from '../../../server/testing/book-on-behalf/book-on-behalf-test-kit.ts'
import { createMemberOf } from '../../../server/testing/company/company-test-kit.ts'
import { memberBrowser } from '../../../server/testing/trips/trips-test-kit.ts'
import type { TBusinessState } from '../../../shared/auth-state.ts'
import { ROLE_TEMPLATES } from '../../../shared/roles.ts'
import { testBusinessState } from '../../../shared/testing/business-state.ts'
import { createBookOnBehalfApi } from '../../api/book-on-behalf.ts'
import { fakeBrowser } from '../../testing/api/fake-browser.ts'
import { signedInAuth } from '../../testing/app/global-state.ts'
import { LOAD, realServerWithCompany } from '../../testing/app/real-server.ts'
import { renderInApp } from '../../testing/app/render-in-app.tsx'
import { installViewport } from '../../testing/chrome/side-nav/side-nav-test-kit.tsx'
import { BookForToggle } from './book-for-toggle.tsx'

installViewport(1280)

describe('the book-for-self / book-for-other toggle', () => {
  const server = realServerWithCompany()

  /** An arranger Ava named, the toggle rendered for them; the searches they send are counted. */
  async function arrangerToggle(business: Partial<TBusinessState> = {}) {
    const arranger = await memberBrowser(server.t, server.company, 'travelArranger')
    const ava = await createMemberOf(server.t, server.company, 'traveler', {
      local: `ava-${crypto.randomUUID().slice(0, 6)}`,
    })
    await server.t.database.db
      .updateTable('users')
      .set({ first_name: 'Ava' })
      .where('id', '=', ava.id)
      .execute()
    await delegate(server.t, server.company, ava.id, arranger.id)
    const searches: string[] = []
    const browser = fakeBrowser(
      server.baseUrl,
      { getPageToken: () => arranger.token },
      (jarFetch) => async (input, init) => {
        if (String(input).includes('findUsers')) searches.push(JSON.parse(String(init?.body)).query)
        return jarFetch(input, init)
      },
    )
    browser.jar.cookies.set('fw_sg', arranger.cookie.slice('fw_sg='.length))
    const api = createBookOnBehalfApi(() => browser.client)
    const goHome = vi.fn()
    const log = vi.fn()
    const auth = signedInAuth({
      userInfoState: {
        accountName: 'Rafael',
        accountEmail: arranger.email,
        userImgUrl: null,
        userDisplayEmail: arranger.email,
      },
      businessState: testBusinessState({
        permissions: [...ROLE_TEMPLATES.travelArranger.permissions],
        features: ['BOOK_ON_BEHALF'],
        bookOnBehalfEnabled: true,
        ...business,
      }),
    })
    renderInApp(
      <MemoryRouter>
        <BookForToggle api={api} goHome={goHome} log={log} />
      </MemoryRouter>,
      { auth },
    )
    const actingFor = async () =>
      (
        await server.t.database.db
          .selectFrom('sessions')
          .select('acting_for_user_id')
          .where('id', '=', arranger.sessionId)
          .executeTakeFirstOrThrow()
      ).acting_for_user_id
    return { arranger, ava, searches, goHome, log, actingFor }
  }

  const radio = (name: string) => screen.getByRole('radio', { name })

  it('searches after the typing stops, picks a traveller, selects them and goes to /', async () => {
    const { ava, searches, goHome, actingFor } = await arrangerToggle()
    expect(screen.getByRole('radiogroup', { name: 'Travel arranger' })).toBeTruthy()
    expect(radio('Self').getAttribute('aria-checked')).toBe('true')
    const user = userEvent.setup()
    await user.click(radio('Other'))
    const dialog = await screen.findByRole('dialog', { name: 'Book for another traveller' }, LOAD)
    await user.type(within(dialog).getByRole('searchbox'), 'Ava')
    const option = await within(dialog).findByRole('option', { name: /Ava User/ }, LOAD)
    // One search for the whole word: the box waited for the typing to stop.
    expect(searches).toEqual(['Ava'])
    await user.click(option)
    await waitFor(() => expect(goHome).toHaveBeenCalledTimes(1), LOAD)
    expect(await actingFor()).toBe(ava.id)
  })

  it('returns the toggle to self and says so when selecting fails', async () => {
    const { ava, goHome, log, actingFor } = await arrangerToggle()
    const user = userEvent.setup()
    await user.click(radio('Other'))
    const dialog = await screen.findByRole('dialog', undefined, LOAD)
    await user.type(within(dialog).getByRole('searchbox'), 'Ava')
    const option = await within(dialog).findByRole('option', { name: /Ava User/ }, LOAD)
    // Ava withdraws her delegation between the search and the pick.
    await server.t.database.db
      .deleteFrom('travel_arranger_delegations')
      .where('traveler_user_id', '=', ava.id)
      .execute()
    await user.click(option)
    expect((await screen.findByRole('alert', undefined, LOAD)).textContent).toBe(
      'Could not switch to this traveller. Try again.',
    )
    expect(radio('Self').getAttribute('aria-checked')).toBe('true')
    expect(goHome).not.toHaveBeenCalled()
    expect(log).toHaveBeenCalledTimes(1)
    expect(await actingFor()).toBeNull()
  })

  it('closing the search without a pick keeps self; an over-long query answers an empty list', async () => {
    const { searches } = await arrangerToggle()
    const user = userEvent.setup()
    await user.click(radio('Other'))
    const dialog = await screen.findByRole('dialog', undefined, LOAD)
    await user.click(within(dialog).getByRole('searchbox'))
    await user.paste('x'.repeat(150))
    await within(dialog).findByText('No traveller matches.', undefined, LOAD)
    expect(searches).toHaveLength(1)
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(radio('Self').getAttribute('aria-checked')).toBe('true')
  })

  it('while booking for Ava, says so; self unselects and goes to /, a failure returns to other', async () => {
    const acting = {
      currentlyBookingForOther: true,
      currentTraveler: { accountName: 'Ava Chen', userImgUrl: null },
    }
    const { ava, arranger, goHome, actingFor } = await arrangerToggle(acting)
    await server.t.database.db
      .updateTable('sessions')
      .set({ acting_for_user_id: ava.id })
      .where('id', '=', arranger.sessionId)
      .execute()
    expect(screen.getByText('Booking for Ava Chen')).toBeTruthy()
    expect(radio('Other').getAttribute('aria-checked')).toBe('true')
    const user = userEvent.setup()
    await user.click(radio('Self'))
    await waitFor(() => expect(goHome).toHaveBeenCalledTimes(1), LOAD)
    expect(await actingFor()).toBeNull()
    cleanup()

    const second = await arrangerToggle(acting)
    // The session has ended: the unselect call is refused.
    await server.t.database.db
      .updateTable('sessions')
      .set({ revoked_at: new Date() })
      .where('id', '=', second.arranger.sessionId)
      .execute()
    await server.t.app.services.sessionEvictions.publish({ all: true })
    await user.click(radio('Self'))
    expect((await screen.findByRole('alert', undefined, LOAD)).textContent).toBe(
      'Could not switch back to booking for yourself. Try again.',
    )
    expect(radio('Other').getAttribute('aria-checked')).toBe('true')
    expect(second.goHome).not.toHaveBeenCalled()
  })

  it('is not there for travellers, nor without the book-on-behalf feature; a helpdesk is labelled so', async () => {
    await arrangerToggle({ permissions: [...ROLE_TEMPLATES.traveler.permissions] })
    expect(screen.queryByRole('radiogroup')).toBeNull()
    cleanup()
    await arrangerToggle({ bookOnBehalfEnabled: false })
    expect(screen.queryByRole('radiogroup')).toBeNull()
    cleanup()
    await arrangerToggle({ permissions: [...ROLE_TEMPLATES.travelManager.permissions] })
    expect(screen.getByRole('radiogroup', { name: 'Helpdesk' })).toBeTruthy()
    cleanup()
    // Still acting after the company turned the feature off: the way back stays.
    await arrangerToggle({
      bookOnBehalfEnabled: false,
      currentlyBookingForOther: true,
      currentTraveler: { accountName: 'Ava Chen', userImgUrl: null },
    })
    expect(radio('Other').getAttribute('aria-checked')).toBe('true')
  })
})
