CREATE TABLE "job_tracking_links" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_tracking_links_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "service_jobs" ADD COLUMN "client_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messaging_settings" ADD COLUMN "review_min_job_value" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "messaging_settings" ADD COLUMN "review_once_per_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "messaging_settings" ADD COLUMN "automations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "job_tracking_links" ADD CONSTRAINT "job_tracking_links_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_tracking_links" ADD CONSTRAINT "job_tracking_links_job_fk" FOREIGN KEY ("tenant_id","job_id") REFERENCES "public"."service_jobs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_tracking_links_token_idx" ON "job_tracking_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "job_tracking_links_job_idx" ON "job_tracking_links" USING btree ("tenant_id","job_id");--> statement-breakpoint
-- Row-level security on the new tenant table (grants come from 0001's default privileges).
SELECT tw_secure_tenant_tables();
