import { describe, expect, it } from 'vitest'
import { presentAccountSessions, summarizeUserAgent, truncateIpAddress } from './account.presenter.ts'

describe('session list presentation', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
      'Chrome',
      'Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36 Edg/140.0',
      'Edge',
      'Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
      'Safari',
      'macOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      'Safari',
      'iOS',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0', 'Firefox', 'Linux'],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0 Mobile Safari/537.36',
      'Samsung Internet',
      'Android',
    ],
    ['curl/8.5.0', null, null],
  ])('names the browser and system of %s', (ua, browser, os) => {
    expect(summarizeUserAgent(ua)).toEqual({ browser, os })
  })

  it('has no summary without a header', () => {
    expect(summarizeUserAgent(null)).toBeNull()
  })

  it.each([
    ['203.0.113.77', '203.0.113.*'],
    ['::ffff:198.51.100.9', '198.51.100.*'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:*'],
    ['2001:db8::1', '2001:db8:*'],
    ['::1', null],
    ['not an address', null],
    [null, null],
  ])('truncates %s to %s', (ip, shown) => {
    expect(truncateIpAddress(ip)).toBe(shown)
  })
})

describe('session list order', () => {
  it('puts the session in use first and keeps the others in order', () => {
    const row = (id: string) => ({
      id,
      groupId: 'g',
      createdAt: new Date('2026-01-01T00:00:00Z'),
      lastSeenAt: new Date('2026-01-02T00:00:00Z'),
      userAgent: null,
      ipAddress: null,
      businessMode: false,
      active: true,
    })
    const { sessions } = presentAccountSessions([row('a'), row('b'), row('c')], 'b')
    expect(sessions.map((s) => [s.id, s.current])).toEqual([
      ['b', true],
      ['a', false],
      ['c', false],
    ])
    expect(sessions[0]?.lastSeenAt).toBe('2026-01-02T00:00:00.000Z')
  })
})
