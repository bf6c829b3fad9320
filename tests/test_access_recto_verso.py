"""Recto Verso without sight: the card's facades in words on the desktop and on the phones, the
board and the held piece described, keyboard moves announced (docs/ARCHITECTURE.md, "Playing
without sight")."""

from __future__ import annotations

from PySide6.QtCore import Qt

from engines.catalogue import translate_message
from engines.recto_verso.cards import shipped_card
from engines.recto_verso.describe import board_words, cubes_words, side_words
from engines.recto_verso.facades import EMPTY
from engines.recto_verso.pieces import LETTERS
from tests.test_recto_verso_view import view  # noqa: F401  (the fixture)


def test_a_facade_is_read_column_by_column_from_its_top_cube_to_the_ground() -> None:
    facade = ("...G", "..YG", ".BYV", "BBNV")
    assert side_words("front", facade) == (
        "Recto, the front facade, from the left, top to bottom: column 1: blue; column 2: blue, blue; "
        "column 3: yellow, yellow, brown; column 4: green, green, violet, violet"
    )
    # A gap under an overhang is said; the sky above a column is not.
    assert side_words("back", ("K...", "....")).endswith(
        "column 1: black, empty; column 2: empty; column 3: empty; column 4: empty"
    )
    french = translate_message("fr", side_words("front", facade))
    assert french.startswith("Recto") and "bleu" in french and "column" not in french


def test_every_shipped_card_side_names_each_cube_of_its_picture() -> None:
    for card_id in ("E01", "E10", "H05", "H12"):
        card = shipped_card(card_id)
        for side in ("front", "back"):
            facade = getattr(card, side)
            words = side_words(side, facade)
            columns = words.split(": ", 1)[1].split("; ")
            assert len(columns) == 4
            for position, column in enumerate(columns):
                cells = [row[position] for row in facade]
                while cells and cells[0] == EMPTY:
                    cells.pop(0)
                said = column.split(": ", 1)[1].split(", ")
                assert said == [LETTERS[c] if c != EMPTY else "empty" for c in cells] or (
                    not cells and said == ["empty"]
                )


def test_the_phone_reads_the_card_it_shows() -> None:
    from engines.recto_verso.game import RectoVersoGame
    from tableserver.games.recto_verso import RectoVersoPhone
    from tableserver.phone_views import TableTurn

    state = RectoVersoGame(4, 3, {"mode": "party"})
    seen = state.view(state.builders[0])
    sent = RectoVersoPhone().phone(seen, ["Ana", "Bea", "Cal", "Dan"], "it", "/art", None, TableTurn())
    (facade,) = sent["facades"]
    assert facade["alt"] == translate_message(
        "it", side_words(facade["id"], getattr(seen.card, facade["id"]))
    )
    assert "colonna 1" in facade["alt"]


def test_the_board_and_the_held_piece_are_described_and_key_moves_said(view, qtbot) -> None:  # type: ignore[no-untyped-def]  # noqa: F811
    view.rounds.start_puzzle("easy", "E01", seed=1)
    board = view.page.board
    board.setFocus()
    card = view.session.state.card
    panel = view.page.facades
    assert side_words("front", card.front) in panel.accessibleDescription()
    assert side_words("back", card.back) in panel.accessibleDescription()
    assert board.accessibleName().startswith("Board: squares A to D")
    assert board.accessibleDescription() == "The board is empty."
    qtbot.mouseClick(view.page.tray.buttons["black"], Qt.MouseButton.LeftButton)
    view.session.move_to((0, 0))
    view.refresh()
    qtbot.keyClick(board, Qt.Key.Key_Right)
    assert view.access.said[-1] == "black cube on B1, floor 1"
    assert board.accessibleDescription().endswith("In your hand: black cube on B1, floor 1")
    qtbot.keyClick(board, Qt.Key.Key_Return)
    assert view.access.said[-1] == view.page.status.text() == "The black piece is on the board."
    assert board.accessibleDescription() == "B1, from the ground up: black"
    assert board_words({(1, 0, 0): "black"}) == "B1, from the ground up: black"
    assert (
        cubes_words("yellow", [(3, 2, 1), (2, 2, 1)])
        == "yellow cube on C3, floor 2; yellow cube on D3, floor 2"
    )
