// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { errorsOf, toErrorResponse } from '../../../server/plugins/errors.ts'
import { ZIssueReportRequestSchema } from '../../../shared/business/company-files-schemas.ts'
import { ApiError } from '../../api/errors.ts'
import type { Messages } from '../../i18n/create-i18n.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import ko from '../../i18n/messages/ko.json' with { type: 'json' }
import { renderInApp } from '../../testing/app/render-in-app.tsx'
import { ReportIssueDialog } from './support-dialogs.tsx'

/** What the server answers a form its schema refuses, through its own error mapping. */
function serverRefusal(form: unknown): ApiError {
  const parsed = ZIssueReportRequestSchema.safeParse(form)
  if (parsed.success) throw new Error('expected a refusal')
  const response = toErrorResponse(parsed.error)
  return ApiError.fromBody(response.status, '/report', errorsOf(response))
}

/** The report call: counted, and answered as each test says. */
const reportCall = vi.hoisted(() => ({ count: 0, answer: (): Promise<unknown> => Promise.resolve({}) }))
vi.mock('../../api/company-files.ts', () => ({
  browserCompanyFilesApi: () => ({
    reportIssue: () => {
      reportCall.count += 1
      return reportCall.answer()
    },
  }),
}))

/** The sentence tied to a field: what its aria-describedby points at, when it is marked invalid. */
function errorOf(field: HTMLElement): string | null {
  if (field.getAttribute('aria-invalid') !== 'true') return null
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean)
  const texts = ids
    .map((id) => document.getElementById(id))
    .filter((el) => el?.className === 'fw-field-error')
  return texts[0]?.textContent ?? null
}

describe('the issue report dialog’s refusals', () => {
  beforeEach(() => {
    reportCall.count = 0
  })
  // jsdom has no media queries: a wide screen, where the dialog is a popup.
  beforeAll(() => {
    window.matchMedia = (query: string) =>
      ({
        matches: true,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList
  })

  it('shows each field the server refused beside it, in Korean, never the validator’s words', async () => {
    const refusal = serverRefusal({
      summary: 'x'.repeat(201),
      description: 'd',
      topic: 'booking',
      bookingNumber: 'AB 12',
    })
    reportCall.answer = () => Promise.reject(refusal)
    renderInApp(<ReportIssueDialog onClose={() => {}} />, { korean: ko as Messages })
    const texts = ko.companyFiles.report
    const summary = screen.getByRole('textbox', { name: texts.summary })
    await userEvent.type(summary, 'Lost bag')
    await userEvent.type(screen.getByRole('textbox', { name: texts.description }), 'It went missing.')
    await userEvent.click(screen.getByRole('button', { name: ko.companyFiles.support.send }))
    await screen.findByText(ko.fieldErrors.checkFields)
    expect(errorOf(summary)).toBe('너무 깁니다. 200자 이하로 입력하세요.')
    expect(errorOf(screen.getByRole('textbox', { name: texts.bookingNumber }))).toBe(
      texts.bookingNumberFormat,
    )
    expect(document.body.textContent).not.toMatch(/Invalid|Too big|summary:|bookingNumber:/)
  })

  it('checks the booking number before sending, with the sentence the server’s refusal gets', async () => {
    renderInApp(<ReportIssueDialog onClose={() => {}} />)
    const texts = en.companyFiles.report
    await userEvent.type(screen.getByRole('textbox', { name: texts.summary }), 'Lost bag')
    await userEvent.type(screen.getByRole('textbox', { name: texts.description }), 'It went missing.')
    const bookingNumber = screen.getByRole('textbox', { name: texts.bookingNumber })
    await userEvent.type(bookingNumber, 'AB 12/3')
    await userEvent.click(screen.getByRole('button', { name: en.companyFiles.support.send }))
    expect(errorOf(bookingNumber)).toBe(texts.bookingNumberFormat)
    expect(screen.getByRole('alert').textContent).toBe(en.fieldErrors.checkFields)
    expect(reportCall.count).toBe(0)
  })
})
