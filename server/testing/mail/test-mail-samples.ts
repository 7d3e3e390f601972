import type { OutgoingMail, TMailMessage } from '../../mail/mailer.ts'

/** The booking the booking mails speak of: two nights in Tokyo. */
const TOKYO_STAY = {
  link: 'https://fernway.example/trips/abc234defghjkmnp',
  reference: 'K7M3Q9XA',
  item: 'Maple <Hotel> Shinjuku',
  place: 'Tokyo',
  startAt: '2027-01-08T15:00:00+09:00',
  endAt: '2027-01-10T11:00:00+09:00',
  timeZone: 'Asia/Tokyo',
  endTimeZone: 'Asia/Tokyo',
}

/** One message of every kind, with values a test can look for; a Record so a new kind must be added here. */
export const SAMPLE_MESSAGES: Readonly<Record<TMailMessage['kind'], TMailMessage>> = {
  confirm: { kind: 'confirm', link: 'https://fernway.example/auth/confirm#t=confirm-secret-1' },
  account_exists: {
    kind: 'account_exists',
    signInLink: 'https://fernway.example/?signin=1&from=mail',
    resetLink: 'https://fernway.example/auth/reset-password#t=reset-secret-2',
  },
  reset: { kind: 'reset', link: 'https://fernway.example/auth/reset-password#t=reset-secret-3' },
  magic_code: { kind: 'magic_code', code: '482913' },
  second_factor_code: { kind: 'second_factor_code', code: '482913' },
  email_change: { kind: 'email_change', link: 'https://fernway.example/auth/confirm#t=change-secret-4' },
  email_changed_notice: { kind: 'email_changed_notice', newEmail: 'new<b>@example.test' },
  password_changed: { kind: 'password_changed' },
  sign_in_attempts: { kind: 'sign_in_attempts', resetLink: 'https://fernway.example/?signin=forgot' },
  email_domain_verification: {
    kind: 'email_domain_verification',
    link: 'https://fernway.example/business/verify-domain#token=domain-secret-5',
    domain: 'outfitters.example',
  },
  company_deletion: {
    kind: 'company_deletion',
    link: 'https://fernway.example/business/company/delete?confirmationCode=AB12CD34&requestTime=1790000000000&token=delete-secret-5',
    companyName: 'Northwind <Outfitters>',
  },
  support_message: {
    kind: 'support_message',
    topic: 'Issue report: booking',
    companyName: 'Northwind Outfitters',
    from: 'dana@northwind.test',
    subject: 'Hotel <b>not</b> confirmed',
    description: 'The hotel says it has no booking.',
    bookingNumber: 'FW-1234',
    attachmentNames: 'receipt.pdf (12 KB)',
  },
  business_invitation: {
    kind: 'business_invitation',
    link: 'https://fernway.example/business/invitations#token=invite-secret-5',
    companyName: 'North<wind> & Co',
    inviter: 'admin@northwind.test',
  },
  business_signup_confirm: {
    kind: 'business_signup_confirm',
    link: 'https://fernway.example/business/get-started#confirm=signup-secret-5',
  },
  business_signup_exists: { kind: 'business_signup_exists', signInLink: 'https://fernway.example/?from=biz' },
  business_join_company: { kind: 'business_join_company', companyName: 'Northwind & Co' },
  business_company_confirm: {
    kind: 'business_company_confirm',
    link: 'https://fernway.example/business/get-started#confirm=company-secret-6',
    companyName: 'Acme Travel',
  },
  business_profile_confirm: {
    kind: 'business_profile_confirm',
    link: 'https://fernway.example/business/get-started#confirm=profile-secret-7',
    companyName: 'Acme Travel',
  },
  trip_shared: {
    kind: 'trip_shared',
    link: 'https://fernway.example/trips/abc234defghjkmnp',
    tripName: 'Seoul <in spring>',
    sharer: 'Dana Scully',
  },
  approval_request: {
    kind: 'approval_request',
    approveLink: 'https://fernway.example/business/approval-link#t=approval-secret-6&d=approve',
    denyLink: 'https://fernway.example/business/approval-link#t=approval-secret-6&d=deny',
    queueLink: 'https://fernway.example/business/approval',
    traveler: 'Ava <Chen>',
    item: 'Hotel Lisboa',
    price: 'USD 420.00',
    policy: 'out',
    reasons: [
      { code: 'OVER_CITY_CAP', values: { priceMinor: 42_000, budgetMinor: 30_000 } },
      { code: 'STARS_ABOVE_LIMIT', values: { stars: 5, maxStars: 4 } },
    ],
    currency: 'USD',
    outOfPolicyReason: 'Client meeting moved',
  },
  approval_notice: {
    kind: 'approval_notice',
    queueLink: 'https://fernway.example/business/approval',
    traveler: 'Ava Chen',
    item: 'Hotel Lisboa',
    price: 'USD 420.00',
    policy: 'out',
    reasons: [{ code: 'OVER_BUDGET', values: { priceMinor: 42_000, budgetMinor: 30_000 } }],
    currency: 'USD',
    outOfPolicyReason: 'Only hotel near the client',
  },
  approval_decided: {
    kind: 'approval_decided',
    link: 'https://fernway.example/trips',
    item: 'Hotel Lisboa',
    decision: 'approved',
    outcome: 'booked',
    approver: 'Priya Raman',
    comment: 'Have a good trip',
  },
  book_request_booked: {
    kind: 'book_request_booked',
    link: 'https://fernway.example/trips/abc234defghjkmnp',
    itemTitle: 'Hotel <Lisboa> Centro',
    processor: 'Rafael Ortiz',
  },
  book_request_declined: {
    kind: 'book_request_declined',
    link: 'https://fernway.example/trips/abc234defghjkmnp',
    itemTitle: 'Hotel <Lisboa> Centro',
    processor: 'Rafael Ortiz',
    comment: 'Please pick a hotel within the budget & try again.',
  },
  booking_confirmed: {
    kind: 'booking_confirmed',
    ...TOKYO_STAY,
    travellers: 'Dana Scully, Fox Mulder',
    amountMinor: 41_250,
    currency: 'USD',
    freeUntil: '2027-01-06T23:59:00+09:00',
  },
  booking_cancelled: {
    kind: 'booking_cancelled',
    ...TOKYO_STAY,
    travellers: 'Dana Scully',
    amountMinor: 41_250,
    currency: 'USD',
    freeUntil: null,
    refundMinor: 0,
    refundReason: 'notRefundable',
  },
}

/** The values of a message a reader must find in the mail: its links, code or new address. */
export function sampleValues(message: TMailMessage): string[] {
  return (
    Object.entries(message)
      // Approval mails' policy, reasons and decision are said in the catalogue's words, not shown as sent.
      // A booking's times, zones and amounts are formatted in the reader's language and zone.
      .filter(
        ([key]) =>
          ![
            'kind',
            'policy',
            'decision',
            'outcome',
            'reasons',
            'currency',
            'startAt',
            'endAt',
            'timeZone',
            'endTimeZone',
            'amountMinor',
            'freeUntil',
            'refundMinor',
            'refundReason',
          ].includes(key),
      )
      .map(([, value]) => String(value))
  )
}

export function sampleMail(message: TMailMessage, overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  return { to: 'dana@northwind.test', language: 'en', brandName: 'Fernway', message, ...overrides }
}
