"""Score sheets, the Recto Verso time grid and partner tokens, as page-sized drawings.

Pages are drawn in the same art model as the cards, so they print through the same
painter. Words are English here and translated through the app's catalogues (context
``print_sheet``). Each game's manifest names its sheets (``sheets=("export.sheets:verso_sheet",)``),
each a function of the page size and the language.
"""

from __future__ import annotations

import math

from engines.catalogue import tr_noop, translate
from engines.manifest import game_spec, import_path
from engines.recto_verso.rules_data import DEFAULT_SCORING_GRID
from engines.recto_verso.rules_data import LADDER_STAGES as LADDER_SECONDS
from export.art.common import INK, OKABE_ITO, lighten
from export.art.fonts import MIN_PRINT_SIZE, fit_lines, fit_size, text_width
from export.art.primitives import Drawing, Ellipse, Group, Item, Rect, Text, line
from export.art.revorso import revorso_symbol

__all__ = [
    "DEFAULT_TIME_GRID",
    "LADDER_STAGES",
    "dj_sheet",
    "ladder_sheet",
    "partner_tokens",
    "recto_verso_sheet",
    "revorso_sheet",
    "revorso_sheet_6_to_10",
    "score_sheets",
    "verso_sheet",
]

#: (seconds up to, points): the engine's default Recto Verso time grid; 0 points past the last limit.
DEFAULT_TIME_GRID: tuple[tuple[int, int], ...] = DEFAULT_SCORING_GRID
#: The co-op ladder's stage times as printed ("1:30" ... "0:15").
LADDER_STAGES = tuple(f"{s // 60}:{s % 60:02d}" for s in LADDER_SECONDS)
PLAYER_COLOURS = ("#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#56b4e9")

#: Catalogue context of the printed score sheets ("print_sheet" in the .ts files).
_CONTEXT = "print_sheet"
#: The words printed on the sheets, in English; :func:`words` gives them in a language.
WORDS: dict[str, str] = {
    "rv": tr_noop(_CONTEXT, "Recto Verso — score sheet"),
    "verso_title": tr_noop(_CONTEXT, "Verso — score sheet"),
    "revorso_title": tr_noop(_CONTEXT, "Revorso — score sheet"),
    "dj": tr_noop(_CONTEXT, "DJ05135 — point track"),
    "ladder": tr_noop(_CONTEXT, "Recto Verso — co-op ladder (2 players)"),
    "grid": tr_noop(_CONTEXT, "Recto Verso — time grid"),
    "tokens": tr_noop(_CONTEXT, "Recto Verso — partner tokens"),
    "round": tr_noop(_CONTEXT, "Round"),
    "player": tr_noop(_CONTEXT, "Player"),
    "partner": tr_noop(_CONTEXT, "partner"),
    "points": tr_noop(_CONTEXT, "pts"),
    "honey": tr_noop(_CONTEXT, "honey"),
    "total": tr_noop(_CONTEXT, "Total"),
    "stage": tr_noop(_CONTEXT, "Stage"),
    "time": tr_noop(_CONTEXT, "Time limit"),
    "done": tr_noop(_CONTEXT, "Done"),
    "tries": tr_noop(_CONTEXT, "Attempts"),
    "up_to": tr_noop(_CONTEXT, "up to"),
    "more": tr_noop(_CONTEXT, "more than 2:00"),
    "solo": tr_noop(
        _CONTEXT, "Solo: 35 average · 45 pure talent · 55 professional player · 64 the designers' best"
    ),
    "series": tr_noop(_CONTEXT, "Series / square"),
    "name": tr_noop(_CONTEXT, "Name"),
    "cut": tr_noop(_CONTEXT, "Cut out one token per colour for each other player (two each with 3 players)."),
    "first3": tr_noop(_CONTEXT, "First to 3 points wins."),
    "honey_tie": tr_noop(_CONTEXT, "Tie: most honey cards wins."),
}

_MARGIN = 15.0
_GRID = "#8a8f98"
#: line height, in text sizes, of a cell broken onto two lines
_LEADING = 1.15
#: the honey pot over each Revorso player's honey column: big enough for its "2" to print at 8 pt
_HONEY_R = 4.4


def words(lang: str) -> dict[str, str]:
    """Every word of the sheets in ``lang`` (English where the catalogue has none)."""
    return {key: translate(lang, _CONTEXT, text) for key, text in WORDS.items()}


def _title(page_w: float, text: str) -> Item:
    return Text(_MARGIN, _MARGIN + 7, text, size=fit_size(text, page_w - 2 * _MARGIN, 7.0), fill=INK)


def _cell_text(x: float, y: float, w: float, h: float, text: str, bold: bool = False) -> Item:
    """``text`` centred in a cell, at most 3.6 mm high, on two lines when one would go under 8 pt."""
    font = "VeraBd" if bold else "Vera"
    lines_room = max(1, math.floor((h - 1) / (MIN_PRINT_SIZE * _LEADING)))
    size, lines = fit_lines(text, w - 2, min(3.6, h * 0.55), lines_room, font=font)
    first = y + h / 2 + size * 0.36 - (len(lines) - 1) * size * _LEADING / 2
    return Group(
        tuple(
            Text(
                x + w / 2, first + k * size * _LEADING, line, font=font, size=size, anchor="middle", fill=INK
            )
            for k, line in enumerate(lines)
        )
    )


def _table(
    x: float,
    y: float,
    widths: list[float],
    row_h: float,
    header: list[str],
    first_col: list[str],
    shade: list[str | None] | None = None,
) -> list[Item]:
    """A ruled table: a header row, then one row per label of ``first_col``."""
    items: list[Item] = []
    total_w = sum(widths)
    rows = len(first_col) + 1
    if shade:
        cx = x
        for w, colour in zip(widths, shade, strict=False):
            if colour:
                items.append(Rect(cx, y, w, row_h, fill=colour))
            cx += w
    cx = x
    for w, label in zip(widths, header, strict=False):
        items.append(_cell_text(cx, y, w, row_h, label, bold=True))
        cx += w
    for r, label in enumerate(first_col, start=1):
        items.append(_cell_text(x, y + r * row_h, widths[0], row_h, label, bold=label.isalpha()))
    for r in range(rows + 1):
        weight = 0.5 if r in (0, 1, rows) else 0.2
        items.append(
            line(
                x,
                y + r * row_h,
                x + total_w,
                y + r * row_h,
                stroke=INK if weight > 0.3 else _GRID,
                stroke_width=weight,
            )
        )
    cx = x
    for k in range(len(widths) + 1):
        items.append(
            line(
                cx,
                y,
                cx,
                y + rows * row_h,
                stroke=INK if k in (0, 1, len(widths)) else _GRID,
                stroke_width=0.3,
            )
        )
        if k < len(widths):
            cx += widths[k]
    return items


def _page(page: tuple[float, float], items: list[Item], key: str) -> Drawing:
    return Drawing(page[0], page[1], tuple(items), key=key)


def recto_verso_sheet(page: tuple[float, float], lang: str, rounds: int = 19, players: int = 6) -> Drawing:
    w = words(lang)
    page_w, _ = page
    usable = page_w - 2 * _MARGIN
    first = 16.0
    per_player = (usable - first) / players
    # the points column is as narrow as its word allows; the partner column gets the rest
    points = max(8.0, text_width(w["points"], "VeraBd", MIN_PRINT_SIZE) + 3)
    widths = [first] + [per_player - points, points] * players
    header = [w["round"]] + [label for _ in range(players) for label in (w["partner"], w["points"])]
    shade: list[str | None] = [None] + [lighten(c, 0.75) for c in PLAYER_COLOURS[:players] for _ in range(2)]
    items: list[Item] = [_title(page_w, w["rv"])]
    y = _MARGIN + 22
    for p in range(players):
        x = _MARGIN + first + p * per_player
        items.append(
            Rect(x, y - 9, per_player, 8, fill=lighten(PLAYER_COLOURS[p], 0.5), stroke=INK, stroke_width=0.3)
        )
        items.append(Text(x + 2, y - 3, f"{p + 1}", size=4, fill=INK))
    items += _table(
        _MARGIN, y, widths, 11, header, [str(r) for r in range(1, rounds + 1)] + [w["total"]], shade
    )
    return _page(page, items, f"sheet:rv:{lang}:{page}")


def verso_sheet(page: tuple[float, float], lang: str, players: int = 6, rows: int = 18) -> Drawing:
    w = words(lang)
    page_w, _ = page
    usable = page_w - 2 * _MARGIN
    first = 22.0
    col = (usable - first) / players
    items: list[Item] = [_title(page_w, w["verso_title"])]
    header = [w["series"]] + [f"{w['player']} {p + 1}" for p in range(players)]
    items += _table(
        _MARGIN,
        _MARGIN + 16,
        [first] + [col] * players,
        11,
        header,
        [str(r) for r in range(1, rows + 1)] + [w["total"]],
    )
    items.append(
        Text(_MARGIN, _MARGIN + 16 + (rows + 2) * 11 + 8, w["solo"], font="VeraIt", size=3.4, fill=INK)
    )
    return _page(page, items, f"sheet:verso:{lang}:{page}")


#: players on one Revorso sheet: a points and a honey column each fill the page's width
REVORSO_PER_SHEET = 5


def revorso_sheet(
    page: tuple[float, float],
    lang: str,
    players: int = REVORSO_PER_SHEET,
    rows: int = 16,
    first_player: int = 1,
) -> Drawing:
    """Points and honey cards of ``players`` players, numbered from ``first_player``, round by round."""
    w = words(lang)
    page_w, _ = page
    usable = page_w - 2 * _MARGIN
    first = 16.0
    sub = (usable - first) / (players * 2)
    header = [w["round"]] + [label for _ in range(players) for label in (w["points"], w["honey"])]
    shade: list[str | None] = [
        None,
        *(c for _ in range(players) for c in (None, lighten(OKABE_ITO["yellow"], 0.5))),
    ]
    items: list[Item] = [_title(page_w, w["revorso_title"])]
    y = _MARGIN + 26
    for p in range(players):
        items.append(
            Text(
                _MARGIN + first + p * 2 * sub + sub,
                y - 3,
                f"{w['player']} {first_player + p}",
                size=3.4,
                anchor="middle",
                fill=INK,
            )
        )
        items.append(
            Group(
                (revorso_symbol("honey", _HONEY_R),),
                translate=(_MARGIN + first + p * 2 * sub + 1.5 * sub, y - 11.5),
            )
        )
    items += _table(
        _MARGIN,
        y,
        [first] + [sub] * (2 * players),
        11,
        header,
        [str(r) for r in range(1, rows + 1)] + [w["total"]],
        shade,
    )
    items.append(Text(_MARGIN, y + (rows + 2) * 11 + 8, w["honey_tie"], font="VeraIt", size=3.4, fill=INK))
    return _page(page, items, f"sheet:revorso:{first_player}:{lang}:{page}")


def revorso_sheet_6_to_10(page: tuple[float, float], lang: str) -> Drawing:
    """The second Revorso sheet, players 6 to 10: the game takes ten and one sheet's width holds
    five, so a big table lays the two sheets side by side."""
    return revorso_sheet(page, lang, first_player=REVORSO_PER_SHEET + 1)


def dj_sheet(page: tuple[float, float], lang: str, players: int = 4, games: int = 4) -> Drawing:
    """A point track: three circles per player per game, to tick or cover with a coin."""
    w = words(lang)
    page_w, _ = page
    items: list[Item] = [
        _title(page_w, w["dj"]),
        Text(_MARGIN, _MARGIN + 16, w["first3"], font="VeraIt", size=4, fill=INK),
    ]
    y = _MARGIN + 28
    block = 54.0
    for g in range(games):
        gy = y + g * block
        items.append(Rect(_MARGIN, gy, page_w - 2 * _MARGIN, block - 6, 3, stroke=_GRID, stroke_width=0.3))
        for p in range(players):
            py = gy + 5 + p * 11
            colour = PLAYER_COLOURS[p]
            items.append(Ellipse(_MARGIN + 8, py + 4, 3.6, 3.6, fill=colour))
            items.append(Text(_MARGIN + 8, py + 5.4, str(p + 1), size=4, anchor="middle", fill="#ffffff"))
            items.append(line(_MARGIN + 15, py + 8, _MARGIN + 75, py + 8, stroke=_GRID, stroke_width=0.2))
            for k in range(3):
                cx = _MARGIN + 95 + k * 22
                items.append(Ellipse(cx, py + 4, 4.5, 4.5, stroke=INK, stroke_width=0.5))
                items.append(
                    Text(cx, py + 5.4, str(k + 1), font="Vera", size=3.6, anchor="middle", fill=_GRID)
                )
    return _page(page, items, f"sheet:dj:{lang}:{page}")


def ladder_sheet(page: tuple[float, float], lang: str) -> Drawing:
    w = words(lang)
    page_w, _ = page
    items: list[Item] = [_title(page_w, w["ladder"])]
    widths = [22.0, 40.0, 30.0, page_w - 2 * _MARGIN - 92.0]
    header = [w["stage"], w["time"], w["done"], w["tries"]]
    y = _MARGIN + 16
    items += _table(_MARGIN, y, widths, 14, header, [str(k) for k in range(1, len(LADDER_STAGES) + 1)])
    for k, stage in enumerate(LADDER_STAGES, start=1):
        items.append(_cell_text(_MARGIN + widths[0], y + k * 14, widths[1], 14, stage, bold=True))
        items.append(
            Rect(
                _MARGIN + widths[0] + widths[1] + widths[2] / 2 - 3.5,
                y + k * 14 + 3.5,
                7,
                7,
                stroke=INK,
                stroke_width=0.4,
            )
        )
    items += _time_grid(page_w, y + 9 * 14, w, DEFAULT_TIME_GRID)
    return _page(page, items, f"sheet:ladder:{lang}:{page}")


def _time_grid(page_w: float, y: float, w: dict[str, str], grid: tuple[tuple[int, int], ...]) -> list[Item]:
    items: list[Item] = [Text(_MARGIN, y, w["grid"], size=5, fill=INK)]
    labels = [f"{w['up_to']} {s // 60}:{s % 60:02d}" for s, _ in grid] + [w["more"]]
    points = [str(p) for _, p in grid] + ["0"]
    width = (page_w - 2 * _MARGIN) / len(labels)
    for k, (label, pts) in enumerate(zip(labels, points, strict=True)):
        x = _MARGIN + k * width
        # the label's room takes two lines clear of the border ("more than 2:00" in French)
        items.append(Rect(x, y + 4, width, 20, stroke=INK, stroke_width=0.3))
        items.append(_cell_text(x, y + 4.5, width, 10, label))
        items.append(_cell_text(x, y + 14, width, 10, pts, bold=True))
    return items


def partner_tokens(page: tuple[float, float], lang: str, players: int = 6) -> Drawing:
    """Round tokens in the player colours, each with its number, to cut out."""
    w = words(lang)
    page_w, _ = page
    items: list[Item] = [
        _title(page_w, w["tokens"]),
        Text(_MARGIN, _MARGIN + 16, w["cut"], font="VeraIt", size=3.6, fill=INK),
    ]
    r = 9.0
    for p in range(players):
        y = _MARGIN + 34 + p * 2.4 * r
        for k in range(8):
            cx = _MARGIN + r + k * 2.35 * r
            items.append(Ellipse(cx, y, r, r, fill=PLAYER_COLOURS[p], stroke=INK, stroke_width=0.3))
            items.append(Ellipse(cx, y, r * 0.62, r * 0.62, fill="#ffffff"))
            items.append(Text(cx, y + 2.5, str(p + 1), size=7, anchor="middle", fill=INK))
    return _page(page, items, f"sheet:tokens:{lang}:{page}")


def score_sheets(game: str, page: tuple[float, float], lang: str) -> list[Drawing]:
    """Every sheet ``game``'s manifest names, in its order (none for a game that names none)."""
    return [import_path(sheet)(page, lang) for sheet in game_spec(game).sheets]
