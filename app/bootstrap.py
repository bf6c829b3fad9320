"""Start the GUI in one place: logging, the excepthook, Qt, fonts, language, theme, window.

Model: novelWriter's ``main()``. ``--smoke`` and ``--screenshots`` run the same start-up
headless, so what they check is what users get.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import time
from pathlib import Path

__all__ = ["create_app", "start"]

log = logging.getLogger(__name__)

SCREENSHOT_SIZE = (1600, 1000)


def start(args: argparse.Namespace) -> int:
    headless = bool(args.smoke or args.screenshots)
    if headless:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    else:
        from app.platform_check import check_platform

        problem = check_platform()
        if problem:  # Qt would abort naming nothing; name the libraries and how to get them
            print(problem, file=sys.stderr)
            return 1
    started = time.perf_counter()
    from app.errors import ExceptionHandler

    handler = ExceptionHandler(interactive=not headless)
    handler.install()
    app, window = create_app(
        language=args.lang, headless=headless, debug=args.debug, private_settings=headless
    )
    log.info("started in %.0f ms", (time.perf_counter() - started) * 1000)
    if args.smoke:
        return _smoke(app, window, handler)
    if args.screenshots:
        return _screenshots(app, window, handler, Path(args.screenshots))
    window.show()
    from PySide6.QtCore import QTimer

    from app.resume import offer_resume

    QTimer.singleShot(0, lambda: offer_resume(window))
    return app.exec()


def create_app(
    language: str | None = None, headless: bool = False, debug: bool = False, private_settings: bool = False
):
    """The QApplication and the main window, ready to show (also used by tests).

    ``private_settings`` starts from default preferences in a throw-away file, so smoke
    runs and screenshots neither depend on nor change the user's own settings.
    """
    from PySide6.QtCore import QCoreApplication, QSettings
    from PySide6.QtGui import QGuiApplication, QIcon
    from PySide6.QtWidgets import QApplication

    from app import APP_NAME, ORG_NAME, __version__
    from app.access.item import install as install_accessibility
    from app.access.status_news import speak_news_for_older_readers
    from app.context import AppContext
    from app.folders import data_dir
    from app.fonts import register_fonts
    from app.i18n import install_language
    from app.logs import setup_logging
    from app.mainwindow import MainWindow
    from app.settings import Settings
    from app.theme import apply_theme
    from resources import resource_path

    QCoreApplication.setOrganizationName(ORG_NAME)
    QCoreApplication.setApplicationName(APP_NAME)
    QCoreApplication.setApplicationVersion(__version__)
    from app.screen_scale import set_scale_rounding

    set_scale_rounding()
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    QGuiApplication.setDesktopFileName("rectoverso-studio")
    app.setWindowIcon(QIcon(str(resource_path("icons", "rectoverso-studio.svg"))))
    log_path = setup_logging(debug)
    log.info("Recto Verso Studio %s, log at %s", __version__, log_path)
    register_fonts()
    if private_settings:
        import tempfile

        store = QSettings(
            str(Path(tempfile.mkdtemp(prefix="rectoverso-")) / "settings.ini"), QSettings.Format.IniFormat
        )
    else:
        store = QSettings()
    settings = Settings(store, language=language)
    install_language(settings.language)
    install_accessibility()  # before any widget is read (docs/ARCHITECTURE.md, "Playing without sight")
    speak_news_for_older_readers(settings.older_screen_readers)
    apply_theme(app, settings.effective_scale, settings.presenter_mode, settings.ui_scale)
    from app.table.clock_service import ClockService

    # The app's one clock service; the window adopts it, so it ends with the window.
    context = AppContext(settings=settings, data_dir=data_dir(), headless=headless, clocks=ClockService())
    window = MainWindow(context)
    from app.enter_key import EnterPressesButtons

    EnterPressesButtons.install(app)
    return app, window


def _smoke(app, window, handler) -> int:
    """Open every view, let it paint, quit; name the first view that fails."""
    window.show()
    app.processEvents()
    for view_id in window.specs:
        try:
            if not window.show_view(view_id):
                raise RuntimeError("the view refused to open")
            window.views[view_id].grab()
            app.processEvents()
        except Exception:
            log.exception("view %s failed", view_id)
            print(f"rectoverso --smoke: view {view_id!r} failed (see the log)", file=sys.stderr)
            return 1
        if handler.errors:
            print(f"rectoverso --smoke: view {view_id!r} raised an error (see the log)", file=sys.stderr)
            return 1
    window.show_view("home")
    app.processEvents()
    window.close()
    print(f"smoke: {len(window.specs)} views opened")
    return 0


def _screenshots(app, window, handler, folder: Path) -> int:
    """One PNG per view and mode at 1600×1000, named after the view (e.g. ``recto_verso-party.png``)."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        print(f"rectoverso --screenshots: cannot create {folder}: {exc.strerror}", file=sys.stderr)
        return 2
    window.resize(*SCREENSHOT_SIZE)
    window.show()
    app.processEvents()
    from engines.file_names import portable_name

    written = []
    for view_id, spec in window.specs.items():
        for mode in spec.modes:
            window.show_view(view_id)
            window.views[view_id].set_mode(mode)
            for _ in range(10):  # layouts settle over a few rounds (a holder re-reads its view's size)
                app.processEvents()
            name = view_id if mode is None else f"{view_id}-{mode}"
            path = folder / portable_name(f"{name}.png")
            if not window.grab().save(str(path)):
                print(f"rectoverso --screenshots: cannot write {path}", file=sys.stderr)
                return 2
            written.append(path.name)
    window.close()
    print(f"screenshots: {len(written)} written to {folder}: {', '.join(written)}")
    return 1 if handler.errors else 0
