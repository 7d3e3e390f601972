import type { Insertable, Kysely, Selectable } from 'kysely'
import { ROLE_TEMPLATES, type TRoleTemplateKey } from '../../shared/roles.ts'
import type { CompaniesTable, DB } from '../db/schema.ts'
import { createCompanyGeneralRepository } from './company-general.repository.ts'
import { isUuid } from './ids.ts'

export type CompanyRow = Selectable<CompaniesTable>

export interface CompanyRepository {
  findById(id: string): Promise<CompanyRow | null>
}

export function createCompanyRepository(db: Kysely<DB>): CompanyRepository {
  return {
    async findById(id) {
      if (!isUuid(id)) return null
      const row = await db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst()
      return row ?? null
    },
  }
}

/**
 * A new company with its own copy of every built-in role template (decision 004); answers the company's
 * id and its role ids by template. Takes a transaction too, so that a caller can add people at once.
 */
export async function createCompanyWithRoles(
  db: Kysely<DB>,
  values: Insertable<CompaniesTable>,
): Promise<{ id: string; roles: Record<TRoleTemplateKey, string> }> {
  const id = await createCompanyGeneralRepository(db).create(values)
  const roles = await db
    .insertInto('roles')
    .values(
      Object.entries(ROLE_TEMPLATES).map(([key, template]) => ({
        company_id: id,
        template_key: key,
        name: template.name,
        permissions: [...template.permissions],
      })),
    )
    .returning(['id', 'template_key'])
    .execute()
  return {
    id,
    roles: Object.fromEntries(roles.map((r) => [r.template_key, r.id])) as Record<TRoleTemplateKey, string>,
  }
}
