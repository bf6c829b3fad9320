"""Every guided game's script, in every language, plays to its end against the engine."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engines.bots import make_bot
from engines.guide import GuideError, GuideRunner, load_guide
from engines.guide.runner import match_one
from engines.guide.script import HOUSE_RULE_MARKERS, guide_path
from engines.manifest import game_ids, game_spec
from engines.recto_verso.builder import BuilderSession
from engines.recto_verso.game import RemovePiece
from engines.recto_verso.guided import GuidedBuilder, guided_game
from engines.recto_verso.moves import CallSide, TakePiece, Tool, TurnPiece
from engines.table.session import TableSession
from resources import resource_path

ROOT = Path(__file__).resolve().parents[1]
LANGUAGES = ("en", "fr", "it", "pt")
#: (game, mode) of every guided game: ``verso.en.json`` is ("verso", ""), ``recto_verso.party.en.json``
#: ("recto_verso", "party").
GUIDES = sorted(
    {
        (parts[0], parts[1] if len(parts) == 4 else "")
        for p in resource_path("guides").glob("*.json")
        for parts in [p.name.split(".")]
    }
)
#: The guided games of the card games, each mode's among them (Recto Verso's builder is replayed below).
CARD_GUIDES = [(game, mode) for game, mode in GUIDES if game != "recto_verso"]


def test_verso_and_recto_verso_have_guides() -> None:
    assert {("verso", ""), ("recto_verso", ""), ("recto_verso", "party")} <= set(GUIDES)


@pytest.mark.parametrize(("game", "mode"), CARD_GUIDES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_script_replays_to_free_play_and_the_game_ends(game: str, mode: str, language: str) -> None:
    assert guide_path(game, language, mode).is_file()
    script = load_guide(game, language, mode)
    assert script.language == language
    runner = GuideRunner(script)
    state = runner.replay(TableSession.new_state(script.setup))
    assert runner.free and not state.is_terminal()
    assert script.skipped and script.hints
    bots = [make_bot(type(state), "greedy", "easy", seed=seat) for seat in range(state.players)]
    for _ in range(state.max_game_length):
        if state.is_terminal():
            break
        seat = state.current_player
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
    assert state.is_terminal()


def _shape(game: str, language: str, mode: str = "") -> list[tuple[object, ...]]:
    """What every language's script has alike: the steps' targets and moves, the deal, and which
    sentences teach which house rule."""
    data = json.loads(guide_path(game, language, mode).read_text(encoding="utf-8"))
    lines = [*data["hints"], *data["skipped"]]
    return [
        (s["point"], s.get("expect"), s.get("then", []), s.get("names", []), s.get("house", ""))
        for s in data["steps"]
    ] + [
        (data["seed"], [seat["kind"] for seat in data["seats"]], data["options"]),
        (len(data["hints"]), len(data["skipped"]), data["free_play"]),
        tuple(line.get("house", "") if isinstance(line, dict) else "" for line in lines),
    ]


@pytest.mark.parametrize(("game", "mode"), GUIDES)
def test_every_language_has_the_same_steps(game: str, mode: str) -> None:
    english = _shape(game, "en", mode)
    for language in LANGUAGES[1:]:
        assert guide_path(game, language, mode).is_file(), language
        assert _shape(game, language, mode) == english, language


@pytest.mark.parametrize(("game", "mode"), GUIDES)
def test_the_languages_really_differ(game: str, mode: str) -> None:
    says = {lang: [s.say for s in load_guide(game, lang, mode).steps] for lang in LANGUAGES}
    for language in LANGUAGES[1:]:
        assert all(a != b for a, b in zip(says[language], says["en"], strict=True)), language


def _house_rules() -> dict[str, set[str]]:
    """The entries of docs/HOUSE-RULES.md ("### ..." headings), by the game of their section."""
    names = {str(game_spec(game).name): game for game in game_ids()}
    found: dict[str, set[str]] = {}
    game = ""
    for line in (ROOT / "docs" / "HOUSE-RULES.md").read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            game = names.get(line[3:].strip(), "")
        elif line.startswith("### ") and game:
            found.setdefault(game, set()).add(line[4:].strip())
    return found


def test_the_house_rules_are_read_by_game() -> None:
    entries = _house_rules()
    assert "Drawing an identical card" in entries["verso"]
    assert "Turn limit" in entries["dj05135"] and "Turn limit" not in entries["verso"]


@pytest.mark.parametrize(("game", "mode"), GUIDES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_sentence_teaching_a_house_rule_says_so_and_names_its_entry(
    game: str, mode: str, language: str
) -> None:
    """A guide teaches the boxed game; where it teaches one of the app's own decisions, the
    sentence says "House rule:" in its language and names that decision in docs/HOUSE-RULES.md."""
    marker = HOUSE_RULE_MARKERS[language]
    entries = _house_rules()[game]
    for sentence, house in load_guide(game, language, mode).sentences():
        assert (marker in sentence) == bool(house), (sentence, house)
        assert not house or house in entries, (house, sentence)


def test_the_guides_mark_the_house_rules_they_teach() -> None:
    """The decisions a newcomer would otherwise take for the box's rules are marked."""
    marked = {
        (game, mode): {house for _sentence, house in load_guide(game, "en", mode).sentences() if house}
        for game, mode in GUIDES
    }
    assert {"Drawing an identical card", "Scoring a square again"} <= marked[("verso", "")]
    assert {"What the solo opponent's card does", "The solo opponent and a joker in your row"} <= marked[
        ("verso", "solo")
    ]
    assert {"Taking back the card just played", "Turn limit", "The magnifying glass"} <= marked[
        ("dj05135", "")
    ]


def _guided_builder(mode: str, language: str) -> tuple[GuideRunner, GuidedBuilder]:
    script = load_guide("recto_verso", language, mode)
    session = BuilderSession(lambda: 42_000)
    state = guided_game(script)
    session.start(state)
    if state.mode != "puzzle":
        session.begin_round()  # the partners are ready: the card is shown
    return GuideRunner(script), GuidedBuilder(session, script.learner)


#: Every Recto Verso guided game, found by its files (the ladder's one piece needs a single turn).
RECTO_VERSO_MODES = sorted(mode for game, mode in GUIDES if game == "recto_verso")
FIRST_MOVES = {"ladder": ["take", "turn", "place"]}


def test_recto_verso_modes_are_found() -> None:
    assert {"", "party", "ladder"} <= set(RECTO_VERSO_MODES)


@pytest.mark.parametrize("mode", RECTO_VERSO_MODES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_recto_verso_scripts_replay_and_the_round_is_built_to_its_end(mode: str, language: str) -> None:
    runner, builder = _guided_builder(mode, language)
    session = builder.session
    runner.replay(builder)
    assert runner.free and not builder.is_terminal()
    assert runner.script.hints and runner.script.skipped
    taught = [step.expect["type"] for step in runner.script.steps if step.expect]
    first = FIRST_MOVES.get(mode, ["take", "turn", "turn", "place"])
    assert taught[: len(first)] == first
    for _ in range(40):  # free play: the builder's own Hint, then Enter
        state = session.state
        assert state is not None
        if session.check().correct:
            break
        hint = state.hint()
        if isinstance(hint, RemovePiece):
            builder.apply(hint)
            continue
        if not session.hinted:
            builder.apply(Tool("hint"))
        assert session.place() is not None
    assert session.check().correct
    if mode == "party":
        builder.apply(CallSide("front"))
        builder.apply(CallSide("back"))
    else:
        session.finish_round()
    assert builder.is_terminal() and session.state is not None
    assert session.state.records[-1].outcome.correct


def test_a_recto_verso_step_allows_only_its_move() -> None:
    runner, builder = _guided_builder("", "en")
    runner.next()  # the card speaks first
    expected = runner.expected(builder)
    assert expected == TakePiece("blue")
    others = [a for a in builder.legal_actions() if a != expected]
    assert TakePiece("yellow") in others and Tool("hint") in others
    assert not any(runner.allows(builder, a) for a in others)
    builder.apply(expected)
    runner.played(expected)
    assert runner.expected(builder) == TurnPiece("R")
    assert TurnPiece("T") in builder.legal_actions() and not runner.allows(builder, TurnPiece("T"))


def test_a_guarded_session_refuses_a_step_and_tells_the_allowed_ones() -> None:
    runner, builder = _guided_builder("", "en")
    heard: list[object] = []

    class Guard:
        def allows(self, action: object) -> bool:
            return runner.allows(builder, action)  # type: ignore[arg-type]

        def expects(self, action: object) -> bool:
            return self.allows(action)

        def played(self, action: object) -> None:
            heard.append(action)
            runner.played(action)  # type: ignore[arg-type]

    session = builder.session
    session.guard = Guard()
    runner.next()
    assert session.take("yellow") is None and session.held is None
    assert session.hint() is None and not session.hinted
    assert session.take("blue") is not None and heard == [TakePiece("blue")]
    assert not session.turn("T") and session.turn("R")
    assert heard == [TakePiece("blue"), TurnPiece("R")]


def test_verso_guide_teaches_take_flip_identical_bank_and_neighbours() -> None:
    script = load_guide("verso", "en")
    runner = GuideRunner(script)
    state = runner.replay(TableSession.new_state(script.setup))
    kinds = {event.kind for turn in state.log for event in turn.events}
    assert {"take", "bank", "flip", "discard"} <= kinds
    flips = [turn.action for turn in state.log if turn.player == 0]
    assert [a.to_json()["type"] for a in flips] == ["draw", "draw", "draw", "bank"]
    assert 10 <= len(script.steps) <= 16


def test_only_the_expected_move_is_allowed_until_free_play() -> None:
    script = load_guide("verso", "en")
    runner = GuideRunner(script)
    state = TableSession.new_state(script.setup)
    runner.next()  # the first step only speaks
    expected = runner.expected(state)
    assert expected is not None
    others = [a for a in state.legal_actions() if a != expected]
    assert others and not any(runner.allows(state, a) for a in others)
    assert runner.allows(state, expected)


def test_a_pattern_matching_several_moves_is_refused() -> None:
    state = TableSession.new_state(load_guide("verso", "en").setup)
    with pytest.raises(GuideError, match="matches 2 legal moves"):
        match_one({"type": "draw"}, state.legal_actions())


def test_a_broken_script_is_a_clear_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "guides").mkdir()
    (tmp_path / "guides" / "verso.en.json").write_text('{"version": 1, "game": "verso", "seed": 1}')
    monkeypatch.setattr("engines.guide.script.resource_path", lambda *parts: tmp_path.joinpath(*parts))
    with pytest.raises(GuideError, match=r"Cannot open verso\.en\.json \(invalid content: 'seats'"):
        load_guide("verso", "fr")  # no French file: the English one is read


@pytest.mark.parametrize(("game", "mode"), CARD_GUIDES)
def test_the_move_a_sentence_announces_is_taken_before_next(game: str, mode: str) -> None:
    """A step read and closed with Next whose words announce the next move ("Sam played a rabbit
    and took another... get rid of the bear!"): the learner who plays that move at once is not
    refused; any other move still is, and a step followed by scripted moves never reads ahead."""
    script = load_guide(game, "en", mode)
    runner = GuideRunner(script)
    state = TableSession.new_state(script.setup)
    read_ahead = 0
    while not runner.free:
        scripted = runner.scripted_move(state)
        if scripted is not None:
            runner.played(scripted)
            state.apply(scripted)
            continue
        expected = runner.expected(state)
        if expected is not None:
            runner.played(expected)
            state.apply(expected)
            continue
        step, following = runner.step, runner.index + 1
        assert step is not None
        announced = None
        if not step.then and following < len(script.steps) and script.steps[following].expect:
            announced = match_one(script.steps[following].expect, state.legal_actions())
        for action in state.legal_actions():
            assert runner.reads_ahead(state, action) == (action == announced), (step.say, action)
        if announced is not None:
            read_ahead += 1
            runner.next()
            assert runner.allows(state, announced)
            runner.played(announced)
            state.apply(announced)
        else:
            runner.next()
    assert read_ahead > 0


def test_revorso_s_steps_keep_the_button_they_ask_for_in_sight() -> None:
    """A step that asks for a draw or a stop points at its button or names it, so the bubble
    leaves it in sight: step 4 ("… Draw another") pointed at the Switch card just drawn, and
    its bubble lay over the draw button (Portuguese, 1366×768)."""
    buttons = {"draw": "button:draw", "stop": "button:stop"}
    for step in load_guide("revorso", "en").steps:
        wanted = buttons.get((step.expect or {}).get("type", ""))
        if wanted is not None:
            assert wanted == step.point or wanted in step.names, step.say
