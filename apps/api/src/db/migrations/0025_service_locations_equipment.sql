CREATE TYPE "public"."equipment_type" AS ENUM('furnace', 'air_conditioner', 'heat_pump', 'boiler', 'air_handler', 'mini_split', 'water_heater', 'thermostat', 'other');--> statement-breakpoint
CREATE TYPE "public"."equipment_source" AS ENUM('manual', 'import', 'job', 'invoice');--> statement-breakpoint
CREATE TYPE "public"."equipment_status" AS ENUM('active', 'replaced', 'removed');--> statement-breakpoint
CREATE TYPE "public"."refrigerant_action" AS ENUM('added', 'recovered');--> statement-breakpoint
CREATE TABLE "service_locations" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"address2" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"access_notes" text,
	"contact_name" text,
	"contact_phone" text,
	"tax_group_id" uuid,
	"archived" boolean DEFAULT false NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(name, '') || ' ' || coalesce(address, '') || ' ' || coalesce(city, '') || ' ' || coalesce(zip_code, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_locations_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "equipment" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"type" "equipment_type" NOT NULL,
	"make" text,
	"model" text,
	"serial_number" text,
	"install_date" date,
	"warranty_parts_ends" date,
	"warranty_labour_ends" date,
	"refrigerant_type" text,
	"refrigerant_charge_oz" numeric(8, 2),
	"filter_size" text,
	"expected_life_years" integer NOT NULL,
	"replacement_due_on" date GENERATED ALWAYS AS ((install_date + expected_life_years * interval '1 year')::date) STORED,
	"notes" text,
	"status" "equipment_status" DEFAULT 'active' NOT NULL,
	"source" "equipment_source" DEFAULT 'manual' NOT NULL,
	"source_job_id" uuid,
	"source_invoice_id" uuid,
	"source_line_id" uuid,
	"source_unit" integer,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(serial_number, '') || ' ' || coalesce(make, '') || ' ' || coalesce(model, ''))) STORED,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "equipment_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "equipment_expected_life_check" CHECK (expected_life_years between 1 and 100),
	CONSTRAINT "equipment_charge_check" CHECK (refrigerant_charge_oz >= 0)
);
--> statement-breakpoint
CREATE TABLE "equipment_refrigerant_log" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"equipment_id" uuid NOT NULL,
	"action" "refrigerant_action" NOT NULL,
	"amount_oz" numeric(8, 2) NOT NULL,
	"refrigerant_type" text,
	"technician_id" uuid NOT NULL,
	"serviced_on" date NOT NULL,
	"job_id" uuid,
	"notes" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "equipment_refrigerant_log_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "equipment_refrigerant_log_amount_check" CHECK (amount_oz > 0)
);
--> statement-breakpoint
CREATE TABLE "service_job_equipment" (
	"tenant_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"equipment_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_job_equipment_tenant_id_job_id_equipment_id_pk" PRIMARY KEY("tenant_id","job_id","equipment_id")
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "creates_equipment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "equipment_type" "equipment_type";--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "service_agreements" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "service_jobs" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "service_jobs" ADD COLUMN "address_overridden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "service_locations" ADD CONSTRAINT "service_locations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The target of the (tenant, location, client) foreign keys below.
CREATE UNIQUE INDEX "service_locations_client_key" ON "service_locations" USING btree ("tenant_id","id","client_id");--> statement-breakpoint
ALTER TABLE "service_locations" ADD CONSTRAINT "service_locations_client_id_fk" FOREIGN KEY ("tenant_id","client_id") REFERENCES "public"."clients"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_location_fk" FOREIGN KEY ("tenant_id","location_id","client_id") REFERENCES "public"."service_locations"("tenant_id","id","client_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_source_job_fk" FOREIGN KEY ("tenant_id","source_job_id") REFERENCES "public"."service_jobs"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_source_invoice_fk" FOREIGN KEY ("tenant_id","source_invoice_id") REFERENCES "public"."invoices"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_refrigerant_log" ADD CONSTRAINT "equipment_refrigerant_log_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_refrigerant_log" ADD CONSTRAINT "equipment_refrigerant_log_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_refrigerant_log" ADD CONSTRAINT "equipment_refrigerant_log_equipment_fk" FOREIGN KEY ("tenant_id","equipment_id") REFERENCES "public"."equipment"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_refrigerant_log" ADD CONSTRAINT "equipment_refrigerant_log_technician_fk" FOREIGN KEY ("tenant_id","technician_id") REFERENCES "public"."technicians"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_refrigerant_log" ADD CONSTRAINT "equipment_refrigerant_log_job_fk" FOREIGN KEY ("tenant_id","job_id") REFERENCES "public"."service_jobs"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_job_equipment" ADD CONSTRAINT "service_job_equipment_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_job_equipment" ADD CONSTRAINT "service_job_equipment_job_fk" FOREIGN KEY ("tenant_id","job_id") REFERENCES "public"."service_jobs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_job_equipment" ADD CONSTRAINT "service_job_equipment_equipment_fk" FOREIGN KEY ("tenant_id","equipment_id") REFERENCES "public"."equipment"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_locations_client_idx" ON "service_locations" USING btree ("tenant_id","client_id","archived","created_at","id");--> statement-breakpoint
CREATE INDEX "service_locations_search_trgm" ON "service_locations" USING gin ("tenant_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "equipment_recent_idx" ON "equipment" USING btree ("tenant_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "equipment_location_idx" ON "equipment" USING btree ("tenant_id","location_id","status","type");--> statement-breakpoint
CREATE INDEX "equipment_client_idx" ON "equipment" USING btree ("tenant_id","client_id");--> statement-breakpoint
CREATE INDEX "equipment_type_idx" ON "equipment" USING btree ("tenant_id","type");--> statement-breakpoint
CREATE INDEX "equipment_parts_warranty_idx" ON "equipment" USING btree ("tenant_id","warranty_parts_ends") WHERE warranty_parts_ends is not null;--> statement-breakpoint
CREATE INDEX "equipment_labour_warranty_idx" ON "equipment" USING btree ("tenant_id","warranty_labour_ends") WHERE warranty_labour_ends is not null;--> statement-breakpoint
CREATE INDEX "equipment_replacement_idx" ON "equipment" USING btree ("tenant_id","replacement_due_on") WHERE replacement_due_on is not null;--> statement-breakpoint
CREATE INDEX "equipment_search_trgm" ON "equipment" USING gin ("tenant_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_source_line_key" ON "equipment" USING btree ("tenant_id","source_line_id","source_unit") WHERE source_line_id is not null;--> statement-breakpoint
CREATE INDEX "equipment_refrigerant_log_equipment_idx" ON "equipment_refrigerant_log" USING btree ("tenant_id","equipment_id","serviced_on" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "equipment_refrigerant_log_job_idx" ON "equipment_refrigerant_log" USING btree ("tenant_id","job_id");--> statement-breakpoint
CREATE INDEX "service_job_equipment_equipment_idx" ON "service_job_equipment" USING btree ("tenant_id","equipment_id","job_id");--> statement-breakpoint
CREATE INDEX "quotes_location_idx" ON "quotes" USING btree ("tenant_id","location_id");--> statement-breakpoint
CREATE INDEX "invoices_location_idx" ON "invoices" USING btree ("tenant_id","location_id");--> statement-breakpoint
CREATE INDEX "service_agreements_location_idx" ON "service_agreements" USING btree ("tenant_id","location_id");--> statement-breakpoint
CREATE INDEX "service_jobs_location_idx" ON "service_jobs" USING btree ("tenant_id","location_id","scheduled_date" DESC NULLS FIRST);--> statement-breakpoint
-- UUIDv7 in SQL (time-ordered like the ids the app makes), for rows the database itself creates.
CREATE OR REPLACE FUNCTION tw_uuid_v7() RETURNS uuid LANGUAGE sql VOLATILE AS $fn$
  SELECT encode(
    set_bit(set_bit(overlay(uuid_send(gen_random_uuid())
      PLACING substring(int8send(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3)
      FROM 1 FOR 6), 52, 1), 53, 1),
    'hex')::uuid
$fn$;
--> statement-breakpoint
-- Row-level security on the new tenant tables (grants come from 0001's default privileges).
SELECT tw_secure_tenant_tables();
--> statement-breakpoint
-- Every client has a service location from the start: the first is made from the client's address, whatever
-- inserts the client (the form, the CSV import's batches, the demo seed). One statement per batch.
CREATE OR REPLACE FUNCTION tw_client_first_location() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO service_locations (tenant_id, id, client_id, name, address, address2, city, state, zip_code,
    latitude, longitude)
  SELECT tenant_id, tw_uuid_v7(), id, 'Main location', address, address2, city, state, zip_code,
    latitude, longitude
  FROM new_rows;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER clients_first_location AFTER INSERT ON clients REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tw_client_first_location();
--> statement-breakpoint
-- A job, quote, invoice or agreement without a location is at its client's first (active) location; one
-- whose client changes while its location does not moves to the new client's first. The app passes the
-- location it resolved; this is the rule for every other writer (seed, bulk paths).
CREATE OR REPLACE FUNCTION tw_default_location() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF NEW.client_id IS NULL THEN
    NEW.location_id := NULL;
  ELSIF NEW.location_id IS NULL OR (TG_OP = 'UPDATE' AND NEW.client_id IS DISTINCT FROM OLD.client_id
      AND NEW.location_id IS NOT DISTINCT FROM OLD.location_id) THEN
    SELECT l.id INTO NEW.location_id FROM service_locations l
    WHERE l.tenant_id = NEW.tenant_id AND l.client_id = NEW.client_id
    ORDER BY l.archived, l.created_at, l.id LIMIT 1;
  END IF;
  RETURN NEW;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER service_jobs_default_location BEFORE INSERT OR UPDATE OF client_id, location_id ON service_jobs
  FOR EACH ROW EXECUTE FUNCTION tw_default_location();
--> statement-breakpoint
CREATE TRIGGER quotes_default_location BEFORE INSERT OR UPDATE OF client_id, location_id ON quotes
  FOR EACH ROW EXECUTE FUNCTION tw_default_location();
--> statement-breakpoint
CREATE TRIGGER invoices_default_location BEFORE INSERT OR UPDATE OF client_id, location_id ON invoices
  FOR EACH ROW EXECUTE FUNCTION tw_default_location();
--> statement-breakpoint
CREATE TRIGGER service_agreements_default_location BEFORE INSERT OR UPDATE OF client_id, location_id ON service_agreements
  FOR EACH ROW EXECUTE FUNCTION tw_default_location();
--> statement-breakpoint
-- The existing clients' addresses become their first locations (nothing lost: the client keeps its address as
-- the billing address), and every record points at it. As the platform role: the owner sees no rows under
-- forced RLS.
SET ROLE tradeworks_platform;
--> statement-breakpoint
INSERT INTO service_locations (tenant_id, id, client_id, name, address, address2, city, state, zip_code,
  latitude, longitude, created_at, updated_at)
SELECT tenant_id, tw_uuid_v7(), id, 'Main location', address, address2, city, state, zip_code, latitude,
  longitude, created_at, created_at
FROM clients;
--> statement-breakpoint
-- A job keeps its address; one typed differently from the client's address (as the job form wrote it then:
-- street, city, state ZIP) stays its own when the location is edited later.
UPDATE service_jobs j SET location_id = l.id,
  address_overridden = j.address IS DISTINCT FROM nullif(concat_ws(', ', nullif(c.address, ''),
    nullif(concat_ws(', ', nullif(c.city, ''), nullif(concat_ws(' ', nullif(c.state, ''), nullif(c.zip_code, '')), '')), '')), '')
FROM service_locations l JOIN clients c ON c.tenant_id = l.tenant_id AND c.id = l.client_id
WHERE l.tenant_id = j.tenant_id AND l.client_id = j.client_id;
--> statement-breakpoint
UPDATE quotes q SET location_id = l.id FROM service_locations l
WHERE l.tenant_id = q.tenant_id AND l.client_id = q.client_id;
--> statement-breakpoint
UPDATE invoices i SET location_id = l.id FROM service_locations l
WHERE l.tenant_id = i.tenant_id AND l.client_id = i.client_id;
--> statement-breakpoint
UPDATE service_agreements a SET location_id = l.id FROM service_locations l
WHERE l.tenant_id = a.tenant_id AND l.client_id = a.client_id;
--> statement-breakpoint
RESET ROLE;
--> statement-breakpoint
ALTER TABLE "service_jobs" ALTER COLUMN "location_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "location_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "location_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_location_fk" FOREIGN KEY ("tenant_id","location_id","client_id") REFERENCES "public"."service_locations"("tenant_id","id","client_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_location_fk" FOREIGN KEY ("tenant_id","location_id","client_id") REFERENCES "public"."service_locations"("tenant_id","id","client_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_agreements" ADD CONSTRAINT "service_agreements_location_fk" FOREIGN KEY ("tenant_id","location_id","client_id") REFERENCES "public"."service_locations"("tenant_id","id","client_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_jobs" ADD CONSTRAINT "service_jobs_location_fk" FOREIGN KEY ("tenant_id","location_id","client_id") REFERENCES "public"."service_locations"("tenant_id","id","client_id") ON DELETE restrict ON UPDATE no action;
