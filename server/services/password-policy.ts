import brandsJson from '../../content/brands.json' with { type: 'json' }
import { AuthErrorCode, PASSWORD_RULES, passwordLength } from '../../shared/auth/auth-contract.ts'
import { ZBrandSchema } from '../../shared/brands.ts'
import { passwordBlocklist } from './password-blocklist.ts'
import {
  isSequence,
  lettersOnly,
  normalizePassword,
  passwordVariants,
  repeatedUnits,
} from './password-patterns.ts'

export interface PasswordProblem {
  code:
    | typeof AuthErrorCode.PASSWORD_TOO_SHORT
    | typeof AuthErrorCode.PASSWORD_TOO_LONG
    | typeof AuthErrorCode.PASSWORD_COMMON
    | typeof AuthErrorCode.PASSWORD_CONTEXT
  description: string
}

const PROBLEMS = {
  common: {
    code: AuthErrorCode.PASSWORD_COMMON,
    description:
      'This password is a common or breached one, or one with only a few digits, symbols or letter swaps added. ' +
      'Choose something less predictable, such as a few unrelated words.',
  },
  pattern: {
    code: AuthErrorCode.PASSWORD_COMMON,
    description:
      'This password is a keyboard or number sequence, or repeats a character or word. ' +
      'Choose something less predictable, such as a few unrelated words.',
  },
  context: {
    code: AuthErrorCode.PASSWORD_CONTEXT,
    description:
      'This password is built on your e-mail address or on the name of this site. Choose something unrelated.',
  },
} as const satisfies Record<string, PasswordProblem>

// Words shorter than this say nothing about a 15-character password (the repetition rule covers "ab").
const MIN_CONTEXT_WORD = 3
// Repeating any unit this short is a pattern, whatever the unit.
const TRIVIAL_UNIT = 3

/** Every brand's id, display name and wordmark: a guesser targeting this site tries them first. */
const BRAND_WORDS: readonly string[] = ZBrandSchema.array()
  .parse(brandsJson)
  .flatMap((brand) => [brand.id, brand.displayName, brand.logo.wordmark])

function addWord(words: Set<string>, word: string): void {
  for (const form of [word, lettersOnly(word)]) if ([...form].length >= MIN_CONTEXT_WORD) words.add(form)
}

/** The context as the normalized words to refuse: e-mails give their local part, its pieces and the domain's name. */
export function contextWords(context: readonly string[]): Set<string> {
  const words = new Set<string>()
  for (const raw of [...context, ...BRAND_WORDS]) {
    const value = normalizePassword(raw).trim()
    addWord(words, value)
    const at = value.lastIndexOf('@')
    if (at < 0) continue
    const local = value.slice(0, at)
    addWord(words, local)
    for (const piece of local.split(/[^\p{L}\p{M}\p{N}]+/u)) addWord(words, piece)
    // The registrable name, not the TLD: "northwind" from "mail.northwind.test".
    const labels = value.slice(at + 1).split('.')
    for (const label of labels.slice(0, -1)) if (label.length > 3) addWord(words, label)
  }
  return words
}

function isRepetitionOf(value: string, accept: (unit: string) => boolean): boolean {
  return repeatedUnits(value).some(accept)
}

function contextProblem(variants: ReadonlySet<string>, words: ReadonlySet<string>): PasswordProblem | null {
  const isWord = (unit: string) => words.has(unit)
  for (const variant of variants) {
    // Digits and symbols anywhere count as padding here: "fernway2024fernway".
    const letters = lettersOnly(variant)
    if (
      isWord(variant) ||
      isWord(letters) ||
      isRepetitionOf(variant, isWord) ||
      isRepetitionOf(letters, isWord)
    )
      return PROBLEMS.context
  }
  return null
}

function commonProblem(variants: ReadonlySet<string>): PasswordProblem | null {
  const list = passwordBlocklist()
  const isListed = (unit: string) => list.has(unit)
  for (const variant of variants) {
    if (isListed(variant)) return PROBLEMS.common
    if (isRepetitionOf(variant, (unit) => isListed(unit) || [...unit].length <= TRIVIAL_UNIT))
      return PROBLEMS.pattern
    if (isRepetitionOf(lettersOnly(variant), isListed)) return PROBLEMS.pattern
    if (isSequence(variant)) return PROBLEMS.pattern
  }
  return null
}

/**
 * NIST SP 800-63B rules for a new password: length in code points, no composition rules, and a local
 * blocklist of common, breached and context-specific values with their obvious variants.
 * `context` holds words a guesser would try first for this account (its e-mail); brand names are always added.
 */
export function checkNewPassword(password: string, context: readonly string[] = []): PasswordProblem | null {
  const length = passwordLength(password)
  if (length < PASSWORD_RULES.minLength) {
    return {
      code: AuthErrorCode.PASSWORD_TOO_SHORT,
      description: `Use at least ${PASSWORD_RULES.minLength} characters.`,
    }
  }
  if (length > PASSWORD_RULES.maxLength) {
    return {
      code: AuthErrorCode.PASSWORD_TOO_LONG,
      description: `Use at most ${PASSWORD_RULES.maxLength} characters.`,
    }
  }
  const variants = passwordVariants(password)
  return contextProblem(variants, contextWords(context)) ?? commonProblem(variants)
}
