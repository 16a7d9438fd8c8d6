CREATE TABLE "site_domains" (
	"site_id" uuid PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"token" text NOT NULL,
	"state" text NOT NULL,
	"problem" text,
	"started_at" timestamp with time zone NOT NULL,
	"last_checked_at" timestamp with time zone,
	"next_check_at" timestamp with time zone,
	"active_since" timestamp with time zone,
	"missing_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_domains" ADD CONSTRAINT "site_domains_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_domains_due_idx" ON "site_domains" USING btree ("next_check_at");--> statement-breakpoint
CREATE UNIQUE INDEX "site_domains_active_idx" ON "site_domains" USING btree ("domain") WHERE state = 'active';--> statement-breakpoint
ALTER TABLE "sites" DROP COLUMN "domain_setup";