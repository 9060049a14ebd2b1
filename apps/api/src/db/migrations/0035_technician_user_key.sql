-- A sign-in linked to two technicians of one organization (possible before the link was checked) keeps the
-- oldest link; the others are unlinked so the unique index can be built.
UPDATE "technicians" AS t SET "user_id" = NULL
WHERE t."user_id" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "technicians" AS o
  WHERE o."tenant_id" = t."tenant_id" AND o."user_id" = t."user_id"
    AND (o."created_at", o."id") < (t."created_at", t."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "technicians_user_key" ON "technicians" USING btree ("tenant_id","user_id");
