-- Global Vendor Lists imported with `npm run gvl` (decision 103), beside the bundled ones in content/iab.
-- Every version stays: stored TC strings name the list they were made against.
create table if not exists iab_vendor_lists (
  version integer primary key check (version > 0),
  list jsonb not null,
  vendor_count integer not null,
  imported_at timestamptz not null default now()
);
-- The IAB's purpose translations (purposes-xx.json) that came with a version, one row per language.
create table if not exists iab_purpose_translations (
  version integer not null references iab_vendor_lists (version) on delete cascade,
  language text not null check (language ~ '^[a-z]{2}(-[a-z]{2,4})?$'),
  translation jsonb not null,
  primary key (version, language)
);
