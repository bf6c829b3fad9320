"""The engine contract is declared, not guessed: no code probes a state or a bot with
``getattr``/``hasattr`` for a member of the contract, games add nothing that is reached by
name, and every game's log entries share :class:`~engines.events.GameEvent`."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engines import GAMES
from engines.base import GameState
from engines.bots import BOT_KINDS, Bot, RandomBot, bot_class, make_bot
from engines.events import NOBODY, GameEvent, last_event
from engines.manifest import game_specs, import_path
from engines.revorso.bots import MemoryBot
from engines.rng import choice, make_rng
from engines.search_budget import DEFAULT_BUDGETS

ROOT = Path(__file__).resolve().parent.parent
SOURCES = sorted([*ROOT.joinpath("engines").rglob("*.py"), *ROOT.joinpath("app").rglob("*.py")])

#: ``getattr(x, "name"...)`` or ``hasattr(x, "name")``: the receiver and the member's name.
_PROBE = re.compile(r"\b(?:getattr|hasattr)\(\s*([^,()]+?)\s*,\s*[\"'](\w+)[\"']")

#: Members a bot with a memory used to be poked through (now behind ``rewind``).
_RETIRED = {"next_event"}


def _own_members(cls: type, base: type) -> set[str]:
    """Names declared in the class bodies between ``cls`` and ``base`` (``base`` excluded)."""
    names: set[str] = set()
    for klass in cls.__mro__:
        if klass is base or not issubclass(klass, base):
            continue
        names.update(n for n in vars(klass) if not (n.startswith("__") and n.endswith("__")))
    return names


def _contract() -> set[str]:
    members = {*dir(GameState), *dir(Bot)}
    return {n for n in members if not n.startswith("__")} | _RETIRED


def _probes(text: str) -> list[tuple[str, str]]:
    return [(m.group(1), m.group(2)) for m in _PROBE.finditer(text)]


def _all_probes() -> list[tuple[str, str, str]]:
    found = []
    for path in SOURCES:
        for receiver, name in _probes(path.read_text(encoding="utf-8")):
            found.append((str(path.relative_to(ROOT)), receiver, name))
    return found


def test_the_probe_pattern_finds_what_it_looks_for() -> None:
    text = 'x = getattr(state, "rollout_action", None)\nif hasattr(bot, "observe"): pass'
    assert _probes(text) == [("state", "rollout_action"), ("bot", "observe")]


def test_the_contract_declares_every_hook_with_a_default() -> None:
    assert GameState.strong_budgets is DEFAULT_BUDGETS
    assert GameState.rollout_action is not None and GameState.event_log is not None
    assert callable(GameState.start_record_here)
    for hook in ("observe", "rewind"):
        assert hook in vars(Bot), hook


def test_no_code_probes_for_a_contract_member() -> None:
    contract = _contract()
    offenders = [f"{path}: {receiver}.{name}" for path, receiver, name in _all_probes() if name in contract]
    assert offenders == []


def test_only_the_base_class_touches_the_undo_floor() -> None:
    offenders = [
        str(path.relative_to(ROOT))
        for path in SOURCES
        if path != ROOT / "engines" / "base.py" and "_undo_floor" in path.read_text(encoding="utf-8")
    ]
    assert offenders == []


def test_games_and_their_bots_declare_nothing_reached_by_name() -> None:
    reached = {name for _, _, name in _all_probes()}
    for cls in GAMES.values():
        assert _own_members(cls, GameState) & reached == set(), cls.game
        for kind in BOT_KINDS:
            bot = bot_class(cls, kind)
            assert _own_members(bot, Bot) & reached == set(), (cls.game, bot.__name__)


def test_every_manifest_names_its_own_bots_by_known_kinds() -> None:
    for spec in game_specs():
        assert set(spec.own_bots) <= set(BOT_KINDS), spec.id
        for kind, path in spec.own_bots.items():
            assert bot_class(spec.state_class(), kind) is import_path(path), (spec.id, kind)
        for kind in BOT_KINDS:
            assert isinstance(make_bot(spec.state_class(), kind), Bot)


def test_a_game_no_manifest_declares_plays_the_shared_bots() -> None:
    class Unlisted(GAMES["revorso"]):  # type: ignore[valid-type,misc]
        game = "unlisted"

    assert {kind: bot_class(Unlisted, kind) for kind in BOT_KINDS} == BOT_KINDS
    with pytest.raises(ValueError, match="unknown bot"):
        bot_class(Unlisted, "clever")


def test_bots_without_a_memory_ignore_the_memory_hooks() -> None:
    state = GAMES["revorso"](3, 1)
    bot = RandomBot(type(state))
    before = vars(bot).copy()
    bot.observe(state.view(0))
    bot.rewind(state.view(0))
    assert vars(bot).keys() == before.keys() and bot.game is before["game"]


def test_the_memory_bot_rereads_the_log_after_an_undo() -> None:
    cls = GAMES["revorso"]
    state = cls(3, 7)
    bot = make_bot(cls, "strong", seed=1)
    assert isinstance(bot, MemoryBot)
    rng = make_rng(3)
    for _ in range(12):
        state.apply(choice(state.legal_actions(), rng))
        bot.observe(state.view(0))
    seen = len(state.view(0).log)
    assert seen > 3
    bot.rewind(state.view(0))  # nothing to forget
    bot.observe(state.view(0))
    assert bot.next_event == seen
    earlier = cls.replay(state.players, state.seed, state.options, state.history[:3])
    bot.rewind(earlier.view(0))
    assert bot.next_event == len(earlier.view(0).log) < seen


def _played(game: str, steps: int = 60) -> GameState:
    cls = GAMES[game]
    players = min(max(2, cls.min_players), cls.max_players)
    state = cls(players, 11)
    rng = make_rng(5)
    for _ in range(steps):
        if state.is_terminal():
            break
        state.apply(choice(state.legal_actions(), rng))
        if len(state.event_log()) >= 2:
            break
    return state


def test_a_new_game_logs_no_move_yet() -> None:
    for game, cls in GAMES.items():
        players = min(max(2, cls.min_players), cls.max_players)
        state = cls(players, 11)
        log = state.event_log()
        if game == "revorso":  # the table announces whose turn it is
            assert [e.describe() for e in log] == ["Player 1's turn."]
        else:
            assert last_event(state) is None and len(log) == 0, game


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_game_tells_its_last_event_through_the_shared_type(game: str) -> None:
    state = _played(game)
    names = [f"Seat{seat}" for seat in range(state.players)]
    event = last_event(state)
    assert isinstance(event, GameEvent)
    assert event is state.event_log()[-1]
    log = state.event_log()
    assert all(isinstance(e, GameEvent) for e in log)
    for entry in log:
        assert isinstance(entry.actor, int) and NOBODY <= entry.actor < state.players
        sentence = entry.describe(names)
        assert isinstance(sentence, str) and sentence.strip()
    named = [e for e in log if e.actor >= 0 and names[e.actor] in e.describe(names)]
    assert named, "no log entry names who acted"


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_reader_gets_a_log_of_shared_events(game: str) -> None:
    state = _played(game)
    for seat in range(state.players):
        assert all(isinstance(e, GameEvent) for e in state.event_log(seat))
        assert len(state.event_log(seat)) == len(state.event_log())
