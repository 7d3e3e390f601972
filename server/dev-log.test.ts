import { PassThrough } from 'node:stream'
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify'
import { describe, expect, it } from 'vitest'
import { logOneLinePerRequest, prettyLogStream } from './dev-log.ts'
import { createLogger } from './logger.ts'

/** A readable development logger writing into a string. */
function capture() {
  const sink = new PassThrough()
  let text = ''
  sink.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8')
  })
  const logger = createLogger('info', prettyLogStream({ colorize: false, destination: sink }))
  return { logger, lines: () => text.split('\n').filter(Boolean) }
}

describe('the development log (issue 29 item 3)', () => {
  it('writes one readable line per entry, not JSON, with secrets still redacted', () => {
    const { logger, lines } = capture()
    logger.info({ user: { password: 'hunter2' } }, 'signed in')
    expect(lines()).toHaveLength(1)
    expect(lines()[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: signed in/)
    expect(lines()[0]).not.toContain('hunter2')
    expect(lines()[0]).not.toMatch(/^\{/)
  })

  it('says each request in one line: method, the URL without credentials, status and time', async () => {
    const { logger, lines } = capture()
    const app = Fastify({
      loggerInstance: logger as FastifyBaseLogger,
      logController: new LogController({ disableRequestLogging: true }),
    })
    logOneLinePerRequest(app)
    app.get('/trips', async () => ({ ok: true }))
    await app.inject('/trips?token=abc123&q=seoul')
    await app.inject('/nowhere')
    await app.close()
    expect(lines()).toHaveLength(2)
    expect(lines()[0]).toMatch(/INFO: GET \/trips\?token=\[redacted\]&q=seoul 200 \d+ ms/)
    expect(lines()[0]).not.toContain('abc123')
    expect(lines()[1]).toMatch(/GET \/nowhere 404 \d+ ms/)
  })
})
