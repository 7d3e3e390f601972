import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { route } from '../../server/plugins/endpoints.ts'
import { startTestApp, type TestApp } from '../../server/testing/test-app.ts'
import { defineEndpoint, type TEndpointRoute } from '../../shared/endpoint.ts'
import { fakeBrowser } from '../testing/api/fake-browser.ts'
import { callEndpoint } from './call-endpoint.ts'
import { ApiError } from './errors.ts'

const Z_ANSWER = z.object({ id: z.string(), tags: z.array(z.string()), name: z.string().nullable() })
const rename = defineEndpoint({
  method: 'PUT',
  path: '/i/api/test-caller/v1/things/:id',
  summary: 'test',
  params: z.object({ id: z.string().min(1) }),
  query: z.object({ tag: z.array(z.string()).default([]) }),
  body: z.object({ name: z.string() }),
  response: Z_ANSWER,
})
const read = defineEndpoint({
  method: 'GET',
  path: '/i/api/test-caller/v1/things',
  summary: 'test',
  response: Z_ANSWER,
})
const signIn = defineEndpoint({
  method: 'POST',
  path: '/i/api/test-caller/v1/form',
  summary: 'test',
  bodyType: 'form',
  body: z.object({ email: z.string(), remember: z.string() }),
  response: Z_ANSWER,
})
// What endpoints.gen.ts holds for a declaration: its route, typed by it, without its schemas.
const routeOf = <E extends typeof rename | typeof read | typeof signIn>(e: E): TEndpointRoute<E> => ({
  method: e.method,
  path: e.path,
  ...('bodyType' in e ? { bodyType: e.bodyType } : {}),
})

describe('callEndpoint (decision 107)', () => {
  let t: TestApp
  let baseUrl: string
  beforeAll(async () => {
    t = await startTestApp('pglite')
    route(t.app, rename, async (request) => ({
      id: request.params.id,
      tags: request.query.tag,
      name: request.body.name,
    }))
    route(t.app, read, async () => ({ id: 'all', tags: [], name: null }))
    route(t.app, signIn, async (request) => ({
      id: request.headers['content-type'] ?? '',
      tags: [request.body.remember],
      name: request.body.email,
    }))
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 })
  })
  afterAll(() => t?.close())

  it('fills and encodes the path, sends the query and the JSON body with the form token, and gives back the answer', async () => {
    const b = fakeBrowser(baseUrl)
    const answer = await callEndpoint(b.client, routeOf(rename), {
      params: { id: 'a b/c' },
      query: { tag: ['x', 'y'] },
      body: { name: 'Seoul' },
    })
    expect(answer).toEqual({ id: 'a b/c', tags: ['x', 'y'], name: 'Seoul' })
    const sent = b.jar.requests.find((r) => r.url.includes('/things/'))
    expect(sent?.url).toContain('/i/api/test-caller/v1/things/a%20b%2Fc?tag=x&tag=y')
  })

  it('calls an endpoint without input, and rejects with the API error when the server refuses', async () => {
    const b = fakeBrowser(baseUrl)
    await expect(callEndpoint(b.client, routeOf(read))).resolves.toEqual({ id: 'all', tags: [], name: null })
    const refused = callEndpoint(b.client, routeOf(rename), {
      params: { id: 'x' },
      body: { name: 42 as unknown as string },
    })
    await expect(refused).rejects.toBeInstanceOf(ApiError)
    await expect(refused).rejects.toMatchObject({ status: 400 })
  })

  it("sends a form endpoint's body as a form, as the spec's sign-in calls are", async () => {
    const b = fakeBrowser(baseUrl)
    const answer = await callEndpoint(b.client, routeOf(signIn), {
      body: { email: 'a@example.com', remember: 'true' },
    })
    expect(answer).toEqual({
      id: expect.stringContaining('application/x-www-form-urlencoded'),
      tags: ['true'],
      name: 'a@example.com',
    })
  })
})
