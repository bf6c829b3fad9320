"""Read the shipped rules texts (``resources/rules/<game>.<lang>.md``) into sections.

The rules browser builds its table of contents and its toggles from this, and the tests
use it to check that every file has every section. The format is documented in
``resources/rules/README.md``: level-2 headings carry a language-independent id
(``## But du jeu {#goal}``), and a house interpretation is a block quote that starts with
the language's marker (``> House interpretation: ...``), optionally tagged
``{option=NAME}`` when the decision is a game option that can be switched.

Pure Python: no Qt, no I/O beyond reading the file.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from resources import resource_path

__all__ = [
    "HOUSE_MARKERS",
    "LANGUAGES",
    "SECTION_IDS",
    "HouseInterpretation",
    "RulesFormatError",
    "RulesText",
    "Section",
    "load_rules",
    "parse_rules",
    "rules_path",
    "strip_tags",
]

LANGUAGES: tuple[str, ...] = ("en", "fr", "it", "pt")

#: The level-2 sections every rules file has, in this order.
SECTION_IDS: tuple[str, ...] = ("goal", "components", "setup", "turn", "scoring", "end", "variants", "house")

#: How each language opens a house-interpretation block quote (followed by a colon).
HOUSE_MARKERS: dict[str, str] = {
    "en": "House interpretation",
    "fr": "Notre interprétation",
    "it": "La nostra interpretazione",
    "pt": "A nossa interpretação",
}

_TITLE_RE = re.compile(r"^#\s+(?P<title>.+?)\s*$")
_SECTION_RE = re.compile(r"^##\s+(?P<title>.+?)\s*\{#(?P<id>[a-z0-9][a-z0-9-]*)\}\s*$")
_BARE_SECTION_RE = re.compile(r"^##\s+\S")
_OPTION_RE = re.compile(r"\s*\{option=(?P<name>[a-z][a-z0-9_]*)\}")
_QUOTE_RE = re.compile(r"^>\s?(?P<text>.*)$")
_MARKER_RE = re.compile(
    r"^(?P<marker>" + "|".join(re.escape(m) for m in HOUSE_MARKERS.values()) + r")\s*:\s*(?P<rest>.*)$"
)


class RulesFormatError(ValueError):
    """A rules file that does not follow the format of ``resources/rules/README.md``."""


@dataclass(frozen=True)
class HouseInterpretation:
    """One house interpretation (docs/HOUSE-RULES.md), as shown in the rules text."""

    section: str
    #: The text after the marker, without the ``{option=...}`` tag.
    text: str
    #: The game option that switches this decision, if it is one.
    option: str | None
    #: 1-based line of the file where the block quote starts.
    line: int


@dataclass(frozen=True)
class Section:
    id: str
    title: str
    #: Markdown between this heading and the next level-2 heading, tags included.
    body: str
    line: int

    @property
    def display_body(self) -> str:
        """The body ready to show: ``{option=...}`` tags removed."""
        return strip_tags(self.body)


@dataclass(frozen=True)
class RulesText:
    title: str
    #: Markdown between the title and the first section.
    intro: str
    sections: tuple[Section, ...]
    house: tuple[HouseInterpretation, ...]

    def section(self, section_id: str) -> Section:
        for section in self.sections:
            if section.id == section_id:
                return section
        raise KeyError(section_id)

    def toc(self) -> list[tuple[str, str]]:
        """(id, title) of each section, in order: the table of contents."""
        return [(s.id, s.title) for s in self.sections]

    def options(self) -> list[str]:
        """Game options named by house interpretations, in order of appearance, once each."""
        return list(dict.fromkeys(h.option for h in self.house if h.option))

    def search(self, query: str) -> list[str]:
        """Ids of the sections whose title or text contain every word of ``query``.

        Case and accents are ignored, so "regles" finds "règles".
        """
        words = _fold(query).split()
        if not words:
            return []
        found = []
        for section in self.sections:
            haystack = _fold(section.title + "\n" + section.display_body)
            if all(word in haystack for word in words):
                found.append(section.id)
        return found


def strip_tags(text: str) -> str:
    return _OPTION_RE.sub("", text)


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def parse_rules(text: str) -> RulesText:
    """Split a rules file into title, intro and sections, and collect house interpretations."""
    lines = text.splitlines()
    title = ""
    intro: list[str] = []
    sections: list[Section] = []
    current: tuple[str, str, int] | None = None
    body: list[str] = []

    def close() -> None:
        if current is not None:
            section_id, section_title, line = current
            sections.append(Section(section_id, section_title, "\n".join(body).strip("\n"), line))

    for number, line in enumerate(lines, start=1):
        match = _SECTION_RE.match(line)
        if match:
            close()
            current = (match["id"], match["title"], number)
            body = []
            continue
        if _BARE_SECTION_RE.match(line):
            raise RulesFormatError(f"line {number}: level-2 heading without an id {{#...}}: {line!r}")
        if current is None:
            title_match = _TITLE_RE.match(line)
            if title_match and not title:
                title = title_match["title"]
            else:
                intro.append(line)
        else:
            body.append(line)
    close()

    seen: set[str] = set()
    for section in sections:
        if section.id in seen:
            raise RulesFormatError(f"line {section.line}: section id {section.id!r} used twice")
        seen.add(section.id)

    return RulesText(
        title=title,
        intro="\n".join(intro).strip("\n"),
        sections=tuple(sections),
        house=tuple(_house_interpretations(lines, sections)),
    )


def _house_interpretations(lines: list[str], sections: list[Section]) -> list[HouseInterpretation]:
    found: list[HouseInterpretation] = []
    starts = [(s.line, s.id) for s in sections]
    index = 0
    while index < len(lines):
        quote = _QUOTE_RE.match(lines[index])
        if not quote:
            index += 1
            continue
        start = index
        block: list[str] = []
        while index < len(lines) and (match := _QUOTE_RE.match(lines[index])) and match["text"].strip():
            block.append(match["text"].strip())
            index += 1
        index = max(index, start + 1)
        if not block:
            continue
        marker = _MARKER_RE.match(block[0])
        if not marker:
            continue
        joined = " ".join([marker["rest"], *block[1:]]).strip()
        options = _OPTION_RE.findall(joined)
        if len(options) > 1:
            raise RulesFormatError(
                f"line {start + 1}: one {{option=...}} tag at most per house interpretation"
            )
        section_id = ""
        for line_number, sid in starts:
            if line_number <= start + 1:
                section_id = sid
        found.append(
            HouseInterpretation(
                section=section_id,
                text=strip_tags(joined).strip(),
                option=options[0] if options else None,
                line=start + 1,
            )
        )
    return found


def rules_path(game: str, lang: str) -> Path:
    from engines.manifest import game_ids

    if game not in game_ids():
        raise ValueError(f"unknown game {game!r}; known: {', '.join(game_ids())}")
    return resource_path("rules", f"{game}.{lang}.md")


def load_rules(game: str, lang: str, fallback: str = "en") -> RulesText:
    """The rules of ``game`` in ``lang``, or in ``fallback`` when that language is not shipped."""
    path = rules_path(game, lang)
    if not path.is_file():
        path = rules_path(game, fallback)
    return parse_rules(path.read_text(encoding="utf-8"))
