CREATE TYPE "public"."quote_deposit_type" AS ENUM('none', 'amount', 'percent');--> statement-breakpoint
ALTER TABLE "quote_line_items" ADD COLUMN "is_optional" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "deposit_type" "quote_deposit_type" DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "deposit_value" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "quote_id" uuid;--> statement-breakpoint
ALTER TABLE "quote_client_responses" ADD COLUMN "accepted_option_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_client_responses" ADD COLUMN "approved_subtotal" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "quote_client_responses" ADD COLUMN "approved_tax_amount" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "quote_client_responses" ADD COLUMN "approved_total" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "quote_client_responses" ADD COLUMN "deposit_amount" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "quote_client_responses" ADD COLUMN "signed_digest" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_quote_id_fk" FOREIGN KEY ("tenant_id","quote_id") REFERENCES "public"."quotes"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_quote_idx" ON "payments" USING btree ("tenant_id","quote_id") WHERE quote_id is not null;--> statement-breakpoint
-- A deposit is a check on the deposit settings, not on the whole quote: percentages 1–100, amounts above 0.
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_deposit_value_check" CHECK (
  (deposit_type = 'none' AND deposit_value IS NULL)
  OR (deposit_type = 'amount' AND deposit_value > 0)
  OR (deposit_type = 'percent' AND deposit_value >= 1 AND deposit_value <= 100));
--> statement-breakpoint
-- The append-only ledger (0010) with one more allowed change: a quote's deposit (quote_id set, invoice_id
-- still null) moves to the invoice its quote was converted to — invoice_id and invoice_number only, once.
CREATE OR REPLACE FUNCTION tw_payments_append_only() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF OLD.quote_id IS NOT NULL AND OLD.invoice_id IS NULL AND NEW.invoice_id IS NOT NULL
     AND (NEW.tenant_id, NEW.id, NEW.quote_id, NEW.client_id, NEW.client_name, NEW.amount, NEW.method, NEW.status,
          NEW.paid_at, NEW.transaction_id, NEW.stripe_payment_intent_id, NEW.stripe_refund_id, NEW.failure_reason,
          NEW.refund_of_id, NEW.idempotency_key, NEW.notes, NEW.created_by, NEW.created_at)
        IS NOT DISTINCT FROM
         (OLD.tenant_id, OLD.id, OLD.quote_id, OLD.client_id, OLD.client_name, OLD.amount, OLD.method, OLD.status,
          OLD.paid_at, OLD.transaction_id, OLD.stripe_payment_intent_id, OLD.stripe_refund_id, OLD.failure_reason,
          OLD.refund_of_id, OLD.idempotency_key, OLD.notes, OLD.created_by, OLD.created_at)
  THEN
    RETURN NEW;
  END IF;
  IF OLD.method <> 'card'
     OR OLD.status NOT IN ('pending', 'processing')
     OR (NEW.tenant_id, NEW.id, NEW.invoice_id, NEW.invoice_number, NEW.quote_id, NEW.client_id, NEW.client_name,
         NEW.amount, NEW.method, NEW.paid_at, NEW.refund_of_id, NEW.idempotency_key, NEW.notes, NEW.created_by,
         NEW.created_at)
        IS DISTINCT FROM
        (OLD.tenant_id, OLD.id, OLD.invoice_id, OLD.invoice_number, OLD.quote_id, OLD.client_id, OLD.client_name,
         OLD.amount, OLD.method, OLD.paid_at, OLD.refund_of_id, OLD.idempotency_key, OLD.notes, OLD.created_by,
         OLD.created_at)
  THEN
    RAISE EXCEPTION 'payments are append-only: only a pending card payment''s provider status may change'
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END
$fn$;
