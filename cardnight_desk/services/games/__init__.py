"""The desks of the games run from a desk of their own rather than in drawn rounds: one folder per game, named
like the game's package in :mod:`cardnight_desk.domain.games`. Each keeps its play in the competition row
through :mod:`cardnight_desk.services.competition_state`."""
