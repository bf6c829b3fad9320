"""The Recto Verso builder as a screen reader reads it: the real app, in a real window, over AT-SPI.

A puzzle on a fixed card is built by keyboard alone, the way a player without sight builds
it: the card's facades are read as words, the board takes the focus, Tab takes a piece,
the arrows move it and each move is announced as the cubes it would land on, Enter puts it
down and the board's description then says it. Nothing a screen reader can reach says
what the player cannot see (docs/ARCHITECTURE.md, "Playing without sight").
"""

from __future__ import annotations

import re

import pytest

from engines.catalogue import translate_message
from engines.recto_verso.cards import shipped_card
from engines.recto_verso.describe import COLUMNS, board_words, side_words
from tests.atspi_session import AtspiSession, Node, walk

pytestmark = pytest.mark.slow

CARD = "E01"
SPEC = {"puzzle": {"level": "easy", "card": CARD, "seed": 1}}
HAND = "In your hand: "
#: One cube of the held piece as the builder says it: "black cube on C2, floor 1".
CUBE = re.compile(r"(\w+) cube on ([A-D])([1-4]), floor (\d)")


def said(text: str) -> str:
    return translate_message("en", text)


def cubes(words: str) -> list[tuple[str, int, int, int]]:
    """The cubes a sentence names (colour, column, row, floor from 0), checking that it names
    nothing else: "black cube on C2, floor 1; black cube on C3, floor 1"."""
    found = [(m[1], COLUMNS.index(m[2]), int(m[3]) - 1, int(m[4]) - 1) for m in CUBE.finditer(words)]
    assert (
        found
        and "; ".join(f"{colour} cube on {COLUMNS[x]}{y + 1}, floor {z + 1}" for colour, x, y, z in found)
        == words
    ), words
    return found


def texts(root: Node) -> list[str]:
    """Every name and description a screen reader can reach under ``root`` (shown things only)."""
    found: list[str] = []
    for node in walk(root):
        if "showing" in node["states"] or not node["path"]:
            found += [text for text in (node["name"], node["description"]) if text]
    return found


def test_a_puzzle_is_built_by_keyboard_from_the_words_a_screen_reader_says() -> None:
    card = shipped_card(CARD)
    front, back = said(side_words("front", card.front)), said(side_words("back", card.back))
    with AtspiSession(SPEC) as atspi:
        # The card's facades, both read column by column from the left, each from its top down.
        facades = atspi.wait_node("the card's facades", name="Card")
        assert facades["description"] == f"{front} {back}"
        # The board has the focus (the puzzle starts there), named and described.
        board = atspi.wait_for(
            lambda: [n for n in atspi.find(name_starts="Board: squares") if "focused" in n["states"]],
            "the focus on the board",
        )[0]
        assert board["name"] == (
            "Board: squares A to D from left to right seen from the front, 1 to 4 from the front to the back"
        )
        assert board["description"] == "The board is empty."

        def board_now() -> Node:
            return atspi.tree(board["path"], depth=0)

        # Tab takes the next piece: the step is said, and the board's description names it.
        atspi.forget_heard()
        atspi.key("Tab")
        taken = atspi.hear("announcement", lambda e: e["text"].startswith("Holding the "), "the piece taken")
        colour = taken["text"].split()[2]
        held = atspi.wait_for(
            lambda: board_now()["description"].partition(HAND)[2], "the held piece described"
        )
        before = cubes(held)
        assert {cube[0] for cube in before} == {colour}
        # An arrow moves it one square across the screen (the view is from the front): the
        # screen reader hears the cubes it would land on, and the description follows.
        step = 1 if max(x for _c, x, _y, _z in before) < 3 else -1
        atspi.key("Right" if step == 1 else "Left")
        moved = atspi.hear("announcement", lambda e: " cube on " in e["text"], "the move announced")
        after = cubes(moved["text"])
        assert sorted(after) == sorted((c, x + step, y, z) for c, x, y, z in before)
        atspi.wait_for(lambda: board_now()["description"].endswith(HAND + moved["text"]), "the hand moved")
        # Enter puts it down: the status line's sentence is said, and the board now holds it.
        atspi.key("Return")
        atspi.hear(
            "announcement",
            lambda e: e["text"] == f"The {colour} piece is on the board.",
            "the piece put down",
        )
        built = board_words({(x, y, z): c for c, x, y, z in after})
        atspi.wait_for(lambda: board_now()["description"] == built, "the board to hold the piece")
        assert atspi.find(name="The " + colour + " piece is on the board.", role="label")
        frame = atspi.tree([0])
        words = texts(frame)
        # Nothing a screen reader reaches places a cube anywhere but on the board or in the hand,
        # and the facades are read only where they are drawn (the card's, face up in a puzzle).
        for text in words:
            if " cube on " in text or "from the ground up" in text:
                assert text in (built, f"{colour} piece, on the board"), text
            if "facade, from the left" in text:
                assert text == f"{front} {back}", text
        # The front partner's view: the back is no longer drawn, so no longer read either.
        front_only = atspi.wait_node("Front only", role="check box", name="Front")
        assert front_only["actions"][0]["name"] == "Toggle"  # what a screen reader does with a box
        atspi.act(front_only)
        atspi.wait_for(
            lambda: atspi.find(name="Card")[0]["description"] == front, "the card read as its front only"
        )
        assert not [text for text in texts(atspi.tree([0])) if "Verso, the back facade" in text]
