-- The pickers' saved choices (decision 025). Mirrors server/db/schema.ts.

-- The currency a signed-in user saved from the currency picker; null: the site's.
alter table users add column currency text check (currency ~ '^[A-Z]{3}$');

-- The language (a site's locale) a business member chose; null: the site's.
alter table business_profiles add column locale_code text check (locale_code ~ '^[a-z]{2}-[A-Z]{2}$');
