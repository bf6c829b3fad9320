"""The Recto Verso phone adapter (party rounds): each partner is sent only the facade its view
names, the others both; the call is the partner's word; the phone offers no building move."""

from __future__ import annotations

from engines.recto_verso.game import FinishRound, RectoVersoGame
from engines.table.seats import Seat, TableSetup
from engines.table.session import TableSession
from tableserver.games.recto_verso import RectoVersoPhone
from tableserver.phone_views import adapter, card_png, phone_state

NAMES = ["Ana", "Ben", "Cleo", "Dan"]


def test_each_partner_gets_one_facade_and_its_call_in_its_language() -> None:
    session = TableSession(
        TableSetup("recto_verso", tuple(Seat.remote(n) for n in NAMES), 4, {"mode": "party"})
    )
    state = session.state
    assert isinstance(state, RectoVersoGame) and isinstance(adapter("recto_verso"), RectoVersoPhone)
    first, second = state.builders
    card = state.card.id
    for seat in range(4):
        legal = session.legal_for(seat)
        phone, moves, over = phone_state(
            "recto_verso", session.view(seat), legal, NAMES, "fr", "/art/recto_verso"
        )
        assert moves == [] and not over and phone["round"] == 1
        shown = [facade["img"] for facade in phone["facades"]]
        if seat == first:
            assert shown == [f"/art/recto_verso/{card}-front.png?lang=fr"] and phone["call"] == "Recto\u202f!"
            assert NAMES[second] in phone["prompt"]
        elif seat == second:
            assert shown == [f"/art/recto_verso/{card}-back.png?lang=fr"] and phone["call"] == "Verso\u202f!"
        else:
            assert len(shown) == 2 and phone["call"] is None
            assert (
                phone["prompt"]
                == f"{NAMES[first]} et {NAMES[second]} construisent. Regardez les deux façades."
            )
    session.play(first, FinishRound(30_000))
    phone, _moves, _over = phone_state("recto_verso", session.view(0), [], NAMES, "en", "/art/recto_verso")
    assert phone["round"] == 2 and [p["points"] for p in phone["players"]] == state.points
    assert phone["builders"] == list(state.builders) != [first, second]


def test_every_shipped_facade_has_a_picture() -> None:
    assert len(RectoVersoPhone.face_keys) == 64 * 2
    front, back = card_png("recto_verso", "E01-front", "it"), card_png("recto_verso", "E01-back", "it")
    assert front and back and front != back
    assert card_png("recto_verso", "E01-side", "en") is None
