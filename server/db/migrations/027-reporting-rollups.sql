-- Reporting (issue 9, decision 058): live rollups of business bookings, kept by a trigger in the same
-- transaction as every change to trip_events, so that a report reads O(days) rows and a booking made a
-- second ago is already counted. Mirrors server/db/schema-reporting.ts.
-- Keys hold the nil uuid for "no group", "no office" and "no traveller" (a primary key cannot be null).

-- Bookings by the day they were booked (UTC). Cancelled bookings leave spend and count under cancelled.
create table reporting_daily (
  company_id uuid not null references companies (id) on delete cascade,
  day date not null,
  vertical text not null,
  group_key uuid not null,
  office_key uuid not null,
  -- 'in', 'out', or 'none' (no policy applied)
  policy_status text not null,
  currency text not null,
  bookings integer not null default 0,
  spend_minor bigint not null default 0,
  -- bookings that carried a policy budget, and the sum of (budget - price) over them
  budgeted integer not null default 0,
  savings_minor bigint not null default 0,
  cancelled integer not null default 0,
  cancelled_minor bigint not null default 0,
  primary key (company_id, day, vertical, group_key, office_key, policy_status, currency)
);

-- Approval turnaround (decided - requested) of approved or denied requests, by the month decided, as a
-- histogram of 10 % wide buckets (reporting_turnaround_bucket): median and p90 within one bucket. Months,
-- not days: a histogram per day and group and office is nearly a row per approval (measured, decision 058).
create table reporting_turnaround (
  company_id uuid not null references companies (id) on delete cascade,
  month date not null,
  vertical text not null,
  group_key uuid not null,
  office_key uuid not null,
  bucket smallint not null,
  approvals integer not null default 0,
  primary key (company_id, month, vertical, group_key, office_key, bucket)
);

-- Who booked in which month (not cancelled), for adoption: distinct travellers cannot be summed by day.
create table reporting_traveler_months (
  company_id uuid not null references companies (id) on delete cascade,
  month date not null,
  traveler_key uuid not null,
  vertical text not null,
  group_key uuid not null,
  office_key uuid not null,
  bookings integer not null default 0,
  primary key (company_id, month, traveler_key, vertical, group_key, office_key)
);

-- The tracker reads a company's booked events that have not ended yet.
create index trip_events_company_ends_idx on trip_events (company_id, (coalesce(ends_at, starts_at)))
  where company_id is not null and state = 'booked';

create function reporting_turnaround_bucket(seconds double precision) returns smallint
language sql immutable as $$
  select case when seconds < 60 then 0
    else least(250, 1 + floor(ln(seconds / 60.0) / ln(1.1)))::smallint end
$$;

create function reporting_apply(r trip_events, sign integer) returns void
language plpgsql as $$
declare
  g uuid := coalesce(r.traveler_group_id, '00000000-0000-0000-0000-000000000000');
  o uuid := coalesce(r.traveler_office_id, '00000000-0000-0000-0000-000000000000');
  live integer := case when r.state = 'booked' then 1 else 0 end;
  gone integer := case when r.state = 'cancelled' then 1 else 0 end;
  has_budget integer := case when r.policy_budget_minor is not null and r.state = 'booked' then 1 else 0 end;
begin
  -- A company being deleted: its rollups go with it (cascade), nothing to move.
  if r.company_id is null or not exists (select 1 from companies where id = r.company_id) then
    return;
  end if;
  if r.booked_at is not null then
    insert into reporting_daily as d (company_id, day, vertical, group_key, office_key, policy_status,
      currency, bookings, spend_minor, budgeted, savings_minor, cancelled, cancelled_minor)
    values (r.company_id, (r.booked_at at time zone 'UTC')::date, r.vertical, g, o,
      coalesce(r.policy_status, 'none'), r.currency, sign * live, sign * live * r.price_minor::bigint,
      sign * has_budget, sign * has_budget * (coalesce(r.policy_budget_minor, 0) - r.price_minor)::bigint,
      sign * gone, sign * gone * r.price_minor::bigint)
    on conflict (company_id, day, vertical, group_key, office_key, policy_status, currency) do update set
      bookings = d.bookings + excluded.bookings,
      spend_minor = d.spend_minor + excluded.spend_minor,
      budgeted = d.budgeted + excluded.budgeted,
      savings_minor = d.savings_minor + excluded.savings_minor,
      cancelled = d.cancelled + excluded.cancelled,
      cancelled_minor = d.cancelled_minor + excluded.cancelled_minor;
    if live = 1 then
      insert into reporting_traveler_months as m (company_id, month, traveler_key, vertical, group_key,
        office_key, bookings)
      values (r.company_id, date_trunc('month', r.booked_at at time zone 'UTC')::date,
        coalesce(r.traveler_user_id, '00000000-0000-0000-0000-000000000000'), r.vertical, g, o, sign)
      on conflict (company_id, month, traveler_key, vertical, group_key, office_key) do update set
        bookings = m.bookings + excluded.bookings;
    end if;
  end if;
  if r.approval_status in ('approved', 'denied') and r.approval_requested_at is not null
      and r.approval_decided_at is not null then
    insert into reporting_turnaround as a (company_id, month, vertical, group_key, office_key, bucket, approvals)
    values (r.company_id, date_trunc('month', r.approval_decided_at at time zone 'UTC')::date, r.vertical, g, o,
      reporting_turnaround_bucket(greatest(0, extract(epoch from r.approval_decided_at - r.approval_requested_at))),
      sign)
    on conflict (company_id, month, vertical, group_key, office_key, bucket) do update set
      approvals = a.approvals + excluded.approvals;
  end if;
end
$$;

create function reporting_trip_events_changed() returns trigger
language plpgsql as $$
begin
  if tg_op = 'UPDATE' and (old.company_id, old.state, old.booked_at, old.vertical, old.price_minor,
      old.currency, old.policy_status, old.policy_budget_minor, old.approval_status,
      old.approval_requested_at, old.approval_decided_at, old.traveler_group_id, old.traveler_office_id,
      old.traveler_user_id)
    is not distinct from (new.company_id, new.state, new.booked_at, new.vertical, new.price_minor,
      new.currency, new.policy_status, new.policy_budget_minor, new.approval_status,
      new.approval_requested_at, new.approval_decided_at, new.traveler_group_id, new.traveler_office_id,
      new.traveler_user_id) then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    perform reporting_apply(old, -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform reporting_apply(new, 1);
  end if;
  return null;
end
$$;

create trigger trip_events_reporting after insert or update or delete on trip_events
  for each row execute function reporting_trip_events_changed();

-- Recomputes one company's rollups from its bookings in three set-based statements: the backfill below,
-- bulk loads (the benchmark) and a repair if a rollup is ever doubted.
create function reporting_rebuild(p_company uuid) returns void
language plpgsql as $$
begin
  delete from reporting_daily where company_id = p_company;
  delete from reporting_turnaround where company_id = p_company;
  delete from reporting_traveler_months where company_id = p_company;
  insert into reporting_daily (company_id, day, vertical, group_key, office_key, policy_status, currency,
    bookings, spend_minor, budgeted, savings_minor, cancelled, cancelled_minor)
  select company_id, (booked_at at time zone 'UTC')::date, vertical,
    coalesce(traveler_group_id, '00000000-0000-0000-0000-000000000000'),
    coalesce(traveler_office_id, '00000000-0000-0000-0000-000000000000'),
    coalesce(policy_status, 'none'), currency,
    count(*) filter (where state = 'booked'),
    coalesce(sum(price_minor) filter (where state = 'booked'), 0),
    count(*) filter (where state = 'booked' and policy_budget_minor is not null),
    coalesce(sum(policy_budget_minor - price_minor)
      filter (where state = 'booked' and policy_budget_minor is not null), 0),
    count(*) filter (where state = 'cancelled'),
    coalesce(sum(price_minor) filter (where state = 'cancelled'), 0)
  from trip_events where company_id = p_company and booked_at is not null
  group by 1, 2, 3, 4, 5, 6, 7;
  insert into reporting_traveler_months (company_id, month, traveler_key, vertical, group_key, office_key,
    bookings)
  select company_id, date_trunc('month', booked_at at time zone 'UTC')::date,
    coalesce(traveler_user_id, '00000000-0000-0000-0000-000000000000'), vertical,
    coalesce(traveler_group_id, '00000000-0000-0000-0000-000000000000'),
    coalesce(traveler_office_id, '00000000-0000-0000-0000-000000000000'), count(*)
  from trip_events where company_id = p_company and state = 'booked'
  group by 1, 2, 3, 4, 5, 6;
  insert into reporting_turnaround (company_id, month, vertical, group_key, office_key, bucket, approvals)
  select company_id, date_trunc('month', approval_decided_at at time zone 'UTC')::date, vertical,
    coalesce(traveler_group_id, '00000000-0000-0000-0000-000000000000'),
    coalesce(traveler_office_id, '00000000-0000-0000-0000-000000000000'),
    reporting_turnaround_bucket(greatest(0, extract(epoch from approval_decided_at - approval_requested_at))),
    count(*)
  from trip_events where company_id = p_company and approval_status in ('approved', 'denied')
    and approval_requested_at is not null and approval_decided_at is not null
  group by 1, 2, 3, 4, 5, 6;
end
$$;

select reporting_rebuild(id) from companies;
