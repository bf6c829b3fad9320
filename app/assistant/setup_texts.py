"""The English setup templates, listed literally so Qt Linguist can translate them.

Each string is a value of :data:`engines.setup_guide.EN_TEMPLATES` (a test keeps the two
in step); :func:`translated_text` looks an item's template up in the "setup_guide" context
and fills in its numbers.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from engines.setup_guide import EN_TEMPLATES, ChecklistItem

__all__ = ["SOURCE_TEMPLATES", "translated_text"]

# fmt: off
SOURCE_TEMPLATES: list[object] = [
    QT_TRANSLATE_NOOP("setup_guide", "Put the box in the middle with the board's 2-player side up: the ladder of {stages} stages."),  # noqa: E501
    QT_TRANSLATE_NOOP("setup_guide", "Put the box in the middle of the table with the board's 3-6 player side up."),  # noqa: E501
    QT_TRANSLATE_NOOP("setup_guide", "Take the {cards} easy building cards (light blue background); the purple hard cards stay in the box."),  # noqa: E501
    QT_TRANSLATE_NOOP("setup_guide", "Take the {cards} hard building cards (purple background); the light blue easy cards stay in the box."),  # noqa: E501
    QT_TRANSLATE_NOOP("setup_guide", "Put {pieces} wooden pieces next to the box ({cubes} cubes in all). The red piece stays in the box: it is not used at the easy level."),  # noqa: E501
    QT_TRANSLATE_NOOP("setup_guide", "Put all {pieces} wooden pieces next to the box ({cubes} cubes in all), the red piece included."),  # noqa: E501
    QT_TRANSLATE_NOOP("setup_guide", "Put one token on stage 1 of the ladder; the other tokens stay in the box."),  # noqa: E501
    QT_TRANSLATE_NOOP("setup_guide", "Set the timer for stage 1: {first_time}. Each stage is shorter, down to {last_time} at stage {stages}."),  # noqa: E501
    QT_TRANSLATE_NOOP("setup_guide", "Put the victory point tokens where everyone can reach them."),
    QT_TRANSLATE_NOOP("setup_guide", "Each of the {players} players takes a large player token: it shows their colour."),  # noqa: E501
    QT_TRANSLATE_NOOP("setup_guide", "Each player takes one small partner token in the colour of each other player: {per_player} tokens each, {total} in all."),  # noqa: E501
    QT_TRANSLATE_NOOP("setup_guide", "Each player takes two small partner tokens in the colour of each other player: {per_player} tokens each, {total} in all."),  # noqa: E501
    QT_TRANSLATE_NOOP("setup_guide", "Everyone turns their partner tokens grey side up and mixes them."),
    QT_TRANSLATE_NOOP("setup_guide", "The game lasts {rounds} rounds: each player is the active player {turns_each} times."),  # noqa: E501
    QT_TRANSLATE_NOOP("setup_guide", "Get a stopwatch ready (a phone, or this app's stopwatch)."),
    QT_TRANSLATE_NOOP("setup_guide", "The player who most recently built or repaired something is the first active player; then it passes to the left."),  # noqa: E501
    QT_TRANSLATE_NOOP("setup_guide", "Count out {deck} cards ({per_player} per player) from the {full_deck}-card deck and shuffle them. The other {aside} cards stay in the box."),  # noqa: E501
    QT_TRANSLATE_NOOP("setup_guide", "Shuffle all {deck} cards ({per_player} per player)."),
    QT_TRANSLATE_NOOP("setup_guide", "Count out {deck} cards from the {full_deck}-card deck and shuffle them. The other {aside} cards stay in the box."),  # noqa: E501
    QT_TRANSLATE_NOOP("setup_guide", "Put the pile in the middle. Its top card shows one of its two faces. Nobody is dealt any cards: every display starts empty."),  # noqa: E501
    QT_TRANSLATE_NOOP("setup_guide", "Leave room in front of each player for three rows, one per colour (blue, green, orange)."),  # noqa: E501
    QT_TRANSLATE_NOOP("setup_guide", "Keep a pencil and paper (or this app's score keeper) for the victory points."),  # noqa: E501
    QT_TRANSLATE_NOOP("setup_guide", "The youngest player starts; then play passes to the left."),
    QT_TRANSLATE_NOOP("setup_guide", "After each of your turns, play the simulated opponent: turn over the top card of the pile and follow the solo rule."),  # noqa: E501
    QT_TRANSLATE_NOOP("setup_guide", "Aim for {average} points or more; the designers' best is {best}."),
    QT_TRANSLATE_NOOP("setup_guide", "Use one deck of {cards} cards."),
    QT_TRANSLATE_NOOP("setup_guide", "Mix two decks together: {cards} cards in all."),
    QT_TRANSLATE_NOOP("setup_guide", "Shuffle and put the pile face down in the middle, with room beside it for a discard pile."),  # noqa: E501
    QT_TRANSLATE_NOOP("setup_guide", "Each of the {players} players keeps {spaces} spaces in front of them: the sequence to remember, one action card, and the won pile."),  # noqa: E501
    QT_TRANSLATE_NOOP("setup_guide", "The first to shout \"Bear!\" starts, but not the person who read the rules. Play goes clockwise."),  # noqa: E501
    QT_TRANSLATE_NOOP("setup_guide", "Shuffle all {cards} cards without looking at them."),
    QT_TRANSLATE_NOOP("setup_guide", "Deal {hand} cards to each player ({dealt} in all). Pick them up as they come, without turning them over."),  # noqa: E501
    QT_TRANSLATE_NOOP("setup_guide", "Spread the other {centre} cards face up in the centre in {rows} rows of {columns}, so that every card can be seen."),  # noqa: E501
    QT_TRANSLATE_NOOP("setup_guide", "Never look at the other side of the cards in your own hand."),
    QT_TRANSLATE_NOOP("setup_guide", "The youngest player starts; then play goes clockwise."),
    QT_TRANSLATE_NOOP("setup_guide", "Keep something to count points with: the first to {target} points wins."),  # noqa: E501
]
# fmt: on


def translated_text(item: ChecklistItem) -> str:
    """The item in the app's language (English when no translation is installed)."""
    template = QCoreApplication.translate("setup_guide", EN_TEMPLATES[item.key])
    try:
        return template.format(**item.params)
    except (KeyError, IndexError, ValueError):
        # A translation with a broken placeholder must not hide the item: fall back to English.
        return item.text
