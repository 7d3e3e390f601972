import { z } from 'zod'

/** POST /inbox/gmail/subscribe: the address to suggest at the provider, if any. */
export const ZInboxSubscribeRequestSchema = z.object({ loginHint: z.email().max(320).optional() }).strict()
export type TInboxSubscribeRequest = z.infer<typeof ZInboxSubscribeRequestSchema>

export const ZInboxSubscribeResponseSchema = z.object({ authorizationUrl: z.string() })
export type TInboxSubscribeResponse = z.infer<typeof ZInboxSubscribeResponseSchema>

/** POST /k/run/inbox/requests/gmail/subscription (form): what the provider sent back. */
export const ZInboxSubscriptionFormSchema = z
  .object({ code: z.string().min(1).max(2048), state: z.string().min(1).max(512) })
  .strict()
export type TInboxSubscriptionForm = z.infer<typeof ZInboxSubscriptionFormSchema>

/** GET, POST and DELETE subscription: the user's subscription now. */
export const ZInboxSubscriptionStatusSchema = z.object({
  /** Whether the server has a provider configured at all. */
  available: z.boolean(),
  subscribed: z.boolean(),
  /** The mailbox granted (the provider's verified e-mail), when subscribed. */
  email: z.string().nullable(),
  scopes: z.array(z.string()),
  grantedAt: z.string().nullable(),
})
export type TInboxSubscriptionStatus = z.infer<typeof ZInboxSubscriptionStatusSchema>
