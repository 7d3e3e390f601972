import { currentAcceptedVersions } from '../../../shared/legal/legal-versions.ts'
import type { TermsAcceptance } from '../../repositories/user.repository.ts'

const NOT_ACCEPTED: TermsAcceptance = { termsAcceptedAt: null, termsVersion: null, privacyVersion: null }

/**
 * What a sign-up records of its consent box (decision 096): the moment and the versions of the terms of
 * use and the privacy notice in force then (shared/legal/legal-versions.ts), which the form links to.
 */
export function termsAcceptance(consent: boolean, at: Date): TermsAcceptance {
  return consent ? { termsAcceptedAt: at, ...currentAcceptedVersions() } : NOT_ACCEPTED
}
