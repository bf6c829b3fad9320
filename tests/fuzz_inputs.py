"""Mutated and special files fed to every entry point that reads a file, with a time and memory limit.

The promise checked for every case: the entry point answers with its own error (a
``TableLoad``/``LoadResult`` error, ``CardFormatError``, a ``MyCards`` error, exit code 1
or 2 of a sub-command) or succeeds; it raises nothing else, spends less than
:data:`TIME_LIMIT` of processor time, grows the process's peak memory by less than
:data:`MEMORY_LIMIT`, replaces no link nor device, and leaves no temporary behind.

Used by ``tests/test_fuzz_inputs.py`` (a quick sample) and ``tests/benchmarks/bench_fuzz.py``
(the full run).
"""

from __future__ import annotations

import contextlib
import copy
import io
import json
import logging
import os
import random
import resource
import signal
import socket
import stat
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from tests.cpu_time import cpu_seconds

ROOT = Path(__file__).resolve().parent.parent
FIXTURE_SAVES = ROOT / "tests" / "fixtures" / "saves_v1"
SHIPPED_CARDS = ROOT / "resources" / "recto_verso" / "cards.json"
TABLE_GAMES = ("verso", "revorso", "dj05135", "recto_verso")

#: The most processor time a case may take (see :mod:`tests.cpu_time`), and the most its peak
#: memory may grow.
TIME_LIMIT = 1.0
MEMORY_LIMIT = 200 * 1024 * 1024
#: A case still running after this long on the clock is stopped by an alarm (a hang, not merely slow).
HANG_LIMIT = 10.0
#: An export that succeeds draws and writes a PDF: its limit is that of the work, not of the reading.
TIME_LIMITS = {"cli_export": 5.0}


class CaseTimeout(BaseException):
    """Raised by the alarm inside a case that hangs; a BaseException so no ``except Exception`` eats it."""


# -- the valid files the mutations start from ---------------------------------------------------


def _played_save(game: str, seed: int, moves: int) -> dict[str, Any]:
    """A version-2 table save of ``game`` part-way through, with named seats."""
    from engines import GAMES
    from engines.table.saves import table_record
    from engines.table.seats import Seat, TableSetup

    cls = GAMES[game]
    players = max(cls.min_players, min(3, cls.max_players))
    seats = [Seat("Ana")] + [Seat.computer(f"Bot {i}", "greedy", "easy") for i in range(1, players)]
    setup = TableSetup(game, tuple(seats), seed, {})
    state = cls(players, seed, dict(setup.options))
    picker = random.Random(seed)
    for _ in range(moves):
        if state.is_terminal():
            break
        state.apply(picker.choice(state.legal_actions()))
    return json.loads(json.dumps(table_record(setup, state)))


@dataclass(frozen=True)
class Seed:
    """A valid file a family of cases starts from."""

    kind: str  # "save" or "cards"
    name: str
    data: Any


def seeds() -> list[Seed]:
    """Every fixture save, one played save per game, and the shipped card file (cut to a few cards)."""
    found = [
        Seed("save", f"v1-{p.stem}", json.loads(p.read_text(encoding="utf-8")))
        for p in sorted(FIXTURE_SAVES.glob("*.json"))
    ]
    found += [Seed("save", f"v2-{game}", _played_save(game, 7, 12)) for game in TABLE_GAMES]
    cards = json.loads(SHIPPED_CARDS.read_text(encoding="utf-8"))
    cards["cards"] = cards["cards"][:3]
    found.append(Seed("cards", "cards", cards))
    found.append(Seed("cards", "one-card", copy.deepcopy(cards["cards"][0])))
    return found


# -- mutations ----------------------------------------------------------------------------------


def _paths(data: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix]
    if isinstance(data, dict):
        for key, value in data.items():
            found += _paths(value, (*prefix, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            found += _paths(value, (*prefix, index))
    return found


#: Replacement values: wrong types, huge and odd numbers, long and odd strings.
_ODD_VALUES: list[Callable[[random.Random], Any]] = [
    lambda r: None,
    lambda r: True,
    lambda r: False,
    lambda r: r.choice([0, 1, -1, 2**31, 2**63, -(2**63), 10**99]),
    lambda r: r.choice([0.5, -1.5, 1e308, 1e-308]),
    lambda r: r.choice(["", "x", "human", "bot", "strong", "verso", "revorso", "dj05135", "recto_verso"]),
    lambda r: "x" * r.choice([33, 1000, 100_000]),
    lambda r: [],
    lambda r: {},
    lambda r: [1, 2, 3],
    lambda r: {"type": "draw"},
]


def _set(data: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    parent = data
    for step in path[:-1]:
        parent = parent[step]
    parent[path[-1]] = value
    return data


def _structural(data: Any, rng: random.Random) -> tuple[str, bytes]:
    """One change to the parsed file, written back as JSON text."""
    data = copy.deepcopy(data)
    paths = _paths(data)
    path = rng.choice(paths[1:] or paths)
    how = rng.choice(["delete", "duplicate", "wrong-type", "bool-for-int", "swap"])
    if how == "delete" and path:
        parent = data
        for step in path[:-1]:
            parent = parent[step]
        del parent[path[-1]]
    elif how == "duplicate" and path:
        parent = data
        for step in path[:-1]:
            parent = parent[step]
        if isinstance(parent, list):
            parent.insert(path[-1], copy.deepcopy(parent[path[-1]]))
        else:  # a key twice in the text: json keeps the last one
            text = json.dumps(data)
            key = json.dumps(str(path[-1]))
            twice = text.replace(key + ":", f"{key}: {json.dumps(rng.choice(_ODD_VALUES)(rng))}, {key}:", 1)
            return f"duplicate-key {path[-1]}", twice.encode("utf-8")
    elif how == "bool-for-int":
        ints = [p for p in paths if p and type(_get(data, p)) is int]
        if ints:
            path = rng.choice(ints)
            _set(data, path, bool(rng.getrandbits(1)))
    elif how == "swap":
        other = rng.choice(paths)
        if path and other and path[: len(other)] != other and other[: len(path)] != path:
            a, b = _get(data, path), _get(data, other)
            _set(data, path, copy.deepcopy(b))
            _set(data, other, copy.deepcopy(a))
    else:
        data = _set(data, path, rng.choice(_ODD_VALUES)(rng))
    return f"{how} {'/'.join(map(str, path))[:60]}", json.dumps(data).encode("utf-8")


def _get(data: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        data = data[step]
    return data


def _textual(text: bytes, rng: random.Random) -> tuple[str, bytes]:
    """One change to the bytes or the tokens of the file."""
    how = rng.choice(
        ["flip", "truncate", "insert", "repeat", "huge-number", "deep", "surrogate", "nan", "long-string"]
    )
    data = bytearray(text)
    if how == "flip":
        for _ in range(rng.randint(1, 8)):
            data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
    elif how == "truncate":
        del data[rng.randrange(len(data)) :]
    elif how == "insert":
        at = rng.randrange(len(data))
        data[at:at] = bytes(rng.getrandbits(8) for _ in range(rng.randint(1, 16)))
    elif how == "repeat":
        a = rng.randrange(len(data))
        b = min(len(data), a + rng.randint(1, 200))
        data[b:b] = data[a:b] * rng.randint(1, 50)
    elif how == "huge-number":
        digits = rng.choice([101, 4301, 100_000])
        data = bytearray(_replace_a_number(bytes(data), b"9" * digits, rng))
    elif how == "deep":
        depth = rng.choice([1000, 100_000])
        data = bytearray(_replace_a_value(bytes(data), b"[" * depth + b"]" * depth, rng))
    elif how == "surrogate":
        data = bytearray(_replace_a_string(bytes(data), rng.choice([b'"\\ud800"', b'"a\\udfff b"']), rng))
    elif how == "nan":
        data = bytearray(_replace_a_number(bytes(data), rng.choice([b"NaN", b"Infinity", b"-1e999"]), rng))
    else:
        data = bytearray(_replace_a_string(bytes(data), b'"' + b"N" * rng.choice([10**4, 10**6]) + b'"', rng))
    return how, bytes(data)


def _spans(text: bytes, pattern: bytes) -> list[tuple[int, int]]:
    import re

    return [m.span() for m in re.finditer(pattern, text)]


def _replace_at(text: bytes, spans: list[tuple[int, int]], new: bytes, rng: random.Random) -> bytes:
    if not spans:
        return text[:-1] + new if text.endswith(b"]") else new
    a, b = rng.choice(spans)
    return text[:a] + new + text[b:]


def _replace_a_number(text: bytes, new: bytes, rng: random.Random) -> bytes:
    return _replace_at(text, _spans(text, rb"(?<=[:\[, ])-?\d+(?=[,\]}\s])"), new, rng)


def _replace_a_string(text: bytes, new: bytes, rng: random.Random) -> bytes:
    return _replace_at(text, _spans(text, rb'(?<=: )"[^"\\]*"'), new, rng)


def _replace_a_value(text: bytes, new: bytes, rng: random.Random) -> bytes:
    return _replace_at(text, _spans(text, rb'(?<=: )("[^"\\]*"|-?\d+|true|false|null)'), new, rng)


@dataclass(frozen=True)
class Mutant:
    seed: str
    kind: str
    how: str
    data: bytes


def mutants(count: int, seed: int = 2026) -> Iterator[Mutant]:
    """``count`` seeded mutants of the valid files, half structural, half textual."""
    rng = random.Random(seed)
    sources = seeds()
    for number in range(count):
        source = sources[number % len(sources)]
        text = json.dumps(source.data, indent=1).encode("utf-8")
        how, data = _structural(source.data, rng) if number % 2 else _textual(text, rng)
        if rng.random() < 0.2:  # now and then two changes
            how2, data = _textual(data, rng) if data else ("", data)
            how = f"{how} + {how2}"
        yield Mutant(source.name, source.kind, how, data)


# -- special files ------------------------------------------------------------------------------

SPECIAL_FILES = (
    "fifo",
    "dev-zero-link",
    "folder",
    "unreadable",
    "dangling-link",
    "socket",
    "number-of-100000-digits",
    "lone-surrogate",
    "six-megabytes",
    "empty",
)


def make_special(kind: str, path: Path, keep: list[Any]) -> None:
    """Put a special file of ``kind`` at ``path`` (sockets are kept open in ``keep``)."""
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "dev-zero-link":
        path.symlink_to("/dev/zero")
    elif kind == "folder":
        path.mkdir()
    elif kind == "unreadable":
        path.write_text('{"game": "verso"}', encoding="utf-8")
        path.chmod(0)
    elif kind == "dangling-link":
        path.symlink_to(path.parent / "nowhere" / "gone.json")
    elif kind == "socket":
        server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        keep.append(server)
        here = os.getcwd()
        os.chdir(path.parent)  # a relative name: a socket's full path may be at most 107 bytes
        try:
            server.bind(path.name)
        finally:
            os.chdir(here)
    elif kind == "number-of-100000-digits":
        path.write_bytes(b'{"game": "verso", "version": 2, "seed": ' + b"7" * 100_000 + b"}")
    elif kind == "lone-surrogate":
        path.write_bytes(b'{"game": "verso", "version": 2, "seats": [{"name": "\\ud83d"}]}')
    elif kind == "six-megabytes":
        path.write_bytes(b'{"game": "verso", "pad": "' + b"x" * (6 * 1024 * 1024) + b'"}')
    elif kind == "empty":
        path.write_bytes(b"")
    else:
        raise ValueError(kind)


def fingerprint(path: Path) -> tuple[Any, ...]:
    """What a special file is, to check it was not replaced: its type, device/inode and link target."""
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return ("missing",)
    target = os.readlink(path) if stat.S_ISLNK(info.st_mode) else ""
    return (stat.S_IFMT(info.st_mode), info.st_ino, target)


# -- entry points -------------------------------------------------------------------------------


def _read_table(game: str | None) -> Callable[[Path, Path], str]:
    def run(path: Path, data_dir: Path) -> str:
        from engines.table.saves import read_table

        loaded = read_table(path, game)
        if loaded.ok:
            assert loaded.setup is not None and loaded.state is not None
            for name in loaded.setup.names:
                assert len(name) <= 32 and name.strip() == name and name
            return "loaded"
        assert loaded.error, "a refused file must say why"
        return "refused"

    return run


def _autosave_round_trip(path: Path, data_dir: Path) -> str:
    """Load a save, then autosave it the way a table does: an autosave that loads can be written."""
    from engines.table.saves import read_table, table_record
    from engines.table.store import SaveStore

    loaded = read_table(path)
    if not loaded.ok:
        return "refused"
    assert loaded.setup is not None and loaded.state is not None
    store = SaveStore(data_dir)
    assert store.autosave(loaded.setup.game, table_record(loaded.setup, loaded.state))
    again = read_table(store.autosave_path(loaded.setup.game), loaded.setup.game)
    assert again.ok, again.error
    return "loaded"


def _resume_scan(path: Path, data_dir: Path) -> str:
    """The start-up scan (app/resume.py) with this file as every game's autosave."""
    from app.resume import interrupted_games

    folder = data_dir / "saves"
    folder.mkdir(parents=True, exist_ok=True)
    for game in TABLE_GAMES:
        target = folder / f"autosave-{game}.json"
        if path.is_symlink() or not path.is_file():
            continue
        target.write_bytes(path.read_bytes())
    specs = [SimpleNamespace(game=g) for g in TABLE_GAMES]
    found = interrupted_games(data_dir, specs)  # type: ignore[arg-type]
    return "loaded" if found else "refused"


def _read_save(path: Path, data_dir: Path) -> str:
    from engines.saves import read_save

    state, result = read_save(path)
    assert (state is None) != result.ok or state is not None
    return "loaded" if state is not None else "refused"


def _card_file(path: Path, data_dir: Path) -> str:
    from engines.recto_verso.cards import CardFormatError, cards_from_file_data
    from engines.safe_files import load_json

    loaded = load_json(path)
    if not loaded.ok:
        return "refused"
    try:
        cards_from_file_data(loaded.data)
    except CardFormatError as exc:
        assert str(exc) and len(str(exc)) < 1000, "a card error is one short line"
        return "refused"
    return "loaded"


def _my_cards(path: Path, data_dir: Path) -> str:
    from engines.recto_verso.my_cards import load_my_cards

    cards = load_my_cards(path)
    return "loaded" if cards.ok else "refused"


def _cli(argv: list[str]) -> int:
    from app.main import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(argv)
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 2
    return code


def _cli_solve(path: Path, data_dir: Path) -> str:
    code = _cli(["solve", str(path)])
    assert code in (0, 1, 2), f"exit code {code}"
    return "loaded" if code == 0 else "refused"


def _cli_export(path: Path, data_dir: Path) -> str:
    out = data_dir / "export"
    out.mkdir(exist_ok=True)
    code = _cli(
        ["export", "--game", "recto_verso", "--card", "mini", "--cards-file", str(path), "--out", str(out)]
    )
    assert code in (0, 2), f"exit code {code}"
    return "loaded" if code == 0 else "refused"


#: Entry points fed every mutant (the CLI ones a share of them).
FILE_ENTRY_POINTS: dict[str, Callable[[Path, Path], str]] = {
    "read_table": _read_table(None),
    **{f"read_table:{game}": _read_table(game) for game in TABLE_GAMES},
    "read_save": _read_save,
    "autosave_round_trip": _autosave_round_trip,
    "resume_scan": _resume_scan,
    "card_file": _card_file,
    "my_cards": _my_cards,
    "cli_solve": _cli_solve,
    "cli_export": _cli_export,
}
#: The entry points that make sense for a kind of seed file (a card file is not a save).
FOR_KIND = {
    "save": (
        "read_table",
        "read_table:verso",
        "read_table:revorso",
        "read_table:dj05135",
        "read_table:recto_verso",
        "read_save",
        "autosave_round_trip",
        "resume_scan",
    ),
    "cards": ("card_file", "my_cards", "cli_solve", "cli_export"),
}
#: Slow entry points (a PDF per case) get one mutant in this many.
SAMPLE_EVERY = {
    "cli_export": 10,
    "read_table:verso": 2,
    "read_table:revorso": 2,
    "read_table:dj05135": 2,
    "read_table:recto_verso": 2,
}


# -- running a case -----------------------------------------------------------------------------


@dataclass
class Outcome:
    entry: str
    case: str
    result: str = ""
    seconds: float = 0.0
    memory: int = 0
    failure: str = ""


@dataclass
class Tally:
    """What a run found: counts per entry point, failures, the slowest case and the peak memory."""

    outcomes: list[Outcome] = field(default_factory=list)

    def add(self, outcome: Outcome) -> None:
        self.outcomes.append(outcome)

    @property
    def failures(self) -> list[Outcome]:
        return [o for o in self.outcomes if o.failure]

    def per_entry(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for o in self.outcomes:
            counts[o.entry] = counts.get(o.entry, 0) + 1
        return counts

    def slowest(self) -> Outcome | None:
        return max(self.outcomes, key=lambda o: o.seconds, default=None)


def _peak_rss() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


@contextlib.contextmanager
def _alarm(seconds: float) -> Iterator[None]:
    def ring(signum: int, frame: Any) -> None:
        raise CaseTimeout(f"still running after {seconds} s")

    previous = signal.signal(signal.SIGALRM, ring)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def run_case(entry: str, case: str, path: Path, data_dir: Path) -> Outcome:
    """Feed ``path`` to ``entry``; the outcome says what happened and what promise, if any, broke."""
    outcome = Outcome(entry, case)
    run = FILE_ENTRY_POINTS[entry]
    watched = {p: fingerprint(p) for p in (path,)}
    before = _peak_rss()
    start = cpu_seconds()
    try:
        with _alarm(HANG_LIMIT):
            outcome.result = run(path, data_dir)
    except CaseTimeout as exc:
        outcome.failure = f"hang: {exc}"
    except AssertionError as exc:
        outcome.failure = f"broken promise: {str(exc)[:200]}"
    except Exception as exc:  # the point of the exercise: nothing else may escape
        outcome.failure = f"{type(exc).__name__}: {str(exc)[:200]}"
    outcome.seconds = cpu_seconds() - start
    outcome.memory = max(0, _peak_rss() - before)
    if not outcome.failure and outcome.seconds > TIME_LIMITS.get(entry, TIME_LIMIT):
        outcome.failure = f"slow: {outcome.seconds:.2f} s"
    if not outcome.failure and outcome.memory > MEMORY_LIMIT:
        outcome.failure = f"memory: {outcome.memory / 1e6:.0f} MB"
    for watched_path, print_ in watched.items():
        if not outcome.failure and fingerprint(watched_path) != print_:
            outcome.failure = f"{watched_path.name} was replaced"
    left = [p.name for p in _temporaries(path.parent, data_dir)]
    if not outcome.failure and left:
        outcome.failure = f"temporaries left: {left[:3]}"
    return outcome


def _temporaries(*folders: Path) -> list[Path]:
    found: list[Path] = []
    for folder in folders:
        with contextlib.suppress(OSError):
            found += [p for p in folder.rglob("*.tmp")]
    return found


@contextlib.contextmanager
def _quiet() -> Iterator[None]:
    """No log lines: every refused file is logged, thousands of them would bury the report."""
    logging.disable(logging.CRITICAL)
    try:
        yield
    finally:
        logging.disable(logging.NOTSET)


def run_mutants(workdir: Path, count: int, seed: int = 2026, tally: Tally | None = None) -> Tally:
    """Feed ``count`` seeded mutants to the entry points of their kind."""
    tally = tally if tally is not None else Tally()
    with _quiet():
        _run_mutants(workdir, count, seed, tally)
    return tally


def _run_mutants(workdir: Path, count: int, seed: int, tally: Tally) -> None:
    offered: dict[str, int] = {}
    for number, mutant in enumerate(mutants(count, seed)):
        case_dir = workdir / f"case-{number}"
        case_dir.mkdir(parents=True)
        path = case_dir / "input.json"
        path.write_bytes(mutant.data)
        for entry in FOR_KIND[mutant.kind]:
            offered[entry] = offered.get(entry, 0) + 1
            if (offered[entry] - 1) % SAMPLE_EVERY.get(entry, 1):
                continue
            data_dir = case_dir / f"data-{entry.replace(':', '-')}"
            data_dir.mkdir()
            outcome = run_case(entry, f"{mutant.seed}: {mutant.how}", path, data_dir)
            tally.add(outcome)
        _remove_tree(case_dir)


def run_specials(workdir: Path, tally: Tally | None = None) -> Tally:
    """Every special file fed to every file entry point."""
    tally = tally if tally is not None else Tally()
    with _quiet():
        _run_specials(workdir, tally)
    return tally


def _run_specials(workdir: Path, tally: Tally) -> None:
    for kind in SPECIAL_FILES:
        for entry in FILE_ENTRY_POINTS:
            case_dir = workdir / f"special-{kind}-{entry.replace(':', '-')}"
            case_dir.mkdir(parents=True)
            keep: list[Any] = []
            path = case_dir / "input.json"
            make_special(kind, path, keep)
            data_dir = case_dir / "data"
            data_dir.mkdir()
            try:
                tally.add(run_case(entry, kind, path, data_dir))
            finally:
                for thing in keep:
                    thing.close()
                _remove_tree(case_dir)


def _remove_tree(folder: Path) -> None:
    import shutil

    for root, dirs, _files in os.walk(folder):
        for name in dirs:
            with contextlib.suppress(OSError):
                os.chmod(os.path.join(root, name), 0o700)
    shutil.rmtree(folder, ignore_errors=True)


def good_saves_still_load() -> list[str]:
    """The fixture saves after a run: each must still load (nothing a run did changed them)."""
    from engines.table.saves import read_table

    problems = []
    for path in sorted(FIXTURE_SAVES.glob("*.json")):
        loaded = read_table(path, path.stem)
        if not loaded.ok:
            problems.append(f"{path.name}: {loaded.error}")
    return problems


# -- settings values ----------------------------------------------------------------------------

_ODD_SETTINGS: list[Any] = [
    "abc",
    "nan",
    "NaN",
    "inf",
    "-1",
    "1e999",
    "9" * 5000,
    "",
    "true",
    "0",
    True,
    2**40,
    -5,
    0.0,
    1.5,
    float("nan"),
    ["a", 1],
    {"a": 1},
    "[" * 60_000,
    "x" * 100_000,
]


def run_settings(workdir: Path, count: int, seed: int = 2026, tally: Tally | None = None) -> Tally:
    """Odd values (as an edited settings file holds them) read through the typed accessors."""
    from PySide6.QtCore import QSettings

    from app.settings import ALL_SETTINGS, Settings

    tally = tally if tally is not None else Tally()
    rng = random.Random(seed)
    keys = [*ALL_SETTINGS, "dj05135/bot_delay_ms"]
    with _quiet():
        for number in range(count):
            ini = workdir / f"settings-{number}.ini"
            writer = QSettings(str(ini), QSettings.Format.IniFormat)
            chosen = {key: rng.choice(_ODD_SETTINGS) for key in rng.sample(keys, rng.randint(1, len(keys)))}
            for key, value in chosen.items():
                writer.setValue(key, value)
            writer.sync()
            del writer
            outcome = Outcome("settings", f"{sorted(chosen)[:3]}")
            start = cpu_seconds()
            try:
                settings = Settings(QSettings(str(ini), QSettings.Format.IniFormat))
                for setting in ALL_SETTINGS.values():
                    value = settings.get(setting)
                    assert type(value) is type(setting.default), f"{setting.key}: {value!r}"
                    assert setting.parse(value) == value
                _ = (settings.effective_scale, settings.language, settings.colourblind_symbols)
                outcome.result = "loaded"
            except AssertionError as exc:
                outcome.failure = f"broken promise: {str(exc)[:200]}"
            except Exception as exc:
                outcome.failure = f"{type(exc).__name__}: {str(exc)[:200]}"
            outcome.seconds = cpu_seconds() - start
            if not outcome.failure and outcome.seconds > TIME_LIMIT:
                outcome.failure = f"slow: {outcome.seconds:.2f} s"
            tally.add(outcome)
            ini.unlink(missing_ok=True)
    return tally
