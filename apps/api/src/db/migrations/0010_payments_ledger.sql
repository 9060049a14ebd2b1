CREATE TABLE "payment_counts" (
	"tenant_id" uuid NOT NULL,
	"status" "payment_status" NOT NULL,
	"is_refund" boolean NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"amount" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "payment_counts_tenant_id_status_is_refund_pk" PRIMARY KEY("tenant_id","status","is_refund")
);
--> statement-breakpoint
CREATE TABLE "stripe_webhook_events" (
	"tenant_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payment_id" uuid,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stripe_webhook_events_tenant_id_event_id_pk" PRIMARY KEY("tenant_id","event_id")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "stripe_refund_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
-- search_text gains the invoice number (a generated column is replaced, and its trigram index with it).
ALTER TABLE "payments" drop column "search_text";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(client_name, '') || ' ' || coalesce(transaction_id, '') || ' ' || coalesce(invoice_number, ''))) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS "payments_search_trgm";--> statement-breakpoint
CREATE INDEX "payments_search_trgm" ON "payments" USING gin ("tenant_id","search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "payment_counts" ADD CONSTRAINT "payment_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stripe_webhook_events" ADD CONSTRAINT "stripe_webhook_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_history_idx" ON "payments" USING btree ("tenant_id","paid_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE refund_of_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_payment_intent_key" ON "payments" USING btree ("tenant_id","stripe_payment_intent_id") WHERE refund_of_id is null and stripe_payment_intent_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_key" ON "payments" USING btree ("tenant_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0);
--> statement-breakpoint
-- payment_counts and stripe_webhook_events are tenant tables: forced RLS and the two policies, like every other.
SELECT tw_secure_tenant_tables();
--> statement-breakpoint
-- The invoice number is copied on insert (the ledger is append-only, and invoice numbers never change).
CREATE OR REPLACE FUNCTION tw_payments_invoice_number() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF NEW.invoice_id IS NOT NULL AND NEW.invoice_number IS NULL THEN
    SELECT invoice_number INTO NEW.invoice_number FROM invoices WHERE tenant_id = NEW.tenant_id AND id = NEW.invoice_id;
  END IF;
  RETURN NEW;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER payments_invoice_number BEFORE INSERT ON payments
  FOR EACH ROW EXECUTE FUNCTION tw_payments_invoice_number();
--> statement-breakpoint
-- Append-only ledger: the only update allowed is the provider's verdict on a card payment or a card refund
-- (pending/processing → completed/failed/refunded, with its ids and failure reason). Everything else is a
-- new row. Deletes stay possible only through a tenant's deletion (cascade); refunds restrict their payment.
CREATE OR REPLACE FUNCTION tw_payments_append_only() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF OLD.method <> 'card'
     OR OLD.status NOT IN ('pending', 'processing')
     OR (NEW.tenant_id, NEW.id, NEW.invoice_id, NEW.invoice_number, NEW.client_id, NEW.client_name, NEW.amount,
         NEW.method, NEW.paid_at, NEW.refund_of_id, NEW.idempotency_key, NEW.notes, NEW.created_by, NEW.created_at)
        IS DISTINCT FROM
        (OLD.tenant_id, OLD.id, OLD.invoice_id, OLD.invoice_number, OLD.client_id, OLD.client_name, OLD.amount,
         OLD.method, OLD.paid_at, OLD.refund_of_id, OLD.idempotency_key, OLD.notes, OLD.created_by, OLD.created_at)
  THEN
    RAISE EXCEPTION 'payments are append-only: only a pending card payment''s provider status may change'
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER payments_append_only BEFORE UPDATE ON payments
  FOR EACH ROW EXECUTE FUNCTION tw_payments_append_only();
--> statement-breakpoint
-- Statement triggers add the net change per key (as invoice_counts in 0005 does), in key order.
CREATE OR REPLACE FUNCTION tw_payment_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO payment_counts AS pc (tenant_id, status, is_refund, count, amount)
  SELECT tenant_id, status, refund_of_id IS NOT NULL, count(*), sum(amount) FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (tenant_id, status, is_refund) DO UPDATE SET count = pc.count + excluded.count, amount = pc.amount + excluded.amount;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tw_payment_counts_update() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO payment_counts AS pc (tenant_id, status, is_refund, count, amount)
  SELECT tenant_id, status, r, sum(n), sum(a) FROM (
    SELECT tenant_id, status, refund_of_id IS NOT NULL AS r, 1 AS n, amount AS a FROM new_rows
    UNION ALL
    SELECT tenant_id, status, refund_of_id IS NOT NULL, -1, -amount FROM old_rows
  ) changes
  GROUP BY 1, 2, 3 HAVING sum(n) <> 0 OR sum(a) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (tenant_id, status, is_refund) DO UPDATE SET count = pc.count + excluded.count, amount = pc.amount + excluded.amount;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tw_payment_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE payment_counts pc SET count = pc.count - d.n, amount = pc.amount - d.a
  FROM (SELECT tenant_id, status, refund_of_id IS NOT NULL AS r, count(*) AS n, sum(amount) AS a FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3) d
  WHERE pc.tenant_id = d.tenant_id AND pc.status = d.status AND pc.is_refund = d.r;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER payment_counts_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tw_payment_counts_insert();
--> statement-breakpoint
CREATE TRIGGER payment_counts_update AFTER UPDATE ON payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tw_payment_counts_update();
--> statement-breakpoint
CREATE TRIGGER payment_counts_delete AFTER DELETE ON payments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tw_payment_counts_delete();
--> statement-breakpoint
CREATE TRIGGER payment_counts_truncate AFTER TRUNCATE ON payments
  FOR EACH STATEMENT EXECUTE FUNCTION tw_sales_counts_truncate('payment_counts');
--> statement-breakpoint
-- Existing rows: fill invoice numbers, then count, as the platform role (the owner sees no rows under forced RLS).
ALTER TABLE payments DISABLE TRIGGER payments_append_only;
--> statement-breakpoint
SET ROLE tradeworks_platform;
--> statement-breakpoint
UPDATE payments p SET invoice_number = i.invoice_number FROM invoices i
WHERE i.tenant_id = p.tenant_id AND i.id = p.invoice_id AND p.invoice_number IS NULL;
--> statement-breakpoint
DELETE FROM payment_counts;
--> statement-breakpoint
INSERT INTO payment_counts (tenant_id, status, is_refund, count, amount)
SELECT tenant_id, status, refund_of_id IS NOT NULL, count(*), sum(amount) FROM payments GROUP BY 1, 2, 3;
--> statement-breakpoint
RESET ROLE;
--> statement-breakpoint
ALTER TABLE payments ENABLE TRIGGER payments_append_only;
