import multipartPlugin from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineEndpoint } from '../../shared/endpoint.ts'
import { multipart } from '../testing/company-files/company-files-test-kit.ts'
import { browserIdentity, startTestApp, type TestApp } from '../testing/test-app.ts'
import { route } from './endpoints.ts'

const Z_ITEM = z.object({ id: z.string(), name: z.string(), count: z.number().int() })
const echoItem = defineEndpoint({
  method: 'PUT',
  path: '/i/api/test-endpoints/v1/items/:id',
  summary: 'test',
  params: z.object({ id: z.uuid() }),
  query: z.object({ count: z.coerce.number().int().min(1).default(1) }),
  body: z.object({ name: z.string().trim().min(1).max(20) }).strict(),
  response: Z_ITEM,
  notFound: { code: 'ITEM_NOT_FOUND', description: 'No such item.' },
})
const drifted = defineEndpoint({
  method: 'GET',
  path: '/i/api/test-endpoints/v1/drifted',
  summary: 'test',
  response: Z_ITEM,
})
const guarded = defineEndpoint({
  method: 'POST',
  path: '/i/api/test-endpoints/v1/guarded',
  summary: 'test',
  body: z.object({ name: z.string() }),
  response: Z_ITEM,
  business: { permissions: ['COMPANY_SETTINGS_MANAGEMENT'] },
})
// Its form is read by the handler: the declared fields document it (a title this short would be refused).
const upload = defineEndpoint({
  method: 'POST',
  path: '/i/api/test-endpoints/v1/upload',
  summary: 'test',
  body: z.object({ title: z.string().min(3), file: z.file() }),
  bodyType: 'multipart',
  response: z.object({ title: z.string(), bytes: z.number() }),
})

const ID = '6f1f3c1e-8c2a-4a7e-9d7b-3b1f0c2d4e5f'

describe('a declared endpoint (decision 107)', () => {
  let t: TestApp
  let app: FastifyInstance
  let headers: Record<string, string>
  beforeAll(async () => {
    t = await startTestApp('pglite')
    app = t.app
    route(app, echoItem, async (request) => ({
      id: request.params.id,
      name: request.body.name,
      count: request.query.count,
    }))
    // Sends what its declaration does not allow, as a route that drifted from it would.
    route(app, drifted, async () => ({ id: 'x', name: 'y' }) as unknown as z.output<typeof Z_ITEM>)
    route(app, guarded, async () => ({ id: 'x', name: 'y', count: 1 }))
    await app.register(async (scope) => {
      await scope.register(multipartPlugin)
      route(scope, upload, async (request) => {
        let title = ''
        let bytes = 0
        for await (const part of request.parts())
          if (part.type === 'field') title = String(part.value)
          else bytes += (await part.toBuffer()).length
        return { title, bytes }
      })
    })
    const identity = await browserIdentity(app)
    headers = { cookie: identity.cookie, 'x-csrf': identity.token }
  })
  afterAll(() => t?.close())

  const put = (url: string, payload: unknown) =>
    app.inject({ method: 'PUT', url, headers, payload: payload as object })

  it('hands the handler what its schemas make of the request: trimmed text, defaults, coerced numbers', async () => {
    const one = await put(`/i/api/test-endpoints/v1/items/${ID}`, { name: '  Seoul ' })
    expect(one.statusCode).toBe(200)
    expect(one.json()).toEqual({ id: ID, name: 'Seoul', count: 1 })
    const three = await put(`/i/api/test-endpoints/v1/items/${ID}?count=3`, { name: 'Tokyo' })
    expect(three.json()).toEqual({ id: ID, name: 'Tokyo', count: 3 })
  })

  it('refuses a bad body or query with the common 400, one item per field, in words of ours', async () => {
    const res = await put(`/i/api/test-endpoints/v1/items/${ID}?count=0`, { name: '', extra: 1 })
    expect(res.statusCode).toBe(400)
    const { errors } = res.json() as { errors: { code: string; description: string; field?: string }[] }
    expect(errors.every((e) => e.code === 'VALIDATION_ERROR')).toBe(true)
    expect(errors.map((e) => e.field).sort()).toEqual(expect.arrayContaining(['name']))
    expect(res.body).not.toMatch(/Too small|expected|Unrecognized/i)
  })

  it('answers 404 with its own code when the path names nothing', async () => {
    const res = await put('/i/api/test-endpoints/v1/items/not-an-id', { name: 'Seoul' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ errors: [{ code: 'ITEM_NOT_FOUND', description: 'No such item.' }] })
  })

  it('fails, in tests and development, an answer that does not match its declaration (never sends it)', async () => {
    const res = await app.inject({ method: 'GET', url: '/i/api/test-endpoints/v1/drifted', headers })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ errors: [{ code: 'INTERNAL_ERROR', description: expect.any(String) }] })
    expect(res.body).not.toContain('count')
  })

  it('refuses a caller without a session before reading the body, so a bad body tells them nothing', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/i/api/test-endpoints/v1/guarded',
      headers,
      payload: { name: 42 },
    })
    expect(res.statusCode).toBe(401)
  })

  it('documents a multipart body without validating it: the handler reads the form itself', async () => {
    const form = multipart([
      { name: 'title', value: 'ab' },
      { name: 'file', file: { filename: 'a.txt', contentType: 'text/plain', bytes: Buffer.from('hello') } },
    ])
    const res = await app.inject({
      method: 'POST',
      url: upload.path,
      payload: form.payload,
      headers: { ...headers, ...form.headers },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ title: 'ab', bytes: 5 })

    type Operation = { requestBody?: { content: Record<string, unknown> } }
    const document = app.swagger() as { paths: Record<string, { post?: Operation }> }
    const content = document.paths[upload.path]?.post?.requestBody?.content ?? {}
    expect(Object.keys(content)).toEqual(['multipart/form-data'])
    expect(content['multipart/form-data']).toMatchObject({
      schema: {
        properties: {
          title: { type: 'string', minLength: 3 },
          file: { type: 'string', format: 'binary' },
        },
        required: ['title', 'file'],
      },
    })
  })

  it('records its declaration in the route table, with its business requirement and rate limit', () => {
    const entry = app.routeTable.find((r) => r.url === guarded.path)
    expect(entry).toMatchObject({ method: 'POST', endpoint: guarded, business: guarded.business })
  })
})
