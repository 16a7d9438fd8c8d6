CREATE TABLE "popup_click_sessions" (
	"popup_id" uuid NOT NULL,
	"session_id" text NOT NULL,
	"site_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "popup_click_sessions_popup_id_session_id_pk" PRIMARY KEY("popup_id","session_id")
);
--> statement-breakpoint
ALTER TABLE "popup_click_sessions" ADD CONSTRAINT "popup_click_sessions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;