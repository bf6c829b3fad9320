"""What a screen reader reads at the card tables: a parallel accessible model of each table.

The tables draw their cards in ``QGraphicsScene`` s, which Qt's accessibility does not see
into. Each table keeps beside its scene a tree of small widgets that paint nothing, one per
hand, pile, row and card (:mod:`app.access.layer`), whose accessible interfaces
(:mod:`app.access.item`) give a screen reader a role, a name, a state (selected, the
keyboard's focus ring) and, for a card that can be played now, an action that says what it
does and with what. A game's module (:mod:`app.access.dj05135`, :mod:`app.access.verso`,
:mod:`app.access.revorso`) builds the tree from the view the table draws, and nothing else,
so the tree never holds what that seat may not know (docs/ARCHITECTURE.md, "Playing without
sight").
"""
