ALTER TABLE "service_jobs" ADD COLUMN "client_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messaging_settings" ADD COLUMN "review_min_job_value" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "messaging_settings" ADD COLUMN "review_once_per_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "messaging_settings" ADD COLUMN "automations" jsonb DEFAULT '{}'::jsonb NOT NULL;