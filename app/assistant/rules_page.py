"""The rules browser: a game, its table of contents, the text, and a search that jumps to sections."""

from __future__ import annotations

import re
import unicodedata

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QKeySequence,
    QShortcut,
    QTextBlock,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
    QTextFrameFormat,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from app.assistant.widgets import GameChooser, boxed_games
from app.fonts import SANS
from app.theme import MUTED, px
from engines.guide.script import has_guide
from engines.rules_text import HOUSE_MARKERS, RulesText, load_rules

__all__ = ["RulesPage", "fold_for_search", "rules_markdown"]

_OPTION_TAG = re.compile(r"\s*\{option=[a-z][a-z0-9_]*\}")
HOUSE_BACKGROUND = QColor("#fdf0d2")
HOUSE_LABEL = QColor("#8a3b00")
HOUSE_BORDER = QColor("#d9a441")
MATCH_BACKGROUND = QColor("#ffe066")
MIN_ZOOM, MAX_ZOOM = 0.8, 2.4


def fold_for_search(text: str) -> str:
    """Lower case without accents, one character for one, so positions stay those of ``text``."""
    out = []
    for ch in text:
        folded = "".join(
            c for c in unicodedata.normalize("NFKD", ch.casefold()) if not unicodedata.combining(c)
        )
        out.append(folded if len(folded) == 1 else ch.lower())
    return "".join(out)


def rules_markdown(rules: RulesText, option_note: str) -> str:
    """The whole text as Markdown for ``QTextDocument``: ids removed, option tags turned into a note."""
    parts = [f"# {rules.title}", rules.intro]
    for section in rules.sections:
        parts.append(f"## {section.title}")
        parts.append(_OPTION_TAG.sub(f" *({option_note})*", section.body))
    return "\n\n".join(part for part in parts if part)


class RulesPage(QWidget):
    """Rules of the chosen game in the app's language; Ctrl+F searches, Enter goes to the next match."""

    #: Emitted after a (re)load with the game and the language actually shown.
    loaded = Signal(str, str)
    # "Learn by playing": open the game shown on its guided first game.
    learn = Signal(str)

    def __init__(self, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.language = language
        self.game = boxed_games()[0]
        self.rules: RulesText | None = None
        self.zoom = 1.0
        self.section_blocks: dict[str, int] = {}
        self.matches: list[str] = []
        self.match_positions: list[tuple[int, int]] = []
        self._match_index = -1
        self._loaded_note = ""

        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(px(8))
        self.title = QLabel()
        self.title.setObjectName("viewTitle")
        outer.addWidget(self.title)
        self.chooser = GameChooser()
        self.chooser.game_changed.connect(self.show_game)
        outer.addWidget(self.chooser)

        bar = QHBoxLayout()
        self.search_label = QLabel()
        bar.addWidget(self.search_label)
        self.search = QLineEdit()
        self.search.setObjectName("rulesSearch")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.run_search)
        self.search.returnPressed.connect(self.next_match)
        self.search_label.setBuddy(self.search)
        bar.addWidget(self.search, 2)
        self.search_status = QLabel()
        self.search_status.setObjectName("subtitle")
        bar.addWidget(self.search_status, 2)
        self.smaller = QPushButton("A−")
        self.smaller.clicked.connect(lambda: self.set_zoom(self.zoom - 0.1))
        self.larger = QPushButton("A+")
        self.larger.clicked.connect(lambda: self.set_zoom(self.zoom + 0.1))
        bar.addWidget(self.smaller)
        bar.addWidget(self.larger)
        self.learn_button = QPushButton()
        self.learn_button.setObjectName("rulesLearn")
        self.learn_button.clicked.connect(lambda: self.learn.emit(self.game))
        bar.addWidget(self.learn_button)
        outer.addLayout(bar)

        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.toc = QListWidget()
        self.toc.setObjectName("rulesToc")
        self.toc.setWordWrap(True)
        self.toc.currentRowChanged.connect(self._toc_row_changed)
        self.toc.itemActivated.connect(lambda item: self.jump_to(item.data(Qt.ItemDataRole.UserRole)))
        self.browser = QTextBrowser()
        self.browser.setObjectName("rulesText")
        self.browser.setOpenLinks(False)
        self.browser.verticalScrollBar().valueChanged.connect(self._follow_scroll)
        self.splitter.addWidget(self.toc)
        self.splitter.addWidget(self.browser)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 4)
        outer.addWidget(self.splitter, 1)

        find = QShortcut(QKeySequence.StandardKey.Find, self)
        find.setContext(Qt.ShortcutContext.WindowShortcut)
        find.activated.connect(self._find)
        bigger = QShortcut(QKeySequence.StandardKey.ZoomIn, self)
        bigger.setContext(Qt.ShortcutContext.WindowShortcut)
        bigger.activated.connect(self.larger.click)
        smaller = QShortcut(QKeySequence.StandardKey.ZoomOut, self)
        smaller.setContext(Qt.ShortcutContext.WindowShortcut)
        smaller.activated.connect(self.smaller.click)
        self.retranslate()
        self.apply_fonts()
        self.load()

    # -- texts and fonts -------------------------------------------------------------

    def retranslate(self) -> None:
        self.title.setText(self.tr("Rules"))
        self.learn_button.setText(self.tr("▶ Learn by playing"))
        self.chooser.retranslate()
        self.search_label.setText(self.tr("&Search:"))
        self.search.setPlaceholderText(self.tr("a word, e.g. joker (Ctrl+F)"))
        self.smaller.setToolTip(self.tr("Smaller text (Ctrl+-)"))
        self.larger.setToolTip(self.tr("Larger text (Ctrl++)"))
        self.smaller.setAccessibleName(self.tr("Smaller text"))
        self.larger.setAccessibleName(self.tr("Larger text"))
        self.toc.setAccessibleName(self.tr("Contents"))
        self.browser.setAccessibleName(self.tr("Rules text"))
        if self.rules is not None and self._option_note() != self._loaded_note:
            self.load()

    def apply_fonts(self) -> None:
        self.chooser.apply_fonts()
        toc_font = QFont(SANS)
        toc_font.setPixelSize(px(16))
        self.toc.setFont(toc_font)
        self.toc.setMinimumWidth(px(170))
        self.toc.setMaximumWidth(px(300))
        self._apply_document_font()

    def _apply_document_font(self) -> None:
        font = QFont(SANS)
        font.setPixelSize(round(px(18) * self.zoom))
        self.browser.document().setDefaultFont(font)
        self._collect_blocks()
        self._highlight_words()

    def set_zoom(self, zoom: float) -> None:
        self.zoom = round(min(MAX_ZOOM, max(MIN_ZOOM, zoom)), 2)
        self.smaller.setEnabled(self.zoom > MIN_ZOOM)
        self.larger.setEnabled(self.zoom < MAX_ZOOM)
        self._apply_document_font()

    # -- loading ---------------------------------------------------------------------

    def set_language(self, language: str) -> None:
        if language != self.language:
            self.language = language
            self.load()

    def show_game(self, game: str) -> None:
        self.game = game
        self.chooser.set_game(game)
        self.load()

    def load(self) -> None:
        self.learn_button.setVisible(has_guide(self.game))
        self.rules = load_rules(self.game, self.language)
        note = self._loaded_note = self._option_note()
        document = QTextDocument(self.browser)
        font = QFont(SANS)
        font.setPixelSize(round(px(18) * self.zoom))
        document.setDefaultFont(font)
        document.setDocumentMargin(px(16))
        document.setMarkdown(rules_markdown(self.rules, note))
        self._style_document(document)
        self.browser.setDocument(document)
        self._collect_blocks()
        self.toc.blockSignals(True)
        self.toc.clear()
        for section_id, title in self.rules.toc():
            item = QListWidgetItem(title)
            item.setData(Qt.ItemDataRole.UserRole, section_id)
            self.toc.addItem(item)
        self.toc.setCurrentRow(0)
        self.toc.blockSignals(False)
        self.run_search(self.search.text(), jump=False)
        self.browser.verticalScrollBar().setValue(0)
        self.loaded.emit(self.game, self.language)

    def _option_note(self) -> str:
        return self.tr("a game option you can switch on when you start a game")

    def _style_document(self, document: QTextDocument) -> None:
        """Even spacing between paragraphs; house interpretations boxed so they stand out."""
        edit = QTextCursor(document)
        edit.beginEditBlock()
        markers = set(HOUSE_MARKERS.values())
        quotes: list[tuple[int, int, str]] = []
        block = document.begin()
        while block.isValid():
            fmt = block.blockFormat()
            spacing = QTextBlockFormat()
            if fmt.headingLevel() == 1:
                spacing.setBottomMargin(px(10))
            elif fmt.headingLevel():
                spacing.setTopMargin(px(22 if fmt.headingLevel() == 2 else 12))
                spacing.setBottomMargin(px(6))
            elif block.textList() is not None:
                following = block.next().textList()
                last = following is None or following.objectIndex() != block.textList().objectIndex()
                spacing.setBottomMargin(px(10) if last else px(3))
            else:
                spacing.setBottomMargin(px(10))
            QTextCursor(block).mergeBlockFormat(spacing)
            if fmt.intProperty(QTextFormat.Property.BlockQuoteLevel) > 0:
                marker = next((m for m in markers if block.text().startswith(m)), None)
                if marker is not None:
                    quotes.append((block.position(), block.length() - 1, marker))
            block = block.next()
        for position, length, marker in reversed(quotes):
            self._frame_house_quote(document, position, length, marker)
        edit.endEditBlock()

    def _frame_house_quote(self, document: QTextDocument, position: int, length: int, marker: str) -> None:
        """Put one house interpretation in a tinted, bordered box, its label in bold colour."""
        cursor = QTextCursor(document)
        cursor.setPosition(position)
        cursor.setPosition(position + length, QTextCursor.MoveMode.KeepAnchor)
        frame = QTextFrameFormat()
        frame.setBackground(HOUSE_BACKGROUND)
        frame.setBorder(px(2))
        frame.setBorderBrush(HOUSE_BORDER)
        frame.setBorderStyle(QTextFrameFormat.BorderStyle.BorderStyle_Solid)
        frame.setPadding(px(10))
        frame.setMargin(px(6))
        frame.setLeftMargin(px(12))
        inserted = cursor.insertFrame(frame)
        for around in (inserted.firstPosition() - 1, inserted.lastPosition() + 1):
            self._shrink_empty_block(document, around)
        inner = inserted.firstCursorPosition()
        quote = QTextBlockFormat()
        quote.setLeftMargin(0)
        quote.setRightMargin(0)
        quote.setTopMargin(0)
        quote.setBottomMargin(0)
        quote.setIndent(0)
        quote.setProperty(QTextFormat.Property.BlockQuoteLevel, 0)
        inner.mergeBlockFormat(quote)
        text = inner.block().text()
        end = len(marker) + (1 if text[len(marker) : len(marker) + 1] == ":" else 0)
        inner.movePosition(QTextCursor.MoveOperation.Right, QTextCursor.MoveMode.KeepAnchor, end)
        label = QTextCharFormat()
        label.setFontWeight(QFont.Weight.Bold)
        label.setForeground(HOUSE_LABEL)
        inner.mergeCharFormat(label)

    @staticmethod
    def _shrink_empty_block(document: QTextDocument, position: int) -> None:
        """The empty paragraphs a frame leaves around itself take no room."""
        if not 0 <= position < document.characterCount():
            return
        block = document.findBlock(position)
        if not block.isValid() or block.text():
            return
        cursor = QTextCursor(block)
        tight = QTextBlockFormat()
        tight.setTopMargin(0)
        tight.setBottomMargin(0)
        tight.setLineHeight(1, QTextBlockFormat.LineHeightTypes.FixedHeight.value)
        cursor.mergeBlockFormat(tight)

    def _collect_blocks(self) -> None:
        """Where each section's heading is in the document, in section order."""
        self.section_blocks = {}
        if self.rules is None:
            return
        ids = [s.id for s in self.rules.sections]
        block = self.browser.document().begin()
        while block.isValid() and len(self.section_blocks) < len(ids):
            if block.blockFormat().headingLevel() == 2:
                self.section_blocks[ids[len(self.section_blocks)]] = block.blockNumber()
            block = block.next()

    def _block(self, section_id: str) -> QTextBlock:
        return self.browser.document().findBlockByNumber(self.section_blocks[section_id])

    def section_top(self, section_id: str) -> int:
        layout = self.browser.document().documentLayout()
        return round(layout.blockBoundingRect(self._block(section_id)).top())

    # -- navigation ------------------------------------------------------------------

    def jump_to(self, section_id: str, position: int | None = None) -> None:
        """Scroll so the section's heading is at the top, or, for a match far down, the match."""
        if section_id not in self.section_blocks:
            return
        top = self.section_top(section_id)
        if position is not None:
            document = self.browser.document()
            block = document.findBlock(position)
            rect = document.documentLayout().blockBoundingRect(block)
            line = block.layout().lineForTextPosition(position - block.position())
            y = rect.top() + (line.y() if line.isValid() else 0)
            view_height = self.browser.viewport().height()
            if y - top > view_height * 0.6:
                top = round(y - view_height * 0.3)
        self.browser.verticalScrollBar().setValue(top)
        self._select_toc(section_id)

    def _select_toc(self, section_id: str) -> None:
        for row in range(self.toc.count()):
            if self.toc.item(row).data(Qt.ItemDataRole.UserRole) == section_id:
                self.toc.blockSignals(True)
                self.toc.setCurrentRow(row)
                self.toc.blockSignals(False)

    def _toc_row_changed(self, row: int) -> None:
        if row >= 0:
            self.jump_to(self.toc.item(row).data(Qt.ItemDataRole.UserRole))

    def current_section(self) -> str:
        item = self.toc.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item is not None else ""

    def _follow_scroll(self, value: int) -> None:
        """Keep the contents' selection on the section being read."""
        current = ""
        for section_id in self.section_blocks:
            if self.section_top(section_id) <= value + px(40):
                current = section_id
        if current:
            self._select_toc(current)

    # -- search ----------------------------------------------------------------------

    def run_search(self, query: str, jump: bool = True) -> None:
        self.matches = self.rules.search(query) if self.rules is not None else []
        words = fold_for_search(query).split()
        for row in range(self.toc.count()):
            item = self.toc.item(row)
            hit = item.data(Qt.ItemDataRole.UserRole) in self.matches
            font = item.font()
            font.setBold(hit)
            item.setFont(font)
            title = self.rules.toc()[row][1] if self.rules is not None else item.text()
            item.setText(f"▶ {title}" if hit else title)
            item.setForeground(MUTED if words and not hit else QColor("#1d2733"))
        self._find_positions(words)
        self._highlight_words()
        self._match_index = -1
        if not words:
            self.search_status.setText("")
        elif not self.matches:
            self.search_status.setText(self.tr("Not found in these rules"))
        else:
            count = len(self.matches)
            found = (
                self.tr("Found in 1 section — Enter: next")
                if count == 1
                else self.tr("Found in %1 sections — Enter: next").replace("%1", str(count))
            )
            self.search_status.setText(found)
        if jump and self.matches:
            self.next_match()

    def _find(self) -> None:
        """Ctrl+F: to the search box, its text selected for typing over."""
        self.search.setFocus()
        self.search.selectAll()

    def _find_positions(self, words: list[str]) -> None:
        """Every occurrence of a search word inside the matching sections, in reading order."""
        self.match_positions = []
        if not words or not self.matches:
            return
        document = self.browser.document()
        ids = list(self.section_blocks)
        for section_id in self.matches:
            first = self.section_blocks.get(section_id)
            if first is None:
                continue
            index = ids.index(section_id)
            last = self.section_blocks[ids[index + 1]] if index + 1 < len(ids) else document.blockCount()
            for number in range(first, last):
                block = document.findBlockByNumber(number)
                folded = fold_for_search(block.text())
                for word in words:
                    start = folded.find(word)
                    while start >= 0:
                        self.match_positions.append((block.position() + start, len(word)))
                        start = folded.find(word, start + len(word))
        self.match_positions.sort()

    def _highlight_words(self) -> None:
        selections = []
        for position, length in getattr(self, "match_positions", []):
            selection = QTextEdit.ExtraSelection()
            cursor = QTextCursor(self.browser.document())
            cursor.setPosition(position)
            cursor.setPosition(position + length, QTextCursor.MoveMode.KeepAnchor)
            selection.cursor = cursor
            selection.format.setBackground(MATCH_BACKGROUND)
            selections.append(selection)
        self.browser.setExtraSelections(selections)

    def next_match(self) -> None:
        """Go to the next occurrence of the search (round to the first after the last)."""
        if not self.match_positions:
            if self.matches:
                self.jump_to(self.matches[0])
            return
        self._match_index = (self._match_index + 1) % len(self.match_positions)
        position = self.match_positions[self._match_index][0]
        block_number = self.browser.document().findBlock(position).blockNumber()
        section = ""
        for section_id, first in self.section_blocks.items():
            if first <= block_number:
                section = section_id
        self.jump_to(section, position)

    def found_sections(self) -> list[str]:
        return list(self.matches)
