import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { TEST_CARDS } from '../../../shared/booking/booking-contract.ts'
import { cardBrand, luhnCheckDigit, luhnValid } from '../../../shared/booking/card-number.ts'
import { type CardDetails, PaymentRefusedError } from './payment-provider.ts'
import { createTestCardProvider } from './test-card-provider.ts'

const NOW = new Date('2026-11-30T12:00:00Z')
const provider = createTestCardProvider(() => NOW)
const card = (overrides: Partial<CardDetails> = {}): CardDetails => ({
  number: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  holderName: 'Dana Scully',
  ...overrides,
})
const pay = (c: CardDetails, amountMinor = 41_250) =>
  provider.authorise({
    amountMinor,
    currency: 'USD',
    card: c,
    description: 'Fernway TEST',
    idempotencyKey: 'k',
  })

/** What the provider answers, as one word: the refusal, or `ok`. */
async function outcome(c: CardDetails): Promise<string> {
  try {
    await pay(c)
    return 'ok'
  } catch (error) {
    if (error instanceof PaymentRefusedError) return `${error.refusal}:${error.field ?? ''}`
    throw error
  }
}

const digits = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((d) => d.join(''))

describe('the Luhn check', () => {
  it('passes every number completed with its check digit, and fails it with any other last digit', () => {
    fc.assert(
      fc.property(digits(11, 18), fc.integer({ min: 1, max: 9 }), (partial, shift) => {
        const check = luhnCheckDigit(partial)
        expect(luhnValid(`${partial}${check}`)).toBe(true)
        expect(luhnValid(`${partial}${(Number(check) + shift) % 10}`)).toBe(false)
      }),
    )
  })

  it('catches any one digit changed and any two neighbours swapped (but 09/90)', () => {
    fc.assert(
      fc.property(digits(12, 18), fc.nat(), fc.integer({ min: 1, max: 9 }), (partial, at, by) => {
        const number = `${partial}${luhnCheckDigit(partial)}`
        const i = at % number.length
        const changed = `${number.slice(0, i)}${(Number(number[i]) + by) % 10}${number.slice(i + 1)}`
        expect(luhnValid(changed)).toBe(false)
        const j = at % (number.length - 1)
        const [a, b] = [number[j], number[j + 1]]
        if (a !== b && `${a}${b}` !== '09' && `${a}${b}` !== '90') {
          const swapped = `${number.slice(0, j)}${b}${a}${number.slice(j + 2)}`
          expect(luhnValid(swapped)).toBe(false)
        }
      }),
    )
  })

  it('holds for Stripe’s documented test numbers', () => {
    for (const n of [
      ...TEST_CARDS.success,
      TEST_CARDS.declined,
      TEST_CARDS.insufficientFunds,
      TEST_CARDS.expired,
    ])
      expect(luhnValid(n), n).toBe(true)
  })
})

describe('the embedded test-card provider', () => {
  it('authorises the amount on 4242 4242 4242 4242, answering a reference, the brand and the last four', async () => {
    const auth = await pay(card())
    expect(auth).toMatchObject({ brand: 'visa', last4: '4242', amountMinor: 41_250, currency: 'USD' })
    expect(auth.reference).toMatch(/^pay_test_/)
    expect(JSON.stringify(auth)).not.toContain('4242424242424242')
    expect(JSON.stringify(auth)).not.toContain('123')
    const mc = await pay(card({ number: '5555-5555-5555-4444' }))
    expect([mc.brand, mc.last4]).toEqual(['mastercard', '4444'])
    const amex = await pay(card({ number: '378282246310005', cvc: '1234' }))
    expect([amex.brand, amex.last4]).toEqual(['amex', '0005'])
    await expect(
      provider.refund({ reference: auth.reference, amountMinor: 41_250, currency: 'USD' }),
    ).resolves.toMatchObject({
      reference: expect.stringMatching(/^re_test_/),
    })
  })

  it('refuses the documented declines each with its own reason', async () => {
    expect(await outcome(card({ number: TEST_CARDS.declined }))).toBe('declined:number')
    expect(await outcome(card({ number: TEST_CARDS.insufficientFunds }))).toBe('insufficientFunds:')
    expect(await outcome(card({ number: TEST_CARDS.expired }))).toBe('cardExpired:expYear')
  })

  it('checks the card’s form first: number, month, expiry, security code, holder', async () => {
    expect(await outcome(card({ number: '4242 4242 4242 4241' }))).toBe('cardInvalid:number')
    expect(await outcome(card({ number: '4242' }))).toBe('cardInvalid:number')
    expect(await outcome(card({ number: '4242424242424242a' }))).toBe('cardInvalid:number')
    expect(await outcome(card({ expMonth: 13 }))).toBe('cardInvalid:expMonth')
    expect(await outcome(card({ expMonth: 0 }))).toBe('cardInvalid:expMonth')
    expect(await outcome(card({ expYear: 30 }))).toBe('cardInvalid:expYear')
    // Good through the last day of its month: November 2026 still is on 30 November, October is not.
    expect(await outcome(card({ expMonth: 11, expYear: 2026 }))).toBe('ok')
    expect(await outcome(card({ expMonth: 10, expYear: 2026 }))).toBe('cardExpired:expYear')
    expect(await outcome(card({ cvc: '12' }))).toBe('cardInvalid:cvc')
    expect(await outcome(card({ cvc: '1234' }))).toBe('cardInvalid:cvc')
    expect(await outcome(card({ number: '378282246310005', cvc: '123' }))).toBe('cardInvalid:cvc')
    expect(await outcome(card({ holderName: '  ' }))).toBe('cardInvalid:holderName')
    expect(await outcome(card({ holderName: 'Dana\u0000' }))).toBe('cardInvalid:holderName')
  })

  it('never takes a random number: badly formed ones are invalid, well-formed ones declined (not test cards)', async () => {
    const success = new Set<string>(TEST_CARDS.success)
    await fc.assert(
      fc.asyncProperty(digits(0, 22), async (number) => {
        const answer = await outcome(card({ number }))
        const wellFormed = number.length >= 12 && number.length <= 19 && luhnValid(number)
        if (!wellFormed) expect(answer).toBe('cardInvalid:number')
        else if (!success.has(number) && cardBrand(number) !== 'amex')
          expect(['declined:number', 'insufficientFunds:', 'cardExpired:expYear']).toContain(answer)
      }),
      { numRuns: 300 },
    )
    await fc.assert(
      fc.asyncProperty(digits(11, 18), async (partial) => {
        const number = `${partial}${luhnCheckDigit(partial)}`
        fc.pre(!success.has(number) && cardBrand(number) !== 'amex')
        const special: readonly string[] = [TEST_CARDS.insufficientFunds, TEST_CARDS.expired]
        fc.pre(!special.includes(number))
        expect(await outcome(card({ number }))).toBe('declined:number')
      }),
      { numRuns: 300 },
    )
  })

  it('answers every input with an authorisation or a refusal, never another error or the number back', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          number: fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom(...TEST_CARDS.success)),
          expMonth: fc.integer({ min: -10_000, max: 10_000 }),
          expYear: fc.integer({ min: -10_000, max: 10_000 }),
          cvc: fc.string({ maxLength: 8 }),
          holderName: fc.string({ maxLength: 200 }),
        }),
        async (c) => {
          try {
            const auth = await pay(c)
            expect(auth.last4).toHaveLength(4)
          } catch (error) {
            expect(error).toBeInstanceOf(PaymentRefusedError)
            const digitsOnly = c.number.replace(/\D/g, '')
            if (digitsOnly.length >= 12) expect((error as Error).message).not.toContain(digitsOnly)
          }
        },
      ),
      { numRuns: 300 },
    )
  })
})
