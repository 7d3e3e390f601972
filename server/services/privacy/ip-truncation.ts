import net from 'node:net'

/**
 * The address a consent record keeps (checklist L-02): enough to tell a region, never a person. IPv4 loses
 * its last octet, IPv6 keeps its /48; anything else is not kept.
 */
export function truncateIp(ip: string | null | undefined): string | null {
  if (!ip) return null
  const mapped = ip.startsWith('::ffff:') && net.isIPv4(ip.slice(7)) ? ip.slice(7) : ip
  if (net.isIPv4(mapped)) return `${mapped.split('.').slice(0, 3).join('.')}.0`
  if (!net.isIPv6(mapped)) return null
  const [head = '', tail = ''] = mapped.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = mapped.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left
  return `${groups
    .slice(0, 3)
    .map((g) => Number.parseInt(g || '0', 16).toString(16))
    .join(':')}::`
}
