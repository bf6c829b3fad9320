"""Exit codes of every ``rectoverso`` sub-command: 0 done, 1 no solution (solve only), 2 bad input.

Each known defect has its own regression test named after it. Bad input never ends in a
traceback: the in-process runs would raise into the test, and the subprocess runs check
stderr itself.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from app.main import main
from resources import resource_path

ROOT = Path(__file__).resolve().parents[1]
CARD = {"id": "T1", "level": "easy", "front": [".OEY", ".BGY", "NBGY"], "back": ["YOO.", "PVB.", "PWBK"]}


def _write(path: Path, content: object) -> Path:
    path.write_text(content if isinstance(content, str) else json.dumps(content), encoding="utf-8")
    return path


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    """Run the command in this process; its exit code and its stderr (argparse exits are caught)."""
    try:
        code = main(list(argv))
    except SystemExit as exc:
        code = int(exc.code or 0)
    err = capsys.readouterr().err
    assert "Traceback" not in err
    return code, err


def _subprocess(*argv: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, "-m", "app", *argv],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        check=False,
    )


# -- solve ---------------------------------------------------------------------------


@pytest.mark.parametrize("number", ["Infinity", "-Infinity", "NaN", "1e400"])
def test_solve_infinity_difficulty_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], number: str
) -> None:
    text = json.dumps(CARD)[:-1] + f', "difficulty": {{"stars": {number}, "hidden_pieces": 0, '
    text += '"hidden_cubes": 1, "solutions": 200}}'
    path = _write(tmp_path / "card.json", text)
    code, err = _run(capsys, "solve", str(path))
    assert code == 2
    assert "card.json" in err and len(err.strip().splitlines()) == 1


def test_solve_letters_not_pieces_of_their_level_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    red = {"id": "R1", "level": "easy", "front": ["R...", "YYYG"], "back": ["...R", "GYYY"]}
    code, err = _run(capsys, "solve", str(_write(tmp_path / "red.json", red)))
    assert code == 2 and "red (R), not a piece of the easy level" in err
    # the same when the level comes from --level: the hard deck's H01 shows the red piece
    deck = str(resource_path("recto_verso", "cards.json"))
    code, err = _run(capsys, "solve", deck, "--id", "H01", "--level", "easy")
    assert code == 2 and "H01" in err


def test_solve_without_a_solution_still_exits_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    odd = {"id": "S1", "level": "easy", "front": ["G...", "YYYG"], "back": ["G...", "GYYY"]}
    code, err = _run(capsys, "solve", str(_write(tmp_path / "odd.json", odd)))
    assert code == 1 and "silhouettes" in err


# -- export: options -----------------------------------------------------------------


@pytest.mark.parametrize(
    "option",
    [
        ("--back-offset", "nan", "0"),
        ("--back-offset", "0", "inf"),
        ("--bleed", "nan"),
        ("--bleed=-inf",),
        ("--png", "nan"),
        ("--png", "inf"),
    ],
)
def test_export_back_offset_nan_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], option: tuple[str, ...]
) -> None:
    out = tmp_path / "out"
    code, err = _run(capsys, "export", "--game", "verso", *option, "--out", str(out))
    assert code == 2 and "not a finite number" in err and option[0].split("=")[0] in err
    assert not out.exists()


def test_export_out_empty_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    code, err = _run(capsys, "export", "--game", "verso", "--out", "")
    assert code == 2 and "--out" in err and "empty" in err
    assert list(tmp_path.iterdir()) == []


# -- export: the cards file ----------------------------------------------------------


@pytest.mark.parametrize(
    ("content", "words"),
    [
        ("this is not JSON", "not JSON"),
        ([CARD], "not a Recto Verso card file"),
        (None, "not a Recto Verso card file"),  # another game's deck, filled in below
    ],
    ids=["not-json", "a-list", "another-games-deck"],
)
def test_export_bad_cards_file_exits_2_and_writes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: object, words: str
) -> None:
    if content is None:
        cards_file = resource_path("verso", "deck.json")
    else:
        cards_file = _write(tmp_path / "cards.json", content)
    out = tmp_path / "out"
    code, err = _run(
        capsys, "export", "--game", "recto_verso", "--cards-file", str(cards_file), "--out", str(out)
    )
    assert code == 2 and words in err
    assert not out.exists()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")
def test_export_cards_file_folder_or_fifo_says_what_it_is(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)
    folder = tmp_path / "folder.json"
    folder.mkdir()
    for path, kind in ((folder, "it is a folder"), (pipe, "it is a named pipe")):
        code, err = _run(
            capsys, "export", "--game", "recto_verso", "--cards-file", str(path), "--out", str(tmp_path / "o")
        )
        assert code == 2 and kind in err and "does not exist" not in err
    assert not (tmp_path / "o").exists()


def test_export_cards_file_for_a_game_without_building_cards_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cards_file = _write(tmp_path / "cards.json", {"version": 1, "cards": [CARD]})
    code, err = _run(
        capsys, "export", "--game", "verso", "--cards-file", str(cards_file), "--out", str(tmp_path / "o")
    )
    assert code == 2 and "--cards-file" in err


# -- export: the folder --------------------------------------------------------------


def test_export_creates_missing_folders_with_their_parents(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "a" / "b" / "c"
    code, _err = _run(capsys, "export", "--game", "verso", "--out", str(out))
    assert code == 0
    assert (out / "verso-cards.pdf").is_file() and (out / "calibration.pdf").is_file()


def test_export_out_under_a_file_exits_2_naming_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "notes.txt"
    blocker.write_text("a file")
    for out in (blocker, blocker / "pdfs"):
        code, err = _run(capsys, "export", "--game", "verso", "--out", str(out))
        assert code == 2 and f"{blocker} is a file, not a folder" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.txt"]


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root may write anywhere")
def test_export_out_without_permission_exits_2_naming_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    locked = tmp_path / "locked"
    locked.mkdir(mode=0o500)
    try:
        code, err = _run(capsys, "export", "--game", "verso", "--out", str(locked / "new" / "pdfs"))
        assert code == 2 and f"the folder {locked} cannot be written to" in err
        code, err = _run(capsys, "export", "--game", "verso", "--out", str(locked))
        assert code == 2 and "no permission" in err
        assert list(locked.iterdir()) == []
    finally:
        locked.chmod(0o700)


# -- cards ---------------------------------------------------------------------------


def test_cards_generate_out_empty_or_a_folder_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    generate = ("cards", "generate", "--level", "easy", "--count", "1", "--seed", "1")
    assert _run(capsys, *generate, "--out", "")[0] == 2
    code, err = _run(capsys, *generate, "--out", str(tmp_path))
    assert code == 2 and "it is a folder" in err
    assert list(tmp_path.iterdir()) == []


# -- the whole process ---------------------------------------------------------------


def test_no_traceback_reaches_stderr_for_bad_input(tmp_path: Path) -> None:
    pipe_or_folder = tmp_path / "folder.json"
    pipe_or_folder.mkdir()
    red = _write(tmp_path / "red.json", {"id": "R1", "level": "easy", "front": ["R..."], "back": ["R..."]})
    infinite = _write(tmp_path / "inf.json", json.dumps(CARD)[:-1] + ', "difficulty": {"stars": Infinity}}')
    out = str(tmp_path / "out")
    cases = [
        ("export", "--game", "verso", "--back-offset", "nan", "0", "--out", out),
        ("export", "--game", "recto_verso", "--cards-file", str(pipe_or_folder), "--out", out),
        ("export", "--game", "verso", "--out", ""),
        ("solve", str(red)),
        ("solve", str(infinite)),
        ("solve", str(pipe_or_folder)),
        ("cards", "generate", "--level", "easy", "--count", "1", "--seed", "1", "--out", str(tmp_path)),
    ]
    for argv in cases:
        result = _subprocess(*argv)
        assert result.returncode == 2, (argv, result.stderr)
        assert "Traceback" not in result.stderr, (argv, result.stderr)
        assert len(result.stderr.strip().splitlines()) == 1, (argv, result.stderr)
    assert not Path(out).exists()


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        ((), "1 no solution (solve only)"),
        (("export",), "2 bad input"),
        (("solve",), "1 a card has no solution"),
        (("cards", "generate"), "2 bad input"),
    ],
)
def test_help_names_the_exit_codes(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], words: str
) -> None:
    with pytest.raises(SystemExit) as exited:
        main([*argv, "--help"])
    assert exited.value.code == 0
    text = " ".join(capsys.readouterr().out.split())
    assert "exit codes: 0" in text and words in text


@pytest.mark.parametrize(
    ("argv", "language"),
    [
        (("--lang", "fr", "export"), "fr"),  # the app's language, given before the command
        (("--lang", "fr", "export", "--lang", "it"), "it"),  # the command's own wins
        (("export",), "en"),
    ],
)
def test_export_writes_the_sheets_in_the_language_asked(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, argv: tuple[str, ...], language: str
) -> None:
    """``rectoverso --lang fr export`` wrote the whole set in English: the command's own
    ``--lang`` defaulted to English over the app's."""
    out = tmp_path / "set"
    code, _output = _run(capsys, *argv, "--game", "verso", "--out", str(out))
    assert code == 0
    assert [path.name for path in out.glob("verso-player-aid-*.pdf")] == [f"verso-player-aid-{language}.pdf"]
