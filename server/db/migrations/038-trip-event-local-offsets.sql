-- Each event's offset from UTC where it happens (a flight's departure, a check-in, a pick-up), taken from
-- the offer's own times when it is saved or booked, so that the trip shows local times and local days.
-- Null: an event saved before, or an offer with no place (shown in UTC as before).
alter table trip_events add column if not exists start_offset_minutes smallint
  check (start_offset_minutes between -1080 and 1080);
alter table trip_events add column if not exists end_offset_minutes smallint
  check (end_offset_minutes between -1080 and 1080);
