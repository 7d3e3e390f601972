import { describe, expect, it } from 'vitest'
import { AUDIT_LOG_API } from '../../../shared/business/audit-schemas.ts'
import {
  COMPANY_SETTINGS_API as API,
  companyPath,
} from '../../../shared/business/company-settings-contract.ts'
import type { SignedInBrowser } from '../../testing/account/account-test-support.ts'
import { linkToken, newBrowser, nextIp, nthMailTo } from '../../testing/auth/auth-test-kit.ts'
import { adminBrowser, createCompany, json } from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { useSmtpSink } from '../../testing/mail/test-smtp.ts'
import { useAdmin, useCompany, useTestApp } from '../../testing/use-test-app.ts'

describe.each(testDatabaseKinds())('company e-mail domains (%s)', (kind) => {
  const smtp = useSmtpSink()
  const t = useTestApp(kind, () => ({ env: { SMTP_URL: smtp.url } }))
  const a = useCompany(t)
  const adminA = useAdmin(t, a)

  const fresh = () => `d${Math.random().toString(36).slice(2, 10)}.test`
  const add = (admin: SignedInBrowser, domain: string, email = `it@${domain}`) =>
    admin.call({ ...json('POST', API.emailDomains, { domain, email }), remoteAddress: nextIp() })
  /** Adds a domain and answers the secret of the link mailed for it. */
  async function addAndReadLink(admin: SignedInBrowser, domain: string): Promise<string> {
    const to = `it@${domain}`
    const before = smtp.messages.filter((m) => m.to === to).length
    const res = await add(admin, domain, to)
    expect(res.statusCode).toBe(201)
    return linkToken((await nthMailTo(smtp, to, before)).text)
  }
  /** The link's page posts the secret from any browser, signed in or not. */
  async function verify(token: string) {
    const browser = await newBrowser(t.app)
    return t.app.inject({
      ...json('POST', API.emailDomainVerify, { token }),
      headers: { 'content-type': 'application/json', cookie: browser.cookie, 'x-csrf': browser.token },
      remoteAddress: nextIp(),
    })
  }
  const verifiedDomains = async (id: string) =>
    (
      await t.database.db
        .selectFrom('companies')
        .select('email_domains')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).email_domains

  it('keeps a new domain pending until the link mailed to an address at it is followed, once', async () => {
    const domain = fresh()
    const res = await add(adminA, domain)
    expect(res.json()).toMatchObject({ domain, status: 'PENDING', sentTo: `it@${domain}` })
    const mail = await nthMailTo(smtp, `it@${domain}`, 0)
    expect(mail.text).toContain(domain)
    // To an address nobody has proven: the company's name, which its admin chose, is not in it.
    expect(mail.text).not.toContain(`Company ${a.domain}`)
    const token = linkToken(mail.text)
    // Only the secret's keyed hash is stored.
    const stored = await t.database.db
      .selectFrom('company_domain_verifications')
      .select('token_hash')
      .execute()
    expect(stored.map((r) => r.token_hash)).not.toContain(token)
    const listed = (await adminA.call(json('GET', API.emailDomains))).json()
    expect(listed.domains).toContainEqual(expect.objectContaining({ domain, status: 'PENDING' }))
    expect(await verifiedDomains(a.id)).not.toContain(domain)

    const done = await verify(token)
    expect([done.statusCode, done.json()]).toEqual([200, { domain }])
    expect(await verifiedDomains(a.id)).toContain(domain)
    const after = (await adminA.call(json('GET', API.emailDomains))).json()
    expect(after.domains).toContainEqual({ domain, status: 'VERIFIED', sentTo: null, expiresAt: null })
    const reused = await verify(token)
    expect([reused.statusCode, reused.json().errors[0].code]).toEqual([400, 'EMAIL_DOMAIN_LINK_INVALID'])
    const log = (await adminA.call(json('GET', `${AUDIT_LOG_API}?action=company.emailDomain`))).json()
    expect(log.entries.slice(0, 2)).toMatchObject([
      { action: 'company.emailDomain.verify', targetId: domain, actorEmail: adminA.email },
      { action: 'company.emailDomain.add', targetId: domain, details: { sentTo: `it@${domain}` } },
    ])
  })

  it('refuses an expired link, and a link replaced by a newer one', async () => {
    const domain = fresh()
    const first = await addAndReadLink(adminA, domain)
    const second = await addAndReadLink(adminA, domain)
    expect((await verify(first)).statusCode).toBe(400)
    await t.database.db
      .updateTable('company_domain_verifications')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('domain', '=', domain)
      .execute()
    expect((await verify(second)).statusCode).toBe(400)
    expect(await verifiedDomains(a.id)).not.toContain(domain)
    expect((await verify('x'.repeat(43))).statusCode).toBe(400)
  })

  it('gives one neutral answer for webmail and for a domain another company verified', async () => {
    const b = await createCompany(t)
    const webmail = await add(adminA, 'gmail.com')
    const taken = await add(adminA, b.domain)
    expect(webmail.statusCode).toBe(409)
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toEqual(webmail.json())
    expect(taken.body).not.toContain(b.id)
    expect(taken.body).not.toContain('Company ')
    const naver = await add(adminA, 'naver.com')
    expect(naver.json()).toEqual(webmail.json())
    const elsewhere = await add(adminA, fresh(), 'it@other.test')
    expect([elsewhere.statusCode, elsewhere.json().errors[0].code]).toEqual([400, 'EMAIL_NOT_IN_DOMAIN'])
    const own = await add(adminA, a.domain)
    expect([own.statusCode, own.json().errors[0].code]).toEqual([409, 'EMAIL_DOMAIN_ALREADY_VERIFIED'])
  })

  it('lets the first of two companies to prove a domain have it', async () => {
    const b = await createCompany(t)
    const adminB = await adminBrowser(t, b)
    const domain = fresh()
    const linkA = await addAndReadLink(adminA, domain)
    const linkB = await addAndReadLink(adminB, domain)
    expect((await verify(linkB)).statusCode).toBe(200)
    const late = await verify(linkA)
    expect([late.statusCode, late.json().errors[0].code]).toEqual([409, 'EMAIL_DOMAIN_NOT_ALLOWED'])
    expect(await verifiedDomains(a.id)).not.toContain(domain)
    expect(await verifiedDomains(b.id)).toContain(domain)
  })

  it('removes a verified or pending domain, but not one single sign-on uses nor another company’s', async () => {
    const c = await createCompany(t)
    const admin = await adminBrowser(t, c)
    const pending = fresh()
    await addAndReadLink(admin, pending)
    expect((await admin.call(json('DELETE', companyPath(API.emailDomain, pending)))).statusCode).toBe(204)
    expect((await admin.call(json('GET', API.emailDomains))).json().domains).toEqual([
      { domain: c.domain, status: 'VERIFIED', sentTo: null, expiresAt: null },
    ])
    // Another company's domain is simply not found here.
    const foreign = await admin.call(json('DELETE', companyPath(API.emailDomain, a.domain)))
    expect(foreign.statusCode).toBe(404)
    expect(await verifiedDomains(a.id)).toContain(a.domain)

    await t.database.db
      .insertInto('sso_configs')
      .values({
        company_id: c.id,
        display_name: 'Okta',
        issuer_url: 'https://sso.example.test',
        client_id: 'client',
        client_secret_enc: 'x',
        email_domains: [c.domain],
        default_role_id: c.roles.traveler,
      })
      .execute()
    const inUse = await admin.call(json('DELETE', companyPath(API.emailDomain, c.domain)))
    expect([inUse.statusCode, inUse.json().errors[0].code]).toEqual([409, 'EMAIL_DOMAIN_IN_USE'])
    const d = await createCompany(t)
    const adminD = await adminBrowser(t, d)
    expect((await adminD.call(json('DELETE', companyPath(API.emailDomain, d.domain)))).statusCode).toBe(204)
    expect(await verifiedDomains(d.id)).toEqual([])
    const log = (await adminD.call(json('GET', `${AUDIT_LOG_API}?action=company.emailDomain.remove`))).json()
    expect(log.entries[0]).toMatchObject({ targetId: d.domain, details: { wasVerified: true } })
  })
})
