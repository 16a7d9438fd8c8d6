CREATE TABLE "analytics_dwell_daily" (
	"site_id" uuid NOT NULL,
	"day" date NOT NULL,
	"lang" text NOT NULL,
	"device" text NOT NULL,
	"page_id" text NOT NULL,
	"bucket" smallint NOT NULL,
	"count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_dwell_daily_site_id_lang_device_day_page_id_bucket_pk" PRIMARY KEY("site_id","lang","device","day","page_id","bucket")
);
--> statement-breakpoint
CREATE TABLE "analytics_flow_daily" (
	"site_id" uuid NOT NULL,
	"day" date NOT NULL,
	"lang" text NOT NULL,
	"device" text NOT NULL,
	"from_page" text NOT NULL,
	"to_page" text NOT NULL,
	"moves" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_flow_daily_site_id_day_lang_device_from_page_to_page_pk" PRIMARY KEY("site_id","day","lang","device","from_page","to_page")
);
--> statement-breakpoint
CREATE TABLE "analytics_page_daily" (
	"site_id" uuid NOT NULL,
	"day" date NOT NULL,
	"lang" text NOT NULL,
	"device" text NOT NULL,
	"page_id" text NOT NULL,
	"visitors" integer NOT NULL,
	"views" integer NOT NULL,
	"exits" integer NOT NULL,
	"cta_clicks" integer NOT NULL,
	"link_clicks" integer NOT NULL,
	"product_clicks" integer NOT NULL,
	"popup_clicks" integer NOT NULL,
	"conversions" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_page_daily_site_id_day_lang_device_page_id_pk" PRIMARY KEY("site_id","day","lang","device","page_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_rollup_state" (
	"name" text PRIMARY KEY NOT NULL,
	"watermark" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_site_daily" (
	"site_id" uuid NOT NULL,
	"day" date NOT NULL,
	"lang" text NOT NULL,
	"device" text NOT NULL,
	"sessions" integer NOT NULL,
	"swiped_sessions" integer NOT NULL,
	"clicked_sessions" integer NOT NULL,
	"converted_sessions" integer NOT NULL,
	"page_views" bigint NOT NULL,
	"conversions" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_site_daily_site_id_day_lang_device_pk" PRIMARY KEY("site_id","day","lang","device")
);
--> statement-breakpoint
CREATE TABLE "analytics_site_dwell_daily" (
	"site_id" uuid NOT NULL,
	"day" date NOT NULL,
	"lang" text NOT NULL,
	"device" text NOT NULL,
	"bucket" smallint NOT NULL,
	"count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_site_dwell_daily_site_id_lang_device_day_bucket_pk" PRIMARY KEY("site_id","lang","device","day","bucket")
);
--> statement-breakpoint
CREATE TABLE "analytics_source_daily" (
	"site_id" uuid NOT NULL,
	"day" date NOT NULL,
	"lang" text NOT NULL,
	"device" text NOT NULL,
	"source" text NOT NULL,
	"sessions" integer NOT NULL,
	"converted_sessions" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_source_daily_site_id_day_lang_device_source_pk" PRIMARY KEY("site_id","day","lang","device","source")
);
--> statement-breakpoint
CREATE TABLE "analytics_tap_daily" (
	"site_id" uuid NOT NULL,
	"day" date NOT NULL,
	"lang" text NOT NULL,
	"device" text NOT NULL,
	"page_id" text NOT NULL,
	"cell_x" smallint NOT NULL,
	"cell_y" smallint NOT NULL,
	"taps" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_tap_daily_site_id_day_lang_device_page_id_cell_x_cell_y_pk" PRIMARY KEY("site_id","day","lang","device","page_id","cell_x","cell_y")
);
--> statement-breakpoint
CREATE TABLE "analytics_target_daily" (
	"site_id" uuid NOT NULL,
	"day" date NOT NULL,
	"lang" text NOT NULL,
	"device" text NOT NULL,
	"kind" text NOT NULL,
	"target_id" text NOT NULL,
	"page_id" text NOT NULL,
	"clicks" integer NOT NULL,
	"conversions" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_target_daily_site_id_day_lang_device_kind_target_id_page_id_pk" PRIMARY KEY("site_id","day","lang","device","kind","target_id","page_id")
);
--> statement-breakpoint
CREATE INDEX "analytics_dwell_daily_day_idx" ON "analytics_dwell_daily" USING btree ("site_id","day");--> statement-breakpoint
CREATE INDEX "analytics_site_dwell_daily_day_idx" ON "analytics_site_dwell_daily" USING btree ("site_id","day");--> statement-breakpoint
CREATE INDEX "analytics_tap_daily_page_idx" ON "analytics_tap_daily" USING btree ("site_id","page_id","day");--> statement-breakpoint
-- Hand-written: analytics_events is not a drizzle table (see 0002). The viewer's new events
-- (page_view, page_engagement, tap) and the conversions the server records.
ALTER TABLE "analytics_events" ADD COLUMN IF NOT EXISTS "device" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN IF NOT EXISTS "referrer_host" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN IF NOT EXISTS "utm_source" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN IF NOT EXISTS "utm_medium" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN IF NOT EXISTS "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN IF NOT EXISTS "utm_content" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN IF NOT EXISTS "utm_term" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN IF NOT EXISTS "duration_ms" integer;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN IF NOT EXISTS "x" smallint;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN IF NOT EXISTS "y" smallint;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN IF NOT EXISTS "conversion" text;--> statement-breakpoint
-- The rollup job finds the site-days that received events since its watermark; BRIN costs the
-- write path next to nothing on a table appended in time order.
CREATE INDEX IF NOT EXISTS "analytics_events_received_brin" ON "analytics_events" USING brin ("received_at");
