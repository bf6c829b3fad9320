"""Each game declares itself once, in its manifest, and nothing else lists the games.

docs/ARCHITECTURE.md, "How a game plugs in": the engine registry, the rules texts, the
setup guide, the export, the assistant, the command line and the views read
:func:`engines.manifest.game_specs`.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from engines import GAMES
from engines.bots import make_bot
from engines.manifest import game_ids, game_spec, game_specs, import_path
from engines.rules_text import LANGUAGES, rules_path
from resources import resource_path

ROOT = Path(__file__).resolve().parents[1]
#: Where lists of games would hide: every source folder of the app.
SOURCE_ROOTS = ("app", "engines", "export")
SHIPPED = game_ids(shipped_only=True)


def _game_lists(path: Path, ids: set[str]) -> list[str]:
    """The collection literals of a source file that hold two or more game ids."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.List | ast.Tuple | ast.Set):
            items = node.elts
        elif isinstance(node, ast.Dict):
            items = [key for key in node.keys if key is not None]
        else:
            continue
        named = {i.value for i in items if isinstance(i, ast.Constant) and i.value in ids}
        if len(named) >= 2:
            found.append(f"{path.relative_to(ROOT)}:{node.lineno} lists {sorted(named)}")
    return found


def test_no_list_of_the_games_outside_the_manifests() -> None:
    ids = set(SHIPPED)
    found = []
    for root in SOURCE_ROOTS:
        for path in sorted((ROOT / root).rglob("*.py")):
            if path.name in ("manifest.py", "i18n_engine_strings.py"):
                continue
            found += _game_lists(path, ids)
    assert not found, "lists of games belong in the manifests:\n" + "\n".join(found)


def test_the_registry_is_the_manifests() -> None:
    assert set(GAMES) >= set(SHIPPED)
    assert SHIPPED == ("recto_verso", "verso", "revorso", "dj05135"), "the order of the home screen"
    for spec in game_specs(shipped_only=True):
        assert GAMES[spec.id] is spec.state_class() and spec.state_class().game == spec.id


@pytest.mark.parametrize("game", SHIPPED)
def test_a_manifest_says_the_truth_about_its_game(game: str) -> None:
    spec = game_spec(game)
    cls = spec.state_class()
    for option in spec.options:
        assert option.key in cls.default_options, option.key
        assert option.allows(cls.default_options[option.key]), f"the default of {option.key} is allowed"
        assert len(option.choice_labels) in (0, len(option.choices)), f"words for {option.key}'s values"
        if option.seat:  # the new-game page offers a seat by its player's name
            assert (option.low, option.high) == (0, cls.max_players - 1), option.key
    assert spec.default_players in spec.box_players
    for kind, level in spec.bots:
        make_bot(cls, kind, level, seed=1)
    for lang in LANGUAGES:
        assert rules_path(game, lang).is_file()
    for deck in spec.decks:
        assert resource_path(*deck.split("/")).is_file(), deck
    assert import_path(spec.view).__name__ == spec.view.partition(":")[2]


def test_the_ladder_tries_range_matches_the_engine() -> None:
    from engines.recto_verso.game import MAX_LADDER_TRIES

    assert game_spec("recto_verso").option("ladder_tries").high == MAX_LADDER_TRIES
