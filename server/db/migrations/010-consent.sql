-- Privacy and consent (docs/decisions/028-consent-records.md). Mirrors server/db/schema.ts.

-- Every consent action, appended and never changed: the proof of what a visitor chose and was shown
-- (consent checklist L-02). The id is the consent id the browser makes per action, so a retried write is
-- recorded once. No foreign keys: the proof outlives the accounts it names.
create table consent_records (
  id uuid primary key,
  subject_id uuid not null,
  user_id uuid,
  kind text not null check (kind in (
    'categories', 'iab_tcf', 'data_sharing', 'two_party', 'data_transfer', 'cookies_notice'
  )),
  action text not null check (action in (
    'accept_all', 'reject', 'partial', 'withdraw', 'gpc_auto', 'acknowledge', 'opt_out', 'opt_in', 'log'
  )),
  categories text[] not null default '{}',
  tc_string text,
  ac_string text,
  allow_data_sharing boolean,
  gpc boolean not null default false,
  regulation text not null,
  site text not null,
  cmp_id integer,
  cmp_version integer,
  ui_version text not null,
  text_version text,
  vendor_list_version integer,
  tcf_policy_version integer,
  policy_version text not null,
  locale text not null,
  -- IPv4 with its last octet zeroed, IPv6 cut to /48; null when none was known.
  ip_truncated text,
  recorded_at timestamptz not null default now()
);
create index consent_records_subject_idx on consent_records (subject_id, recorded_at desc);
create index consent_records_user_idx on consent_records (user_id, recorded_at desc) where user_id is not null;

create function consent_records_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'consent_records is append-only' using errcode = 'insufficient_privilege';
end
$$;
create trigger consent_records_no_update_or_delete
  before update or delete on consent_records
  for each row execute function consent_records_append_only();
create trigger consent_records_no_truncate
  before truncate on consent_records
  for each statement execute function consent_records_append_only();

-- A signed-in visitor's current choices, so that they follow the account to every device.
create table privacy_preferences (
  user_id uuid primary key references users (id) on delete cascade,
  categories text[],
  categories_at timestamptz,
  allow_data_sharing boolean,
  gpc boolean not null default false,
  tc_string text,
  ac_string text,
  vendor_list_version integer,
  tcf_at timestamptz,
  two_party_version text,
  data_transfer_version text,
  updated_at timestamptz not null default now()
);
