import { describe, expect, it } from 'vitest'
import currenciesJson from '../../content/currencies.json' with { type: 'json' }
import sitesJson from '../../content/sites.json' with { type: 'json' }
import { ZSiteSchema } from '../sites.ts'
import { describeCurrencies, sortByName } from './currencies.ts'
import { localeName } from './display-names.ts'
import { ZCurrencyCatalogueSchema } from './picker-schemas.ts'

const catalogue = ZCurrencyCatalogueSchema.parse(currenciesJson)

describe('the currency catalogue', () => {
  it('holds every site’s currency, each once, and its top currencies', () => {
    for (const site of ZSiteSchema.array().parse(sitesJson)) expect(catalogue.all).toContain(site.currency)
    expect(new Set(catalogue.all).size).toBe(catalogue.all.length)
    expect(catalogue.top.length).toBeGreaterThan(0)
  })
})

describe('currencies from CLDR', () => {
  it('name a currency and its symbol in the page’s language', () => {
    const [usd, krw, chf] = describeCurrencies(['USD', 'KRW', 'CHF'], 'en-US')
    expect(usd).toEqual({
      currencyCode: 'USD',
      displayName: 'US Dollar',
      htmlSymbolAlone: '$',
      showCurrency: false,
    })
    expect(krw).toMatchObject({ displayName: 'South Korean Won', htmlSymbolAlone: '₩' })
    expect(chf).toMatchObject({ htmlSymbolAlone: 'CHF', showCurrency: false })
    expect(describeCurrencies(['KRW'], 'ko-KR')[0]?.displayName).toBe('대한민국 원')
  })

  it('shows the code beside a symbol that another currency of the list shares, never beside the code itself', () => {
    const list = describeCurrencies(catalogue.all, 'en-US')
    const byCode = new Map(list.map((c) => [c.currencyCode, c]))
    expect(byCode.get('USD')?.showCurrency).toBe(true)
    expect(byCode.get('CAD')?.showCurrency).toBe(true)
    expect(byCode.get('GBP')?.showCurrency).toBe(false)
    for (const c of list) {
      const shared = list.filter((o) => o.htmlSymbolAlone === c.htmlSymbolAlone).length > 1
      expect(c.showCurrency, c.currencyCode).toBe(shared && c.htmlSymbolAlone !== c.currencyCode)
    }
  })

  it('sorts by name in the reader’s language', () => {
    const names = sortByName(describeCurrencies(['USD', 'EUR', 'AUD'], 'en-US'), 'en-US').map(
      (c) => c.currencyCode,
    )
    expect(names).toEqual(['AUD', 'EUR', 'USD'])
  })

  it('names a locale for the trigger', () => {
    expect(localeName('en-US', 'en-US')).toBe('English (United States)')
    expect(localeName('ko-KR', 'ko-KR')).toMatch(/^한국어/)
  })
})
