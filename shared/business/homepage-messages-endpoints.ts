import { defineEndpoint } from '../endpoint.ts'
import { RATE_LIMITS } from '../rate-limits.ts'
import {
  HOMEPAGE_MESSAGES_API as API,
  HomepageMessageErrorCode as E,
  HOMEPAGE_MESSAGES_PERMISSIONS,
  HOMEPAGE_MESSAGES_ROUTES,
} from './homepage-messages-contract.ts'
import {
  ZCurrentHomepageMessagesSchema,
  ZHomepageMessageDeleteResponseSchema,
  ZHomepageMessageListResponseSchema,
  ZHomepageMessageParamsSchema,
  ZHomepageMessageSaveSchema,
  ZHomepageMessageSchema,
} from './homepage-messages-schemas.ts'

const manage = { permissions: HOMEPAGE_MESSAGES_PERMISSIONS }
const write = RATE_LIMITS.write

/** Homepage messages (decision 057): admins write them; every member reads today's on the home page. */
export const homepageMessagesEndpoints = {
  messages: defineEndpoint({
    method: 'GET',
    path: API.messages,
    summary: "The company's homepage messages and the groups they may address",
    response: ZHomepageMessageListResponseSchema,
    business: manage,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: API.messages,
    summary: 'Writes a homepage message',
    body: ZHomepageMessageSaveSchema,
    response: ZHomepageMessageSchema,
    status: 201,
    business: manage,
    rateLimit: write,
    errors: [E.HOMEPAGE_MESSAGE_INVALID, E.HOMEPAGE_MESSAGE_LIMIT],
  }),
  save: defineEndpoint({
    method: 'PUT',
    path: HOMEPAGE_MESSAGES_ROUTES.message,
    summary: 'Changes a homepage message',
    params: ZHomepageMessageParamsSchema,
    body: ZHomepageMessageSaveSchema,
    response: ZHomepageMessageSchema,
    business: manage,
    rateLimit: write,
    errors: [E.HOMEPAGE_MESSAGE_NOT_FOUND, E.HOMEPAGE_MESSAGE_INVALID],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: HOMEPAGE_MESSAGES_ROUTES.message,
    summary: 'Deletes a homepage message',
    params: ZHomepageMessageParamsSchema,
    response: ZHomepageMessageDeleteResponseSchema,
    business: manage,
    rateLimit: write,
    errors: [E.HOMEPAGE_MESSAGE_NOT_FOUND],
  }),
  current: defineEndpoint({
    method: 'GET',
    path: API.current,
    summary: 'The messages the member sees on the home page today',
    response: ZCurrentHomepageMessagesSchema,
    business: { permissions: [] },
  }),
}
