"""A guided game's script: the deal and the steps, read from ``resources/guides/<game>.<lang>.json``.

A script is data so that it is translated like the rules texts, one file per language,
and so that a test can replay every one of them against the engine. The file says:

- the deal: ``seed``, ``seats`` (as in a save: ``{"name", "kind", "bot", "level"}``) and ``options``;
- ``steps``: each ``{"say": sentence, "point": target id, "expect": action pattern or null,
  "then": [action patterns], "names": [target ids], "house": entry}``. A target id names a
  thing the table can locate (``"pile"``, ``"row:blue"``, ``"button:take"``, ``"seat:1"``...);
  a pattern is a subset of an action's save form (``{"type": "draw", "flip": false}``) that
  must match exactly one legal action; ``then`` are the other seats' moves played after the
  step, so the deal stays the same; ``names`` are the other things the sentence talks about
  (the bubble leaves them in sight as it leaves the target);
- ``free_play`` (the game goes on with the real computer players), ``hints`` for it, and
  ``skipped``: the rules the guided game did not show, said at its end.

Every sentence teaches the boxed game, or says that it is a house rule: a sentence that
teaches one of the app's own decisions starts that part with the language's marker
(:data:`HOUSE_RULE_MARKERS`, "House rule:") and names its entry of docs/HOUSE-RULES.md in
``house``. A step carries ``house`` beside ``say``; a hint or a skipped rule is then written
``{"say": sentence, "house": entry}`` instead of a plain sentence.

A game may ship more than one guided game: the plain one is ``<game>.<lang>.json`` and
another, for one of its modes, ``<game>.<mode>.<lang>.json`` (Recto Verso's partner round,
``recto_verso.party.en.json``). The home tile and the rules page look for the plain one.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engines.safe_files import load_json
from engines.table.seats import Seat, TableSetup
from resources import resource_path

__all__ = ["HOUSE_RULE_MARKERS", "GuideError", "GuideScript", "GuideStep", "guide_path", "load_guide"]

SCRIPT_VERSION = 1
#: Patterns name an action's fields; these are a step's keys (anything else is a typing slip).
_STEP_KEYS = {"say", "point", "expect", "then", "names", "house"}
#: How a sentence says, in each language, that what follows is a house rule of the app.
HOUSE_RULE_MARKERS = {
    "en": "House rule:",
    "fr": "Règle maison :",
    "it": "Regola della casa:",
    "pt": "Regra da casa:",
}


class GuideError(ValueError):
    """A script that cannot be used; ``str()`` is one translatable sentence for the user."""


@dataclass(frozen=True)
class GuideStep:
    """One short sentence, the thing it points at, and the move it waits for (None: "Next")."""

    say: str
    point: str
    expect: Mapping[str, Any] | None = None
    then: tuple[Mapping[str, Any], ...] = ()
    #: Other targets the sentence talks about, which the bubble leaves in sight.
    names: tuple[str, ...] = ()
    #: The entry of docs/HOUSE-RULES.md the sentence teaches ("": the boxed game's rules).
    house: str = ""


@dataclass(frozen=True)
class GuideScript:
    game: str
    language: str
    setup: TableSetup
    steps: tuple[GuideStep, ...]
    free_play: bool
    hints: tuple[str, ...]
    skipped: tuple[str, ...]
    #: The hints and skipped rules that teach a house rule, each with its entry of
    #: docs/HOUSE-RULES.md (a step says its own in :attr:`GuideStep.house`).
    house_lines: Mapping[str, str] = field(default_factory=dict)

    def sentences(self) -> list[tuple[str, str]]:
        """Every sentence the guided game says, with the house rule it teaches ("" for none)."""
        found = [(step.say, step.house) for step in self.steps]
        return found + [(line, self.house_lines.get(line, "")) for line in (*self.hints, *self.skipped)]

    @property
    def learner(self) -> int:
        """The seat taught: the script's first person at this computer (the others, if any,
        are people at the same table the bubble speaks to, like a building partner)."""
        return self.setup.persons[0]


def guide_path(game: str, language: str, mode: str = "") -> Path:
    name = f"{game}.{mode}" if mode else game
    return resource_path("guides", f"{name}.{language}.json")


def has_guide(game: str, language: str = "en", mode: str = "") -> bool:
    return guide_path(game, language, mode).is_file()


def _text(value: Any, what: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise ValueError(f"{what} must be a sentence")
    return value


def _pattern(value: Any, what: str) -> Mapping[str, Any]:
    if not isinstance(value, Mapping) or not isinstance(value.get("type"), str):
        raise ValueError(f"{what} must be an object with a 'type'")
    return dict(value)


def _step(data: Any, index: int) -> GuideStep:
    if not isinstance(data, Mapping):
        raise ValueError(f"step {index + 1} must be an object")
    unknown = set(data) - _STEP_KEYS
    if unknown:
        raise ValueError(f"step {index + 1} has unknown keys {sorted(unknown)}")
    expect = data.get("expect")
    then = data.get("then", [])
    if not isinstance(then, list):
        raise ValueError(f"step {index + 1}: 'then' must be a list")
    names = data.get("names", [])
    if not isinstance(names, list):
        raise ValueError(f"step {index + 1}: 'names' must be a list of targets")
    house = data.get("house", "")
    return GuideStep(
        say=_text(data.get("say"), f"step {index + 1}: 'say'"),
        point=_text(data.get("point"), f"step {index + 1}: 'point'"),
        expect=None if expect is None else _pattern(expect, f"step {index + 1}: 'expect'"),
        then=tuple(_pattern(p, f"step {index + 1}: 'then'") for p in then),
        names=tuple(_text(name, f"step {index + 1}: 'names'") for name in names),
        house=_text(house, f"step {index + 1}: 'house'") if house else "",
    )


def _sentences(data: Mapping[str, Any], key: str, house: dict[str, str]) -> tuple[str, ...]:
    """The sentences of the list ``key``; those written ``{"say", "house"}`` go into ``house``."""
    values = data.get(key, [])
    if not isinstance(values, list):
        raise ValueError(f"'{key}' must be a list of sentences")
    found = []
    for value in values:
        if isinstance(value, Mapping):
            if set(value) != {"say", "house"}:
                raise ValueError(f"'{key}': a marked sentence is {{'say', 'house'}}")
            sentence = _text(value["say"], key)
            house[sentence] = _text(value["house"], f"{key}: 'house'")
        else:
            sentence = _text(value, key)
        found.append(sentence)
    return tuple(found)


def parse_guide(data: Any, game: str, language: str) -> GuideScript:
    """The script in ``data``; ``ValueError`` (and the like) saying what is wrong."""
    if not isinstance(data, Mapping):
        raise ValueError("a guide must be a JSON object")
    if data.get("game") != game:
        raise ValueError(f"this guide is for {data.get('game')!r}, not {game!r}")
    seats = data.get("seats")
    if not isinstance(seats, list):
        raise ValueError("'seats' must be a list")
    setup = TableSetup(
        game,
        tuple(Seat.from_json(seat, i) for i, seat in enumerate(seats)),
        data.get("seed"),  # type: ignore[arg-type]  # TableSetup checks it is a whole number
        dict(data.get("options") or {}),
    )
    if not setup.persons:
        raise ValueError("a guide teaches a person, and every seat is a computer")
    steps = data.get("steps")
    if not isinstance(steps, list) or not steps:
        raise ValueError("'steps' must be a list of steps")
    house: dict[str, str] = {}
    return GuideScript(
        game=game,
        language=language,
        setup=setup,
        steps=tuple(_step(step, i) for i, step in enumerate(steps)),
        free_play=bool(data.get("free_play", True)),
        hints=_sentences(data, "hints", house),
        skipped=_sentences(data, "skipped", house),
        house_lines=house,
    )


def load_guide(game: str, language: str, mode: str = "") -> GuideScript:
    """Read and check ``game``'s guide (for ``mode``, if given) in ``language`` (English when
    that language has none).

    :class:`GuideError` with one sentence naming the file when it is missing or broken.
    """
    path = guide_path(game, language, mode)
    if not path.is_file():
        language = "en"
        path = guide_path(game, language, mode)
    holder: list[GuideScript] = []
    result = load_json(
        path,
        versions=(SCRIPT_VERSION,),
        validate=lambda data: holder.append(parse_guide(data, game, language)),
    )
    if not result.ok:
        raise GuideError(result.error)
    return holder[0]
