"""The shipped translation catalogues, read without Qt.

The app translates through Qt (``QTranslator`` over the compiled ``.qm`` files), but
printing runs where Qt may not be loaded (the command line, tests, a worker), and the
print layer must not import Qt. This module reads the same source catalogues,
``resources/i18n/rectoverso_<lang>.ts``, with ``xml.etree``: one set of translations
serves the screen and the paper.

It lives in ``engines/`` because it is the lowest layer: ``export/`` may import it, and
so may an engine that wants a sentence in a given language without the app
(:func:`translate_message` renders an ``engines.text.Message``).

Rules, as Qt applies them:

- English is the source language: ``en`` returns the source text;
- an unfinished, vanished or empty translation falls back to the English source;
- ``%n`` entries (``numerus="yes"``) hold one form per plural class of the language;
  the form is chosen by the language's rule and ``%n`` is replaced by the number.

Each language is read once and cached.
"""

from __future__ import annotations

import logging
import xml.etree.ElementTree as ET
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from resources import resource_path

__all__ = [
    "SOURCE_LANGUAGE",
    "Catalogue",
    "catalogue",
    "catalogue_path",
    "load_catalogue",
    "plural_form",
    "tr_noop",
    "translate",
    "translate_message",
]

log = logging.getLogger(__name__)

#: The language the source texts are written in.
SOURCE_LANGUAGE = "en"

_Key = tuple[str, str]


def tr_noop(context: str, source: str, comment: str = "") -> str:
    """Mark ``source`` for the catalogues under ``context``; returns it unchanged.

    ``python -m app.i18n_sources`` finds every call whose arguments are literal strings
    (outside the app, which Qt's lupdate reads itself) and lists them for lupdate, so
    ``lupdate -no-obsolete`` keeps their translations. Translate the result later with
    :func:`translate` and the same context. ``comment`` reaches the translators beside
    the text: say there what a one-letter or otherwise cryptic source stands for.
    """
    return source


def _french_rule(n: int) -> int:
    return 0 if n in (0, 1) else 1


def _english_rule(n: int) -> int:
    return 0 if n == 1 else 1


#: Plural rules of the languages we ship, as Qt's numerus rules for them: the index of
#: the form for ``n``. French puts 0 with 1; English, Italian and Portuguese do not.
_PLURAL_RULES: dict[str, Callable[[int], int]] = {
    "en": _english_rule,
    "fr": _french_rule,
    "it": _english_rule,
    "pt": _english_rule,
}


def plural_form(language: str, n: int) -> int:
    """Which numerus form of ``language`` serves the number ``n``."""
    rule = _PLURAL_RULES.get(language.split("_")[0], _english_rule)
    return rule(abs(n))


@dataclass(frozen=True)
class Catalogue:
    """The finished translations of one language, by ``(context, source)``."""

    language: str
    texts: Mapping[_Key, str] = field(default_factory=dict)
    plurals: Mapping[_Key, tuple[str, ...]] = field(default_factory=dict)

    def translate(self, context: str, source: str, n: int | None = None) -> str:
        """``source`` in this language, or ``source`` itself when nothing is finished."""
        key = (context, source)
        if n is None:
            return self.texts.get(key, source)
        forms = self.plurals.get(key)
        if forms:
            text = forms[min(plural_form(self.language, n), len(forms) - 1)]
        else:
            text = self.texts.get(key, source)
        return text.replace("%n", str(n))


def _finished(translation: ET.Element | None) -> bool:
    return translation is not None and translation.get("type") not in ("unfinished", "vanished", "obsolete")


def load_catalogue(path: Path, language: str) -> Catalogue:
    """The finished entries of the ``.ts`` file at ``path`` (empty when unreadable)."""
    texts: dict[_Key, str] = {}
    plurals: dict[_Key, tuple[str, ...]] = {}
    try:
        root = ET.parse(path).getroot()
    except (OSError, ET.ParseError) as exc:
        log.warning("cannot read translation catalogue %s: %s", path, exc)
        return Catalogue(language)
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source")
            translation = message.find("translation")
            if source is None or translation is None or not _finished(translation):
                continue
            key = (name, source)
            if message.get("numerus") == "yes":
                forms = tuple(f.text or "" for f in translation.iter("numerusform"))
                if forms and all(forms):
                    plurals[key] = forms
            elif translation.text:
                texts[key] = translation.text
    return Catalogue(language, texts, plurals)


def catalogue_path(language: str) -> Path:
    return resource_path("i18n", f"rectoverso_{language}.ts")


@cache
def catalogue(language: str) -> Catalogue:
    """The catalogue of ``language``, read once; unknown languages are empty.

    English is the source language: its catalogue holds only the plural forms.
    """
    path = catalogue_path(language)
    if not path.is_file():
        return Catalogue(language)
    return load_catalogue(path, language)


def translate(language: str, context: str, source: str, n: int | None = None) -> str:
    """``source`` (marked with :func:`tr_noop` under ``context``) in ``language``.

    With ``n``, a ``%n`` entry is looked up and its plural form chosen for ``n``.
    """
    return catalogue(language).translate(context, source, n)


def translate_message(language: str, text: str) -> str:
    """An engine sentence (``engines.text.Message``) in ``language``; other text as it is.

    Parameters that are messages are translated too. A translation whose placeholders
    do not fit the parameters falls back to English, as the app does.
    """
    from engines.text import Message

    if not isinstance(text, Message):
        return text
    template = translate(language, "engine", text.template)
    if not text.params:
        return template
    params: dict[str, Any] = {
        k: translate_message(language, v) if isinstance(v, str) else v for k, v in text.params.items()
    }
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        log.warning("translation of %r does not fit its parameters", text.template)
        return str(text)
