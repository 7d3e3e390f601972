// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { adminBrowser, createCompany } from '../../../server/testing/company/company-test-kit.ts'
import { testBusinessState } from '../../../shared/testing/business-state.ts'
import { approvalsApi } from '../../api/approvals.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import { signedInFakeBrowser } from '../../testing/api/fake-browser.ts'
import { axeViolations } from '../../testing/app/axe.ts'
import { signedInAuth } from '../../testing/app/global-state.ts'
import { LOAD, realServer } from '../../testing/app/real-server.ts'
import { renderInApp } from '../../testing/app/render-in-app.tsx'
import { ApprovalsApiContext } from './approvals-api-context.tsx'
import { SlackCard } from './slack-card.tsx'

const texts = en.approvals.slack
const WEBHOOK = 'https://hooks.slack.com/services/T0001/B0001/abcdefghijklmnop'

/** The integrations page's Slack card against the real server: connect a webhook, replace it, remove it. */
describe('the Slack approval messages card', () => {
  const server = realServer()

  /** A new company's admin on the card, which has loaded and says no webhook is set. */
  async function showCard() {
    const company = await createCompany(server.t)
    const browser = signedInFakeBrowser(server.baseUrl, await adminBrowser(server.t, company))
    const api = approvalsApi(() => browser.client)
    renderInApp(
      <ApprovalsApiContext.Provider value={() => api}>
        <SlackCard />
      </ApprovalsApiContext.Provider>,
      { auth: signedInAuth({ businessState: testBusinessState({ features: ['SLACK_INTEGRATION'] }) }) },
    )
    await screen.findByText(texts.notConfigured, undefined, LOAD)
    return { company, api }
  }

  it('an admin connects a Slack webhook with a channel name, then removes it', async () => {
    const { company, api } = await showCard()
    expect(screen.queryByRole('button', { name: texts.remove })).toBeNull()
    const webhook = () =>
      server.t.database.db
        .selectFrom('company_slack_webhooks')
        .select(['webhook_url', 'channel_label'])
        .where('company_id', '=', company.id)
        .executeTakeFirst()

    await userEvent.type(screen.getByLabelText(texts.url), WEBHOOK)
    await userEvent.type(screen.getByLabelText(texts.label), '#travel-approvals')
    await userEvent.click(screen.getByRole('button', { name: texts.save }))
    await screen.findByText(
      texts.configured.replace('{host}', 'hooks.slack.com').replace('{label}', '#travel-approvals'),
      undefined,
      LOAD,
    )
    expect(screen.getByRole('status').textContent).toBe(en.approvals.saved)
    // React resets the form once the action's transition is done, which may be a render after the answer.
    await waitFor(() => expect(screen.getByLabelText(texts.url)).toHaveProperty('value', ''), LOAD)
    expect(await webhook()).toEqual({ webhook_url: WEBHOOK, channel_label: '#travel-approvals' })
    expect(await api.slack()).toMatchObject({ configured: true, host: 'hooks.slack.com' })

    await userEvent.click(screen.getByRole('button', { name: texts.remove }))
    await screen.findByText(texts.notConfigured, undefined, LOAD)
    await waitFor(() => expect(screen.queryByRole('button', { name: texts.remove })).toBeNull(), LOAD)
    expect(await webhook()).toBeUndefined()
    expect(await api.slack()).toMatchObject({ configured: false })
  })

  it('shows a refused address beside its field in our words, keeping what was typed', async () => {
    await showCard()
    const url = screen.getByLabelText(texts.url) as HTMLInputElement
    await userEvent.type(url, 'https://example.com/hook')
    await userEvent.type(screen.getByLabelText(texts.label), '#travel')
    await userEvent.click(screen.getByRole('button', { name: texts.save }))
    const note = await screen.findByText(en.approvals.errors.SLACK_WEBHOOK_INVALID, undefined, LOAD)
    expect(url.getAttribute('aria-invalid')).toBe('true')
    expect(url.getAttribute('aria-describedby')).toBe(note.id)
    expect(url.value).toBe('https://example.com/hook')
    expect((screen.getByLabelText(texts.label) as HTMLInputElement).value).toBe('#travel')
    expect(screen.getByRole('status').textContent).toBe(en.fieldErrors.checkFields)
    expect(await axeViolations()).toEqual([])
  })
})
