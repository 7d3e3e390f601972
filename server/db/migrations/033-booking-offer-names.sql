-- A booking keeps its offer in each language the offer source names it in (decision 086), so that its
-- confirmation and mails read in each reader's language: {"ko": {...}}; English stays in `offer`.
alter table trip_bookings add column if not exists localized_offers jsonb not null default '{}'::jsonb;
