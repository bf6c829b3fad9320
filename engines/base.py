"""The engine contract shared by all four games (docs/ARCHITECTURE.md, "The engine contract").

Modelled on OpenSpiel's ``State`` (current player, legal actions, apply, returns, clone)
and python-chess (an action log you can replay, errors named after the intent). A game
is a subclass of :class:`GameState` plus frozen :class:`Action` dataclasses.

Everything a game needs for saving, loading and undo lives here: a state is fully
described by ``(players, seed, options, actions)``, so a save is that tuple and loading
is a replay. Hidden information is the engine's job: :meth:`GameState.view` returns only
what one player may know, and bots reason over such views through
:meth:`GameState.determinise`.
"""

from __future__ import annotations

import copy
import dataclasses
import functools
import math
import types
import typing
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Self

from engines.events import GameEvent
from engines.rng import make_rng
from engines.search_budget import DEFAULT_BUDGETS, Budget

if TYPE_CHECKING:
    import random

__all__ = [
    "CHANCE",
    "TERMINAL",
    "Action",
    "GameState",
    "IllegalActionError",
    "UndoRefusedError",
    "View",
    "decode_action",
]

#: ``current_player`` when the game is over (same constant as OpenSpiel).
TERMINAL = -4
#: ``current_player`` while the game itself acts (a reveal nobody chooses).
CHANCE = -1


class IllegalActionError(ValueError):
    """An action that the rules do not allow now; the state was not changed."""


class UndoRefusedError(RuntimeError):
    """Undo would take back a revealed card or a chance event (Board Game Arena policy)."""


def _to_json_value(value: Any) -> Any:
    if isinstance(value, tuple | list):
        return [_to_json_value(v) for v in value]
    if isinstance(value, bool | int | float | str) or value is None:
        return value
    raise TypeError(f"action field of type {type(value).__name__} is not JSON-able")


def _from_json_value(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_from_json_value(v) for v in value)
    return value


_FIELD_TYPES: dict[type, dict[str, Any]] = {}


def _field_types(cls: type) -> dict[str, Any]:
    """The resolved field annotations of an action class, worked out once per class."""
    hints = _FIELD_TYPES.get(cls)
    if hints is None:
        try:
            hints = typing.get_type_hints(cls)
        except (NameError, TypeError):  # an annotation we cannot resolve: skip the check
            hints = {}
        _FIELD_TYPES[cls] = hints
    return hints


@functools.cache
def _shape(hint: Any) -> tuple[Any, tuple[Any, ...]]:
    """``typing.get_origin`` and ``get_args`` of an annotation, worked out once per annotation.

    Loading a save checks every field of every action; a long game holds thousands of them.
    """
    return typing.get_origin(hint), typing.get_args(hint)


def _matches(value: Any, hint: Any) -> bool:
    """Whether a decoded JSON value fits a field annotation (ints, strings, tuples, unions)."""
    if hint is int:  # first: the leaves of every tuple of numbers
        return isinstance(value, int) and not isinstance(value, bool)
    if hint is Any:
        return True
    if hint is type(None):
        return value is None
    try:
        origin, args = _shape(hint)
    except TypeError:  # an unhashable annotation: work it out each time
        origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        return any(_matches(value, arg) for arg in args)
    if origin is typing.ClassVar:
        return True
    if origin is tuple:
        if not isinstance(value, tuple):
            return False
        if len(args) == 2 and args[1] is Ellipsis:
            return all(_matches(v, args[0]) for v in value)
        return len(args) == len(value) and all(_matches(v, a) for v, a in zip(value, args, strict=True))
    if origin is typing.Literal:
        return value in args
    if hint is float:
        return isinstance(value, int | float) and not isinstance(value, bool)
    if isinstance(hint, type):
        return isinstance(value, hint)
    return True


@dataclasses.dataclass(frozen=True)
class Action:
    """Base of every game's actions.

    Subclasses are frozen dataclasses whose fields are ints, strings, bools, None or
    tuples of those, and set ``kind``, the stable name used in save files. ``str(action)``
    is a sentence for the game log; override ``describe`` to name players.
    """

    kind: ClassVar[str] = "action"

    def __deepcopy__(self, memo: dict[int, Any]) -> Self:
        # Frozen, and made of immutable values: a clone shares its history's actions, which
        # makes cloning a long game (bots' searches, undo checks) several times cheaper.
        return self

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": self.kind}
        for field in dataclasses.fields(self):
            data[field.name] = _to_json_value(getattr(self, field.name))
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        if data.get("type") != cls.kind:
            raise ValueError(f"expected an action of type {cls.kind!r}, got {data.get('type')!r}")
        names = {f.name for f in dataclasses.fields(cls)}
        unknown = set(data) - names - {"type"}
        if unknown:
            raise ValueError(f"unknown field(s) {sorted(unknown)} in {cls.kind!r} action")
        # A field with a default may be left out: a save written before the field existed.
        optional = {
            f.name
            for f in dataclasses.fields(cls)
            if f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING
        }
        missing = names - set(data) - optional
        if missing:
            raise ValueError(f"missing field(s) {sorted(missing)} in {cls.kind!r} action")
        values = {name: _from_json_value(data[name]) for name in names if name in data}
        hints = _field_types(cls)
        for name, value in values.items():
            if name in hints and not _matches(value, hints[name]):
                raise ValueError(f"field {name!r} of a {cls.kind!r} action has the wrong type: {value!r}")
        return cls(**values)

    def describe(self, player_names: Sequence[str] | None = None) -> str:
        """A sentence for the log; ``player_names`` lets games say "Ana" instead of "player 1"."""
        return str(self)


def decode_action(types: Sequence[type[Action]], data: Any) -> Action:
    """Turn saved JSON back into one of ``types``; ``ValueError`` with a reason otherwise."""
    if not isinstance(data, Mapping):
        raise ValueError(f"an action must be a JSON object, not {type(data).__name__}")
    kind = data.get("type")
    for action_type in types:
        if action_type.kind == kind:
            try:
                return action_type.from_json(data)
            except TypeError as exc:  # wrong field types reaching the dataclass
                raise ValueError(str(exc)) from exc
    raise ValueError(f"unknown action type {kind!r}")


@dataclasses.dataclass(frozen=True)
class View:
    """What one player may know. Games subclass it with their own fields."""

    player: int


def _describe(action: object) -> str:
    """The action's sentence, or its repr if a malformed action cannot say itself."""
    try:
        return str(action)
    except Exception:
        return repr(action)


class GameState(ABC):
    """One game in progress. Subclasses implement the abstract methods below.

    Rules for subclasses:

    * all randomness comes from ``self.rng`` (seeded in ``__init__``), through
      :mod:`engines.rng`;
    * ``_apply`` is only called with a legal action and must not fail half-way;
    * an action that reveals hidden information or a chance outcome calls
      :meth:`_mark_reveal` so that undo never takes it back;
    * ``view`` strips everything the player may not see.
    """

    #: Registry name, e.g. ``"verso"``; also the ``"game"`` field of save files.
    game: ClassVar[str]
    #: Human title.
    title: ClassVar[str]
    #: Save-file version of this game's actions and options.
    version: ClassVar[int] = 1
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 1
    #: Every action class this game uses (for loading saves).
    action_types: ClassVar[tuple[type[Action], ...]] = ()
    #: Options and their defaults; ``new_game`` refuses unknown keys.
    default_options: ClassVar[Mapping[str, Any]] = {}
    #: An upper bound on the number of actions in one game (checked by the contract test).
    max_game_length: ClassVar[int] = 10_000
    #: Lowest and highest score a player can end with (checked by the contract test).
    score_bounds: ClassVar[tuple[float, float]] = (-math.inf, math.inf)
    #: How long the shared strong bot (ISMCTS) thinks at each level; a game whose moves
    #: are cheaper or dearer to simulate sets its own.
    strong_budgets: ClassVar[Mapping[str, Budget]] = DEFAULT_BUDGETS

    def __init__(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> None:
        if not self.min_players <= players <= self.max_players:
            raise ValueError(
                f"{self.title} is played by {self.min_players} to {self.max_players} players, not {players}"
            )
        self.players = players
        self.seed = int(seed)
        self.options = self.normalise_options(options)
        self.rng = make_rng(self.seed)
        self.history: list[Action] = []
        self.actors: list[int] = []
        self._undo_floor = 0
        self._setup()

    @classmethod
    def blank(cls, players: int, seed: int, options: Mapping[str, Any] | None = None) -> Self:
        """A state with its set-up and nothing dealt, for ``determinise`` to fill in from a view.

        ``__init__`` would deal from ``_setup`` only for the sample to replace it; this sets
        what ``__init__`` sets — players, seed, the options completed and checked, the
        generator seeded — and starts the record here (:meth:`start_record_here`).
        """
        state = cls.__new__(cls)
        state.players = players
        state.seed = int(seed)
        state.options = cls.normalise_options(options)
        state.rng = make_rng(state.seed)
        state.start_record_here()
        return state

    def start_record_here(self) -> None:
        """This state's history starts now: no actions behind it, nothing before it can be undone.

        A state built from a view (:meth:`blank`) has not replayed the game, so it keeps
        only its own moves.
        """
        self.history = []
        self.actors = []
        self._undo_floor = 0

    # -- options ---------------------------------------------------------------------

    @classmethod
    def normalise_options(cls, options: Mapping[str, Any] | None) -> dict[str, Any]:
        merged = dict(cls.default_options)
        for key, value in (options or {}).items():
            if key not in cls.default_options:
                raise ValueError(f"unknown option {key!r} for {cls.title}")
            default = cls.default_options[key]
            if default is not None and not isinstance(value, type(default)):
                raise ValueError(f"option {key!r} must be {type(default).__name__}, not {value!r}")
            merged[key] = value
        return merged

    # -- what subclasses implement ---------------------------------------------------

    @abstractmethod
    def _setup(self) -> None:
        """Deal and lay out the game from ``self.rng``."""

    @property
    @abstractmethod
    def current_player(self) -> int:
        """The seat to act, or :data:`TERMINAL`."""

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every action the current player may take (empty only when terminal)."""

    @abstractmethod
    def _apply(self, action: Action) -> None:
        """Carry out a legal action."""

    @abstractmethod
    def is_terminal(self) -> bool: ...

    @abstractmethod
    def scores(self) -> list[float]:
        """Each player's points so far (final points once terminal)."""

    @abstractmethod
    def view(self, player: int) -> View:
        """What ``player`` may know, and nothing more."""

    @classmethod
    def determinise(cls, view: View, seed: int) -> GameState:
        """A full state consistent with ``view``, its hidden parts sampled with ``seed``.

        Games with hidden information override this; the default suits games where the
        view is the whole state (it must then carry a ``state`` field).
        """
        state = getattr(view, "state", None)
        if not isinstance(state, GameState):
            raise NotImplementedError(f"{cls.__name__} does not implement determinise()")
        return state.clone()

    # -- for bots and logs -------------------------------------------------------------

    def rollout_action(self, rng: random.Random) -> Action | None:
        """A move for the strong bot's playouts, drawn with ``rng``; None: a uniformly random legal move.

        Random playouts say little in games where most moves are poor; such a game returns
        a cheap, sensible policy's move here (Verso does).
        """
        return None

    def event_log(self, reader: int | None = None) -> Sequence[GameEvent]:
        """Every entry of the game's log so far, as ``reader`` saw it (None: what the whole table saw).

        The logs, the "explain the last move" panel and the bots read events through this,
        so a game may keep its record however suits it; entries never show a card
        ``reader`` could not see. Games without a log keep the default: no events.
        """
        return ()

    # -- outcome ---------------------------------------------------------------------

    def winners(self) -> list[int]:
        """Seats with the best score once terminal (ties share the win); empty before."""
        if not self.is_terminal():
            return []
        scores = self.scores()
        best = max(scores)
        return [p for p, s in enumerate(scores) if s == best]

    def returns(self) -> list[float]:
        """OpenSpiel-style utilities: a share of the win once terminal, zeros before."""
        result = [0.0] * self.players
        winners = self.winners()
        for p in winners:
            result[p] = 1.0 / len(winners)
        return result

    def heuristic(self, player: int) -> float:
        """How good the position looks for ``player``, in [0, 1]; bots maximise it.

        Terminal positions use the win share (or, alone, the score scaled by the
        bounds); otherwise the lead over the best opponent. Games refine this.
        """
        scores = self.scores()
        if self.players == 1:
            low, high = self.score_bounds
            if math.isfinite(low) and math.isfinite(high) and high > low:
                return (scores[0] - low) / (high - low)
            return 0.5 + math.atan(scores[0] / 20) / math.pi
        if self.is_terminal():
            return self.returns()[player]
        lead = scores[player] - max(s for p, s in enumerate(scores) if p != player)
        return 0.5 + math.atan(lead / 5) / math.pi

    def is_quick_decision(self) -> bool:
        """Whether the seat to act answers a quick yes or no (Revorso's Switch and Bear offers).

        The table paces bots shorter for these, so a round of offers does not drag.
        """
        return False

    # -- playing ---------------------------------------------------------------------

    def is_legal(self, action: Action) -> bool:
        return action in self.legal_actions()

    def apply(self, action: Action) -> None:
        """Play ``action`` for the current player; :class:`IllegalActionError` leaves the state as it was."""
        if self.is_terminal():
            raise IllegalActionError(f"the game is over; {_describe(action)} cannot be played")
        if not isinstance(action, self.action_types) or not self.is_legal(action):
            raise IllegalActionError(f"{_describe(action)} is not allowed now")
        actor = self.current_player
        self._apply(action)
        self.history.append(action)
        self.actors.append(actor)

    def _mark_reveal(self) -> None:
        """Call from ``_apply``: the action being applied may never be undone."""
        self._undo_floor = len(self.history) + 1

    def clone(self) -> Self:
        return copy.deepcopy(self)

    def _comparable(self) -> dict[str, Any]:
        data = dict(vars(self))
        data["rng"] = self.rng.getstate()
        return data

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return self._comparable() == other._comparable()

    __hash__ = None  # type: ignore[assignment]  # states are mutable

    # -- save, load, undo ------------------------------------------------------------

    def to_save(self) -> dict[str, Any]:
        """The game's save file (docs/ARCHITECTURE.md, "Save files"): enough to replay it exactly.

        The seats are people named "Player N"; the play layer writes the real seats.
        """
        from engines.saves import save_record

        return save_record(self)

    @classmethod
    def replay(
        cls,
        players: int,
        seed: int,
        options: Mapping[str, Any] | None,
        actions: Sequence[Action],
    ) -> Self:
        """A new game with ``actions`` applied in order (raises on an illegal one)."""
        state = cls(players, seed, options)
        for index, action in enumerate(actions):
            try:
                state.apply(action)
            except IllegalActionError as exc:
                raise IllegalActionError(f"action {index + 1}: {exc}") from exc
        return state

    def can_undo(self, player: int | None = None) -> bool:
        """Whether the last action (of ``player``, with what followed it) may be taken back."""
        return self._undo_target(player) is not None

    def _undo_target(self, player: int | None) -> int | None:
        if player is None:
            index = len(self.history) - 1
        else:
            index = next((i for i in range(len(self.actors) - 1, -1, -1) if self.actors[i] == player), -1)
        if index < 0 or index < self._undo_floor:
            return None
        return index

    def undone(self, player: int | None = None) -> Self:
        """A new state without the last action of ``player`` (or the last action) and all after it."""
        index = self._undo_target(player)
        if index is None:
            raise UndoRefusedError("nothing can be undone: the last move revealed a card or there is none")
        return self.replay(self.players, self.seed, self.options, self.history[:index])
