"""Recto Verso declares itself to the app, the export and the tools (see :mod:`engines.manifest`)."""

from engines.manifest import GameSpec, OptionSpec
from engines.text import t

SPEC = GameSpec(
    id="recto_verso",
    name=t("Recto Verso"),
    subtitle=t("Rebuild the building from its front and back: puzzle, party, co-op ladder"),
    state="engines.recto_verso.game:RectoVersoGame",
    box_players=range(2, 7),
    default_players=4,
    view="app.recto_verso.view:RectoVersoBuilderView",
    view_modes=(None, "puzzle", "party", "ladder"),
    tile_art="paint_isometric_building",
    options=(
        OptionSpec("mode", t("Mode"), choices=("auto", "puzzle", "party", "ladder")),
        OptionSpec("level", t("Level"), choices=("easy", "hard")),
        OptionSpec("ladder_tries", t("Failed attempts that end the ladder (0: no limit)"), low=0, high=30),
        OptionSpec(
            "ladder_check",
            t("Check it for us"),
            note=t(
                "For young children: a ladder attempt ends as soon as the building is right, with no calls."
            ),
        ),
    ),
    bots=(),
    decks=("recto_verso/cards.json",),
    deck_art="export.decks:building_cards",
    deck_reader="engines.recto_verso.cards:cards_from_file_data",
    sheets=("export.sheets:recto_verso_sheet", "export.sheets:ladder_sheet", "export.sheets:partner_tokens"),
    aid="export.aids:RECTO_VERSO_AID",
    checklist="engines.setup_guide:recto_verso_checklist",
    setup_choices=frozenset({"level"}),
    phone="tableserver.games.recto_verso:RectoVersoPhone",
    served_rounds="engines.recto_verso.calls:served_rounds",
    order=10,
)
