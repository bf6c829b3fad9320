"""Score sheets for the games, their tie rules, and how they are saved (no Qt here).

Each game's manifest says how its sheet is won: the first to a target (``score_target``),
or the most points, a tie broken by a count kept beside them (``tie_break``) or shared.
One file, ``score_keeper.json`` in the app's data folder, holds a sheet per game, so a
family can keep a Verso evening and a Revorso one side by side. Writes are atomic; a file
that cannot be read is set aside (renamed, never deleted) and a fresh sheet starts.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engines.manifest import game_ids, game_spec
from engines.safe_files import LoadProblem, atomic_write_json, load_json

__all__ = [
    "MAX_PLAYERS",
    "SCORES_FILE",
    "Outcome",
    "ScoreBook",
    "ScoreSheet",
    "load_book",
    "save_book",
]


def _games() -> tuple[str, ...]:
    return game_ids(shipped_only=True)


SCORES_FILE = "score_keeper.json"
VERSION = 1
MAX_PLAYERS = 10


@dataclass(frozen=True)
class Outcome:
    """Who leads (or has won), and how it was decided."""

    #: Seats in the lead; several when they share it.
    leaders: tuple[int, ...]
    #: "points", "tie_break" (the game's tie-break count decided), "shared", "target" (the
    #: first to the game's target), "none".
    decided_by: str
    #: True when the sheet itself ends the game (a player reached the target).
    finished: bool = False


@dataclass
class ScoreSheet:
    game: str
    players: list[str] = field(default_factory=list)
    #: ``rounds[r][p]``: the points of player ``p`` in round ``r``.
    rounds: list[list[int]] = field(default_factory=list)
    #: The game's tie-break count per player (Revorso's honey cards); kept at 0 for a game
    #: without one.
    tie_break: list[int] = field(default_factory=list)

    @classmethod
    def new(cls, game: str, names: list[str]) -> ScoreSheet:
        return cls(game, list(names), [[0] * len(names)], [0] * len(names))

    def totals(self) -> list[int]:
        return [sum(r[p] for r in self.rounds) for p in range(len(self.players))]

    def add_player(self, name: str) -> None:
        if len(self.players) >= MAX_PLAYERS:
            raise ValueError(f"at most {MAX_PLAYERS} players")
        self.players.append(name)
        for scores in self.rounds:
            scores.append(0)
        self.tie_break.append(0)

    def remove_player(self, seat: int) -> None:
        if len(self.players) <= 1:
            raise ValueError("a score sheet needs one player at least")
        del self.players[seat]
        for scores in self.rounds:
            del scores[seat]
        del self.tie_break[seat]

    def add_round(self) -> None:
        self.rounds.append([0] * len(self.players))

    def remove_last_round(self) -> None:
        if len(self.rounds) > 1:
            self.rounds.pop()

    def clear_scores(self) -> None:
        """A new game with the same players."""
        self.rounds = [[0] * len(self.players)]
        self.tie_break = [0] * len(self.players)

    def outcome(self) -> Outcome:
        """The game's rule from its manifest: the first to the target, else the most points,
        a tie broken by the tie-break count or else shared."""
        if not self.players:
            return Outcome((), "none")
        spec = game_spec(self.game)
        if spec.score_target:
            running = [0] * len(self.players)
            for scores in self.rounds:
                running = [a + b for a, b in zip(running, scores, strict=True)]
                reached = tuple(p for p, total in enumerate(running) if total >= spec.score_target)
                if reached:
                    return Outcome(reached, "target", finished=True)
        totals = self.totals()
        best = max(totals)
        if best == 0 and all(t == 0 for t in totals) and not any(self.tie_break):
            return Outcome((), "none")
        leaders = tuple(p for p, total in enumerate(totals) if total == best)
        if len(leaders) == 1:
            return Outcome(leaders, "points")
        if spec.tie_break is not None:
            most = max(self.tie_break[p] for p in leaders)
            broken = tuple(p for p in leaders if self.tie_break[p] == most)
            if len(broken) == 1:
                return Outcome(broken, "tie_break")
            leaders = broken
        return Outcome(leaders, "shared")

    def to_json(self) -> dict[str, Any]:
        # "honey": the file's name for the tie-break counts since Revorso's were the first.
        return {"players": self.players, "rounds": self.rounds, "honey": self.tie_break}

    @classmethod
    def from_json(cls, game: str, data: Any) -> ScoreSheet:
        if not isinstance(data, dict):
            raise ValueError(f"the {game} sheet is not an object")
        players, rounds, tie_break = data["players"], data["rounds"], data["honey"]
        if not (isinstance(players, list) and 1 <= len(players) <= MAX_PLAYERS):
            raise ValueError(f"the {game} sheet needs 1 to {MAX_PLAYERS} players")
        if not all(isinstance(name, str) for name in players):
            raise ValueError("player names must be text")
        if not isinstance(rounds, list) or not rounds:
            raise ValueError(f"the {game} sheet has no rounds")
        for row in [*rounds, tie_break]:
            if not (isinstance(row, list) and len(row) == len(players)):
                raise ValueError(f"a row of the {game} sheet does not have one score per player")
            if not all(isinstance(v, int) and not isinstance(v, bool) for v in row):
                raise ValueError(f"the {game} sheet has a score that is not a whole number")
        return cls(game, list(players), [list(r) for r in rounds], list(tie_break))


@dataclass
class ScoreBook:
    """A sheet per game and the game last shown."""

    sheets: dict[str, ScoreSheet]
    current: str = ""

    def __post_init__(self) -> None:
        self.current = self.current or next(iter(self.sheets), "")

    @classmethod
    def fresh(cls, default_names: list[str]) -> ScoreBook:
        return cls({game: ScoreSheet.new(game, default_names) for game in _games()})

    def to_json(self) -> dict[str, Any]:
        return {
            "version": VERSION,
            "current": self.current,
            "sheets": {game: sheet.to_json() for game, sheet in self.sheets.items()},
        }

    @classmethod
    def from_json(cls, data: Any, default_names: list[str]) -> ScoreBook:
        sheets_data = data["sheets"]
        if not isinstance(sheets_data, dict):
            raise ValueError("'sheets' is not an object")
        unknown = set(sheets_data) - set(_games())
        if unknown:
            raise ValueError(f"unknown game {sorted(unknown)[0]!r}")
        book = cls.fresh(default_names)
        for game, sheet in sheets_data.items():
            book.sheets[game] = ScoreSheet.from_json(game, sheet)
        current = data.get("current")
        book.current = current if current in _games() else _games()[0]
        return book


@dataclass(frozen=True)
class LoadedBook:
    book: ScoreBook
    #: One sentence for the user when the file could not be used ('' when all went well).
    error: str = ""
    #: Where the unusable file was moved to, if it was.
    kept_as: Path | None = None


def load_book(folder: Path, default_names: list[str]) -> LoadedBook:
    """The saved book, or a fresh one; an unusable file is renamed aside, never deleted."""
    path = folder / SCORES_FILE

    def validate(data: object) -> None:
        ScoreBook.from_json(data, default_names)

    result = load_json(path, versions=(VERSION,), validate=validate)
    if result.ok:
        return LoadedBook(ScoreBook.from_json(result.data, default_names))
    fresh = ScoreBook.fresh(default_names)
    if result.problem is LoadProblem.MISSING:
        return LoadedBook(fresh)
    kept = _free_name(folder, "score_keeper.unreadable", ".json")
    try:
        os.replace(path, kept)
    except OSError:
        kept = path  # could not move it: it stays where it is, and is overwritten only by a save
    return LoadedBook(fresh, result.error, kept)


def _free_name(folder: Path, stem: str, suffix: str) -> Path:
    candidate = folder / f"{stem}{suffix}"
    number = 2
    while candidate.exists():
        candidate = folder / f"{stem}-{number}{suffix}"
        number += 1
    return candidate


def save_book(folder: Path, book: ScoreBook) -> None:
    """Atomic write; ``OSError`` for the caller to report (a full disk, a read-only folder)."""
    folder.mkdir(parents=True, exist_ok=True)
    atomic_write_json(folder / SCORES_FILE, book.to_json())
