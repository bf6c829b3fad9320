"""Every control has a name, as a screen reader reads it over AT-SPI (docs/ARCHITECTURE.md,
"Playing without sight"): home, the Settings, each game's new-game page and each card table.

A control without a name is read "button" or "slider" and nothing more; four buttons of one
name ("Learn by playing") cannot be told apart; a drop-down read by its value ("Person")
does not say which seat it sets. A page stack without a name is no "layered pane" either: Orca
said each one it passed on its way to the focus ("layered pane, layered pane").
"""

from __future__ import annotations

import pytest

from tests.access_coverage import SCREENS, TABLES, open_screen, screen_controls
from tests.atspi_session import AtspiSession

pytestmark = pytest.mark.slow


@pytest.mark.parametrize("screen", list(SCREENS))
def test_every_control_of_a_screen_has_a_name(screen: str) -> None:
    with AtspiSession(SCREENS[screen][0]) as atspi:
        found = open_screen(atspi, screen)
        assert len(found.controls) > 5
        assert [(n["role"], n["path"]) for n in found.unnamed] == []
        assert [n["path"] for n in atspi.find(role="layered pane") if not n["name"]] == []
        names = [n["name"] for n in found.controls]
        if screen == "home":
            learn = [name for name in names if name.startswith("Learn ")]
            assert learn == [
                f"Learn {game} by playing" for game in ("Recto Verso", "Verso", "Revorso", "DJ05135")
            ]
        if screen == "settings":
            assert "Interface size" in names
        if screen == "DJ05135 new game":
            boxes = [n["name"] for n in found.controls if n["role"] == "combo box"]
            assert boxes[:2] == ["Who plays seat 1", "Who plays seat 2"]


@pytest.mark.parametrize("game", list(TABLES))
def test_every_control_at_a_card_table_has_a_name(game: str) -> None:
    table, spec, _keys = TABLES[game]
    with AtspiSession(spec) as atspi:
        atspi.wait_node("the table", name=table)
        found = screen_controls(atspi, game)
        assert len(found.controls) > 5
        assert [(n["role"], n["path"]) for n in found.unnamed] == []
        assert [n["path"] for n in atspi.find(role="layered pane") if not n["name"]] == []
