// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  adminBrowser,
  createCompany,
  createMemberOf,
  type TestCompany,
} from '../../../server/testing/company/company-test-kit.ts'
import type { TRoleTemplateKey } from '../../../shared/roles.ts'
import { approvalsApi } from '../../api/approvals.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import { signedInFakeBrowser } from '../../testing/api/fake-browser.ts'
import { LOAD, realServer } from '../../testing/app/real-server.ts'
import { renderInApp } from '../../testing/app/render-in-app.tsx'
import { ApprovalsApiContext } from './approvals-api-context.tsx'
import { ApproversPage } from './approvers-page.tsx'

const texts = en.approvals.approvers

/** The approvers page against the real server: chains, managers and one's own out-of-office. */
describe('the approvers page', () => {
  const server = realServer()

  async function person(company: TestCompany, role: TRoleTemplateKey, first: string, last: string) {
    const user = await createMemberOf(server.t, company, role)
    await server.t.database.db
      .updateTable('users')
      .set({ first_name: first, last_name: last })
      .where('id', '=', user.id)
      .execute()
    return user
  }

  async function showApprovers() {
    const company = await createCompany(server.t)
    const browser = signedInFakeBrowser(server.baseUrl, await adminBrowser(server.t, company))
    const api = approvalsApi(() => browser.client)
    const show = () =>
      renderInApp(
        <ApprovalsApiContext.Provider value={() => api}>
          <ApproversPage />
        </ApprovalsApiContext.Provider>,
      )
    show()
    await screen.findByRole('heading', { name: texts.chainTitle }, LOAD)
    // Every section has read what it shows, so that no answer lands while the test acts.
    await screen.findByRole('combobox', { name: texts.delegate }, LOAD)
    return { company, api, show }
  }

  const section = (title: string) =>
    within(screen.getByRole('heading', { name: title }).closest('section') as HTMLElement)

  async function pick(scope: ReturnType<typeof section>, label: string, name: string) {
    const box = scope.getByRole('combobox', { name: label })
    await userEvent.clear(box)
    await userEvent.type(box, name.split(' ')[0] as string)
    await userEvent.click(await screen.findByRole('option', { name: new RegExp(name) }, LOAD))
    await waitFor(() => expect(box).toHaveProperty('value', name), LOAD)
    await userEvent.keyboard('{Escape}')
  }

  async function saved(scope: ReturnType<typeof section>) {
    await waitFor(() => expect(scope.getByRole('status').textContent).toBe(en.approvals.saved), LOAD)
  }

  it('an admin builds the company chain of a named approver with a backup and a manager step, then removes a step', async () => {
    const { company, api, show } = await showApprovers()
    const priya = await person(company, 'approver', 'Priya', 'Raman')
    const quinn = await person(company, 'approver', 'Quinn', 'Okafor')
    const chains = section(texts.chainTitle)
    expect(chains.getByText(texts.emptyChain)).toBeTruthy()

    await userEvent.click(chains.getByRole('button', { name: texts.addStep }))
    await pick(chains, texts.approver.replace('{n}', '1'), 'Priya Raman')
    await pick(chains, texts.backup.replace('{n}', '1'), 'Quinn Okafor')
    await userEvent.click(chains.getByRole('button', { name: texts.addStep }))
    await userEvent.selectOptions(
      chains.getByRole('combobox', { name: texts.kindLabel.replace('{n}', '2') }),
      texts.kind.manager,
    )
    await userEvent.click(chains.getByRole('button', { name: texts.saveChain }))
    await saved(chains)
    const first = (await api.approvers()).chains.find((c) => c.groupId === null)
    expect(first?.steps).toEqual([
      {
        kind: 'user',
        approver: expect.objectContaining({ userId: priya.id }),
        backup: expect.objectContaining({ userId: quinn.id }),
      },
      { kind: 'manager', approver: null, backup: null },
    ])

    // A later visit starts from the saved chain; removing the first step sends back the rest.
    cleanup()
    show()
    await screen.findByRole('heading', { name: texts.chainTitle }, LOAD)
    // Every section has read what it shows, so that no answer lands while the test acts.
    await screen.findByRole('combobox', { name: texts.delegate }, LOAD)
    const again = section(texts.chainTitle)
    expect(again.getByRole('combobox', { name: texts.approver.replace('{n}', '1') })).toHaveProperty(
      'value',
      'Priya Raman',
    )
    await userEvent.click(again.getByRole('button', { name: texts.removeStep.replace('{n}', '1') }))
    await userEvent.click(again.getByRole('button', { name: texts.saveChain }))
    await saved(again)
    const second = (await api.approvers()).chains.find((c) => c.groupId === null)
    expect(second?.steps).toEqual([{ kind: 'manager', approver: null, backup: null }])
  })

  it('an admin sets a member’s manager, and removes it again', async () => {
    const { company, api } = await showApprovers()
    const tom = await person(company, 'traveler', 'Tomas', 'Berg')
    const priya = await person(company, 'approver', 'Priya', 'Raman')
    const managers = section(texts.managersTitle)
    expect(managers.getByText(texts.noManagers)).toBeTruthy()

    await pick(managers, texts.member, 'Tomas Berg')
    await pick(managers, texts.manager, 'Priya Raman')
    await userEvent.click(managers.getByRole('button', { name: texts.setManager }))
    await saved(managers)
    expect(managers.getByText('Tomas Berg → Priya Raman')).toBeTruthy()
    expect((await api.approvers()).managers).toEqual([
      {
        member: expect.objectContaining({ userId: tom.id }),
        manager: expect.objectContaining({ userId: priya.id }),
      },
    ])

    await userEvent.click(
      managers.getByRole('button', { name: texts.removeManager.replace('{name}', 'Tomas Berg') }),
    )
    await waitFor(() => expect(managers.getByText(texts.noManagers)).toBeTruthy(), LOAD)
    expect((await api.approvers()).managers).toEqual([])
  })

  it('an admin going away names a delegate for some days, and comes back early', async () => {
    const { company, api } = await showApprovers()
    const priya = await person(company, 'approver', 'Priya', 'Raman')
    const away = section(texts.delegationTitle)

    await pick(away, texts.delegate, 'Priya Raman')
    await userEvent.type(away.getByLabelText(texts.startsOn), '2027-01-04')
    await userEvent.type(away.getByLabelText(texts.endsOn), '2027-01-08')
    await userEvent.click(away.getByRole('button', { name: texts.saveDelegation }))
    await saved(away)
    expect(
      away.getByText(
        texts.delegationNow
          .replace('{delegate}', 'Priya Raman')
          .replace('{startsOn}', '2027-01-04')
          .replace('{endsOn}', '2027-01-08'),
        { exact: false },
      ),
    ).toBeTruthy()
    expect((await api.delegation()).delegation).toMatchObject({
      delegate: { userId: priya.id },
      startsOn: '2027-01-04',
      endsOn: '2027-01-08',
    })

    await userEvent.click(away.getByRole('button', { name: texts.removeDelegation }))
    await waitFor(() => expect(away.queryByRole('button', { name: texts.removeDelegation })).toBeNull(), LOAD)
    expect(await api.delegation()).toEqual({ delegation: null })
  })
})
