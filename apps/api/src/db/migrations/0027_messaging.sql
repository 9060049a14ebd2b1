CREATE TYPE "public"."message_direction" AS ENUM('outbound', 'inbound');--> statement-breakpoint
CREATE TYPE "public"."sms_consent_status" AS ENUM('opted_in', 'opted_out');--> statement-breakpoint
CREATE TYPE "public"."sms_status" AS ENUM('queued', 'sending', 'sent', 'delivered', 'failed', 'captured', 'skipped', 'cancelled', 'received');--> statement-breakpoint
CREATE TABLE "message_threads" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"assignee_user_id" uuid,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_preview" text,
	"last_direction" "message_direction",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_threads_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "messaging_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"quiet_start" time DEFAULT '21:00' NOT NULL,
	"quiet_end" time DEFAULT '08:00' NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"review_url" text,
	"marketing_needs_opt_in" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_consents" (
	"tenant_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"status" "sms_consent_status" NOT NULL,
	"source" text NOT NULL,
	"keyword" text,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_consents_tenant_id_phone_pk" PRIMARY KEY("tenant_id","phone")
);
--> statement-breakpoint
CREATE TABLE "sms_message_counts" (
	"tenant_id" uuid NOT NULL,
	"status" "sms_status" NOT NULL,
	"kind" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sms_message_counts_tenant_id_status_kind_pk" PRIMARY KEY("tenant_id","status","kind")
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"direction" "message_direction" NOT NULL,
	"thread_id" uuid,
	"client_id" uuid,
	"to_number" text NOT NULL,
	"from_number" text,
	"body" text NOT NULL,
	"media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" "sms_status" DEFAULT 'queued' NOT NULL,
	"kind" text DEFAULT 'reply' NOT NULL,
	"urgent" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"skip_reason" text,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"provider_message_id" text,
	"dedupe_key" text,
	"related_entity" text,
	"related_id" text,
	"sent_by" uuid,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(body, '') || ' ' || coalesce(to_number, '') || ' ' || coalesce(from_number, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_messages_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_client_fk" FOREIGN KEY ("tenant_id","client_id") REFERENCES "public"."clients"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_settings" ADD CONSTRAINT "messaging_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_consents" ADD CONSTRAINT "sms_consents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_consents" ADD CONSTRAINT "sms_consents_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_message_counts" ADD CONSTRAINT "sms_message_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_thread_fk" FOREIGN KEY ("tenant_id","thread_id") REFERENCES "public"."message_threads"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_client_fk" FOREIGN KEY ("tenant_id","client_id") REFERENCES "public"."clients"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_threads_client_key" ON "message_threads" USING btree ("tenant_id","client_id");--> statement-breakpoint
CREATE INDEX "message_threads_recent_idx" ON "message_threads" USING btree ("tenant_id","last_message_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "message_threads_unread_idx" ON "message_threads" USING btree ("tenant_id","last_message_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE unread_count > 0;--> statement-breakpoint
CREATE INDEX "message_threads_assignee_idx" ON "message_threads" USING btree ("tenant_id","assignee_user_id","last_message_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sms_messages_due_idx" ON "sms_messages" USING btree ("next_attempt_at") WHERE status in ('queued', 'sending');--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_provider_key" ON "sms_messages" USING btree ("provider_message_id") WHERE provider_message_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_dedupe_key" ON "sms_messages" USING btree ("tenant_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "sms_messages_recent_idx" ON "sms_messages" USING btree ("tenant_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sms_messages_status_idx" ON "sms_messages" USING btree ("tenant_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sms_messages_kind_idx" ON "sms_messages" USING btree ("tenant_id","kind","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sms_messages_client_idx" ON "sms_messages" USING btree ("tenant_id","client_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sms_messages_thread_idx" ON "sms_messages" USING btree ("tenant_id","thread_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sms_messages_to_number_idx" ON "sms_messages" USING btree ("to_number","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sms_messages_related_idx" ON "sms_messages" USING btree ("tenant_id","related_entity","related_id");--> statement-breakpoint
CREATE INDEX "sms_messages_search_trgm" ON "sms_messages" USING gin ("tenant_id","search_text" gin_trgm_ops);--> statement-breakpoint
-- Row-level security on the new tenant tables (grants come from 0001's default privileges).
SELECT tw_secure_tenant_tables();
--> statement-breakpoint
-- sms_message_counts: texts per tenant, status and kind, kept by statement triggers (as payment_counts, 0010).
CREATE OR REPLACE FUNCTION tw_sms_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO sms_message_counts AS c (tenant_id, status, kind, count)
  SELECT tenant_id, status, kind, count(*) FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (tenant_id, status, kind) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tw_sms_counts_update() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO sms_message_counts AS c (tenant_id, status, kind, count)
  SELECT tenant_id, status, kind, sum(n) FROM (
    SELECT tenant_id, status, kind, 1 AS n FROM new_rows
    UNION ALL
    SELECT tenant_id, status, kind, -1 AS n FROM old_rows
  ) d GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (tenant_id, status, kind) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tw_sms_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE sms_message_counts c SET count = c.count - d.n
  FROM (SELECT tenant_id, status, kind, count(*) AS n FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3) d
  WHERE c.tenant_id = d.tenant_id AND c.status = d.status AND c.kind = d.kind;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER sms_counts_insert AFTER INSERT ON sms_messages REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tw_sms_counts_insert();
--> statement-breakpoint
CREATE TRIGGER sms_counts_update AFTER UPDATE ON sms_messages REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tw_sms_counts_update();
--> statement-breakpoint
CREATE TRIGGER sms_counts_delete AFTER DELETE ON sms_messages REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tw_sms_counts_delete();
--> statement-breakpoint
CREATE TRIGGER sms_counts_truncate AFTER TRUNCATE ON sms_messages
  FOR EACH STATEMENT EXECUTE FUNCTION tw_sales_counts_truncate('sms_message_counts');
