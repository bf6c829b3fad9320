"""Save files, version 2: ``{"game", "version", "rules", "seats", "options", "seed", "actions"}``.

One format for every game (docs/ARCHITECTURE.md, "Save files"). A save is what fixes a
game before its first move (which game, its options, who sits where, the seed) plus the
actions played; loading replays the actions, so a save can never describe an impossible
position: a tampered or corrupted file fails with :class:`SaveError` and a reason.

``version`` is the version of this layout; ``rules`` the game's own
:attr:`~engines.base.GameState.version` (its actions and options). Version-1 files, which
the app wrote before, still load: they carry ``players`` instead of seats, and the
tables kept their seats in a top-level ``seats`` list (Verso) or under ``table.seats``
(Revorso, DJ05135); :func:`parse_save` hands those back untouched for
:mod:`engines.table.saves` to read.
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeGuard

from engines.base import Action, GameState, IllegalActionError, decode_action
from engines.safe_files import LoadProblem, LoadResult, atomic_write_text, load_json
from engines.text import t

log = logging.getLogger(__name__)

__all__ = [
    "SAVE_VERSION",
    "ParsedSave",
    "SaveError",
    "SaveLines",
    "SaveVersionError",
    "atomic_write_save",
    "parse_save",
    "read_save",
    "replay_save",
    "save_head",
    "save_record",
    "save_text",
    "state_from_save",
    "write_save",
]

#: The layout written today; :func:`parse_save` also reads version 1.
SAVE_VERSION = 2
_READABLE = (1, SAVE_VERSION)


class SaveError(ValueError):
    """A save that cannot be loaded; the message says why."""


class SaveVersionError(SaveError):
    """A save written by another version of the app or of the game's rules."""


@dataclass(frozen=True)
class ParsedSave:
    """A save checked for shape, before its actions are replayed."""

    game: type[GameState]
    version: int
    players: int
    seed: int
    options: Mapping[str, Any]
    actions: list[Any]
    #: The seats as the file holds them: the version-2 list, or a version-1 table's list.
    seats: Any
    #: Where a version-1 file kept its seats ("seats", "table" or "" for none).
    seats_from: str


def _whole_number(value: Any) -> TypeGuard[int]:
    """An integer, and not a boolean or a float that happens to be whole."""
    return type(value) is int


def save_record(state: GameState, seats: Sequence[Mapping[str, Any]] | None = None) -> dict[str, Any]:
    """The version-2 save of ``state``; ``seats`` defaults to people named "Player N"."""
    return {**save_head(state, seats), "actions": [a.to_json() for a in state.history]}


def save_head(state: GameState, seats: Sequence[Mapping[str, Any]] | None = None) -> dict[str, Any]:
    """:func:`save_record` without its actions."""
    if seats is None:
        seats = [
            {"name": str(t("Player {number}", number=i + 1)), "kind": "person"} for i in range(state.players)
        ]
    if len(seats) != state.players:
        raise ValueError(f"{len(seats)} seats for a game of {state.players}")
    return {
        "game": state.game,
        "version": SAVE_VERSION,
        "rules": state.version,
        "seats": [dict(seat) for seat in seats],
        "options": dict(state.options),
        "seed": state.seed,
    }


def parse_save(data: Any) -> ParsedSave:
    """Check a save's layout (either version) without replaying it; :class:`SaveError` says why not."""
    from engines import GAMES

    if not isinstance(data, Mapping):
        raise SaveError(t("a save must be a JSON object"))
    game_name = data.get("game")
    if not isinstance(game_name, str) or game_name not in GAMES:
        raise SaveError(t("unknown game {game}", game=repr(game_name)))
    cls = GAMES[game_name]
    version = data.get("version")
    if not _whole_number(version) or version not in _READABLE:
        raise SaveVersionError(
            t(
                "{game} save of version {version}; this app reads version {supported}",
                game=cls.title,
                version=repr(version),
                supported=SAVE_VERSION,
            )
        )
    rules = data.get("rules", cls.version) if version == SAVE_VERSION else 1
    if rules != cls.version or not _whole_number(rules):
        raise SaveVersionError(
            t(
                "{game} save of version {version}; this app reads version {supported}",
                game=cls.title,
                version=repr(rules),
                supported=cls.version,
            )
        )
    seed, options, actions = (data.get(k) for k in ("seed", "options", "actions"))
    if not _whole_number(seed):
        raise SaveError(t("'seed' must be a whole number"))
    if not isinstance(options, Mapping):
        raise SaveError(t("'options' must be a JSON object"))
    if not isinstance(actions, list):
        raise SaveError(t("'actions' must be a list"))
    if version == SAVE_VERSION:
        seats = data.get("seats")
        if not isinstance(seats, list):
            raise SaveError(t("'seats' must be a list"))
        return ParsedSave(cls, version, len(seats), seed, options, actions, seats, "seats")
    players = data.get("players")
    if not _whole_number(players):
        raise SaveError(t("'players' must be a whole number"))
    table = data.get("table")
    if isinstance(table, Mapping) and "seats" in table:
        return ParsedSave(cls, version, players, seed, options, actions, table.get("seats"), "table")
    if "seats" in data:
        return ParsedSave(cls, version, players, seed, options, actions, data.get("seats"), "seats")
    return ParsedSave(cls, version, players, seed, options, actions, None, "")


def replay_save(parsed: ParsedSave) -> GameState:
    """Replay a parsed save's actions; :class:`SaveError` when they do not make a possible game."""
    cls = parsed.game
    try:
        decoded = [decode_action(cls.action_types, a) for a in parsed.actions]
        return cls.replay(parsed.players, parsed.seed, parsed.options, decoded)
    except (IllegalActionError, ValueError) as exc:
        raise SaveError(str(exc)) from exc
    except (TypeError, KeyError, IndexError, AttributeError, OverflowError, RecursionError) as exc:
        # Options or actions of a shape no rule expects: refuse the file, never crash the app.
        log.debug("save refused", exc_info=True)
        raise SaveError(
            t("the save does not describe a possible game ({error})", error=type(exc).__name__)
        ) from exc


def state_from_save(data: Any) -> GameState:
    """Rebuild the game a save of either version describes, or raise :class:`SaveError`."""
    return replay_save(parse_save(data))


def save_text(record: Any) -> str:
    """A save as the file holds it: indented JSON, but each action on a line of its own.

    Indenting every number of every action would make a long game several times bigger
    (a Recto Verso round may hold 10,000 placements and removals) and slower to write after
    every move; one action a line keeps the file small, fast and still easy to read.
    Anything that is not a record with a list of actions is written plainly indented.
    """
    actions = record.get("actions") if isinstance(record, Mapping) else None
    head = {key: value for key, value in record.items() if key != "actions"} if actions else None
    if not isinstance(actions, list) or not head:
        return json.dumps(record, indent=2, ensure_ascii=False) + "\n"
    return _laid_out(head, [_action_line(action) for action in actions])


def _action_line(action: Any) -> str:
    return "    " + json.dumps(action, ensure_ascii=False)


def _laid_out(head: Mapping[str, Any], lines: Sequence[str]) -> str:
    """A record of ``head`` and actions already laid out, a line each (:func:`save_text`)."""
    opening = json.dumps(head, indent=2, ensure_ascii=False).removesuffix("\n}")
    return f'{opening},\n  "actions": [\n' + ",\n".join(lines) + "\n  ]\n}\n"


class SaveLines:
    """The :func:`save_text` of one game after each move, each action laid out only once.

    A game is autosaved after every move, and laying out its whole history each time made
    each autosave cost more than the last: at 300 actions, 2.4 ms a move, a tenth of the
    desktop's processor time for a DJ05135 table served to phones; more in a Recto Verso
    round of thousands of placements. The lines of the actions laid out before are kept
    while the history still starts with those very actions (after an undo, or in another
    game, they are laid out again from where the two part).
    """

    def __init__(self) -> None:
        self._actions: list[object] = []
        self._lines: list[str] = []

    def text(self, head: Mapping[str, Any], history: Sequence[Action]) -> str:
        """``save_text`` of the record ``head`` (:func:`save_head`) with ``history``'s actions."""
        kept = 0
        for before, now in zip(self._actions, history, strict=False):
            if before is not now:
                break
            kept += 1
        del self._actions[kept:], self._lines[kept:]
        for action in history[kept:]:
            self._lines.append(_action_line(action.to_json()))
            self._actions.append(action)
        if not self._lines:
            return save_text({**head, "actions": []})
        return _laid_out(head, self._lines)


def atomic_write_save(path: str | os.PathLike[str], record: Any) -> None:
    """Write a save record atomically, laid out by :func:`save_text`."""
    atomic_write_text(path, save_text(record))


def write_save(path: str | os.PathLike[str], state: GameState) -> None:
    atomic_write_save(path, state.to_save())


def load_failure(result: LoadResult, exc: SaveError) -> LoadResult:
    """The load result that explains why a JSON file is no save we can play."""
    problem = LoadProblem.UNKNOWN_VERSION if isinstance(exc, SaveVersionError) else LoadProblem.INVALID
    detail = exc.args[0] if len(exc.args) == 1 and isinstance(exc.args[0], str) else str(exc)
    return LoadResult(result.path, data=result.data, problem=problem, detail=detail)


def read_save(path: str | os.PathLike[str]) -> tuple[GameState | None, LoadResult]:
    """Load a save file; on any problem the state is None and the result explains it."""
    result = load_json(path)
    if not result.ok:
        return None, result
    try:
        return state_from_save(result.data), result
    except SaveError as exc:
        return None, load_failure(result, exc)
