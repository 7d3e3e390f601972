import type fc from 'fast-check'
import { z } from 'zod'
import type { TestCompany } from '../company/company-test-kit.ts'
import type { TestApp } from '../test-app.ts'

/** What a route's values may be drawn from: the fuzzer's own company, admin and passkey. */
export interface FuzzContext {
  company: TestCompany
  /** The fuzzer's admin (its password is the test password). */
  admin: { id: string; email: string }
  /** A user that is nobody's colleague, for support staff to name. */
  target: { id: string; email: string }
  /** An assertion of the admin's registered passkey for another challenge: it reaches the signature check. */
  passkey: {
    credentialId: string
    authenticatorData: string
    clientDataJSON: string
    signature: string
    userHandle: string
  }
}

/** A request as the server reads it, and how it was sent (for the rules below). */
export interface SentRequest {
  /**
   * Sent with the route's method as one of its callers (a member; a visitor on a visitor's route), with
   * that caller's cookie and form token, no odd header, and no body or a JSON one the parser reads: it
   * passed every gate.
   */
  clean: boolean
  /** The path's parameters as the router decodes them; null when one does not decode. */
  params: Record<string, string> | null
  /** Whether the path is the seed's (its real ids) rather than generated. */
  seeded: boolean
  query: Record<string, string | string[]>
  /** The body as the server parses it (JSON or a form); undefined when none or of another type. */
  body: unknown
  /**
   * Whether it holds what every route refuses with 400 before reading it: text no store keeps (NUL, lone
   * surrogates), or a prototype key in its JSON (the body parser's guard).
   */
  unreadable: boolean
}

/**
 * What the fuzzer knows of one route beyond the route table: the values that reach its checks, and
 * what its answers must be besides the rules of every route (decision 062). All optional.
 */
export interface RouteProfile {
  /** Body fields (JSON and forms) it reads that the seed does not show, or has no seed to show. */
  fields?: readonly string[]
  /** Query parameters it reads. */
  queryFields?: readonly string[]
  /** Values of its domain for those fields and the seed's (strings in forms and queries). */
  values?: (ctx: FuzzContext) => fc.Arbitrary<unknown>
  /** Whole JSON bodies of its domain's shape. */
  bodies?: (ctx: FuzzContext) => fc.Arbitrary<unknown>
  /**
   * A route a visitor uses (sign-in, sign-up, a mailed link): a visitor's browser as often as a member's,
   * and its requests pass the gates too.
   */
  visitors?: boolean
  /** Support staff call it too, besides the fuzzer's member. */
  support?: boolean
  /** Its body's schema: a body it refuses is never accepted (ASVS 16.5.1: no 2xx on a validation error). */
  body?: z.ZodType
  /** Its query's schema, likewise. */
  query?: z.ZodType
  /** The status a clean request gets when the body or query schema refuses it (else its statuses apply). */
  invalidStatus?: number
  /** The statuses a clean request may get (beside 429, and 400, 404 and 414 for generated paths). */
  statuses?: readonly number[] | ((sent: SentRequest) => readonly number[])
  /** The only 2xx and 3xx statuses it answers, to any request of its method. */
  accepts?: readonly number[]
  /** Where an answer below 400 sends the browser: a path of our own site carrying this parameter. */
  redirect?: { param: string; value: string }
  /** The shape of an accepted JSON answer. */
  answer?: z.ZodType
  /** What must hold of what is stored once it accepted a request; a problem, or null. */
  stored?: (t: TestApp) => Promise<string | null>
}

/** Statuses by path: the seed's real ids, or generated ones (which name nothing, so are refused). */
export const byId =
  (seeded: readonly number[], generated: readonly number[] = [400, 404]) =>
  (sent: SentRequest) =>
    sent.seeded ? seeded : generated

/** The fields of an object schema, also under a transform of it (a schema of another kind has none named). */
export function fieldsOf(schema: unknown): string[] {
  const object = schema instanceof z.ZodPipe ? schema.in : schema
  return object instanceof z.ZodObject ? Object.keys(object.shape) : []
}
