DROP INDEX "clients_name_idx";--> statement-breakpoint
CREATE INDEX "clients_name_idx" ON "clients" USING btree ("tenant_id","name","id");