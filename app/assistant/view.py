"""The "Rules & setup" view: a list of pages on the left, the chosen page on the right."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QListWidget, QListWidgetItem, QStackedWidget, QWidget

from app.assistant.demo import show_demo
from app.assistant.ladder import LadderPage
from app.assistant.partners import PartnersPage
from app.assistant.rules_page import RulesPage
from app.assistant.scores import ScoresPage
from app.assistant.setup_page import SetupChecklistPage
from app.assistant.stopwatch import StopwatchPage
from app.assistant.widgets import title_font
from app.context import AppContext
from app.theme import px
from app.views.base import BaseView
from engines.table.clock import TimeSource

__all__ = ["PAGES", "AssistantView"]

#: Page ids in the order of the side list; also the screenshot modes (rules is mode None).
PAGES: tuple[str, ...] = ("rules", "setup", "stopwatch", "ladder", "partners", "scores")


class AssistantView(BaseView):
    def __init__(self, context: AppContext) -> None:
        super().__init__(context)
        self.setObjectName("rules")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(px(20), px(14), px(20), px(14))
        layout.setSpacing(px(16))
        self.nav = QListWidget()
        self.nav.setObjectName("assistantNav")
        self.nav.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        for page_id in PAGES:
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, page_id)
            self.nav.addItem(item)
        layout.addWidget(self.nav)
        self.stack = QStackedWidget()
        layout.addWidget(self.stack, 1)
        self.rules = RulesPage(context.settings.language)
        self.rules.learn.connect(self.learn)
        self.setup = SetupChecklistPage()
        self.stopwatch = StopwatchPage(context.settings, context.headless)
        self.ladder = LadderPage(context.headless)
        # Both timers stop while a dialog, the help overlay or another screen hides them.
        for tool in (self.stopwatch.tool, self.ladder.tool):
            context.clocks.register(tool.watch, tool, tool.refresh)
        self.partners = PartnersPage()
        self.scores = ScoresPage(context.data_dir)
        self.pages: dict[str, QWidget] = {
            "rules": self.rules,
            "setup": self.setup,
            "stopwatch": self.stopwatch,
            "ladder": self.ladder,
            "partners": self.partners,
            "scores": self.scores,
        }
        for page_id in PAGES:
            self.stack.addWidget(self.pages[page_id])
        self.nav.currentRowChanged.connect(self.stack.setCurrentIndex)
        self.nav.setCurrentRow(0)
        self.apply_fonts()
        self.retranslate_ui()

    # -- pages -----------------------------------------------------------------------

    def show_page(self, page_id: str) -> None:
        self.nav.setCurrentRow(PAGES.index(page_id))

    def current_page(self) -> str:
        return PAGES[self.stack.currentIndex()]

    def set_clock(self, clock: TimeSource) -> None:
        """Use ``clock`` for the stopwatch and the ladder (tests pass a fake one)."""
        self.stopwatch.tool.clock = clock
        self.ladder.tool.clock = clock

    def set_mode(self, mode: str | None) -> None:
        show_demo(self, mode)

    # -- BaseView --------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        names = {
            "rules": self.tr("Rules"),
            "setup": self.tr("Setup checklist"),
            "stopwatch": self.tr("Stopwatch"),
            "ladder": self.tr("Co-op ladder"),
            "partners": self.tr("Partner draw"),
            "scores": self.tr("Score keeper"),
        }
        for row, page_id in enumerate(PAGES):
            self.nav.item(row).setText(names[page_id])
        self.nav.setAccessibleName(self.tr("Rules & setup pages"))
        self.rules.set_language(self.context.settings.language)
        self.rules.retranslate()
        self.setup.retranslate()
        self.stopwatch.retranslate()
        self.ladder.retranslate()
        self.partners.retranslate()
        self.scores.retranslate()

    def on_settings_changed(self, key: str) -> None:
        if key == "ui/language":
            self.rules.set_language(self.context.settings.language)
        elif key in {"ui/scale", "ui/presenter"}:
            self.apply_fonts()

    def shortcuts(self) -> list[tuple[str, str]]:
        return [
            (self.tr("Ctrl+F"), self.tr("Search the rules")),
            (self.tr("Ctrl++ / Ctrl+-"), self.tr("Larger / smaller rules text")),
            (self.tr("S"), self.tr("Stopwatch and ladder: start (or cancel)")),
            (
                self.tr("R / V"),
                self.tr("Stopwatch: the front partner calls Recto! / the back partner calls Verso!"),
            ),
            (self.tr("B / F"), self.tr("Ladder: the building is right / wrong")),
            (self.tr("N / P (or → / ←)"), self.tr("Partners: next / previous round")),
        ]

    def on_shown(self) -> None:
        if not any(w.hasFocus() for w in self.findChildren(QWidget)):
            self.nav.setFocus(Qt.FocusReason.OtherFocusReason)

    def _size_nav(self) -> None:
        room = self.width() * 0.2 if self.width() > 0 else px(190)
        self.nav.setFixedWidth(round(min(px(190), max(150, room))))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._size_nav()

    def apply_fonts(self) -> None:
        self.nav.setFont(title_font(17))
        self._size_nav()
        self.nav.setSpacing(px(3))
        self.rules.apply_fonts()
        self.setup.apply_fonts()
        self.stopwatch.apply_fonts()
        self.ladder.apply_fonts()
        self.partners.apply_fonts()
        self.scores.apply_fonts()
