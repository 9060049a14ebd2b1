CREATE TABLE "sms_media" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_media_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sms_media" ADD CONSTRAINT "sms_media_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_media" ADD CONSTRAINT "sms_media_message_fk" FOREIGN KEY ("tenant_id","message_id") REFERENCES "public"."sms_messages"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_media_message_idx" ON "sms_media" USING btree ("tenant_id","message_id");--> statement-breakpoint
-- Row-level security on the new tenant table (grants come from 0001's default privileges).
SELECT tw_secure_tenant_tables();
