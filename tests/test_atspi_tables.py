"""The card tables as a screen reader reads them: the real app, in a real window, over AT-SPI.

Each test starts the app on its own X server and D-Bus session (:mod:`tests.atspi_session`)
and reads it the way Orca does: the tree of accessible objects, the focus as it moves and
the announcements. It walks a table by keyboard and checks what is said, that nothing said
names the side of a card its seat may not see, and plays whole games through the tree
alone: reading names, acting through accessible actions (docs/ARCHITECTURE.md, "Playing
without sight").
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

import pytest

from engines.dj05135.game import DJ05135State
from tests.access_tree import said, said_verso
from tests.atspi_session import AtspiSession, Node, walk

pytestmark = pytest.mark.slow

ANA_AND_BEA = [
    {"name": "Ana", "kind": "person"},
    {"name": "Bea", "kind": "bot", "bot": "greedy", "level": "medium"},
]


def lists_of(table: Node) -> list[Node]:
    return [node for node in walk(table) if node["role"] == "list"]


def card_names(node: Node) -> list[str]:
    return [child["name"] for child in node["children"]]


def playable(table: Node) -> list[Node]:
    return [node for node in walk(table) if node["role"] == "list item" and node["actions"]]


def check_dj05135_tree(table: Node, state: DJ05135State, seat: int) -> None:
    """The tree is ``seat``'s view: every card named by the side that seat sees, in the order
    the table shows them; the other side of a card is never named."""
    view = state.view(seat)
    *others, centre, mine = [n for n in lists_of(table) if n["name"] != "Which side will face you?"]
    order = [(seat + i) % view.players for i in range(1, view.players)]
    expected = [*(view.hands[s] for s in order), view.centre, view.hands[seat]]
    for node, cards in zip([*others, centre, mine], expected, strict=True):
        names = [name.split(",")[0] for name in card_names(node)]
        assert names == [said(card.face) for card in cards], node["name"]
        for name, card in zip(names, cards, strict=True):
            hidden = next(side for side in state.sides[card.tag] if side != card.face)
            assert hidden.animal not in name.split()
    assert centre["name"] == f"Centre: {len(view.centre)} cards, face up"
    assert mine["name"].startswith(f"Ana (you), {view.points[seat]} of 3 points, {len(view.hand)} cards")


def test_the_dj05135_table_walked_by_keyboard_reads_as_its_seat_sees_it() -> None:
    spec = {"game": "dj05135", "seats": ANA_AND_BEA, "seed": 5, "options": {"first_player": 0}}
    with AtspiSession(spec) as atspi:
        table_node = atspi.wait_node("the DJ05135 table", name="DJ05135 table")
        # The table takes the focus for Ana's turn, on the first card she may play. Read from the
        # card's focused state: the focus event may come before the reader listens.
        first = atspi.wait_for(
            lambda: next(
                (
                    n
                    for n in walk(atspi.tree_of(table_node))
                    if n["role"] == "list item" and "focused" in n["states"]
                ),
                None,
            ),
            "the focus on a card",
        )
        state = DJ05135State(2, 5, {"first_player": 0})
        hand = state.view(0).hand
        assert first["name"] == said(hand[0].face)
        assert first["description"] == "The others see its other side."
        assert {"focused", "focusable"} <= set(first["states"])
        table = atspi.tree_of(table_node)
        check_dj05135_tree(table, state, 0)
        mine = lists_of(table)[-1]
        for card, node in zip(hand, mine["children"], strict=True):
            assert node["actions"] and node["actions"][0]["description"] == f"Play {said(card.face)}"
        assert not [n for n in playable(table) if n not in mine["children"]]
        labels = [n["name"] for n in walk(table) if n["role"] == "label" and "showing" in n["states"]]
        assert labels == ["Turn order, clockwise: you, then Bea"]
        # Tab and the arrows move the ring, and the screen reader's focus with it.
        # Each key's focus event is waited for by its card (the table's first focus event may
        # reach the reader late, and is not the one a key gave).
        atspi.forget_heard()
        for key, index in (("Tab", 1), ("Right", 2), ("Left", 1), ("Tab", 2)):
            atspi.key(key)
            name = said(hand[index].face)
            heard = atspi.hear(
                "focus",
                lambda e, n=name: e["role"] == "list item" and e["name"] == n,
                f"the focus after {key}",
            )
            assert heard["name"] == name, key
        # Enter plays the card; the move and the next step are announced, and the ring goes to
        # the centre, where every card may be taken.
        atspi.forget_heard()
        atspi.key("Return")
        played = said(hand[2].face).split(" (")[0]
        news = atspi.hear("announcement", lambda e: "You play" in e["text"], "the move announced")
        assert news["text"].startswith(f"You play {played}") and "Ana, take a card" in news["text"]
        heard = atspi.hear("focus", lambda e: e["role"] == "list item", "the focus on the centre")
        table = atspi.tree_of(table_node)
        centre = lists_of(table)[-2]
        takes = [n["actions"][0]["description"] for n in playable(table)]
        assert takes == [f"Take {name}" for name in card_names(centre) if "played" not in name]
        assert heard["name"] == card_names(centre)[0]
        # Enter takes it; Bea plays at once, and her moves are announced before Ana's turn.
        atspi.forget_heard()
        atspi.key("Return")
        atspi.hear("announcement", lambda e: "Bea plays" in e["text"], "Bea's move announced")
        atspi.hear(
            "announcement",
            lambda e: e["text"].endswith("Ana, play a card from your hand."),
            "Ana's turn announced",
        )
        atspi.hear("focus", lambda e: e["role"] == "list item", "the focus back on Ana's hand")

        def settled() -> bool:
            saved = atspi.saved("dj05135")
            if saved is None or saved.current_player != 0:
                return False
            try:
                check_dj05135_tree(atspi.tree_of(table_node), saved, 0)
            except AssertionError:
                return False
            return True

        atspi.wait_for(settled, "the tree to read as the saved game's view")


#: Verso's banner on Ana's turn, which ends the announcement of Bea's move.
ANA_TURN = "Your turn, Ana: take the top card or bank a series."


def test_the_verso_table_walked_by_keyboard_names_every_card_by_its_face_up_side() -> None:
    seats = [
        {"name": "Ana", "kind": "person"},
        {"name": "Bea", "kind": "bot", "bot": "random", "level": "easy"},
    ]
    with AtspiSession({"game": "verso", "seats": seats, "seed": 3}) as atspi:
        table_node = atspi.wait_node("the Verso table", name="Verso table")
        # T takes the top card: the button names it, and the move is announced.
        for _ in range(4):
            take = atspi.wait_node("Take", role="push button", name_starts="Take ")
            top = take["name"][len("Take ") : -len(" as shown (T)")]
            atspi.forget_heard()
            atspi.key("t")
            news = atspi.hear("announcement", lambda e: "Ana takes" in e["text"], "Ana's move announced")
            assert top in news["text"]
            atspi.hear("announcement", lambda e: e["text"].endswith(ANA_TURN), "Ana's turn")

        def settled() -> tuple[Any, Any] | None:
            """The saved game and the tree once they tell the same moment: the save is
            written in the background and the tree follows the cards as they land."""
            saved = atspi.saved("verso")
            if saved is None:
                return None
            tree = atspi.tree_of(table_node)
            faces = {card["name"] for row in _verso_rows(tree) for card in row["children"]}
            if faces != {said_verso(saved.face(uid)) for row in saved.rows[0] for uid in row}:
                return None
            if not _others_shown(tree, saved):  # Bea's cards still on their way
                return None
            return saved, tree

        state, table = atspi.wait_for(settled, "the tree to read as the saved game's view")
        rows = _verso_rows(table)
        mine = [card for row in rows for card in row["children"]]
        assert [row["name"].split(",")[0] for row in rows] == ["blue row", "green row", "orange row"]
        assert _others_shown(table, state)
        # The arrows walk Ana's cards in reading order; Space chooses one, read as selected.
        heard = []
        for _ in range(len(mine)):
            atspi.key("Right")
            heard.append(atspi.hear("focus", lambda e: e["role"] == "list item", "the cursor")["name"])
        assert sorted(heard) == sorted(card["name"] for card in mine)
        atspi.key("space")
        chosen = atspi.wait_for(
            lambda: [n for n in walk(atspi.tree_of(table_node)) if "selected" in n["states"]],
            "the card chosen",
        )
        assert [n["name"] for n in chosen] == [heard[-1]]
        assert chosen[0]["actions"][0]["description"] == f"Take {heard[-1].split(',')[0]} out of the series"


def test_the_revorso_table_names_a_drawn_card_until_it_lies_face_down() -> None:
    seats = [
        {"name": "Ana", "kind": "person"},
        {"name": "Bea", "kind": "bot", "bot": "greedy", "level": "medium"},
    ]
    with AtspiSession({"game": "revorso", "seats": seats, "seed": 5}) as atspi:
        table_node = atspi.wait_node("the Revorso table", name="Revorso table")
        # The focus is on Draw (the event may come before the reader listens: its state tells).
        atspi.wait_for(
            lambda: [
                n for n in atspi.find(role="push button", name="Draw a card  (D)") if "focused" in n["states"]
            ],
            "the focus on Draw",
        )
        atspi.forget_heard()
        atspi.key("d")
        news = atspi.hear("announcement", lambda e: "You draw" in e["text"], "the draw announced")
        table = atspi.tree_of(table_node)
        sequence = next(n for n in walk(table) if n["role"] == "list")
        assert sequence["name"].startswith("Your sequence: 1 card")
        drawn = sequence["children"][0]["name"]
        state = atspi.wait_for(lambda: atspi.saved("revorso"), "the saved game")
        card = state.view(0).just_shown[-1].card
        if card is not None and "symbol" not in news["text"]:
            from engines.revorso.cards import card_name

            assert drawn == f"card 1, {card_name(card)}, shown now"
        # The next draw lays it face down: nobody may read it any more, a screen reader included.
        for _ in range(3):
            draw = atspi.find(role="push button", name="Draw a card  (D)")
            if not draw or "sensitive" not in draw[0]["states"]:
                break
            atspi.forget_heard()
            atspi.key("d")
            atspi.hear("announcement", lambda e: "You draw" in e["text"], "the draw announced")
        state = atspi.wait_for(lambda: atspi.saved("revorso"), "the saved game")
        view = state.view(0)
        table = atspi.tree_of(table_node)
        sequence = next(n for n in walk(table) if n["role"] == "list")
        shown = {e.handle for e in view.just_shown}
        down = [i for i, handle in enumerate(view.face_down) if handle not in shown]
        from engines.revorso.cards import CARD_TYPES

        names = {meta.names["en"] for meta in CARD_TYPES.values()}
        for index in down:
            name = sequence["children"][index]["name"]
            assert name == f"card {index + 1}, face down", name
            assert not any(word in name for word in names)


# -- whole games through the tree alone ------------------------------------------------------------


def _animal(name: str) -> str:
    return name.split(" ")[0].split(",")[0]


def _dj05135_choice(table: Node) -> Node:
    """A move chosen from what the tree says: collect the animal held most, give away the rest."""
    *_others, _centre, mine = [n for n in lists_of(table) if n["name"] != "Which side will face you?"]
    held = Counter(_animal(name) for name in card_names(mine))
    options = playable(table)
    verb = options[0]["actions"][0]["description"].split(" ")[0]
    if verb in ("Keep", "Turn") and options[0]["name"].startswith("Keep"):
        return options[0]
    if verb == "Play":
        return min(options, key=lambda n: held[_animal(n["name"])])
    return max(options, key=lambda n: held[_animal(n["name"])])


def test_a_whole_dj05135_game_played_from_the_accessibility_tree() -> None:
    spec = {
        "game": "dj05135",
        "seats": ANA_AND_BEA,
        "seed": 9,
        "options": {"first_player": 0, "turn_limit": 60},
    }
    with AtspiSession(spec) as atspi:
        table_node = atspi.wait_node("the DJ05135 table", name="DJ05135 table")

        def ana_or_end() -> list[Node]:
            """The end page's "Play again" (the table is no longer shown then), or Ana's moves."""
            end = atspi.find(name="Play again")
            table = None if end else atspi.tree_if_shown(table_node)
            return end or (playable(table) if table is not None else [])

        moves = 0
        while True:
            ready = atspi.wait_for(ana_or_end, "Ana's turn or the end")
            if ready and ready[0]["role"] == "push button":
                break
            table = atspi.tree_of(table_node)
            choice = _dj05135_choice(table)
            atspi.forget_heard()
            atspi.act(choice)
            if choice["actions"][0]["description"].startswith("Steal"):
                continue  # the side is chosen next, in the list the table offers
            atspi.hear("announcement", lambda e: True, "the move announced")
            moves += 1
        # The last moves, then the end page's headline and sentence, in place of the banner.
        end = atspi.hear("announcement", lambda e: " win" in e["text"], "the result announced")
        assert re.search(r"\b(Ana|Bea) wins! \S.*[.!]$", end["text"]), end["text"]
        assert "Ctrl+N" not in end["text"]
        assert moves >= 6


def _verso_rows(table: Node) -> list[Node]:
    you = next(n for n in walk(table) if n["role"] == "panel" and n["name"].startswith("Ana (you)"))
    return you["children"]


def _others_shown(table: Any, state: Any) -> bool:
    """Every card of the tree but Ana's is one the saved game shows: Bea's rows, the top
    card, the discard pile."""
    mine = [card for row in _verso_rows(table) for card in row["children"]]
    others = {n["name"] for n in walk(table) if n["role"] == "list item" and n not in mine}
    shown = {said_verso(state.face(uid)) for row in state.rows[1] for uid in row}
    shown.add(said_verso(state.face(state.top)))
    return others <= shown | {said_verso(state.face(u)) for u in state.discard}


def _run(cards: list[Node]) -> list[Node]:
    """The longest run of following values among ``cards`` named "blue 3, 1 point"."""
    values = {}
    for card in cards:
        word = card["name"].split(",")[0].split(" ")[-1]
        if word.isdigit():
            values[int(word)] = card
    best: list[Node] = []
    for start in sorted(values):
        run = []
        value = start
        while value in values:
            run.append(values[value])
            value += 1
        best = max(best, run, key=len)
    return best


def test_a_whole_verso_game_played_from_the_accessibility_tree() -> None:
    seats = [
        {"name": "Ana", "kind": "person"},
        {"name": "Bea", "kind": "bot", "bot": "random", "level": "easy"},
    ]
    with AtspiSession({"game": "verso", "seats": seats, "seed": 3}) as atspi:
        table_node = atspi.wait_node("the Verso table", name="Verso table")
        banked = turns = 0
        while True:
            buttons = atspi.wait_for(
                lambda: [
                    b
                    for b in atspi.find(role="push button", skip_names=["Game log"])
                    if re.match(r"(Take|Flip|Pass|Play again)", b["name"]) and "sensitive" in b["states"]
                ],
                "Ana's turn or the end",
            )
            names = [b["name"] for b in buttons]
            if "Play again" in names:
                break
            table = atspi.tree_of(table_node)
            series = max((_run(row["children"]) for row in _verso_rows(table)), key=len)
            atspi.forget_heard()
            if len(series) >= 2:
                for card in series:
                    assert card["actions"][0]["description"].startswith("Choose ")
                    atspi.act(card)
                bank = atspi.wait_node("Bank to name the series", role="push button", name_starts="Bank ")
                atspi.wait_for(
                    lambda: "sensitive" in atspi.find(role="push button", name_starts="Bank ")[0]["states"],
                    "Bank to be offered",
                )
                bank = atspi.find(role="push button", name_starts="Bank ")[0]
                assert bank["name"] != "Bank series (B)"
                atspi.act(bank)
                banked += 1
            else:
                take = next(b for b in buttons if b["name"].startswith(("Take", "Flip", "Pass")))
                if take["name"].startswith("Take"):
                    assert re.fullmatch(r"Take (blue|green|orange) (\d|joker) as shown \(T\)", take["name"])
                atspi.act(take)
            atspi.hear("announcement", lambda e: True, "the move announced")
            turns += 1
        assert turns >= 10
        assert banked >= 1
