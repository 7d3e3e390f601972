// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { signInBrowser } from '../../../server/testing/account/account-test-support.ts'
import { sampleRequest } from '../../../server/testing/approvals/approvals.matrix.ts'
import { createMemberOf } from '../../../server/testing/company/company-test-kit.ts'
import { withOwnIps } from '../../../server/testing/trips/trips-test-kit.ts'
import { approvalsApi } from '../../api/approvals.ts'
import type { Messages } from '../../i18n/create-i18n.ts'
import ko from '../../i18n/messages/ko.json' with { type: 'json' }
import { signedInFakeBrowser } from '../../testing/api/fake-browser.ts'
import { LOAD, realServerWithCompany } from '../../testing/app/real-server.ts'
import { renderInApp } from '../../testing/app/render-in-app.tsx'
import { ApprovalsApiContext } from './approvals-api-context.tsx'
import { PendingApprovals } from './pending-approvals.tsx'

/** The hub card's count of requests waiting for the member (GET .../requests/count). */
describe('pending approvals on the hub', () => {
  const server = realServerWithCompany({ features: ['TRIPS_TO_APPROVE'] })

  const show = async (korean?: Messages) => {
    const user = await createMemberOf(server.t, server.company, 'approver')
    const who = withOwnIps(await signInBrowser(server.t, user, { businessMode: true }))
    const browser = signedInFakeBrowser(server.baseUrl, who)
    return renderInApp(
      <ApprovalsApiContext.Provider value={() => approvalsApi(() => browser.client)}>
        <PendingApprovals />
      </ApprovalsApiContext.Provider>,
      korean ? { korean } : {},
    )
  }

  it('says nothing while nothing waits, then how many requests wait, in Korean on the Korean site', async () => {
    const none = await show()
    // The answer came (an empty queue): still nothing on the card.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(none.container.textContent).toBe('')
    none.unmount()

    await sampleRequest({ t: server.t, company: server.company })
    await sampleRequest({ t: server.t, company: server.company })
    const two = await show()
    expect(await screen.findByText('2 waiting for you', {}, LOAD)).toBeTruthy()
    two.unmount()

    await show(ko as Messages)
    expect(await screen.findByText('2건 대기 중', {}, LOAD)).toBeTruthy()
  })
})
