CREATE TABLE "analytics_site_rollups" (
	"site_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- hand-written:
-- The engaged-time histograms' keys carry their count, so the analysis reads them from the index
-- alone (index-only scans) without visiting the table (docs/decisions/119).
ALTER TABLE "analytics_dwell_daily" DROP CONSTRAINT "analytics_dwell_daily_site_id_lang_device_day_page_id_bucket_pk", ADD CONSTRAINT "analytics_dwell_daily_site_id_lang_device_day_page_id_bucket_pk" PRIMARY KEY("site_id","lang","device","day","page_id","bucket") INCLUDE ("count");
--> statement-breakpoint
ALTER TABLE "analytics_dwell_monthly" DROP CONSTRAINT "analytics_dwell_monthly_site_id_lang_device_month_page_id_bucket_pk", ADD CONSTRAINT "analytics_dwell_monthly_site_id_lang_device_month_page_id_bucket_pk" PRIMARY KEY("site_id","lang","device","month","page_id","bucket") INCLUDE ("count");
--> statement-breakpoint
ALTER TABLE "analytics_site_dwell_daily" DROP CONSTRAINT "analytics_site_dwell_daily_site_id_lang_device_day_bucket_pk", ADD CONSTRAINT "analytics_site_dwell_daily_site_id_lang_device_day_bucket_pk" PRIMARY KEY("site_id","lang","device","day","bucket") INCLUDE ("count");
