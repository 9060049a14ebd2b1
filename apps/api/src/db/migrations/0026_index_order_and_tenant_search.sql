DROP INDEX "audit_log_recent_idx";--> statement-breakpoint
DROP INDEX "audit_log_user_idx";--> statement-breakpoint
DROP INDEX "audit_log_platform_recent_idx";--> statement-breakpoint
DROP INDEX "email_outbox_recent_idx";--> statement-breakpoint
DROP INDEX "platform_audit_log_recent_idx";--> statement-breakpoint
DROP INDEX "platform_audit_log_user_idx";--> statement-breakpoint
DROP INDEX "platform_audit_log_tenant_idx";--> statement-breakpoint
DROP INDEX "client_contacts_client_idx";--> statement-breakpoint
DROP INDEX "client_contacts_recent_idx";--> statement-breakpoint
DROP INDEX "clients_recent_idx";--> statement-breakpoint
DROP INDEX "services_recent_idx";--> statement-breakpoint
DROP INDEX "services_search_trgm";--> statement-breakpoint
DROP INDEX "inventory_items_recent_idx";--> statement-breakpoint
DROP INDEX "inventory_items_search_trgm";--> statement-breakpoint
DROP INDEX "stock_movements_inventory_idx";--> statement-breakpoint
DROP INDEX "stock_movements_recent_idx";--> statement-breakpoint
DROP INDEX "purchase_orders_recent_idx";--> statement-breakpoint
DROP INDEX "purchase_orders_order_date_idx";--> statement-breakpoint
DROP INDEX "purchase_orders_search_trgm";--> statement-breakpoint
DROP INDEX "agreement_generator_runs_recent_idx";--> statement-breakpoint
DROP INDEX "service_agreements_recent_idx";--> statement-breakpoint
DROP INDEX "service_agreements_search_trgm";--> statement-breakpoint
DROP INDEX "job_assignments_job_idx";--> statement-breakpoint
DROP INDEX "service_jobs_recent_idx";--> statement-breakpoint
DROP INDEX "service_jobs_scheduled_idx";--> statement-breakpoint
DROP INDEX "service_jobs_search_trgm";--> statement-breakpoint
DROP INDEX "technicians_recent_idx";--> statement-breakpoint
DROP INDEX "technicians_search_trgm";--> statement-breakpoint
DROP INDEX "payments_paid_at_idx";--> statement-breakpoint
DROP INDEX "payments_recent_idx";--> statement-breakpoint
DROP INDEX "import_jobs_recent_idx";--> statement-breakpoint
DROP INDEX "portal_links_client_idx";--> statement-breakpoint
CREATE INDEX "audit_log_recent_idx" ON "audit_log" USING btree ("tenant_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_platform_recent_idx" ON "audit_log" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "email_outbox_recent_idx" ON "email_outbox" USING btree ("tenant_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "platform_audit_log_recent_idx" ON "platform_audit_log" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "platform_audit_log_user_idx" ON "platform_audit_log" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "platform_audit_log_tenant_idx" ON "platform_audit_log" USING btree ("subject_tenant_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "client_contacts_client_idx" ON "client_contacts" USING btree ("tenant_id","client_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "client_contacts_recent_idx" ON "client_contacts" USING btree ("tenant_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "clients_recent_idx" ON "clients" USING btree ("tenant_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "services_recent_idx" ON "services" USING btree ("tenant_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "services_search_trgm" ON "services" USING gin ("tenant_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inventory_items_recent_idx" ON "inventory_items" USING btree ("tenant_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "inventory_items_search_trgm" ON "inventory_items" USING gin ("tenant_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stock_movements_inventory_idx" ON "stock_movements" USING btree ("tenant_id","inventory_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "stock_movements_recent_idx" ON "stock_movements" USING btree ("tenant_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "purchase_orders_recent_idx" ON "purchase_orders" USING btree ("tenant_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "purchase_orders_order_date_idx" ON "purchase_orders" USING btree ("tenant_id","order_date" DESC NULLS FIRST,"po_number" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "purchase_orders_search_trgm" ON "purchase_orders" USING gin ("tenant_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "agreement_generator_runs_recent_idx" ON "agreement_generator_runs" USING btree ("tenant_id","finished_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "service_agreements_recent_idx" ON "service_agreements" USING btree ("tenant_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "service_agreements_search_trgm" ON "service_agreements" USING gin ("tenant_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_assignments_job_idx" ON "job_assignments" USING btree ("tenant_id","job_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "service_jobs_recent_idx" ON "service_jobs" USING btree ("tenant_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "service_jobs_scheduled_idx" ON "service_jobs" USING btree ("tenant_id","scheduled_date","id");--> statement-breakpoint
CREATE INDEX "service_jobs_search_trgm" ON "service_jobs" USING gin ("tenant_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "technicians_recent_idx" ON "technicians" USING btree ("tenant_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "technicians_search_trgm" ON "technicians" USING gin ("tenant_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_paid_at_idx" ON "payments" USING btree ("tenant_id","paid_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_recent_idx" ON "payments" USING btree ("tenant_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "import_jobs_recent_idx" ON "import_jobs" USING btree ("tenant_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "portal_links_client_idx" ON "portal_links" USING btree ("tenant_id","client_id","created_at" DESC NULLS FIRST);