// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  adminBrowser,
  createCompany,
  createMemberOf,
} from '../../../server/testing/company/company-test-kit.ts'
import { testBusinessState } from '../../../shared/testing/business-state.ts'
import { eventsApi } from '../../api/business-pages.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import { signedInFakeBrowser } from '../../testing/api/fake-browser.ts'
import { signedInAuth } from '../../testing/app/global-state.ts'
import { LOAD, realServer } from '../../testing/app/real-server.ts'
import { renderInApp } from '../../testing/app/render-in-app.tsx'
import { EventsPage } from './events-page.tsx'

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

  it('says beside each field what the server refused, in words, never the server’s own text', async () => {
    const company = await createCompany(server.t)
    const browser = signedInFakeBrowser(server.baseUrl, await adminBrowser(server.t, company))
    const calls = eventsApi(() => browser.client)
    renderInApp(<EventsPage api={() => calls} />, {
      auth: signedInAuth({ businessState: testBusinessState() }),
    })
    await userEvent.click(await screen.findByRole('button', { name: texts.create }, LOAD))
    const form = within(screen.getByRole('form', { name: texts.newTitle }))
    // A name of spaces only: the server trims it to nothing and names the field.
    await userEvent.type(form.getByRole('textbox', { name: texts.name }), '   ')
    await userEvent.type(form.getByRole('textbox', { name: texts.city }), 'Lisbon')
    fireEvent.change(form.getByLabelText(texts.startDate), { target: { value: '2099-04-12' } })
    fireEvent.change(form.getByLabelText(texts.endDate), { target: { value: '2099-04-14' } })
    await userEvent.click(form.getByRole('button', { name: texts.save }))
    const name = form.getByRole('textbox', { name: texts.name })
    await vi.waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'), LOAD)
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      en.fieldErrors.required,
    )
    expect(form.getByRole('alert').textContent).toBe(en.fieldErrors.checkFields)
    expect(form.getByRole('textbox', { name: texts.city }).getAttribute('aria-invalid')).toBeNull()
    // Dates out of order: the code's own sentence, beside the last day.
    await userEvent.type(name, 'Spring offsite')
    fireEvent.change(form.getByLabelText(texts.endDate), { target: { value: '2099-04-10' } })
    await userEvent.click(form.getByRole('button', { name: texts.save }))
    const end = form.getByLabelText(texts.endDate)
    await vi.waitFor(() => expect(end.getAttribute('aria-invalid')).toBe('true'), LOAD)
    expect(document.getElementById(end.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      texts.errors.EVENT_DATES_INVALID,
    )
    expect(name.getAttribute('aria-invalid')).toBeNull()
    expect(document.body.textContent).not.toMatch(/Give the event|characters\.|name:/)
  })
})
