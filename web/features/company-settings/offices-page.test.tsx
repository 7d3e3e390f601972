// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { adminBrowser, createCompany } from '../../../server/testing/company/company-test-kit.ts'
import { companySettingsApi } from '../../api/company-settings.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import { signedInFakeBrowser } from '../../testing/api/fake-browser.ts'
import { LOAD, realServer } from '../../testing/app/real-server.ts'
import { renderInApp } from '../../testing/app/render-in-app.tsx'
import { OfficesPage } from './offices-page.tsx'

const texts = en.companySettings

/** The offices page against the real server: add, change, cancel a change, remove (the places editor). */
describe('the offices page', () => {
  const server = realServer()

  async function showOffices() {
    const browser = signedInFakeBrowser(
      server.baseUrl,
      await adminBrowser(server.t, await createCompany(server.t)),
    )
    renderInApp(<OfficesPage api={companySettingsApi(() => browser.client)} />)
    await screen.findByText(texts.offices.empty, undefined, LOAD)
  }
  const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement
  const names = () =>
    screen.queryAllByRole('listitem').map((item) => item.querySelector('strong')?.textContent)

  it('an admin renames an office, cancels a change, and removes the office', async () => {
    await showOffices()
    await userEvent.type(box(texts.offices.name), 'Busan office')
    await userEvent.type(box('City'), 'Busan')
    await userEvent.click(screen.getByRole('button', { name: texts.offices.add }))
    await waitFor(() => expect(names()).toEqual(['Busan office']), LOAD)
    expect(box(texts.offices.name).value).toBe('')

    const row = () => within(screen.getAllByRole('listitem')[0] as HTMLElement)
    await userEvent.click(row().getByRole('button', { name: texts.edit }))
    expect(screen.getByRole('heading', { name: 'Edit Busan office' })).toBeTruthy()
    expect(box('City').value).toBe('Busan')
    await userEvent.clear(box(texts.offices.name))
    await userEvent.type(box(texts.offices.name), 'Busan harbour office')
    await userEvent.click(screen.getByRole('button', { name: texts.save }))
    await waitFor(() => expect(names()).toEqual(['Busan harbour office']), LOAD)
    expect(screen.getByRole('heading', { name: texts.offices.addTitle })).toBeTruthy()

    await userEvent.click(row().getByRole('button', { name: texts.edit }))
    await userEvent.click(screen.getByRole('button', { name: texts.cancel }))
    expect(box(texts.offices.name).value).toBe('')
    expect(screen.getByRole('heading', { name: texts.offices.addTitle })).toBeTruthy()

    await userEvent.click(row().getByRole('button', { name: texts.remove }))
    await screen.findByText(texts.offices.empty, undefined, LOAD)
    expect(screen.getByText(texts.removed)).toBeTruthy()
  })
})
