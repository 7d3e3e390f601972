import { z } from 'zod'
import { MEMBER_STATUSES, PEOPLE_LIMITS, SEARCH_MODES } from './people-contract.ts'

/** Request and response pairs of the people calls (decision 036); paths in people-contract.ts. */

const id = z.uuid()
const ids = z.array(id).max(PEOPLE_LIMITS.filterMaxIds)
const userIds = z.array(id).min(1).max(PEOPLE_LIMITS.bulkMaxUsers)

export const ZUserSearchFiltersSchema = z
  .object({
    roleIds: ids.optional(),
    groupIds: ids.optional(),
    /** Members whose office (company settings) is one of these. */
    officeIds: ids.optional(),
    /** Only members who manage users see deactivated and expired members; others see active ones. */
    statuses: z.array(z.enum(MEMBER_STATUSES)).max(MEMBER_STATUSES.length).optional(),
  })
  .strict()
export type TUserSearchFilters = z.infer<typeof ZUserSearchFiltersSchema>

/** POST findUsers body (spec section 7: query, filters, searchMode). */
export const ZFindUsersRequestSchema = z
  .object({
    query: z.string().max(PEOPLE_LIMITS.queryMaxLength).default(''),
    filters: ZUserSearchFiltersSchema.default({}),
    searchMode: z.enum(SEARCH_MODES).default('all'),
  })
  .strict()
export type TFindUsersRequest = z.infer<typeof ZFindUsersRequestSchema>

/** findUsers' paging, in the query string ("paged by size and a single page"); pages count from 0. */
export const ZFindUsersPagingSchema = z.object({
  page: z.coerce.number().int().min(0).max(PEOPLE_LIMITS.maxPage).default(0),
  size: z.coerce.number().int().min(1).max(PEOPLE_LIMITS.maxPageSize).default(PEOPLE_LIMITS.defaultPageSize),
})
export type TFindUsersPaging = z.infer<typeof ZFindUsersPagingSchema>

/** Spec section 3's business user, plus what the people pages need. */
export const ZBusinessUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.object({ id: z.string(), roleName: z.string() }),
  profileImageUrl: z.string().nullable(),
  customData: z.object({ staffClassDescription: z.string().nullable() }),
  status: z.enum(MEMBER_STATUSES),
  isGuest: z.boolean(),
  groups: z.array(z.string()),
  sponsor: z.object({ id: z.string(), email: z.string() }).nullable(),
  accessEndsAt: z.string().nullable(),
  /** The member's office (company settings), if one is set. */
  office: z.object({ id: z.string(), name: z.string() }).nullable(),
})
export type TBusinessUser = z.infer<typeof ZBusinessUserSchema>

export const ZPagingSchema = z.object({
  page: z.number(),
  size: z.number(),
  offset: z.number(),
  totalPages: z.number(),
  totalElements: z.number(),
  first: z.boolean(),
  last: z.boolean(),
})
export type TPaging = z.infer<typeof ZPagingSchema>

/** Spec section 3's paged user search result. */
export const ZFindUsersResponseSchema = z.object({
  content: z.array(ZBusinessUserSchema),
  paging: ZPagingSchema,
})
export type TFindUsersResponse = z.infer<typeof ZFindUsersResponseSchema>

// --- roles

export const ZRoleSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The built-in template it copies (admin, traveler, ...), or null for a custom role. */
  templateKey: z.string().nullable(),
  builtIn: z.boolean(),
  permissions: z.array(z.string()),
  memberCount: z.number(),
})
export type TRole = z.infer<typeof ZRoleSchema>

export const ZRoleListResponseSchema = z.object({ roles: z.array(ZRoleSchema) })
export type TRoleListResponse = z.infer<typeof ZRoleListResponseSchema>

/** POST roles and PUT roles/{id}: unknown permission names are dropped (and logged), not refused. */
export const ZRoleSaveRequestSchema = z
  .object({
    name: z.string().max(200),
    permissions: z.array(z.string().max(80)).max(100),
  })
  .strict()
export type TRoleSaveRequest = z.infer<typeof ZRoleSaveRequestSchema>
export const ZRoleSaveResponseSchema = ZRoleSchema
export type TRoleSaveResponse = TRole

export const ZRoleParamsSchema = z.object({ id })
export const ZMemberParamsSchema = z.object({ userId: id })

// --- role changes

export const ZRoleChangeRequestSchema = z.object({ roleId: id }).strict()
export type TRoleChangeRequest = z.infer<typeof ZRoleChangeRequestSchema>

export const ZBulkRoleChangeRequestSchema = z.object({ userIds, roleId: id }).strict()
export type TBulkRoleChangeRequest = z.infer<typeof ZBulkRoleChangeRequestSchema>

/** How many members changed (those already in the role count as unchanged). */
export const ZRoleChangeResponseSchema = z.object({ changed: z.number(), unchanged: z.number() })
export type TRoleChangeResponse = z.infer<typeof ZRoleChangeResponseSchema>

/** POST members/office: these members work from this office (null: from none). */
export const ZBulkOfficeChangeRequestSchema = z.object({ userIds, officeId: id.nullable() }).strict()
export type TBulkOfficeChangeRequest = z.infer<typeof ZBulkOfficeChangeRequestSchema>

// --- groups

export const ZGroupSchema = z.object({ id: z.string(), name: z.string(), memberCount: z.number() })
export type TGroup = z.infer<typeof ZGroupSchema>

export const ZGroupListResponseSchema = z.object({ groups: z.array(ZGroupSchema) })
export type TGroupListResponse = z.infer<typeof ZGroupListResponseSchema>

export const ZGroupSaveRequestSchema = z.object({ name: z.string().max(200) }).strict()
export type TGroupSaveRequest = z.infer<typeof ZGroupSaveRequestSchema>
export const ZGroupSaveResponseSchema = ZGroupSchema

export const ZGroupMembersRequestSchema = z.object({ userIds }).strict()
export type TGroupMembersRequest = z.infer<typeof ZGroupMembersRequestSchema>

export const ZGroupMembersResponseSchema = z.object({ changed: z.number(), memberCount: z.number() })
export type TGroupMembersResponse = z.infer<typeof ZGroupMembersResponseSchema>

/** DELETE answers. */
export const ZDeletedResponseSchema = z.object({ deleted: z.literal(true) })
export type TDeletedResponse = z.infer<typeof ZDeletedResponseSchema>
