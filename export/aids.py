# ruff: noqa: E501  (long sentences of player-aid text read better unbroken)
"""One-page player aids, one per game, in English, French, Italian and Portuguese.

Short reminders written for this project in its own words (DESIGN.md §3 decides where
the publishers' rules are silent); pictures come from the same card art.
"""

from __future__ import annotations

from export.art.common import INK
from export.art.dj05135 import PICTOGRAMS, pictogram
from export.art.fonts import text_width
from export.art.primitives import Drawing, Group, Item, Text
from export.art.revorso import KINDS, revorso_symbol
from export.art.verso import COLOURS, verso_symbol

__all__ = ["AIDS", "player_aid", "wrap"]

AIDS: dict[str, dict[str, tuple[str, list[str]]]] = {
    "recto_verso": {
        "en": (
            "Recto Verso — player aid",
            [
                "Two partners sit face to face with a building card between them: one sees the front facade, the other the back.",
                "Together, rebuild the building on the 4×4 board with every piece of the level (easy: 10, hard: 11 with red).",
                "No cube may float: each cube above the floor needs a cube right under it.",
                "Say 'done' and turn the card: both facades must match cell by cell, empty cells too.",
                "Score by time with the time grid; any mistake scores 0.",
                "3–6 players: swap partners each round and flip a partner token; the game ends when all tokens are flipped.",
                "Co-op ladder for two: beat each of the 7 time limits in turn.",
            ],
        ),
        "fr": (
            "Recto Verso — aide de jeu",
            [
                "Deux partenaires face à face, une carte bâtiment entre eux : l'un voit la façade avant, l'autre l'arrière.",
                "Ensemble, reconstruisez le bâtiment sur le plateau 4×4 avec toutes les pièces du niveau (facile : 10, difficile : 11 avec le rouge).",
                "Aucun cube ne flotte : chaque cube en hauteur repose sur un cube juste en dessous.",
                "Dites « fini » et retournez la carte : les deux façades doivent correspondre case par case, cases vides comprises.",
                "Marquez selon le temps avec la grille ; une erreur vaut 0.",
                "De 3 à 6 : changez de partenaire à chaque manche et retournez un jeton ; la partie s'arrête quand tous sont retournés.",
                "Échelle coopérative à deux : battez les 7 temps limites l'un après l'autre.",
            ],
        ),
        "it": (
            "Recto Verso — promemoria",
            [
                "Due partner uno di fronte all'altro, una carta edificio in mezzo: uno vede la facciata davanti, l'altro quella dietro.",
                "Insieme ricostruite l'edificio sulla griglia 4×4 con tutti i pezzi del livello (facile: 10, difficile: 11 con il rosso).",
                "Nessun cubo sospeso: ogni cubo in alto poggia su un cubo subito sotto.",
                "Dite 'fatto' e girate la carta: le due facciate devono coincidere casella per casella, anche quelle vuote.",
                "Punti secondo il tempo con la griglia; un errore vale 0.",
                "Da 3 a 6: cambiate partner a ogni turno e girate un gettone; si finisce quando sono tutti girati.",
                "Scala cooperativa in due: battete uno dopo l'altro i 7 tempi limite.",
            ],
        ),
        "pt": (
            "Recto Verso — ajuda de jogo",
            [
                "Dois parceiros frente a frente, uma carta de edifício entre eles: um vê a fachada da frente, o outro a de trás.",
                "Juntos, reconstruam o edifício no tabuleiro 4×4 com todas as peças do nível (fácil: 10, difícil: 11 com o vermelho).",
                "Nenhum cubo flutua: cada cubo acima do chão assenta num cubo logo abaixo.",
                "Digam 'pronto' e virem a carta: as duas fachadas têm de coincidir casa a casa, incluindo as vazias.",
                "Pontue pelo tempo com a grelha; qualquer erro vale 0.",
                "De 3 a 6: troquem de parceiro a cada ronda e virem uma ficha; o jogo acaba quando todas estiverem viradas.",
                "Escada cooperativa a dois: batam os 7 tempos limite, um após o outro.",
            ],
        ),
    },
    "verso": {
        "en": (
            "Verso — player aid",
            [
                "Each card has two faces: a colour (sea, land, sky), a value 1–6 or a joker, and 1 or 3 points.",
                "On your turn take the top card as shown or flipped. You must flip it if it equals a card you hold.",
                "Keep one row per colour. A card equal to one you hold is discarded.",
                "Bank a series of 2–6 cards of one colour in a row (jokers fill gaps): score their points, discard the two highest.",
                "After you bank, each neighbour flips their highest card of that colour.",
                "Exactly three cards in each colour makes a square: 7 points at once, again only after it was broken.",
                "When the deck is empty, each player may bank one last series.",
            ],
        ),
        "fr": (
            "Verso — aide de jeu",
            [
                "Chaque carte a deux faces : une couleur (mer, terre, ciel), une valeur de 1 à 6 ou un joker, et 1 ou 3 points.",
                "À votre tour, prenez la carte du dessus telle quelle ou retournée ; retournez-la si elle est identique à une des vôtres.",
                "Une rangée par couleur. Une carte identique à une des vôtres est défaussée.",
                "Encaissez une suite de 2 à 6 cartes d'une couleur (les jokers bouchent les trous) : marquez leurs points, défaussez les deux plus fortes.",
                "Ensuite, chaque voisin retourne sa plus forte carte de cette couleur.",
                "Exactement trois cartes dans chaque couleur forment un carré : 7 points tout de suite, à nouveau seulement après l'avoir défait.",
                "Quand la pioche est vide, chacun peut encaisser une dernière suite.",
            ],
        ),
        "it": (
            "Verso — promemoria",
            [
                "Ogni carta ha due facce: un colore (mare, terra, cielo), un valore da 1 a 6 o un jolly, e 1 o 3 punti.",
                "Nel tuo turno prendi la carta in cima così com'è o girata; girala se è uguale a una delle tue.",
                "Una fila per colore. Una carta uguale a una delle tue va scartata.",
                "Incassa una serie di 2–6 carte di un colore (i jolly coprono i buchi): segna i punti, scarta le due più alte.",
                "Poi ogni vicino gira la sua carta più alta di quel colore.",
                "Esattamente tre carte per colore formano un quadrato: 7 punti subito, di nuovo solo dopo averlo rotto.",
                "Finito il mazzo, ognuno può incassare un'ultima serie.",
            ],
        ),
        "pt": (
            "Verso — ajuda de jogo",
            [
                "Cada carta tem duas faces: uma cor (mar, terra, céu), um valor de 1 a 6 ou um joker, e 1 ou 3 pontos.",
                "Na sua vez, tire a carta do topo como está ou virada; vire-a se for igual a uma das suas.",
                "Uma fila por cor. Uma carta igual a uma das suas é descartada.",
                "Feche uma série de 2 a 6 cartas de uma cor (os jokers tapam buracos): marque os pontos, descarte as duas mais altas.",
                "Depois, cada vizinho vira a sua carta mais alta dessa cor.",
                "Exatamente três cartas de cada cor formam um quadrado: 7 pontos logo, de novo só depois de desfeito.",
                "Com o baralho vazio, cada um pode fechar uma última série.",
            ],
        ),
    },
    "revorso": {
        "en": (
            "Revorso — player aid",
            [
                "Draw cards one by one into a face-down row; stop whenever you like.",
                "Then name the symbols from the last drawn to the first. All right: keep them. One wrong: lose them all.",
                "+3: draw three more. Steal 2: take two cards from a won pile. Hibernate: your drawing stops at once.",
                "Bear: during someone's memory test, guess their top card to win it. Switch: swap the first and last cards of a row.",
                "Keep at most one action card. Each symbol scores 1, honey scores 2; ties go to the most honey.",
            ],
        ),
        "fr": (
            "Revorso — aide de jeu",
            [
                "Piochez les cartes une à une dans une rangée face cachée ; arrêtez quand vous voulez.",
                "Puis nommez les symboles du dernier au premier. Tout juste : gardez-les. Une erreur : tout est perdu.",
                "+3 : piochez trois de plus. Vole 2 : prenez deux cartes d'une pile gagnée. Hibernation : vous arrêtez aussitôt.",
                "Ours : pendant le test d'un autre, devinez sa carte du dessus pour la gagner. Switch : échangez la première et la dernière carte.",
                "Une seule carte action à la fois. Chaque symbole vaut 1, le miel 2 ; à égalité, le plus de miel gagne.",
            ],
        ),
        "it": (
            "Revorso — promemoria",
            [
                "Pesca le carte una alla volta in una fila coperta; fermati quando vuoi.",
                "Poi nomina i simboli dall'ultimo pescato al primo. Tutto giusto: li tieni. Un errore: perdi tutto.",
                "+3: pesca altre tre. Ruba 2: prendi due carte da una pila vinta. Letargo: la pesca finisce subito.",
                "Orso: durante il test di un altro, indovina la sua carta in cima per vincerla. Switch: scambia la prima e l'ultima carta.",
                "Al massimo una carta azione. Ogni simbolo vale 1, il miele 2; in parità vince chi ha più miele.",
            ],
        ),
        "pt": (
            "Revorso — ajuda de jogo",
            [
                "Tire cartas uma a uma para uma fila virada para baixo; pare quando quiser.",
                "Depois diga os símbolos do último ao primeiro. Tudo certo: fica com eles. Um erro: perde tudo.",
                "+3: tire mais três. Rouba 2: leve duas cartas de uma pilha ganha. Hibernar: a sua vez de tirar acaba logo.",
                "Urso: no teste de outro, adivinhe a carta do topo para a ganhar. Switch: troque a primeira e a última carta.",
                "No máximo uma carta de ação. Cada símbolo vale 1, o mel 2; no empate ganha quem tem mais mel.",
            ],
        ),
    },
    "dj05135": {
        "en": (
            "DJ05135 — player aid",
            [
                "Hold your cards so that you see one side and everyone else sees the other side.",
                "On your turn: play a card to the centre as it is, do its picture's action, then take a card from the centre.",
                "Cards keep the way they face when played and when taken.",
                "End of your turn: if all the animals you see in your hand are the same, score 1 point.",
                "First to 3 points wins.",
            ],
        ),
        "fr": (
            "DJ05135 — aide de jeu",
            [
                "Tenez vos cartes pour voir une face ; les autres voient l'autre face.",
                "À votre tour : posez une carte au centre telle quelle, faites l'action de son image, puis prenez une carte au centre.",
                "Les cartes gardent leur sens quand on les pose et quand on les prend.",
                "À la fin de votre tour : si tous les animaux que vous voyez sont pareils, 1 point.",
                "Le premier à 3 points gagne.",
            ],
        ),
        "it": (
            "DJ05135 — promemoria",
            [
                "Tieni le carte in modo da vedere un lato; gli altri vedono l'altro lato.",
                "Nel tuo turno: metti una carta al centro così com'è, fai l'azione del disegno, poi prendi una carta dal centro.",
                "Le carte restano girate come sono quando le giochi e quando le prendi.",
                "Alla fine del tuo turno: se gli animali che vedi sono tutti uguali, 1 punto.",
                "Vince chi arriva per primo a 3 punti.",
            ],
        ),
        "pt": (
            "DJ05135 — ajuda de jogo",
            [
                "Segure as cartas de modo a ver um lado; os outros veem o outro lado.",
                "Na sua vez: jogue uma carta para o centro como está, faça a ação do desenho e depois tire uma carta do centro.",
                "As cartas ficam viradas como estão quando são jogadas e quando são tiradas.",
                "No fim da sua vez: se todos os animais que vê forem iguais, ganha 1 ponto.",
                "Ganha quem chegar primeiro a 3 pontos.",
            ],
        ),
    },
}

LEGENDS: dict[str, dict[str, str]] = {
    "en": {
        "skip": "next player skips",
        "reverse": "reverse direction",
        "flip_centre": "flip 3 centre cards",
        "flip_hand": "flip 1 card in a hand",
        "steal": "take a card from a hand",
        "magnifier": "no action",
    },
    "fr": {
        "skip": "le suivant passe",
        "reverse": "changez de sens",
        "flip_centre": "retournez 3 cartes du centre",
        "flip_hand": "retournez 1 carte d'une main",
        "steal": "prenez une carte d'une main",
        "magnifier": "pas d'action",
    },
    "it": {
        "skip": "il prossimo salta",
        "reverse": "cambia direzione",
        "flip_centre": "gira 3 carte al centro",
        "flip_hand": "gira 1 carta di una mano",
        "steal": "prendi una carta da una mano",
        "magnifier": "nessuna azione",
    },
    "pt": {
        "skip": "o seguinte passa",
        "reverse": "inverte o sentido",
        "flip_centre": "vira 3 cartas do centro",
        "flip_hand": "vira 1 carta de uma mão",
        "steal": "tira uma carta de uma mão",
        "magnifier": "sem ação",
    },
}

SYMBOL_NAMES: dict[str, dict[str, str]] = {
    "en": {
        "blue": "sea",
        "green": "land",
        "orange": "sky",
        "juice": "juice",
        "tuna": "tuna",
        "cushion": "cushion",
        "carrot": "carrot",
        "honey": "honey (2)",
        "plus3": "+3",
        "steal2": "Steal 2",
        "hibernate": "Hibernate",
        "bear": "Bear",
        "switch": "Switch",
    },
    "fr": {
        "blue": "mer",
        "green": "terre",
        "orange": "ciel",
        "juice": "jus",
        "tuna": "thon",
        "cushion": "coussin",
        "carrot": "carotte",
        "honey": "miel (2)",
        "plus3": "+3",
        "steal2": "Vole 2",
        "hibernate": "Hibernation",
        "bear": "Ours",
        "switch": "Switch",
    },
    "it": {
        "blue": "mare",
        "green": "terra",
        "orange": "cielo",
        "juice": "succo",
        "tuna": "tonno",
        "cushion": "cuscino",
        "carrot": "carota",
        "honey": "miele (2)",
        "plus3": "+3",
        "steal2": "Ruba 2",
        "hibernate": "Letargo",
        "bear": "Orso",
        "switch": "Switch",
    },
    "pt": {
        "blue": "mar",
        "green": "terra",
        "orange": "céu",
        "juice": "sumo",
        "tuna": "atum",
        "cushion": "almofada",
        "carrot": "cenoura",
        "honey": "mel (2)",
        "plus3": "+3",
        "steal2": "Rouba 2",
        "hibernate": "Hibernar",
        "bear": "Urso",
        "switch": "Switch",
    },
}

_MARGIN = 18.0


def wrap(text: str, width: float, font: str, size: float) -> list[str]:
    """Break ``text`` into lines no wider than ``width`` mm."""
    lines: list[str] = []
    current = ""
    for word in text.split():
        trial = f"{current} {word}".strip()
        if current and text_width(trial, font, size) > width:
            lines.append(current)
            current = word
        else:
            current = trial
    if current:
        lines.append(current)
    return lines


def _legend(game: str, lang: str, y: float, page_w: float) -> list[Item]:
    items: list[Item] = []
    if game == "dj05135":
        legend = LEGENDS.get(lang, LEGENDS["en"])
        for k, kind in enumerate(PICTOGRAMS):
            x = _MARGIN + 12 + (k % 3) * (page_w - 2 * _MARGIN) / 3
            yy = y + 14 + (k // 3) * 30
            items.append(Group((pictogram(kind, 8, caption=""),), translate=(x, yy)))
            for j, part in enumerate(wrap(legend[kind], 36, "Vera", 3.4)):
                items.append(Text(x + 11, yy + j * 4.2, part, font="Vera", size=3.4, fill=INK))
    elif game == "revorso":
        names = SYMBOL_NAMES.get(lang, SYMBOL_NAMES["en"])
        for k, kind in enumerate(KINDS):
            x = _MARGIN + 12 + (k % 5) * (page_w - 2 * _MARGIN) / 5
            yy = y + 12 + (k // 5) * 30
            items.append(Group((revorso_symbol(kind, 8),), translate=(x, yy)))
            items.append(Text(x, yy + 14, names[kind], font="Vera", size=3.4, anchor="middle", fill=INK))
    elif game == "verso":
        names = SYMBOL_NAMES.get(lang, SYMBOL_NAMES["en"])
        for k, colour in enumerate(COLOURS):
            x = _MARGIN + 14 + k * 50
            items.append(Group((verso_symbol(colour, 9),), translate=(x, y + 12)))
            items.append(Text(x, y + 27, names[colour], font="Vera", size=3.8, anchor="middle", fill=INK))
    return items


def player_aid(game: str, page: tuple[float, float], lang: str = "en") -> Drawing:
    """The aid page for ``game`` in ``lang`` (English when the language is unknown)."""
    texts = AIDS[game]
    title, points = texts.get(lang, texts["en"])
    page_w, _ = page
    width = page_w - 2 * _MARGIN - 8
    items: list[Item] = [Text(_MARGIN, _MARGIN + 8, title, size=8, fill=INK)]
    y = _MARGIN + 24
    size = 4.6
    for point in points:
        lines = wrap(point, width, "Vera", size)
        items.append(Text(_MARGIN, y, "•", size=size, fill=INK))
        for k, part in enumerate(lines):
            items.append(Text(_MARGIN + 6, y + k * size * 1.35, part, font="Vera", size=size, fill=INK))
        y += len(lines) * size * 1.35 + 4
    items += _legend(game, lang, y + 4, page_w)
    return Drawing(page[0], page[1], tuple(items), key=f"aid:{game}:{lang}:{page}")
