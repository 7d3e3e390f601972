import type { TSsoConfig, TSsoConfigList } from '../../shared/sso/sso-schemas.ts'
import type { SsoConfigRow } from '../repositories/sso.repository.ts'
import type { SsoConfigListing } from '../services/sso/sso-admin.service.ts'

/** A configuration as the admin sees it: the client secret is only ever said to be set. */
export function presentSsoConfig(row: SsoConfigRow, redirectUri: string): TSsoConfig {
  return {
    id: row.id,
    displayName: row.display_name,
    issuerUrl: row.issuer_url,
    clientId: row.client_id,
    clientSecretSet: row.client_secret_enc.length > 0,
    emailDomains: row.email_domains,
    active: row.active,
    enforced: row.enforced,
    defaultRoleId: row.default_role_id,
    testedAt: row.tested_at?.toISOString() ?? null,
    redirectUri,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }
}

export function presentSsoConfigList(listing: SsoConfigListing, redirectUri: string): TSsoConfigList {
  return {
    configs: listing.configs.map((row) => presentSsoConfig(row, redirectUri)),
    companyDomains: listing.companyDomains,
    roles: listing.roles.map((role) => ({ id: role.id, name: role.name })),
  }
}
