import type { AppConfig } from '../config.ts'
import type { Database } from '../db/database.ts'
import { createSessionRepository } from '../repositories/session.repository.ts'
import { type AuthStateService, createAuthStateService } from './auth-state.service.ts'

export interface Services {
  authState: AuthStateService
}

/** Wires services to their repositories; routes reach them as app.services. */
export function createServices(database: Database, _config: AppConfig): Services {
  const sessions = createSessionRepository(database.db)
  return { authState: createAuthStateService(sessions) }
}
