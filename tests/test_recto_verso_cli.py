"""``rectoverso cards generate`` and ``rectoverso solve``: output, exit codes, one-line reasons."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from app.main import main
from engines.recto_verso.building import loads_building
from engines.recto_verso.cards import cards_from_file_data
from engines.recto_verso.solver import check_solution
from resources import resource_path

DECK = str(resource_path("recto_verso", "cards.json"))


def write(tmp_path: Path, data: object, name: str = "card.json") -> str:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return str(path)


def test_generate_then_solve(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "cards.json"
    assert (
        main(["cards", "generate", "--level", "hard", "--count", "3", "--seed", "7", "--out", str(out)]) == 0
    )
    cards = cards_from_file_data(json.loads(out.read_text(encoding="utf-8")))
    assert [c.id for c in cards] == ["H01", "H02", "H03"]
    capsys.readouterr()
    assert main(["solve", str(out), "--id", "H02"]) == 0
    building = loads_building(capsys.readouterr().out)
    assert check_solution(cards[1], building)


def test_generate_prints_when_no_file(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "generate", "--level", "easy", "--count", "1", "--seed", "1"]) == 0
    assert cards_from_file_data(json.loads(capsys.readouterr().out))[0].id == "E01"
    assert main(["cards", "generate", "--level", "easy", "--count", "0", "--seed", "1"]) == 2


def test_solve_whole_deck_and_all(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", DECK]) == 0
    solved = json.loads(capsys.readouterr().out)
    assert len(solved) == 64 and all(solved.values())
    assert main(["solve", DECK, "--id", "E04", "--all", "--limit", "5"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert listed["count"] == len(listed["solutions"]) <= 5


@pytest.mark.parametrize(
    ("content", "code", "words"),
    [
        ("not json", 2, "not JSON"),
        ({"id": "A1", "level": "easy", "front": ["YYYGG"], "back": ["GYYY"]}, 2, "A1: front row 1"),
        ({"id": "A2", "level": "easy", "front": ["YYYQ"], "back": ["GYYY"]}, 2, "unknown letter 'Q'"),
        ({"id": "A3", "level": "easy", "front": ["Y...", "YYYG"], "back": ["GYYY"]}, 2, "uneven heights"),
        # a colour whose piece is not in the level's box is bad input, not a card without a solution
        ({"id": "A4", "level": "easy", "front": ["R...", "YYYG"], "back": ["...R", "GYYY"]}, 2, "red"),
        (
            {"id": "A5", "level": "easy", "front": ["G...", "YYYG"], "back": ["G...", "GYYY"]},
            1,
            "silhouettes",
        ),
    ],
)
def test_bad_input_and_no_solution(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: object, code: int, words: str
) -> None:
    assert main(["solve", write(tmp_path, content)]) == code
    err = capsys.readouterr().err.strip()
    assert words in err and "\n" not in err


def test_level_override_and_unknown_id(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", DECK, "--id", "H01", "--level", "easy"]) == 2
    assert main(["solve", DECK, "--id", "Z01"]) == 2
    assert "Z01" in capsys.readouterr().err


def test_engine_and_commands_import_no_qt() -> None:
    code = (
        "import sys, engines, engines.recto_verso.game, engines.recto_verso.make_deck, "
        "app.commands.cards, app.commands.solve; "
        "sys.exit(1 if any(m.startswith('PySide6') for m in sys.modules) else 0)"
    )
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0
