// @vitest-environment jsdom
import Fastify from 'fastify'
import { expect, it } from 'vitest'
import { sendBytes } from './send-bytes.ts'

// jsdom's globals are what the web tests run this server beside: there a Buffer is not an
// `instanceof ArrayBuffer` of the global realm, and plain `reply.send(bytes)` answered {"type":"Buffer",...}.
it('sends bytes made once as they are, with their type, even where another realm is the global', async () => {
  expect(Buffer.from('{}').buffer instanceof ArrayBuffer).toBe(false)
  const app = Fastify()
  const json = Buffer.from(JSON.stringify({ currency: '€', code: 'EUR' }))
  app.get('/json', (_request, reply) => sendBytes(reply, 'application/json; charset=utf-8', json))
  app.get('/svg', (_request, reply) => sendBytes(reply, 'image/svg+xml', Buffer.from('<svg/>')))
  const answer = await app.inject({ url: '/json' })
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8')
  expect(answer.json()).toEqual({ currency: '€', code: 'EUR' })
  expect(Number(answer.headers['content-length'])).toBe(json.length)
  const svg = await app.inject({ url: '/svg' })
  expect([svg.headers['content-type'], svg.body]).toEqual(['image/svg+xml', '<svg/>'])
  await app.close()
})
