CREATE SEQUENCE "public"."invoice_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "billing_issuers" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"registration_number" text NOT NULL,
	"address" text NOT NULL,
	"bank_transfer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_profiles" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"method" text DEFAULT 'bank_transfer' NOT NULL,
	"provider_customer" text,
	"provider_payment_method" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"account_path" text NOT NULL,
	"number" text NOT NULL,
	"month" text NOT NULL,
	"invoice_date" date NOT NULL,
	"due_date" date NOT NULL,
	"issuer_account_id" uuid,
	"issuer" jsonb NOT NULL,
	"recipient_name" text NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal" integer NOT NULL,
	"taxes" jsonb NOT NULL,
	"tax" integer NOT NULL,
	"total" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"replaces_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"account_path" text NOT NULL,
	"company_name" text NOT NULL,
	"month" text NOT NULL,
	"plan_id" uuid,
	"plan_name" text NOT NULL,
	"page_views" integer NOT NULL,
	"blocks_consumed" integer NOT NULL,
	"plan_fee" integer NOT NULL,
	"page_view_fee" integer NOT NULL,
	"license_fee" integer NOT NULL,
	"initial_fee" integer NOT NULL,
	"monthly_fee" integer NOT NULL,
	"total_fee" integer NOT NULL,
	"tax" integer NOT NULL,
	"total" integer NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"method" text NOT NULL,
	"provider_reference" text,
	"failure_code" text,
	"charge_attempts" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_issuers" ADD CONSTRAINT "billing_issuers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_profiles" ADD CONSTRAINT "billing_profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_replaces_idx" ON "invoices" USING btree ("replaces_id") WHERE "invoices"."replaces_id" is not null;--> statement-breakpoint
CREATE INDEX "invoices_payment_idx" ON "invoices" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "invoices_search_idx" ON "invoices" USING btree ("account_path" text_pattern_ops,"invoice_date","total");--> statement-breakpoint
CREATE INDEX "invoices_recipient_idx" ON "invoices" USING btree ("recipient_name");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_account_month_idx" ON "payments" USING btree ("account_id","month");--> statement-breakpoint
CREATE INDEX "payments_path_month_idx" ON "payments" USING btree ("account_path" text_pattern_ops,"month");--> statement-breakpoint
CREATE INDEX "payments_month_status_idx" ON "payments" USING btree ("month","status");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_reference_idx" ON "payments" USING btree ("provider_reference") WHERE "payments"."provider_reference" is not null;--> statement-breakpoint
-- hand-written:
-- Issued invoices are never changed or deleted (decision 067): a correction is a new row.
CREATE FUNCTION "invoices_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'issued invoices cannot be changed or deleted' USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "invoices_immutable" BEFORE UPDATE OR DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "invoices_immutable"();
