ALTER TABLE "memberships" ADD COLUMN "custom_role_id" uuid;--> statement-breakpoint
CREATE INDEX "memberships_custom_role_idx" ON "memberships" USING btree ("tenant_id","custom_role_id");--> statement-breakpoint
-- A member's custom role must be a role of the same tenant; a role in use cannot be deleted.
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_custom_role_fk" FOREIGN KEY ("tenant_id", "custom_role_id") REFERENCES "permission_roles" ("tenant_id", "id") ON DELETE RESTRICT;
