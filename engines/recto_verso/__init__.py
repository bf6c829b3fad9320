"""Recto Verso, the building game: pieces, buildings, facades, cards, solver, generator, game.

``pieces`` (shapes and rotations), ``building`` (placements and the validator),
``facades`` (projection and the match check), ``cards`` (the card format and the shipped
deck), ``solver`` (solve, count, hint), ``generator`` and ``make_deck`` (new cards and the
shipped deck), ``placing`` (where a piece lands), ``rules_data`` (scoring grid, ladder,
partner tokens, round outcome) and ``game`` (the registered ``GameState``).
"""
