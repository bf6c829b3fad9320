"""Save files: ``{"game", "version", "players", "seed", "options", "actions"}`` (DESIGN.md §2).

Loading replays the actions, so a save can never describe an impossible position: a
tampered or corrupted file fails with :class:`SaveError` and a reason.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping
from typing import Any

from engines.base import GameState, IllegalActionError, decode_action
from engines.safe_files import LoadProblem, LoadResult, atomic_write_json, load_json
from engines.text import t

log = logging.getLogger(__name__)

__all__ = ["SaveError", "SaveVersionError", "read_save", "state_from_save", "write_save"]


class SaveError(ValueError):
    """A save that cannot be loaded; the message says why."""


class SaveVersionError(SaveError):
    """A save written by another version of the game's rules."""


def state_from_save(data: Any) -> GameState:
    """Rebuild the game a save describes, or raise :class:`SaveError`."""
    from engines import GAMES

    if not isinstance(data, Mapping):
        raise SaveError(t("a save must be a JSON object"))
    game_name = data.get("game")
    if not isinstance(game_name, str) or game_name not in GAMES:
        raise SaveError(t("unknown game {game}", game=repr(game_name)))
    cls = GAMES[game_name]
    if data.get("version") != cls.version:
        raise SaveVersionError(
            t(
                "{game} save of version {version}; this app reads version {supported}",
                game=cls.title,
                version=repr(data.get("version")),
                supported=cls.version,
            )
        )
    players, seed, options, actions = (data.get(k) for k in ("players", "seed", "options", "actions"))
    if not isinstance(players, int) or isinstance(players, bool):
        raise SaveError(t("'players' must be a whole number"))
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise SaveError(t("'seed' must be a whole number"))
    if not isinstance(options, Mapping):
        raise SaveError(t("'options' must be a JSON object"))
    if not isinstance(actions, list):
        raise SaveError(t("'actions' must be a list"))
    try:
        decoded = [decode_action(cls.action_types, a) for a in actions]
        return cls.replay(players, seed, options, decoded)
    except (IllegalActionError, ValueError) as exc:
        raise SaveError(str(exc)) from exc
    except (TypeError, KeyError, IndexError, AttributeError, OverflowError, RecursionError) as exc:
        # Options or actions of a shape no rule expects: refuse the file, never crash the app.
        log.debug("save refused", exc_info=True)
        raise SaveError(
            t("the save does not describe a possible game ({error})", error=type(exc).__name__)
        ) from exc


def write_save(path: str | os.PathLike[str], state: GameState) -> None:
    atomic_write_json(path, state.to_save())


def read_save(path: str | os.PathLike[str]) -> tuple[GameState | None, LoadResult]:
    """Load a save file; on any problem the state is None and the result explains it."""
    result = load_json(path)
    if not result.ok:
        return None, result
    try:
        return state_from_save(result.data), result
    except SaveError as exc:
        problem = LoadProblem.UNKNOWN_VERSION if isinstance(exc, SaveVersionError) else LoadProblem.INVALID
        detail = exc.args[0] if len(exc.args) == 1 and isinstance(exc.args[0], str) else str(exc)
        return None, LoadResult(result.path, problem=problem, detail=detail)
