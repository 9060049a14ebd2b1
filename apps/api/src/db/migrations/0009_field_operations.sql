CREATE TABLE "service_job_services" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"quantity" numeric(10, 2) DEFAULT '1' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_job_services_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "service_jobs" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_jobs" ADD COLUMN "window_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_jobs" ADD COLUMN "window_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_jobs" ADD COLUMN "required_skills" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "service_jobs" ADD COLUMN "planned_arrival" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_jobs" ADD COLUMN "unplaced_reason" text;--> statement-breakpoint
ALTER TABLE "service_jobs" ADD COLUMN "invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "technicians" ADD COLUMN "home_address" text;--> statement-breakpoint
ALTER TABLE "technicians" ADD COLUMN "home_latitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "technicians" ADD COLUMN "home_longitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "technicians" ADD COLUMN "work_start" time DEFAULT '08:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "technicians" ADD COLUMN "work_end" time DEFAULT '17:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_job_services" ADD CONSTRAINT "service_job_services_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_job_services" ADD CONSTRAINT "service_job_services_job_id_fk" FOREIGN KEY ("tenant_id","job_id") REFERENCES "public"."service_jobs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_job_services" ADD CONSTRAINT "service_job_services_service_id_fk" FOREIGN KEY ("tenant_id","service_id") REFERENCES "public"."services"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_job_services_job_idx" ON "service_job_services" USING btree ("tenant_id","job_id","sort_order");--> statement-breakpoint
CREATE INDEX "service_job_services_service_idx" ON "service_job_services" USING btree ("tenant_id","service_id");--> statement-breakpoint
ALTER TABLE "service_jobs" ADD CONSTRAINT "service_jobs_invoice_id_fk" FOREIGN KEY ("tenant_id","invoice_id") REFERENCES "public"."invoices"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technicians" DROP COLUMN "current_jobs";--> statement-breakpoint
-- The new job-services table is a tenant table: forced row-level security like every other.
GRANT SELECT, INSERT, UPDATE, DELETE ON service_job_services TO tradeworks_app, tradeworks_platform;
--> statement-breakpoint
SELECT tw_secure_tenant_tables();
