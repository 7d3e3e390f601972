-- People (issue 7, decision 036): fast user search, unique role names, groups. Mirrors server/db/schema.ts.

-- Substring search on name and e-mail, case-insensitive, on companies of 100,000 members: a trigram
-- index on one expression that the search repeats exactly (people-search.repository.ts). PGlite loads
-- the extension in server/db/database.ts; PostgreSQL ships it (trusted, no superuser needed).
-- Always in public, named in full below: tests run each in a schema of its own (search_path), and an
-- extension created inside one would vanish with it.
create extension if not exists pg_trgm with schema public;
create index users_search_trgm_idx on users
  using gin ((lower(first_name || ' ' || last_name || ' ' || email)) public.gin_trgm_ops);
-- The search pages members in name order within a company.
create index users_name_order_idx on users (lower(last_name), lower(first_name), id);

-- A role's name is unique in its company whatever its case or surrounding spaces (the table's own
-- unique (company_id, name) is exact only).
create unique index roles_company_name_key on roles (company_id, lower(btrim(name)));
create index business_profiles_role_idx on business_profiles (role_id);

-- Target of group memberships' composite key: a member and a group of the same company.
alter table business_profiles add constraint business_profiles_user_company_key unique (user_id, company_id);

create table business_groups (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  name text not null check (name <> ''),
  created_at timestamptz not null default now(),
  unique (id, company_id)
);
create unique index business_groups_company_name_key on business_groups (company_id, lower(btrim(name)));

-- A member may be in several groups; leaving the company (profile gone) or the group's deletion ends it.
create table business_group_members (
  group_id uuid not null,
  user_id uuid not null,
  company_id uuid not null,
  added_at timestamptz not null default now(),
  primary key (group_id, user_id),
  foreign key (group_id, company_id) references business_groups (id, company_id) on delete cascade,
  foreign key (user_id, company_id) references business_profiles (user_id, company_id) on delete cascade
);
create index business_group_members_user_idx on business_group_members (user_id);
