-- Company single sign-on over OpenID Connect (decision 022). Mirrors server/db/schema.ts.

create table sso_configs (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references companies (id) on delete cascade,
  display_name text not null,
  issuer_url text not null,
  client_id text not null,
  -- AES-256-GCM under a key derived from the server secret; never returned by any route.
  client_secret_enc text not null,
  email_domains text[] not null,
  active boolean not null default false,
  -- Local sign-in (password, e-mailed code...) refused for the domains while active, but break-glass.
  enforced boolean not null default false,
  -- Role of members created at their first SSO sign-in; a role of the same company.
  default_role_id uuid not null,
  -- Last successful trial sign-in; cleared whenever the issuer or client changes.
  tested_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (default_role_id, company_id) references roles (id, company_id)
);
create index sso_configs_company_id_idx on sso_configs (company_id);

-- The domains of active configurations: one owner per domain across every company.
create table sso_active_domains (
  domain text primary key,
  config_id uuid not null references sso_configs (id) on delete cascade
);
create index sso_active_domains_config_id_idx on sso_active_domains (config_id);

-- An account is found by (configuration, subject), never by the e-mail the provider asserts.
create table sso_identities (
  config_id uuid not null references sso_configs (id) on delete cascade,
  subject text not null,
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_sign_in_at timestamptz,
  primary key (config_id, subject),
  -- One identity per account and configuration: a second subject asserting the same e-mail is refused.
  unique (config_id, user_id)
);
create index sso_identities_user_id_idx on sso_identities (user_id);

-- A sign-in (or an admin's trial) started in one browser: single use, short-lived.
create table sso_attempts (
  id uuid primary key default gen_random_uuid(),
  -- sha-256 of the state sent to the provider; PKCE verifier and nonce are derived from it and the key.
  state_hash text not null unique,
  -- sha-256 of the browser's session-group secret: the callback must come back to the same browser.
  group_secret_hash text not null,
  config_id uuid not null references sso_configs (id) on delete cascade,
  purpose text not null check (purpose in ('signin', 'test')),
  redir text not null,
  sticky boolean not null default false,
  tester_user_id uuid references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index sso_attempts_expires_at_idx on sso_attempts (expires_at);
