-- Business travel on bookings (issue 9, decision 053): what each business booking carried when it was
-- made, so that badges, approvals, payment, reporting fields and reports read one row, never a policy
-- as it is today. Mirrors server/db/schema-trips.ts.

alter table trip_events
  -- the verdict of the traveller's policy at booking time; null for personal bookings
  add column policy_status text check (policy_status in ('in', 'out')),
  -- the reasons, as codes with values (shared/business/policy-*.ts), in the order they were found
  add column policy_reasons jsonb not null default '[]'::jsonb,
  -- the budget that applied (fixed, or dynamic from the median), for savings against policy
  add column policy_budget_minor integer check (policy_budget_minor >= 0),
  -- the traveller's (or arranger's) reason for booking out of policy
  add column out_of_policy_reason text check (char_length(out_of_policy_reason) between 10 and 500),
  -- none asked: null. pending holds a pre-booking approval (state stays inCart) or a void-window one
  -- (state booked); expired is a pending one whose chain ended without a decision (the default applied)
  add column approval_status text
    check (approval_status in ('pending', 'approved', 'denied', 'expired', 'notified')),
  add column approval_requested_at timestamptz,
  add column approval_decided_at timestamptz,
  add column payment_kind text check (payment_kind in ('companyCard', 'personalCard', 'invoice')),
  add column payment_option_id uuid,
  -- trip reporting field values by field key (cost centre, project, custom fields)
  add column reporting_values jsonb not null default '{}'::jsonb,
  -- the traveller's office and first policy group when booked, so that reports by group and office do
  -- not move when people change teams later
  add column traveler_group_id uuid references business_groups (id) on delete set null,
  add column traveler_office_id uuid references company_offices (id) on delete set null;

-- Reports read a company's bookings by time; the queues read pending approvals.
create index trip_events_company_booked_idx on trip_events (company_id, booked_at)
  where company_id is not null and booked_at is not null;
create index trip_events_approval_pending_idx on trip_events (company_id, approval_requested_at)
  where approval_status = 'pending';
create index trip_events_traveler_group_idx on trip_events (traveler_group_id);
create index trip_events_traveler_office_idx on trip_events (traveler_office_id);
