CREATE TABLE "import_jobs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid,
	"import_type" text NOT NULL,
	"file_name" text NOT NULL,
	"file" "bytea" NOT NULL,
	"status" text DEFAULT 'validating' NOT NULL,
	"mode" text,
	"mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"date_order" text,
	"result" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_rows" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"message" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_jobs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "import_mappings" (
	"tenant_id" uuid NOT NULL,
	"import_type" text NOT NULL,
	"mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_mappings_tenant_id_import_type_pk" PRIMARY KEY("tenant_id","import_type")
);
--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_mappings" ADD CONSTRAINT "import_mappings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_jobs_recent_idx" ON "import_jobs" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Row-level security on the new tenant tables (grants come from 0001's default privileges).
SELECT tw_secure_tenant_tables();
