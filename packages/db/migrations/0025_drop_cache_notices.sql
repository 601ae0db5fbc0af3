-- Decision 079: the answer and session caches are gone, so nothing listens to the notices of migrations 0019-0021.
-- Their triggers ran on every write of these tables for nobody; they are dropped with their functions.
DROP TRIGGER IF EXISTS auth_tokens_session_change ON auth_tokens;--> statement-breakpoint
DROP TRIGGER IF EXISTS owners_session_change ON owners;--> statement-breakpoint
DROP TRIGGER IF EXISTS staff_session_change ON staff;--> statement-breakpoint
DROP TRIGGER IF EXISTS auth_tokens_session_truncate ON auth_tokens;--> statement-breakpoint
DROP TRIGGER IF EXISTS owners_session_truncate ON owners;--> statement-breakpoint
DROP TRIGGER IF EXISTS staff_session_truncate ON staff;--> statement-breakpoint
DROP TRIGGER IF EXISTS stays_notify_insert ON stays;--> statement-breakpoint
DROP TRIGGER IF EXISTS stays_notify_update ON stays;--> statement-breakpoint
DROP TRIGGER IF EXISTS stays_notify_delete ON stays;--> statement-breakpoint
DROP TRIGGER IF EXISTS stays_notify_truncate ON stays;--> statement-breakpoint
DROP TRIGGER IF EXISTS tasks_notify_insert ON tasks;--> statement-breakpoint
DROP TRIGGER IF EXISTS tasks_notify_update ON tasks;--> statement-breakpoint
DROP TRIGGER IF EXISTS tasks_notify_delete ON tasks;--> statement-breakpoint
DROP TRIGGER IF EXISTS tasks_notify_truncate ON tasks;--> statement-breakpoint
DROP TRIGGER IF EXISTS properties_notify_change ON properties;--> statement-breakpoint
DROP TRIGGER IF EXISTS properties_notify_truncate ON properties;--> statement-breakpoint
DROP TRIGGER IF EXISTS properties_notify_owner_insert ON properties;--> statement-breakpoint
DROP TRIGGER IF EXISTS properties_notify_owner_update ON properties;--> statement-breakpoint
DROP TRIGGER IF EXISTS properties_notify_owner_delete ON properties;--> statement-breakpoint
DROP TRIGGER IF EXISTS statements_notify_insert ON statements;--> statement-breakpoint
DROP TRIGGER IF EXISTS statements_notify_update ON statements;--> statement-breakpoint
DROP TRIGGER IF EXISTS statements_notify_delete ON statements;--> statement-breakpoint
DROP TRIGGER IF EXISTS statements_notify_truncate ON statements;--> statement-breakpoint
DROP TRIGGER IF EXISTS document_reads_notify_insert ON document_reads;--> statement-breakpoint
DROP TRIGGER IF EXISTS document_reads_notify_update ON document_reads;--> statement-breakpoint
DROP TRIGGER IF EXISTS document_reads_notify_delete ON document_reads;--> statement-breakpoint
DROP TRIGGER IF EXISTS document_reads_notify_truncate ON document_reads;--> statement-breakpoint
DROP TRIGGER IF EXISTS notifications_notify_insert ON notifications;--> statement-breakpoint
DROP TRIGGER IF EXISTS notifications_notify_update ON notifications;--> statement-breakpoint
DROP TRIGGER IF EXISTS notifications_notify_delete ON notifications;--> statement-breakpoint
DROP TRIGGER IF EXISTS notifications_notify_truncate ON notifications;--> statement-breakpoint
DROP FUNCTION IF EXISTS notify_session_change();--> statement-breakpoint
DROP FUNCTION IF EXISTS notify_property_rows();--> statement-breakpoint
DROP FUNCTION IF EXISTS notify_property_row();--> statement-breakpoint
DROP FUNCTION IF EXISTS notify_statement_reads();--> statement-breakpoint
DROP FUNCTION IF EXISTS notify_property_owners();--> statement-breakpoint
DROP FUNCTION IF EXISTS notify_notification_owners();
