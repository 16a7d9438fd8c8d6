-- The site-days rolled up before views, clicks and conversions were counted once per session
-- (docs/decisions/151) are marked 'event' until the recount job rolls them up again (decision 166);
-- the rollups of this version write 'session'.
ALTER TABLE "analytics_site_daily" ADD COLUMN "counting" text DEFAULT 'event' NOT NULL;--> statement-breakpoint
CREATE INDEX "analytics_site_daily_counted_per_event_idx" ON "analytics_site_daily" USING btree ("day","site_id") WHERE "analytics_site_daily"."counting" = 'event';
