-- A subscription's end is dated by the database whoever cancels it (billing, checkout, account erasure),
-- so the overview can count the subscriptions ended in a month and the recurring revenue of past months.
CREATE OR REPLACE FUNCTION subscriptions_date_end() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'canceled' AND NEW.ended_at IS NULL THEN
    NEW.ended_at := now();
  ELSIF NEW.status <> 'canceled' THEN
    NEW.ended_at := NULL;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER subscriptions_date_end BEFORE INSERT OR UPDATE OF status, ended_at ON subscriptions
  FOR EACH ROW EXECUTE FUNCTION subscriptions_date_end();
--> statement-breakpoint
UPDATE subscriptions SET ended_at = updated_at WHERE status = 'canceled' AND ended_at IS NULL;
