// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  adminBrowser,
  createCompany,
  createMemberOf,
} from '../../../server/routes/company/company-test-kit.ts'
import { testBusinessState } from '../../../shared/test-support/business-state.ts'
import { eventsApi } from '../../api/business-pages.ts'
import { signedInFakeBrowser } from '../../api/test-support/fake-browser.ts'
import { signedInAuth } from '../../app/test-support/global-state.ts'
import { realServer } from '../../app/test-support/real-server.ts'
import { renderInApp } from '../../app/test-support/render-in-app.tsx'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import { EventsPage } from './events-page.tsx'

const LOAD = { timeout: 5000 }
const texts = en.bizPages.events

/** The company events page against the real server: the change form starts from the saved event. */
describe('the company events page', () => {
  const server = realServer()
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('an admin changes an event’s city and last day, drops an attendee, and deletes the event', async () => {
    const company = await createCompany(server.t)
    const browser = signedInFakeBrowser(server.baseUrl, await adminBrowser(server.t, company))
    const calls = eventsApi(() => browser.client)
    const attendee = await createMemberOf(server.t, company, 'traveler')
    await calls.create({
      name: 'Spring offsite',
      city: 'Lisbon',
      startDate: '2099-04-12',
      endDate: '2099-04-14',
      description: 'Two days by the sea.',
      attendeeIds: [attendee.id],
    })
    const api = () => calls
    renderInApp(<EventsPage api={api} />, { auth: signedInAuth({ businessState: testBusinessState() }) })
    await userEvent.click(await screen.findByRole('button', { name: 'Change Spring offsite' }, LOAD))
    const form = within(screen.getByRole('form', { name: texts.editTitle }))
    expect((form.getByLabelText(texts.description) as HTMLTextAreaElement).value).toBe('Two days by the sea.')
    const city = form.getByRole('textbox', { name: texts.city })
    await userEvent.clear(city)
    await userEvent.type(city, 'Porto')
    fireEvent.change(form.getByLabelText(texts.endDate), { target: { value: '2099-04-15' } })
    await userEvent.click(form.getByRole('button', { name: 'Remove Test User' }))
    expect(form.getByText(texts.noAttendees)).toBeTruthy()
    await userEvent.click(form.getByRole('button', { name: texts.save }))
    await screen.findByText('Saved Spring offsite.', undefined, LOAD)
    expect(screen.queryByRole('form', { name: texts.editTitle })).toBeNull()
    await screen.findByText(/^Porto · /, undefined, LOAD)
    expect(screen.getByText(en.bizPages.events.attendeeCount.replace('{count}', '0'))).toBeTruthy()
    expect((await calls.list()).events).toEqual([
      expect.objectContaining({
        name: 'Spring offsite',
        city: 'Porto',
        startDate: '2099-04-12',
        endDate: '2099-04-15',
        description: 'Two days by the sea.',
        attendees: [],
      }),
    ])

    vi.spyOn(window, 'confirm').mockReturnValue(true)
    await userEvent.click(screen.getByRole('button', { name: 'Delete Spring offsite' }))
    await screen.findByText('Deleted Spring offsite.', undefined, LOAD)
    await screen.findByText(texts.emptyPlanner, undefined, LOAD)
    expect((await calls.list()).events).toEqual([])
  })
})
