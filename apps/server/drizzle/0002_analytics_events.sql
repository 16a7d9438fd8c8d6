-- Analytics events: the hot write path, partitioned by month of receipt (see modules/analytics/event-store.ts).
CREATE TABLE IF NOT EXISTS "analytics_events" (
	"received_at" timestamp with time zone NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"site_id" uuid NOT NULL,
	"type" text NOT NULL,
	"page_id" text,
	"target_id" text,
	"popup_id" text,
	"lang" text,
	"session_id" text NOT NULL,
	"variation_id" text,
	"experiment_id" text
) PARTITION BY RANGE ("received_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "analytics_events_default" PARTITION OF "analytics_events" DEFAULT;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "analytics_events_site_time_idx" ON "analytics_events" ("site_id", "received_at");
