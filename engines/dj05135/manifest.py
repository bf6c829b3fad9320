"""DJ05135 declares itself to the app, the export and the tools (see :mod:`engines.manifest`)."""

from engines.manifest import GameSpec, OptionSpec
from engines.text import t

#: The first player to this many points wins at once (the rules, the score keeper, the setup guide).
POINTS_TO_WIN = 3

SPEC = GameSpec(
    id="dj05135",
    name=t("DJ05135"),
    subtitle=t("You see one side of your animals, the others see the other"),
    state="engines.dj05135.game:DJ05135State",
    box_players=range(2, 5),
    default_players=3,
    view="app.dj05135.view:DJ05135TableView",
    view_modes=(None, "setup", "cover", "end"),
    tile_art="paint_animal_cards",
    winner_rule=t("The first player to reach {points} points wins at once.", points=POINTS_TO_WIN),
    intro=t(
        "Every card has an animal on both sides. You hold your cards so that you see one side "
        "and everybody else sees the other. On your turn: play a card to the centre, do what "
        "its round picture says, then take a card from the centre. When all the cards you see "
        "show the same animal (or all show the magnifier) at the end of your turn, you "
        "win a point. Three points win."
    ),
    options=(
        OptionSpec("first_player", t("The youngest player starts"), low=0, high=3, seat=True),
        OptionSpec(
            "other_side_scoring",
            t("Score with the side the others see"),
            note=t("Harder: you must guess your own hand."),
        ),
        OptionSpec("turn_limit", t("Most turns (0: no limit)"), low=0, high=10_000),
    ),
    # The beginner collects one animal; the strong bot remembers the sides it has seen.
    own_bots={"random": "engines.dj05135.bots:BeginnerBot", "strong": "engines.dj05135.bots:SideMemoryBot"},
    seat_words="app.dj05135.words:computer_words",
    decks=("dj05135/deck.json",),
    deck_art="export.decks:animal_cards",
    sheets=("export.sheets:dj_sheet",),
    aid="export.aids:DJ05135_AID",
    score_target=POINTS_TO_WIN,
    checklist="engines.setup_guide:dj05135_checklist",
    phone="tableserver.games.dj05135:DJ05135Phone",
    order=40,
)
