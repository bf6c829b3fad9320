"""One word for each thing of the games in every language: the catalogue (interface, phone pages,
engine sentences, printed sheets and aids), the rules and the guided games call a card, a pile, a
zone, an action, a mode or a seat the same way. English, the source language, is read from the
catalogues' sources and the English catalogue's plural forms.

Each language has a table of the variants that were once used beside the chosen word. A variant is
a small regular expression matched case-insensitively at word boundaries (never inside another
word, never inside a ``{placeholder}``), with any run of spaces or a line break between its words.
A variant that a sentence really needs goes into ``EXCEPTIONS`` with the reason."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.catalogues import translations

ROOT = Path(__file__).resolve().parents[1]

#: language -> {variant: the chosen word}. Comments name the game the thing belongs to.
GLOSSARY: dict[str, dict[str, str]] = {
    "en": {
        # Verso and Revorso: the face-down pile players draw from (a deck is a whole box of cards)
        r"the deck|an? empty deck|deck:|^deck$": "draw pile (Revorso), pile (Verso)",
        # Verso
        r"as it (?:lies|is)": "as shown",
        r"runs of|(?:a|the) run": "series",
        r"in a row": "that follow on (a series), in their row (a colour's row)",
        r"equals? a card|card equal to": "identical",
        r"make-believe": "simulated opponent",
        r"the discard(?!\s+pile)": "discard pile",
        r"nicely played|real talent|seasoned player|expert|grand master": (
            "the solo ratings: nice play, pure talent, model player, professional player, legend of the deck"
        ),
        r"typical game|(?:45|55) (?:good|great)": "an average game, 45 pure talent, 55 professional player",
        r"ranks?": "rating",
        # Recto Verso
        r"builder": "front partner (both partners are builders)",
        r"\(partner [ab]\)": "the front partner, the back partner",
        r"calls done|say 'done'": "calls Recto! / Verso!",
        r"both sides (?:match|are checked)|sides? of the (?:building|card)": "facade",
        r"4×4 grid|grid of 4 by 4": "board (the grid is the time grid)",
        r"cell by cell|empty cells?": "square",
        r"scoring grid": "time grid",
        r"failed tries|^tries$": "attempts",
        r"countdown": "timer",
        r"normal game": "party game",
        r"the turn passes to the left": "the next round passes to the left",
        # Revorso
        r"winnings|pile of cards won": "won pile",
        r"mat": "action space",
        r"face-down row|first and last cards of a row": "sequence",
        r"their top card|on top of your sequence": "next card",
        r"top card of (?:\{player\}'s|your|their) sequence": "next card",
        # DJ05135
        r"(?:from|to|into|of) the middle|(?:cards?|face up|hand) in the middle|middle cards?": "centre",
        r"pictograms?": "picture",
        r"magnifying glass(?:es)?|the glass": "magnifier",
        r"flip three|flip one(?!\s+(?:of|card))": "flip 1, flip 3",
        # seats
        r"humans?|bots?|virtual players?|AI": "person, computer player",
    },
    "fr": {
        # Verso
        r"(?:une|votre|dernière) suite": "série",
        # Recto Verso
        r"rangement": "réserve",
        r"puzzle": "casse-tête",
        r"énigme": "casse-tête",
        r"étapes?": "marche (of the ladder)",
        r"échelle à deux": "échelle coopérative",
        r"partie à plusieurs": "jeu à plusieurs",
        # Revorso
        r"tests? de mémoire": "épreuve de mémoire",
        r"son test": "son épreuve",
        r"vole? 2": "Vol de 2",
        r"piles? gagnées?": "butin",
        r"gains": "butin",
        r"switch": "Échange",
        r"tapis": "emplacement Action",
        r"(?:votre|toute la) suite": "séquence",
        # seats
        r"joueurs? virtuels?": "joueur ordinateur",
    },
    "it": {
        # Recto Verso
        r"vassoio": "riserva",
        r"plancia": "tabellone",
        r"tapp[ae]": "gradino",
        r"salita": "scalata",
        r"round": "turno",
        r"partner": "compagno",
        r"giocatori? attivi?": "giocatore di turno",
        r"gioco di gruppo": "gara",
        r"indizi[oi]?": "suggerimento",
        # Revorso
        r"tappetino": "zona Azione",
        r"vincite": "bottino",
        r"pil[ae] vint[ae]": "bottino",
        r"test(?: di memoria)?": "prova di memoria",
        r"recit\w*": "ripetere",
        # seats
        r"giocatori? virtuali": "giocatore computer",
        r"giocatori? del computer": "giocatore computer",
    },
    "pt": {
        # Verso
        r"[cq]uringas?|coringas?": "joker",
        r"pilhas?(?: de compra)?": "monte",
        r"carta do topo": "carta de cima",
        r"baralho (?:está )?vazio|baralho acaba|baralho se esgota": "monte",
        r"deposit\w*": "pôr no banco",
        r"fecha(?:r)? uma (?:última )?série": "pôr no banco",
        # Recto Verso
        r"bandejas?": "reserva",
        r"quebra-cabeças": "puzzle",
        r"etapas?": "degrau",
        r"escada a dois": "escada cooperativa",
        r"jogo em grupo": "jogo de grupo",
        # Revorso
        r"testes? de memória": "prova de memória",
        r"pilhas? ganhas?": "tesouro",
        r"roubar 2": "Rouba 2",
        r"switch": "Troca",
        r"tapete": "espaço de Ação",
        r"cartas? de (?:ação|efeito|símbolo)": "Carta Ação, Carta Efeito, Carta Símbolo",
        r"recit(?:ar|a|as|am|ando)": "dizer",
        # regional words (European Portuguese)
        r"celulares?": "telemóvel",
        r"tela": "ecrã",
        r"arquivos?": "ficheiro",
        # seats
        r"jogador(?:es)? virtua(?:l|is)": "jogador do computador",
    },
}

#: (language, variant, a piece of the text or the English source, the reason the variant stays).
EXCEPTIONS: list[tuple[str, str, str, str]] = [
    ("en", r"the deck|an? empty deck|deck:|^deck$", "Legend of the deck", "a solo rating's name, not a pile"),
    ("en", r"the deck|an? empty deck|deck:|^deck$", "legend of the deck", "a solo rating's name, not a pile"),
    ("en", r"as it (?:lies|is)", "play a card to the centre as it is", "DJ05135: a card keeps its side"),
    ("en", r"as it (?:lies|is)", "Printed as it is shown", "a printed page, not a card taken"),
    ("fr", r"étapes?", "Step %1 of %2", "a step of a guided game, not a stage of the ladder"),
    (
        "fr",
        r"étapes?",
        "Go back one step (when a choice can be undone)",
        "a step back in a choice, not the ladder",
    ),
    ("fr", r"étapes?", "pendant que vous lisez ces étapes", "the steps of the guided game"),
    ("fr", r"étapes?", "quand vous fermez cette étape", "the step of the guided game"),
]


def _sources() -> Iterator[tuple[str, str]]:
    """The English of the catalogues: every source, and the English catalogue's plural forms."""
    sources: dict[str, None] = {}
    for lang in sorted(GLOSSARY):
        if lang != "en":
            root = ET.parse(ROOT / "resources" / "i18n" / f"rectoverso_{lang}.ts").getroot()
            sources.update((message.findtext("source") or "", None) for message in root.iter("message"))
    for source in sources:
        yield f"source {source!r}", source
    root = ET.parse(ROOT / "resources" / "i18n" / "rectoverso_en.ts").getroot()
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        for form in message.iter("numerusform"):
            yield f"rectoverso_en.ts: {source!r}", form.text or ""


def _catalogue(lang: str) -> Iterator[tuple[str, str]]:
    if lang == "en":
        yield from _sources()
        return
    for source, form in translations(lang):
        yield f"rectoverso_{lang}.ts: {source!r}", form


def _strings(value: Any, key: str = "") -> Iterator[str]:
    """The words a guide shows: what its steps, hints and skipped steps say, and its seats' names."""
    if isinstance(value, str):
        if key in ("say", "hints", "skipped", "name"):
            yield value
    elif isinstance(value, dict):
        for name, item in value.items():
            yield from _strings(item, name)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item, key)


def _texts(lang: str) -> Iterator[tuple[str, str]]:
    """(where, text) for every text of one language; a rules paragraph is one text."""
    yield from _catalogue(lang)
    for path in sorted((ROOT / "resources" / "rules").glob(f"*.{lang}.md")):
        lines = path.read_text(encoding="utf-8").splitlines()
        start = 0
        for number, line in enumerate([*lines, ""], 1):
            if not line.strip():
                paragraph = " ".join(text.lstrip("> ") for text in lines[start : number - 1])
                if paragraph.strip():
                    yield f"{path.name}:{start + 1}", paragraph
                start = number
    for path in sorted((ROOT / "resources" / "guides").glob(f"*.{lang}.json")):
        for text in _strings(json.loads(path.read_text(encoding="utf-8"))):
            yield path.name, text


def _pattern(variant: str) -> re.Pattern[str]:
    words = variant.replace(" ", r"\s+")
    return re.compile(rf"(?<![\w{{])(?:{words})(?![\w}}])", re.IGNORECASE)


def _excused(lang: str, variant: str, where: str, text: str) -> bool:
    return any(
        (each, v) == (lang, variant) and (piece in text or piece in where) for each, v, piece, _ in EXCEPTIONS
    )


def _variants_in(lang: str, texts: list[tuple[str, str]]) -> list[str]:
    found = []
    for variant, chosen in GLOSSARY[lang].items():
        pattern = _pattern(variant)
        for where, text in texts:
            for match in pattern.finditer(text):
                if not _excused(lang, variant, where, text):
                    found.append(f"{where}: {match.group(0)!r} (say {chosen!r}) in {text!r}")
    return found


@pytest.mark.parametrize("lang", sorted(GLOSSARY))
def test_every_text_uses_the_chosen_word_for_each_thing(lang: str) -> None:
    found = _variants_in(lang, list(_texts(lang)))
    assert not found, "\n".join(found)


@pytest.mark.parametrize("lang", sorted(GLOSSARY))
def test_every_exception_is_still_needed(lang: str) -> None:
    texts = list(_texts(lang))
    unused = [
        (variant, piece)
        for each, variant, piece, _ in EXCEPTIONS
        if each == lang
        and not any(
            _pattern(variant).search(text) and (piece in text or piece in where) for where, text in texts
        )
    ]
    assert not unused, unused


def test_the_check_matches_whole_words_only() -> None:
    texts = [
        ("a", "Esta é a pilha de compra."),
        ("b", "O Sam tirou um Curinga azul."),
        ("c", "A tua\ncarta do topo"),
        ("d", "Cartas de símbolo"),
    ]
    assert len(_variants_in("pt", texts)) == 4
    plain = [
        ("a", "Empilha as cartas."),  # "pilha" inside another word
        ("b", "Round {round}: costruiscono"),  # a placeholder, not the word
        ("c", "Tocca a te: pesca una carta."),
    ]
    assert not _variants_in("pt", plain[:1])
    assert _variants_in("it", plain[1:]) == [f"b: 'Round' (say 'turno') in {plain[1][1]!r}"]
    assert not _variants_in("fr", [("d", "Jouez la suite, ou « Terminer ici » quand vous voulez.")])
    assert not _variants_in("fr", [("e", "Revenez tout de suite à la séquence.")])
    english = [
        ("a", "Deck: %1"),
        ("b", "The deck is empty: stop and recite."),
        ("c", "Take {card} as it is"),
        ("d", "Sam took a card from the middle."),
    ]
    assert len(_variants_in("en", english)) == 4
    assert not _variants_in(
        "en",
        [
            ("a", "Count out {deck} cards from the {full_deck}-card deck."),  # a box's deck, not the pile
            ("b", "With 6 to 10 players, shuffle two decks together."),
            ("c", "A hand whose cards all match counts as a matching hand."),  # "mat" inside a word
            ("d", "Put the box in the middle of the table."),  # the table's middle, not DJ05135's centre
            ("e", "The front partner and the back partner are both builders."),
        ],
    )
