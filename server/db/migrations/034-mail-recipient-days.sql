-- Mail to addresses nobody has proven (signup, domain, invitation, share), counted per recipient and day
-- (decision 089), so that nobody can make us mail one stranger again and again. The address is kept only
-- as an HMAC; rows older than a few days are deleted as they are read.
create table if not exists mail_recipient_days (
  recipient_hash text not null,
  day date not null,
  sent integer not null default 0,
  primary key (recipient_hash, day)
);
