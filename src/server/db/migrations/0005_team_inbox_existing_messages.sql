-- Messages written to one administrator before the team inbox now go to the whole team.
UPDATE "admin_user_messages" SET "recipient_id" = NULL
WHERE "recipient_id" IN (SELECT "id" FROM "users" WHERE "role" = 'admin');
