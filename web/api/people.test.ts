import { describe, expect, it, vi } from 'vitest'
import { fakeLocation, MemoryStorage } from '../testing/api/fake-browser.ts'
import { approvalsApi } from './approvals.ts'
import { createBookOnBehalfApi } from './book-on-behalf.ts'
import { createApiClient } from './client.ts'
import { emptyUserPage, findUsers, suggestUsers } from './people.ts'

/** A client whose every call gets `answer` (the page's token is there, so no token call is made). */
function clientAnswering(answer: () => Promise<Response>) {
  const fetch = vi.fn<typeof globalThis.fetch>(() => answer())
  const client = createApiClient({
    baseUrl: 'http://site.test',
    fetch,
    getPageToken: () => 'page-token',
    storage: new MemoryStorage(),
    location: fakeLocation('/business/users/manage'),
    now: () => 0,
    log: vi.fn(),
  })
  return { client, fetch }
}

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('findUsers (web client)', () => {
  it('posts the body with page and size in the query and answers the page', async () => {
    const page = { ...emptyUserPage(), paging: { ...emptyUserPage().paging, totalElements: 1 } }
    const { client, fetch } = clientAnswering(async () => jsonResponse(200, page))
    const answer = await findUsers(client, { query: 'ada', searchMode: 'admins' }, { page: 2, size: 30 })
    expect(answer).toEqual(page)
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe('http://site.test/i/api/business/users/v2/findUsers?page=2&size=30')
    expect(JSON.parse(String(init?.body))).toEqual({ query: 'ada', searchMode: 'admins' })
    expect(new Headers(init?.headers).get('x-csrf')).toBe('page-token')
  })

  it('turns VALIDATION_ERROR into an empty first page of size 15, without logging', async () => {
    const log = vi.fn()
    const { client } = clientAnswering(async () =>
      jsonResponse(400, { errors: [{ code: 'VALIDATION_ERROR', description: 'bad' }] }),
    )
    const answer = await findUsers(client, { query: 'x' }, { page: 3, size: 50 }, log)
    expect(answer).toEqual({
      content: [],
      paging: { page: 0, size: 15, offset: 0, totalPages: 0, totalElements: 0, first: true, last: true },
    })
    expect(log).not.toHaveBeenCalled()
  })

  it.each([
    ['a 500', async () => jsonResponse(500, { errors: [{ code: 'INTERNAL_ERROR', description: 'x' }] })],
    ['a 403', async () => jsonResponse(403, { errors: [{ code: 'PERMISSION_DENIED', description: 'x' }] })],
    ['a non-JSON 502', async () => new Response('bad gateway', { status: 502 })],
    ['a network failure', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('logs %s and answers an empty list', async (_, answer) => {
    const log = vi.fn()
    const { client } = clientAnswering(answer)
    const result = await findUsers(client, {}, { page: 1, size: 20 }, log)
    expect(result.content).toEqual([])
    expect(result.paging).toMatchObject({ page: 1, size: 20, totalElements: 0 })
    expect(log).toHaveBeenCalledOnce()
  })
})

describe('the user search as suggestions (spec section 9: 5 by default, 10 in the header)', () => {
  const sizeAsked = async (
    search: (client: ReturnType<typeof clientAnswering>['client']) => Promise<unknown>,
  ) => {
    const { client, fetch } = clientAnswering(async () => jsonResponse(200, emptyUserPage()))
    await search(client)
    return new URL(String(fetch.mock.calls[0]?.[0])).searchParams.get('size')
  }

  it('asks for the first 5 by default: the event form and the approval pickers', async () => {
    expect(await sizeAsked((c) => suggestUsers(c, { query: 'ada' }))).toBe('5')
    expect(await sizeAsked((c) => approvalsApi(() => c).findPeople('ada', 'approvers'))).toBe('5')
  })

  it('asks for 10 in the header’s book-for traveller search', async () => {
    expect(await sizeAsked((c) => createBookOnBehalfApi(() => c).searchTravelers('ada'))).toBe('10')
  })
})
