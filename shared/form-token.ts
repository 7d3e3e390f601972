import { z } from 'zod'

/** POST /s/run/formtoken (form data, no fields): answers the browser's anti-forgery token as a string. */
export const ZFormTokenRequestSchema = z.object({}).strict()
export type TFormTokenRequest = z.infer<typeof ZFormTokenRequestSchema>
export const ZFormTokenResponseSchema = z.string().min(16)
export type TFormTokenResponse = z.infer<typeof ZFormTokenResponseSchema>
