-- Business members' lifecycle (issue 7, decision 033). Mirrors server/db/schema.ts.

-- A deactivated member keeps their profile (history, trips) but cannot act for the company; their
-- business sessions end when this is set. Reactivation clears it.
alter table business_profiles add column deactivated_at timestamptz;
-- Guests (the guest role template, or anyone outside the company's e-mail domains) have a sponsoring
-- member and may have an end of access, after which they count as deactivated.
alter table business_profiles add column sponsor_user_id uuid references users (id) on delete set null;
alter table business_profiles add column access_ends_at timestamptz;
-- Who added the member (invitation, import, SSO, signup); null for the company's founder and seed.
alter table business_profiles add column added_by_user_id uuid references users (id) on delete set null;
create index business_profiles_sponsor_idx on business_profiles (sponsor_user_id) where sponsor_user_id is not null;
