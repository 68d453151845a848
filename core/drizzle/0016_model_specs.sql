CREATE TABLE "model_spec_corrections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" jsonb,
	"decided_by" text NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_specs" (
	"model_id" integer PRIMARY KEY NOT NULL,
	"categoria" text NOT NULL,
	"especificaciones" jsonb NOT NULL,
	"fuentes" jsonb NOT NULL,
	"opendb" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "model_specs" ADD CONSTRAINT "model_specs_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "model_spec_corrections_model_idx" ON "model_spec_corrections" USING btree ("model_id","key","id");