-- btree_gin puts tenant_id into the trigram GIN index (a trusted extension: the database owner may create it).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE TABLE "client_counts" (
	"tenant_id" uuid NOT NULL,
	"status" "client_status" NOT NULL,
	"client_type" "client_type" NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "client_counts_tenant_id_status_client_type_pk" PRIMARY KEY("tenant_id","status","client_type")
);
--> statement-breakpoint
DROP INDEX "clients_search_trgm";--> statement-breakpoint
ALTER TABLE "client_counts" ADD CONSTRAINT "client_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clients_search_trgm" ON "clients" USING gin ("tenant_id","search_text" gin_trgm_ops);--> statement-breakpoint
-- client_counts is a tenant table: forced RLS and the two policies, like every other.
SELECT tw_secure_tenant_tables();
--> statement-breakpoint
-- Statement triggers add the net change per (tenant, status, type), in key order so concurrent writers lock
-- the counter rows in the same order. Transition tables allow one event per trigger, hence one function each.
CREATE OR REPLACE FUNCTION tw_client_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO client_counts AS cc (tenant_id, status, client_type, count)
  SELECT tenant_id, status, client_type, count(*) FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (tenant_id, status, client_type) DO UPDATE SET count = cc.count + excluded.count;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tw_client_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO client_counts AS cc (tenant_id, status, client_type, count)
  SELECT tenant_id, status, client_type, sum(n) FROM (
    SELECT tenant_id, status, client_type, 1 AS n FROM new_rows
    UNION ALL
    SELECT tenant_id, status, client_type, -1 FROM old_rows
  ) changes
  GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (tenant_id, status, client_type) DO UPDATE SET count = cc.count + excluded.count;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- An update, never an insert: a tenant being deleted may already have lost its counter rows.
CREATE OR REPLACE FUNCTION tw_client_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE client_counts cc SET count = cc.count - d.n
  FROM (SELECT tenant_id, status, client_type, count(*) AS n FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3) d
  WHERE cc.tenant_id = d.tenant_id AND cc.status = d.status AND cc.client_type = d.client_type;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tw_client_counts_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  TRUNCATE client_counts;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER client_counts_insert AFTER INSERT ON clients REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tw_client_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER client_counts_update AFTER UPDATE ON clients REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tw_client_counts_after_update();
--> statement-breakpoint
CREATE TRIGGER client_counts_delete AFTER DELETE ON clients REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tw_client_counts_after_delete();
--> statement-breakpoint
CREATE TRIGGER client_counts_truncate AFTER TRUNCATE ON clients
  FOR EACH STATEMENT EXECUTE FUNCTION tw_client_counts_after_truncate();
--> statement-breakpoint
-- Count the clients that already exist, as the platform role (the owner sees no rows under forced RLS).
SET ROLE tradeworks_platform;
--> statement-breakpoint
INSERT INTO client_counts (tenant_id, status, client_type, count)
SELECT tenant_id, status, client_type, count(*) FROM clients GROUP BY 1, 2, 3;
--> statement-breakpoint
RESET ROLE;
