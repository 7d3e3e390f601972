import { describe, expect, it } from 'vitest'
import { truncateIp } from './ip-truncation.ts'

describe('the address a consent record keeps (checklist L-02)', () => {
  it('zeroes the last octet of IPv4, mapped or not', () => {
    expect(truncateIp('203.0.113.77')).toBe('203.0.113.0')
    expect(truncateIp('::ffff:198.51.100.9')).toBe('198.51.100.0')
  })

  it('keeps only the /48 of IPv6', () => {
    expect(truncateIp('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::')
    expect(truncateIp('2001:db8::1')).toBe('2001:db8:0::')
    expect(truncateIp('::1')).toBe('0:0:0::')
  })

  it('keeps nothing it cannot read', () => {
    for (const bad of [null, undefined, '', 'localhost', '999.1.1.1', '1.2.3', 'gggg::1']) {
      expect(truncateIp(bad)).toBeNull()
    }
  })
})
