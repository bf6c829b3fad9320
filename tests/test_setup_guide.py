"""The setup wizard's numbers for every game and player count, and the partner schedule."""

from __future__ import annotations

import string
from collections import Counter
from itertools import combinations, pairwise

import pytest

from engines.setup_guide import (
    EN_TEMPLATES,
    ChecklistItem,
    checklist,
    partner_rounds,
    partner_schedule,
    partner_tokens_per_colour,
    player_counts,
    render,
)

ALL_CASES = [(game, n) for game, counts in player_counts().items() for n in counts]


def params_of(items, key):
    matches = [item for item in items if item.key == key]
    assert len(matches) == 1, f"expected one {key!r} item, got {[i.key for i in items]}"
    return matches[0].params


def keys(items):
    return [item.key for item in items]


def test_player_counts():
    assert {
        "recto_verso": range(2, 7),
        "verso": range(1, 7),
        "revorso": range(2, 11),
        "dj05135": range(2, 5),
    } == player_counts()


def _rendered(item):
    try:
        return render(item.key, item.params)
    except (KeyError, IndexError, ValueError):
        return None


def malformed(game, players, items):
    """What is wrong with the checklist ``items`` of ``game`` for ``players``, one line each."""
    case = f"{game} for {players}"
    found = [] if items else [f"{case}: no items"]
    if len(set(keys(items))) != len(items):
        found.append(f"{case}: two items share a tick-box id")
    for item in items:
        if not item.key.startswith(game + ".") or item.key not in EN_TEMPLATES:
            found.append(f"{case}: {item.key} is not one of the game's templates")
        elif item.text != _rendered(item) or "{" in item.text:
            found.append(f"{case}: {item.key} reads {item.text!r}")
        for value in item.params.values():
            if not isinstance(value, int | str):
                found.append(f"{case}: {item.key} has a {type(value).__name__} param")
            elif isinstance(value, str) and set(value) & set(string.ascii_letters):
                found.append(f"{case}: {item.key} has a param to translate, {value!r}")
    return found


def test_items_are_well_formed():
    found = [
        problem
        for game, players in ALL_CASES
        for problem in malformed(game, players, checklist(game, players))
    ]
    assert not found, "\n".join(found)
    bad = [ChecklistItem("verso.deck", "Shuffle {deck}", {"deck": "ten"}), ChecklistItem("dj05135.deal", "x")]
    assert len(malformed("verso", 2, bad)) == 3, "the check sees each fault"


def test_every_template_is_used_and_formats():
    used = set()
    for game, players in ALL_CASES:
        for level in ("easy", "hard") if game == "recto_verso" else (None,):
            choices = {"level": level} if level else {}
            used |= set(keys(checklist(game, players, **choices)))
    assert used == set(EN_TEMPLATES)


@pytest.mark.parametrize(
    ("game", "players"),
    [
        ("recto_verso", 1),
        ("recto_verso", 7),
        ("verso", 0),
        ("verso", 7),
        ("revorso", 1),
        ("revorso", 11),
        ("dj05135", 1),
        ("dj05135", 5),
    ],
)
def test_bad_player_counts_are_refused(game, players):
    with pytest.raises(ValueError, match="players"):
        checklist(game, players)


def test_bad_game_and_choices_are_refused():
    with pytest.raises(ValueError, match="unknown game"):
        checklist("chess", 2)
    with pytest.raises(ValueError, match="level"):
        checklist("recto_verso", 4, level="medium")
    with pytest.raises(ValueError, match="unknown choice"):
        checklist("verso", 2, level="hard")


# -- Recto Verso -------------------------------------------------------------------------


def test_recto_verso_two_players_is_the_ladder():
    items = checklist("recto_verso", 2)
    assert params_of(items, "recto_verso.board_ladder") == {"stages": 7}
    timer = params_of(items, "recto_verso.ladder_timer")
    assert (timer["first_time"], timer["last_time"]) == ("1:30", "0:15")
    assert not any("partner" in key or "rounds" in key for key in keys(items))
    assert "recto_verso.board_competitive" not in keys(items)
    with pytest.raises(ValueError, match="ladder"):
        partner_tokens_per_colour(2)


@pytest.mark.parametrize("level", ["easy", "hard"])
@pytest.mark.parametrize("players", range(2, 7))
def test_recto_verso_pieces_by_level(players, level):
    items = checklist("recto_verso", players, level=level)
    pieces = params_of(items, f"recto_verso.pieces_{level}")
    assert pieces == ({"pieces": 10, "cubes": 18} if level == "easy" else {"pieces": 11, "cubes": 22})
    assert params_of(items, f"recto_verso.cards_{level}") == {"cards": 32}
    other = "hard" if level == "easy" else "easy"
    assert f"recto_verso.pieces_{other}" not in keys(items)
    if level == "easy":
        assert "red piece stays in the box" in next(
            i.text for i in items if i.key.startswith("recto_verso.pie")
        )


def test_recto_verso_defaults_to_easy():
    assert "recto_verso.pieces_easy" in keys(checklist("recto_verso", 4))


@pytest.mark.parametrize(
    ("players", "per_colour", "per_player", "rounds"),
    [(3, 2, 4, 12), (4, 1, 3, 12), (5, 1, 4, 20), (6, 1, 5, 30)],
)
def test_recto_verso_partner_tokens_and_rounds(players, per_colour, per_player, rounds):
    items = checklist("recto_verso", players)
    assert "recto_verso.board_competitive" in keys(items)
    key = "recto_verso.partner_tokens_two" if players == 3 else "recto_verso.partner_tokens_one"
    assert params_of(items, key) == {"per_colour": per_colour, "per_player": per_player, "total": rounds}
    assert params_of(items, "recto_verso.rounds") == {"rounds": rounds, "turns_each": per_player}
    assert params_of(items, "recto_verso.player_tokens") == {"players": players}
    assert partner_tokens_per_colour(players) == per_colour
    assert partner_rounds(players) == rounds


def unfair(players, first, schedule):
    """Every way ``schedule`` (for ``players``, starting at ``first``) breaks the rules, one line each."""
    per_colour = 2 if players == 3 else 1
    checks = {
        "one round per token": len(schedule) == partner_rounds(players),
        "rounds numbered from 1": [r.number for r in schedule] == list(range(1, len(schedule) + 1)),
        "the first player starts": bool(schedule) and schedule[0].active == first,
        # The active player moves one seat to the left each round.
        "the turn passes left": all(b.active == (a.active + 1) % players for a, b in pairwise(schedule)),
        # Nobody partners themselves; each player flips exactly their own tokens.
        "nobody partners themselves": all(r.active != r.partner for r in schedule),
        "each is active as often": Counter(r.active for r in schedule)
        == {p: per_colour * (players - 1) for p in range(players)},
        "each flips their own tokens": Counter((r.active, r.partner) for r in schedule)
        == {(a, b): per_colour for a in range(players) for b in range(players) if a != b},
        # Every pair of players builds together the same number of times.
        "each pair builds as often": Counter(frozenset((r.active, r.partner)) for r in schedule)
        == {frozenset(pair): 2 * per_colour for pair in combinations(range(players), 2)},
    }
    return [rule for rule, kept in checks.items() if not kept]


def test_partner_schedule_is_fair():
    found = []
    for players in range(3, 7):
        for seed in range(20):
            first = seed % players
            broken = unfair(players, first, partner_schedule(players, seed=seed, first=first))
            found += [f"{players} players, seed {seed}: {rule}" for rule in broken]
    assert not found, "\n".join(found)
    swapped = partner_schedule(4, seed=1)
    swapped[0], swapped[1] = swapped[1], swapped[0]
    assert "the turn passes left" in unfair(4, 0, swapped), "the check sees a broken schedule"


def test_partner_schedule_is_seeded():
    assert partner_schedule(5, seed=7) == partner_schedule(5, seed=7)
    assert any(partner_schedule(5, seed=s) != partner_schedule(5, seed=0) for s in range(1, 10))
    with pytest.raises(ValueError):
        partner_schedule(4, first=4)


# -- Verso -------------------------------------------------------------------------------


@pytest.mark.parametrize("players", range(2, 7))
def test_verso_deck_is_fifteen_per_player(players):
    items = checklist("verso", players)
    key = "verso.deck_all" if players == 6 else "verso.deck"
    params = params_of(items, key)
    assert params["deck"] == 15 * players
    assert params["per_player"] == 15
    assert params["aside"] == 90 - 15 * players
    assert "verso.first_player" in keys(items)
    assert not any(key.startswith("verso.solo") for key in keys(items))


def test_verso_solo():
    items = checklist("verso", 1)
    assert params_of(items, "verso.deck_solo") == {"deck": 35, "full_deck": 90, "aside": 55}
    assert params_of(items, "verso.solo_goal") == {"average": 35, "best": 64}
    assert "verso.solo_opponent" in keys(items)
    assert "verso.first_player" not in keys(items)


def test_verso_nobody_is_dealt_cards():
    text = next(i.text for i in checklist("verso", 3) if i.key == "verso.draw_pile")
    assert "Nobody is dealt" in text


# -- Revorso -----------------------------------------------------------------------------


@pytest.mark.parametrize("players", range(2, 11))
def test_revorso_decks_and_spaces(players):
    items = checklist("revorso", players)
    if players <= 5:
        assert params_of(items, "revorso.one_deck") == {"decks": 1, "cards": 85}
        assert "revorso.two_decks" not in keys(items)
    else:
        assert params_of(items, "revorso.two_decks") == {"decks": 2, "cards": 170}
        assert "revorso.one_deck" not in keys(items)
    assert params_of(items, "revorso.spaces") == {"players": players, "spaces": 3}
    assert "revorso.first_player" in keys(items)


# -- DJ05135 -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "hand", "centre", "rows", "columns"),
    [(2, 6, 24, 4, 6), (3, 6, 18, 3, 6), (4, 5, 16, 4, 4)],
)
def test_dj05135_deal_and_centre(players, hand, centre, rows, columns):
    items = checklist("dj05135", players)
    assert params_of(items, "dj05135.shuffle") == {"cards": 36}
    assert params_of(items, "dj05135.deal") == {"hand": hand, "dealt": hand * players, "players": players}
    assert params_of(items, "dj05135.centre") == {"centre": centre, "rows": rows, "columns": columns}
    assert hand * players + centre == 36
    assert rows * columns == centre and rows <= columns
    assert "youngest" in next(i.text for i in items if i.key == "dj05135.first_player")
    assert params_of(items, "dj05135.points") == {"target": 3}


def test_render_with_other_templates():
    item = checklist("dj05135", 4)[1]
    french = {"dj05135.deal": "Distribuez {hand} cartes à chaque joueur ({dealt} en tout)."}
    assert render(item.key, item.params, french) == "Distribuez 5 cartes à chaque joueur (20 en tout)."


def test_setup_guide_does_not_import_qt():
    import subprocess
    import sys

    code = "import sys, engines.setup_guide, engines.rules_text; sys.exit('PySide6' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0
