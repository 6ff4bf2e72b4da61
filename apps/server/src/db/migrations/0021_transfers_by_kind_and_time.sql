-- The money view reads every member's movements of some kinds over the last days (income per
-- day, payouts this month); without this index each read would scan all transfers.
CREATE INDEX "transfers_kind_time_idx" ON "transfers" USING btree ("kind","created_at");
