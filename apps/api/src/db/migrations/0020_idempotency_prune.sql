DROP INDEX "idempotency_keys_recent_idx";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "body_hash" text;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");