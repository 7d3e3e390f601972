// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  adminBrowser,
  createCompany,
  createMemberOf,
} from '../../../server/routes/company/company-test-kit.ts'
import { startTestApp, type TestApp } from '../../../server/test-app.ts'
import { createEventBus } from '../../../shared/event-bus.ts'
import { testBusinessState } from '../../../shared/test-support/business-state.ts'
import { eventsApi } from '../../api/business-pages.ts'
import { signedInFakeBrowser } from '../../api/test-support/fake-browser.ts'
import { AppProviders } from '../../app/providers.tsx'
import { signedInAuth, testGlobalState } from '../../app/test-support/global-state.ts'
import { createI18n, type Messages } from '../../i18n/create-i18n.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import { EventsPage } from './events-page.tsx'

const LOAD = { timeout: 5000 }
const texts = en.bizPages.events

/** The company events page against the real server: the change form starts from the saved event. */
describe('the company events page', () => {
  let t: TestApp
  let baseUrl: string
  beforeAll(async () => {
    t = await startTestApp('pglite')
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 })
  })
  afterAll(async () => t?.close())
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
  })

  it('an admin changes an event’s city and last day, drops an attendee, and deletes the event', async () => {
    const company = await createCompany(t)
    const browser = signedInFakeBrowser(baseUrl, await adminBrowser(t, company))
    const calls = eventsApi(() => browser.client)
    const attendee = await createMemberOf(t, company, 'traveler')
    await calls.create({
      name: 'Spring offsite',
      city: 'Lisbon',
      startDate: '2099-04-12',
      endDate: '2099-04-14',
      description: 'Two days by the sea.',
      attendeeIds: [attendee.id],
    })
    const api = () => calls
    render(
      <AppProviders
        state={testGlobalState({ auth: signedInAuth({ businessState: testBusinessState() }) })}
        i18n={createI18n('en', 'en-US', en as Messages)}
        bus={createEventBus()}
      >
        <EventsPage api={api} />
      </AppProviders>,
    )
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
