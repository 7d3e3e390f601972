import ratesJson from '../../content/money/exchange-rates.json' with { type: 'json' }
import type { TExchangeRates } from '../../shared/money/exchange-rates.ts'
import { visitorMoney } from '../../shared/money/visitor-money.ts'
import { useGlobalState } from '../app/global-state.tsx'
import { useTranslation } from '../i18n/i18n-context.tsx'

/**
 * The dated table of content/money/ (a few hundred bytes gzipped), imported here and not through
 * shared/money/exchange-rates-table.ts, which validates it with zod at start: the server does that, and
 * its tests keep the file valid. Only the lazy areas that show saved or booked amounts import this file.
 */
const RATES: TExchangeRates = ratesJson

interface Props {
  /** Minor units of `currency` (cents, won). */
  amount: number
  /** The currency the amount was priced in, which a saved or booked offer keeps. */
  currency: string
  /** Another table than content/money's (tests). */
  rates?: TExchangeRates
}

/**
 * The same as text, for sentences that hold an amount ("Booked for US$332.00 (≈ ₩487,771), …"): the
 * original amount and, where the visitor's currency differs and the table has a rate, the visitor's.
 */
export function useMoneyText(rates: TExchangeRates = RATES): (amount: number, currency: string) => string {
  const { t, locale } = useTranslation()
  const { currency: visitorCurrency } = useGlobalState()
  return (amount, currency) => {
    const { original, visitor } = visitorMoney(amount, currency, visitorCurrency, locale, rates)
    return visitor === null ? original : t('labels.money.withVisitor', { original, visitor })
  }
}

/**
 * A saved or booked amount in the currency it was priced in and, where the visitor's currency (the
 * picker's or the account's) differs and the table has a rate, approximately in the visitor's:
 * "US$912.40 (≈ ₩1,340,489)". Screen readers hear the approximation in words ("…, approximately
 * ₩1,340,489 in your currency") instead of the sign.
 */
export function Money({ amount, currency, rates = RATES }: Props) {
  const { t, locale } = useTranslation()
  const { currency: visitorCurrency } = useGlobalState()
  const { original, visitor } = visitorMoney(amount, currency, visitorCurrency, locale, rates)
  return (
    <span className="fw-money">
      {visitor === null ? (
        original
      ) : (
        <>
          <span aria-hidden="true">{t('labels.money.withVisitor', { original, visitor })}</span>
          <span className="fw-visually-hidden">
            {t('labels.money.withVisitorSpoken', { original, visitor })}
          </span>
        </>
      )}
    </span>
  )
}
