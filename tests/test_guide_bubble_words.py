"""Every sentence of every guide shows whole in its bubble: the words' height is worked out
for the width the bubble's border and margins leave them, so no last line is cut off
(docs/ARCHITECTURE.md, "Guided first games")."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QWidget

from app.guide.overlay import GuideBubble
from resources import resource_path


def _sentences(value: Any) -> Iterator[str]:
    if isinstance(value, dict):
        for key, item in value.items():
            if key == "say" and isinstance(item, str):
                yield item
            else:
                yield from _sentences(item)
    elif isinstance(value, list):
        for item in value:
            yield from _sentences(item)


GUIDES = sorted(resource_path("guides").glob("*.json"))


@pytest.mark.parametrize("path", GUIDES, ids=lambda p: p.stem)
def test_every_sentence_shows_whole_in_its_bubble(path, qtbot) -> None:  # type: ignore[no-untyped-def]
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(1366, 768)
    bubble = GuideBubble(host)
    host.show()
    sentences = list(_sentences(json.loads(path.read_text(encoding="utf-8"))))
    assert sentences
    cut = []
    for number, text in enumerate(sentences, 1):
        bubble.show_text(f"{number} / {len(sentences)}", text, "Next")
        QApplication.processEvents()
        needed = bubble.text.heightForWidth(bubble.words.viewport().width())
        if needed > bubble.words.viewport().height():
            cut.append(f"{number}: needs {needed} px, shows {bubble.words.viewport().height()}: {text}")
    assert not cut, "\n".join(cut)
