"""DJ05135, the double-sided animal card game.

The deck is :mod:`.cards` (data in ``resources/dj05135/deck.json``, designed by
:mod:`.make_deck`), the rules :mod:`.game`, the per-player log :mod:`.log`, the bots
:mod:`.bots`.
"""
