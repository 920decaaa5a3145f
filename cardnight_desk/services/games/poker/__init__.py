"""The poker freezeout's desk: its kept state (:mod:`.state`), the clock and blind structure (:mod:`.clock`),
entries, seats, busts and moves (:mod:`.desk`), and what the desk screens show (:mod:`.views`)."""
