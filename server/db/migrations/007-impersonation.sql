-- Support impersonation (docs/decisions/021-support-impersonation.md). Mirrors server/db/schema.ts.

-- Who may act as a customer. Only the operator command (npm run support-staff) writes here: no route
-- grants it, and production seeds nothing.
create table support_staff (
  user_id uuid primary key references users (id) on delete cascade,
  granted_at timestamptz not null default now(),
  -- Who ran the operator command, as the operator typed it (their name or ticket), for the trail.
  granted_by text not null check (granted_by <> ''),
  note text
);

-- Every start, end and refusal of an impersonation and every grant of the role, appended and never
-- changed. No foreign keys: the trail outlives the accounts it names, so it keeps e-mails as they were.
create table impersonation_audit (
  id uuid primary key default gen_random_uuid(),
  event text not null check (event in (
    'start', 'end', 'start_refused', 'action_refused', 'staff_granted', 'staff_revoked'
  )),
  occurred_at timestamptz not null default now(),
  supporter_user_id uuid,
  supporter_email text,
  target_user_id uuid,
  target_email text,
  -- The impersonated session, and the supporter's own one that it returns to.
  session_id text,
  supporter_session_id text,
  reason text,
  expires_at timestamptz,
  -- A refusal's code, an end's cause (ended, expired, signout) or the refused route.
  detail text,
  ip_address text,
  user_agent text
);
create index impersonation_audit_session_idx on impersonation_audit (session_id);
create index impersonation_audit_occurred_idx on impersonation_audit (occurred_at desc, id desc);

create function impersonation_audit_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'impersonation_audit is append-only' using errcode = 'insufficient_privilege';
end
$$;
create trigger impersonation_audit_no_update_or_delete
  before update or delete on impersonation_audit
  for each row execute function impersonation_audit_append_only();
create trigger impersonation_audit_no_truncate
  before truncate on impersonation_audit
  for each statement execute function impersonation_audit_append_only();

-- A session's impersonations are looked up by group when they end.
create index sessions_impersonated_idx on sessions (group_id) where impersonator_user_id is not null;
