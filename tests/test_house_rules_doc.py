"""``docs/HOUSE-RULES.md`` cannot rot: every test it names exists where its link points.

The document records, game by game, each decision taken where the original rules are
silent or ambiguous, and links the tests that pin it. This test parses it and checks
that each game has a section, that each decision links at least one test, that every
linked test file exists and defines the test function named in the link, and that every
test of ``tests/test_house_rules.py`` (written for the document) is cited in it.
"""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "HOUSE-RULES.md"
GAMES = ("Recto Verso", "Verso", "Revorso", "DJ05135")
NOT_GAMES = ("Known gaps",)

#: A link to a test: the function name in backticks, pointing at a test file.
TEST_LINK = re.compile(r"\[`(?P<name>[A-Za-z_][A-Za-z0-9_]*)`\]\((?P<path>\.\./tests/[^)#\s]+)\)")
#: Any link into the tests folder, to catch one that does not follow the pattern above.
ANY_TEST_LINK = re.compile(r"\]\((?P<path>\.\./tests/[^)]*)\)")


def sections(text: str, level: int) -> dict[str, str]:
    """Heading -> body, for headings of exactly ``level`` hashes."""
    marker = "#" * level + " "
    found: dict[str, str] = {}
    title: str | None = None
    body: list[str] = []
    for line in text.splitlines():
        hashes = len(line) - len(line.lstrip("#"))
        if 0 < hashes <= level and line[hashes : hashes + 1] == " ":
            if title is not None:
                found[title] = "\n".join(body)
            title = line[len(marker) :].strip() if line.startswith(marker) else None
            body = []
        elif title is not None:
            body.append(line)
    if title is not None:
        found[title] = "\n".join(body)
    return found


@cache
def doc_text() -> str:
    return DOC.read_text(encoding="utf-8")


@cache
def defined_tests(path: Path) -> frozenset[str]:
    """Names of the module-level test functions (and test methods) defined in ``path``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return frozenset(
        node.name
        for node in ast.walk(tree)
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name.startswith("test_")
    )


def links() -> list[tuple[str, str]]:
    return [(m["name"], m["path"]) for m in TEST_LINK.finditer(doc_text())]


def test_the_document_exists_with_an_introduction() -> None:
    text = doc_text()
    assert text.startswith("# House rules\n")
    intro = text.split("\n## ", 1)[0]
    assert len(intro.split()) > 40, "a short introduction comes before the first game"


def test_every_game_has_a_section_with_decisions() -> None:
    games = sections(doc_text(), 2)
    for game in GAMES:
        assert game in games, f"no section for {game}"
        decisions = sections(games[game], 3)
        assert len(decisions) >= 5, f"{game} records only {len(decisions)} decisions"
    assert set(games) <= {*GAMES, *NOT_GAMES}, f"unexpected sections: {set(games) - {*GAMES, *NOT_GAMES}}"


@pytest.mark.parametrize("game", GAMES)
def test_every_decision_says_what_the_rules_say_what_the_app_does_and_links_a_test(game: str) -> None:
    for title, body in sections(sections(doc_text(), 2)[game], 3).items():
        for field in ("**Original rules:**", "**App:**", "**Option:**", "**Pinned by:**"):
            assert field in body, f"{game} / {title}: no {field}"
        pinned = body.split("**Pinned by:**", 1)[1]
        assert TEST_LINK.search(pinned), f"{game} / {title}: no link to a test"


def test_every_link_into_the_tests_names_a_test_function() -> None:
    loose = [m["path"] for m in ANY_TEST_LINK.finditer(doc_text())]
    assert len(loose) == len(links()), "a link into tests/ must read [`test_name`](../tests/file.py)"
    assert links(), "the document links no test"


def broken_links(found: list[tuple[str, str]]) -> list[str]:
    """What is wrong with each link of ``found``, one line per broken link."""
    broken = []
    for name, path in sorted(set(found)):
        target = (DOC.parent / path).resolve()
        if not target.is_relative_to(ROOT / "tests"):
            broken.append(f"{path} is outside tests/")
        elif not target.is_file():
            broken.append(f"{path} does not exist")
        elif name not in defined_tests(target):
            broken.append(f"{path} defines no {name}")
    return broken


def test_every_linked_test_exists() -> None:
    broken = broken_links(links())
    assert not broken, f"{len(broken)} of {len(set(links()))} links are broken:\n" + "\n".join(broken)


def test_every_house_rules_test_is_cited() -> None:
    cited = {name for name, path in links() if path.endswith("/test_house_rules.py")}
    defined = defined_tests(ROOT / "tests" / "test_house_rules.py")
    assert defined - cited == set(), "tests written for the document but not linked from it"


def test_the_checks_catch_a_missing_test() -> None:
    """The parsing above really finds a broken link (guards against a regex that matches nothing)."""
    sample = "[`test_no_such_thing`](../tests/test_house_rules.py)"
    match = TEST_LINK.search(sample)
    assert match is not None and match["name"] == "test_no_such_thing"
    assert match["name"] not in defined_tests(ROOT / "tests" / "test_house_rules.py")
    assert broken_links(
        [
            ("test_no_such_thing", "../tests/test_house_rules.py"),
            ("test_x", "../tests/no_such_file.py"),
            (
                sorted(defined_tests(ROOT / "tests" / "test_house_rules.py"))[0],
                "../tests/test_house_rules.py",
            ),
        ]
    ) == [
        "../tests/test_house_rules.py defines no test_no_such_thing",
        "../tests/no_such_file.py does not exist",
    ]
    assert sections("## A\ntext\n### B\nmore\n## C\nend\n", 2) == {"A": "text\n### B\nmore", "C": "end"}
