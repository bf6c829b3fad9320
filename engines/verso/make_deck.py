"""Design the 90-card Verso deck and write ``resources/verso/deck.json``.

No card list was ever published, so the deck is built here from a symmetric pattern:

* 72 numbered cards: for each ordered pair of different colours (c, d) and each value v,
  two cards join "c v" to "d v+1" (6 wraps to 1), once with the 1-point face low and
  once high. Every colour and value thus appears 8 times on numbered cards.
* 18 joker cards: for each colour c and value v one card "c v" whose back is a joker of
  the next colour (odd v) or the one after (even v); odd values carry 1 point and their
  joker 3, even values the reverse.

Result: 60 faces per colour, 9 faces of each colour and value, 6 jokers per colour
(3 worth 1 point, 3 worth 3), 30 faces of 1 point and 30 of 3 in each colour.
Face 0 of every card is its 1-point face. Run ``python -m engines.verso.make_deck``.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from engines.verso.cards import JOKER, Face, VersoCard, composition, deck_problems
from resources import resource_path

__all__ = ["deck_json", "design_deck", "main"]


def design_deck() -> list[VersoCard]:
    pairs: list[tuple[Face, Face]] = []
    for v in range(1, 7):
        for c in range(3):
            for d in range(3):
                if c == d:
                    continue
                up = v % 6 + 1
                pairs.append((Face(c, v, 1), Face(d, up, 3)))
                pairs.append((Face(d, up, 1), Face(c, v, 3)))
    for c in range(3):
        for v in range(1, 7):
            joker_colour = (c + 1) % 3 if v % 2 else (c + 2) % 3
            if v % 2:
                pairs.append((Face(c, v, 1), Face(joker_colour, JOKER, 3)))
            else:
                pairs.append((Face(joker_colour, JOKER, 1), Face(c, v, 3)))
    return [VersoCard(i + 1, faces) for i, faces in enumerate(pairs)]


def deck_json(cards: list[VersoCard]) -> str:
    """One card per line, so the file reads (and diffs) like a card list."""
    lines = [json.dumps(c.to_json(), ensure_ascii=False) for c in cards]
    return '{"version": 1, "cards": [\n' + ",\n".join(lines) + "\n]}\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=resource_path("verso", "deck.json"))
    args = parser.parse_args(argv)
    cards = design_deck()
    problems = deck_problems(cards)
    if problems:
        raise SystemExit("deck design broken: " + "; ".join(problems))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(deck_json(cards), encoding="utf-8")
    info = composition(cards)
    per_colour = info["faces_per_colour"]
    print(f"wrote {args.out}: {info['cards']} cards, {info['jokers']} jokers, faces per colour {per_colour}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
