"""Every sentence the builder shows, in one place, translated in the ``RectoVersoView`` context.

The session (:mod:`engines.recto_verso.builder`) reports what a step did as a
:class:`~engines.recto_verso.builder.Notice`; these functions word notices, the held
piece's ghost, the titles and the round results. Placeholders are ``%1``, ``%2``… as in
the catalogues.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from app.counted import Counted
from app.i18n import translate_message
from app.recto_verso.setup_page import PLAYER_COLOURS
from app.recto_verso.tray import colour_name
from engines.recto_verso.builder import Notice
from engines.recto_verso.game import RectoVersoGame, RoundRecord
from engines.recto_verso.handling import Ghost
from engines.recto_verso.rules_data import LADDER_STAGES, LADDER_TITLE
from engines.table.clock import format_ms

__all__ = [
    "announce_text",
    "fill",
    "ghost_text",
    "how_to_build",
    "level_name",
    "notice_text",
    "subtitle",
    "title",
    "translate",
]

translate = QCoreApplication.translate

# Engine words the builder translates in its own context, listed for translation tools.
_WORDS = [translate("RectoVersoView", "Kings of Construction")]


def fill(text: str, *values: object) -> str:
    """``text`` with ``%1``, ``%2``… replaced, highest first (so %1 never eats %10)."""
    for index in range(len(values), 0, -1):
        text = text.replace(f"%{index}", str(values[index - 1]))
    return text


def ladder_title() -> str:
    return translate("RectoVersoView", LADDER_TITLE)


def notice_text(notice: Notice | None) -> str:
    """The status line for what the last step did."""
    if notice is None:
        return ""
    name = colour_name(notice.piece) if notice.piece else ""
    code = notice.code
    if code == "ghost":
        return _problem_text(notice.detail, name)
    if code == "engine":
        return translate_message(notice.detail)
    texts = {
        "holding": translate(
            "RectoVersoView",
            "Holding the %1 piece: click the board to put it down; R, T, F turn it; "
            "right click puts it back.",
        ),
        "put_back": translate("RectoVersoView", "Piece back in the tray."),
        "placed": translate("RectoVersoView", "The %1 piece is on the board."),
        "removed": translate("RectoVersoView", "The %1 piece is back in the tray."),
        "nothing_there": translate("RectoVersoView", "No piece there."),
        "all_placed": translate("RectoVersoView", "Every piece is on the board."),
        "hint_place": translate(
            "RectoVersoView",
            "Hint: the %1 piece goes where its ghost is. Click or press Enter to put it down.",
        ),
        "hint_remove": translate("RectoVersoView", "Hint: take the %1 piece off; it blocks every solution."),
        "hint_none": translate("RectoVersoView", "No piece to add: check the building."),
        "solution": translate("RectoVersoView", "Here is one solution."),
        "no_solution": translate("RectoVersoView", "This card has no solution."),
        "no_more_moves": translate(
            "RectoVersoView", "No more moves in this round: check the building or finish the round."
        ),
    }
    return fill(texts.get(code, ""), name)


def _problem_text(problem: str, name: str) -> str:
    texts = {
        "outside": translate("RectoVersoView", "The %1 piece sticks out of the board."),
        "unsupported": translate("RectoVersoView", "Not allowed: the %1 piece would rest on empty space."),
        "no_room": translate("RectoVersoView", "No room for the %1 piece there."),
    }
    return fill(texts.get(problem, "%1"), name)


def ghost_text(held: Ghost) -> str:
    """Where the held piece would land, or why it cannot go there."""
    name = colour_name(held.piece)
    if not held.allowed:
        return _problem_text(held.problem or "", name)
    return fill(
        translate("RectoVersoView", "The %1 piece lands on floor %2. Click or press Enter to put it down."),
        name,
        min(c[2] for c in held.cells) + 1,
    )


def level_name(level: str) -> str:
    return translate("RectoVersoView", "Hard") if level == "hard" else translate("RectoVersoView", "Easy")


def title(state: RectoVersoGame) -> str:
    if state.mode == "puzzle":
        stars = "★" * state.card.difficulty.stars if state.card.difficulty else ""
        return fill(translate("RectoVersoView", "Puzzle — card %1 %2"), state.card.id, stars)
    if state.mode == "party":
        return fill(translate("RectoVersoView", "Party — round %1"), state.round)
    return fill(
        translate("RectoVersoView", "Co-op ladder — stage %1 of %2"),
        min(state.stage + 1, len(LADDER_STAGES)),
        len(LADDER_STAGES),
    )


def subtitle(state: RectoVersoGame, names: list[str]) -> str:
    if state.mode == "puzzle":
        return fill(
            translate("RectoVersoView", "%1 level: %2 pieces. Build both facades."),
            level_name(state.level),
            len(state.piece_names),
        )
    if state.mode == "party":
        a, b = state.builders
        return fill(translate("RectoVersoView", "%1 builds the front, %2 the back."), names[a], names[b])
    if not state.options["ladder_tries"]:  # no limit: the pair retries as often as they like
        return fill(translate("RectoVersoView", "Attempts failed: %1"), state.failures)
    return fill(
        translate("RectoVersoView", "Attempts failed: %1 of %2"),
        state.failures,
        state.options["ladder_tries"],
    )


def how_to_build() -> str:
    return translate(
        "RectoVersoView",
        "<b>How to build</b><br>Click or tap a piece in the tray, then click or tap the board to put "
        "it down. It drops to the lowest place where it is supported.<br>"
        "<b>R</b> / <b>Shift+R</b> or the wheel turn it, <b>T</b> tips it onto its side, <b>F</b> flips "
        "it upside down (or use the buttons beside it); <b>Q</b> / <b>E</b> turn the view. Click a "
        "piece on the board to pick it up again, or drag it; right click or <b>Esc</b> puts it back.",
    )


def announce_text(state: RectoVersoGame, names: list[str]) -> tuple[str, str, str]:
    """(title, text, button) of the screen before a party round or a ladder stage."""
    if state.mode == "party":
        a, b = state.builders
        return (
            fill(translate("RectoVersoView", "Round %1"), state.round),
            fill(
                translate(
                    "RectoVersoView", "%1 flips a partner token: %2! %1 looks at the FRONT, %2 at the BACK."
                ),
                names[a],
                names[b],
            ),
            translate("RectoVersoView", "Reveal the card"),
        )
    text = fill(
        translate(
            "RectoVersoView", "%1 to build the card together. One looks at the front, the other at the back."
        ),
        format_ms(LADDER_STAGES[state.stage] * 1000),
    )
    if state.failures and not state.options["ladder_tries"]:
        text += " " + fill(translate("RectoVersoView", "Attempts failed so far: %1."), state.failures)
    elif state.failures:
        text += " " + fill(
            translate("RectoVersoView", "Attempts failed so far: %1 of %2."),
            state.failures,
            state.options["ladder_tries"],
        )
    return (
        fill(translate("RectoVersoView", "Stage %1 of %2"), state.stage + 1, len(LADDER_STAGES)),
        text,
        translate("RectoVersoView", "Start the stage"),
    )


def button_text(which: str) -> str:
    """The overlay's buttons."""
    return {
        "next_card": translate("RectoVersoView", "Next card"),
        "choose_mode": translate("RectoVersoView", "Choose a mode"),
        "new_game": translate("RectoVersoView", "New game"),
        "next_round": translate("RectoVersoView", "Next round"),
        "next_stage": translate("RectoVersoView", "Next stage"),
        "try_again": translate("RectoVersoView", "Try again"),
        "stop_climb": translate("RectoVersoView", "Stop the climb"),
        "keep_building": translate("RectoVersoView", "Keep building"),
    }[which]


def result_text(
    state: RectoVersoGame, record: RoundRecord, stage: int, names: list[str]
) -> tuple[str, str, bool]:
    """(title, text, good) of a finished round; ``stage`` is the ladder stage it was played at."""
    outcome = record.outcome
    clock_text = format_ms(outcome.elapsed_ms, tenths=True)
    if state.mode == "puzzle":
        return (
            translate("RectoVersoView", "Correct!"),
            fill(translate("RectoVersoView", "Built in %1."), clock_text),
            True,
        )
    if state.mode == "party":
        a, b = record.builders
        text = fill(
            Counted.translate("RectoVersoView", "%1 and %2 built it in %3: %n point(s) each.", None, 2)(
                outcome.points
            ),
            names[a],
            names[b],
            clock_text,
        )
        if state.is_terminal():
            winners = ", ".join(names[w] for w in state.winners())
            text += "\n" + fill(
                translate("RectoVersoView", "All partner tokens are flipped. Winner: %1!"), winners
            )
        title = (
            translate("RectoVersoView", "Correct!")
            if outcome.correct
            else translate("RectoVersoView", "Not quite…")
        )
        return title, text, outcome.correct
    if state.is_terminal() and record.cleared:
        return (
            fill(translate("RectoVersoView", "♛ %1 ♛"), ladder_title()),
            fill(translate("RectoVersoView", "All 7 stages cleared! The last one in %1."), clock_text),
            True,
        )
    if state.is_terminal():
        return (
            translate("RectoVersoView", "The climb ends here"),
            fill(translate("RectoVersoView", "You reached stage %1 of 7."), state.stage + 1),
            False,
        )
    if record.cleared:
        return (
            fill(translate("RectoVersoView", "Stage %1 cleared!"), stage + 1),
            fill(
                translate("RectoVersoView", "Built in %1. Next: %2 for stage %3."),
                clock_text,
                format_ms(LADDER_STAGES[state.stage] * 1000),
                state.stage + 1,
            ),
            True,
        )
    limit = format_ms(LADDER_STAGES[stage] * 1000)
    reason = (
        fill(translate("RectoVersoView", "Time ran out (%1)."), limit)
        if not outcome.mistakes
        else translate("RectoVersoView", "The building does not match the card.")
    )
    return (
        fill(translate("RectoVersoView", "Stage %1 not cleared"), stage + 1),
        reason + " " + translate("RectoVersoView", "Try again with a new card."),
        False,
    )


def climb_stopped(state: RectoVersoGame) -> tuple[str, str]:
    """(title, text) of the screen after "Stop the climb"."""
    return (
        translate("RectoVersoView", "The climb ends here"),
        fill(translate("RectoVersoView", "You reached stage %1 of 7."), state.stage + 1),
    )


def mistakes_heading(count: int) -> str:
    return Counted.translate("RectoVersoView", "%n mistake(s):", None, 2)(count)


def not_yet() -> str:
    return translate("RectoVersoView", "Not yet")


def scoreboard_rows(state: RectoVersoGame, names: list[str]) -> list[tuple[str, str, int, str]]:
    """(name, colour, points, note) of each party player: who builds which side, tokens left."""
    rows = []
    for seat, name in enumerate(names):
        note = ""
        if seat == state.builders[0] and not state.is_terminal():
            note = translate("RectoVersoView", "front")
        elif len(state.builders) > 1 and seat == state.builders[1] and not state.is_terminal():
            note = translate("RectoVersoView", "back")
        tokens = len(state.tokens[seat])
        left = Counted.translate("RectoVersoView", "%n token(s) left", None, 2)(tokens)
        note = f"{note} · {left}" if note else left
        rows.append((name, PLAYER_COLOURS[seat % len(PLAYER_COLOURS)], state.points[seat], note))
    return rows
