// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { adminBrowser, createCompany } from '../../../server/testing/company/company-test-kit.ts'
import { createPeopleApi } from '../../api/people.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import { signedInFakeBrowser } from '../../testing/api/fake-browser.ts'
import { LOAD, realServer } from '../../testing/app/real-server.ts'
import { renderInApp } from '../../testing/app/render-in-app.tsx'
import { installViewport } from '../../testing/chrome/side-nav/side-nav-test-kit.tsx'
import { GroupsPage } from './groups-page.tsx'
import { RolesPage } from './roles-page.tsx'

installViewport(1200)
const texts = en.people

/** The roles and groups pages against the real server: the change paths, from a saved row. */
describe('the roles and groups pages', () => {
  const server = realServer()

  async function peopleApi() {
    const browser = signedInFakeBrowser(
      server.baseUrl,
      await adminBrowser(server.t, await createCompany(server.t)),
    )
    return createPeopleApi(() => browser.client)
  }
  function show(children: ReactNode) {
    renderInApp(children)
  }
  const item = (name: string) => within(screen.getByRole('heading', { name }).closest('li') as HTMLElement)

  it('an admin renames a custom role and changes its permissions, then deletes it', async () => {
    const api = await peopleApi()
    await api.createRole({ name: 'Profile finder', permissions: ['BUSINESS_PROFILE_SEARCH', 'EVENT_EDIT'] })
    show(<RolesPage api={api} />)
    await screen.findByRole('heading', { name: 'Profile finder' }, LOAD)

    await userEvent.click(item('Profile finder').getByRole('button', { name: texts.roles.edit }))
    const dialog = within(screen.getByRole('dialog', { name: texts.roles.editTitle }))
    const name = dialog.getByRole('textbox', { name: texts.roles.name }) as HTMLInputElement
    expect(name.value).toBe('Profile finder')
    const ticked = () => dialog.getAllByRole('checkbox', { checked: true })
    const box = (p: 'BUSINESS_PROFILE_SEARCH' | 'EVENT_EDIT') =>
      dialog.getByRole('checkbox', { name: texts.permissions[p].name })
    expect(ticked()).toEqual([box('BUSINESS_PROFILE_SEARCH'), box('EVENT_EDIT')])
    await userEvent.clear(name)
    await userEvent.type(name, 'Event planner')
    await userEvent.click(box('BUSINESS_PROFILE_SEARCH'))
    expect(ticked()).toEqual([box('EVENT_EDIT')])
    await userEvent.click(dialog.getByRole('button', { name: texts.roles.save }))
    await screen.findByRole('heading', { name: 'Event planner' }, LOAD)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Profile finder' })).toBeNull()
    const saved = (await api.roles()).roles.find((r) => r.name === 'Event planner')
    expect(saved?.permissions).toEqual(['EVENT_EDIT'])

    await userEvent.click(item('Event planner').getByRole('button', { name: texts.roles.delete }))
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Event planner' })).toBeNull(), LOAD)
    expect((await api.roles()).roles.some((r) => r.name === 'Event planner')).toBe(false)
  })

  it('an admin renames a group, cancels a rename, and deletes the group', async () => {
    const api = await peopleApi()
    await api.createGroup('Sales')
    show(<GroupsPage api={api} />)
    await screen.findByRole('heading', { name: 'Sales' }, LOAD)

    await userEvent.click(item('Sales').getByRole('button', { name: texts.groups.rename }))
    const rename = screen.getByRole('textbox', { name: 'New name for Sales' }) as HTMLInputElement
    expect(rename.value).toBe('Sales')
    await userEvent.clear(rename)
    await userEvent.type(rename, 'Sales EMEA')
    await userEvent.click(screen.getByRole('button', { name: texts.groups.save }))
    await screen.findByRole('heading', { name: 'Sales EMEA' }, LOAD)
    expect((await api.groups()).groups.map((g) => g.name)).toEqual(['Sales EMEA'])

    await userEvent.click(item('Sales EMEA').getByRole('button', { name: texts.groups.rename }))
    await userEvent.type(screen.getByRole('textbox', { name: 'New name for Sales EMEA' }), ' North')
    await userEvent.click(screen.getByRole('button', { name: texts.cancel }))
    expect(screen.getByRole('heading', { name: 'Sales EMEA' })).toBeTruthy()
    expect((await api.groups()).groups.map((g) => g.name)).toEqual(['Sales EMEA'])

    await userEvent.click(item('Sales EMEA').getByRole('button', { name: texts.groups.delete }))
    await screen.findByText(texts.groups.empty, undefined, LOAD)
    expect((await api.groups()).groups).toEqual([])
  })
})
