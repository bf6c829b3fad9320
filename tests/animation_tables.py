"""Drive the three card tables through seeded games of computer players, with or without motion.

:class:`Table` gives one handle on each table's view: its scene, whether its cards are moving,
how to set the pace, and :meth:`Table.snapshot` (every card item's place, face, z-order,
opacity and squash, with the engine's history) taken each time the table lets the next
computer player move — the moment the animations of a move are over.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene

from engines.manifest import game_spec
from engines.table.seats import Seat, TableSetup
from engines.table.session import TableSession

GAMES = ("verso", "revorso", "dj05135")

Snapshot = tuple[Any, ...]


class Table:
    """One game's view in the main window, watched move after move."""

    def __init__(self, main_window: Any, game: str) -> None:
        self.game = game
        main_window.show_view(game)
        self.view = main_window.views[game]
        self.view.shell.store.clear_autosave(game)
        self.session: TableSession | None = None
        #: Stop asking the computer players after this many moves (a game's opening is enough).
        self.limit = 1_000_000
        #: Engine history length -> the table as it stood when the next bot could be asked.
        self.snapshots: dict[int, Snapshot] = {}
        #: ("start", moves) when cards begin to move, ("move", moves) when a move is played.
        self.events: list[tuple[str, int]] = []
        runner = self.view.shell.runner
        ready = runner.ready

        def watched_ready() -> bool:
            is_ready = bool(ready())
            if is_ready and self.session is not None:
                self.snapshots[self.moves()] = self.snapshot()
                if self.moves() >= self.limit:
                    return False  # far enough: the next computer player is not asked
            return is_ready

        runner.ready = watched_ready  # (the first call comes as a game opens, before its table shows)
        self._release = lambda: setattr(runner, "ready", ready)
        #: Moves played while the cards of an earlier one were still moving (must stay empty).
        self.moves_while_busy: list[int] = []
        self.started_signal().connect(lambda: self.events.append(("start", self.moves())))
        self.ended_signal().connect(self._ended)

    # -- what differs between the tables ---------------------------------------------------

    def scene(self) -> QGraphicsScene:
        return self.view.table.scene_ if self.game == "verso" else self.view.scene  # type: ignore[no-any-return]

    def busy(self) -> bool:
        if self.game == "verso":
            return bool(self.view.table.busy)
        if self.game == "revorso":
            return bool(self.view.scene.timeline.busy)
        return bool(self.view.scene.animating())

    def set_tempo(self, tempo: float) -> None:
        target = self.view.table if self.game == "verso" else self.view.scene
        target.set_tempo(tempo)

    def started_signal(self) -> Any:
        if self.game == "revorso":
            return self.view.scene.timeline.started
        if self.game == "verso":
            return self.view.table.started
        return self.view.scene.started

    def ended_signal(self) -> Any:
        if self.game == "revorso":
            return self.view.scene.timeline.idle
        if self.game == "verso":
            return self.view.table.idle
        return self.view.scene.settled

    def click_widget(self) -> Any:
        """Where a click lands on the table."""
        return self.view.table.viewport()

    def key_widget(self) -> Any:
        """Where a key goes: the table, or Revorso's view (its table never takes the focus)."""
        return self.view if self.game == "revorso" else self.view.table

    # -- playing ---------------------------------------------------------------------------

    def moves(self) -> int:
        return len(self.session.state.history) if self.session is not None else 0

    def open_bot_game(self, seed: int, players: int = 2) -> TableSession:
        # Computer players that think without a clock: the same seed plays the same game however
        # busy the machine is (the strong ones of Verso and DJ05135 search for a fixed time).
        bots = [b for b in game_spec(self.game).bots if self.game == "revorso" or b[0] != "strong"]
        names = ("Owl", "Fox", "Elk", "Yak")
        seats = tuple(Seat.computer(names[i], *bots[(seed + i) % len(bots)]) for i in range(players))
        session = TableSession(TableSetup(self.game, seats, seed))
        session.add_listener(self._moved)
        self.session = session
        self.view.shell.open_session(session)
        self.snapshots.pop(0, None)  # taken as the game opened, before its view showed the deal
        return session

    def release(self) -> None:
        """Give the runner its own readiness back (the next :class:`Table` on this view watches)."""
        self._release()

    def _ended(self) -> None:
        self.events.append(("end", self.moves()))
        if self.session is not None and self.moves() <= self.limit:
            self.snapshots[self.moves()] = self.snapshot()

    def _moved(self, _change: object) -> None:
        self.events.append(("move", self.moves()))
        if self.busy():
            self.moves_while_busy.append(self.moves())

    def finished(self) -> bool:
        session = self.session
        return (
            session is not None
            and (session.over or self.moves() >= self.limit)
            and not self.busy()
            and self.moves() in self.snapshots
        )

    def snapshot(self) -> Snapshot:
        """Every card item of the scene (place, face, z-order...) and the engine's history."""
        cards = sorted(
            _item_state(item) for item in self.scene().items() if _is_card(item) and item.isVisible()
        )
        assert self.session is not None
        return (tuple(cards), repr(self.session.state.history))


def _is_card(item: object) -> bool:
    return isinstance(item, QGraphicsObject) and type(item).__name__ in (
        "VersoCardItem",
        "RevorsoCardItem",
        "CardSprite",
    )


def _item_state(item: Any) -> tuple[Any, ...]:
    pos = item.scenePos()
    face = getattr(item, "face", None)
    kind = getattr(item, "kind", None)
    turn = item.property("turn")
    return (
        item.isVisible(),
        round(pos.x(), 2),
        round(pos.y(), 2),
        item.zValue(),
        round(item.opacity(), 3),
        round(item.scale(), 3),
        round(item.rotation(), 2),
        round(item.transform().m11(), 3),
        bool(getattr(item, "compact", False)),
        repr(face),
        repr(kind),
        None if turn is None else round(float(turn), 3),
    )


def play_to_end(
    qtbot: Any, table: Table, seed: int, tempo: float, limit: int = 24, timeout: int = 120_000
) -> dict[int, Snapshot]:
    """Play the seeded game of computer players for ``limit`` moves (or to its end); the snapshots."""
    table.limit = limit
    table.set_tempo(tempo)
    table.open_bot_game(seed)
    qtbot.waitUntil(table.finished, timeout=timeout)
    table.release()
    return dict(table.snapshots)
