CREATE TABLE "agreement_generator_runs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"agreements_processed" integer DEFAULT 0 NOT NULL,
	"visits_created" integer DEFAULT 0 NOT NULL,
	"invoices_created" integer DEFAULT 0 NOT NULL,
	"renewals_created" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"trigger" text NOT NULL,
	CONSTRAINT "agreement_generator_runs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "service_agreement_invoices" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"agreement_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_agreement_invoices_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "service_agreement_services" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"agreement_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"quantity" numeric(10, 2) DEFAULT '1' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_agreement_services_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "service_agreements" ADD COLUMN "billing_schedule" text;--> statement-breakpoint
ALTER TABLE "service_agreements" ADD COLUMN "auto_renew" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "service_agreements" ADD COLUMN "visits_through" date;--> statement-breakpoint
ALTER TABLE "service_agreements" ADD COLUMN "next_billing_date" date;--> statement-breakpoint
ALTER TABLE "service_agreements" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_agreements" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "service_jobs" ADD COLUMN "visit_date" date;--> statement-breakpoint
ALTER TABLE "agreement_generator_runs" ADD CONSTRAINT "agreement_generator_runs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_agreement_invoices" ADD CONSTRAINT "service_agreement_invoices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_agreement_invoices" ADD CONSTRAINT "service_agreement_invoices_agreement_id_fk" FOREIGN KEY ("tenant_id","agreement_id") REFERENCES "public"."service_agreements"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_agreement_invoices" ADD CONSTRAINT "service_agreement_invoices_invoice_id_fk" FOREIGN KEY ("tenant_id","invoice_id") REFERENCES "public"."invoices"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_agreement_services" ADD CONSTRAINT "service_agreement_services_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_agreement_services" ADD CONSTRAINT "service_agreement_services_agreement_id_fk" FOREIGN KEY ("tenant_id","agreement_id") REFERENCES "public"."service_agreements"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_agreement_services" ADD CONSTRAINT "service_agreement_services_service_id_fk" FOREIGN KEY ("tenant_id","service_id") REFERENCES "public"."services"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreement_generator_runs_recent_idx" ON "agreement_generator_runs" USING btree ("tenant_id","finished_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "service_agreement_invoices_period_key" ON "service_agreement_invoices" USING btree ("tenant_id","agreement_id","period_start");--> statement-breakpoint
CREATE INDEX "service_agreement_invoices_invoice_idx" ON "service_agreement_invoices" USING btree ("tenant_id","invoice_id");--> statement-breakpoint
CREATE INDEX "service_agreement_services_agreement_idx" ON "service_agreement_services" USING btree ("tenant_id","agreement_id","sort_order");--> statement-breakpoint
CREATE INDEX "service_agreement_services_service_idx" ON "service_agreement_services" USING btree ("tenant_id","service_id");--> statement-breakpoint
ALTER TABLE "service_agreements" ADD CONSTRAINT "service_agreements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_agreements_next_billing_idx" ON "service_agreements" USING btree ("tenant_id","next_billing_date") WHERE next_billing_date is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "service_jobs_agreement_visit_key" ON "service_jobs" USING btree ("tenant_id","agreement_id","visit_date");--> statement-breakpoint
-- Row-level security for the new agreement tables (0001).
SELECT tw_secure_tenant_tables();
