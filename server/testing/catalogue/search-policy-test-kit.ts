import { beforeAll, expect } from 'vitest'
import { BOOK_ON_BEHALF_API } from '../../../shared/business/book-on-behalf-contract.ts'
import { POLICY_PATHS } from '../../../shared/business/policy-contract.ts'
import type { TPolicyRestrictions, TTravelPolicy } from '../../../shared/business/policy-schemas.ts'
import type { TPolicyVertical } from '../../../shared/business/policy-verticals.ts'
import { signInBrowser } from '../account/account-test-support.ts'
import { delegate } from '../book-on-behalf/book-on-behalf-test-kit.ts'
import {
  adminBrowser,
  createCompany,
  createMemberOf,
  groupOf,
  json,
  type TestCompany,
} from '../company/company-test-kit.ts'
import type { TestApp } from '../test-app.ts'
import { memberBrowser, withOwnIps } from '../trips/trips-test-kit.ts'
import { inDays } from './search-route-kit.ts'

/*
 * Business mode's verdicts on the stay, car and train searches (decision 085): who searches (a traveller
 * in business or personal mode, an arranger booking for someone, a visitor) and the policies they meet.
 */

/** Paris's cars: every supplier's at the airports and the city's offices. */
export const CAR_SEARCH = {
  pickupPlace: 'PAR',
  pickup: `${inDays(30)}T10:00`,
  dropoff: `${inDays(33)}T10:00`,
  currency: 'USD',
}

/** Cape Town has 80 properties: one page holds them all. */
export const STAY_SEARCH = {
  destination: 'CPT',
  checkin: inDays(30),
  checkout: inDays(32),
  adults: '1',
  currency: 'USD',
  limit: '100',
}

export const NO_RESTRICTIONS: TPolicyRestrictions = {
  budget: { kind: 'none' },
  maxClass: null,
  maxStars: null,
  cityCaps: [],
  minAdvanceDays: null,
}

/** A policy that is on, asks a reason out of it, with these restrictions and overrides. */
export function policyOf(
  restrictions: Partial<TPolicyRestrictions>,
  overrides: TTravelPolicy['advancedRules']['overrides'] = [],
): TTravelPolicy {
  return {
    settings: { enabled: true, handling: 'allowWithReason' },
    restrictions: { ...NO_RESTRICTIONS, ...restrictions },
    preferences: { preferred: [], preferredOnly: false },
    advancedRules: { overrides },
  }
}

/** The company's admin saves its policy of the vertical. */
export async function savePolicy(
  t: TestApp,
  company: TestCompany,
  vertical: TPolicyVertical,
  policy: TTravelPolicy,
) {
  const admin = await adminBrowser(t, company)
  const saved = await admin.call(json('PUT', POLICY_PATHS.policy(vertical), policy))
  expect(saved.statusCode, saved.body).toBe(200)
}

/**
 * The describe block's company whose policy of the vertical has the restrictions that `restrictionsFrom`
 * sets from what a visitor's search shows, and an executive in a group the policy leaves without limits:
 * filled in a beforeAll registered after the app's.
 */
export function useCompanyWithPolicy(
  t: TestApp,
  vertical: TPolicyVertical,
  restrictionsFrom: (visitor: Searcher) => Promise<Partial<TPolicyRestrictions>>,
) {
  const made = { company: {} as TestCompany, executive: {} as { id: string; email: string } }
  beforeAll(async () => {
    Object.assign(made.company, await createCompany(t))
    const restrictions = await restrictionsFrom(visitorSearcher(t))
    Object.assign(made.executive, await createMemberOf(t, made.company, 'traveler'))
    const executives = await groupOf(t, made.company, 'Executives', [made.executive.id])
    await savePolicy(
      t,
      made.company,
      vertical,
      policyOf(restrictions, [
        { scope: 'group', targetId: executives, handling: null, restrictions: NO_RESTRICTIONS },
      ]),
    )
  })
  return made
}

export type Searcher = (path: string, query: Record<string, string>) => Promise<SearchAnswer>
export interface SearchAnswer {
  body: unknown
  cacheControl: string | undefined
}

const answerOf = (res: {
  statusCode: number
  body: string
  json(): unknown
  headers: Record<string, unknown>
}) => {
  expect(res.statusCode, res.body).toBe(200)
  return { body: res.json(), cacheControl: res.headers['cache-control'] as string | undefined }
}

/** A member of the company (a new traveller unless given) searching, in business mode unless told otherwise. */
export async function memberSearcher(
  t: TestApp,
  company: TestCompany,
  options: { businessMode?: boolean; user?: { id: string; email: string } } = {},
): Promise<Searcher> {
  const user = options.user ?? (await createMemberOf(t, company, 'traveler'))
  const browser = withOwnIps(await signInBrowser(t, user, { businessMode: options.businessMode ?? true }))
  return async (path, query) =>
    answerOf(await browser.call(json('GET', `${path}?${new URLSearchParams(query)}`)))
}

/** Someone signed out. */
export const visitorSearcher =
  (t: TestApp): Searcher =>
  async (path, query) =>
    answerOf(await t.app.inject({ method: 'GET', url: `${path}?${new URLSearchParams(query)}` }))

/**
 * The bodies of a search for "in policy only" by those no policy judges: the traveller in personal mode
 * (a new one unless given) and a visitor. The browser may keep each answer five minutes.
 */
export async function unjudgedAnswers(
  t: TestApp,
  company: TestCompany,
  path: string,
  query: Record<string, string>,
  user?: { id: string; email: string },
): Promise<unknown[]> {
  const traveller = user ?? (await createMemberOf(t, company, 'traveler'))
  const bodies: unknown[] = []
  for (const search of [
    await memberSearcher(t, company, { user: traveller, businessMode: false }),
    visitorSearcher(t),
  ]) {
    const answer = await search(path, { ...query, policy: 'in' })
    expect(answer.cacheControl).toBe('private, max-age=300')
    bodies.push(answer.body)
  }
  return bodies
}

/** A travel arranger of the company the traveller named, booking for them (decision 056). */
export async function arrangerFor(
  t: TestApp,
  company: TestCompany,
  traveller: { id: string; email: string },
): Promise<Searcher> {
  const arranger = await memberBrowser(t, company, 'travelArranger')
  await delegate(t, company, traveller.id, arranger.id)
  const selected = await arranger.call(
    json('POST', BOOK_ON_BEHALF_API.selectTraveler, { email: traveller.email }),
  )
  expect(selected.statusCode, selected.body).toBe(200)
  return async (path, query) =>
    answerOf(await arranger.call(json('GET', `${path}?${new URLSearchParams(query)}`)))
}

/** The median of some amounts (the lower middle one): a budget that leaves some offers in and some out. */
export function middleOf(amounts: readonly number[]): number {
  const sorted = [...amounts].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0
}
