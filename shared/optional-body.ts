import { z } from 'zod'

/**
 * A body the caller may leave out: none (or null) is read as `{}`, as the routes' `request.body ?? {}` did
 * before their declarations (decision 107), so that a call without a body still gets the schema's defaults.
 */
export const optionalBody = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value: z.input<S> | null | undefined) => value ?? {}, schema)
