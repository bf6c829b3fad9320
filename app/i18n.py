"""Installing the translation for the chosen language, at start and live.

Compiled catalogues are ``resources/i18n/rectoverso_<lang>.qm``; English, the source
language, has one too holding only the plural forms of ``%n`` sentences. Qt's own strings
(standard buttons) come from Qt's ``qtbase_<lang>.qm``, or a regional one, when present. Installing a
translator makes Qt send ``LanguageChange`` to every widget, and each view retranslates.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Hashable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from resources import resource_path

__all__ = [
    "LANGUAGE_NAMES",
    "KeptWords",
    "current_language",
    "install_language",
    "translate_message",
    "words_changed",
    "words_generation",
]

log = logging.getLogger(__name__)

#: Each language in its own name, for the settings menu.
LANGUAGE_NAMES = {"en": "English", "fr": "Français", "it": "Italiano", "pt": "Português"}

_installed: list[QTranslator] = []
_current = ["en"]
#: How many times the catalogues changed (see :func:`words_generation`).
_generation = [0]


def current_language() -> str:
    """The language last installed ("en" before any): what the Qt-free drawings are told to speak.

    The card art and the piece marks translate through :mod:`engines.catalogue`, not Qt, so
    the screen passes them this language and they print the same words as the paper.
    """
    return _current[0]


def words_generation() -> int:
    """A number that changes whenever the words may have: a language installed, or any change of
    the catalogues a view was told of (Qt's ``LanguageChange``).

    What is translated once and kept (a log line, a card's spoken name) is kept with this
    number, and written again when it differs: a language switch retranslates everything.
    """
    return _generation[0]


def words_changed() -> None:
    """The catalogues changed: every translation kept is out of date (see :func:`words_generation`)."""
    _generation[0] += 1


class KeptWords:
    """Words one table asks for again and again (a card's name, a row's title), each asked of the
    catalogues once until the words change (:func:`words_generation`).

    A table names the same few dozen cards at every move; asking the catalogues again for each
    one was most of what its accessible model cost. The words are kept by the table, not by the
    process: a table gone takes its words with it.
    """

    def __init__(self) -> None:
        self._kept: dict[tuple[Hashable, ...], str] = {}
        self._generation = _generation[0]

    def __call__(self, write: Callable[..., str], *args: Hashable) -> str:
        """``write(*args)``, from what was kept if it was asked before in the same words
        (``write`` depends on its hashable arguments and the catalogues alone)."""
        if self._generation != _generation[0]:
            self._kept.clear()
            self._generation = _generation[0]
        key = (write, *args)
        text = self._kept.get(key)
        if text is None:
            text = self._kept[key] = write(*args)
        return text


def install_language(language: str) -> bool:
    """Switch the app's language; returns False when no catalogue exists (English is used)."""
    app = QCoreApplication.instance()
    if app is None:
        return False
    words_changed()
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    QLocale.setDefault(QLocale(language))
    _current[0] = language
    found = False
    ours = QTranslator(app)
    if ours.load(str(resource_path("i18n", f"rectoverso_{language}.qm"))):
        app.installTranslator(ours)
        _installed.append(ours)
        found = True
    else:
        log.info("no translation catalogue for %s", language)
    if language == "en":  # the English catalogue holds only plural forms ("1 move", "2 moves")
        return True
    qt = QTranslator(app)
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if any(qt.load(name, folder) for name in _qt_catalogues(language, Path(folder))):
        app.installTranslator(qt)
        _installed.append(qt)
    return found


def _qt_catalogues(language: str, folder: Path) -> list[str]:
    """Qt's own catalogues for ``language``, the plain one first, then its regional ones.

    Qt ships Portuguese only as ``qtbase_pt_BR``: without it a Portuguese table's message boxes
    said "Cancel". The standard buttons the app uses (OK, Cancel, Close, Yes) read the same in
    Portugal and in Brazil.
    """
    regional = sorted(path.stem for path in folder.glob(f"qtbase_{language}_*.qm"))
    return [f"qtbase_{language}", *regional]


def translate_message(text: str) -> str:
    """An engine sentence in the app's language (``engines.text.Message``); other text as it is.

    A translation whose placeholders do not match the English template falls back to
    English rather than failing in front of the player.
    """
    from engines.text import Message

    if not isinstance(text, Message):
        return text
    template = QCoreApplication.translate("engine", text.template)
    if not text.params:
        return template
    params = {k: translate_message(v) if isinstance(v, str) else v for k, v in text.params.items()}
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        log.warning("translation of %r does not fit its parameters", text.template)
        return str(text)
