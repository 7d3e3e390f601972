import { logError } from '../../app/logger.ts'

/** Unknown permissions in the catalogue are dropped and logged (spec section 8); users are not told. */
export function logUnknownPermission(page: string, permission: string): void {
  logError(new Error('An admin hub page asks an unknown permission; it is ignored.'), { page, permission })
}
