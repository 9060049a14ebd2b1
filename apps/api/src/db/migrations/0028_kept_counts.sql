CREATE TABLE "inventory_counts" (
	"tenant_id" uuid NOT NULL,
	"display_status" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"stock_value" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "inventory_counts_tenant_id_display_status_pk" PRIMARY KEY("tenant_id","display_status")
);
--> statement-breakpoint
CREATE TABLE "service_agreement_counts" (
	"tenant_id" uuid NOT NULL,
	"status" "agreement_status" NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_agreement_counts_tenant_id_status_pk" PRIMARY KEY("tenant_id","status")
);
--> statement-breakpoint
CREATE TABLE "service_job_counts" (
	"tenant_id" uuid NOT NULL,
	"status" "job_status" NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_job_counts_tenant_id_status_pk" PRIMARY KEY("tenant_id","status")
);
--> statement-breakpoint
ALTER TABLE "inventory_counts" ADD CONSTRAINT "inventory_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_agreement_counts" ADD CONSTRAINT "service_agreement_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_job_counts" ADD CONSTRAINT "service_job_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The three counter tables are tenant tables: forced RLS and the two policies, like every other.
SELECT tw_secure_tenant_tables();
--> statement-breakpoint
-- Statement triggers add the net change per key, in key order so concurrent writers lock the counter rows in the
-- same order (as client_counts, 0004). Transition tables allow one event per trigger, hence one function each.
CREATE OR REPLACE FUNCTION tw_service_job_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO service_job_counts AS c (tenant_id, status, count)
  SELECT tenant_id, status, count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (tenant_id, status) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tw_service_job_counts_update() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO service_job_counts AS c (tenant_id, status, count)
  SELECT tenant_id, status, sum(n) FROM (
    SELECT tenant_id, status, 1 AS n FROM new_rows
    UNION ALL
    SELECT tenant_id, status, -1 FROM old_rows
  ) changes
  GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
  ON CONFLICT (tenant_id, status) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- An update, never an insert: a tenant being deleted may already have lost its counter rows.
CREATE OR REPLACE FUNCTION tw_service_job_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE service_job_counts c SET count = c.count - d.n
  FROM (SELECT tenant_id, status, count(*) AS n FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2) d
  WHERE c.tenant_id = d.tenant_id AND c.status = d.status;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tw_service_agreement_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO service_agreement_counts AS c (tenant_id, status, count)
  SELECT tenant_id, status, count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (tenant_id, status) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tw_service_agreement_counts_update() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO service_agreement_counts AS c (tenant_id, status, count)
  SELECT tenant_id, status, sum(n) FROM (
    SELECT tenant_id, status, 1 AS n FROM new_rows
    UNION ALL
    SELECT tenant_id, status, -1 FROM old_rows
  ) changes
  GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
  ON CONFLICT (tenant_id, status) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tw_service_agreement_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE service_agreement_counts c SET count = c.count - d.n
  FROM (SELECT tenant_id, status, count(*) AS n FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2) d
  WHERE c.tenant_id = d.tenant_id AND c.status = d.status;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- A part's display status: the SQL twin of inventoryDisplayStatus() in the contracts and of displayStatusIs()
-- in inventory.repository.ts (a test compares the kept rows with a fresh aggregate over every status).
CREATE OR REPLACE FUNCTION tw_inventory_display_status(is_on_order boolean, current_stock integer,
  reorder_level integer, min_stock integer) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT CASE WHEN is_on_order THEN 'on-order'
    WHEN current_stock <= 0 THEN 'out-of-stock'
    WHEN current_stock <= reorder_level OR current_stock <= min_stock THEN 'low-stock'
    ELSE 'in-stock' END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tw_inventory_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO inventory_counts AS c (tenant_id, display_status, count, stock_value)
  SELECT tenant_id, tw_inventory_display_status(is_on_order, current_stock, reorder_level, min_stock),
    count(*), sum(current_stock * cost)
  FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (tenant_id, display_status)
    DO UPDATE SET count = c.count + excluded.count, stock_value = c.stock_value + excluded.stock_value;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tw_inventory_counts_update() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO inventory_counts AS c (tenant_id, display_status, count, stock_value)
  SELECT tenant_id, display_status, sum(n), sum(v) FROM (
    SELECT tenant_id, tw_inventory_display_status(is_on_order, current_stock, reorder_level, min_stock)
      AS display_status, 1 AS n, current_stock * cost AS v FROM new_rows
    UNION ALL
    SELECT tenant_id, tw_inventory_display_status(is_on_order, current_stock, reorder_level, min_stock),
      -1, -(current_stock * cost) FROM old_rows
  ) changes
  GROUP BY 1, 2 HAVING sum(n) <> 0 OR sum(v) <> 0 ORDER BY 1, 2
  ON CONFLICT (tenant_id, display_status)
    DO UPDATE SET count = c.count + excluded.count, stock_value = c.stock_value + excluded.stock_value;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tw_inventory_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE inventory_counts c SET count = c.count - d.n, stock_value = c.stock_value - d.v
  FROM (
    SELECT tenant_id, tw_inventory_display_status(is_on_order, current_stock, reorder_level, min_stock)
      AS display_status, count(*) AS n, sum(current_stock * cost) AS v
    FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
  ) d
  WHERE c.tenant_id = d.tenant_id AND c.display_status = d.display_status;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tw_kept_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE format('TRUNCATE %I', TG_ARGV[0]);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER service_job_counts_insert AFTER INSERT ON service_jobs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tw_service_job_counts_insert();
--> statement-breakpoint
CREATE TRIGGER service_job_counts_update AFTER UPDATE ON service_jobs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tw_service_job_counts_update();
--> statement-breakpoint
CREATE TRIGGER service_job_counts_delete AFTER DELETE ON service_jobs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tw_service_job_counts_delete();
--> statement-breakpoint
CREATE TRIGGER service_job_counts_truncate AFTER TRUNCATE ON service_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION tw_kept_counts_truncate('service_job_counts');
--> statement-breakpoint
CREATE TRIGGER service_agreement_counts_insert AFTER INSERT ON service_agreements REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tw_service_agreement_counts_insert();
--> statement-breakpoint
CREATE TRIGGER service_agreement_counts_update AFTER UPDATE ON service_agreements
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tw_service_agreement_counts_update();
--> statement-breakpoint
CREATE TRIGGER service_agreement_counts_delete AFTER DELETE ON service_agreements REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tw_service_agreement_counts_delete();
--> statement-breakpoint
CREATE TRIGGER service_agreement_counts_truncate AFTER TRUNCATE ON service_agreements
  FOR EACH STATEMENT EXECUTE FUNCTION tw_kept_counts_truncate('service_agreement_counts');
--> statement-breakpoint
CREATE TRIGGER inventory_counts_insert AFTER INSERT ON inventory_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tw_inventory_counts_insert();
--> statement-breakpoint
CREATE TRIGGER inventory_counts_update AFTER UPDATE ON inventory_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tw_inventory_counts_update();
--> statement-breakpoint
CREATE TRIGGER inventory_counts_delete AFTER DELETE ON inventory_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tw_inventory_counts_delete();
--> statement-breakpoint
CREATE TRIGGER inventory_counts_truncate AFTER TRUNCATE ON inventory_items
  FOR EACH STATEMENT EXECUTE FUNCTION tw_kept_counts_truncate('inventory_counts');
--> statement-breakpoint
-- Count what already exists, as the platform role (the owner sees no rows under forced RLS).
SET ROLE tradeworks_platform;
--> statement-breakpoint
INSERT INTO service_job_counts (tenant_id, status, count)
SELECT tenant_id, status, count(*) FROM service_jobs GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO service_agreement_counts (tenant_id, status, count)
SELECT tenant_id, status, count(*) FROM service_agreements GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO inventory_counts (tenant_id, display_status, count, stock_value)
SELECT tenant_id, tw_inventory_display_status(is_on_order, current_stock, reorder_level, min_stock), count(*),
  sum(current_stock * cost)
FROM inventory_items GROUP BY 1, 2;
--> statement-breakpoint
RESET ROLE;
