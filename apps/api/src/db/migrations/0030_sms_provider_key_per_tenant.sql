DROP INDEX "sms_messages_provider_key";--> statement-breakpoint
CREATE INDEX "sms_messages_provider_idx" ON "sms_messages" USING btree ("provider_message_id") WHERE provider_message_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_provider_key" ON "sms_messages" USING btree ("tenant_id","provider_message_id") WHERE provider_message_id is not null;