"""Recto Verso party rounds on a phone: the facade this seat looks at, who builds, the
round's stopwatch and the "Recto!" or "Verso!" call. Building happens at the computer or
with the wooden pieces, so the phone offers no move.

The engine's party view carries the whole state and both facades; what it says of each
seat is ``side``: "front" for the active builder, "back" for the partner, "both" for the
players not building this round (docs/ARCHITECTURE.md, "Playing on phones"). This adapter
sends only the facade ``side`` names, so a partner's phone never shows the other facade.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from engines.base import Action, View
from engines.catalogue import tr_noop, translate_message
from engines.recto_verso.cards import shipped_cards
from engines.recto_verso.describe import side_words
from engines.recto_verso.game import RectoVersoGame, RectoVersoView
from engines.table.rounds import RoundClock
from export.art.building_card import building_card_side
from export.art.primitives import Drawing
from tableserver.phone_views import TableTurn, filled

__all__ = ["SIDES", "RectoVersoPhone", "side_key"]

_CONTEXT = "TableServer"
SIDES = ("front", "back")
_TEXTS = {
    "front": tr_noop(
        _CONTEXT, "You build with {partner}. Look only at the front: call “Recto!” when it matches."
    ),
    "back": tr_noop(
        _CONTEXT, "You build with {partner}. Look only at the back: call “Verso!” when it matches."
    ),
    "watch": tr_noop(_CONTEXT, "{builders} are building. Watch both facades."),
    "face_down": tr_noop(
        _CONTEXT, "Round {round}: {builders} build. The card stays face down until the round begins."
    ),
    "judging": tr_noop(_CONTEXT, "{builders} have both called. Does their building match the whole card?"),
    "over": tr_noop(_CONTEXT, "Most points: {players}"),
    "call_front": tr_noop(_CONTEXT, "Recto!"),
    "call_back": tr_noop(_CONTEXT, "Verso!"),
    "and": tr_noop(_CONTEXT, "{first} and {second}"),
    "built": tr_noop(
        _CONTEXT, "Round {round}: {builders} built the card in {time}. Points for each: {points}."
    ),
    "wrong": tr_noop(
        _CONTEXT, "Round {round}: {builders} called at {time}, but the building has mistakes. No points."
    ),
    "cleared": tr_noop(_CONTEXT, "Stage {stage} cleared in {time}: on to the next stage."),
    "not_cleared": tr_noop(_CONTEXT, "Stage {stage} not cleared ({time}): try it again."),
}


def side_key(card_id: str, side: str) -> str:
    """The picture's name of one facade: ``E07-front``."""
    return f"{card_id}-{side}"


def _clock(ms: int) -> str:
    seconds, tenths = divmod(max(0, ms) // 100, 10)
    return f"{seconds // 60}:{seconds % 60:02d}.{tenths}"


def _pair(language: str, names: Sequence[str], seats: Sequence[int]) -> str:
    return _text(language, "and", first=names[seats[0]], second=names[seats[1]])


def last_result(state: RectoVersoGame, names: Sequence[str], language: str) -> str | None:
    """The last finished round in one sentence, for every phone (None before the first ends)."""
    if not state.records or state.mode not in ("party", "ladder"):
        return None
    record = state.records[-1]
    outcome = record.outcome
    if state.mode == "ladder":
        key = "cleared" if record.cleared else "not_cleared"
        return _text(language, key, stage=record.stage + 1, time=_clock(outcome.elapsed_ms))
    fields = {
        "round": record.number,
        "builders": _pair(language, names, record.builders),
        "time": _clock(outcome.elapsed_ms),
    }
    if outcome.correct:
        return _text(language, "built", points=outcome.points, **fields)
    return _text(language, "wrong", **fields)


def _text(language: str, key: str, **fields: Any) -> str:
    return filled(language, _TEXTS[key], **fields)


class RectoVersoPhone:
    """The Recto Verso adapter of :mod:`tableserver.phone_views` (party rounds)."""

    #: The words of this game's page (the phone asks for them with the shared ones).
    page_texts: ClassVar[dict[str, str]] = {
        "rv_round": tr_noop(_CONTEXT, "Round"),
        "rv_stopwatch": tr_noop(_CONTEXT, "Stopwatch"),
        "rv_called": tr_noop(_CONTEXT, "You called at"),
        "rv_sending": tr_noop(_CONTEXT, "Call sent: waiting for the table…"),
        "rv_stopped": tr_noop(_CONTEXT, "Stopwatch (stopped)"),
        "rv_not_started": tr_noop(
            _CONTEXT, "The round is not running: you can call once its card is revealed."
        ),
        "rv_at_computer": tr_noop(
            _CONTEXT,
            "Build at the computer or with the pieces; the round ends when both builders have called.",
        ),
        "rv_time_left": tr_noop(_CONTEXT, "Time left"),
        "rv_judge_question": tr_noop(_CONTEXT, "Look at the building and the card: is every facade right?"),
        "rv_judge_wait": tr_noop(_CONTEXT, "The table is checking the building against the card."),
        "rv_right": tr_noop(_CONTEXT, "It matches the card"),
        "rv_wrong": tr_noop(_CONTEXT, "There is a mistake"),
    }

    game = "recto_verso"
    face_keys = frozenset(side_key(card.id, side) for card in shipped_cards() for side in SIDES)

    def drawing(self, key: str, language: str) -> Drawing:
        card_id, _, side = key.rpartition("-")
        card = next(card for card in shipped_cards() if card.id == card_id)
        rows = card.front if side == "front" else card.back
        return building_card_side(
            card.id, card.level, "front" if side == "front" else "back", rows, language=language
        )

    def over(self, view: View, turn: TableTurn) -> bool:
        assert isinstance(view, RectoVersoView)
        return view.state.is_terminal()

    def phone(
        self,
        view: View,
        names: Sequence[str],
        language: str,
        art: str,
        clock: RoundClock | None,
        turn: TableTurn,
    ) -> dict[str, Any]:
        assert isinstance(view, RectoVersoView)
        state = view.state
        over = state.is_terminal()
        builders = list(state.builders)
        # Before the table reveals a round's card, its facades are nobody's to see yet; once
        # both partners have called, the table checks the building against the whole card.
        hidden = clock is not None and not clock.revealed
        judging = clock is not None and clock.judging
        sides = [] if hidden else list(SIDES) if view.side == "both" or judging else [view.side]
        facades = [
            {
                "id": side,
                "img": f"{art}/{side_key(view.card.id, side)}.png?lang={language}",
                # A screen reader reads the facade, column by column, as the picture shows it.
                "alt": translate_message(language, side_words(side, getattr(view.card, side))),
            }
            for side in sides
        ]
        if over:
            best = max(state.points)
            leaders = ", ".join(names[s] for s, points in enumerate(state.points) if points == best)
            prompt = _text(language, "over", players=leaders)
        elif judging:
            prompt = _text(language, "judging", builders=_pair(language, names, builders))
        elif hidden:
            pair = _pair(language, names, builders)
            prompt = _text(language, "face_down", round=state.round, builders=pair)
        elif view.side in SIDES:
            partner = builders[1] if view.side == "front" else builders[0]
            prompt = _text(language, view.side, partner=names[partner])
        else:
            prompt = _text(language, "watch", builders=_pair(language, names, builders))
        return {
            "mode": view.mode,
            "round": state.round,
            "side": view.side,
            "builders": builders,
            "prompt": prompt,
            "call": None if over or view.side not in SIDES else _text(language, f"call_{view.side}"),
            "facades": facades,
            "result": last_result(state, names, language),
            "players": [
                {
                    "seat": seat,
                    "name": names[seat],
                    "points": state.points[seat],
                    "you": seat == view.player,
                    "acting": not over and seat in builders,
                }
                for seat in range(state.players)
            ],
        }

    def moves(
        self, view: View, legal: Sequence[Action], names: Sequence[str], language: str, art: str
    ) -> list[dict[str, Any]]:
        """None: pieces are placed at the computer or on the table; the builders' ``call`` messages
        end a round (:mod:`engines.recto_verso.calls`)."""
        return []
