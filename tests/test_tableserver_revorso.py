"""The Revorso phone adapter: a face-down card is only ever the common back, the card being
shown is shown to every phone, and each choice (draw, stop, the memory test, Steal 2, Switch,
Bear) is labelled in the phone's language."""

from __future__ import annotations

from engines.revorso.cards import SYMBOLS
from engines.revorso.game import ANSWER, BEAR, STEAL, SWITCH, Draw, RevorsoState, RevorsoView, Stop
from engines.table.seats import Seat, TableSetup
from engines.table.session import TableSession
from tableserver.games.revorso import BACK, RevorsoPhone
from tableserver.phone_views import adapter, card_png, phone_state

NAMES = ["Ana", "Ben", "Cleo"]


def _session(seed: int = 3, players: int = 2) -> TableSession:
    seats = tuple(Seat.remote(name) for name in NAMES[:players])
    return TableSession(TableSetup("revorso", seats, seed, {}))


def _state(session: TableSession) -> RevorsoState:
    assert isinstance(session.state, RevorsoState)
    return session.state


def _draw_until_symbols(session: TableSession, count: int) -> None:
    """Draw (and rob when Steal 2 asks) until the active player has ``count`` face-down cards."""
    state = _state(session)
    while len(state.sequence) < count:
        legal = state.legal_actions()
        assert Draw() in legal or state.phase == STEAL, legal
        session.play(state.current_player, Draw() if Draw() in legal else legal[0])


def _phone(session: TableSession, seat: int, language: str = "en") -> tuple[dict, list, bool]:  # type: ignore[type-arg]
    return phone_state(
        "revorso", session.view(seat), session.legal_for(seat), NAMES, language, "/art/revorso"
    )


def test_revorso_is_served_with_every_card_and_the_back() -> None:
    assert isinstance(adapter("revorso"), RevorsoPhone)
    assert BACK in RevorsoPhone.face_keys and set(SYMBOLS) < RevorsoPhone.face_keys
    back, honey = card_png("revorso", BACK, "en"), card_png("revorso", "honey", "fr")
    assert back and honey and back != honey and back.startswith(b"\x89PNG")
    assert card_png("revorso", "dragon", "en") is None


def test_a_card_is_shown_once_to_everyone_then_only_its_back() -> None:
    session = _session()
    _draw_until_symbols(session, 1)
    state = _state(session)
    drawn = state.sequence[0]
    for seat in (0, 1):
        phone, _moves, _ = _phone(session, seat)
        assert [card["img"].split("/")[-1].split(".")[0] for card in phone["shown"]][-1] == drawn
        assert [card["img"] for card in phone["sequence"]] == ["/art/revorso/back.png?lang=en"]
    _draw_until_symbols(session, 2)
    for seat in (0, 1):
        phone, _moves, _ = _phone(session, seat)
        assert all("/back.png" in card["img"] for card in phone["sequence"])
        assert len(phone["sequence"]) == phone["face_down"] == 2
        assert phone["sequence_title"] == ("Your sequence" if seat == 0 else "Ana's sequence")


def test_the_memory_test_is_five_pictures_to_tap_and_the_room_sees_no_answer() -> None:
    session = _session()
    _draw_until_symbols(session, 2)
    state = _state(session)
    if state.phase == "draw":
        session.play(0, Stop())
    while state.phase in (SWITCH, BEAR):
        session.play(state.current_player, state.legal_actions()[-1])
    assert state.phase == ANSWER
    phone, moves, _ = _phone(session, 0)
    assert [move["kind"] for move in moves] == ["name"] * 5
    assert [move["symbol"] for move in moves] == list(SYMBOLS)
    assert moves[0]["label"] == "Juice" and moves[0]["pic"] == "/art/revorso/juice.png?lang=en"
    assert phone["prompt"].startswith("Memory test")
    watching, watching_moves, _ = _phone(session, 1)
    assert watching_moves == [] and watching["prompt"] == "Ana is reciting the sequence."
    right = state.sequence[-1]
    session.play(0, next(a for a in state.legal_actions() if getattr(a, "symbol", "") == right))
    phone, _moves, _ = _phone(session, 1)
    assert phone["named"] == 1 and phone["sequence"][-1]["img"].endswith(f"/{right}.png?lang=en")


def test_draw_and_stop_are_labelled_in_the_phone_language() -> None:
    session = _session()
    _phone_en, moves, _ = _phone(session, 0)
    assert moves == [{"k": 0, "kind": "draw", "label": "Draw a card"}]
    _draw_until_symbols(session, 1)
    english = _phone(session, 0)
    for language in ("fr", "it", "pt"):
        phone, moves, _ = _phone(session, 0, language)
        assert [move["kind"] for move in moves] == [move["kind"] for move in english[1]]
        assert all(m["label"] != e["label"] for m, e in zip(moves, english[1], strict=True))
        assert phone["prompt"] != english[0]["prompt"] and phone["sequence_title"] != "Your sequence"


def test_bear_and_switch_choices_go_to_their_holders() -> None:
    session = _session(players=3)
    state = _state(session)
    state.held[1], state.held[2] = "switch", "bear"
    _draw_until_symbols(session, 2)
    if state.phase == "draw":
        session.play(0, Stop())
    assert state.phase == SWITCH and state.current_player == 1
    phone, moves, _ = _phone(session, 1)
    assert [m["kind"] for m in moves] == ["switch", "pass"] and moves[1]["label"] == "Keep your Switch"
    assert phone["prompt"].startswith("Ana stopped.")
    session.play(1, state.legal_actions()[-1])
    assert state.phase == BEAR and state.current_player == 2
    phone, moves, _ = _phone(session, 2)
    assert [m["kind"] for m in moves] == ["bear"] * 5 + ["pass"]
    assert moves[0]["label"] == "Bear: Juice" and moves[-1]["label"] == "Keep your Bear"
    assert [p["held"] for p in phone["players"]] == [None, "Switch", "Bear"]
    assert isinstance(session.view(2), RevorsoView)
