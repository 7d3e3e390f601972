// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { adminBrowser, createCompany } from '../../../server/testing/company/company-test-kit.ts'
import { PERMISSIONS } from '../../../shared/permissions.ts'
import { createPeopleApi, type PeopleApi } from '../../api/people.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import { signedInFakeBrowser } from '../../testing/api/fake-browser.ts'
import { LOAD, realServer } from '../../testing/app/real-server.ts'
import { renderInApp } from '../../testing/app/render-in-app.tsx'
import { installViewport } from '../../testing/chrome/side-nav/side-nav-test-kit.tsx'
import { RolesPage } from './roles-page.tsx'

installViewport(1200)
const texts = en.people
const named = (p: keyof typeof texts.permissions) => texts.permissions[p]

/** What an element's aria-describedby points at, as a screen reader would read it after the name. */
function description(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim()
}

/** The role editor and the built-in role view (issue 30 item 9) against the real server. */
describe('roles people can read', () => {
  const server = realServer()

  async function peopleApi(): Promise<PeopleApi> {
    const browser = signedInFakeBrowser(
      server.baseUrl,
      await adminBrowser(server.t, await createCompany(server.t)),
    )
    return createPeopleApi(() => browser.client)
  }
  const item = (name: string) => within(screen.getByRole('heading', { name }).closest('li') as HTMLElement)

  async function openEditor(api: PeopleApi) {
    renderInApp(<RolesPage api={api} />)
    await userEvent.click(await screen.findByRole('button', { name: texts.roles.create }, LOAD))
    return within(screen.getByRole('dialog', { name: texts.roles.createTitle }))
  }

  it('the editor names each permission and says what it means, by group, never showing its constant', async () => {
    const dialog = await openEditor(await peopleApi())
    const groups = dialog.getAllByRole('group').map((g) => g.querySelector('legend')?.textContent)
    expect(groups).toEqual([
      'Booking',
      'Approvals',
      'People',
      'Guests',
      'Company settings',
      'Travel policy',
      'Payment',
      'Reporting',
      'Company events',
    ])
    const approvals = within(dialog.getByRole('group', { name: 'Approvals' }))
    const box = approvals.getByRole('checkbox', {
      name: named('TRIP_EVENT_APPROVAL_PROCESSING_FOR_ALL').name,
    })
    expect(description(box)).toBe(named('TRIP_EVENT_APPROVAL_PROCESSING_FOR_ALL').meaning)
    // The constant stays the form's value only.
    expect((box as HTMLInputElement).value).toBe('TRIP_EVENT_APPROVAL_PROCESSING_FOR_ALL')
    const shown = screen.getByRole('dialog').textContent ?? ''
    expect(PERMISSIONS.filter((p) => shown.includes(p))).toEqual([])
    // A marker grants nothing, so it is not offered (decision 077).
    expect(dialog.getAllByRole('checkbox')).toHaveLength(PERMISSIONS.length - 1)
    expect(dialog.queryByRole('checkbox', { name: named('DISABLED').name })).toBeNull()
  })

  it('says why before sending a role that grants nothing, and sends it once it grants something', async () => {
    const real = await peopleApi()
    const sent: string[][] = []
    const api: PeopleApi = {
      ...real,
      createRole: (draft) => {
        sent.push([...draft.permissions])
        return real.createRole(draft)
      },
    }
    const dialog = await openEditor(api)
    await userEvent.type(dialog.getByRole('textbox', { name: texts.roles.name }), 'Nobody yet')
    const save = dialog.getByRole('button', { name: texts.roles.save })
    expect(description(save)).toBe(texts.roles.grantsNothingHint)
    await userEvent.click(save)
    expect(dialog.getByRole('alert').textContent).toBe(texts.errors.ROLE_GRANTS_NOTHING)
    expect(description(save)).toBe(texts.errors.ROLE_GRANTS_NOTHING)
    expect(sent).toEqual([])

    await userEvent.click(dialog.getByRole('checkbox', { name: named('REPORTING_VIEW').name }))
    expect(dialog.getByRole('alert').textContent).toBe('')
    expect(description(save)).toBe('')
    await userEvent.click(save)
    await screen.findByRole('heading', { name: 'Nobody yet' }, LOAD)
    expect(sent).toEqual([['REPORTING_VIEW']])
  })

  it('shows the server’s refusal of a role that grants nothing in the form’s words', async () => {
    const real = await peopleApi()
    // A client that slips the marker in place of what was ticked: only the server stands in the way.
    const api: PeopleApi = {
      ...real,
      createRole: (draft) => real.createRole({ ...draft, permissions: ['DISABLED'] }),
    }
    const dialog = await openEditor(api)
    await userEvent.type(dialog.getByRole('textbox', { name: texts.roles.name }), 'Off')
    await userEvent.click(dialog.getByRole('checkbox', { name: named('EVENT_EDIT').name }))
    await userEvent.click(dialog.getByRole('button', { name: texts.roles.save }))
    await waitFor(
      () => expect(dialog.getByRole('alert').textContent).toBe(texts.errors.ROLE_GRANTS_NOTHING),
      LOAD,
    )
    expect(screen.getByRole('dialog', { name: texts.roles.createTitle })).toBeTruthy()
    expect((await real.roles()).roles.some((r) => r.name === 'Off')).toBe(false)
  })

  it('an admin opens a built-in role and reads what it grants, by group, without changing it', async () => {
    renderInApp(<RolesPage api={await peopleApi()} />)
    await screen.findByRole('heading', { name: 'Approver' }, LOAD)
    expect(item('Approver').queryByRole('button', { name: texts.roles.edit })).toBeNull()
    await userEvent.click(item('Approver').getByRole('button', { name: texts.roles.view }))

    const view = within(screen.getByRole('dialog', { name: 'Approver: what this role grants' }))
    expect(view.getByText(texts.roles.builtInNote)).toBeTruthy()
    const groups = view.getAllByRole('region').map((region) => ({
      group: within(region).getByRole('heading').textContent,
      names: [...region.querySelectorAll('dt')].map((dt) => dt.textContent),
    }))
    expect(groups).toEqual([
      { group: 'Booking', names: [named('TRIP_EVENT_BOOK').name] },
      {
        group: 'Approvals',
        names: [named('TRIP_EVENT_APPROVAL_REQUEST').name, named('TRIP_EVENT_APPROVAL_PROCESSING').name],
      },
      { group: 'People', names: [named('USER_PROFILE_VIEW').name, named('BUSINESS_PROFILE_SEARCH').name] },
    ])
    expect(view.getByText(named('BUSINESS_PROFILE_SEARCH').meaning)).toBeTruthy()
    expect(view.queryByRole('checkbox')).toBeNull()
    expect(view.queryByRole('textbox')).toBeNull()
    const shown = screen.getByRole('dialog').textContent ?? ''
    expect(PERMISSIONS.filter((p) => shown.includes(p))).toEqual([])

    await userEvent.click(view.getByRole('button', { name: texts.roles.close }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
