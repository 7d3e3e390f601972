import companySettingsMessages from 'virtual:fw-messages/section/companySettings'
import type { TAuditEntry } from '../../../shared/business/audit-schemas.ts'
import type { TFunction } from '../../i18n/create-i18n.ts'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { roleName } from '../../i18n/role-names.ts'

// Feature and plan names are the company settings page's.
addEnglishMessages(companySettingsMessages)

/** A translated text, or undefined when the catalogue has none (t answers with the key then). */
function known(t: TFunction, key: string): string | undefined {
  const text = t(key)
  return text === key ? undefined : text
}

/**
 * What an audit entry did, as a sentence in the page's language: never the stored action code. An
 * action newer than the catalogue is named by its area ("Company settings"), else as "A change".
 */
export function auditActionText(t: TFunction, action: string): string {
  return (
    known(t, `people.audit.actions.${action}`) ??
    known(t, `people.audit.areas.${action.split('.')[0]}`) ??
    t('people.audit.otherChange')
  )
}

/** What it changed: feature, plan and built-in role names translated, the rest as recorded. */
export function auditTargetText(t: TFunction, entry: Pick<TAuditEntry, 'action' | 'targetLabel'>): string {
  const label = entry.targetLabel ?? ''
  if (entry.action.startsWith('company.feature.'))
    return known(t, `companySettings.features.${label}`) ?? label
  if (entry.action.startsWith('company.plan.'))
    return known(t, `companySettings.plan.names.${label}`) ?? label
  if (entry.action.startsWith('role.') || entry.action === 'user.role.change')
    return roleName(t, { name: label })
  return label
}
