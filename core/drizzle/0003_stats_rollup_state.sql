CREATE TABLE "stat_rollup_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"rolled_until" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stat_rollup_state_one_row" CHECK ("stat_rollup_state"."id" = 1)
);
