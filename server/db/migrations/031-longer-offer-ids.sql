-- Flight offers of the offer source (decision 071) name their flights in their id, so that a save or a
-- booking re-prices exactly what was shown: a round trip with connections needs more than 100 characters.
alter table trip_events drop constraint if exists trip_events_offer_id_check;
alter table trip_events add constraint trip_events_offer_id_check
  check (char_length(offer_id) between 1 and 200);
