CREATE TABLE "tracking_links" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"job_id" uuid NOT NULL,
	"technician_id" uuid NOT NULL,
	"eta" timestamp with time zone,
	"eta_source" text,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracking_links_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "tracking_links" ADD CONSTRAINT "tracking_links_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_links" ADD CONSTRAINT "tracking_links_job_fk" FOREIGN KEY ("tenant_id","job_id") REFERENCES "public"."service_jobs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_links" ADD CONSTRAINT "tracking_links_technician_fk" FOREIGN KEY ("tenant_id","technician_id") REFERENCES "public"."technicians"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_links_token_key" ON "tracking_links" USING btree ("tenant_id","token_hash");--> statement-breakpoint
CREATE INDEX "tracking_links_token_idx" ON "tracking_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "tracking_links_job_idx" ON "tracking_links" USING btree ("tenant_id","job_id");--> statement-breakpoint
-- Row-level security on the new tenant table (grants come from 0001's default privileges).
SELECT tw_secure_tenant_tables();
