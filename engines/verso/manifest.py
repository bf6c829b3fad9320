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
    view_modes=(None, "solo", "end"),
    tile_art="paint_cards_flip",
    options=(
        OptionSpec("wrap", t("A series may run from 6 back to 1")),
        OptionSpec("square_rescore", t("When a square scores again"), choices=("broken", "series")),
        OptionSpec("jokers_identical", t("Two jokers of one colour count as identical")),
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
