"""The baccarat fun table's desk: the actions at the table (:mod:`.desk`) and what the window shows
(:mod:`.views`)."""
