"""The Scores area: a table's score sheet typed in, saved, confirmed, double-entered, and the history."""
