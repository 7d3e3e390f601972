import { PolicyReasonCode } from '../../../shared/business/policy-contract.ts'

type T = (key: string, values?: Record<string, string | number>) => string

export interface TReasonLike {
  code: string
  values?: Readonly<Record<string, string | number>> | undefined
}

const KNOWN: readonly string[] = Object.values(PolicyReasonCode)

/** A verdict's reason in the reader's words; amounts formatted in the offer's currency. */
export function reasonText(t: T, reason: TReasonLike, money: (minor: number) => string): string {
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
