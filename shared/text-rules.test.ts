import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSafeLines, isSafeText, oneLineText } from './text-rules.ts'

/** What people write with: letters and marks of any script, digits, spaces, punctuation, emoji and their joiners. */
const written = fc
  .array(
    fc.oneof(
      fc.constantFrom('\u200C', '\u200D', '\uFE0F', '\u200E', '\u200F', ' ', '-', "'", '’'),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 3 }),
    ),
    { maxLength: 20 },
  )
  .map((parts) => parts.join(''))
  .filter((s) => !/[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u.test(s))

const unsafe = fc.constantFrom(
  '\u0000',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u2028',
  '\u2029',
)

describe('the shared text rule', () => {
  it('passes real names: Persian with ZWNJ, emoji ZWJ sequences, flags with tags, combining marks', () => {
    for (const name of ['نیک‌نام', '👨‍👩‍👧‍👦', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', 'Zoë', 'e\u0301', 'Ngũgĩ', '김민아', "d'Artagnan"])
      expect(isSafeText(name), name).toBe(true)
  })

  it('passes any text made of what people write with, and refuses it once a control or direction character is put anywhere in it', () => {
    fc.assert(
      fc.property(written, unsafe, fc.nat(), (text, bad, at) => {
        expect(isSafeText(text)).toBe(true)
        const i = at % (text.length + 1)
        expect(isSafeText(text.slice(0, i) + bad + text.slice(i))).toBe(false)
      }),
    )
  })

  it('lets line breaks and tabs through in texts of several lines only', () => {
    expect(isSafeLines('a\nb\r\n\tc')).toBe(true)
    expect(isSafeText('a\nb')).toBe(false)
    expect(isSafeLines('a\u202Eb')).toBe(false)
  })

  it('gives the reason "characters" for unsafe text and "required" for blanks', () => {
    const field = oneLineText(1, 50)
    const reason = (value: string) => {
      const issue = field.safeParse(value).error?.issues[0]
      return issue?.code === 'custom' ? issue.params?.reason : issue?.code
    }
    expect(reason('Mina\u202E')).toBe('characters')
    expect(field.safeParse('   ').success).toBe(false)
    expect(field.parse('  نیک‌نام ')).toBe('نیک‌نام')
  })
})
