CREATE TABLE "tax_group_rates" (
	"tenant_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"rate_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tax_group_rates_tenant_id_group_id_rate_id_pk" PRIMARY KEY("tenant_id","group_id","rate_id")
);
--> statement-breakpoint
CREATE TABLE "tax_groups" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(name, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_groups_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"rate" numeric(5, 4) NOT NULL,
	"jurisdiction" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(name, '') || ' ' || coalesce(jurisdiction, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "tax_group_id" uuid;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "tax_exempt" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "tax_exempt_certificate" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "tax_exempt_until" date;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "taxable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "taxable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_line_items" ADD COLUMN "taxable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "tax_group_id" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "tax_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "tax_recomputed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice_line_items" ADD COLUMN "taxable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tax_group_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tax_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tax_recomputed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tax_group_rates" ADD CONSTRAINT "tax_group_rates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_group_rates" ADD CONSTRAINT "tax_group_rates_group_fk" FOREIGN KEY ("tenant_id","group_id") REFERENCES "public"."tax_groups"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_group_rates" ADD CONSTRAINT "tax_group_rates_rate_fk" FOREIGN KEY ("tenant_id","rate_id") REFERENCES "public"."tax_rates"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_groups" ADD CONSTRAINT "tax_groups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_group_rates_rate_idx" ON "tax_group_rates" USING btree ("tenant_id","rate_id");--> statement-breakpoint
CREATE INDEX "tax_groups_name_idx" ON "tax_groups" USING btree ("tenant_id","name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_groups_default_key" ON "tax_groups" USING btree ("tenant_id") WHERE is_default;--> statement-breakpoint
CREATE INDEX "tax_groups_search_trgm" ON "tax_groups" USING gin ("tenant_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tax_rates_name_idx" ON "tax_rates" USING btree ("tenant_id","name","id");--> statement-breakpoint
CREATE INDEX "tax_rates_search_trgm" ON "tax_rates" USING gin ("tenant_id","search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_tax_group_fk" FOREIGN KEY ("tenant_id","tax_group_id") REFERENCES "public"."tax_groups"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Until now the column kept any id as given (issue 35); no tax group existed, so none can be kept.
UPDATE "service_locations" SET "tax_group_id" = NULL WHERE "tax_group_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "service_locations" ADD CONSTRAINT "service_locations_tax_group_fk" FOREIGN KEY ("tenant_id","tax_group_id") REFERENCES "public"."tax_groups"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clients_tax_group_idx" ON "clients" USING btree ("tenant_id","tax_group_id");--> statement-breakpoint
CREATE INDEX "service_locations_tax_group_idx" ON "service_locations" USING btree ("tenant_id","tax_group_id");--> statement-breakpoint
-- Documents made before tax groups had one rate: their one component, so every document answers taxLines.
UPDATE "quotes" SET "tax_lines" = jsonb_build_array(jsonb_build_object('rateId', null, 'name', 'Tax', 'jurisdiction', null, 'rate', "tax_rate"::text, 'taxableAmount', "subtotal"::text, 'amount', "tax_amount"::text));--> statement-breakpoint
UPDATE "invoices" SET "tax_lines" = jsonb_build_array(jsonb_build_object('rateId', null, 'name', 'Tax', 'jurisdiction', null, 'rate', "tax_rate"::text, 'taxableAmount', "subtotal"::text, 'amount', "tax_amount"::text));--> statement-breakpoint
-- Row-level security on the new tenant tables (grants come from 0001's default privileges).
SELECT tw_secure_tenant_tables();
