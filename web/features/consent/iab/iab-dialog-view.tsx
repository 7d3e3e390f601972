import '../../../ui/csp-nonce.ts'
import '../../../ui/ui.css'
import { useEffect, useRef, useState } from 'react'
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { PRIVACY_LOG_MESSAGES } from '../../../../shared/privacy/privacy-contract.ts'
import type {
  TIabConsentResponse,
  TIabDetailedPrefsResponse,
  TIabInitialPrefsResponse,
} from '../../../../shared/privacy/privacy-schemas.ts'
import { useTranslation } from '../../../i18n/i18n-context.tsx'
import type { TIabDialogProps } from '../consent-surface-props.ts'
import type { Cmp } from './cmp-api.ts'
import type { IabApi } from './iab-api.ts'
import {
  choicesFrom,
  saveRequest,
  type TChoiceKey,
  type TIabAction,
  type TIabChoices,
  withChoice,
} from './iab-choices.ts'
import { IabLanding } from './iab-landing.tsx'
import { IabPurposes } from './iab-purposes.tsx'
import { IabActions } from './iab-ui.tsx'
import { IabVendors } from './iab-vendors.tsx'

type TView = TIabDialogProps['startAt']

export interface IabDialogViewProps extends TIabDialogProps {
  api: IabApi
  /** The page's CMP (started on demand), told when the dialog shows and when a choice is saved. */
  cmp(): Promise<Cmp>
  newConsentId(): string
}

/**
 * The IAB consent dialog (spec section 2, decision 030): landing, purposes and partners. The first layer
 * needs only `initialPrefs` and the stored consent; the declarations (`detailedPrefs`) come with the first
 * deeper view, the partners themselves only with theirs (decision 103).
 */
export function IabDialogView(props: IabDialogViewProps) {
  const { store, privacy, onDone, active, opened, api, cmp } = props
  const { t } = useTranslation()
  const [view, setView] = useState<TView>(props.startAt)
  const [initial, setInitial] = useState<TIabInitialPrefsResponse | null>(null)
  const [consent, setConsent] = useState<TIabConsentResponse | null>(null)
  const [detailed, setDetailed] = useState<TIabDetailedPrefsResponse | null>(null)
  const [choices, setChoices] = useState<TIabChoices | null>(null)
  const [failed, setFailed] = useState(false)
  const [busy, setBusy] = useState(false)
  const announced = useRef(false)

  useEffect(() => {
    let live = true
    Promise.all([api.initialPrefs(), api.consent()]).then(
      ([i, c]) => {
        if (!live) return
        setInitial(i)
        setConsent(c)
        setChoices(choicesFrom(c))
      },
      (error: unknown) => {
        console.error('[iab]', PRIVACY_LOG_MESSAGES.consentLoad, error)
        if (live) setFailed(true)
      },
    )
    return () => {
      live = false
    }
  }, [api])

  useEffect(() => {
    if (view === 'landing' || detailed) return
    let live = true
    api.detailedPrefs().then(
      (d) => live && setDetailed(d),
      (error: unknown) => {
        console.error('[iab]', PRIVACY_LOG_MESSAGES.consentLoad, error)
        if (live) setFailed(true)
      },
    )
    return () => {
      live = false
    }
  }, [api, view, detailed])

  // Reopened by the visitor: listeners hear the UI show with the string in force (on arrival the CMP
  // itself announced the first layer).
  useEffect(() => {
    if (!opened || !consent || announced.current) return
    announced.current = true
    const shown = store.get().tcString ?? consent.tcString
    void cmp().then((c) => c.shown(shown))
  }, [opened, consent, store, cmp])

  const choose = (key: TChoiceKey, id: number, on: boolean) =>
    setChoices((c) => (c ? withChoice(c, key, id, on) : c))

  async function save(action: TIabAction) {
    if (!initial || !choices || busy) return
    setBusy(true)
    try {
      const body = {
        ...saveRequest(action, choices, initial, store.get().tcString),
        consentId: props.newConsentId(),
      }
      const saved = await api.save(body)
      store.update({
        acceptedCategories: saved.acceptedCategories,
        tcString: saved.tcString,
        acString: saved.additionalVendorString,
        recorded: true,
      })
      void cmp().then((c) => c.done(saved.tcString))
      onDone()
    } catch (error) {
      // Spec section 8: a failed save is logged only; the dialog stays for another try.
      console.error('[iab]', PRIVACY_LOG_MESSAGES.consentSave, error)
      setBusy(false)
    }
  }

  function close() {
    const current = store.get().tcString
    if (current) void cmp().then((c) => c.done(current))
    onDone()
  }

  function body() {
    if (failed) {
      return <p role="alert">{t('consentIab.loadFailed')}</p>
    }
    if (!initial || !choices || (view !== 'landing' && !detailed)) {
      return <p aria-live="polite">{t('consentIab.loading')}</p>
    }
    if (view === 'landing') {
      return <IabLanding prefs={initial} onVendors={() => setView('vendors')} />
    }
    if (!detailed) return null
    if (view === 'purposes') {
      return (
        <IabPurposes
          prefs={detailed}
          choices={choices}
          onChoice={choose}
          onVendors={() => setView('vendors')}
        />
      )
    }
    return <IabVendors prefs={detailed} choices={choices} api={api} onChoice={choose} />
  }

  if (!active) return null
  const canClose = privacy.iabCloseButton
  const ready = initial && choices && (view === 'landing' || detailed)
  return (
    <ModalOverlay
      isOpen
      isDismissable={canClose}
      isKeyboardDismissDisabled={!canClose}
      onOpenChange={(open) => {
        if (!open) close()
      }}
      className="fw-overlay fw-iab-overlay"
    >
      <Modal className="fw-modal fw-iab-modal">
        <Dialog className="fw-iab-dialog" aria-labelledby="fw-iab-title">
          <div className="fw-iab-header">
            {view !== 'landing' ? (
              <Button className="fw-link-button fw-iab-back" onPress={() => setView('landing')}>
                {t('consentIab.back')}
              </Button>
            ) : null}
            <Heading slot="title" id="fw-iab-title" className="fw-iab-title">
              {t('consentIab.title')}
            </Heading>
            {canClose ? (
              <Button
                className="fw-dialog-close fw-iab-close"
                aria-label={t('consentIab.close')}
                onPress={close}
              >
                <span aria-hidden="true">×</span>
              </Button>
            ) : null}
          </div>
          <div className="fw-iab-body">{body()}</div>
          {ready && !failed ? (
            <IabActions
              layer={view === 'landing' ? 'first' : 'second'}
              canWithdraw={Boolean(consent && !consent.isUnsavedDefaultConsent && store.get().recorded)}
              busy={busy}
              onAction={(a) => void save(a)}
              onManage={() => setView('purposes')}
            />
          ) : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
