/**
 * The current versions of our legal texts (decision 096): the one declaration the pages show and the
 * server records when someone accepts them. The texts live in content/legal/{language}/{document}.md; a
 * change to a text is a new version (web/features/legal-pages/legal-texts.test.ts holds each version's
 * fingerprint), and an older version stays readable in git history under its version.
 */
export const LEGAL_DOCUMENTS = ['terms', 'privacy'] as const
export type TLegalDocument = (typeof LEGAL_DOCUMENTS)[number]

export interface TLegalVersion {
  /** The version's name, an ISO date: what a registration records. */
  version: string
  /** The day the version takes effect (ISO date), shown on its page. */
  effectiveOn: string
}

export const LEGAL_VERSIONS: Readonly<Record<TLegalDocument, TLegalVersion>> = {
  terms: { version: '2026-11-30', effectiveOn: '2026-11-30' },
  privacy: { version: '2026-11-30', effectiveOn: '2026-11-30' },
}

/** What a registration stores beside its terms_accepted_at: the versions the person accepted. */
export interface TAcceptedVersions {
  termsVersion: string
  privacyVersion: string
}

/** The versions someone accepts now (the sign-up forms show the terms and the privacy notice together). */
export function currentAcceptedVersions(): TAcceptedVersions {
  return { termsVersion: LEGAL_VERSIONS.terms.version, privacyVersion: LEGAL_VERSIONS.privacy.version }
}
