ALTER TABLE "tracking_links" ADD COLUMN "position_at" timestamp with time zone;--> statement-breakpoint
-- Links made before: their position (if any) was the On my way tap's.
UPDATE "tracking_links" SET "position_at" = "created_at" WHERE "latitude" IS NOT NULL;
