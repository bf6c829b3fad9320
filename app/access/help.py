"""The F1 list's rows for screen reader users: which screen reader, and how the tables talk.

Kept beside the accessible models so the help says what they do (docs/ARCHITECTURE.md,
"Playing without sight").
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

__all__ = ["screen_reader_help"]

translate = QCoreApplication.translate


def screen_reader_help() -> list[tuple[str, str]]:
    """(what, how) rows, in the current language."""

    return [
        (
            translate("ScreenReaderHelp", "Orca · NVDA · VoiceOver"),
            translate(
                "ScreenReaderHelp",
                "Start the screen reader, then the app; nothing to set. Linux: Orca (Super+Alt+S "
                "in GNOME). Windows: NVDA (Ctrl+Alt+N). macOS: VoiceOver (Cmd+F5).",
            ),
        ),
        (
            translate("ScreenReaderHelp", "Tab, arrows"),
            translate(
                "ScreenReaderHelp",
                "At the DJ05135 and Verso tables, move along the cards you may play or choose: each "
                'is read with what Enter does with it ("Play owl", "Choose orange 6 for a series").',
            ),
        ),
        (
            translate("ScreenReaderHelp", "Enter / Space"),
            translate("ScreenReaderHelp", "Play or choose the card just read."),
        ),
        (
            translate("ScreenReaderHelp", "The table's lists"),
            translate(
                "ScreenReaderHelp",
                "Read each hand, row and pile with the screen reader's review keys: only the side of "
                "a card your seat may see is ever read.",
            ),
        ),
        (
            translate("ScreenReaderHelp", "Buttons"),
            translate(
                "ScreenReaderHelp",
                'Take, Flip, Bank, Stop and the rest say what they act on ("Take orange 6 as shown").',
            ),
        ),
        (
            translate("ScreenReaderHelp", "Announcements"),
            translate(
                "ScreenReaderHelp",
                "The other players' moves, whose turn it is and the result are read out by themselves. "
                'With Orca 45 or older, turn on Settings › "Speak the news for older screen readers".',
            ),
        ),
        (
            translate("ScreenReaderHelp", "Recto Verso"),
            translate(
                "ScreenReaderHelp",
                "A new card is read column by column, from the top cube down. On the board the arrows "
                'and R, T, F move the piece in your hand and say where its cubes land ("black cube on '
                'C2, floor 1"); the board’s description says what stands on each square.',
            ),
        ),
    ]
