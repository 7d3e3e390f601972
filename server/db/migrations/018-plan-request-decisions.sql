-- An operator completes or declines a pending plan upgrade (`npm run company-plan`, decision 034).
-- Mirrors server/db/schema-business.ts.

alter table company_plan_requests drop constraint company_plan_requests_status_check;
alter table company_plan_requests add constraint company_plan_requests_status_check
  check (status in ('PENDING', 'APPLIED', 'DECLINED'));
-- The operator's name as they gave it (not an account: operators work from the command line), and
-- their note, which stays internal: the audit log the company reads never carries it.
alter table company_plan_requests add column decided_by text;
alter table company_plan_requests add column decision_note text;
