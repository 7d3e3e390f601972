import './onboarding-messages.ts'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { type SIZE_BANDS, TRAVEL_NEEDS } from '../../../shared/business/onboarding-contract.ts'
import type { TConfirmationResponse } from '../../../shared/business/onboarding-schemas.ts'
import { useGlobalState, useInBusinessMode } from '../../app/global-state.tsx'
import type { TFunction } from '../../i18n/create-i18n.ts'
import { fieldErrorText, formErrors } from '../../i18n/field-errors.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { PageFrame } from '../../routes/page-frame.tsx'
import { Button } from '../../ui/button.tsx'
import { CheckboxField } from '../../ui/checkbox-field.tsx'
import { type TextFieldSpec, TextFields } from '../../ui/text-fields.tsx'
import { BusinessLanding } from './business-landing.tsx'
import { readConfirmToken } from './confirm-link.ts'
import { SizeBandSelect } from './native-select.tsx'
import { personNameFields } from './person-name-fields.ts'
import { useOnboardingApi } from './use-onboarding-api.ts'
import './onboarding.css'

type TLinkStatus =
  | { kind: 'none' }
  | { kind: 'working' }
  | { kind: 'done'; result: TConfirmationResponse }
  | { kind: 'dead' }

/** A mailed link's secret, taken out of the address bar at once (it must not stay in the history). */
function useConfirmLink(): TLinkStatus {
  const api = useOnboardingApi()
  const [status, setStatus] = useState<TLinkStatus>({ kind: 'none' })
  const taken = useRef(false)
  useEffect(() => {
    if (taken.current) return
    taken.current = true
    const { hash, pathname, search } = window.location
    const token = readConfirmToken(hash)
    if (hash) window.history.replaceState(window.history.state, '', `${pathname}${search}`)
    if (!token) return
    setStatus({ kind: 'working' })
    // The click is worth knowing even if confirming fails; its failure matters to no one.
    api.trackEmailConfirmationClick(token).catch(() => {})
    api.confirm(token).then(
      (result) => {
        setStatus({ kind: 'done', result })
        // A new founder is signed in now: reload so the whole page (header too) knows it.
        if (result.signedIn) window.location.assign(result.redirectUrl)
      },
      () => setStatus({ kind: 'dead' }),
    )
  }, [api])
  return status
}

/** /business/get-started: a mailed link lands here; members fill setup v3; others see the landing. */
export function GetStartedPage() {
  const { t } = useTranslation()
  const auth = useGlobalState().auth
  const link = useConfirmLink()
  const business = auth?.businessState
  const member = useInBusinessMode()
  return (
    <PageFrame pageId="businessGetStarted">
      {link.kind === 'working' ? <p role="status">{t('businessOnboarding.confirm.working')}</p> : null}
      {link.kind === 'done' ? (
        <p role="status">
          {t(`businessOnboarding.confirm.${link.result.kind}`)}{' '}
          {link.result.signedIn ? null : (
            <a href={link.result.redirectUrl}>{t('businessOnboarding.getStarted.toTasks')}</a>
          )}
        </p>
      ) : null}
      {link.kind === 'dead' ? <p role="alert">{t('businessOnboarding.confirm.dead')}</p> : null}
      {member ? (
        <SetupForm
          firstName={business?.businessProfile?.firstName ?? ''}
          lastName={business?.businessProfile?.lastName ?? ''}
          managesCompany={(business?.permissions ?? []).includes('COMPANY_SETTINGS_MANAGEMENT')}
        />
      ) : (
        <>
          <p>
            {t(
              auth?.loggedInSession
                ? 'businessOnboarding.getStarted.personal'
                : 'businessOnboarding.getStarted.signedOut',
            )}
          </p>
          <BusinessLanding />
        </>
      )}
    </PageFrame>
  )
}

const EMPTY_DETAILS = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  phoneCountryCode: '',
  phoneNumber: '',
  sizeBand: '',
}

const REQUIRED_DETAILS: readonly string[] = ['firstName', 'lastName']
/** The browser's own refusal, before anything is sent: the names are required. */
const MISSING_NAMES = Symbol('missing names')

function detailFields(t: TFunction): TextFieldSpec<typeof EMPTY_DETAILS>[] {
  return [
    ...personNameFields(t),
    {
      name: 'dateOfBirth',
      label: t('businessOnboarding.getStarted.dateOfBirth'),
      autoComplete: 'bday',
      maxLength: 10,
    },
    {
      name: 'phoneCountryCode',
      label: t('businessOnboarding.getStarted.phoneCountryCode'),
      autoComplete: 'tel-country-code',
      maxLength: 5,
    },
    {
      name: 'phoneNumber',
      label: t('businessOnboarding.getStarted.phoneNumber'),
      autoComplete: 'tel-national',
      maxLength: 20,
    },
  ]
}

function SetupForm(props: { firstName: string; lastName: string; managesCompany: boolean }) {
  const { t } = useTranslation()
  const api = useOnboardingApi()
  const [f, setF] = useState({ ...EMPTY_DETAILS, firstName: props.firstName, lastName: props.lastName })
  const [needs, setNeeds] = useState<string[]>([])
  const [status, setStatus] = useState<'editing' | 'saving' | 'saved' | 'failed'>('editing')
  const [failure, setFailure] = useState(null as unknown)
  // Start from what was given before, such as the size at signup or a saved phone: fields the member
  // has not touched yet take the saved answers, and a failed read leaves the form as it is.
  const touched = useRef(new Set<string>())
  useEffect(() => {
    let live = true
    api.setupAnswers().then(
      (saved) => {
        if (!live) return
        const known: Partial<typeof EMPTY_DETAILS> = {
          dateOfBirth: saved.dateOfBirth ?? '',
          phoneCountryCode: saved.phoneCountryCode ?? '',
          phoneNumber: saved.phoneNumber ?? '',
          sizeBand: saved.sizeBand ?? '',
        }
        setF((x) => {
          const next = { ...x }
          for (const [name, value] of Object.entries(known))
            if (value && !touched.current.has(name) && !x[name as keyof typeof x])
              next[name as keyof typeof x] = value
          return next
        })
        if (!touched.current.has('travelNeeds') && saved.travelNeeds.length) setNeeds([...saved.travelNeeds])
      },
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [api])
  const set = (name: keyof typeof f) => (value: string) => {
    touched.current.add(name)
    setF((x) => ({ ...x, [name]: value }))
  }
  const refused = formErrors(t, status === 'failed' ? failure : null, {
    fields: Object.keys(EMPTY_DETAILS),
    fallback: t('errors.generic'),
  })
  const errorOf = (name: keyof typeof f): string | null =>
    status === 'failed' && REQUIRED_DETAILS.includes(name) && f[name].trim() === ''
      ? fieldErrorText(t, { reason: 'required' })
      : (refused.fields[name] ?? null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (status === 'saving') return
    if (!f.firstName.trim() || !f.lastName.trim()) {
      setFailure(MISSING_NAMES)
      setStatus('failed')
      return
    }
    setStatus('saving')
    const optional = (v: string) => (v.trim() ? v.trim() : undefined)
    try {
      await api.setup({
        firstName: f.firstName,
        lastName: f.lastName,
        dateOfBirth: optional(f.dateOfBirth),
        phoneCountryCode: optional(f.phoneCountryCode),
        phoneNumber: optional(f.phoneNumber),
        ...(props.managesCompany
          ? {
              sizeBand: optional(f.sizeBand) as (typeof SIZE_BANDS)[number] | undefined,
              travelNeeds: needs as (typeof TRAVEL_NEEDS)[number][],
            }
          : {}),
      })
      setStatus('saved')
    } catch (error) {
      setFailure(error)
      setStatus('failed')
    }
  }

  return (
    <form className="fw-onboarding-form" onSubmit={(e) => void submit(e)} noValidate>
      <h2>{t('businessOnboarding.getStarted.detailsHeading')}</h2>
      <TextFields
        fields={detailFields(t)}
        value={f}
        onChange={(next) => {
          for (const name of Object.keys(next) as (keyof typeof f)[])
            if (next[name] !== f[name]) touched.current.add(name)
          setF(next)
        }}
        errorOf={errorOf}
      />
      {props.managesCompany ? (
        <>
          <h2>{t('businessOnboarding.getStarted.companyHeading')}</h2>
          <SizeBandSelect value={f.sizeBand} onChange={set('sizeBand')} />
          <fieldset className="fw-need-choice">
            <legend>{t('businessOnboarding.getStarted.travelNeeds')}</legend>
            {TRAVEL_NEEDS.map((need) => (
              <CheckboxField
                key={need}
                name={`need-${need}`}
                isSelected={needs.includes(need)}
                onChange={(on) => {
                  touched.current.add('travelNeeds')
                  setNeeds((n) => (on ? [...n, need] : n.filter((x) => x !== need)))
                }}
              >
                {t(`businessOnboarding.getStarted.needs.${need}`)}
              </CheckboxField>
            ))}
          </fieldset>
        </>
      ) : null}
      <p role="alert" className="fw-alert">
        {status === 'failed'
          ? failure === MISSING_NAMES
            ? t('fieldErrors.checkFields')
            : refused.form
          : null}
      </p>
      <p role="status">
        {status === 'saved' ? (
          <>
            {t('businessOnboarding.getStarted.saved')}{' '}
            <a href="/business/tasks">{t('businessOnboarding.getStarted.toTasks')}</a>
          </>
        ) : null}
      </p>
      <Button type="submit" disabled={status === 'saving'}>
        {t(
          status === 'saving' ? 'businessOnboarding.getStarted.saving' : 'businessOnboarding.getStarted.save',
        )}
      </Button>
    </form>
  )
}
