-- Every share mail a sender has made (decision 047): re-sharing with an address does not mail it again
-- within a day, and a sender mails at most a day's worth of addresses. Rows outlive the shares, so
-- unsharing and sharing again does not reset either. Mirrors server/db/schema-trips.ts.
create table trip_share_mails (
  id uuid primary key default gen_random_uuid(),
  sender_user_id uuid not null references users(id) on delete cascade,
  email text not null,
  created_at timestamptz not null default now()
);
create index trip_share_mails_sender_time on trip_share_mails (sender_user_id, created_at);
