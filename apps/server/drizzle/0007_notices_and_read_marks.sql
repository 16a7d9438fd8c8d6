CREATE TABLE "notice_reads" (
	"operator_id" uuid NOT NULL,
	"notice_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_reads_operator_id_notice_id_pk" PRIMARY KEY("operator_id","notice_id")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"sender_account_id" uuid,
	"author_id" uuid,
	"audience_path" text NOT NULL,
	"exact_account" boolean DEFAULT false NOT NULL,
	"targets" jsonb,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"news_url" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"message_key" text,
	"message_params" jsonb,
	"status" text DEFAULT 'publish' NOT NULL,
	"publication_type" text DEFAULT 'instant' NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"visible_from" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_notifications" ADD COLUMN "publication_type" text DEFAULT 'instant' NOT NULL;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_sender_account_id_accounts_id_fk" FOREIGN KEY ("sender_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_author_id_operators_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notices_inbox_idx" ON "notices" USING btree ("kind","visible_from");--> statement-breakpoint
CREATE INDEX "notices_sender_idx" ON "notices" USING btree ("sender_account_id","kind");