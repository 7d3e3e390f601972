import { useTranslation } from '../../i18n/i18n-context.tsx'

// Names, not translatable text: drawn as wordmarks of our own (no copied logos).
const PARTNERS = ['Aerolume', 'Staywell', 'Roadline', 'Railway Co', 'Harbourline'] as const
const CARD_NETWORKS = ['Visa', 'Mastercard', 'Amex', 'JCB', 'UnionPay'] as const

/** The dark strip: five partner brands and the card networks we take. */
export function PartnerStrip() {
  const { t } = useTranslation()
  return (
    <div className="fw-footer-strip">
      <ul className="fw-footer-marks" aria-label={t('footer.partners')}>
        {PARTNERS.map((name) => (
          <li key={name} className="fw-footer-mark">
            {name}
          </li>
        ))}
      </ul>
      <ul className="fw-footer-marks" aria-label={t('footer.cardNetworks')}>
        {CARD_NETWORKS.map((name) => (
          <li key={name} className="fw-footer-card">
            {name}
          </li>
        ))}
      </ul>
    </div>
  )
}
