DROP INDEX "clients_status_idx";--> statement-breakpoint
CREATE INDEX "clients_status_idx" ON "clients" USING btree ("tenant_id","status","name","id");