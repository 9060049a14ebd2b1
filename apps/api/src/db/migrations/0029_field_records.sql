CREATE TYPE "public"."checklist_item_kind" AS ENUM('yesno', 'number', 'text', 'choice', 'photo', 'signature');--> statement-breakpoint
CREATE TYPE "public"."time_entry_kind" AS ENUM('travel', 'on_job', 'shift');--> statement-breakpoint
CREATE TYPE "public"."time_entry_source" AS ENUM('field', 'office');--> statement-breakpoint
CREATE TABLE "checklist_template_services" (
	"tenant_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	CONSTRAINT "checklist_template_services_tenant_id_template_id_service_id_pk" PRIMARY KEY("tenant_id","template_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "checklist_templates" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"items" jsonb NOT NULL,
	"agreement_service_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(name, ''))) STORED,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checklist_templates_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "job_checklist_items" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"checklist_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"kind" "checklist_item_kind" NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"unit" text,
	"min" numeric(12, 3),
	"max" numeric(12, 3),
	"choices" text[],
	"answer_bool" boolean,
	"answer_number" numeric(12, 3),
	"answer_text" text,
	"answer_photo_id" uuid,
	"answer_signature" text,
	"out_of_range" boolean GENERATED ALWAYS AS (coalesce(answer_number < min, false) or coalesce(answer_number > max, false)) STORED NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" uuid,
	"answered_by_name" text,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_checklist_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "job_checklists" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"template_id" uuid,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"equipment_id" uuid,
	"last_answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_checklists_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "technician_cost_rates" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"technician_id" uuid NOT NULL,
	"hourly_rate" numeric(10, 2) NOT NULL,
	"effective_from" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "technician_cost_rates_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "technician_cost_rates_rate_check" CHECK (hourly_rate >= 0)
);
--> statement-breakpoint
CREATE TABLE "time_entries" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"technician_id" uuid NOT NULL,
	"kind" time_entry_kind NOT NULL,
	"job_id" uuid,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"start_latitude" numeric(9, 6),
	"start_longitude" numeric(9, 6),
	"start_accuracy_m" integer,
	"end_latitude" numeric(9, 6),
	"end_longitude" numeric(9, 6),
	"end_accuracy_m" integer,
	"source" time_entry_source DEFAULT 'field' NOT NULL,
	"notes" text,
	"correction_reason" text,
	"corrected_at" timestamp with time zone,
	"corrected_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_entries_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "time_entries_order_check" CHECK (ended_at is null or ended_at >= started_at),
	CONSTRAINT "time_entries_job_check" CHECK ((kind = 'shift') = (job_id is null))
);
--> statement-breakpoint
CREATE TABLE "timesheet_approvals" (
	"tenant_id" uuid NOT NULL,
	"technician_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"approved_by" uuid,
	"approved_by_name" text,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_approvals_tenant_id_technician_id_week_start_pk" PRIMARY KEY("tenant_id","technician_id","week_start")
);
--> statement-breakpoint
CREATE TABLE "timesheet_settings" (
	"tenant_id" uuid NOT NULL,
	"week_starts_on" integer DEFAULT 1 NOT NULL,
	"weekly_overtime_hours" numeric(5, 2) DEFAULT '40.00' NOT NULL,
	"daily_overtime_hours" numeric(5, 2),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_settings_tenant_id_pk" PRIMARY KEY("tenant_id"),
	CONSTRAINT "timesheet_settings_week_check" CHECK (week_starts_on between 0 and 6)
);
--> statement-breakpoint
CREATE TABLE "job_sign_offs" (
	"tenant_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"signer_name" text,
	"signature_data" text,
	"customer_not_present" boolean DEFAULT false NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_sign_offs_tenant_id_job_id_pk" PRIMARY KEY("tenant_id","job_id")
);
--> statement-breakpoint
ALTER TABLE "service_job_photos" ADD COLUMN "source" text DEFAULT 'portal' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_job_photos" ADD COLUMN "tag" text;--> statement-breakpoint
ALTER TABLE "service_job_photos" ADD COLUMN "caption" text;--> statement-breakpoint
ALTER TABLE "service_job_photos" ADD COLUMN "technician_id" uuid;--> statement-breakpoint
ALTER TABLE "service_job_photos" ADD COLUMN "equipment_id" uuid;--> statement-breakpoint
ALTER TABLE "service_job_photos" ADD COLUMN "portal_visible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "service_job_photos" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "service_job_photos" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "service_job_photos" ADD COLUMN "thumbnail" "bytea";--> statement-breakpoint
ALTER TABLE "service_job_photos" ADD COLUMN "taken_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_job_photos" ADD COLUMN "uploaded_by" uuid;--> statement-breakpoint
ALTER TABLE "checklist_template_services" ADD CONSTRAINT "checklist_template_services_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_template_services" ADD CONSTRAINT "checklist_template_services_template_fk" FOREIGN KEY ("tenant_id","template_id") REFERENCES "public"."checklist_templates"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_template_services" ADD CONSTRAINT "checklist_template_services_service_fk" FOREIGN KEY ("tenant_id","service_id") REFERENCES "public"."services"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_templates" ADD CONSTRAINT "checklist_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_templates" ADD CONSTRAINT "checklist_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_checklist_items" ADD CONSTRAINT "job_checklist_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_checklist_items" ADD CONSTRAINT "job_checklist_items_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_checklist_items" ADD CONSTRAINT "job_checklist_items_checklist_fk" FOREIGN KEY ("tenant_id","checklist_id") REFERENCES "public"."job_checklists"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_checklist_items" ADD CONSTRAINT "job_checklist_items_job_fk" FOREIGN KEY ("tenant_id","job_id") REFERENCES "public"."service_jobs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_checklist_items" ADD CONSTRAINT "job_checklist_items_photo_fk" FOREIGN KEY ("tenant_id","answer_photo_id") REFERENCES "public"."service_job_photos"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_checklists" ADD CONSTRAINT "job_checklists_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_checklists" ADD CONSTRAINT "job_checklists_job_fk" FOREIGN KEY ("tenant_id","job_id") REFERENCES "public"."service_jobs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technician_cost_rates" ADD CONSTRAINT "technician_cost_rates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technician_cost_rates" ADD CONSTRAINT "technician_cost_rates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technician_cost_rates" ADD CONSTRAINT "technician_cost_rates_technician_fk" FOREIGN KEY ("tenant_id","technician_id") REFERENCES "public"."technicians"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_corrected_by_users_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_technician_fk" FOREIGN KEY ("tenant_id","technician_id") REFERENCES "public"."technicians"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_job_fk" FOREIGN KEY ("tenant_id","job_id") REFERENCES "public"."service_jobs"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_approvals" ADD CONSTRAINT "timesheet_approvals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_approvals" ADD CONSTRAINT "timesheet_approvals_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_approvals" ADD CONSTRAINT "timesheet_approvals_technician_fk" FOREIGN KEY ("tenant_id","technician_id") REFERENCES "public"."technicians"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_settings" ADD CONSTRAINT "timesheet_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_sign_offs" ADD CONSTRAINT "job_sign_offs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_sign_offs" ADD CONSTRAINT "job_sign_offs_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_sign_offs" ADD CONSTRAINT "job_sign_offs_job_fk" FOREIGN KEY ("tenant_id","job_id") REFERENCES "public"."service_jobs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checklist_template_services_service_idx" ON "checklist_template_services" USING btree ("tenant_id","service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checklist_templates_name_key" ON "checklist_templates" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "checklist_templates_name_idx" ON "checklist_templates" USING btree ("tenant_id","name","id");--> statement-breakpoint
CREATE INDEX "checklist_templates_agreement_types_idx" ON "checklist_templates" USING gin ("agreement_service_types");--> statement-breakpoint
CREATE INDEX "checklist_templates_search_trgm" ON "checklist_templates" USING gin ("tenant_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_checklist_items_checklist_idx" ON "job_checklist_items" USING btree ("tenant_id","checklist_id","position");--> statement-breakpoint
CREATE INDEX "job_checklist_items_job_idx" ON "job_checklist_items" USING btree ("tenant_id","job_id");--> statement-breakpoint
CREATE INDEX "job_checklists_job_idx" ON "job_checklists" USING btree ("tenant_id","job_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "job_checklists_template_key" ON "job_checklists" USING btree ("tenant_id","job_id","template_id") WHERE template_id is not null;--> statement-breakpoint
CREATE INDEX "job_checklists_equipment_idx" ON "job_checklists" USING btree ("tenant_id","equipment_id","last_answered_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE equipment_id is not null and last_answered_at is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "technician_cost_rates_day_key" ON "technician_cost_rates" USING btree ("tenant_id","technician_id","effective_from");--> statement-breakpoint
CREATE INDEX "time_entries_technician_idx" ON "time_entries" USING btree ("tenant_id","technician_id","started_at");--> statement-breakpoint
CREATE INDEX "time_entries_job_idx" ON "time_entries" USING btree ("tenant_id","job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "time_entries_open_shift_key" ON "time_entries" USING btree ("tenant_id","technician_id") WHERE kind = 'shift' and ended_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "time_entries_open_job_key" ON "time_entries" USING btree ("tenant_id","technician_id","job_id","kind") WHERE job_id is not null and ended_at is null;--> statement-breakpoint
ALTER TABLE "service_job_photos" ADD CONSTRAINT "service_job_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_job_photos" ADD CONSTRAINT "service_job_photos_technician_fk" FOREIGN KEY ("tenant_id","technician_id") REFERENCES "public"."technicians"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_job_photos_equipment_idx" ON "service_job_photos" USING btree ("tenant_id","equipment_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE equipment_id is not null;--> statement-breakpoint
-- Row-level security on the new tenant tables (grants come from 0001's default privileges).
SELECT tw_secure_tenant_tables();
