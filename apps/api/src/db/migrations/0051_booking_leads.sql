CREATE TYPE "public"."lead_kind" AS ENUM('booking', 'request');--> statement-breakpoint
CREATE TYPE "public"."lead_status" AS ENUM('new', 'contacted', 'quoted', 'won', 'lost');--> statement-breakpoint
CREATE TABLE "booking_settings" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"days_ahead" integer DEFAULT 14 NOT NULL,
	"require_confirmation" boolean DEFAULT false NOT NULL,
	"holidays" text[] DEFAULT '{}'::text[] NOT NULL,
	"phone" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_settings_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"reference" text NOT NULL,
	"kind" "lead_kind" NOT NULL,
	"status" "lead_status" DEFAULT 'new' NOT NULL,
	"lost_reason" text,
	"client_id" uuid NOT NULL,
	"job_id" uuid,
	"service_id" uuid,
	"service_name" text,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"email_key" text,
	"phone_key" text,
	"description" text,
	"preferred_times" text,
	"source" text NOT NULL,
	"page_url" text,
	"campaign" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"awaiting_confirmation" boolean DEFAULT false NOT NULL,
	"window_start" timestamp with time zone,
	"window_end" timestamp with time zone,
	"assignee_id" uuid,
	"next_follow_up" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "technician_time_off" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"technician_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "technician_time_off_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "bookable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "booking_duration_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "booking_price_from" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "booking_skills" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "booking_call_us" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD CONSTRAINT "booking_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_client_id_fk" FOREIGN KEY ("tenant_id","client_id") REFERENCES "public"."clients"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technician_time_off" ADD CONSTRAINT "technician_time_off_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technician_time_off" ADD CONSTRAINT "technician_time_off_technician_id_fk" FOREIGN KEY ("tenant_id","technician_id") REFERENCES "public"."technicians"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_settings_tenant_key" ON "booking_settings" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_reference_key" ON "leads" USING btree ("tenant_id","reference");--> statement-breakpoint
CREATE INDEX "leads_recent_idx" ON "leads" USING btree ("tenant_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_status_idx" ON "leads" USING btree ("tenant_id","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree ("tenant_id","email_key","created_at");--> statement-breakpoint
CREATE INDEX "leads_phone_idx" ON "leads" USING btree ("tenant_id","phone_key","created_at");--> statement-breakpoint
CREATE INDEX "leads_client_idx" ON "leads" USING btree ("tenant_id","client_id");--> statement-breakpoint
CREATE INDEX "technician_time_off_period_idx" ON "technician_time_off" USING btree ("tenant_id","starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "technician_time_off_technician_idx" ON "technician_time_off" USING btree ("tenant_id","technician_id","starts_at");--> statement-breakpoint
CREATE INDEX "services_bookable_idx" ON "services" USING btree ("tenant_id","name") WHERE "services"."bookable";--> statement-breakpoint
-- Row-level security on the new tenant tables (grants come from 0001's default privileges).
SELECT tw_secure_tenant_tables();
