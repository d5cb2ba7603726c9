-- /game sgf exports a channel's last finished game when no game is active
-- there: the newest game of a channel with a status, by this index.
CREATE INDEX games_channel_status ON games (channel_id, status, updated_at);
