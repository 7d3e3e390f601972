/*
 * Homepage messages (issue 9, decision 057): a company's messages to its travellers, shown on the home
 * page in business mode to everyone or to some policy groups, between two days. No zod.
 */
import { codes } from '../code-table.ts'
import type { TPermission } from '../permissions.ts'

export const HOMEPAGE_MESSAGES_API = {
  /** GET the company's messages; POST creates one. */
  messages: '/i/api/business/company/v1/homepageMessages',
  message: (id: string) => `/i/api/business/company/v1/homepageMessages/${encodeURIComponent(id)}`,
  /** GET the messages the member sees today (any member in business mode). */
  current: '/i/api/business/me/v1/homepageMessages',
} as const

export const HOMEPAGE_MESSAGES_ROUTES = {
  message: '/i/api/business/company/v1/homepageMessages/:id',
} as const

/** As the hub page asks (shared/business/admin-pages.ts): either permission manages the messages. */
export const HOMEPAGE_MESSAGES_PERMISSIONS: readonly TPermission[] = [
  'HOMEPAGE_MESSAGES_MANAGEMENT',
  'TRAVEL_POLICY_MANAGEMENT',
]

export const HOMEPAGE_MESSAGE_LIMITS = {
  titleMaxLength: 120,
  bodyMaxLength: 2000,
  messagesPerCompany: 100,
  /** The home page shows at most this many, newest start first. */
  shown: 3,
} as const

export const HomepageMessageErrorCode = codes(
  'HOMEPAGE_MESSAGE_NOT_FOUND',
  'HOMEPAGE_MESSAGE_INVALID',
  'HOMEPAGE_MESSAGE_LIMIT',
)
