"""The shipped rules texts: every game in every language, same sections, own words."""

from __future__ import annotations

import re
import unicodedata
from functools import cache
from pathlib import Path

import pytest

from engines.manifest import game_ids
from engines.rules_text import (
    HOUSE_MARKERS,
    LANGUAGES,
    SECTION_IDS,
    RulesFormatError,
    load_rules,
    parse_rules,
    rules_path,
)
from resources import resource_path

# The publishers' sheets live in shared/ beside the repository (and beside a worktree's parent).
SEED_CANDIDATES = [
    Path(__file__).resolve().parents[2] / "shared" / "seeds",
    Path(__file__).resolve().parents[3] / "shared" / "seeds",
]
RUN = 8  # words in a row that must never be shared with a publisher's sheet

GAME_IDS = game_ids(shipped_only=True)
ALL_FILES = [(game, lang) for game in GAME_IDS for lang in LANGUAGES]

#: Short words that are common in one language and rare in the three others.
COMMON_WORDS = {
    "en": {"the", "and", "you", "of", "is", "your", "with", "when", "they", "their"},
    "fr": {"le", "la", "les", "et", "vous", "est", "des", "une", "du", "votre"},
    "it": {"il", "di", "che", "e", "gli", "della", "una", "sono", "non", "delle"},
    "pt": {"o", "os", "que", "do", "da", "uma", "não", "em", "no", "é"},
}
EXAMPLE_WORD = {"en": "example", "fr": "exemple", "it": "esempio", "pt": "exemplo"}

#: Options each game's house interpretations must offer as toggles.
EXPECTED_OPTIONS = {
    "recto_verso": {"ladder_check"},
    "verso": {"wrap", "square_rescore", "jokers_identical"},
    "revorso": set(),
    "dj05135": {"other_side_scoring", "turn_limit"},
}


def words(text: str) -> list[str]:
    folded = unicodedata.normalize("NFKC", text).casefold()
    return re.findall(r"\w+", folded)


def runs(text: str, n: int = RUN) -> set[tuple[str, ...]]:
    w = words(text)
    return {tuple(w[i : i + n]) for i in range(len(w) - n + 1)}


@cache
def seeds() -> dict[str, str]:
    for folder in SEED_CANDIDATES:
        if folder.is_dir():
            return {p.name: p.read_text(encoding="utf-8") for p in sorted(folder.glob("*.txt"))}
    return {}


@cache
def text_of(game: str, lang: str) -> str:
    return rules_path(game, lang).read_text(encoding="utf-8")


def _every_file(check, files=ALL_FILES) -> list[str]:
    """``check(game, lang)``'s problems for every rules text, each line naming its file."""
    return [f"{game}.{lang}: {problem}" for game, lang in files for problem in check(game, lang)]


def _sections_in_order(game: str, lang: str) -> list[str]:
    if not rules_path(game, lang).is_file():
        return ["no such file"]
    rules = parse_rules(text_of(game, lang))
    found = [] if rules.title else ["no title"]
    if [s.id for s in rules.sections] != list(SECTION_IDS):
        found.append(f"sections {[s.id for s in rules.sections]}")
    for section in rules.sections:
        if not section.title or "{" in section.title:
            found.append(f"{section.id} has the title {section.title!r}")
        if len(words(section.body)) < 15:
            found.append(f"{section.id} is nearly empty")
    return found


def test_file_exists_with_all_sections_in_order():
    found = _every_file(_sections_in_order)
    assert not found, "\n".join(found)


def _numbered_steps(game: str, lang: str) -> list[str]:
    rules = parse_rules(text_of(game, lang))
    return [
        f"{section_id} has no numbered steps"
        for section_id in ("setup", "turn")
        if not all(re.search(rf"^{n}\. ", rules.section(section_id).body, re.M) for n in (1, 2))
    ]


def test_setup_and_turn_are_numbered_steps():
    found = _every_file(_numbered_steps)
    assert not found, "\n".join(found)


def test_has_a_worked_example():
    found = _every_file(
        lambda game, lang: [] if EXAMPLE_WORD[lang] in words(text_of(game, lang)) else ["no example"]
    )
    assert not found, "\n".join(found)


def _house_interpretations(game: str, lang: str) -> list[str]:
    rules = parse_rules(text_of(game, lang))
    lines = text_of(game, lang).splitlines()
    found = [] if len(rules.house) >= 3 else [f"{len(rules.house)} house interpretations"]
    for h in rules.house:
        if h.section != "house" or len(words(h.text)) < 5:
            found.append(f"line {h.line}: {h.text!r} in {h.section}")
        if not lines[h.line - 1].startswith(f"> {HOUSE_MARKERS[lang]}"):
            found.append(f"line {h.line} does not start with {HOUSE_MARKERS[lang]!r}")
    if set(rules.options()) != EXPECTED_OPTIONS[game]:
        found.append(f"options {sorted(rules.options())}, not {sorted(EXPECTED_OPTIONS[game])}")
    return found


def test_house_interpretations():
    found = _every_file(_house_interpretations)
    assert not found, "\n".join(found)


TRANSLATED = [(game, lang) for game, lang in ALL_FILES if lang != "en"]


def _english_structure(game: str, lang: str) -> list[str]:
    english = parse_rules(text_of(game, "en"))
    other = parse_rules(text_of(game, lang))
    found = []
    if [h.option for h in other.house] != [h.option for h in english.house]:
        found.append("house options differ from the English text's")
    if text_of(game, lang) == text_of(game, "en"):
        found.append("is the English text")
    return found


def test_translations_match_english_structure():
    found = _every_file(_english_structure, TRANSLATED)
    assert not found, "\n".join(found)


def _own_language(game: str, lang: str) -> list[str]:
    w = words(text_of(game, lang))
    scores = {other: sum(word in COMMON_WORDS[other] for word in w) / len(w) for other in LANGUAGES}
    others = max(v for k, v in scores.items() if k != lang)
    if max(scores, key=scores.__getitem__) == lang and scores[lang] > 0.08 and scores[lang] > 2 * others:
        return []
    return [f"reads like {max(scores, key=scores.__getitem__)}: {scores}"]


def test_written_in_its_own_language():
    found = _every_file(_own_language)
    assert not found, "\n".join(found)


def _copied_from_english(game: str, lang: str) -> list[str]:
    def prose_runs(text: str) -> set[tuple[str, ...]]:
        w = [word for word in words(text) if len(word) > 1 and not word.isdigit()]
        return {tuple(w[i : i + 6]) for i in range(len(w) - 5)}

    shared = prose_runs(text_of(game, lang)) & prose_runs(text_of(game, "en"))
    return [f"shares with English: {' '.join(run)}" for run in sorted(shared)[:5]]


def test_not_a_copy_of_the_english_text():
    found = _every_file(_copied_from_english, TRANSLATED)
    assert not found, "\n".join(found)


def _shared_with_the_sheets(game: str, lang: str) -> list[str]:
    ours = runs(text_of(game, lang))
    return [
        f"shares with {name}: {[' '.join(s) for s in sorted(ours & runs(seed))[:5]]}"
        for name, seed in seeds().items()
        if ours & runs(seed)
    ]


def test_no_long_run_shared_with_the_publishers_sheets():
    if not seeds():
        pytest.skip("publishers' sheets not found beside the repository")
    found = _every_file(_shared_with_the_sheets)
    assert not found, "\n".join(found)


def test_the_checks_see_a_broken_text(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each check finds the fault it is for in a text made to have it."""
    real = text_of
    english = real("verso", "en")
    broken = {
        ("verso", "fr"): english,  # the English text where the French one should be
        ("verso", "it"): english.replace("1. ", "* "),
    }
    monkeypatch.setitem(globals(), "text_of", lambda game, lang: broken.get((game, lang)) or real(game, lang))
    assert _english_structure("verso", "fr") == ["is the English text"]
    assert _copied_from_english("verso", "fr")
    assert _own_language("verso", "fr") and not _own_language("verso", "en")
    assert _numbered_steps("verso", "it") == ["setup has no numbered steps", "turn has no numbered steps"]
    assert _own_language("verso", "it")


def test_readme_documents_the_format():
    readme = resource_path("rules", "README.md").read_text(encoding="utf-8")
    for section_id in SECTION_IDS:
        assert f"{{#{section_id}}}" in readme
    for marker in HOUSE_MARKERS.values():
        assert marker in readme
    assert "{option=" in readme


# -- the parser ------------------------------------------------------------------------

SAMPLE = """# Jeu

Intro text.

## But du jeu {#goal}

Gagner.

## Réglages {#house}

> Notre interprétation : la série ne boucle pas
> de 6 à 1. {option=wrap}

> Notre interprétation: sans option.

> Une citation ordinaire.
"""


def test_parser_reads_sections_and_house_lines():
    rules = parse_rules(SAMPLE)
    assert rules.title == "Jeu"
    assert rules.intro == "Intro text."
    assert rules.toc() == [("goal", "But du jeu"), ("house", "Réglages")]
    assert rules.section("goal").body == "Gagner."
    first, second = rules.house
    assert first.section == "house" and first.option == "wrap"
    assert first.text == "la série ne boucle pas de 6 à 1."
    assert first.line == 11
    assert second.option is None and second.text == "sans option."
    assert "{option" not in rules.section("house").display_body
    assert rules.options() == ["wrap"]


def test_parser_search_ignores_case_and_accents():
    rules = parse_rules(SAMPLE)
    assert rules.search("SERIE boucle") == ["house"]
    assert rules.search("gagner") == ["goal"]
    assert rules.search("") == []


def test_parser_refuses_headings_without_id_and_duplicates():
    with pytest.raises(RulesFormatError, match="without an id"):
        parse_rules("## Goal\n")
    with pytest.raises(RulesFormatError, match="twice"):
        parse_rules("## A {#goal}\n## B {#goal}\n")
    with pytest.raises(RulesFormatError, match="one"):
        parse_rules("## A {#house}\n> House interpretation: x {option=a} {option=b}\n")


def test_load_rules_falls_back_to_english():
    assert load_rules("verso", "de").toc() == load_rules("verso", "en").toc()
    with pytest.raises(ValueError):
        rules_path("chess", "en")


def test_overlap_check_would_catch_a_copied_sentence():
    if not seeds():
        pytest.skip("publishers' sheets not found beside the repository")
    seed = next(iter(seeds().values()))
    copied = "Our own intro. " + " ".join(words(seed)[20:30]) + " and more of our own words."
    assert runs(copied) & runs(seed)
    # Case and punctuation do not hide a copy.
    assert runs(copied.upper().replace(" ", ", ")) & runs(seed)


def test_recto_verso_time_grid_in_every_language_matches_the_engine() -> None:
    """The grid printed in the rules is the engine's default grid, then 0 past the last limit."""
    from engines.recto_verso.rules_data import DEFAULT_SCORING_GRID
    from engines.rules_text import rules_path

    expected = [points for _seconds, points in DEFAULT_SCORING_GRID] + [0]
    for lang in ("en", "fr", "it", "pt"):
        text = rules_path("recto_verso", lang).read_text(encoding="utf-8")
        lines = text.splitlines()
        start = next(i for i, line in enumerate(lines) if line.startswith("|---")) + 1
        end = next(i for i in range(start, len(lines)) if not lines[i].startswith("|"))
        found = [int(row.strip("|").split("|")[-1]) for row in lines[start:end]]
        assert found == expected, lang
        limits = [f"{s // 60}:{s % 60:02d}" for s, _ in DEFAULT_SCORING_GRID]
        for limit in limits:
            assert limit in text, (lang, limit)


def test_option_tags_name_real_game_options() -> None:
    """Every ``{option=NAME}`` in a rules text is an option of its game, so the app can toggle it."""
    from engines import GAMES
    from engines.rules_text import load_rules

    for game in GAME_IDS:  # a game plugged in by another test has no rules text
        cls = GAMES[game]
        for lang in ("en", "fr", "it", "pt"):
            for option in load_rules(game, lang).options():
                assert option in cls.default_options, (game, lang, option)


#: Sentences the Recto Verso texts must carry in every language, as the engine plays: the red
#: piece always shows, the ladder retries without limit and can be stopped.
RECTO_VERSO_PROMISES = {
    "en": [
        "always shows on at least one facade of the card",
        "a card you make yourself may hide it",
        "retry as often as you like",
        "Stop the climb",
    ],
    "fr": [
        "apparaît toujours sur au",
        "une carte que vous créez vous-même peut la cacher",
        "recommencez autant de fois que vous voulez",
        "Arrêter l'ascension",
    ],
    "it": [
        "si vede sempre su almeno un lato",
        "una carta fatta da voi può nasconderlo",
        "riprovate quante volte volete",
        "Ferma la scalata",
    ],
    "pt": [
        "vê-se sempre em pelo menos um lado da carta",
        "uma carta feita por vocês pode escondê-la",
        "repitam as vezes que quiserem",
        "Parar a subida",
    ],
}
#: What the texts must no longer say: the board is not the box lid, the red piece is not hidden.
RECTO_VERSO_RETRACTED = {
    "en": ["lid", "tucked away", "master builders"],
    "fr": ["couvercle", "cachée au cœur", "maîtres bâtisseurs"],
    "it": ["coperchio", "nascosto nel mezzo", "maestri costruttori"],
    "pt": ["tampa", "escondida no meio", "mestres construtores"],
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_recto_verso_text_says_what_the_engine_plays(lang: str) -> None:
    from engines.catalogue import translate
    from engines.recto_verso.rules_data import LADDER_TITLE

    text = " ".join(text_of("recto_verso", lang).split())  # lines joined, as a reader sees them
    folded = text.casefold()
    for promise in RECTO_VERSO_PROMISES[lang]:
        assert promise.casefold() in folded, (lang, promise)
    for old in RECTO_VERSO_RETRACTED[lang]:
        assert not re.search(rf"\b{re.escape(old.casefold())}\b", folded), (lang, old)
    # The ladder's top title and the button that ends the climb, as the app shows them.
    title = LADDER_TITLE if lang == "en" else translate(lang, "RectoVersoView", LADDER_TITLE)
    assert title.casefold() in folded, (lang, title)
    button = "Stop the climb" if lang == "en" else translate(lang, "RectoVersoView", "Stop the climb")
    assert button in text, (lang, button)
