"""What a screen reader finds, read over AT-SPI as Orca reads it (docs/ARCHITECTURE.md,
"Playing without sight"): the share of named controls on home, the Settings, each new-game
page and each card table (target 100 %), and per card table the cards a screen reader can
read against the cards the table shows its player (target: all).

Each screen is the real app in a real window on its own Xvfb and D-Bus session
(:mod:`tests.atspi_session`); without Xvfb, at-spi2-core or Debian's AT-SPI client for
Python (``make atspi``) the figures are not taken and the reason is printed.
"""

from __future__ import annotations

import time

from tests.access_coverage import (
    SCREENS,
    TABLES,
    Controls,
    open_screen,
    screen_controls,
    shown_cards,
    table_cards,
)
from tests.atspi_session import AtspiSession, missing
from tests.benchmarks import Figure


def _named(found: list[Controls]) -> Figure:
    total = sum(len(c.controls) for c in found)
    unnamed = [f"{c.screen}: {n['role']}" for c in found for n in c.unnamed]
    share = 100.0 * (total - len(unnamed)) / total if total else 0.0
    detail = f"{total - len(unnamed)} of {total} controls" + (
        f"; unnamed: {', '.join(unnamed)}" if unnamed else ""
    )
    return Figure("access: named controls", share, "%", "100 %", detail)


def bench_access() -> list[Figure]:
    reason = missing()
    if reason:
        return [Figure("access: not measured", 0, "", "", reason)]
    found: list[Controls] = []
    for screen, (spec, _ready) in SCREENS.items():
        with AtspiSession(spec) as session:
            found.append(open_screen(session, screen))
    figures = []
    for game, (table, spec, keys) in TABLES.items():
        with AtspiSession(spec) as session:
            table_cards(session, table)
            for key in keys:
                session.forget_heard()
                session.key(key)
                session.hear("announcement", lambda e: "Ana" in e["text"] or "You" in e["text"], "the move")
            # The save and the tree follow the moves a moment apart: both are read until they
            # agree, or for 20 s, and the last reading is the figure.
            deadline = time.monotonic() + 20
            while True:
                name = str(spec["game"])
                saved = session.wait_for(lambda name=name: session.saved(name), "the saved game")
                shown = shown_cards(game, saved)
                read = len(table_cards(session, table))
                if read == shown or time.monotonic() > deadline:
                    break
                time.sleep(0.2)
            found.append(screen_controls(session, f"{game} table"))
        figures.append(
            Figure(
                f"access: {game} cards read",
                100.0 * read / shown if shown else 0.0,
                "%",
                "100 %",
                f"{read} of {shown} cards",
            )
        )
    return [_named(found), *figures]
