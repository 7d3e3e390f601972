-- Embedded mode's metrics (issue 10 item 1, decision 049): what framed pages report through
-- POST /i/api/affiliate/ui/metrics/v1/{type}. Mirrors server/db/schema-embed.ts.
create table embed_metrics (
  id uuid primary key default gen_random_uuid(),
  -- a configured host origin (EMBED_HOST_ORIGINS) at the time of the call
  embed_origin text not null check (embed_origin ~ '^https?://[a-z0-9.-]+(:[0-9]{1,5})?$'),
  metric_type text not null check (metric_type in ('count', 'timing')),
  metric_name text not null check (metric_name ~ '^[a-z][A-Za-z0-9.]{0,63}$'),
  metric_value double precision not null check (metric_value >= 0 and metric_value <= 86400000),
  recorded_at timestamptz not null default now()
);
create index embed_metrics_by_origin on embed_metrics (embed_origin, recorded_at);
