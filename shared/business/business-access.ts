import type { TFeature, TPermission } from '../permissions.ts'

/**
 * What a business route needs: at least one of the permissions (empty: any member) and, when listed,
 * one of the company's features. Routes declare it as data (`config.business`), so that tests can walk
 * every business route and the client's menus can share the same lists.
 */
export interface TBusinessRequirement {
  permissions: readonly TPermission[]
  features?: readonly TFeature[]
}
