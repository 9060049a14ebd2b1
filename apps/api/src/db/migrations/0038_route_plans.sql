CREATE TABLE "route_plans" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"plan_date" text NOT NULL,
	"result" jsonb NOT NULL,
	"writes" jsonb NOT NULL,
	"fingerprint" text NOT NULL,
	"previous" jsonb,
	"applied_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "route_plans_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "service_jobs" ADD COLUMN "anytime" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "route_plans" ADD CONSTRAINT "route_plans_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "route_plans_recent_idx" ON "route_plans" USING btree ("tenant_id","created_at");--> statement-breakpoint
-- Row-level security on the new tenant table (grants come from 0001's default privileges).
SELECT tw_secure_tenant_tables();
