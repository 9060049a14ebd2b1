CREATE TABLE "quote_counts" (
	"tenant_id" uuid NOT NULL,
	"status" "quote_status" NOT NULL,
	"is_archived" boolean NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"total" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "quote_counts_tenant_id_status_is_archived_pk" PRIMARY KEY("tenant_id","status","is_archived")
);
--> statement-breakpoint
CREATE TABLE "invoice_counts" (
	"tenant_id" uuid NOT NULL,
	"status" "invoice_status" NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"total" numeric(16, 2) DEFAULT '0' NOT NULL,
	"amount_paid" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "invoice_counts_tenant_id_status_pk" PRIMARY KEY("tenant_id","status")
);
--> statement-breakpoint
DROP INDEX "quotes_recent_idx";--> statement-breakpoint
DROP INDEX "quotes_search_trgm";--> statement-breakpoint
DROP INDEX "invoices_recent_idx";--> statement-breakpoint
DROP INDEX "invoices_search_trgm";--> statement-breakpoint
ALTER TABLE "quote_counts" ADD CONSTRAINT "quote_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_counts" ADD CONSTRAINT "invoice_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotes_recent_idx" ON "quotes" USING btree ("tenant_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quotes_search_trgm" ON "quotes" USING gin ("tenant_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_recent_idx" ON "invoices" USING btree ("tenant_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_search_trgm" ON "invoices" USING gin ("tenant_id","search_text" gin_trgm_ops);--> statement-breakpoint
-- quote_counts and invoice_counts are tenant tables: forced RLS and the two policies, like every other.
SELECT tw_secure_tenant_tables();
--> statement-breakpoint
-- Statement triggers add the net change per key (as client_counts does), in key order so concurrent writers
-- lock the counter rows in the same order. They hold stored statuses; expired and overdue are derived from
-- them at read time (modules/sales-documents/document-status.ts). Transition tables allow one event per
-- trigger, hence one function each.
CREATE OR REPLACE FUNCTION tw_quote_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO quote_counts AS qc (tenant_id, status, is_archived, count, total)
  SELECT tenant_id, status, is_archived, count(*), sum(total) FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (tenant_id, status, is_archived) DO UPDATE SET count = qc.count + excluded.count, total = qc.total + excluded.total;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tw_quote_counts_update() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO quote_counts AS qc (tenant_id, status, is_archived, count, total)
  SELECT tenant_id, status, is_archived, sum(n), sum(t) FROM (
    SELECT tenant_id, status, is_archived, 1 AS n, total AS t FROM new_rows
    UNION ALL
    SELECT tenant_id, status, is_archived, -1, -total FROM old_rows
  ) changes
  GROUP BY 1, 2, 3 HAVING sum(n) <> 0 OR sum(t) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (tenant_id, status, is_archived) DO UPDATE SET count = qc.count + excluded.count, total = qc.total + excluded.total;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- Deletes only update: a tenant being deleted may already have lost its counter rows.
CREATE OR REPLACE FUNCTION tw_quote_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE quote_counts qc SET count = qc.count - d.n, total = qc.total - d.t
  FROM (SELECT tenant_id, status, is_archived, count(*) AS n, sum(total) AS t FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3) d
  WHERE qc.tenant_id = d.tenant_id AND qc.status = d.status AND qc.is_archived = d.is_archived;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tw_invoice_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO invoice_counts AS ic (tenant_id, status, count, total, amount_paid)
  SELECT tenant_id, status, count(*), sum(total), sum(amount_paid) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (tenant_id, status) DO UPDATE
    SET count = ic.count + excluded.count, total = ic.total + excluded.total, amount_paid = ic.amount_paid + excluded.amount_paid;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tw_invoice_counts_update() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO invoice_counts AS ic (tenant_id, status, count, total, amount_paid)
  SELECT tenant_id, status, sum(n), sum(t), sum(p) FROM (
    SELECT tenant_id, status, 1 AS n, total AS t, amount_paid AS p FROM new_rows
    UNION ALL
    SELECT tenant_id, status, -1, -total, -amount_paid FROM old_rows
  ) changes
  GROUP BY 1, 2 HAVING sum(n) <> 0 OR sum(t) <> 0 OR sum(p) <> 0 ORDER BY 1, 2
  ON CONFLICT (tenant_id, status) DO UPDATE
    SET count = ic.count + excluded.count, total = ic.total + excluded.total, amount_paid = ic.amount_paid + excluded.amount_paid;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tw_invoice_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE invoice_counts ic SET count = ic.count - d.n, total = ic.total - d.t, amount_paid = ic.amount_paid - d.p
  FROM (SELECT tenant_id, status, count(*) AS n, sum(total) AS t, sum(amount_paid) AS p FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2) d
  WHERE ic.tenant_id = d.tenant_id AND ic.status = d.status;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tw_sales_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE format('TRUNCATE %I', TG_ARGV[0]);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER quote_counts_insert AFTER INSERT ON quotes REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tw_quote_counts_insert();
--> statement-breakpoint
CREATE TRIGGER quote_counts_update AFTER UPDATE ON quotes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tw_quote_counts_update();
--> statement-breakpoint
CREATE TRIGGER quote_counts_delete AFTER DELETE ON quotes REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tw_quote_counts_delete();
--> statement-breakpoint
CREATE TRIGGER quote_counts_truncate AFTER TRUNCATE ON quotes
  FOR EACH STATEMENT EXECUTE FUNCTION tw_sales_counts_truncate('quote_counts');
--> statement-breakpoint
CREATE TRIGGER invoice_counts_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tw_invoice_counts_insert();
--> statement-breakpoint
CREATE TRIGGER invoice_counts_update AFTER UPDATE ON invoices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tw_invoice_counts_update();
--> statement-breakpoint
CREATE TRIGGER invoice_counts_delete AFTER DELETE ON invoices REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tw_invoice_counts_delete();
--> statement-breakpoint
CREATE TRIGGER invoice_counts_truncate AFTER TRUNCATE ON invoices
  FOR EACH STATEMENT EXECUTE FUNCTION tw_sales_counts_truncate('invoice_counts');
--> statement-breakpoint
-- Count what already exists, as the platform role (the owner sees no rows under forced RLS).
SET ROLE tradeworks_platform;
--> statement-breakpoint
INSERT INTO quote_counts (tenant_id, status, is_archived, count, total)
SELECT tenant_id, status, is_archived, count(*), sum(total) FROM quotes GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO invoice_counts (tenant_id, status, count, total, amount_paid)
SELECT tenant_id, status, count(*), sum(total), sum(amount_paid) FROM invoices GROUP BY 1, 2;
--> statement-breakpoint
RESET ROLE;
