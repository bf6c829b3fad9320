"""Recto! and Verso!: one rule for the computer's buttons and the phones, and a call stands
(docs/HOUSE-RULES.md, "Recto Verso: the calls")."""

from __future__ import annotations

from PySide6.QtCore import Qt

from engines.recto_verso.builder import BuilderSession
from engines.recto_verso.calls import RoundCalls, call_refusal, side_of
from engines.recto_verso.game import RectoVersoGame


class FakeTime:
    def __init__(self) -> None:
        self.ms = 0

    def __call__(self) -> int:
        return self.ms


def _round() -> tuple[BuilderSession, FakeTime, RectoVersoGame]:
    time = FakeTime()
    builder = BuilderSession(time)
    state = RectoVersoGame(4, 3, {"mode": "party"})
    builder.start(state)
    builder.begin_round()
    return builder, time, state


def test_a_call_stands() -> None:
    builder, time, state = _round()
    finished: list[int] = []
    shown: list[str] = []
    calls = RoundCalls(builder, lambda: finished.append(builder.elapsed_ms()), lambda: shown.append("called"))
    front, back = state.builders
    time.ms = 30_000
    assert calls.call(front, state.round) is None and builder.called == {"front": True, "back": False}
    assert calls.call(front, state.round) == "called"
    calls.press("front")  # the computer's button, pressed again
    assert builder.called == {"front": True, "back": False} and shown == ["called"]
    watcher = next(seat for seat in range(4) if seat not in state.builders)
    assert calls.call(watcher, state.round) == "not_partner"
    assert calls.call(back, state.round + 1) == "not_running"
    time.ms = 41_000
    calls.press("back")
    assert finished == [41_000]


def test_who_calls_which_side() -> None:
    builder, _time, state = _round()
    front, back = state.builders
    assert (side_of(state, front), side_of(state, back)) == ("front", "back")
    assert call_refusal(None, front, 1, True, {}) == "not_running"
    assert call_refusal(state, front, state.round, False, {}) == "not_running"
    assert call_refusal(state, back, state.round, True, {"back": True}) == "called"
    snapshot = RoundCalls(builder, lambda: None).snapshot()
    assert snapshot is not None and snapshot.revealed and snapshot.called == ()


def test_the_desktop_button_pressed_twice_keeps_the_call(main_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    main_window.show_view("recto_verso")
    view = main_window.views["recto_verso"]
    view.rounds.start_party("easy", ["A", "B", "C"], seed=12)
    view.rounds.reveal()
    qtbot.mouseClick(view.page.recto_button, Qt.MouseButton.LeftButton)
    assert view.page.recto_button.isChecked() and not view.page.recto_button.isEnabled()
    view.rounds.call("front")  # pressed again however it is reached (a key): the call stands
    assert view.page.recto_button.isChecked() and view.session.called["front"]
    assert view.session.phase == "build" and not view.session.called["back"]
    qtbot.mouseClick(view.page.verso_button, Qt.MouseButton.LeftButton)
    assert view.session.phase == "result"


def test_a_screen_readers_toggle_calls_as_a_click_does(main_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """A screen reader presses a checkable button with its Toggle action, which toggles it
    without a click: the call is made all the same, and the next round's unchecked buttons
    call nothing."""
    main_window.show_view("recto_verso")
    view = main_window.views["recto_verso"]
    view.rounds.start_party("easy", ["A", "B", "C"], seed=12)
    view.rounds.reveal()
    view.page.recto_button.toggle()
    assert view.session.called["front"] and view.session.phase == "build"
    view.page.verso_button.toggle()
    assert view.session.phase == "result"
    view.rounds.announce()
    view.rounds.reveal()
    assert not view.page.recto_button.isChecked() and not any(view.session.called.values())


def test_after_a_round_the_table_shows_the_card_just_played_not_the_next(main_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    from engines.recto_verso.handling import build_order

    main_window.show_view("recto_verso")
    view = main_window.views["recto_verso"]
    view.rounds.start_party("easy", ["A", "B", "C"], seed=12)
    view.rounds.reveal()
    session, state = view.session, view.session.state
    played = state.card
    solution = state.solution()
    assert solution is not None
    for piece, cells in build_order((p.piece, p.cells) for p in solution.placements):
        session.hold_as(piece, cells)
        session.place()
    view.rounds.call("front")
    view.rounds.call("back")
    assert session.phase == "result" and state.card.id != played.id  # the next card is dealt, face down
    card, building = session.shown_round()
    assert card.id == played.id and building.placements  # the result shows the round just played
    assert not session.check().mistakes()  # and its building was right
    snapshot = view.rounds.calls.snapshot()
    assert snapshot is not None and not snapshot.revealed  # no phone sees the next card yet
