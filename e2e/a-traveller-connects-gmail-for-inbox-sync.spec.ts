import { describe, expect, it } from 'vitest'
import { type OidcPeer, startOidcPeer } from '../server/dev-peers/oidc-peer.ts'
import { INBOX_SYNC_PAGE } from '../shared/inbox/inbox-sync-contract.ts'
import { axeViolations } from './support/axe.ts'
import { openHydrated, watchConsole } from './support/browser.ts'
import { useSiteAndBrowser } from './support/journey.ts'
import { signInBrowser } from './support/signed-in.ts'

/** The built site and a real OpenID provider (oidc-provider) standing in for Google's consent page. */
describe('a traveller connects Gmail for inbox sync', () => {
  let peer: OidcPeer
  const j = useSiteAndBrowser(async (origin) => {
    const client = {
      clientId: 'fernway-inbox',
      clientSecret: 'inbox-secret-for-journeys',
      redirectUris: [`${origin}${INBOX_SYNC_PAGE}`],
    }
    peer = await startOidcPeer({ kind: 'google', clients: [client] })
    return {
      env: {
        INBOX_SYNC_CLIENT_ID: client.clientId,
        INBOX_SYNC_CLIENT_SECRET: client.clientSecret,
        INBOX_SYNC_ISSUERS: peer.issuer,
        INBOX_SYNC_AUTHORIZATION_URL: `${peer.issuer}/auth`,
        INBOX_SYNC_TOKEN_URL: `${peer.issuer}/token`,
        INBOX_SYNC_JWKS_URL: `${peer.issuer}/jwks`,
        INBOX_SYNC_SCOPES: 'openid email',
      },
      peers: [peer],
    }
  })

  it('connects at the provider, comes back connected, and disconnects', async () => {
    const context = await j.browser.newContext()
    const page = await context.newPage()
    const problems = watchConsole(page)
    await signInBrowser(j.site, context, [{ email: 'dana@northwind.test', businessMode: false }])
    await openHydrated(page, `${j.site.origin}${INBOX_SYNC_PAGE}`)
    await page.getByText('Your mailbox is not connected.').waitFor()
    expect(await axeViolations(page)).toEqual([])

    await Promise.all([
      page.waitForURL((url) => url.origin === new URL(peer.issuer).origin),
      page.getByRole('button', { name: 'Connect Gmail' }).click(),
    ])
    await page.getByLabel('E-mail').fill('dana.mail@mail.test')
    await Promise.all([
      page.waitForURL((url) => url.origin === j.site.origin && url.pathname === INBOX_SYNC_PAGE),
      page.getByRole('button', { name: 'Continue' }).click(),
    ])
    // The stand-in provider's own pages have no favicon (404s in the console): not ours to judge.
    expect(problems.splice(0).filter((p) => !p.includes('status of 404'))).toEqual([])
    await page.getByText('Your mailbox dana.mail@mail.test is connected.').waitFor()
    await page.getByText('Connected: dana.mail@mail.test.').waitFor()
    // The code and state are taken off the address bar once handed to the server.
    expect(new URL(page.url()).search).toBe('')
    expect(await axeViolations(page)).toEqual([])
    const grant = await j.site.database.db
      .selectFrom('inbox_sync_grants')
      .select(['email', 'scopes'])
      .executeTakeFirstOrThrow()
    expect(grant).toEqual({ email: 'dana.mail@mail.test', scopes: ['email', 'openid'] })

    await page.getByRole('button', { name: 'Disconnect Gmail' }).click()
    await page.getByText('Your mailbox is disconnected.').waitFor()
    expect(await j.site.database.db.selectFrom('inbox_sync_grants').selectAll().execute()).toEqual([])
    expect(problems).toEqual([])
    await context.close()
  })
})
