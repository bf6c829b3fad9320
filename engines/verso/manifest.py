"""Verso declares itself to the app, the export and the tools (see :mod:`engines.manifest`)."""

from engines.manifest import GameSpec, OptionSpec
from engines.text import t

SPEC = GameSpec(
    id="verso",
    name=t("Verso"),
    subtitle=t("Draw or flip, bank series, build the square — 1 to 6 players or solo"),
    state="engines.verso.game:VersoState",
    box_players=range(1, 7),
    default_players=3,
    view="app.verso.view:VersoTableView",
    view_modes=(None, "setup", "solo", "end"),
    tile_art="paint_cards_flip",
    intro=t(
        "Take the top card as shown or flipped, bank series of one colour, and complete the "
        "square of three cards in each colour. Everything is face up, so players can share "
        "one screen: the table always shows whose turn it is."
    ),
    options=(
        OptionSpec("wrap", t("A series may run on from 6 to 1 (e.g. 5-6-1)")),
        OptionSpec(
            "square_rescore",
            t("The square scores again"),
            choices=("broken", "series"),
            choice_labels=(t("once it was broken and formed again"), t("only after banking a series")),
        ),
        OptionSpec("jokers_identical", t("Two jokers of one colour count as identical cards")),
    ),
    # The greedy bot reads the points a back shows; the strong one samples the hidden faces
    # and plays solo games with the learned planner.
    own_bots={"greedy": "engines.verso.bots:VersoGreedyBot", "strong": "engines.verso.bots:VersoStrongBot"},
    decks=("verso/deck.json",),
    deck_art="export.decks:verso_cards",
    sheets=("export.sheets:verso_sheet",),
    aid="export.aids:VERSO_AID",
    checklist="engines.setup_guide:verso_checklist",
    phone="tableserver.games.verso:VersoPhone",
    order=20,
)
