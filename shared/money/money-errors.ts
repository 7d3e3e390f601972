/** A currency code that is malformed, or that the exchange-rate table has no rate for. */
export class UnknownCurrencyError extends Error {
  readonly currency: string

  constructor(currency: string, detail = 'is not a currency the exchange-rate table knows') {
    super(`${JSON.stringify(currency)} ${detail}`)
    this.name = 'UnknownCurrencyError'
    this.currency = currency
  }
}
