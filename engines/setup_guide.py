"""Setup checklists for the physical games, by game and player count.

The setup wizard shows :func:`checklist` as tickable items. Each item has a stable
``key`` (the translation id and the tick-box id), the numbers it needs as ``params``, and
its English ``text``; a view in another language looks the key up in its own templates
and formats them with the same params (:func:`render`). Params are numbers or
language-neutral strings such as times ("1:30"), never words.

Recto Verso's partner tokens also give the round schedule (:func:`partner_schedule`):
who is the active player each round and whom their token names as partner.

Pure Python: no Qt.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from engines.dj05135.manifest import POINTS_TO_WIN
from engines.manifest import game_spec, game_specs, import_path
from engines.recto_verso.pieces import LEVELS as RV_LEVELS
from engines.recto_verso.pieces import level_pieces
from engines.recto_verso.rules_data import LADDER_STAGES, partner_tokens
from engines.rng import make_rng, shuffle

__all__ = [
    "EN_TEMPLATES",
    "ChecklistItem",
    "PartnerRound",
    "checklist",
    "dj05135_checklist",
    "partner_rounds",
    "partner_schedule",
    "partner_tokens_per_colour",
    "player_counts",
    "recto_verso_checklist",
    "render",
    "revorso_checklist",
    "verso_checklist",
]


def player_counts() -> dict[str, range]:
    """Allowed player counts per boxed game (Recto Verso at 2 is the co-op ladder; Verso at 1 is solo)."""
    return {spec.id: spec.box_players for spec in game_specs(shipped_only=True)}


# Recto Verso: the pieces, the ladder and the partner tokens come from engines.recto_verso;
# the box holds 32 building cards per level.
RV_CARDS_PER_LEVEL = 32

# Verso: 90 cards, 15 per player, 35 solo; solo ranking starts at 35, designers' best 64.
VERSO_DECK = 90
VERSO_PER_PLAYER = 15
VERSO_SOLO_DECK = 35
VERSO_SOLO_AVERAGE = 35
VERSO_SOLO_BEST = 64

# Revorso: one deck of 85 cards for 2-5 players, two for 6-10.
REVORSO_DECK = 85
REVORSO_ONE_DECK_MAX = 5
REVORSO_SPACES = 3

# DJ05135: the designed deck of 36 double-sided cards.
DJ_DECK = 36


@dataclass(frozen=True)
class ChecklistItem:
    """One tickable line of the setup checklist."""

    #: Stable id, ``<game>.<name>``: the translation key and the tick-box id.
    key: str
    #: English text, already formatted.
    text: str
    #: The numbers in the text, for formatting a translated template.
    params: Mapping[str, int | str] = field(default_factory=dict)


@dataclass(frozen=True)
class PartnerRound:
    """One round of Recto Verso with 3-6 players."""

    number: int
    active: int
    partner: int


EN_TEMPLATES: dict[str, str] = {
    # Recto Verso
    "recto_verso.board_ladder": "Put the box in the middle with the board's 2-player side up: "
    "the ladder of {stages} stages.",
    "recto_verso.board_competitive": "Put the box in the middle of the table with the board's "
    "3-6 player side up.",
    "recto_verso.cards_easy": "Take the {cards} easy building cards (light blue background); "
    "the purple hard cards stay in the box.",
    "recto_verso.cards_hard": "Take the {cards} hard building cards (purple background); "
    "the light blue easy cards stay in the box.",
    "recto_verso.pieces_easy": "Put {pieces} wooden pieces next to the box ({cubes} cubes in all). "
    "The red piece stays in the box: it is not used at the easy level.",
    "recto_verso.pieces_hard": "Put all {pieces} wooden pieces next to the box ({cubes} cubes in all), "
    "the red piece included.",
    "recto_verso.ladder_token": "Put one token on stage 1 of the ladder; the other tokens stay in the box.",
    "recto_verso.ladder_timer": "Set the timer for stage 1: {first_time}. Each stage is shorter, "
    "down to {last_time} at stage {stages}.",
    "recto_verso.victory_tokens": "Put the victory point tokens where everyone can reach them.",
    "recto_verso.player_tokens": "Each of the {players} players takes a large player token: "
    "it shows their colour.",
    "recto_verso.partner_tokens_one": "Each player takes one small partner token in the colour of each "
    "other player: {per_player} tokens each, {total} in all.",
    "recto_verso.partner_tokens_two": "Each player takes two small partner tokens in the colour of each "
    "other player: {per_player} tokens each, {total} in all.",
    "recto_verso.partner_tokens_hidden": "Everyone turns their partner tokens grey side up and mixes them.",
    "recto_verso.rounds": "The game lasts {rounds} rounds: each player is the active player "
    "{turns_each} times.",
    "recto_verso.stopwatch": "Get a stopwatch ready (a phone, or this app's stopwatch).",
    "recto_verso.first_player": "The player who most recently built or repaired something "
    "is the first active player; then it passes to the left.",
    # Verso
    "verso.deck": "Count out {deck} cards ({per_player} per player) from the {full_deck}-card deck "
    "and shuffle them. The other {aside} cards stay in the box.",
    "verso.deck_all": "Shuffle all {deck} cards ({per_player} per player).",
    "verso.deck_solo": "Count out {deck} cards from the {full_deck}-card deck and shuffle them. "
    "The other {aside} cards stay in the box.",
    "verso.draw_pile": "Put the pile in the middle. Its top card shows one of its two faces. "
    "Nobody is dealt any cards: every display starts empty.",
    "verso.rows": "Leave room in front of each player for three rows, one per colour (blue, green, orange).",
    "verso.scores": "Keep a pencil and paper (or this app's score keeper) for the victory points.",
    "verso.first_player": "The youngest player starts; then play passes to the left.",
    "verso.solo_opponent": "After each of your turns, play the simulated opponent: "
    "turn over the top card of the pile and follow the solo rule.",
    "verso.solo_goal": "Aim for {average} points or more; the designers' best is {best}.",
    # Revorso
    "revorso.one_deck": "Use one deck of {cards} cards.",
    "revorso.two_decks": "Mix two decks together: {cards} cards in all.",
    "revorso.draw_pile": "Shuffle and put the pile face down in the middle, "
    "with room beside it for a discard pile.",
    "revorso.spaces": "Each of the {players} players keeps {spaces} spaces in front of them: "
    "the sequence to remember, one action card, and the won pile.",
    "revorso.first_player": 'The first to shout "Bear!" starts, but not the person who read the rules. '
    "Play goes clockwise.",
    # DJ05135
    "dj05135.shuffle": "Shuffle all {cards} cards without looking at them.",
    "dj05135.deal": "Deal {hand} cards to each player ({dealt} in all). Pick them up as they come, "
    "without turning them over.",
    "dj05135.centre": "Spread the other {centre} cards face up in the centre in {rows} rows of {columns}, "
    "so that every card can be seen.",
    "dj05135.hidden_side": "Never look at the other side of the cards in your own hand.",
    "dj05135.first_player": "The youngest player starts; then play goes clockwise.",
    "dj05135.points": "Keep something to count points with: the first to {target} points wins.",
}


def render(key: str, params: Mapping[str, int | str], templates: Mapping[str, str] = EN_TEMPLATES) -> str:
    """The text of an item in the language of ``templates`` (English by default)."""
    return templates[key].format(**params)


def _item(key: str, **params: int | str) -> ChecklistItem:
    return ChecklistItem(key=key, text=render(key, params), params=params)


def _mm_ss(seconds: int) -> str:
    return f"{seconds // 60}:{seconds % 60:02d}"


def _check_players(game: str, players: int) -> None:
    counts = player_counts()
    if game not in counts:
        raise ValueError(f"unknown game {game!r}; known: {', '.join(counts)}")
    allowed = counts[game]
    if players not in allowed:
        raise ValueError(f"{game} is played by {allowed.start} to {allowed.stop - 1} players, not {players}")


def partner_tokens_per_colour(players: int) -> int:
    """Tokens of each other player's colour that a player holds (Recto Verso, 3-6 players)."""
    _check_players("recto_verso", players)
    if players == 2:
        raise ValueError("the 2-player game is the co-op ladder: there are no partner tokens")
    own = partner_tokens(players)[0]
    return own.count(own[0])


def partner_rounds(players: int) -> int:
    """Rounds of a 3-6 player Recto Verso game: one per partner token."""
    _check_players("recto_verso", players)
    if players == 2:
        raise ValueError("the 2-player game is the co-op ladder: there are no partner tokens")
    return sum(len(tokens) for tokens in partner_tokens(players))


def partner_schedule(players: int, seed: int = 0, first: int = 0) -> list[PartnerRound]:
    """A whole game's rounds: the active player moves left each round, and flips one of
    their own partner tokens, drawn at random, to learn their partner.

    Every player is active the same number of times, and every pair of players builds
    together twice per token colour held (once as each player's partner).
    """
    _check_players("recto_verso", players)
    if not 0 <= first < players:
        raise ValueError(f"first player must be a seat from 0 to {players - 1}, not {first}")
    rng = make_rng(seed)
    tokens = partner_tokens(players)
    for own in tokens:
        shuffle(own, rng)
    schedule = []
    for number in range(partner_rounds(players)):
        active = (first + number) % players
        schedule.append(PartnerRound(number=number + 1, active=active, partner=tokens[active].pop()))
    return schedule


def _grid(count: int) -> tuple[int, int]:
    """Rows and columns for laying ``count`` cards: the squarest grid that is never taller than wide."""
    for columns in range(math.ceil(math.sqrt(count)), count + 1):
        if count % columns == 0:
            return count // columns, columns
    return 1, count


def recto_verso_checklist(players: int, level: str = "easy") -> list[ChecklistItem]:
    if level not in RV_LEVELS:
        raise ValueError(f"level must be one of {', '.join(RV_LEVELS)}, not {level!r}")
    pieces = level_pieces(level)
    items = []
    if players == 2:
        items.append(_item("recto_verso.board_ladder", stages=len(LADDER_STAGES)))
    else:
        items.append(_item("recto_verso.board_competitive", players=players))
    items.append(_item(f"recto_verso.cards_{level}", cards=RV_CARDS_PER_LEVEL))
    items.append(_item(f"recto_verso.pieces_{level}", pieces=len(pieces), cubes=sum(p.size for p in pieces)))
    if players == 2:
        items.append(_item("recto_verso.ladder_token"))
        items.append(
            _item(
                "recto_verso.ladder_timer",
                stages=len(LADDER_STAGES),
                first_time=_mm_ss(LADDER_STAGES[0]),
                last_time=_mm_ss(LADDER_STAGES[-1]),
            )
        )
        items.append(_item("recto_verso.stopwatch"))
        return items
    per_colour = partner_tokens_per_colour(players)
    per_player = per_colour * (players - 1)
    rounds = partner_rounds(players)
    items += [
        _item("recto_verso.victory_tokens"),
        _item("recto_verso.player_tokens", players=players),
        _item(
            "recto_verso.partner_tokens_two" if per_colour == 2 else "recto_verso.partner_tokens_one",
            per_colour=per_colour,
            per_player=per_player,
            total=rounds,
        ),
        _item("recto_verso.partner_tokens_hidden"),
        _item("recto_verso.rounds", rounds=rounds, turns_each=per_player),
        _item("recto_verso.stopwatch"),
        _item("recto_verso.first_player"),
    ]
    return items


def verso_checklist(players: int) -> list[ChecklistItem]:
    if players == 1:
        items = [
            _item(
                "verso.deck_solo",
                deck=VERSO_SOLO_DECK,
                full_deck=VERSO_DECK,
                aside=VERSO_DECK - VERSO_SOLO_DECK,
            )
        ]
    else:
        deck = VERSO_PER_PLAYER * players
        items = [
            _item(
                "verso.deck_all" if deck == VERSO_DECK else "verso.deck",
                deck=deck,
                per_player=VERSO_PER_PLAYER,
                full_deck=VERSO_DECK,
                aside=VERSO_DECK - deck,
            )
        ]
    items += [_item("verso.draw_pile"), _item("verso.rows"), _item("verso.scores")]
    if players == 1:
        items += [
            _item("verso.solo_opponent"),
            _item("verso.solo_goal", average=VERSO_SOLO_AVERAGE, best=VERSO_SOLO_BEST),
        ]
    else:
        items.append(_item("verso.first_player"))
    return items


def revorso_checklist(players: int) -> list[ChecklistItem]:
    decks = 1 if players <= REVORSO_ONE_DECK_MAX else 2
    key = "revorso.one_deck" if decks == 1 else "revorso.two_decks"
    return [
        _item(key, decks=decks, cards=REVORSO_DECK * decks),
        _item("revorso.draw_pile"),
        _item("revorso.spaces", players=players, spaces=REVORSO_SPACES),
        _item("revorso.first_player"),
    ]


def dj05135_checklist(players: int) -> list[ChecklistItem]:
    hand = 6 if players <= 3 else 5
    dealt = hand * players
    centre = DJ_DECK - dealt
    rows, columns = _grid(centre)
    return [
        _item("dj05135.shuffle", cards=DJ_DECK),
        _item("dj05135.deal", hand=hand, dealt=dealt, players=players),
        _item("dj05135.centre", centre=centre, rows=rows, columns=columns),
        _item("dj05135.hidden_side"),
        _item("dj05135.first_player"),
        _item("dj05135.points", target=POINTS_TO_WIN),
    ]


def _builder(game: str) -> Callable[..., list[ChecklistItem]]:
    """The checklist builder ``game``'s manifest names (``ValueError`` when it names none)."""
    path = game_spec(game).checklist
    if not path:
        raise ValueError(f"{game} has no setup checklist")
    builder: Callable[..., list[ChecklistItem]] = import_path(path)
    return builder


def checklist(game: str, players: int, **choices: str) -> list[ChecklistItem]:
    """The setup checklist of ``game`` for ``players``.

    Choices: Recto Verso takes ``level="easy"`` (default) or ``"hard"``; the other games
    take none. Raises ``ValueError`` for an unknown game, player count or choice.
    """
    _check_players(game, players)
    unknown = set(choices) - game_spec(game).setup_choices
    if unknown:
        raise ValueError(f"unknown choice(s) for {game}: {', '.join(sorted(unknown))}")
    return _builder(game)(players, **choices)
