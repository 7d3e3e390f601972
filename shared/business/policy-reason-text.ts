import { PolicyReasonCode } from './policy-contract.ts'

type T = (key: string, values?: Record<string, string | number>) => string

export interface TReasonLike {
  code: string
  values?: Readonly<Record<string, string | number>> | undefined
}

const KNOWN: readonly string[] = Object.values(PolicyReasonCode)

/**
 * A verdict's reason in the reader's words, with its real figures; amounts formatted in the offer's
 * currency. The one presenter of policy reasons (issue 30): the app's badges and queue, the e-mailed
 * link's page, every approval mail and the Slack message all say a reason through it, each with its own
 * catalogue's `travelPolicy.reasons.*` and `travelPolicy.classes.*` sentences.
 */
export function policyReasonText(t: T, reason: TReasonLike, money: (minor: number) => string): string {
  if (!KNOWN.includes(reason.code)) return t('travelPolicy.reasons.unknown')
  const v = reason.values ?? {}
  const num = (key: string) => Number(v[key] ?? 0)
  const cls = (key: string) => t(`travelPolicy.classes.${String(v[key] ?? '')}`)
  switch (reason.code) {
    case PolicyReasonCode.OVER_BUDGET:
    case PolicyReasonCode.OVER_CITY_CAP:
      return t(`travelPolicy.reasons.${reason.code}`, {
        price: money(num('priceMinor')),
        budget: money(num('budgetMinor')),
      })
    case PolicyReasonCode.CLASS_ABOVE_LIMIT:
      return t(`travelPolicy.reasons.${reason.code}`, {
        travelClass: cls('travelClass'),
        maxClass: cls('maxClass'),
      })
    case PolicyReasonCode.STARS_ABOVE_LIMIT:
      return t(`travelPolicy.reasons.${reason.code}`, { stars: num('stars'), maxStars: num('maxStars') })
    case PolicyReasonCode.TOO_LATE:
      return t(`travelPolicy.reasons.${reason.code}`, { days: num('days'), minDays: num('minDays') })
    default:
      return t(`travelPolicy.reasons.${reason.code}`)
  }
}

/**
 * A stored verdict's reasons with the figures their sentences name (the trips timeline, the approvals
 * queue, the e-mailed link's page and the mails alike): without the values, "over this city's cap of
 * {budget}" read "$0.00" (issue 30). Anything else in the column is left out, not guessed at.
 */
export function storedPolicyReasons(stored: unknown): TReasonLike[] {
  if (!Array.isArray(stored)) return []
  return stored.flatMap((reason: unknown) => {
    if (typeof reason !== 'object' || reason === null) return []
    const { code, values } = reason as { code?: unknown; values?: unknown }
    if (typeof code !== 'string') return []
    if (typeof values !== 'object' || values === null) return [{ code }]
    const figures = Object.entries(values).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    )
    return [{ code, values: Object.fromEntries(figures) }]
  })
}
