/*
 * The manglings a guesser tries first (Hashcat-style rules): case, leetspeak, digits and symbols around a
 * word, a word said twice, keyboard walks. Pure string functions over code points.
 */

export function normalizePassword(value: string): string {
  return value.normalize('NFKC').toLowerCase()
}

const LEET_AS_I: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
}
// "1" stands for both i and l; each reading is tried.
const LEET_AS_L: Readonly<Record<string, string>> = { ...LEET_AS_I, '1': 'l' }

function undoLeet(value: string, table: Readonly<Record<string, string>>): string {
  return value.replace(/[013457@$]/g, (c) => table[c] ?? c)
}

const NOT_LETTER_ENDS = /^[^\p{L}\p{M}]+|[^\p{L}\p{M}]+$/gu
const RUN_AT_ENDS = /^(.)\1{2,}|(.)\2{2,}$/gu

/** Padding a guesser adds around a listed word; each removal is tried on its own. */
const UNPAD: readonly ((value: string) => string)[] = [
  (v) => v.replace(NOT_LETTER_ENDS, ''),
  // Keeps a leading @ or $ that may be a leet letter ("$uperman1!").
  (v) => v.replace(/^[^\p{L}\p{M}@$]+|[^\p{L}\p{M}]+$/gu, ''),
  // Keeps digits, for listed numbers ("123456!!!!!!!!!").
  (v) => v.replace(/^[^\p{L}\p{M}\p{N}]+|[^\p{L}\p{M}\p{N}]+$/gu, ''),
  // One character typed over and over, all gone ("123456111111111") or one kept ("monkeyyyyyyyyyy").
  (v) => v.replace(RUN_AT_ENDS, ''),
  (v) => v.replace(RUN_AT_ENDS, '$1$2'),
]

export function lettersOnly(value: string): string {
  return value.replace(/[^\p{L}\p{M}]+/gu, '')
}

/**
 * The normalized password and its obvious base words: digits and symbols stripped from the ends,
 * leetspeak undone, white space removed. A few dozen strings at most, whatever the input.
 */
export function passwordVariants(password: string): Set<string> {
  const normalized = normalizePassword(password)
  const out = new Set<string>()
  // The lowercased original too: NFKC can turn one repeated character into a repeated phrase.
  for (const base of new Set([normalized, normalized.replace(/\s+/gu, ''), password.toLowerCase()])) {
    for (const trimmed of new Set([base, ...UNPAD.map((unpad) => unpad(base))])) {
      out.add(trimmed)
      for (const table of [LEET_AS_I, LEET_AS_L]) {
        const plain = undoLeet(trimmed, table)
        out.add(plain)
        out.add(plain.replace(NOT_LETTER_ENDS, ''))
      }
    }
  }
  out.delete('')
  return out
}

// Longer than any listed password or sensible context word; bounds the work on expanded NFKC input.
const MAX_UNIT = 128

/**
 * The units whose repetition spells the value ("ab" for "ababa"), shortest first, each at most half its
 * length and MAX_UNIT long. From the border chain of the prefix function: O(n).
 */
export function repeatedUnits(value: string): string[] {
  const chars = [...value]
  const n = chars.length
  const border = new Array<number>(n).fill(0)
  for (let i = 1; i < n; i++) {
    let k = border[i - 1] as number
    while (k > 0 && chars[i] !== chars[k]) k = border[k - 1] as number
    if (chars[i] === chars[k]) k++
    border[i] = k
  }
  const units: string[] = []
  let b = n > 0 ? (border[n - 1] as number) : 0
  while (b > 0) {
    const period = n - b
    if (period * 2 <= n && period <= MAX_UNIT) units.push(chars.slice(0, period).join(''))
    b = border[b - 1] as number
  }
  return units
}

const SEQUENCES = [
  'abcdefghijklmnopqrstuvwxyz',
  '01234567890123456789',
  '`1234567890-=',
  '~!@#$%^&*()_+',
  "qwertyuiop[]\\asdfghjkl;'zxcvbnm,./",
  'qwertyuiopasdfghjklzxcvbnm',
  "1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik,9ol.0p;/-['=]",
  'qazwsxedcrfvtgbyhnujmikolp',
  'zaqxswcdevfrbgtnhymju,ki.lo/;p',
  '1q2w3e4r5t6y7u8i9o0p',
  'q1w2e3r4t5y6u7i8o9p0',
  'qwertzuiopasdfghjklyxcvbnm',
  'azertyuiopqsdfghjklmwxcvbn',
]
const MIN_RUN = 3

function substrings(sequences: readonly string[]): Set<string> {
  const out = new Set<string>()
  for (const forward of sequences) {
    for (const s of [forward, [...forward].reverse().join('')]) {
      for (let i = 0; i < s.length; i++) for (let j = i + MIN_RUN; j <= s.length; j++) out.add(s.slice(i, j))
    }
  }
  return out
}
const SEQUENCE_RUNS = substrings(SEQUENCES)
const LONGEST_SEQUENCE = Math.max(...SEQUENCES.map((s) => s.length))

/** True when the value is nothing but runs of 3+ along the alphabet, the digits or a keyboard. */
export function isSequence(value: string): boolean {
  if (value.length < MIN_RUN) return false
  const reachable = new Uint8Array(value.length + 1)
  reachable[0] = 1
  for (let i = 0; i < value.length; i++) {
    if (!reachable[i]) continue
    for (let end = i + MIN_RUN; end <= Math.min(value.length, i + LONGEST_SEQUENCE); end++) {
      // A run that is not in any sequence cannot grow into one.
      if (!SEQUENCE_RUNS.has(value.slice(i, end))) break
      reachable[end] = 1
    }
    if (reachable[value.length]) return true
  }
  return false
}
