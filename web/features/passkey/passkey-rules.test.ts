import { describe, expect, it } from 'vitest'
import { isBareIpHost } from './passkey-rules.ts'

describe('isBareIpHost', () => {
  it('knows the addresses that cannot hold a passkey (IPv4 and IPv6) from names that can', () => {
    for (const host of ['127.0.0.1', '10.0.0.12', '[::1]', '::1', '[2001:db8::1]'])
      expect(isBareIpHost(host), host).toBe(true)
    for (const host of ['localhost', 'fernway.test', 'www.fernway.com', '127.0.0.1.nip.io', 'xn--9n2bp8q.kr'])
      expect(isBareIpHost(host), host).toBe(false)
  })
})
