CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TYPE "public"."billing_status" AS ENUM('trial', 'active', 'past_due', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."business_hours_setting" AS ENUM('standard', 'extended', '24hours');--> statement-breakpoint
CREATE TYPE "public"."email_status" AS ENUM('queued', 'sending', 'sent', 'failed', 'captured');--> statement-breakpoint
CREATE TYPE "public"."membership_role" AS ENUM('owner', 'admin', 'manager', 'member');--> statement-breakpoint
CREATE TYPE "public"."tenant_plan" AS ENUM('basic', 'starter', 'pro', 'professional', 'enterprise');--> statement-breakpoint
CREATE TYPE "public"."tenant_status" AS ENUM('active', 'suspended', 'pending', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."theme_setting" AS ENUM('light', 'dark', 'system');--> statement-breakpoint
CREATE TYPE "public"."client_payment_method_type" AS ENUM('card', 'us_bank_account', 'other');--> statement-breakpoint
CREATE TYPE "public"."client_salutation" AS ENUM('none', 'Mr.', 'Mrs.', 'Ms.', 'Dr.', 'Prof.');--> statement-breakpoint
CREATE TYPE "public"."client_status" AS ENUM('active', 'inactive', 'lead');--> statement-breakpoint
CREATE TYPE "public"."client_suffix" AS ENUM('none', 'Jr.', 'Sr.', 'II', 'III', 'IV');--> statement-breakpoint
CREATE TYPE "public"."client_type" AS ENUM('residential', 'commercial');--> statement-breakpoint
CREATE TYPE "public"."payment_terms" AS ENUM('due_on_receipt', 'net_30', 'net_60', 'net_90');--> statement-breakpoint
CREATE TYPE "public"."preferred_contact_method" AS ENUM('phone', 'email', 'text');--> statement-breakpoint
CREATE TYPE "public"."service_line_item_type" AS ENUM('part', 'labor', 'service');--> statement-breakpoint
CREATE TYPE "public"."service_status" AS ENUM('active', 'inactive');--> statement-breakpoint
CREATE TYPE "public"."service_type" AS ENUM('simple', 'composite');--> statement-breakpoint
CREATE TYPE "public"."inventory_status" AS ENUM('active', 'inactive');--> statement-breakpoint
CREATE TYPE "public"."stock_movement_kind" AS ENUM('count_adjustment', 'po_receipt', 'usage', 'initial', 'correction');--> statement-breakpoint
CREATE TYPE "public"."line_item_type" AS ENUM('custom', 'service', 'inventory');--> statement-breakpoint
CREATE TYPE "public"."project_type" AS ENUM('installation', 'repair', 'maintenance', 'consultation');--> statement-breakpoint
CREATE TYPE "public"."quote_status" AS ENUM('draft', 'sent', 'approved', 'expired', 'accepted');--> statement-breakpoint
CREATE TYPE "public"."invoice_status" AS ENUM('draft', 'sent', 'paid', 'overdue', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."purchase_order_status" AS ENUM('draft', 'sent', 'confirmed', 'partially_received', 'received', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."agreement_status" AS ENUM('active', 'expired', 'pending', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."job_priority" AS ENUM('low', 'medium', 'high', 'emergency');--> statement-breakpoint
CREATE TYPE "public"."job_status" AS ENUM('pending', 'assigned', 'in-progress', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."technician_status" AS ENUM('available', 'busy', 'en-route', 'offline');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('cash', 'check', 'ach', 'card', 'other');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'processing', 'completed', 'failed', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."business_type" AS ENUM('hvac', 'plumbing', 'electrical', 'general_contractor', 'other');--> statement-breakpoint
CREATE TYPE "public"."general_setting_type" AS ENUM('text', 'number', 'boolean', 'json');--> statement-breakpoint
CREATE TABLE "audit_log" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"summary" text,
	"changes" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_log_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" "email_status" DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"related_entity" text,
	"related_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_outbox_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" "membership_role" DEFAULT 'member' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "number_counters" (
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "number_counters_tenant_id_kind_year_pk" PRIMARY KEY("tenant_id","kind","year")
);
--> statement-breakpoint
CREATE TABLE "platform_audit_log" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text,
	"ip_address" text
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"domain" text,
	"plan" "tenant_plan" DEFAULT 'basic' NOT NULL,
	"status" "tenant_status" DEFAULT 'active' NOT NULL,
	"billing_status" "billing_status" DEFAULT 'trial' NOT NULL,
	"trial_ends_at" timestamp with time zone,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"billing_address_line1" text,
	"billing_address_line2" text,
	"billing_city" text,
	"billing_state" text,
	"billing_postal_code" text,
	"billing_country" text,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"theme" "theme_setting" DEFAULT 'light' NOT NULL,
	"compact_view" boolean DEFAULT false NOT NULL,
	"push_notifications" boolean DEFAULT true NOT NULL,
	"email_updates" boolean DEFAULT true NOT NULL,
	"default_service_duration" integer DEFAULT 2 NOT NULL,
	"business_hours" "business_hours_setting" DEFAULT 'standard' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"profile_image_url" text,
	"password_hash" text,
	"is_super_admin" boolean DEFAULT false NOT NULL,
	"current_tenant_id" uuid,
	"oidc_issuer" text,
	"oidc_subject" text,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_contacts" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"contact_type" text NOT NULL,
	"subject" text,
	"description" text,
	"contacted_by" text,
	"outcome" text,
	"follow_up_date" date,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_contacts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "client_payment_methods" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"type" "client_payment_method_type" NOT NULL,
	"brand" text,
	"last4" text,
	"display_name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"stripe_payment_method_id" text NOT NULL,
	"stripe_customer_id" text NOT NULL,
	"exp_month" integer,
	"exp_year" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_payment_methods_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"salutation" "client_salutation" DEFAULT 'none' NOT NULL,
	"first_name" text,
	"last_name" text,
	"suffix" "client_suffix" DEFAULT 'none' NOT NULL,
	"company_name" text,
	"email" text,
	"phone" text,
	"address" text,
	"address2" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"country" text DEFAULT 'US' NOT NULL,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"client_type" "client_type" DEFAULT 'residential' NOT NULL,
	"status" "client_status" DEFAULT 'active' NOT NULL,
	"notes" text,
	"preferred_contact_method" "preferred_contact_method" DEFAULT 'phone' NOT NULL,
	"emergency_contact" text,
	"emergency_phone" text,
	"lead_source" text,
	"payment_terms" "payment_terms" DEFAULT 'net_30' NOT NULL,
	"credit_limit" numeric(10, 2) DEFAULT '0' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"stripe_customer_id" text,
	"total_value" numeric(10, 2) DEFAULT '0' NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(address, '') || ' ' || coalesce(city, '') || ' ' || coalesce(company_name, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "service_line_items" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"inventory_id" uuid,
	"item_type" "service_line_item_type" NOT NULL,
	"item_name" text NOT NULL,
	"quantity" numeric(10, 2) DEFAULT '1' NOT NULL,
	"rate" numeric(10, 2) DEFAULT '0' NOT NULL,
	"total" numeric(10, 2) DEFAULT '0' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_line_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"service_type" "service_type" NOT NULL,
	"base_price" numeric(10, 2) DEFAULT '0' NOT NULL,
	"category" text,
	"status" "service_status" DEFAULT 'active' NOT NULL,
	"is_inventoried" boolean DEFAULT false NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(name, '') || ' ' || coalesce(description, '') || ' ' || coalesce(category, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "inventory_items" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"sku" text,
	"category" text,
	"description" text,
	"unit_price" numeric(10, 2) DEFAULT '0' NOT NULL,
	"cost" numeric(10, 2) DEFAULT '0' NOT NULL,
	"current_stock" integer DEFAULT 0 NOT NULL,
	"min_stock" integer DEFAULT 0 NOT NULL,
	"max_stock" integer DEFAULT 1000 NOT NULL,
	"supplier" text,
	"supplier_sku" text,
	"status" "inventory_status" DEFAULT 'active' NOT NULL,
	"is_on_order" boolean DEFAULT false NOT NULL,
	"reorder_level" integer DEFAULT 10 NOT NULL,
	"location" text,
	"notes" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(name, '') || ' ' || coalesce(sku, '') || ' ' || coalesce(category, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "inventory_items_stock_nonnegative" CHECK ("inventory_items"."current_stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"inventory_id" uuid NOT NULL,
	"kind" "stock_movement_kind" NOT NULL,
	"quantity_change" integer NOT NULL,
	"stock_before" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"reason" text,
	"purchase_order_id" uuid,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "quote_line_items" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"item_type" "line_item_type" DEFAULT 'custom' NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric(10, 2) DEFAULT '1' NOT NULL,
	"rate" numeric(10, 2) DEFAULT '0' NOT NULL,
	"total" numeric(10, 2) DEFAULT '0' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"service_id" uuid,
	"inventory_id" uuid,
	CONSTRAINT "quote_line_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"quote_number" text NOT NULL,
	"client_id" uuid NOT NULL,
	"client_name" text NOT NULL,
	"project_type" "project_type",
	"status" "quote_status" DEFAULT 'draft' NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"subtotal" numeric(10, 2) DEFAULT '0' NOT NULL,
	"tax_rate" numeric(5, 4) DEFAULT '0.0800' NOT NULL,
	"tax_amount" numeric(10, 2) DEFAULT '0' NOT NULL,
	"total" numeric(10, 2) DEFAULT '0' NOT NULL,
	"valid_until" timestamp with time zone,
	"notes" text,
	"sent_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"converted_invoice_id" uuid,
	"created_by" uuid,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(quote_number, '') || ' ' || coalesce(client_name, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "invoice_line_items" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"item_type" "line_item_type" DEFAULT 'custom' NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric(10, 2) DEFAULT '1' NOT NULL,
	"rate" numeric(10, 2) DEFAULT '0' NOT NULL,
	"total" numeric(10, 2) DEFAULT '0' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"service_id" uuid,
	"inventory_id" uuid,
	CONSTRAINT "invoice_line_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"invoice_number" text NOT NULL,
	"client_id" uuid NOT NULL,
	"client_name" text NOT NULL,
	"quote_id" uuid,
	"stripe_customer_id" text,
	"stripe_invoice_id" text,
	"status" "invoice_status" DEFAULT 'draft' NOT NULL,
	"subtotal" numeric(10, 2) DEFAULT '0' NOT NULL,
	"tax_rate" numeric(5, 4) DEFAULT '0.0800' NOT NULL,
	"tax_amount" numeric(10, 2) DEFAULT '0' NOT NULL,
	"total" numeric(10, 2) DEFAULT '0' NOT NULL,
	"amount_paid" numeric(10, 2) DEFAULT '0' NOT NULL,
	"due_date" date,
	"paid_date" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"notes" text,
	"created_by" uuid,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(invoice_number, '') || ' ' || coalesce(client_name, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "purchase_order_line_items" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"po_id" uuid NOT NULL,
	"inventory_id" uuid,
	"description" text NOT NULL,
	"sku" text,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_cost" numeric(10, 2) DEFAULT '0' NOT NULL,
	"total" numeric(10, 2) DEFAULT '0' NOT NULL,
	"quantity_received" integer DEFAULT 0 NOT NULL,
	"received_date" date,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "purchase_order_line_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"po_number" text NOT NULL,
	"supplier" text NOT NULL,
	"supplier_email" text,
	"supplier_phone" text,
	"status" "purchase_order_status" DEFAULT 'draft' NOT NULL,
	"order_date" date NOT NULL,
	"expected_date" date,
	"received_date" date,
	"subtotal" numeric(10, 2) DEFAULT '0' NOT NULL,
	"tax_rate" numeric(5, 4) DEFAULT '0.0800' NOT NULL,
	"tax_amount" numeric(10, 2) DEFAULT '0' NOT NULL,
	"shipping_cost" numeric(10, 2) DEFAULT '0' NOT NULL,
	"total" numeric(10, 2) DEFAULT '0' NOT NULL,
	"notes" text,
	"created_by" uuid,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(po_number, '') || ' ' || coalesce(supplier, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "service_agreements" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"contract_number" text NOT NULL,
	"client_id" uuid,
	"client_name" text NOT NULL,
	"service_type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"value" numeric(10, 2) NOT NULL,
	"frequency" text,
	"status" "agreement_status" DEFAULT 'active' NOT NULL,
	"next_service" date,
	"description" text,
	"renewed_from_id" uuid,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(contract_number, '') || ' ' || coalesce(client_name, '') || ' ' || coalesce(service_type, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_agreements_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "job_assignments" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"technician_id" uuid NOT NULL,
	"scheduled_date" timestamp with time zone NOT NULL,
	"estimated_duration" integer DEFAULT 120 NOT NULL,
	"notes" text,
	"assigned_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_assignments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "service_jobs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"job_number" text NOT NULL,
	"client_id" uuid NOT NULL,
	"client_name" text NOT NULL,
	"service_type" text NOT NULL,
	"priority" "job_priority" DEFAULT 'medium' NOT NULL,
	"status" "job_status" DEFAULT 'pending' NOT NULL,
	"technician_id" uuid,
	"agreement_id" uuid,
	"scheduled_date" timestamp with time zone NOT NULL,
	"estimated_duration" integer DEFAULT 120 NOT NULL,
	"address" text,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"description" text,
	"notes" text,
	"completed_at" timestamp with time zone,
	"route_order" integer,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(job_number, '') || ' ' || coalesce(client_name, '') || ' ' || coalesce(service_type, '') || ' ' || coalesce(address, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_jobs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "technicians" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"current_location" text,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"status" "technician_status" DEFAULT 'available' NOT NULL,
	"current_jobs" integer DEFAULT 0 NOT NULL,
	"max_jobs" integer DEFAULT 4 NOT NULL,
	"rating" numeric(3, 2) DEFAULT '0.00' NOT NULL,
	"avatar" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"user_id" uuid,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(name, '') || ' ' || coalesce(email, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "technicians_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"invoice_id" uuid,
	"client_id" uuid,
	"client_name" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"method" "payment_method" NOT NULL,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	"transaction_id" text,
	"stripe_payment_intent_id" text,
	"refund_of_id" uuid,
	"notes" text,
	"created_by" uuid,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(client_name, '') || ' ' || coalesce(transaction_id, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "communications_settings" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"email_provider" text DEFAULT 'sendgrid' NOT NULL,
	"smtp_host" text,
	"smtp_port" integer,
	"smtp_username" text,
	"smtp_password" text,
	"from_email" text,
	"from_name" text,
	"reply_to_email" text,
	"email_signature" text,
	"sms_provider" text,
	"sms_api_key" text,
	"sms_from_number" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "communications_settings_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "company_settings" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"company_name" text,
	"business_type" "business_type",
	"address" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"phone" text,
	"email" text,
	"website" text,
	"tax_id" text,
	"license_number" text,
	"insurance_policy_number" text,
	"logo" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_settings_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "customer_portal_settings" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"portal_title" text DEFAULT 'Customer Portal' NOT NULL,
	"logo_url" text,
	"primary_color" text DEFAULT '#2563eb' NOT NULL,
	"secondary_color" text DEFAULT '#64748b' NOT NULL,
	"allow_quote_requests" boolean DEFAULT true NOT NULL,
	"allow_invoice_viewing" boolean DEFAULT true NOT NULL,
	"allow_payments" boolean DEFAULT true NOT NULL,
	"allow_service_history" boolean DEFAULT true NOT NULL,
	"allow_appointment_booking" boolean DEFAULT false NOT NULL,
	"custom_css" text,
	"welcome_message" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_portal_settings_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "general_settings" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"setting_key" text NOT NULL,
	"setting_value" text NOT NULL,
	"setting_type" "general_setting_type" DEFAULT 'text' NOT NULL,
	"category" text,
	"description" text,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "general_settings_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "integration_settings" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"integration_name" text NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"api_key" text,
	"api_secret" text,
	"webhook_url" text,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_sync_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integration_settings_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "permission_roles" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"role" text NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "permission_roles_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "number_counters" ADD CONSTRAINT "number_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_audit_log" ADD CONSTRAINT "platform_audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_current_tenant_id_tenants_id_fk" FOREIGN KEY ("current_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD CONSTRAINT "client_contacts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD CONSTRAINT "client_contacts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD CONSTRAINT "client_contacts_client_id_fk" FOREIGN KEY ("tenant_id","client_id") REFERENCES "public"."clients"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_payment_methods" ADD CONSTRAINT "client_payment_methods_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_payment_methods" ADD CONSTRAINT "client_payment_methods_client_id_fk" FOREIGN KEY ("tenant_id","client_id") REFERENCES "public"."clients"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_line_items" ADD CONSTRAINT "service_line_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_line_items" ADD CONSTRAINT "service_line_items_service_id_fk" FOREIGN KEY ("tenant_id","service_id") REFERENCES "public"."services"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_line_items" ADD CONSTRAINT "service_line_items_inventory_id_fk" FOREIGN KEY ("tenant_id","inventory_id") REFERENCES "public"."inventory_items"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_inventory_id_fk" FOREIGN KEY ("tenant_id","inventory_id") REFERENCES "public"."inventory_items"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_line_items" ADD CONSTRAINT "quote_line_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_line_items" ADD CONSTRAINT "quote_line_items_quote_id_fk" FOREIGN KEY ("tenant_id","quote_id") REFERENCES "public"."quotes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_line_items" ADD CONSTRAINT "quote_line_items_service_id_fk" FOREIGN KEY ("tenant_id","service_id") REFERENCES "public"."services"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_line_items" ADD CONSTRAINT "quote_line_items_inventory_id_fk" FOREIGN KEY ("tenant_id","inventory_id") REFERENCES "public"."inventory_items"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_client_id_fk" FOREIGN KEY ("tenant_id","client_id") REFERENCES "public"."clients"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line_items" ADD CONSTRAINT "invoice_line_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line_items" ADD CONSTRAINT "invoice_line_items_invoice_id_fk" FOREIGN KEY ("tenant_id","invoice_id") REFERENCES "public"."invoices"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line_items" ADD CONSTRAINT "invoice_line_items_service_id_fk" FOREIGN KEY ("tenant_id","service_id") REFERENCES "public"."services"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_line_items" ADD CONSTRAINT "invoice_line_items_inventory_id_fk" FOREIGN KEY ("tenant_id","inventory_id") REFERENCES "public"."inventory_items"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_fk" FOREIGN KEY ("tenant_id","client_id") REFERENCES "public"."clients"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_quote_id_fk" FOREIGN KEY ("tenant_id","quote_id") REFERENCES "public"."quotes"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_line_items" ADD CONSTRAINT "purchase_order_line_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_line_items" ADD CONSTRAINT "purchase_order_line_items_po_id_fk" FOREIGN KEY ("tenant_id","po_id") REFERENCES "public"."purchase_orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_line_items" ADD CONSTRAINT "purchase_order_line_items_inventory_id_fk" FOREIGN KEY ("tenant_id","inventory_id") REFERENCES "public"."inventory_items"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_agreements" ADD CONSTRAINT "service_agreements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_agreements" ADD CONSTRAINT "service_agreements_client_id_fk" FOREIGN KEY ("tenant_id","client_id") REFERENCES "public"."clients"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_assignments" ADD CONSTRAINT "job_assignments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_assignments" ADD CONSTRAINT "job_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_assignments" ADD CONSTRAINT "job_assignments_job_id_fk" FOREIGN KEY ("tenant_id","job_id") REFERENCES "public"."service_jobs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_assignments" ADD CONSTRAINT "job_assignments_technician_id_fk" FOREIGN KEY ("tenant_id","technician_id") REFERENCES "public"."technicians"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_jobs" ADD CONSTRAINT "service_jobs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_jobs" ADD CONSTRAINT "service_jobs_client_id_fk" FOREIGN KEY ("tenant_id","client_id") REFERENCES "public"."clients"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_jobs" ADD CONSTRAINT "service_jobs_technician_id_fk" FOREIGN KEY ("tenant_id","technician_id") REFERENCES "public"."technicians"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_jobs" ADD CONSTRAINT "service_jobs_agreement_id_fk" FOREIGN KEY ("tenant_id","agreement_id") REFERENCES "public"."service_agreements"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technicians" ADD CONSTRAINT "technicians_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technicians" ADD CONSTRAINT "technicians_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_fk" FOREIGN KEY ("tenant_id","invoice_id") REFERENCES "public"."invoices"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_client_id_fk" FOREIGN KEY ("tenant_id","client_id") REFERENCES "public"."clients"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_of_id_fk" FOREIGN KEY ("tenant_id","refund_of_id") REFERENCES "public"."payments"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communications_settings" ADD CONSTRAINT "communications_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_portal_settings" ADD CONSTRAINT "customer_portal_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_settings" ADD CONSTRAINT "general_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_settings" ADD CONSTRAINT "integration_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission_roles" ADD CONSTRAINT "permission_roles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_recent_idx" ON "audit_log" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("tenant_id","entity","entity_id");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "email_outbox_recent_idx" ON "email_outbox" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_tenant_user_key" ON "memberships" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "memberships_user_idx" ON "memberships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "platform_audit_log_recent_idx" ON "platform_audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenants_slug_key" ON "tenants" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_oidc_key" ON "users" USING btree ("oidc_issuer","oidc_subject");--> statement-breakpoint
CREATE INDEX "client_contacts_client_idx" ON "client_contacts" USING btree ("tenant_id","client_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "client_contacts_recent_idx" ON "client_contacts" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "client_payment_methods_client_idx" ON "client_payment_methods" USING btree ("tenant_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_payment_methods_default_key" ON "client_payment_methods" USING btree ("tenant_id","client_id") WHERE is_default;--> statement-breakpoint
CREATE INDEX "clients_recent_idx" ON "clients" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "clients_name_idx" ON "clients" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "clients_status_idx" ON "clients" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "clients_search_trgm" ON "clients" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_line_items_service_idx" ON "service_line_items" USING btree ("tenant_id","service_id","sort_order");--> statement-breakpoint
CREATE INDEX "service_line_items_inventory_idx" ON "service_line_items" USING btree ("tenant_id","inventory_id");--> statement-breakpoint
CREATE INDEX "services_recent_idx" ON "services" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "services_name_idx" ON "services" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "services_status_idx" ON "services" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "services_category_idx" ON "services" USING btree ("tenant_id","category");--> statement-breakpoint
CREATE INDEX "services_search_trgm" ON "services" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inventory_items_recent_idx" ON "inventory_items" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inventory_items_name_idx" ON "inventory_items" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "inventory_items_status_idx" ON "inventory_items" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "inventory_items_category_idx" ON "inventory_items" USING btree ("tenant_id","category");--> statement-breakpoint
CREATE INDEX "inventory_items_search_trgm" ON "inventory_items" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stock_movements_inventory_idx" ON "stock_movements" USING btree ("tenant_id","inventory_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stock_movements_purchase_order_idx" ON "stock_movements" USING btree ("tenant_id","purchase_order_id");--> statement-breakpoint
CREATE INDEX "stock_movements_recent_idx" ON "stock_movements" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quote_line_items_quote_idx" ON "quote_line_items" USING btree ("tenant_id","quote_id","sort_order");--> statement-breakpoint
CREATE INDEX "quote_line_items_service_idx" ON "quote_line_items" USING btree ("tenant_id","service_id");--> statement-breakpoint
CREATE INDEX "quote_line_items_inventory_idx" ON "quote_line_items" USING btree ("tenant_id","inventory_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_number_key" ON "quotes" USING btree ("tenant_id","quote_number");--> statement-breakpoint
CREATE INDEX "quotes_recent_idx" ON "quotes" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quotes_status_idx" ON "quotes" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "quotes_client_idx" ON "quotes" USING btree ("tenant_id","client_id");--> statement-breakpoint
CREATE INDEX "quotes_expiry_idx" ON "quotes" USING btree ("tenant_id","valid_until") WHERE status = 'sent';--> statement-breakpoint
CREATE INDEX "quotes_search_trgm" ON "quotes" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoice_line_items_invoice_idx" ON "invoice_line_items" USING btree ("tenant_id","invoice_id","sort_order");--> statement-breakpoint
CREATE INDEX "invoice_line_items_service_idx" ON "invoice_line_items" USING btree ("tenant_id","service_id");--> statement-breakpoint
CREATE INDEX "invoice_line_items_inventory_idx" ON "invoice_line_items" USING btree ("tenant_id","inventory_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("tenant_id","invoice_number");--> statement-breakpoint
CREATE INDEX "invoices_recent_idx" ON "invoices" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "invoices_client_idx" ON "invoices" USING btree ("tenant_id","client_id");--> statement-breakpoint
CREATE INDEX "invoices_quote_idx" ON "invoices" USING btree ("tenant_id","quote_id");--> statement-breakpoint
CREATE INDEX "invoices_overdue_idx" ON "invoices" USING btree ("tenant_id","due_date") WHERE status = 'sent';--> statement-breakpoint
CREATE INDEX "invoices_search_trgm" ON "invoices" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "purchase_order_line_items_po_idx" ON "purchase_order_line_items" USING btree ("tenant_id","po_id","sort_order");--> statement-breakpoint
CREATE INDEX "purchase_order_line_items_inventory_idx" ON "purchase_order_line_items" USING btree ("tenant_id","inventory_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_number_key" ON "purchase_orders" USING btree ("tenant_id","po_number");--> statement-breakpoint
CREATE INDEX "purchase_orders_recent_idx" ON "purchase_orders" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "purchase_orders_status_idx" ON "purchase_orders" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "purchase_orders_order_date_idx" ON "purchase_orders" USING btree ("tenant_id","order_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "purchase_orders_search_trgm" ON "purchase_orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "service_agreements_number_key" ON "service_agreements" USING btree ("tenant_id","contract_number");--> statement-breakpoint
CREATE INDEX "service_agreements_recent_idx" ON "service_agreements" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "service_agreements_status_idx" ON "service_agreements" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "service_agreements_client_idx" ON "service_agreements" USING btree ("tenant_id","client_id");--> statement-breakpoint
CREATE INDEX "service_agreements_renewed_from_idx" ON "service_agreements" USING btree ("tenant_id","renewed_from_id");--> statement-breakpoint
CREATE INDEX "service_agreements_active_end_idx" ON "service_agreements" USING btree ("tenant_id","end_date") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "service_agreements_next_service_idx" ON "service_agreements" USING btree ("tenant_id","next_service");--> statement-breakpoint
CREATE INDEX "service_agreements_search_trgm" ON "service_agreements" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_assignments_job_idx" ON "job_assignments" USING btree ("tenant_id","job_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_assignments_technician_idx" ON "job_assignments" USING btree ("tenant_id","technician_id","scheduled_date");--> statement-breakpoint
CREATE UNIQUE INDEX "service_jobs_number_key" ON "service_jobs" USING btree ("tenant_id","job_number");--> statement-breakpoint
CREATE INDEX "service_jobs_recent_idx" ON "service_jobs" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "service_jobs_status_idx" ON "service_jobs" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "service_jobs_scheduled_idx" ON "service_jobs" USING btree ("tenant_id","scheduled_date");--> statement-breakpoint
CREATE INDEX "service_jobs_client_idx" ON "service_jobs" USING btree ("tenant_id","client_id");--> statement-breakpoint
CREATE INDEX "service_jobs_technician_idx" ON "service_jobs" USING btree ("tenant_id","technician_id","scheduled_date");--> statement-breakpoint
CREATE INDEX "service_jobs_agreement_idx" ON "service_jobs" USING btree ("tenant_id","agreement_id");--> statement-breakpoint
CREATE INDEX "service_jobs_search_trgm" ON "service_jobs" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "technicians_name_idx" ON "technicians" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "technicians_recent_idx" ON "technicians" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "technicians_status_idx" ON "technicians" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "technicians_user_idx" ON "technicians" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "technicians_search_trgm" ON "technicians" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_paid_at_idx" ON "payments" USING btree ("tenant_id","paid_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_recent_idx" ON "payments" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("tenant_id","invoice_id");--> statement-breakpoint
CREATE INDEX "payments_client_idx" ON "payments" USING btree ("tenant_id","client_id");--> statement-breakpoint
CREATE INDEX "payments_refund_of_idx" ON "payments" USING btree ("tenant_id","refund_of_id");--> statement-breakpoint
CREATE INDEX "payments_payment_intent_idx" ON "payments" USING btree ("tenant_id","stripe_payment_intent_id");--> statement-breakpoint
CREATE INDEX "payments_search_trgm" ON "payments" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "communications_settings_tenant_key" ON "communications_settings" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_settings_tenant_key" ON "company_settings" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_portal_settings_tenant_key" ON "customer_portal_settings" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "general_settings_key_key" ON "general_settings" USING btree ("tenant_id","setting_key");--> statement-breakpoint
CREATE INDEX "general_settings_category_idx" ON "general_settings" USING btree ("tenant_id","category");--> statement-breakpoint
CREATE UNIQUE INDEX "integration_settings_name_key" ON "integration_settings" USING btree ("tenant_id","integration_name");--> statement-breakpoint
CREATE UNIQUE INDEX "permission_roles_role_key" ON "permission_roles" USING btree ("tenant_id","role");