"""What a screen reader finds over AT-SPI: how many controls have a name, how many cards are read.

Shared by ``tests/test_atspi_controls.py`` (every control named) and ``make bench``
(``tests/benchmarks/bench_access.py``, the figures). A *control* is what a screen reader's
user can reach and work: every shown object that takes the keyboard focus or has an
interactive role (buttons, boxes, sliders, fields, tabs, menus), but the items of a list
(a drop-down's choices are named by their text; the tables' cards are counted apart, as
*exposed cards*: the list items under a table).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tests.atspi_session import AtspiSession, Node, walk

#: The AT-SPI roles a person works with (beside anything focusable).
CONTROL_ROLES = {
    "push button",
    "toggle button",
    "check box",
    "radio button",
    "combo box",
    "slider",
    "spin button",
    "entry",
    "password text",
    "page tab",
    "menu",
    "menu item",
}
#: Containers that may hold the focus for their children (a scroll area, a page): not controls.
CONTAINERS = {"filler", "panel", "scroll pane", "viewport", "frame", "window", "dialog", "page tab list"}


@dataclass
class Controls:
    """The controls of one screen, and those without a name."""

    screen: str
    controls: list[Node] = field(default_factory=list)

    @property
    def unnamed(self) -> list[Node]:
        return [node for node in self.controls if not node["name"].strip()]


def _is_control(node: Node, inside_list: bool) -> bool:
    states = set(node["states"])
    if "showing" not in states or inside_list:
        return False
    if node["role"] in CONTROL_ROLES:
        return True
    if node["role"] == "text":
        return "editable" in states
    return "focusable" in states and node["role"] not in CONTAINERS and node["role"] != "list item"


def controls(tree: Node, screen: str) -> Controls:
    """The controls shown in ``tree`` (a window's subtree)."""
    found = Controls(screen)

    def visit(node: Node, inside_list: bool) -> None:
        if _is_control(node, inside_list):
            found.controls.append(node)
        inner = inside_list or node["role"] in ("list", "combo box", "menu bar", "table", "tree")
        for child in node.get("children", ()):
            visit(child, inner and node["role"] != "menu bar")

    visit(tree, False)
    return found


def screen_controls(session: AtspiSession, screen: str) -> Controls:
    """The controls of every window the app shows now (the main window, an open dialog)."""
    return controls(session.tree(), screen)


def table_cards(session: AtspiSession, table: str) -> list[Node]:
    """The cards a screen reader finds on the table named ``table`` ("DJ05135 table")."""
    node = session.wait_node(table, name=table)
    return [n for n in walk(session.tree(node["path"])) if n["role"] == "list item"]


#: The screens the figures are taken on: the app as each spec opens it, and the start of the
#: name of a button that is there once it is shown.
SCREENS: dict[str, tuple[dict[str, str], str]] = {
    "home": ({"view": "home"}, "Learn "),
    "settings": ({"view": "home", "dialog": "settings"}, "Cancel"),
    "DJ05135 new game": ({"view": "dj05135"}, "Start"),
    "Verso new game": ({"view": "verso"}, "Start"),
    "Revorso new game": ({"view": "revorso"}, "Start"),
    "Recto Verso": ({"view": "recto_verso"}, "Start the puzzle"),
}


def open_screen(session: AtspiSession, screen: str) -> Controls:
    """The controls of ``screen`` once it is shown (``session`` opened it)."""
    session.wait_node(screen, role="push button", name_starts=SCREENS[screen][1])
    return screen_controls(session, screen)


PERSON = {"name": "Ana", "kind": "person"}


def _bot(bot: str, level: str) -> dict[str, str]:
    return {"name": "Bea", "kind": "bot", "bot": bot, "level": level}


#: A game on each card table, as the figures take it: the table's name, the deal, and the keys
#: that play the person's first moves (Verso's rows are empty before the first takes).
TABLES = {
    "DJ05135": (
        "DJ05135 table",
        {"game": "dj05135", "seats": [PERSON, _bot("greedy", "medium")], "seed": 5},
        "",
    ),
    "Verso": ("Verso table", {"game": "verso", "seats": [PERSON, _bot("random", "easy")], "seed": 3}, "tttt"),
    "Revorso": (
        "Revorso table",
        {"game": "revorso", "seats": [PERSON, _bot("greedy", "medium")], "seed": 5},
        "ddd",
    ),
}


def shown_cards(game: str, state: object) -> int:
    """How many cards the person's table shows for ``state`` (a game's state, as saved): every
    card of DJ05135 the seat sees a side of; Verso's rows, the top of the draw pile and the
    three top discards the table fans out; the cards of Revorso's sequence."""
    if game == "DJ05135":
        return len(state.view(0).visible())  # type: ignore[attr-defined]
    if game == "Verso":
        rows = sum(len(row) for seat in state.rows for row in seat)  # type: ignore[attr-defined]
        pile = int(state.top < state.n)  # type: ignore[attr-defined]
        return rows + pile + min(3, len(state.discard))  # type: ignore[attr-defined]
    view = state.view(0)  # type: ignore[attr-defined]
    return len(view.face_down) + len(view.revealed)
