import type { Page, Request, Route } from 'playwright-core'
import { expect } from 'vitest'
import { DEMO_COMPANY_NAME } from '../../server/db/seed.ts'
import { createTestUser, TEST_PASSWORD } from '../../server/testing/account/account-test-support.ts'
import { linkToken, newBrowser, nthMailTo, postForm } from '../../server/testing/auth/auth-test-kit.ts'
import type { RunningSite } from './site.ts'

export { TEST_PASSWORD }

export interface Member {
  id: string
  email: string
  password: string
  /** First and last name, as the account menu shows it. */
  name: string
}

/**
 * A user of the test's own in the real database, so that journeys never share an account: personal
 * by default; `business` adds a traveller profile in the demo company (with `personal: false`, a
 * business account only); `confirmed: false` leaves the e-mail address unconfirmed.
 */
export async function createMember(
  site: RunningSite,
  options: {
    firstName?: string
    lastName?: string
    personal?: boolean
    business?: boolean
    confirmed?: boolean
  } = {},
): Promise<Member> {
  const { firstName = 'Test', lastName = 'Member', personal = true, business = false } = options
  const db = site.database.db
  const user = await createTestUser(site, { firstName })
  await db
    .updateTable('users')
    .set({
      last_name: lastName,
      has_personal_account: personal,
      ...(options.confirmed === false ? { email_confirmed_at: null } : {}),
    })
    .where('id', '=', user.id)
    .execute()
  if (business) {
    const company = await db
      .selectFrom('companies')
      .select('id')
      .where('name', '=', DEMO_COMPANY_NAME)
      .executeTakeFirstOrThrow()
    const role = await db
      .selectFrom('roles')
      .select('id')
      .where('company_id', '=', company.id)
      .where('template_key', '=', 'traveler')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('business_profiles')
      .values({ user_id: user.id, company_id: company.id, role_id: role.id, confirmed_at: new Date() })
      .execute()
  }
  return { ...user, password: TEST_PASSWORD, name: `${firstName} ${lastName}` }
}

/** An e-mail address nobody has an account for yet. */
export function throwawayEmail(prefix = 'visitor'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`
}

/** The secret of an e-mailed link (#token=...) and a sign-in code, read from a real mail. */
export const tokenIn = (text: string): string => /#token=([\w-]+)/.exec(text)?.[1] ?? ''
export const codeIn = (text: string): string => /\b(\d{6})\b/.exec(text)?.[1] ?? ''

/**
 * Opens an admin page in a session without a proven second factor: the page sends it to /business/verify
 * before any of its calls, to come back to `path` after.
 */
export async function openSentToVerify(page: Page, origin: string, path: string) {
  await Promise.all([
    page.waitForURL((url) => url.pathname === '/business/verify'),
    page.goto(`${origin}${path}`),
  ])
  expect(new URL(page.url()).searchParams.get('redir')).toBe(path)
}

/**
 * On /business/verify, where an admin page sends a session without a second factor: has the code mailed
 * to `email`, types it in, and is back at `path`.
 */
export async function verifyWithMailedCode(page: Page, site: RunningSite, email: string, path: string) {
  const before = site.mail.messages.filter((m) => m.to === email).length
  await page.getByRole('button', { name: 'Send me a code' }).click()
  const code = codeIn((await nthMailTo(site.mail, email, before)).text)
  await page.getByLabel('Code from the e-mail').fill(code)
  await Promise.all([page.waitForURL(`${site.origin}${path}`), page.keyboard.press('Enter')])
}

/**
 * Has the real server mail `to` a link, by posting `fields` to `path` as another browser would (from
 * an address of its own, so the journey's per-IP budget is untouched), and returns the link's secret
 * from the mail the SMTP sink received.
 */
export async function mailedLinkToken(
  site: RunningSite,
  path: string,
  fields: Record<string, string>,
  to: string,
): Promise<string> {
  const before = site.mail.messages.filter((m) => m.to === to).length
  const answer = await postForm(site.app, await newBrowser(site.app), path, fields)
  if (answer.statusCode !== 200) throw new Error(`${path} answered ${answer.statusCode}: ${answer.body}`)
  return linkToken((await nthMailTo(site.mail, to, before)).text)
}

/** Uses a mailed link once, as the visitor would have in another browser. */
export async function useLinkElsewhere(
  site: RunningSite,
  path: string,
  fields: Record<string, string>,
): Promise<void> {
  const answer = await postForm(site.app, await newBrowser(site.app), path, fields)
  if (answer.statusCode !== 200) throw new Error(`${path} answered ${answer.statusCode}: ${answer.body}`)
}

export interface SeenCall {
  method: string
  fields: Record<string, string>
  csrf: string | undefined
}

function callOf(request: Request): SeenCall {
  const url = new URL(request.url())
  return {
    method: request.method(),
    fields:
      request.method() === 'GET'
        ? Object.fromEntries(url.searchParams)
        : Object.fromEntries(new URLSearchParams(request.postData() ?? '')),
    csrf: request.headers()['x-csrf'],
  }
}

/** Records the calls the page makes to `path`; it only looks, and the real server answers them. */
export function watchCalls(page: Page, path: string): SeenCall[] {
  const seen: SeenCall[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.push(callOf(request))
  })
  return seen
}

export interface HeldCall {
  call: SeenCall
  /** Lets the call go on to the real server, which answers it. */
  proceed(): Promise<void>
  /** Fails the call as a dropped connection would. */
  drop(): Promise<void>
}

/**
 * Holds the page's next call to `path` in the browser, so a journey can look at the page while a call
 * is out; the test then lets it through to the real server or drops it like the network. It never
 * answers in the server's place.
 */
export async function holdNextCall(page: Page, path: string): Promise<{ held: Promise<HeldCall> }> {
  let hold: (held: HeldCall) => void = () => {}
  const held = new Promise<HeldCall>((resolve) => {
    hold = resolve
  })
  await page.route(
    (url) => url.pathname === path,
    (route: Route) =>
      hold({
        call: callOf(route.request()),
        proceed: () => route.continue(),
        drop: () => route.abort('connectionreset'),
      }),
    { times: 1 },
  )
  return { held }
}
