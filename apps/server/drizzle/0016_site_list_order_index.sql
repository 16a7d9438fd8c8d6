DROP INDEX "sites_created_idx";--> statement-breakpoint
CREATE INDEX "sites_list_order_idx" ON "sites" USING btree ("created_at","id","account_id","status");