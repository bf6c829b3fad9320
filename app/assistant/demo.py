"""What each screenshot mode shows: a representative moment of every page, from fixed values."""

from __future__ import annotations

from typing import Protocol

from app.assistant.ladder import LadderPage
from app.assistant.partners import PartnersPage
from app.assistant.rules_page import RulesPage
from app.assistant.scores import ScoresPage
from app.assistant.setup_page import SetupChecklistPage
from app.assistant.stopwatch import StopwatchPage
from engines.table.clock import ManualTime

__all__ = ["AssistantPages", "show_demo"]


class AssistantPages(Protocol):
    """The assistant's view as its screenshots see it: its pages and the way to show one."""

    rules: RulesPage
    setup: SetupChecklistPage
    stopwatch: StopwatchPage
    ladder: LadderPage
    partners: PartnersPage
    scores: ScoresPage

    def show_page(self, page_id: str) -> None: ...


def show_demo(view: AssistantPages, mode: str | None) -> None:
    if mode is None:
        view.show_page("rules")
        view.rules.show_game("verso")
        view.rules.search.setText("joker")
    elif mode == "setup":
        view.show_page("setup")
        view.setup.choose("recto_verso", 4, "easy")
        for row in range(3):
            view.setup.tick(row)
    elif mode == "stopwatch":
        view.show_page("stopwatch")
        tool = view.stopwatch.tool
        real, clock = tool.clock, ManualTime()
        tool.clock = clock
        tool.start()
        clock.advance(52_300)
        tool.call("recto")
        tool.call("verso")
        tool.clock = real
    elif mode == "ladder":
        view.show_page("ladder")
        ladder = view.ladder.tool
        real, clock = ladder.clock, ManualTime()
        ladder.clock = clock
        ladder.restart()
        for seconds in (61, 50, 44):
            ladder.start()
            clock.advance(seconds * 1000)
            ladder.success()
        ladder.start()
        clock.advance(17_400)
        ladder.refresh()
        # Keep showing that moment: the fake clock stays until the user starts again.
    elif mode == "partners":
        view.show_page("partners")
        page = view.partners
        page.set_players(["Ana", "Ben", "Chloé", "Dev"])
        page.seed_source = lambda: 2024
        page.start_draw()
        for _ in range(4):
            page.tool.next_round()
    elif mode == "scores":
        view.show_page("scores")
        scores = view.scores
        scores.show_game("revorso")
        sheet = scores.sheet
        names = ["Lena", "Marco", "Sofia"]
        while len(sheet.players) < len(names):
            scores.add_player()
        while len(sheet.rounds) < 3:
            scores.add_round()
        for seat, name in enumerate(names):
            scores.cell(seat, 0).setText(name)
        for round_index, points in enumerate(((6, 4, 7), (5, 8, 3), (4, 3, 5))):
            for seat, value in enumerate(points):
                scores.set_score(seat, round_index, value)
        for seat, honey in enumerate((3, 2, 4)):
            scores.set_tie_break(seat, honey)
