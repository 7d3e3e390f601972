import type {
  TAccountSession,
  TAccountSessionListResponse,
  TProfileResponse,
} from '../../shared/account/account-schemas.ts'
import type { UserSessionRow } from '../repositories/account-session.repository.ts'
import type { AccountUserRow } from '../repositories/account-user.repository.ts'

export function presentProfile(row: AccountUserRow): TProfileResponse {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    pendingEmail: row.pendingEmail,
    emailConfirmed: row.emailConfirmedAt !== null,
    optIn: row.optIn,
    language: row.language,
  }
}

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari, iOS also says Mac OS X.
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
]
const SYSTEMS: [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

/** Browser and system names only: the full header is a fingerprint nobody needs to read back. */
export function summarizeUserAgent(userAgent: string | null): TAccountSession['userAgent'] {
  if (!userAgent) return null
  const pick = (table: [RegExp, string][]) => table.find(([re]) => re.test(userAgent))?.[1] ?? null
  return { browser: pick(BROWSERS), os: pick(SYSTEMS) }
}

/** Enough of an address to recognise a network, not to locate a person: 203.0.113.* or 2001:db8:85a3:* */
export function truncateIpAddress(ip: string | null): string | null {
  if (!ip) return null
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(ip)
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.*`
  if (ip.includes(':')) {
    const [head = ''] = ip.split('::')
    const groups = head.split(':').filter(Boolean).slice(0, 3)
    return groups.length ? `${groups.join(':')}:*` : null
  }
  return null
}

export function presentAccountSessions(
  rows: UserSessionRow[],
  currentId: string,
): TAccountSessionListResponse {
  // The session in use first, then the others as the repository ordered them (newest first).
  const ordered = [...rows].sort((a, b) => Number(b.id === currentId) - Number(a.id === currentId))
  return {
    sessions: ordered.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: new Date(row.lastSeenAt).toISOString(),
      userAgent: summarizeUserAgent(row.userAgent),
      ipAddress: truncateIpAddress(row.ipAddress),
      current: row.id === currentId,
      businessMode: row.businessMode,
    })),
  }
}
