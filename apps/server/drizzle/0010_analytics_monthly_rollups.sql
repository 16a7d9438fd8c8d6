CREATE TABLE "analytics_dwell_monthly" (
	"site_id" uuid NOT NULL,
	"month" date NOT NULL,
	"lang" text NOT NULL,
	"device" text NOT NULL,
	"page_id" text NOT NULL,
	"bucket" smallint NOT NULL,
	"count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_dwell_monthly_site_id_lang_device_month_page_id_bucket_pk" PRIMARY KEY("site_id","lang","device","month","page_id","bucket")
);
--> statement-breakpoint
CREATE TABLE "analytics_page_monthly" (
	"site_id" uuid NOT NULL,
	"month" date NOT NULL,
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
	CONSTRAINT "analytics_page_monthly_site_id_month_lang_device_page_id_pk" PRIMARY KEY("site_id","month","lang","device","page_id")
);
--> statement-breakpoint
-- hand-written:
-- The monthly rows of the days rolled up before this migration.
INSERT INTO "analytics_page_monthly" ("site_id", "month", "lang", "device", "page_id", "visitors", "views", "exits", "cta_clicks", "link_clicks", "product_clicks", "popup_clicks", "conversions")
SELECT "site_id", date_trunc('month', "day")::date, "lang", "device", "page_id", sum("visitors"), sum("views"), sum("exits"), sum("cta_clicks"), sum("link_clicks"), sum("product_clicks"), sum("popup_clicks"), sum("conversions")
FROM "analytics_page_daily" GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO "analytics_dwell_monthly" ("site_id", "month", "lang", "device", "page_id", "bucket", "count")
SELECT "site_id", date_trunc('month', "day")::date, "lang", "device", "page_id", "bucket", sum("count")
FROM "analytics_dwell_daily" GROUP BY 1, 2, 3, 4, 5, 6;
