CREATE TABLE "analytics_site_rollups" (
	"site_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
