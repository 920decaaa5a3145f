"""The 28 match form, deal by deal."""
