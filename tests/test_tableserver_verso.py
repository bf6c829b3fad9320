"""The Verso phone adapter: what a seat's phone is sent (its rows, the card on the pile, its
choices, its points) and the pictures it may ask for."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from engines.table.seats import Seat, TableSetup
from engines.table.session import TableSession
from engines.verso.actions import Bank, Draw
from engines.verso.cards import Face
from engines.verso.game import VersoView
from tableserver.games.verso import VersoPhone, face_key
from tableserver.phone_views import adapter, card_png, phone_state

NAMES = ["Ana", "Ben", "Cleo"]


def _session(seed: int = 5, players: int = 3) -> TableSession:
    seats = tuple(Seat.remote(name) for name in NAMES[:players])
    return TableSession(TableSetup("verso", seats, seed, {}))


def _play_until_bank(session: TableSession) -> None:
    """Take cards as shown (flipping when the shown face is refused) until someone may bank."""
    while not any(isinstance(a, Bank) for a in session.state.legal_actions()):
        seat = session.to_act()
        assert seat is not None
        session.play(seat, session.state.legal_actions()[0])


def test_verso_is_served_and_every_face_has_a_picture() -> None:
    assert isinstance(adapter("verso"), VersoPhone)
    assert len(VersoPhone.face_keys) == 3 * 7 * 2
    assert face_key(Face(2, 0, 3)) == "orange-joker-3" and face_key(Face(0, 4, 1)) == "blue-4-1"
    picture = card_png("verso", "orange-joker-3", "fr")
    assert picture is not None and picture.startswith(b"\x89PNG")
    assert card_png("verso", "purple-3-1", "en") is None
    assert card_png("verso", "blue-3-1", "en") != card_png("verso", "green-3-1", "en")


def test_the_phone_shows_only_its_own_rows_and_the_card_on_the_pile() -> None:
    session = _session()
    for _ in range(9):
        seat = session.to_act()
        assert seat is not None
        session.play(seat, session.state.legal_actions()[-1])
    view = session.view(1)
    assert isinstance(view, VersoView)
    phone, moves, over = phone_state("verso", view, session.legal_for(1), NAMES, "en", "/art/verso")
    assert not over
    mine = [card["id"] for row in phone["rows"] for card in row["cards"]]
    assert sorted(mine) == sorted(card.uid for row in view.rows[1] for card in row)
    assert mine and not set(mine) & {card.uid for row in view.rows[0] for card in row}
    assert phone["top"]["id"] == view.top.uid  # type: ignore[union-attr]
    assert phone["pile"] == view.pile and phone["banked"] == view.points[1]
    assert phone["in_front"] == sum(card.face.points for row in view.rows[1] for card in row)
    assert [row["title"] for row in phone["rows"]] == ["Sea · blue", "Land · green", "Sky · orange"]
    assert moves == [] if session.to_act() != 1 else moves


def test_each_choice_is_labelled_and_names_its_cards() -> None:
    session = _session(seed=2)
    _play_until_bank(session)
    seat = session.to_act()
    assert seat is not None
    view = session.view(seat)
    assert isinstance(view, VersoView) and view.top is not None
    legal = session.legal_for(seat)
    _phone, moves, _over = phone_state("verso", view, legal, NAMES, "en", "/art/verso")
    assert [move["k"] for move in moves] == list(range(len(legal)))
    for move, action in zip(moves, legal, strict=True):
        if isinstance(action, Draw):
            assert move["kind"] == ("flip" if action.flip else "take")
            assert move["cards"] == [view.top.uid] and action.shown in move["label"]
        else:
            assert isinstance(action, Bank)
            assert move["kind"] == "bank" and move["cards"] == list(action.cards)
            values = action.values.replace("★", "joker")
            assert move["label"].startswith(f"Bank {action.colour} {values} (+{action.points} points)")


def _positions_with_twin_banks(limit: int = 400) -> list[tuple[VersoView, list[Bank], list[dict[str, Any]]]]:
    """Positions of seeded random games where two banks read the same values (jokers swapped)."""
    found = []
    for seed in range(limit):
        session = _session(seed=seed, players=2)
        rng = random.Random(seed)
        while not session.over and len(found) < 3:
            seat = session.to_act()
            assert seat is not None
            legal = session.legal_for(seat)
            banks = [a for a in legal if isinstance(a, Bank)]
            values = [(b.colour, b.values, b.points) for b in banks]
            if len(set(values)) < len(values):
                view = session.view(seat)
                assert isinstance(view, VersoView)
                moves = phone_state("verso", view, legal, NAMES, "en", "/art/verso")[1]
                found.append((view, banks, moves))
            session.play(seat, rng.choice(legal))
        if len(found) >= 3:
            break
    return found


def test_two_banks_of_the_same_values_say_which_cards_each_keeps() -> None:
    """Jokers in another order keep other cards in the row (the two highest are discarded): the
    labels differ and say what stays; no label uses ★, which the cards use for nothing but jokers."""
    twins = _positions_with_twin_banks()
    assert twins, "no seeded game offered two banks of the same values"
    for view, _banks, moves in twins:
        labels = [move["label"] for move in moves]
        assert len(set(labels)) == len(labels), labels
        assert not any("★" in label for label in labels)
        told = [move for move in moves if "keeping" in move["label"] or "of your row" in move["label"]]
        assert len(told) >= 2
        rows = [list(row) for row in view.rows[view.player]]
        for move in told:
            if "keeping" not in move["label"]:  # a series discarded whole names its jokers' places
                for uid in move["cards"]:
                    row = next(r for r in rows if any(c.uid == uid for c in r))
                    place = next(i for i, c in enumerate(row, start=1) if c.uid == uid)
                    assert not row[place - 1].face.is_joker or f"joker in place {place}" in move["label"]
                continue
            for uid in move["cards"][:-2]:
                face = next(c.face for r in rows for c in r if c.uid == uid)
                if not face.is_joker:
                    assert str(face.value) in move["label"]


def test_a_card_is_named_in_words_with_its_points() -> None:
    session = _session(seed=3)
    view = session.view(0)
    phone = phone_state("verso", view, session.legal_for(0), NAMES, "fr", "/art/verso")[0]
    cards = [card for row in phone["rows"] for card in row["cards"]] + [phone["top"]]
    assert all(", vaut " in card["alt"] and "★" not in card["alt"] for card in cards)
    english = phone_state("verso", view, session.legal_for(0), NAMES, "en", "/art/verso")[0]
    assert re.fullmatch(r"(Blue|Green|Orange) (\d|joker), worth [13]", english["top"]["alt"])


@pytest.mark.parametrize("language", ["fr", "it", "pt"])
def test_the_phone_speaks_its_language(language: str) -> None:
    session = _session()
    view = session.view(0)
    phone, moves, _over = phone_state("verso", view, session.legal_for(0), NAMES, language, "/art/verso")
    english, english_moves, _ = phone_state("verso", view, session.legal_for(0), NAMES, "en", "/art/verso")
    assert phone["prompt"] != english["prompt"]
    assert all(move["label"] != en["label"] for move, en in zip(moves, english_moves, strict=True))
    assert phone["top"]["img"].endswith(f"?lang={language}")


def test_the_last_series_and_the_end() -> None:
    session = _session(seed=9, players=2)
    while session.state.phase != "final":  # type: ignore[attr-defined]
        seat = session.to_act()
        assert seat is not None
        session.play(seat, session.state.legal_actions()[0])
    seat = session.to_act()
    assert seat is not None
    _phone, moves, _ = phone_state(
        "verso", session.view(seat), session.legal_for(seat), NAMES, "en", "/art/verso"
    )
    assert moves[-1] == {"k": len(moves) - 1, "kind": "pass", "cards": [], "label": "Bank no last series"}
    while not session.over:
        seat = session.to_act()
        assert seat is not None
        session.play(seat, session.state.legal_actions()[-1])
    phone, moves, over = phone_state("verso", session.view(0), [], NAMES, "en", "/art/verso")
    best = max(session.view(0).points)  # type: ignore[attr-defined]
    winners = ", ".join(NAMES[s] for s, p in enumerate(session.view(0).points) if p == best)  # type: ignore[attr-defined]
    assert over and moves == [] and phone["acting"] is None and phone["top"] is None
    assert phone["prompt"] == f"Most points: {winners}"
