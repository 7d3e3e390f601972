import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.ts'
import { createSsoConfigRepository, type SsoConfigRepository } from './sso-config.repository.ts'
import { createSsoSignInRepository, type SsoSignInRepository } from './sso-signin.repository.ts'

export type {
  ActivationResult,
  NewSsoConfig,
  RoleSummary,
  SsoConfigPatch,
  SsoConfigRow,
} from './sso-config.repository.ts'
export type { NewSsoMember, SsoAttemptRow } from './sso-signin.repository.ts'

/** All of company SSO's SQL: the configurations (admin) and the sign-ins through them. */
export type SsoRepository = SsoConfigRepository & SsoSignInRepository

export function createSsoRepository(db: Kysely<DB>): SsoRepository {
  return { ...createSsoConfigRepository(db), ...createSsoSignInRepository(db) }
}
