import type { TRefundReason } from '../../shared/booking/booking-contract.ts'
import type { TDecidedOutcome } from '../../shared/business/approval-outcome.ts'
import type { TReasonLike } from '../../shared/business/policy-reason-text.ts'
/** What the auth and account services send; the mailer renders it in the recipient's language. */
export type TMailMessage =
  | { kind: 'confirm'; link: string }
  | { kind: 'account_exists'; signInLink: string; resetLink: string }
  | { kind: 'reset'; link: string }
  | { kind: 'magic_code'; code: string }
  | { kind: 'second_factor_code'; code: string }
  | { kind: 'email_change'; link: string }
  | { kind: 'email_changed_notice'; newEmail: string }
  | { kind: 'password_changed' }
  /** Someone is guessing at the password from elsewhere (decision 091): once a day at most. */
  | { kind: 'sign_in_attempts'; resetLink: string }
  // To an address nobody has proven yet: no text a user chose beyond the domain (decision 089).
  | { kind: 'email_domain_verification'; link: string; domain: string }
  | { kind: 'company_deletion'; link: string; companyName: string }
  | {
      kind: 'support_message'
      /** What the member used: the account manager's form or an issue report, with its topic. */
      topic: string
      companyName: string
      from: string
      subject: string
      description: string
      bookingNumber: string
      attachmentNames: string
    }
  | { kind: 'business_invitation'; link: string; companyName: string; inviter: string }
  | { kind: 'business_signup_confirm'; link: string }
  | { kind: 'business_signup_exists'; signInLink: string }
  | { kind: 'business_join_company'; companyName: string }
  | { kind: 'business_company_confirm'; link: string; companyName: string }
  | { kind: 'business_profile_confirm'; link: string; companyName: string }
  /** A trip shared by e-mail (decision 043): who shared which trip, and its page. */
  | { kind: 'trip_shared'; link: string; tripName: string; sharer: string }
  /** An approval to decide (decision 055): one-click approve and deny (one secret), the queue, what is asked. */
  | ({
      kind: 'approval_request'
      approveLink: string
      denyLink: string
      queueLink: string
    } & ApprovalMailFacts)
  /** Notify-only approval: approvers are told of a booking, nothing to decide. */
  | ({ kind: 'approval_notice'; queueLink: string } & ApprovalMailFacts)
  /** The traveller (and the booker) hear of each decision, including the default on timeout. */
  | {
      kind: 'approval_decided'
      link: string
      item: string
      decision: 'approved' | 'denied' | 'expiredKept' | 'expiredCancelled'
      /** What the decision did to the booking, from the request's state after it (approval-outcome.ts). */
      outcome: TDecidedOutcome
      approver: string
      comment: string
    }
  /** Book on behalf (decision 056): a request to book was booked, or declined with a comment. */
  | { kind: 'book_request_booked'; link: string; itemTitle: string; processor: string }
  | { kind: 'book_request_declined'; link: string; itemTitle: string; processor: string; comment: string }
  /** A booking confirmed (decision 084): what, when in local time, who, the charge and the terms; an .ics attached. */
  | ({ kind: 'booking_confirmed' } & BookingMailFacts)
  /** A booking cancelled under its terms, and what was refunded. */
  | ({ kind: 'booking_cancelled'; refundMinor: number; refundReason: TRefundReason } & BookingMailFacts)

/** What a booking's mails say (the renderer formats dates and amounts in the reader's language). */
export interface BookingMailFacts {
  link: string
  reference: string
  item: string
  place: string
  /** Local times with their offsets, and the zones they are said in. */
  startAt: string
  endAt: string
  timeZone: string
  endTimeZone: string
  /** The travellers' names, comma-separated. */
  travellers: string
  /** What was charged (or is owed), in minor units of `currency`. */
  amountMinor: number
  currency: string
  /** The end of the free cancellation (local time with its offset); null: not refundable. */
  freeUntil: string | null
}

/** What an approval mail says about the booking; policy is in, out or none (no policy applied). */
export interface ApprovalMailFacts {
  traveler: string
  item: string
  price: string
  policy: 'in' | 'out' | 'none'
  /** The verdict's reasons with their figures, said in each reader's language (policy-reason-text.ts). */
  reasons: readonly TReasonLike[]
  /** The currency of the reasons' amounts (the booking's). */
  currency: string
  outOfPolicyReason: string
}

export interface OutgoingMail {
  to: string
  language: string
  brandName: string
  message: TMailMessage
  /** Files sent with the mail (SMTP only; the development outbox lists their names in the text). */
  attachments?: readonly MailAttachment[]
}

export interface MailAttachment {
  filename: string
  contentType: string
  content: Uint8Array
}

export interface Mailer {
  /** Resolves once the mail is accepted by the transport (SMTP server or outbox). */
  send(mail: OutgoingMail): Promise<void>
}
