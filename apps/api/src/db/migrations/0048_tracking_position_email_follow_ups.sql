ALTER TYPE "public"."email_status" ADD VALUE 'cancelled';--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "tracking_links" ADD COLUMN "position_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_dedupe_key" ON "email_outbox" USING btree ("tenant_id","dedupe_key");--> statement-breakpoint
-- Links made before: their position (if any) was the On my way tap's.
UPDATE "tracking_links" SET "position_at" = "created_at" WHERE "latitude" IS NOT NULL;
--> statement-breakpoint
-- The status history keeps why a scheduled e-mail was taken back, as it keeps a failed attempt's error.
CREATE OR REPLACE FUNCTION tw_email_events_update() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO email_events (tenant_id, id, email_id, status, attempts, error, at)
  SELECT n.tenant_id, gen_random_uuid(), n.id, n.status, n.attempts,
    CASE WHEN n.status IN ('queued', 'failed') THEN n.last_error
      WHEN n.status::text = 'cancelled' THEN n.cancel_reason END, clock_timestamp()
  FROM new_rows n JOIN old_rows o ON o.tenant_id = n.tenant_id AND o.id = n.id
  WHERE n.status IS DISTINCT FROM o.status;
  RETURN NULL;
END
$fn$;
