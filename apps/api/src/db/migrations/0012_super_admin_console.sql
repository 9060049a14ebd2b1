CREATE TABLE "platform_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"default_plan" "tenant_plan" DEFAULT 'pro' NOT NULL,
	"super_admin_tenant_access" boolean DEFAULT true NOT NULL,
	"email_from" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform_audit_log" ADD COLUMN "summary" text;--> statement-breakpoint
ALTER TABLE "platform_audit_log" ADD COLUMN "subject_tenant_id" uuid;--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_platform_recent_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "platform_audit_log_user_idx" ON "platform_audit_log" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "platform_audit_log_tenant_idx" ON "platform_audit_log" USING btree ("subject_tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- The one settings row exists from the start, so reads never need a fallback.
INSERT INTO "platform_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_single_row" CHECK ("id" = 1);
--> statement-breakpoint
REVOKE ALL ON "platform_settings" FROM tradeworks_app;
--> statement-breakpoint
GRANT SELECT ON "platform_settings" TO tradeworks_app;
--> statement-breakpoint
-- A user's activity also lists what was done to them: sign-ins and account changes by entity id, and their
-- membership history by the member's id inside the change record.
CREATE INDEX "platform_audit_log_entity_idx" ON "platform_audit_log" USING btree ("entity", "entity_id", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX "platform_audit_log_member_idx" ON "platform_audit_log" USING btree (("changes" ->> 'userId'), "created_at" DESC) WHERE "entity" = 'membership';
