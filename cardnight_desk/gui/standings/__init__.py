"""The Standings area and the standings board for a second screen."""
