-- Which transactions changed the search documents: one row per transaction, and a notification on
-- commit. The API's in-memory search index (core/src/search/memory/) listens for the notification,
-- and compares the rows with the snapshot it was built from when it cannot rely on it; rows older
-- than an hour are pruned by the index's rebuilds.
CREATE TABLE "search_document_changes" (
	"txid" xid8 NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "search_document_changes_txid_idx" ON "search_document_changes" USING btree ("txid");--> statement-breakpoint
CREATE FUNCTION public.note_search_document_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_document_changes (txid)
  SELECT pg_current_xact_id()
  WHERE NOT EXISTS (SELECT 1 FROM search_document_changes WHERE txid = pg_current_xact_id());
  PERFORM pg_notify('search_documents_changed', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_documents_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_documents
  FOR EACH STATEMENT EXECUTE FUNCTION public.note_search_document_change();
