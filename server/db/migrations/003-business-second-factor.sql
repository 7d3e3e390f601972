-- A company may require every member to prove a second factor before any business call answers.
alter table companies add column require_two_factor boolean not null default false;
