-- Which versions of the terms of use and the privacy notice a person accepted (decision 096), beside the
-- moment they accepted them. Null: no acceptance, or one given before the texts were versioned.
alter table users add column if not exists terms_version text;
alter table users add column if not exists privacy_version text;
-- A company signup carries them until its link is opened and the founder's account is made.
alter table business_signups add column if not exists terms_version text;
alter table business_signups add column if not exists privacy_version text;
