"""The main window: a stack of views created on first use, navigation, menus and the title."""

from __future__ import annotations

import logging

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow, QScrollArea, QStackedWidget, QToolBar

from app import APP_NAME
from app.access.help import screen_reader_help
from app.access.status_news import speak_news_for_older_readers
from app.context import AppContext
from app.dialogs.about_dialog import AboutDialog
from app.dialogs.settings_dialog import SettingsDialog
from app.dialogs.shortcuts_dialog import ShortcutsDialog
from app.i18n import install_language
from app.settings import OLDER_SCREEN_READERS
from app.theme import apply_theme
from app.view_holder import ViewHolder
from app.views.base import BaseView
from app.views.registry import ViewSpec, load_views
from app.window_place import PREFERRED_SIZE, first_place, restored_place

__all__ = ["MainWindow"]

log = logging.getLogger(__name__)


class MainWindow(QMainWindow):
    """Views register in :mod:`app.views.registry`; this class never names one but home."""

    view_changed = Signal(str)

    def __init__(self, context: AppContext) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        self.context = context
        # The clocks of every view stop and go with this window; its service ends with it.
        context.clocks.setParent(self)
        self.specs: dict[str, ViewSpec] = {spec.id: spec for spec in load_views()}
        self.views: dict[str, BaseView] = {}
        self.holders: dict[str, QScrollArea] = {}
        self.current_id = ""
        self.shortcuts_overlay: ShortcutsDialog | None = None
        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self._build_actions()
        self.setMinimumSize(800, 560)
        self.place_on_screen()
        context.settings.changed.connect(self._on_setting)
        self.retranslate_ui()
        self.show_view("home")

    def place_on_screen(self) -> None:
        """The first window at most 90 % of the screen, centred; later the last place,
        clamped to the screen it is on now (see :mod:`app.window_place`)."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            self.resize(PREFERRED_SIZE)
            return
        available = screen.availableGeometry()
        minimum = self.minimumSize().boundedTo(available.size())
        self.setMinimumSize(minimum)
        saved = self.context.settings.window_rect
        place = (
            first_place(available, minimum) if saved is None else restored_place(saved, available, minimum)
        )
        self.setGeometry(place)
        if saved is not None and self.context.settings.window_maximized:
            self.setWindowState(self.windowState() | Qt.WindowState.WindowMaximized)

    # -- actions and menus -----------------------------------------------------------

    def _build_actions(self) -> None:
        self.home_action = QAction(self)
        self.home_action.setShortcuts([QKeySequence(Qt.Key.Key_Escape), QKeySequence("Alt+Home")])
        self.home_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.home_action.triggered.connect(lambda: self.show_view("home"))
        self.settings_action = QAction(self)
        self.settings_action.setShortcut(QKeySequence.StandardKey.Preferences)
        if self.settings_action.shortcut().isEmpty():  # no standard key on Linux and Windows
            self.settings_action.setShortcut(QKeySequence("Ctrl+,"))
        self.settings_action.triggered.connect(self.open_settings)
        self.fullscreen_action = QAction(self)
        self.fullscreen_action.setShortcut(QKeySequence(Qt.Key.Key_F11))
        self.fullscreen_action.setCheckable(True)
        self.fullscreen_action.toggled.connect(self._set_fullscreen)
        self.about_action = QAction(self)
        self.about_action.triggered.connect(self.open_about)
        self.help_action = QAction(self)
        self.help_action.setShortcut(QKeySequence(Qt.Key.Key_F1))
        self.help_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.help_action.triggered.connect(self.open_shortcuts)
        self.presenter_action = QAction(self)
        self.presenter_action.setObjectName("presenterAction")
        self.presenter_action.setCheckable(True)
        self.presenter_action.setChecked(self.context.settings.presenter_mode)
        self.presenter_action.setShortcut(QKeySequence("Ctrl+Shift+P"))
        self.presenter_action.toggled.connect(self._set_presenter)
        self.quit_action = QAction(self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)

        self.toolbar = QToolBar()
        self.toolbar.setObjectName("mainToolbar")
        self.toolbar.setMovable(False)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.toolbar.addAction(self.home_action)
        self.toolbar.addSeparator()
        self.toolbar.addAction(self.settings_action)
        self.toolbar.addAction(self.presenter_action)
        self.toolbar.addAction(self.fullscreen_action)
        self.toolbar.addAction(self.help_action)
        self.toolbar.addAction(self.about_action)
        self.addToolBar(self.toolbar)
        for action in (self.presenter_action, self.help_action):
            button = self.toolbar.widgetForAction(action)
            if button is not None:
                button.setObjectName(action.objectName() or "helpAction")

        self.app_menu = self.menuBar().addMenu("")
        self.app_menu.addAction(self.home_action)
        self.app_menu.addAction(self.settings_action)
        self.app_menu.addAction(self.presenter_action)
        self.app_menu.addAction(self.fullscreen_action)
        self.app_menu.addSeparator()
        self.app_menu.addAction(self.quit_action)
        self.view_menu = self.menuBar().addMenu("")
        self.view_actions: dict[str, QAction] = {}
        for spec in self.specs.values():
            if spec.id == "home":
                continue
            action = QAction(self)
            action.triggered.connect(lambda _=False, view_id=spec.id: self.show_view(view_id))
            self.view_menu.addAction(action)
            self.view_actions[spec.id] = action
        self.help_menu = self.menuBar().addMenu("")
        self.help_menu.addAction(self.help_action)
        self.help_menu.addAction(self.about_action)

    def retranslate_ui(self) -> None:
        self.home_action.setText(self.tr("← &Home"))
        self.home_action.setToolTip(self.tr("Back to the home screen (Esc)"))
        self.settings_action.setText(self.tr("&Settings…"))
        self.fullscreen_action.setText(self.tr("&Full screen"))
        self.about_action.setText(self.tr("&About"))
        self.help_action.setText(self.tr("Keys (F1)"))
        self.help_action.setToolTip(self.tr("The keyboard shortcuts of this screen (F1)"))
        self.presenter_action.setText(self.tr("&Presenter"))
        self.presenter_action.setToolTip(
            self.tr("Presenter mode for projectors: larger, high-contrast interface (Ctrl+Shift+P)")
        )
        self.quit_action.setText(self.tr("&Quit"))
        self.app_menu.setTitle(self.tr("&Studio"))
        self.view_menu.setTitle(self.tr("&Go to"))
        self.help_menu.setTitle(self.tr("&Help"))
        for view_id, action in self.view_actions.items():
            action.setText(self.specs[view_id].translated_title())
        self._update_title()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # -- navigation ------------------------------------------------------------------

    def view(self, view_id: str) -> BaseView:
        """The view with ``view_id``, created on first use."""
        if view_id not in self.views:
            spec = self.specs[view_id]
            view = spec.factory(self.context)
            view.setObjectName(view.objectName() or f"view-{view_id}")
            view.navigate.connect(self.show_view)
            view.learn.connect(self.learn_game)
            view.title_changed.connect(lambda _text: self._update_title())
            view.retranslate_ui()
            self.views[view_id] = view
            # A view never shrinks below its minimum size: on a small screen at a large UI
            # scale it scrolls instead of squeezing widgets into each other.
            holder = ViewHolder(view, view_id, self.stack)
            self.holders[view_id] = holder
            self.stack.addWidget(holder)
            # The fonts a view gave its widgets while it was built are dropped as it joins the
            # window's styled widgets (the style sheet resolves them again): it sets them once
            # more, as at a change of scale (a log or a scores table kept Qt's default size).
            view.on_settings_changed("ui/scale")
        return self.views[view_id]

    def show_view(self, view_id: str) -> bool:
        if view_id not in self.specs:
            log.warning("no view named %s", view_id)
            return False
        current = self.views.get(self.current_id)
        if current is not None and view_id != self.current_id and not current.can_leave():
            return False
        view = self.view(view_id)
        self.stack.setCurrentWidget(self.holders[view_id])
        self.current_id = view_id
        self.context.clocks.set_current_view(view)
        self.home_action.setEnabled(view_id != "home")
        view.on_shown()
        self._update_title()
        self.view_changed.emit(view_id)
        return True

    def learn_game(self, view_id: str) -> bool:
        """Show ``view_id`` and start its guided first game (the home tile's and the rules' entry)."""
        return self.show_view(view_id) and self.view(view_id).start_guide()

    def _update_title(self) -> None:
        if not self.current_id or self.current_id == "home":
            self.setWindowTitle(APP_NAME)
        else:
            self.setWindowTitle(f"{self.specs[self.current_id].translated_title()} — {APP_NAME}")

    # -- settings and dialogs --------------------------------------------------------

    def open_settings(self) -> None:
        SettingsDialog(self.context.settings, self).exec()

    def open_about(self) -> None:
        AboutDialog(self).exec()

    def window_shortcuts(self) -> list[tuple[str, str]]:
        """The keys that work in every view."""
        return [
            (self.tr("F1"), self.tr("Show this list of keys")),
            (self.tr("Esc"), self.tr("Back to the home screen (or close this list)")),
            (self.tr("Tab / Shift+Tab"), self.tr("Move the focus to the next / previous control")),
            (self.tr("Space / Enter"), self.tr("Press the focused button")),
            (self.tr("Ctrl+Shift+P"), self.tr("Presenter mode on or off")),
            (self.tr("F11"), self.tr("Full screen on or off")),
            (
                self.settings_action.shortcut().toString(QKeySequence.SequenceFormat.NativeText),
                self.tr("Settings"),
            ),
            (self.quit_action.shortcut().toString(QKeySequence.SequenceFormat.NativeText), self.tr("Quit")),
        ]

    def shortcut_dialog(self) -> ShortcutsDialog:
        """The F1 overlay for the current view (built fresh, so it is in the current language)."""
        view = self.views.get(self.current_id)
        title = self.specs[self.current_id].translated_title() if self.current_id else APP_NAME
        sections = []
        if view is not None:
            sections.append((self.tr("On this screen: %1").replace("%1", title), view.shortcuts()))
        sections.append((self.tr("Everywhere"), [(k, v) for k, v in self.window_shortcuts() if k]))
        sections.append((self.tr("With a screen reader"), screen_reader_help()))
        return ShortcutsDialog(self.tr("Keyboard shortcuts"), sections, self)

    def open_shortcuts(self) -> None:
        if self.shortcuts_overlay is not None and self.shortcuts_overlay.isVisible():
            self.shortcuts_overlay.close()
            return
        self.shortcuts_overlay = self.shortcut_dialog()
        if self.context.headless:
            self.shortcuts_overlay.show()  # tests and screenshots must not block
            self.shortcuts_overlay.activateWindow()
        else:
            self.shortcuts_overlay.exec()

    def _set_presenter(self, on: bool) -> None:
        self.context.settings.presenter_mode = on

    def _on_setting(self, key: str) -> None:
        settings = self.context.settings
        app = QApplication.instance()
        if key == "ui/language":
            install_language(settings.language)
        elif key == OLDER_SCREEN_READERS.key:
            speak_news_for_older_readers(settings.older_screen_readers)
        elif key in {"ui/scale", "ui/presenter"} and isinstance(app, QApplication):
            apply_theme(app, settings.effective_scale, settings.presenter_mode, settings.ui_scale)
        if key == "ui/presenter" and self.presenter_action.isChecked() != settings.presenter_mode:
            self.presenter_action.setChecked(settings.presenter_mode)

    def _set_fullscreen(self, on: bool) -> None:
        self.showFullScreen() if on else self.showNormal()

    def closeEvent(self, event: QCloseEvent) -> None:
        settings = self.context.settings
        settings.window_maximized = self.isMaximized()
        if not (self.isMaximized() or self.isFullScreen()):
            settings.window_rect = self.geometry()
        else:
            settings.window_rect = self.normalGeometry()
        self.context.settings.sync()
        super().closeEvent(event)
        # The app's other windows (the builder's partner window) close with it: the app quits
        # rather than run on behind a window without its menus.
        for window in QApplication.topLevelWidgets():
            if window is not self and window.isWindow() and window.isVisible():
                window.close()
