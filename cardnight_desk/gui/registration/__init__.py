"""The Registration area: players and teams, check-in, and registration workbooks in and out."""
