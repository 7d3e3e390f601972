// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createEventBus } from '../../shared/event-bus.ts'
import type { TLanguage } from '../../shared/sites.ts'
import { TEST_RATES } from '../../shared/testing/money-test-table.ts'
import { AppProviders } from '../app/providers.tsx'
import { createI18n } from '../i18n/create-i18n.ts'
import en from '../i18n/messages/en.json' with { type: 'json' }
import ko from '../i18n/messages/ko.json' with { type: 'json' }
import { testGlobalState } from '../testing/app/global-state.ts'
import { Money } from './money.tsx'

const NBSP = '\u00a0'

function show(amount: number, currency: string, visitor: string, language: TLanguage, locale: string) {
  const { container } = render(
    <AppProviders
      state={testGlobalState({ currency: visitor, language, locale })}
      i18n={createI18n(language, locale, language === 'ko' ? ko : en)}
      bus={createEventBus()}
    >
      <Money amount={amount} currency={currency} rates={TEST_RATES} />
    </AppProviders>,
  )
  const root = container.querySelector('.fw-money') as HTMLElement
  return {
    seen: root.querySelector('[aria-hidden="true"]')?.textContent ?? root.textContent,
    spoken: root.querySelector('.fw-visually-hidden')?.textContent ?? root.textContent,
  }
}

afterEach(cleanup)

describe('<Money>', () => {
  it('shows the original amount and, approximately, the Korean visitor’s won', () => {
    expect(show(91_240, 'USD', 'KRW', 'ko', 'ko-KR')).toEqual({
      seen: 'US$912.40 (≈ ₩1,340,489)',
      spoken: 'US$912.40, 내 통화로 약 ₩1,340,489',
    })
  })

  it('says the approximation in words to screen readers in English', () => {
    expect(show(1_302_000, 'KRW', 'USD', 'en', 'en-US')).toEqual({
      seen: '₩1,302,000 (≈ $886.20)',
      spoken: '₩1,302,000, approximately $886.20 in your currency',
    })
  })

  it('converts to yen without decimals, and formats euros for a German locale', () => {
    expect(show(1_302_000, 'KRW', 'JPY', 'en', 'en-US').seen).toBe('₩1,302,000 (≈ ¥138,755)')
    expect(show(12_345, 'EUR', 'USD', 'en', 'de-DE').seen).toBe(`123,45${NBSP}€ (≈ 143,04${NBSP}$)`)
  })

  it('shows an amount in the visitor’s own currency once, and the original only without a rate', () => {
    const same = show(12_345, 'USD', 'USD', 'en', 'en-US')
    expect(same).toEqual({ seen: '$123.45', spoken: '$123.45' })
    expect(show(12_345, 'USD', 'CHF', 'en', 'en-US')).toEqual({ seen: '$123.45', spoken: '$123.45' })
  })
})
