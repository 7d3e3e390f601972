import { ROLE_TEMPLATES } from '../../shared/roles.ts'
import type { TFunction } from './create-i18n.ts'

const TEMPLATE_OF_NAME = new Map<string, string>(
  Object.entries(ROLE_TEMPLATES).map(([key, template]) => [template.name, key]),
)

/**
 * A role's name in the page's language. Built-in roles are copies of the templates and are never
 * renamed, and no custom role may take a name a role of the company has (ROLE_NAME_TAKEN), so a
 * template's stored name means that built-in role; custom roles keep the name their company gave them.
 */
export function roleName(t: TFunction, role: { name: string; templateKey?: string | null }): string {
  const key = role.templateKey ?? TEMPLATE_OF_NAME.get(role.name)
  return key && key in ROLE_TEMPLATES ? t(`labels.roles.${key}`) : role.name
}
