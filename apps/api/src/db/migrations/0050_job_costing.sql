ALTER TABLE "stock_movements" ADD COLUMN "unit_cost" numeric(10, 2);--> statement-breakpoint
CREATE INDEX "service_jobs_completed_idx" ON "service_jobs" USING btree ("tenant_id","completed_at") WHERE status = 'completed';--> statement-breakpoint
-- Existing movements take the cost their item has now (the best record there is of what they cost).
UPDATE "stock_movements" m SET "unit_cost" = i."cost" FROM "inventory_items" i WHERE i."tenant_id" = m."tenant_id" AND i."id" = m."inventory_id";
