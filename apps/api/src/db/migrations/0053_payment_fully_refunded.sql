CREATE TABLE "payment_fully_refunded_counts" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_fully_refunded_counts" ADD CONSTRAINT "payment_fully_refunded_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
SELECT tw_secure_tenant_tables();
--> statement-breakpoint
-- The count moves when a statement takes a completed payment's refunded total across its amount: `delta` is
-- the statement's net change in refunded money per payment; the total after it is read from the ledger
-- (payments_refund_of_idx), the total before is that minus `delta`. Refund rows are only added, or turn
-- 'refunded' when the provider confirms, so the usual step is +1; the -1 arm keeps the count exact anyway.
CREATE OR REPLACE FUNCTION tw_payment_fully_refunded_apply(changes jsonb) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO payment_fully_refunded_counts AS c (tenant_id, count)
  SELECT d.tenant_id,
         sum(CASE WHEN p.status <> 'completed' THEN 0
                  WHEN t.now_refunded >= p.amount AND t.now_refunded - d.delta < p.amount THEN 1
                  WHEN t.now_refunded < p.amount AND t.now_refunded - d.delta >= p.amount THEN -1
                  ELSE 0 END)
  FROM jsonb_to_recordset(changes) AS d(tenant_id uuid, payment_id uuid, delta numeric)
  -- The status is tested in the sum, not here: with it in the join a planner on stale statistics took
  -- payments_status_idx and read every completed payment of the tenant per refund, not the primary key.
  JOIN payments p ON p.tenant_id = d.tenant_id AND p.id = d.payment_id
  CROSS JOIN LATERAL (
    SELECT coalesce(sum(r.amount), 0) AS now_refunded FROM payments r
    WHERE r.tenant_id = d.tenant_id AND r.refund_of_id = d.payment_id AND r.status = 'refunded'
  ) t
  GROUP BY d.tenant_id ORDER BY d.tenant_id
  ON CONFLICT (tenant_id) DO UPDATE SET count = c.count + excluded.count;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tw_payment_fully_refunded_insert() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE changes jsonb;
BEGIN
  SELECT jsonb_agg(jsonb_build_object('tenant_id', tenant_id, 'payment_id', refund_of_id, 'delta', delta)) INTO changes
  FROM (SELECT tenant_id, refund_of_id, sum(amount) AS delta FROM new_rows
        WHERE refund_of_id IS NOT NULL AND status = 'refunded' GROUP BY 1, 2) d;
  IF changes IS NOT NULL THEN PERFORM tw_payment_fully_refunded_apply(changes); END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tw_payment_fully_refunded_update() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE changes jsonb;
BEGIN
  SELECT jsonb_agg(jsonb_build_object('tenant_id', tenant_id, 'payment_id', refund_of_id, 'delta', delta)) INTO changes
  FROM (
    SELECT tenant_id, refund_of_id, sum(a) AS delta FROM (
      SELECT tenant_id, refund_of_id, amount AS a FROM new_rows WHERE refund_of_id IS NOT NULL AND status = 'refunded'
      UNION ALL
      SELECT tenant_id, refund_of_id, -amount FROM old_rows WHERE refund_of_id IS NOT NULL AND status = 'refunded'
    ) changed GROUP BY 1, 2 HAVING sum(a) <> 0
  ) d;
  IF changes IS NOT NULL THEN PERFORM tw_payment_fully_refunded_apply(changes); END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER payment_fully_refunded_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tw_payment_fully_refunded_insert();
--> statement-breakpoint
CREATE TRIGGER payment_fully_refunded_update AFTER UPDATE ON payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tw_payment_fully_refunded_update();
--> statement-breakpoint
CREATE TRIGGER payment_fully_refunded_truncate AFTER TRUNCATE ON payments
  FOR EACH STATEMENT EXECUTE FUNCTION tw_sales_counts_truncate('payment_fully_refunded_counts');
--> statement-breakpoint
-- Existing rows, as the platform role (the owner sees no rows under forced RLS).
SET ROLE tradeworks_platform;
--> statement-breakpoint
INSERT INTO payment_fully_refunded_counts (tenant_id, count)
SELECT p.tenant_id, count(*)
FROM (SELECT tenant_id, refund_of_id, sum(amount) AS refunded FROM payments
      WHERE refund_of_id IS NOT NULL AND status = 'refunded' GROUP BY 1, 2) r
JOIN payments p ON p.tenant_id = r.tenant_id AND p.id = r.refund_of_id AND p.status = 'completed'
WHERE r.refunded >= p.amount
GROUP BY p.tenant_id;
--> statement-breakpoint
RESET ROLE;
