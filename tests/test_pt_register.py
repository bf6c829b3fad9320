"""The Portuguese text speaks to the player as "tu" (informal European Portuguese), as the rules,
the guides and the Italian translation do: never "você", "a sua vez" or "Escolha o seu lugar".

"seu/sua" is also the third person ("%1 joga no seu telemóvel"), so the markers below are phrases
that only the polite "você" register uses for the player. A group or a class may still be spoken to
in the plural ("vocês", "desviem os olhos")."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from tests.catalogues import translations

ROOT = Path(__file__).resolve().parents[1]

#: Formal imperatives ("você" forms) that began a sentence before the text moved to "tu"
#: ("Descarte" is left out: it is also the noun, the discard pile).
FORMAL_IMPERATIVES = (
    "Escolha|Tire|Jogue|Observe|Clique|Toque|Carregue|Prima|Espere|Aguarde|Tente|Ponha|Faça|Diga|Veja|Olhe|Siga|"
    "Segure|Imprima|Pare|Recite|Chame|Feche|Leia|Exporte|Instale|Procure|Vire|Pergunte|Volte|Confira|Aprenda|"
    "Recorte|Pontue|Marque|Adivinhe|Troque|Repare|Ative|Use|Arraste|Verifique|Termine"
)
#: Each marker reads as the polite "você" addressed to the player, never as a third person.
MARKERS = (
    re.compile(r"\bvocê\b", re.IGNORECASE),  # "vocês", the plural, is allowed
    re.compile(r"\b[Aa] sua vez\b"),  # "da sua vez" (a player's turn) does not match
    re.compile(r"(?:^|[.!?:]\s+)Na sua vez\b"),
    re.compile(r"\b[Oo] seu lugar\b"),
    re.compile(r"\b[Oo] seu nome\b"),
    re.compile(r"\b[Aa] sua mão\b"),
    re.compile(r"\b[Aa] sua sequência\b"),
    re.compile(r"\b[Aa]s suas cartas\b"),
    re.compile(r"\b[Aa]s suas jogadas\b"),
    re.compile(r"\b[Aa] sua (?:última )?jogada\b"),
    re.compile(r"\bvirados? para si\b"),
    # at the start of a sentence, or after a colon or "Por favor," in either case
    re.compile(rf"(?:^|[.!?]\s+|«|\()(?:{FORMAL_IMPERATIVES})\b"),
    re.compile(rf"(?:[:;]\s+|[Pp]or favor,?\s+)(?i:{FORMAL_IMPERATIVES})\b"),
)

#: Translations that match a marker but speak of a third person, by their English source.
THIRD_PERSON = {
    # all of {player}'s cards, told to the others in the game log
    "{player} scores a point ({points}): all their cards match on the side they see.",
    "{player} scores a point ({points}): all their cards match on the side everyone else sees.",
}


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


def _texts() -> Iterator[tuple[str, str]]:
    """(where, text) for every Portuguese text that may speak to the player."""
    for source, text in translations("pt"):
        if source not in THIRD_PERSON:
            yield f"rectoverso_pt.ts: {source!r}", text
    for path in sorted((ROOT / "resources" / "rules").glob("*.pt.md")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            yield f"{path.name}:{number}", line
    for path in sorted((ROOT / "resources" / "guides").glob("*.pt.json")):
        for text in _strings(json.loads(path.read_text(encoding="utf-8"))):
            yield path.name, text


def _polite(text: str) -> list[str]:
    return [match.group(0).strip() for marker in MARKERS for match in marker.finditer(text)]


def test_portuguese_speaks_to_the_player_as_tu() -> None:
    found = [f"{where}: {text!r} ({', '.join(_polite(text))})" for where, text in _texts() if _polite(text)]
    assert not found, "\n".join(found)


def test_the_register_check_sees_the_polite_forms_and_spares_the_third_person() -> None:
    polite = (
        "É a sua vez",
        "Escolha o seu lugar",
        "A sua mão (os lados que vê)",
        "Não é a sua vez: observe a mesa.",
        "Na sua vez, tire a carta do topo.",
        "Hibernar: pare já e recite a sua sequência.",
        "Por favor, escolha outro nome.",
        "Por favor, Escolha outro nome.",
        "Rouba 2: escolha a pilha a roubar.",
        "As mãos dos outros (os lados virados para si)",
        "você",
    )
    assert all(_polite(text) for text in polite), [text for text in polite if not _polite(text)]
    plain = (
        "É a tua vez",
        "Escolhe o teu lugar",
        "%1 joga no seu telemóvel…",
        "Só pontua no fim da sua própria vez.",
        "O Max só pontua no fim da sua próxima vez.",
        "Descarta a carta se for idêntica a outra das suas cartas.",
        "uma carta feita por vocês pode escondê-la",
        "É a vez de %1. Todos os outros, desviem os olhos do ecrã!",
        "quando uma escolha se pode desfazer",
        "Entre os empatados, ganha quem tiver mais mel.",
        "Uma peça pode ir para qualquer sítio.",
    )
    assert not any(_polite(text) for text in plain), [text for text in plain if _polite(text)]
