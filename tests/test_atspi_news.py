"""The news as a screen reader without announcements hears it (Orca 45 and earlier), over AT-SPI.

Such a screen reader speaks a notification when it is shown, by its name at that time. With
the setting "Speak the news for older screen readers" the app shows one in a status bar for
the news; the reader here listens for what Orca 43 listens for (a notification shown) as
well as for the announcements, and checks that the notifications tell the same news as the
announcements, in the same order, none lost, none said twice, in no more events than there
were announcements; without the setting, no notification at all (docs/ARCHITECTURE.md,
"Playing without sight").
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.atspi_session import AtspiSession

pytestmark = pytest.mark.slow

SHOWING = "object:state-changed:showing"
OLDER = "access/older_screen_readers"
ANA_TURN = "Ana, play a card from your hand."


def spec(older: bool) -> dict[str, Any]:
    return {
        "game": "dj05135",
        "seats": [
            {"name": "Ana", "kind": "person"},
            {"name": "Bea", "kind": "bot", "bot": "greedy", "level": "medium"},
        ],
        "seed": 5,
        "options": {"first_player": 0},
        "settings": {OLDER: older},
    }


def focused_card(atspi: AtspiSession, verb: str) -> list[dict[str, Any]]:
    """The card the table's ring is on, if it is one to ``verb`` ("Play", "Take")."""
    return [
        n
        for n in atspi.find(role="list item")
        if "focused" in n["states"] and n["actions"] and n["actions"][0]["description"].startswith(verb)
    ]


def play_a_round(atspi: AtspiSession) -> list[str]:
    """Ana plays a card and takes one by keyboard, Bea answers: every announcement heard from
    the start, until Ana's turn comes back."""
    said: list[str] = []

    def back_to_ana() -> bool:
        atspi.heard.extend(atspi.events())
        said.extend(e["text"] for e in atspi.heard if e["type"] == "announcement")
        atspi.heard[:] = [e for e in atspi.heard if e["type"] != "announcement"]
        return any("You take" in text for text in said) and said[-1].endswith(ANA_TURN)

    atspi.wait_node("the DJ05135 table", name="DJ05135 table")
    atspi.wait_for(lambda: focused_card(atspi, "Play"), "the focus on a card of Ana's")
    atspi.key("Return")
    atspi.wait_for(lambda: focused_card(atspi, "Take"), "the focus on the centre")
    atspi.key("Return")
    atspi.wait_for(back_to_ana, "the news up to Ana's turn")
    return said


def test_older_screen_readers_hear_every_piece_of_news_once_as_a_notification() -> None:
    with AtspiSession(spec(True), listen=(SHOWING,)) as atspi:
        said = play_a_round(atspi)
        heard: list[str] = []
        while " ".join(heard) != " ".join(said):
            text = atspi.hear("notification", lambda e: True, "the news as notifications")["text"]
            heard.append(text)
            assert " ".join(said).startswith(" ".join(heard)), (heard, said)
        assert len(heard) <= len(said)
        # What the news bar says last is the news it told last, and it stays to be read again.
        (bar,) = atspi.find(role="status bar", name="Game news")
        (notice,) = atspi.tree(bar["path"])["children"]
        assert notice["role"] == "notification" and notice["name"] == heard[-1]


def test_without_the_setting_the_news_is_only_announced() -> None:
    with AtspiSession(spec(False), listen=(SHOWING,)) as atspi:
        play_a_round(atspi)
        assert not [e for e in [*atspi.heard, *atspi.events()] if e["type"] == "notification"]
        assert not atspi.find(role="status bar", name="Game news")
