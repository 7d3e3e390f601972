// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { adminBrowser, createCompany } from '../../../server/testing/company/company-test-kit.ts'
import { createPeopleApi } from '../../api/people.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import { signedInFakeBrowser } from '../../testing/api/fake-browser.ts'
import { axeViolations } from '../../testing/app/axe.ts'
import { LOAD, realServer } from '../../testing/app/real-server.ts'
import { renderInApp } from '../../testing/app/render-in-app.tsx'
import { installViewport } from '../../testing/chrome/side-nav/side-nav-test-kit.tsx'
import { ManageUsersPage } from './manage-users-page.tsx'

installViewport(1200)
const texts = en.people.manage

/** The users page against the real server: the members table loads in its own chunk with the first search. */
describe('the manage users page', () => {
  const server = realServer()

  it('shows the company’s members in the table, selects one, and says the page', async () => {
    const company = await createCompany(server.t)
    const browser = signedInFakeBrowser(server.baseUrl, await adminBrowser(server.t, company))
    // In <main>, as the app's layout holds every page.
    renderInApp(
      <main>
        <ManageUsersPage api={createPeopleApi(() => browser.client)} />
      </main>,
    )
    const table = within(await screen.findByRole('table', { name: texts.caption }, LOAD))
    const rows = table.getAllByRole('row').slice(1)
    expect(rows.length).toBeGreaterThan(0)
    const box = within(rows[0] as HTMLElement).getByRole('checkbox') as HTMLInputElement
    await userEvent.click(box)
    await waitFor(() => expect(box.checked).toBe(true))
    const paging = within(screen.getByRole('navigation', { name: texts.paging }))
    expect(paging.getByRole('button', { name: texts.previous })).toHaveProperty('disabled', true)
    expect(paging.getByRole('button', { name: texts.next })).toHaveProperty('disabled', true)
    expect(await axeViolations()).toEqual([])
  })
})
