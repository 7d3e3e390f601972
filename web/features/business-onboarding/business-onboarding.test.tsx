import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { TAuthState } from '../../../shared/auth-state.ts'
import { createEventBus } from '../../../shared/event-bus.ts'
import { testBusinessState } from '../../../shared/testing/business-state.ts'
import { ApiError } from '../../api/errors.ts'
import { AppProviders } from '../../app/providers.tsx'
import { createI18n, type Messages } from '../../i18n/create-i18n.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import ko from '../../i18n/messages/ko.json' with { type: 'json' }
import { signedInAuth, testGlobalState } from '../../testing/app/global-state.ts'
import { AccountPanel } from '../account-menu/account-panel.tsx'
import { BusinessLanding } from './business-landing.tsx'
import { signupErrors } from './signup-form.tsx'
import { actionsFor } from './tasks-page.tsx'

function render(node: React.ReactNode, auth: TAuthState | null, messages: unknown = en, language = 'en') {
  const i18n = createI18n(language as 'en', language === 'ko' ? 'ko-KR' : 'en-US', messages as Messages)
  return renderToStaticMarkup(
    <AppProviders state={testGlobalState({ auth })} i18n={i18n} bus={createEventBus()}>
      <MemoryRouter>{node}</MemoryRouter>
    </AppProviders>,
  )
}

const member = (overrides: Parameters<typeof testBusinessState>[0]) =>
  signedInAuth({ businessState: testBusinessState(overrides) })

describe('the account menu confirmation buttons', () => {
  it('shows the company button when the company needs confirming', () => {
    const html = render(<AccountPanel onClose={() => {}} />, member({ companyConfirmationNeeded: true }))
    expect(html).toContain('Send company confirmation')
    expect(html).not.toContain('Send profile confirmation')
  })

  it('shows the profile button only when the company needs nothing', () => {
    const html = render(
      <AccountPanel onClose={() => {}} />,
      member({ businessProfileConfirmationNeeded: true }),
    )
    expect(html).toContain('Send profile confirmation')
    expect(render(<AccountPanel onClose={() => {}} />, member({}))).not.toMatch(
      /Send (company|profile) confirmation/,
    )
  })
})

describe('the business landing', () => {
  it('compares the plans in a table with row and column headers, and offers both plans', () => {
    const html = render(<BusinessLanding />, null)
    expect(html).toMatch(/<th scope="col">Business<span/)
    expect(html).toMatch(/<th scope="col">Business Plus<span/)
    expect(html).toContain('<th scope="row">Book for others</th>')
    expect(html).toMatch(/name="plan" value="bizPlus"/)
    // A visitor gives an e-mail and a password; a signed-in user does not.
    expect(html).toContain('Work e-mail address')
    const signedIn = render(<BusinessLanding />, signedInAuth())
    expect(signedIn).not.toContain('Work e-mail address')
  })

  it('speaks Korean on the Korean site', () => {
    const html = render(<BusinessLanding />, null, ko, 'ko')
    expect(html).toContain('요금제 비교')
  })
})

describe('task actions', () => {
  it('offers done and skip for a to-do, undo for a hand-set status, nothing for a met condition', () => {
    expect(actionsFor({ id: 'downloadApp', status: 'todo', automatic: false })).toEqual(['done', 'skipped'])
    expect(actionsFor({ id: 'downloadApp', status: 'skipped', automatic: false })).toEqual(['todo'])
    expect(actionsFor({ id: 'confirmCompany', status: 'done', automatic: true })).toEqual([])
    // A task that completes itself is never marked done by hand (issue 30).
    expect(actionsFor({ id: 'confirmCompany', status: 'todo', automatic: true })).toEqual(['skipped'])
  })
})

describe('the signup form’s refusals', () => {
  const refusal = (item: object) =>
    ApiError.fromBody(400, '/x', { errors: [{ description: 'raw', ...item }] })

  it('puts a field the server refused, or a password the policy refused, beside its field in our words', () => {
    const t = createI18n('ko', 'ko-KR', ko as Messages).t
    const zod = signupErrors(t, refusal({ code: 'VALIDATION_ERROR', field: 'email', reason: 'email' }))
    expect(zod.fields).toEqual({ email: ko.fieldErrors.email })
    const policy = signupErrors(t, refusal({ code: 'PASSWORD_TOO_SHORT' }))
    expect(policy.fields).toEqual({ password: '15자 이상 입력하세요.' })
    expect(policy.form).toBe(ko.fieldErrors.checkFields)
    expect(signupErrors(t, refusal({ code: 'ALREADY_BUSINESS_MEMBER' })).form).toBe(
      ko.businessOnboarding.errors.ALREADY_BUSINESS_MEMBER,
    )
  })
})
