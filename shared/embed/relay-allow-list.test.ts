import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AUTH_STATE_PATH } from '../constants.ts'
import { relayAsks } from '../testing/relay-asks.ts'
import { EmbedErrorCode } from './embed-contract.ts'
import { decideRelay, RELAY_HEADERS, RELAY_RULES, relayRuleFor } from './relay-allow-list.ts'

const OWN = 'https://fernway.test'
const search = '/i/api/catalogue/v1/flight/search'

// ASVS 3.5.5 (checklist row 33): the relay refuses everything outside its allow-list.
describe('[ASVS #33 3.5.5] the embedded relay allow-list', () => {
  it('refuses other origins, scheme-relative and absolute URLs', () => {
    for (const url of [
      'https://evil',
      'https://evil.example/i/api/catalogue/v1/flight/search',
      '//evil.example/i/api/catalogue/v1/flight/search',
      '\\\\evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'data:text/html,x',
      `${OWN}${search}`,
      'i/api/catalogue/v1/flight/search',
    ]) {
      const decision = decideRelay({ method: 'GET', url })
      expect(decision, url).toMatchObject({ ok: false, code: EmbedErrorCode.URL_REFUSED })
    }
  })

  it('refuses traversal, encoding tricks, queries and fragments in the path', () => {
    for (const url of [
      '/i/api/catalogue/v1/flight/search/../../../business/company/v1/sso',
      '/i/api/catalogue/v1/flight/./search',
      '/i/api/catalogue/v1/%66light/search',
      '/i/api/catalogue/v1/flight%2fsearch',
      '/i/api/catalogue/v1/flight/search%00',
      '/i/api/catalogue/v1/flight/search?from=seoul',
      '/i/api/catalogue/v1/flight/search#x',
      '/i/api/catalogue/v1/flight//search',
      '/i/api/catalogue/v1/flight/search/',
      '/i/api/catalogue/v1/flight/search ',
      '/i/api/catalogue/v1/ﬂight/search',
    ]) {
      expect(decideRelay({ method: 'GET', url }), url).toMatchObject({ ok: false })
    }
  })

  it('refuses a state change such as DELETE of the company SSO settings', () => {
    expect(decideRelay({ method: 'DELETE', url: '/i/api/business/company/v1/sso' })).toMatchObject({
      ok: false,
      code: EmbedErrorCode.PATH_REFUSED,
    })
    expect(decideRelay({ method: 'POST', url: '/trips/api/store' })).toMatchObject({
      ok: false,
      code: EmbedErrorCode.METHOD_REFUSED,
    })
    expect(decideRelay({ method: 'DELETE', url: search })).toMatchObject({
      code: EmbedErrorCode.METHOD_REFUSED,
    })
    expect(decideRelay({ method: 'get', url: search })).toMatchObject({ code: EmbedErrorCode.METHOD_REFUSED })
  })

  it('refuses cookies, the form token, authorization and any header not listed', () => {
    for (const name of ['Cookie', 'X-CSRF', 'x-csrf', 'Authorization', 'X-Fernway-Embed-Origin', 'Origin']) {
      expect(decideRelay({ method: 'GET', url: search, headers: { [name]: 'x' } }), name).toMatchObject({
        ok: false,
        code: EmbedErrorCode.HEADER_REFUSED,
      })
    }
    expect(
      decideRelay({ method: 'GET', url: search, headers: { accept: 'application/json\r\nCookie: a=b' } }),
    ).toMatchObject({ code: EmbedErrorCode.HEADER_REFUSED })
  })

  it('refuses a body and parameters the rule does not name', () => {
    expect(decideRelay({ method: 'GET', url: search, data: { a: 1 } })).toMatchObject({
      code: EmbedErrorCode.BODY_REFUSED,
    })
    expect(decideRelay({ method: 'GET', url: AUTH_STATE_PATH, params: { suppress: 'true' } })).toMatchObject({
      code: EmbedErrorCode.PARAM_REFUSED,
    })
  })

  it('relays the listed reads with the rule’s credentials and only the allowed headers', () => {
    expect(
      decideRelay({
        method: 'GET',
        url: search,
        params: { from: 'seoul', to: 'tokyo', date: '2026-12-01' },
        headers: { Accept: 'application/json' },
      }),
    ).toEqual({
      ok: true,
      rule: RELAY_RULES[0],
      method: 'GET',
      url: `${search}?from=seoul&to=tokyo&date=2026-12-01`,
      headers: { accept: 'application/json' },
      credentials: 'omit',
    })
    expect(decideRelay({ method: 'GET', url: AUTH_STATE_PATH })).toMatchObject({
      ok: true,
      credentials: 'same-origin',
    })
    expect(decideRelay({ method: 'GET', url: '/trips/api/store', params: { props: 'trips' } })).toMatchObject(
      { ok: true, url: '/trips/api/store?props=trips', credentials: 'same-origin' },
    )
  })

  it('never lets anything outside the allow-list go out, whatever the message (fast-check)', () => {
    let allowed = 0
    fc.assert(
      fc.property(relayAsks, (ask) => {
        const decision = decideRelay(ask)
        if (!decision.ok) return
        allowed += 1
        const resolved = new URL(decision.url, OWN)
        expect(resolved.origin).toBe(OWN)
        expect(decision.url.startsWith('/') && !decision.url.startsWith('//')).toBe(true)
        expect(decision.method).toBe('GET')
        expect(relayRuleFor(decision.method, resolved.pathname)).toBe(decision.rule)
        expect(resolved.pathname).toBe(ask.url)
        for (const name of Object.keys(decision.headers)) expect(RELAY_HEADERS).toContain(name)
        for (const name of resolved.searchParams.keys()) expect(decision.rule.params).toContain(name)
        expect(ask.data ?? null).toBeNull()
      }),
      { numRuns: 2000 },
    )
    // The generator is mostly plausible, so the checks above ran on many calls that did go out.
    expect(allowed).toBeGreaterThan(50)
  })
})
