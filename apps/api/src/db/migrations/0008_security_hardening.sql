CREATE TABLE "known_sign_in_devices" (
	"user_id" uuid NOT NULL,
	"value_hash" text NOT NULL,
	"last_success_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_sign_in_devices_user_id_value_hash_pk" PRIMARY KEY("user_id","value_hash")
);
--> statement-breakpoint
CREATE TABLE "sign_in_throttles" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "known_sign_in_devices" ADD CONSTRAINT "known_sign_in_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_throttles_last_failure_idx" ON "sign_in_throttles" USING btree ("last_failure_at");