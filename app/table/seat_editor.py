"""The rows of seats of a new-game page: a label, a name field and a "who plays" drop-down.

Every table game asks the same question before a game: who sits at each seat, a person at
this computer or one of the computer players the game's manifest offers
(``engines.manifest.game_spec(game).bots``). :class:`SeatEditor` asks it once for all of
them and answers with play-layer :class:`~engines.table.seats.Seat` values; a game states
only what is its own: how many rows, how its labels and its drop-down entries read, and
the object names its tests look for.

A drop-down entry's data is :data:`PERSON`, a computer player's ``"kind:level"`` or, once
the page plays on phones (:meth:`SeatEditor.allow_phones`), :data:`PHONE` for a remote seat.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QGridLayout, QLabel, QLineEdit, QWidget

from app.i18n import translate_message
from engines.manifest import GameSpec, game_spec
from engines.table.seats import NAME_LIMIT, Seat, clean_name, default_name

__all__ = ["PERSON", "PHONE", "SeatEditor", "proposed_bot", "seat_choice"]

# The drop-down entry of a person at this computer; a computer player's is "kind:level".
PERSON = "person"
#: The drop-down entry of a seat played on a phone (a remote seat).
PHONE = "phone"


def proposed_bot(spec: GameSpec) -> str:
    """The computer player a seat is given until someone changes it: the strongest one of
    medium level (the manifest lists them weakest first), else the middle one."""
    medium = [bot for bot in spec.bots if bot[1] == "medium"]
    kind, level = medium[-1] if medium else spec.bots[len(spec.bots) // 2]
    return f"{kind}:{level}"


def seat_choice(seat: Seat) -> str:
    """The drop-down entry that stands for ``seat``."""
    if seat.is_remote:
        return PHONE
    return f"{seat.bot}:{seat.level}" if seat.is_bot else PERSON


class SeatEditor(QWidget):
    """``rows`` seats, of which the first :meth:`set_count` show.

    ``choice_text(kind, level)`` names an entry of the drop-down (``kind`` is
    :data:`PERSON` for a person); ``label_text(index)`` names a row. ``ids`` are the
    prefixes of the name fields' and drop-downs' object names (row index appended).
    """

    def __init__(
        self,
        game: str,
        rows: int,
        choice_text: Callable[[str, str], str],
        label_text: Callable[[int], str],
        ids: tuple[str, str] = ("", ""),
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.choice_text = choice_text
        self.label_text = label_text
        self.spec = game_spec(game)
        self.choices: tuple[tuple[str, str], ...] = ((PERSON, ""), *self.spec.bots)
        self.labels: list[QLabel] = []
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        self.phones_allowed = False
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setColumnStretch(1, 1)
        name_id, kind_id = ids
        for i in range(rows):
            label, name, kind = QLabel(), QLineEdit(), QComboBox()
            kind.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)  # any language's words
            name.setMaxLength(NAME_LIMIT)
            if name_id:
                name.setObjectName(f"{name_id}{i}")
            if kind_id:
                kind.setObjectName(f"{kind_id}{i}")
            for bot, level in self.choices:
                kind.addItem("", PERSON if bot == PERSON else f"{bot}:{level}")
            label.setBuddy(name)
            for column, widget in enumerate((label, name, kind)):
                grid.addWidget(widget, i, column)
            self.labels.append(label)
            self.names.append(name)
            self.kinds.append(kind)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        texts = [self.choice_text(bot, level) for bot, level in self.choices]
        for i, kind in enumerate(self.kinds):
            number = str(i + 1)
            self.labels[i].setText(self.label_text(i))
            for j, text in enumerate(texts):
                kind.setItemText(j, text)
            if self.phones_allowed:
                kind.setItemText(kind.count() - 1, self._phone_text())
            kind.setAccessibleName(
                QCoreApplication.translate("SetupDialog", "Who plays seat %1").replace("%1", number)
            )
            self.names[i].setPlaceholderText(translate_message(default_name(i)))
            self.names[i].setAccessibleName(
                QCoreApplication.translate("SetupDialog", "Name of seat %1").replace("%1", number)
            )

    @staticmethod
    def _phone_text() -> str:
        return QCoreApplication.translate("SetupDialog", "On a phone")

    def allow_phones(self, on: bool) -> None:
        """Offer "On a phone" in every row (or stop offering it: such rows become a person)."""
        if on == self.phones_allowed:
            return
        self.phones_allowed = on
        for kind in self.kinds:
            if on:
                kind.addItem(self._phone_text(), PHONE)
            else:
                index = kind.findData(PHONE)
                if kind.currentIndex() == index:
                    kind.setCurrentIndex(kind.findData(PERSON))
                kind.removeItem(index)

    def set_count(self, count: int) -> None:
        """Show the first ``count`` rows."""
        for i in range(len(self.names)):
            for widget in (self.labels[i], self.names[i], self.kinds[i]):
                widget.setVisible(i < count)

    def count(self) -> int:
        """How many rows there are (shown or not)."""
        return len(self.kinds)

    def choice(self, index: int) -> str:
        return str(self.kinds[index].currentData())

    def set_choice(self, index: int, choice: str) -> None:
        """Choose ``choice`` (:data:`PERSON` or "kind:level") in row ``index``; the first entry if absent."""
        self.kinds[index].setCurrentIndex(max(0, self.kinds[index].findData(choice)))

    def set_seat(self, index: int, seat: Seat) -> None:
        if seat.is_remote:
            self.allow_phones(True)
        self.names[index].setText(seat.name)
        choice = seat_choice(seat)
        if seat.is_bot and (seat.bot, seat.level) not in self.choices:
            # A computer player the page does not offer (a guided game's, which plays the
            # lesson's moves) stays a computer player: the offered one of its kind, else the
            # one a new seat is given.
            offered = [f"{kind}:{level}" for kind, level in self.choices if kind == seat.bot]
            choice = offered[-1] if offered else proposed_bot(self.spec)
        self.set_choice(index, choice)

    def name(self, index: int) -> str:
        """The name typed in row ``index``, cleaned; "Player N" (translated) when left empty."""
        text = self.names[index].text()
        return clean_name(text, index) if text.strip() else translate_message(default_name(index))

    def seat(self, index: int, choice: str | None = None) -> Seat:
        """Row ``index`` as a seat; ``choice`` overrides the drop-down (a solo game's one person)."""
        name = self.name(index)
        kind, _, level = (choice or self.choice(index)).partition(":")
        if kind == PHONE:
            return Seat.remote(name)
        return Seat.person(name) if kind == PERSON else Seat.computer(name, kind, level)

    def seats(self, count: int) -> tuple[Seat, ...]:
        return tuple(self.seat(i) for i in range(count))
