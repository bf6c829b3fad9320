"""The builder's keys, as data: one table drives both the key handling and the F1 list.

Each row is a key (with its modifiers), the builder action it triggers, where it works
and what it does in words. :class:`~app.recto_verso.input_router.InputRouter` looks keys
up here and :func:`key_help` writes the F1 list from the same rows, so the list can never
say something the keys do not do.

Where a key works:

* ``"builder"``: wherever the focus is inside the builder (the tray, a button, the board);
* ``"holding"``: anywhere in the builder while a piece is in the hand (Enter puts it down
  even when the focus is on the Hint button; Esc puts it back before it can leave);
* ``"board"``: only on the board, because elsewhere Tab, the arrows and Space keep their
  usual meaning (moving between buttons, pressing one).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QKeyCombination, Qt

__all__ = ["KEYS", "KeyBinding", "binding_for", "key_help"]

Mod = Qt.KeyboardModifier
K = Qt.Key


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name lupdate looks for
    return text


@dataclass(frozen=True)
class KeyBinding:
    key: Qt.Key
    modifiers: Qt.KeyboardModifier
    #: The builder action (a method name of the view's action table).
    action: str
    scope: str
    #: The key as the F1 list writes it, and what it does (both translated when shown).
    label: str
    description: str


def _row(
    key: Qt.Key,
    action: str,
    scope: str,
    label: str,
    description: str,
    mods: Qt.KeyboardModifier = Mod.NoModifier,
) -> KeyBinding:
    return KeyBinding(key, mods, action, scope, label, description)


_TURN = QT_TRANSLATE_NOOP("RectoVersoView", "Turn the held piece a quarter turn (Shift: the other way)")
_TIP = QT_TRANSLATE_NOOP("RectoVersoView", "Tip the held piece over onto its side (a lying bar stands up)")
_FLIP = QT_TRANSLATE_NOOP("RectoVersoView", "Flip the held piece upside down")
_PLACE = QT_TRANSLATE_NOOP("RectoVersoView", "Put the held piece down, or pick up the piece under the cursor")
_UNDO = QT_TRANSLATE_NOOP("RectoVersoView", "Undo / redo")

KEYS: tuple[KeyBinding, ...] = (
    _row(K.Key_Tab, "next_piece", "board", QT_TRANSLATE_NOOP("RectoVersoView", "Tab / Shift+Tab"),
         QT_TRANSLATE_NOOP("RectoVersoView", "Pick up the next / previous piece")),
    _row(K.Key_Backtab, "previous_piece", "board", "", "", Mod.ShiftModifier),
    _row(K.Key_Left, "cursor_left", "board", QT_TRANSLATE_NOOP("RectoVersoView", "Arrow keys"),
         QT_TRANSLATE_NOOP("RectoVersoView", "Move the cursor or the held piece on the board")),
    _row(K.Key_Right, "cursor_right", "board", "", ""),
    _row(K.Key_Up, "cursor_up", "board", "", ""),
    _row(K.Key_Down, "cursor_down", "board", "", ""),
    _row(K.Key_Return, "place", "holding", QT_TRANSLATE_NOOP("RectoVersoView", "Enter / Space"), _PLACE),
    _row(K.Key_Enter, "place", "holding", "", "", Mod.KeypadModifier),
    _row(K.Key_Space, "place", "holding", "", ""),
    _row(K.Key_Return, "pick_here", "board", "", ""),
    _row(K.Key_Enter, "pick_here", "board", "", "", Mod.KeypadModifier),
    _row(K.Key_Space, "pick_here", "board", "", ""),
    _row(K.Key_R, "turn_right", "builder", QT_TRANSLATE_NOOP("RectoVersoView", "R / Shift+R"), _TURN),
    _row(K.Key_R, "turn_left", "builder", "", "", Mod.ShiftModifier),
    _row(K.Key_T, "tip", "builder", QT_TRANSLATE_NOOP("RectoVersoView", "T"), _TIP),
    _row(K.Key_F, "flip", "builder", QT_TRANSLATE_NOOP("RectoVersoView", "F"), _FLIP),
    _row(K.Key_Q, "view_left", "builder", QT_TRANSLATE_NOOP("RectoVersoView", "Q / E"),
         QT_TRANSLATE_NOOP("RectoVersoView", "Turn the view of the building")),
    _row(K.Key_E, "view_right", "builder", "", ""),
    _row(K.Key_Delete, "remove_here", "board", QT_TRANSLATE_NOOP("RectoVersoView", "Delete"),
         QT_TRANSLATE_NOOP("RectoVersoView", "Take the piece under the cursor off the board")),
    _row(K.Key_Backspace, "remove_here", "board", "", ""),
    _row(K.Key_Escape, "put_back", "holding", QT_TRANSLATE_NOOP("RectoVersoView", "Esc"),
         QT_TRANSLATE_NOOP("RectoVersoView", "Put the held piece back (Esc again: home)")),
    _row(K.Key_Z, "undo", "builder", QT_TRANSLATE_NOOP("RectoVersoView", "Ctrl+Z / Ctrl+Y"), _UNDO,
         Mod.ControlModifier),
    _row(K.Key_Y, "redo", "builder", "", "", Mod.ControlModifier),
    _row(K.Key_Z, "redo", "builder", "", "", Mod.ControlModifier | Mod.ShiftModifier),
    _row(K.Key_F6, "leave_board", "board", QT_TRANSLATE_NOOP("RectoVersoView", "F6"),
         QT_TRANSLATE_NOOP("RectoVersoView", "Leave the board for the buttons")),
)  # fmt: skip

_IGNORED = Mod.KeypadModifier


def binding_for(key: int, modifiers: Qt.KeyboardModifier, on_board: bool, holding: bool) -> KeyBinding | None:
    """The row a key press triggers here, or None (the key keeps its usual meaning)."""
    wanted = QKeyCombination(modifiers & ~_IGNORED, Qt.Key(key)) if key else None
    for row in KEYS:
        if wanted is None or QKeyCombination(row.modifiers & ~_IGNORED, row.key) != wanted:
            continue
        if (
            row.scope == "builder"
            or (row.scope == "holding" and holding)
            or (row.scope == "board" and on_board)
        ):
            return row
    return None


def key_help() -> list[tuple[str, str]]:
    """(keys, what they do), translated, for the F1 list: the labelled rows of :data:`KEYS`."""
    return [
        (
            QCoreApplication.translate("RectoVersoView", row.label),
            QCoreApplication.translate("RectoVersoView", row.description),
        )
        for row in KEYS
        if row.label
    ]
