-- Travel policies (issue 9, decision 054): each company's policy per vertical, one document a vertical
-- (settings, restrictions, preferences, advanced rules; shared/business/policy-schemas.ts validates it),
-- and the company's default order of results. Mirrors server/db/schema-policies.ts.

create table company_travel_policies (
  company_id uuid not null references companies (id) on delete cascade,
  vertical text not null check (vertical in ('flight', 'hotel', 'train', 'car')),
  policy jsonb not null,
  updated_at timestamptz not null default now(),
  updated_by uuid references users (id) on delete set null,
  primary key (company_id, vertical)
);

create table company_sort_orders (
  company_id uuid primary key references companies (id) on delete cascade,
  sort_order jsonb not null,
  updated_at timestamptz not null default now(),
  updated_by uuid references users (id) on delete set null
);
