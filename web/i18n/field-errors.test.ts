import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FIELD_REASONS } from '../../shared/field-issues.ts'
import { ApiError } from '../api/errors.ts'
import { createI18n, type TFunction } from './create-i18n.ts'
import { errorMessage, formErrors } from './field-errors.ts'
import en from './messages/en.json' with { type: 'json' }
import ko from './messages/ko.json' with { type: 'json' }

type Catalogue = { [key: string]: string | Catalogue }

function leaves(node: Catalogue): string[] {
  return Object.values(node).flatMap((value) => (typeof value === 'string' ? [value] : leaves(value)))
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A catalogue message as a pattern: each argument may be any text. */
const patternOf = (message: string) =>
  new RegExp(`^${literal(message).replace(/\\\{\w+(, number)?\\\}/g, '.+')}$`, 's')

const FORM_FIELDS = ['email', 'dateOfBirth', 'bookingNumber', 'summary'] as const
const LABELS = { topic: 'Topic' }

const FALLBACK = { en: 'Fallback.', ko: '대체 문장.' }

const languages = [
  { t: createI18n('en', 'en-US', en).t, catalogue: en as Catalogue, fallback: FALLBACK.en },
  { t: createI18n('ko', 'ko-KR', ko as typeof en).t, catalogue: ko as Catalogue, fallback: FALLBACK.ko },
]

/** Descriptions the server sent once (zod's own words), and anything else a server might say. */
const rawDescription = fc.oneof(
  fc.constantFrom(
    'email: Invalid email address',
    'dateOfBirth: Invalid ISO date',
    'bookingNumber: Invalid string: must match pattern /^[A-Za-z0-9-]+$/',
    'summary: Too big: expected string to have <=200 characters',
    'Check the fields: something is missing',
  ),
  fc.string({ minLength: 1 }),
)

const item = fc.record(
  {
    code: fc.oneof(
      fc.constantFrom('VALIDATION_ERROR', 'RATE_LIMITED', 'NOT_FOUND', 'FEATURE_CODE', 'PERMISSION_DENIED'),
      fc.string(),
    ),
    description: rawDescription,
    localizedDescription: rawDescription,
    field: fc.oneof(fc.constantFrom(...FORM_FIELDS, 'topic', 'travelerId', 'domains.0'), fc.string()),
    reason: fc.oneof(fc.constantFrom(...FIELD_REASONS), fc.string()),
    limit: fc.oneof(fc.integer({ min: -5, max: 100_000 }), fc.double()),
  },
  { requiredKeys: ['code', 'description'] },
)

function rejection(items: unknown[], status: number): ApiError {
  return ApiError.fromBody(status, '/k/run/x', { errors: items })
}

describe('messages from a refusal', () => {
  it('shows only catalogue sentences, in English and Korean, whatever the server said', () => {
    for (const { t, catalogue, fallback } of languages) {
      const section = catalogue.fieldErrors as Catalogue
      const reasons = FIELD_REASONS.map((reason) => section[reason] as string)
      const others = leaves(section).filter((m) => !m.startsWith('{label}'))
      const sentences = [
        ...others,
        ...reasons.map((r) => `${LABELS.topic}: ${r}`),
        t('companyFiles.errors.generic'),
        fallback,
      ].map(patternOf)
      const known = [...others, fallback]
      const feature = (code: string) => (code === 'FEATURE_CODE' ? t('companyFiles.errors.generic') : null)
      fc.assert(
        fc.property(
          fc.array(item, { minLength: 1, maxLength: 6 }),
          fc.integer({ min: 400, max: 599 }),
          (items, status) => {
            const error = rejection(items, status)
            const shown = formErrors(t, error, {
              fields: FORM_FIELDS,
              labels: LABELS,
              codeText: feature,
              fallback,
            })
            const texts = [
              ...Object.values(shown.fields),
              shown.form,
              errorMessage(t, error, fallback, feature),
            ]
            for (const text of texts) {
              if (text === null) continue
              expect(
                sentences.some((pattern) => pattern.test(text)),
                text,
              ).toBe(true)
              for (const { description, localizedDescription } of items) {
                if (description.length > 3 && !known.some((m) => m.includes(description)))
                  expect(text).not.toContain(description)
                if (
                  localizedDescription &&
                  localizedDescription.length > 3 &&
                  !known.some((m) => m.includes(localizedDescription))
                )
                  expect(text).not.toContain(localizedDescription)
              }
            }
            expect(
              Object.keys(shown.fields).every((f) => (FORM_FIELDS as readonly string[]).includes(f)),
            ).toBe(true)
          },
        ),
        { numRuns: 400 },
      )
    }
  })

  it('puts each field sentence beside the field the server named, with its limit', () => {
    const t: TFunction = createI18n('en', 'en-US', en).t
    const error = rejection(
      [
        { code: 'VALIDATION_ERROR', description: 'x', field: 'summary', reason: 'tooLong', limit: 200 },
        { code: 'VALIDATION_ERROR', description: 'x', field: 'bookingNumber', reason: 'format' },
      ],
      400,
    )
    expect(formErrors(t, error, { fields: FORM_FIELDS, fallback: 'F' })).toEqual({
      fields: {
        summary: 'Too long: use at most 200 characters.',
        bookingNumber: 'This is not in the expected form: check for extra spaces or symbols.',
      },
      form: 'Some fields need changes: see the messages beside them.',
    })
    const ko = createI18n('ko', 'ko-KR', languages[1]?.catalogue as typeof en).t
    expect(formErrors(ko, error, { fields: FORM_FIELDS, fallback: 'F' }).fields.summary).toBe(
      '너무 깁니다. 200자 이하로 입력하세요.',
    )
  })

  it('names a field the form does not show by its label, else says the form was not accepted', () => {
    const t = createI18n('en', 'en-US', en).t
    const about = (field: string) =>
      formErrors(
        t,
        rejection([{ code: 'VALIDATION_ERROR', description: 'x', field, reason: 'notAllowed' }], 400),
        {
          fields: FORM_FIELDS,
          labels: LABELS,
          fallback: 'F',
        },
      ).form
    expect(about('topic')).toBe('Topic: Choose one of the options offered.')
    expect(about('travelerId')).toBe('Something you entered was not accepted. Check the form and try again.')
  })

  it('says the fallback for failures without an errors list, and nothing without an error', () => {
    const t = createI18n('en', 'en-US', en).t
    expect(errorMessage(t, new TypeError('Failed to fetch'), 'F')).toBe('F')
    expect(errorMessage(t, ApiError.fromText(502, 'Bad Gateway', '/x', '<html>'), 'F')).toBe('F')
    expect(formErrors(t, null, { fallback: 'F' })).toEqual({ fields: {}, form: null })
    expect(errorMessage(t, rejection([{ code: 'RATE_LIMITED', description: 'slow down' }], 429), 'F')).toBe(
      'Too many attempts. Wait a moment and try again.',
    )
  })
})
