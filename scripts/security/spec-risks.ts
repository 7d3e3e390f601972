/**
 * The checklist's "risks particular to the spec" and how each is covered: the rows whose tests show it
 * (their result comes from the run) and other test files that show what no row names.
 */
export interface SpecRisk {
  title: string
  how: string
  rows: string[]
  files: string[]
}

export const SPEC_RISKS: readonly SpecRisk[] = [
  {
    title: 'Embedded-mode generic request relay.',
    how:
      'The relay is read-only and allow-listed (decision 049): one allow-list in `shared/embed/relay-allow-list.ts`, ' +
      'used by the frame before it fetches and by the server on every relayed call, admits listed GET paths ' +
      'only, without cookies, the form token or authorization for public reads; the frame answers only ' +
      'its configured parent origin; relayed calls are limited per host and logged; frame-ancestors lists ' +
      'the configured hosts only. The journey embeds the site in a real host page in Chromium.',
    rows: ['33', '31', '28'],
    files: ['e2e/a-partner-page-embeds-fernway-and-asks-for-offers.spec.ts'],
  },
  {
    title: 'GET with side effects and a token in the URL.',
    how:
      'Every GET route of the route table is called, signed in, same-site and cross-site, and every table ' +
      'compared before and after: only the routes marked as needing the form token (add, switch) change ' +
      'anything, and those refuse a request without it; /signout and /s/ident/resend are pages that ask ' +
      '(decision 013), so a cross-site image signs nobody out. No secret is put in a URL: the switch names ' +
      'a session by its public tokenId, worthless in another browser, and the test searches every URL the ' +
      'GET answers hold (Location, links, JSON) for the cookie secret and the form token. Logs hide ' +
      'credentials that do come in a URL (a provider’s code and state, the company deletion link).',
    rows: ['29', '28'],
    files: [],
  },
  {
    title: 'Open redirects.',
    how:
      'One function (`shared/redirect.ts`) keeps only same-origin relative paths (one leading `/`, no `//`, ' +
      '`/\\`, encoded or control-character tricks); it is tested with foreign, scheme-relative, encoded and ' +
      'parser-confusing targets, and the SSO entry point and callback and the business verify page with ' +
      'what they receive.',
    rows: ['30'],
    files: [],
  },
  {
    title: 'Username enumeration.',
    how:
      'Sign-in, forgot, register, code requests, passkey `loginParams`, e-mail change, business signup and ' +
      'SSO break-glass answer a known and an unknown e-mail with the same status and body, and a wrong ' +
      'password costs the same hashing work as an unknown e-mail (it is verified against a decoy hash); ' +
      'passkey `loginParams` answers alike with or without passkeys, and sign-in gives one error for any ' +
      'credential it cannot use. The timing tests compare medians of paired answers (the password ones by ' +
      'the server’s CPU time) against a bound of 10 ms; a machine loaded far past its cores can upset them.',
    rows: ['17'],
    files: [],
  },
  {
    title: 'Social `accessToken` posted from the browser.',
    how:
      'A Google or Naver access token is accepted only after the provider’s token information names our ' +
      'client id; ID tokens are verified for signature, issuer, audience, expiry and nonce; accounts are ' +
      'found by (provider, subject), never by e-mail. Tests use real local providers (`oidc-provider`, a ' +
      'Naver peer) on loopback.',
    rows: ['14', '13', '12', '15'],
    files: [],
  },
  {
    title: 'Impersonation endpoints.',
    how:
      'Only support staff (granted by an operator, decision 021) may start it; every start, refusal and end ' +
      'is in an append-only trail; an impersonated session cannot change credentials or re-authenticate; ' +
      'the journey shows the banner in Chromium.',
    rows: ['39'],
    files: [
      'server/routes/impersonation/impersonation-end.route.test.ts',
      'e2e/support-staff-impersonates-a-customer.spec.ts',
    ],
  },
  {
    title: 'Logo upload.',
    how:
      'Size cap (413), type by magic bytes (JPEG, PNG, GIF; SVG and HTML refused with 400), re-encoded ' +
      'with sharp (a decompression bomb is refused), served with `nosniff`.',
    rows: ['41', '31'],
    files: [],
  },
  {
    title: 'Consent: fail closed, durable, append-only; no third-party tags before consent.',
    how:
      'No choice, a legacy cookie or an expired choice allows strictly necessary cookies only; records are ' +
      'append-only in the database (updates and deletes refused) and a retried save is recorded once; ' +
      'acknowledged records survive the database stopping mid-write; the journey records every request ' +
      'of a real Chromium and sees no third party reached before the visitor accepts. No checklist row ' +
      'names consent (it is in the spec’s §9 and the consent checklist), so these tests carry no tag.',
    rows: [],
    files: [
      'server/services/privacy/consent-record.service.test.ts',
      'server/services/privacy/consent-durability.test.ts',
      'server/routes/privacy/cookie-banner.route.test.ts',
      'e2e/a-visitor-is-not-tracked-before-consent.spec.ts',
    ],
  },
]
