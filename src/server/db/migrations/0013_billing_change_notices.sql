-- Payments show in the customer's invoices and the team's customer card: the database announces them
-- (see 0007_database_change_notices.sql).
CALL notify_changes_of('billing_payments', 'user_id');
