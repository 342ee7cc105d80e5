-- The database announces changes to the tables that the back office's kept counts and pages read
-- (plugins/realtime/table-changes.ts): once per statement, on channel table_changes, after commit, with
-- the table and the customers whose rows changed (at most 20; null for more, or for a TRUNCATE). Every
-- writer fires it: the server, seeds, migrations and SQL typed by hand.
-- Each trigger's arguments name the columns that hold a customer's id.
CREATE FUNCTION notify_table_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_rows text[] := ARRAY[]::text[];
  customers text[] := ARRAY[]::text[];
  found text[];
  any_row boolean := false;
  has_rows boolean;
  rows_name text;
  column_name text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('table_changes', json_build_object('table', TG_TABLE_NAME, 'customers', null)::text);
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN changed_rows := array_append(changed_rows, 'new_rows'); END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN changed_rows := array_append(changed_rows, 'old_rows'); END IF;
  FOREACH rows_name IN ARRAY changed_rows LOOP
    EXECUTE format('SELECT exists (SELECT FROM %I)', rows_name) INTO has_rows;
    any_row := any_row OR has_rows;
    FOR i IN 1 .. TG_NARGS LOOP
      column_name := TG_ARGV[i - 1];
      EXECUTE format(
        'SELECT array(SELECT DISTINCT %1$I::text FROM %2$I WHERE %1$I IS NOT NULL LIMIT 21)',
        column_name, rows_name
      ) INTO found;
      customers := customers || found;
    END LOOP;
  END LOOP;
  -- A statement that matched no row changed nothing.
  IF NOT any_row THEN RETURN NULL; END IF;
  customers := array(SELECT DISTINCT unnest(customers));
  PERFORM pg_notify('table_changes', json_build_object(
    'table', TG_TABLE_NAME,
    'customers', CASE WHEN cardinality(customers) > 20 THEN null ELSE customers END
  )::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE PROCEDURE notify_changes_of(table_name text, VARIADIC customer_columns text[] DEFAULT ARRAY[]::text[])
LANGUAGE plpgsql AS $$
DECLARE
  arguments text := coalesce((SELECT string_agg(quote_literal(c), ', ') FROM unnest(customer_columns) c), '');
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
    'FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change(%s)', table_name || '_notify_insert', table_name, arguments);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
    'FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change(%s)', table_name || '_notify_update', table_name, arguments);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
    'FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change(%s)', table_name || '_notify_delete', table_name, arguments);
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I '
    'FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change(%s)', table_name || '_notify_truncate', table_name, arguments);
END
$$;
--> statement-breakpoint
CALL notify_changes_of('users', 'id');
--> statement-breakpoint
CALL notify_changes_of('profiles', 'id');
--> statement-breakpoint
CALL notify_changes_of('subscriptions', 'user_id');
--> statement-breakpoint
CALL notify_changes_of('orders', 'user_id');
--> statement-breakpoint
CALL notify_changes_of('user_drive_links', 'user_id');
--> statement-breakpoint
CALL notify_changes_of('admin_user_messages', 'sender_id', 'recipient_id');
--> statement-breakpoint
CALL notify_changes_of('message_totals');
--> statement-breakpoint
CALL notify_changes_of('support_tickets', 'user_id');
