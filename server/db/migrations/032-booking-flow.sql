-- The booking flow (issue 25 item 4, decision 084): what a booking of an offer source's offer was made
-- with, one row per booked event, beside trip_events (whose state the trip events repository alone
-- writes, decision 080). Travellers' passport numbers are kept masked but for their last four
-- characters; a card is kept as its brand, last four digits and the provider's reference, never its
-- number or code. Mirrors server/db/schema-trips.ts.

create table trip_bookings (
  event_id uuid primary key references trip_events (id) on delete cascade,
  -- what the traveller quotes: eight letters and digits without look-alikes
  reference text not null unique check (reference ~ '^[A-Z0-9]{8}$'),
  supplier_reference text not null check (char_length(supplier_reference) between 1 and 100),
  -- what was booked, as the review showed it (shared/booking/booking-schemas.ts, TBookingOffer)
  offer jsonb not null,
  travellers jsonb not null default '[]'::jsonb,
  -- the terms at booking: refundable, and until when a cancellation refunds everything
  refundable boolean not null,
  free_until timestamptz,
  free_until_local text check (char_length(free_until_local) <= 40),
  -- card: a personal booking's card charge; company: the company's payment option pays (trip_events)
  payment_kind text not null check (payment_kind in ('card', 'company')),
  amount_minor integer not null check (amount_minor >= 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  -- the amount in the visitor's currency when booked; null when it was the same
  visitor_amount_minor integer,
  visitor_currency text check (visitor_currency ~ '^[A-Z]{3}$'),
  card_brand text check (card_brand in ('visa', 'mastercard', 'amex', 'discover', 'jcb', 'unionpay', 'other')),
  card_last4 text check (card_last4 ~ '^[0-9]{4}$'),
  payment_reference text check (char_length(payment_reference) <= 100),
  refund_amount_minor integer check (refund_amount_minor >= 0),
  refund_reason text check (refund_reason in ('freeCancellation', 'freeCancellationEnded', 'notRefundable')),
  refund_reference text check (char_length(refund_reference) <= 100),
  refunded_at timestamptz,
  -- the brand and site the booking was made on, which its mails name and link to
  brand_name text not null check (char_length(brand_name) between 1 and 100),
  site_origin text not null check (char_length(site_origin) between 1 and 200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((payment_kind = 'card') = (card_last4 is not null and payment_reference is not null))
);
