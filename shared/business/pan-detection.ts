/**
 * Card numbers never rest in Fernway (decision 057): every text a payment or reporting call stores is
 * checked for something that looks like a primary account number, a run of 12 to 19 digits (single
 * spaces or dashes between them allowed, as people type them) that passes the Luhn check. No zod, so
 * the browser can warn with the same rule.
 */

const DIGIT_RUN = /\d(?:[ -]?\d)*/g

export function luhnValid(digits: string): boolean {
  let sum = 0
  let double = false
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48
    if (double) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
    double = !double
  }
  return sum % 10 === 0
}

/** True when the text holds a Luhn-valid run of 12-19 digits. */
export function containsPan(text: string): boolean {
  for (const match of text.matchAll(DIGIT_RUN)) {
    const digits = match[0].replace(/[ -]/g, '')
    if (digits.length >= 12 && digits.length <= 19 && luhnValid(digits)) return true
  }
  return false
}
