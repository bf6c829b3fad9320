"""Each game declares itself once, in its manifest, and nothing else lists the games or asks which one it is.

docs/ARCHITECTURE.md, "How a game plugs in": the engine registry, the rules texts, the
setup guide, the export, the assistant, the command line and the views read
:func:`engines.manifest.game_specs`, and whatever differs between games — bots, print
parts, score columns, seat words — is named in the manifest, never branched on by id.
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path

import pytest

from engines import GAMES
from engines.bots import make_bot
from engines.manifest import game_ids, game_spec, game_specs, import_path
from engines.rules_text import LANGUAGES, rules_path
from resources import resource_path

ROOT = Path(__file__).resolve().parents[1]
#: Where lists of games and branches on a game would hide: every source folder of the app.
#: tableserver/: see its phone adapters
SOURCE_ROOTS = ("app", "engines", "export", "tableserver")
SHIPPED = game_ids(shipped_only=True)


def _own_game(path: Path, ids: set[str]) -> set[str]:
    """The game a file belongs to, which it may name: ``app/verso/``, ``export/art/verso.py``..."""
    return {part.removesuffix(".py") for part in path.relative_to(ROOT).parts[1:]} & ids


def _game_lists(tree: ast.AST, ids: set[str]) -> list[tuple[int, set[str]]]:
    """The collection literals that hold two or more game ids."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.List | ast.Tuple | ast.Set):
            items = node.elts
        elif isinstance(node, ast.Dict):
            items = [key for key in node.keys if key is not None]
        else:
            continue
        named = {i.value for i in items if isinstance(i, ast.Constant) and i.value in ids}
        if len(named) >= 2:
            found.append((node.lineno, named))
    return found


def _game_branches(tree: ast.AST, ids: set[str]) -> list[tuple[int, set[str]]]:
    """Comparisons (``==``, ``!=``, ``in``, ``is``) and ``case`` patterns with a game id on one side."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            operands = [node.left, *node.comparators]
        elif isinstance(node, ast.MatchValue):
            operands = [node.value]
        else:
            continue
        named = {o.value for o in operands if isinstance(o, ast.Constant) and o.value in ids}
        if named:
            found.append((node.lineno, named))
    return found


def _sources() -> list[Path]:
    return [path for root in SOURCE_ROOTS for path in sorted((ROOT / root).rglob("*.py"))]


@functools.cache
def _tree(path: Path) -> ast.Module:
    """A source file parsed once for both scans."""
    return ast.parse(path.read_text(encoding="utf-8"))


def test_the_scan_finds_lists_and_branches() -> None:
    ids = {"verso", "revorso"}
    tree = ast.parse(
        'A = ("verso", "revorso")\nif game == "verso": pass\nB = game in {"x"}\n'
        'ok = "revorso" != g\nmatch g:\n    case "verso": pass\n'
    )
    assert _game_lists(tree, ids) == [(1, {"verso", "revorso"})]
    assert sorted(line for line, _ in _game_branches(tree, ids)) == [2, 4, 6]
    assert _own_game(ROOT / "app" / "verso" / "view.py", ids) == {"verso"}
    assert _own_game(ROOT / "export" / "art" / "revorso.py", ids) == {"revorso"}
    assert _own_game(ROOT / "app" / "assistant" / "scores.py", ids) == set()


def test_no_list_of_the_games_outside_the_manifests() -> None:
    ids = set(SHIPPED)
    found = []
    for path in _sources():
        if path.name in ("manifest.py", "i18n_engine_strings.py"):
            continue
        found += [
            f"{path.relative_to(ROOT)}:{line} lists {sorted(named)}"
            for line, named in _game_lists(_tree(path), ids)
        ]
    assert not found, "lists of games belong in the manifests:\n" + "\n".join(found)


def test_no_code_asks_which_game_it_is_but_the_game_itself() -> None:
    ids = set(SHIPPED)
    found = []
    for path in _sources():
        for line, named in _game_branches(_tree(path), ids):
            if named - _own_game(path, ids):
                found.append(f"{path.relative_to(ROOT)}:{line} compares with {sorted(named)}")
    assert not found, "what differs between games belongs in their manifests:\n" + "\n".join(found)


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
    named = [spec.deck_art, spec.aid, spec.checklist, *spec.sheets, *spec.own_bots.values()]
    named += [path for path in (spec.deck_reader, spec.seat_words) if path]
    for path in named:
        assert import_path(path) is not None, path
    assert spec.score_target >= 0


def test_a_manifest_names_no_engine_nor_export_of_another_game() -> None:
    """What a manifest names is shared code or the game's own, never another game's."""
    ids = set(SHIPPED)
    for spec in game_specs(shipped_only=True):
        for path in [spec.state, spec.deck_reader, *spec.own_bots.values()]:
            module = path.partition(":")[0]
            assert set(module.split(".")) & ids <= {spec.id}, (spec.id, path)


def test_the_ladder_tries_range_matches_the_engine() -> None:
    from engines.recto_verso.game import MAX_LADDER_TRIES

    assert game_spec("recto_verso").option("ladder_tries").high == MAX_LADDER_TRIES
