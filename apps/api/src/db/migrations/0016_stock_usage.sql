ALTER TABLE "inventory_items" DROP CONSTRAINT "inventory_items_stock_nonnegative";--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "invoice_id" uuid;--> statement-breakpoint
CREATE INDEX "stock_movements_job_idx" ON "stock_movements" USING btree ("tenant_id","job_id");--> statement-breakpoint
CREATE INDEX "stock_movements_invoice_idx" ON "stock_movements" USING btree ("tenant_id","invoice_id");