"""The rummy table form, deal by deal."""
