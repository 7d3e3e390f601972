import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { ErrorCode } from '../errors.ts'
import { COMPANY_SETTINGS_API as API, CompanySettingsErrorCode as C } from './company-settings-contract.ts'
import {
  ZEntityListResponseSchema,
  ZEntityRequestSchema,
  ZEntitySchema,
  ZIdParamsSchema,
  ZOfficeListResponseSchema,
  ZOfficeRequestSchema,
  ZOfficeSchema,
  ZProgramCreateRequestSchema,
  ZProgramListResponseSchema,
  ZProgramSchema,
  ZProgramUpdateRequestSchema,
} from './company-settings-schemas.ts'

const manage = { permissions: ['COMPANY_SETTINGS_MANAGEMENT'] } as const
const programs = { permissions: ['COMPANY_CORPORATE_MEMBERSHIP_MANAGEMENT'] } as const
const saveErrors = [C.NAME_TAKEN, ErrorCode.NOT_FOUND]

/**
 * Offices, legal entities and corporate memberships ("programs") of the hub (decision 034): ids only ever
 * select within the caller's company. Writing takes company settings management (memberships their own).
 */
export const companyPlacesEndpoints = {
  // Any member may see the offices: a member picks theirs.
  offices: defineEndpoint({
    method: 'GET',
    path: API.offices,
    summary: "The company's offices",
    response: ZOfficeListResponseSchema,
    business: { permissions: [] },
  }),
  addOffice: defineEndpoint({
    method: 'POST',
    path: API.offices,
    summary: 'Adds an office',
    body: ZOfficeRequestSchema,
    response: ZOfficeSchema,
    status: 201,
    business: manage,
    errors: [C.LIMIT_REACHED, C.NAME_TAKEN],
  }),
  saveOffice: defineEndpoint({
    method: 'PUT',
    path: API.office,
    summary: 'Saves an office',
    params: ZIdParamsSchema,
    body: ZOfficeRequestSchema,
    response: ZOfficeSchema,
    business: manage,
    errors: saveErrors,
  }),
  removeOffice: defineEndpoint({
    method: 'DELETE',
    path: API.office,
    summary: 'Removes an office',
    params: ZIdParamsSchema,
    response: z.void(),
    status: 204,
    business: manage,
    errors: [ErrorCode.NOT_FOUND],
  }),
  // Entities carry billing details: admins only.
  entities: defineEndpoint({
    method: 'GET',
    path: API.entities,
    summary: "The company's legal entities and their billing details",
    response: ZEntityListResponseSchema,
    business: manage,
  }),
  addEntity: defineEndpoint({
    method: 'POST',
    path: API.entities,
    summary: 'Adds a legal entity',
    body: ZEntityRequestSchema,
    response: ZEntitySchema,
    status: 201,
    business: manage,
    errors: [C.LIMIT_REACHED, C.NAME_TAKEN, C.UNKNOWN_CURRENCY],
  }),
  saveEntity: defineEndpoint({
    method: 'PUT',
    path: API.entity,
    summary: 'Saves a legal entity',
    params: ZIdParamsSchema,
    body: ZEntityRequestSchema,
    response: ZEntitySchema,
    business: manage,
    errors: [...saveErrors, C.UNKNOWN_CURRENCY],
  }),
  removeEntity: defineEndpoint({
    method: 'DELETE',
    path: API.entity,
    summary: 'Removes a legal entity',
    params: ZIdParamsSchema,
    response: z.void(),
    status: 204,
    business: manage,
    errors: [ErrorCode.NOT_FOUND],
  }),
  // Account numbers go in; only their last four characters come out.
  programs: defineEndpoint({
    method: 'GET',
    path: API.programs,
    summary: "The company's corporate memberships, their account numbers masked",
    response: ZProgramListResponseSchema,
    business: programs,
  }),
  addProgram: defineEndpoint({
    method: 'POST',
    path: API.programAdd,
    summary: 'Adds a corporate membership',
    body: ZProgramCreateRequestSchema,
    response: ZProgramSchema,
    status: 201,
    business: programs,
    errors: [C.LIMIT_REACHED],
  }),
  saveProgram: defineEndpoint({
    method: 'PUT',
    path: API.program,
    summary: 'Saves a corporate membership (its account number only when it changes)',
    params: ZIdParamsSchema,
    body: ZProgramUpdateRequestSchema,
    response: ZProgramSchema,
    business: programs,
    errors: [ErrorCode.NOT_FOUND],
  }),
  removeProgram: defineEndpoint({
    method: 'DELETE',
    path: API.program,
    summary: 'Removes a corporate membership',
    params: ZIdParamsSchema,
    response: z.void(),
    status: 204,
    business: programs,
    errors: [ErrorCode.NOT_FOUND],
  }),
}
