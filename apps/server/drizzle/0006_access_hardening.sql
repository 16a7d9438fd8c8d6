ALTER TABLE "mail_outbox" ADD COLUMN "masked_body" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "secret_link" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;