"""Game manifests: each game declares itself once, and every list of games is read from here.

A game package ``engines/<game>/`` holds a ``manifest.py`` with one :class:`GameSpec`
named ``SPEC`` (docs/ARCHITECTURE.md, "How a game plugs in"). The engine registry, the
rules texts, the setup guide, the print-and-play export, the assistant's pages, the
command line and the app's views all iterate :func:`game_specs`; none of them lists the
games itself, so adding a game is adding a package with a manifest.

Manifests import nothing heavy: whatever a game brings in code — its engine and bots,
its print-and-play art and sheets, its setup checklist, the app's view and the words the
app says of its computer players — is named by import path (``"module:attribute"``) and
imported when first needed, so reading the list of games costs no start-up time, pulls
in no Qt, and the engine layer never imports the export or the app.
"""

from __future__ import annotations

import functools
import importlib
import importlib.util
import os
import pkgutil
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engines.text import Message, t

if TYPE_CHECKING:
    from engines.base import GameState

__all__ = [
    "DEFAULT_BOTS",
    "GameSpec",
    "OptionSpec",
    "TieBreak",
    "game_ids",
    "game_spec",
    "game_specs",
    "import_path",
    "register_spec",
]

#: The computer players a game offers unless it says otherwise: (bot kind, level).
DEFAULT_BOTS: tuple[tuple[str, str], ...] = (
    ("random", "easy"),
    ("greedy", "medium"),
    ("strong", "easy"),
    ("strong", "medium"),
    ("strong", "hard"),
)


def import_path(path: str) -> Any:
    """The attribute ``module:name`` names, imported now."""
    module, _, name = path.partition(":")
    return getattr(importlib.import_module(module), name)


@dataclass(frozen=True)
class OptionSpec:
    """One rule option: its key in ``GameState.options``, a translatable label, and what it may be.

    ``choices`` lists the allowed values of a choice option, and ``choice_labels`` how the
    new-game page names each; ``low``/``high`` bound a whole-number option; a boolean option
    has neither. A ``seat`` option's value is a seat's number, which the new-game page offers
    by the players' names. ``note`` is a sentence the page shows under the option (why one
    would choose it).
    """

    key: str
    label: Message
    choices: tuple[Any, ...] = ()
    low: int | None = None
    high: int | None = None
    choice_labels: tuple[Message, ...] = ()
    seat: bool = False
    note: Message | None = None

    def allows(self, value: Any) -> bool:
        if self.choices:
            return value in self.choices
        if self.low is not None or self.high is not None:
            if type(value) is not int:
                return False
            return (self.low is None or value >= self.low) and (self.high is None or value <= self.high)
        return True


@dataclass(frozen=True)
class TieBreak:
    """A count kept beside the points on the score keeper that breaks a tie between the leaders.

    Revorso's honey cards: the tied player with more of them wins. The words are the
    column's header, its tooltip and the result line (``{players}``: the leaders' names).
    """

    header: Message
    tooltip: Message
    result: Message

    def result_for(self, players: str) -> Message:
        """The result line naming the leaders."""
        return Message(self.result.template, {"players": players})


@dataclass(frozen=True)
class GameSpec:
    """Everything the app, the export and the tools know about one game."""

    #: Registry name: the ``"game"`` of save files, the rules file stem, the view id.
    id: str
    #: The game's name and a one-line description (English, translated through the catalogues).
    name: Message
    subtitle: Message
    #: The engine class, ``"module:Class"``.
    state: str
    #: How many people the boxed game seats (setup guide, assistant); the engine's own
    #: range is ``state_class().min_players`` to ``max_players``.
    box_players: range
    #: The count the assistant proposes first.
    default_players: int
    #: The app's view, ``"module:Class"`` ("" plays on the plain table), and the modes
    #: ``--screenshots`` captures (a card table's ``"setup"`` is its new-game page).
    view: str = ""
    view_modes: tuple[str | None, ...] = (None,)
    #: The home tile's picture: a painter in ``app.art.tile_art``.
    tile_art: str = ""
    #: Who wins, in one sentence (the score keeper shows it under the sheet).
    winner_rule: Message = field(
        default_factory=lambda: t("Most points wins; players who tie share the win.")
    )
    #: How the game goes, in a few sentences: the new-game page says it under its heading
    #: (None: the one-line description).
    intro: Message | None = None
    #: Rule options a player can change, with their ranges.
    options: tuple[OptionSpec, ...] = ()
    #: Computer players offered in the new-game page: (bot kind, level).
    bots: tuple[tuple[str, str], ...] = DEFAULT_BOTS
    #: The game's own bots by kind, ``{"strong": "module:Class"}``: :func:`engines.bots.make_bot`
    #: plays them instead of the shared ones (a kind not named plays the shared bot).
    own_bots: Mapping[str, str] = field(default_factory=dict)
    #: How the app names this game's computer players on the seat strips, the table and the
    #: phones' seat list: ``"module:function"``, ``(seat) -> str`` ("" for the shared words).
    seat_words: str = ""
    #: Printable decks: resource paths below ``resources/`` (the first is the main deck).
    decks: tuple[str, ...] = ()
    #: The main deck's card art, ``"module:function"``: ``(deck file data, card size, lang)
    #: -> [CardPrint]`` (needed with ``decks``).
    deck_art: str = ""
    #: Reads a deck file a player made (the card maker's), ``"module:function"`` raising
    #: ``ValueError`` for a file that is not one; "": the shipped deck only (``--cards-file``).
    deck_reader: str = ""
    #: The printed score sheets, each ``"module:function"``: ``(page size, lang) -> Drawing``
    #: (none: the game prints no sheet).
    sheets: tuple[str, ...] = ()
    #: The printed player aid, ``"module:PlayerAid"`` (see :mod:`export.aids`); "": none.
    aid: str = ""
    #: The score keeper: the first to this many points wins at once (0: the most points at the end).
    score_target: int = 0
    #: The score keeper: a count beside the points that breaks a tie (None: ties are shared).
    tie_break: TieBreak | None = None
    #: The setup checklist of the boxed game, ``"module:function"``: ``(players, **choices)
    #: -> [ChecklistItem]`` (see :mod:`engines.setup_guide`); "": the game has none.
    checklist: str = ""
    #: Keyword choices the setup guide accepts for this game.
    setup_choices: frozenset[str] = frozenset()
    #: How a seat's view looks on a phone: the table server's adapter, ``"module:Class"``
    #: ("": the game cannot be played on phones).
    phone: str = ""
    #: The host of timed rounds that end on the players' calls, for a table served with no
    #: window: ``"module:function"`` taking the table's session, giving a
    #: :class:`~engines.table.rounds.RoundHost` or None ("": the game has no such rounds).
    served_rounds: str = ""
    #: Position among the games (home screen, menus, print options).
    order: int = 100
    #: Whether the game ships (a test game plugged in by a test sets False).
    shipped: bool = True

    def state_class(self) -> type[GameState]:
        cls: type[GameState] = import_path(self.state)
        return cls

    def option(self, key: str) -> OptionSpec:
        return next(o for o in self.options if o.key == key)


_registered: dict[str, GameSpec] = {}


def register_spec(spec: GameSpec) -> GameSpec:
    """Add a game that has no package under ``engines/`` (a test game); returns it."""
    from engines import GAMES

    _registered[spec.id] = spec
    _discovered.cache_clear()
    GAMES[spec.id] = spec.state_class()
    return spec


def unregister_spec(game: str) -> None:
    """Take a registered game away again (the engine registry forgets it too)."""
    from engines import GAMES

    if _registered.pop(game, None) is not None:
        GAMES.pop(game, None)
    _discovered.cache_clear()


#: Extra manifest modules, comma-separated (a game being developed outside ``engines/``).
EXTRA_GAMES_VARIABLE = "RECTOVERSO_GAMES"


def _manifest_modules() -> Iterator[str]:
    import engines

    for info in pkgutil.iter_modules(engines.__path__):
        if info.ispkg and importlib.util.find_spec(f"engines.{info.name}.manifest") is not None:
            yield f"engines.{info.name}.manifest"
    for module in os.environ.get(EXTRA_GAMES_VARIABLE, "").split(","):
        if module.strip():
            yield module.strip()


@functools.cache
def _discovered() -> tuple[GameSpec, ...]:
    specs = {spec.id: spec for spec in _registered.values()}
    for module in _manifest_modules():
        spec = importlib.import_module(module).SPEC
        specs.setdefault(spec.id, spec)
    return tuple(sorted(specs.values(), key=lambda s: (s.order, s.id)))


def game_specs(*, shipped_only: bool = False) -> tuple[GameSpec, ...]:
    """Every game, in their order."""
    specs = _discovered()
    return tuple(s for s in specs if s.shipped) if shipped_only else specs


def game_ids(*, shipped_only: bool = False) -> tuple[str, ...]:
    return tuple(spec.id for spec in game_specs(shipped_only=shipped_only))


def game_spec(game: str) -> GameSpec:
    """The manifest of ``game``; ``KeyError`` for a game nobody declared."""
    for spec in _discovered():
        if spec.id == game:
            return spec
    raise KeyError(game)
