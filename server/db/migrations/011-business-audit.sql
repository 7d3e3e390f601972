-- The audit log of business administration (issue 7, decision 033): who changed what in a company, and
-- when. Rows are appended and never changed (trigger below). Actor and target
-- keep their e-mail as it was, so the trail still reads after an account is gone.
create table business_audit_log (
  id uuid primary key default gen_random_uuid(),
  -- the order of appends, for paging (timestamps may tie)
  seq bigint generated always as identity unique,
  company_id uuid not null references companies (id) on delete cascade,
  occurred_at timestamptz not null default now(),
  actor_user_id uuid,
  actor_email text,
  -- support staff acting as the actor (decision 021)
  impersonator_user_id uuid,
  action text not null check (action ~ '^[a-z][a-zA-Z]*(\.[a-z][a-zA-Z]*)+$'),
  target_type text,
  target_id text,
  target_label text,
  details jsonb not null default '{}'::jsonb
);
create index business_audit_log_company_idx on business_audit_log (company_id, seq desc);

-- Updates are refused; a row goes only with its company (deleting a company erases its data).
create function business_audit_log_append_only() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' and not exists (select 1 from companies where id = old.company_id) then
    return old;
  end if;
  raise exception 'business_audit_log is append-only' using errcode = 'insufficient_privilege';
end $$;
create trigger business_audit_log_no_change before update or delete on business_audit_log
  for each row execute function business_audit_log_append_only();
