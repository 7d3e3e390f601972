import { useEffect, useMemo } from 'react'
import { browserApiClient } from '../../../api/browser-client.ts'
import { createSsoSignInApi } from '../../../api/sso.ts'
import { returnedSsoError, returnPath, ssoErrorKey, startCompanySignIn } from '../company-sign-in.ts'
import { EmailField } from './email-views.tsx'
import { LinkButton, ViewForm, type ViewProps, ViewTitle } from './view-parts.tsx'

/**
 * External authentication (company single sign-on): the e-mail, and a button that sends the page to
 * the company's identity provider, which sends it back signed in to where the visitor was.
 */
export function ExternalAuthView(props: ViewProps) {
  const { state, dispatch, t } = props
  const api = useMemo(() => createSsoSignInApi(browserApiClient), [])

  // Coming back refused, the callback says why in the address; say it here, once.
  useEffect(() => {
    const code = returnedSsoError(window.location.search)
    if (code === null) return
    const { pathname, search, hash } = window.location
    window.history.replaceState(window.history.state, '', returnPath(pathname, search, hash))
    dispatch({ type: 'failed', error: { field: null, key: ssoErrorKey(code) } })
  }, [dispatch])

  const start = () =>
    void startCompanySignIn({
      api,
      dispatch,
      email: () => state.email,
      pending: () => state.pending,
      redir: returnPath(window.location.pathname, window.location.search),
      navigate: (url) => window.location.assign(url),
    })

  return (
    <div className="fw-signin-body">
      <ViewTitle>{t('signIn.externalAuth.title')}</ViewTitle>
      <p className="fw-signin-about">{t('signIn.externalAuth.about')}</p>
      <ViewForm onSubmit={start} state={state} t={t} submitLabel={t('signIn.externalAuth.sso')}>
        <EmailField {...props} />
      </ViewForm>
      <p className="fw-field-hint">{t('signIn.sso.leaving')}</p>
      <div className="fw-signin-links">
        <LinkButton onPress={() => dispatch({ type: 'go', view: 'login' })}>
          {t('signIn.externalAuth.usePassword')}
        </LinkButton>
      </div>
    </div>
  )
}
