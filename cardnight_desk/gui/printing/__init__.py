"""The Printing area: score sheets, table cards, brackets, standings, results and certificates."""
