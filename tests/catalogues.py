"""The app's translation catalogues as the tests read them (resources/i18n/*.ts)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

CATALOGUES = Path(__file__).resolve().parents[1] / "resources" / "i18n"


def translations(lang: str) -> Iterator[tuple[str, str]]:
    """Every translated text of ``lang`` with its English source: each plural form of a count,
    or the one translation."""
    root = ET.parse(CATALOGUES / f"rectoverso_{lang}.ts").getroot()
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        forms = [form.text or "" for form in translation.iter("numerusform")] or [translation.text or ""]
        for form in forms:
            yield source, form
