CREATE TABLE "email_events" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"email_id" uuid NOT NULL,
	"status" "email_status" NOT NULL,
	"attempts" integer NOT NULL,
	"error" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "email_events" ADD CONSTRAINT "email_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_events" ADD CONSTRAINT "email_events_email_id_fk" FOREIGN KEY ("tenant_id","email_id") REFERENCES "public"."email_outbox"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_events_email_idx" ON "email_events" USING btree ("tenant_id","email_id","at");--> statement-breakpoint
-- Row-level security on the new tenant table (grants come from 0001's default privileges).
SELECT tw_secure_tenant_tables();
--> statement-breakpoint
-- What the messages already in the outbox are known to have gone through: queued when written, and the status
-- they hold now (when it is not queued) at the time it was reached.
INSERT INTO email_events (tenant_id, id, email_id, status, attempts, error, at)
SELECT tenant_id, gen_random_uuid(), id, 'queued', 0, null, created_at FROM email_outbox;
--> statement-breakpoint
INSERT INTO email_events (tenant_id, id, email_id, status, attempts, error, at)
SELECT tenant_id, gen_random_uuid(), id, status, attempts,
  CASE WHEN status = 'failed' THEN last_error END, coalesce(sent_at, updated_at)
FROM email_outbox WHERE status <> 'queued';
--> statement-breakpoint
-- Every status a message enters, in the transaction that moves it (enqueue, the worker's claim and outcome,
-- a resend). clock_timestamp(): two moves in one transaction keep their order.
CREATE OR REPLACE FUNCTION tw_email_events_insert() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO email_events (tenant_id, id, email_id, status, attempts, error, at)
  SELECT tenant_id, gen_random_uuid(), id, status, attempts, null, clock_timestamp() FROM new_rows;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tw_email_events_update() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO email_events (tenant_id, id, email_id, status, attempts, error, at)
  SELECT n.tenant_id, gen_random_uuid(), n.id, n.status, n.attempts,
    CASE WHEN n.status IN ('queued', 'failed') THEN n.last_error END, clock_timestamp()
  FROM new_rows n JOIN old_rows o ON o.tenant_id = n.tenant_id AND o.id = n.id
  WHERE n.status IS DISTINCT FROM o.status;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER email_events_insert AFTER INSERT ON email_outbox REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tw_email_events_insert();
--> statement-breakpoint
CREATE TRIGGER email_events_update AFTER UPDATE ON email_outbox REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tw_email_events_update();
