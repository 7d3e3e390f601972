import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations } from './axe.ts'
import { launchChromium } from './browser.ts'

const FLAWED =
  '<!doctype html><html lang="en"><title>Frame</title><div><h1>Frame</h1><img src="x.png"></div></html>'

describe('axeViolations', () => {
  let browser: Browser
  let server: http.Server
  let port = 0
  beforeAll(async () => {
    browser = await launchChromium()
    // One server, two origins (127.0.0.1 and localhost): the page on one frames the flawed page on the other.
    server = http.createServer((request, response) => {
      response.setHeader('content-type', 'text/html')
      if (request.url === '/flawed') return response.end(FLAWED)
      const frameOrigin = request.url === '/cross' ? `http://localhost:${port}` : ''
      response.end(
        `<!doctype html><html lang="en"><title>Host</title><main><h1>Host</h1><iframe title="Partner" src="${frameOrigin}/flawed"></iframe></main></html>`,
      )
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(async () => {
    await browser?.close()
    server?.close()
  })

  it('finds a violation in the page', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.setContent(
      '<!doctype html><html lang="en"><title>Page</title><main><h1>Page</h1><img src="x.png"></main></html>',
    )
    expect(await axeViolations(page)).toEqual(['image-alt: img'])
    await context.close()
  })

  it('looks only within a selector when given one', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.setContent(
      '<!doctype html><html lang="en"><title>Page</title><main><h1>Page</h1><img src="x.png"><div role="dialog" aria-label="Box"><input></div></main></html>',
    )
    expect(await axeViolations(page, '[role="dialog"]')).toEqual(['label: input'])
    await context.close()
  })

  it.each([
    ['a frame of the same origin', '/same'],
    ['a frame of another origin', '/cross'],
  ])('finds a violation inside %s', async (_name, path) => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'load' })
    expect(await axeViolations(page)).toEqual(['image-alt: iframe,img'])
    await context.close()
  })
})
