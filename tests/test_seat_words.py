"""One wording for who plays a seat: the seat strips, the name plates and the phones' list share it."""

from __future__ import annotations

import pytest

from app.table.seat_words import seat_kind_text
from engines.table.seats import Seat

MEMORY = Seat.computer("Owl", "strong", "hard")
QUICK = Seat.computer("Max", "greedy", "medium")
BEGINNER = Seat.computer("Pip", "random", "easy")

#: (game, seat) -> the words in English, French, Italian and Portuguese.
WORDS = {
    ("verso", MEMORY): (
        "computer, hard",
        "ordinateur, difficile",
        "computer, difficile",
        "computador, difícil",
    ),
    ("revorso", Seat.computer("Bea", "strong", "medium")): (
        "computer, medium",
        "ordinateur, moyen",
        "computer, medio",
        "computador, médio",
    ),
    ("dj05135", MEMORY): (
        "computer with memory, hard",
        "ordinateur avec mémoire, difficile",
        "computer con memoria, difficile",
        "computador com memória, difícil",
    ),
    ("dj05135", QUICK): ("computer, quick", "ordinateur, rapide", "computer, veloce", "computador, rápido"),
    ("dj05135", BEGINNER): (
        "computer, beginner",
        "ordinateur, débutant",
        "computer, principiante",
        "computador, principiante",
    ),
}


@pytest.mark.parametrize("lang", ["en", "fr", "it", "pt"])
def test_a_computer_player_is_named_the_same_way_in_every_language(qapp, lang: str) -> None:  # type: ignore[no-untyped-def]
    from app.i18n import install_language

    install_language(lang)
    try:
        for (game, seat), words in WORDS.items():
            assert seat_kind_text(seat, game) == words[("en", "fr", "it", "pt").index(lang)], (game, seat)
    finally:
        install_language("en")


def test_people_need_no_words_and_phones_are_named() -> None:
    assert seat_kind_text(Seat("Ana"), "dj05135") == ""
    assert seat_kind_text(Seat.remote("Bo"), "verso") == "on a phone"
    assert seat_kind_text(BEGINNER, "verso") == "computer, plays at random"
