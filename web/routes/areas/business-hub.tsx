import { useParams } from 'react-router'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { HUB_PAGES, POLICY_VERTICALS, policySections } from '../catalogue.ts'
import { NotFoundPage } from '../not-found-page.tsx'
import { framePages, PageFrame } from '../page-frame.tsx'

function isVertical(value: string): boolean {
  return (POLICY_VERTICALS as readonly string[]).includes(value)
}

function PolicyVertical() {
  const { vertical = '' } = useParams()
  const { t } = useTranslation()
  if (!isVertical(vertical)) return <NotFoundPage />
  return <PageFrame pageId="hubPolicyVertical" values={{ vertical: t(`labels.verticals.${vertical}`) }} />
}

function PolicySection() {
  const { vertical = '', section = '' } = useParams()
  const { t } = useTranslation()
  if (!isVertical(vertical) || !policySections(vertical).includes(section)) return <NotFoundPage />
  const values = {
    vertical: t(`labels.verticals.${vertical}`),
    section: t(`labels.policySections.${section}`),
  }
  return <PageFrame pageId="hubPolicySection" values={values} />
}

const simple = HUB_PAGES.map((p) => p.id).filter(
  (id) => id !== 'hubPolicyVertical' && id !== 'hubPolicySection',
)

export const PAGES = {
  ...framePages(simple),
  hubPolicyVertical: PolicyVertical,
  hubPolicySection: PolicySection,
}
