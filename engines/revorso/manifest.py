"""Revorso declares itself to the app, the export and the tools (see :mod:`engines.manifest`)."""

from engines.manifest import GameSpec, OptionSpec, TieBreak
from engines.text import t

SPEC = GameSpec(
    id="revorso",
    name=t("Revorso"),
    subtitle=t("Draw, remember, recite backwards — push your luck"),
    state="engines.revorso.game:RevorsoState",
    box_players=range(2, 11),
    default_players=4,
    view="app.revorso.view:RevorsoTableView",
    view_modes=(None, "setup", "memory", "end"),
    tile_art="paint_memory_row",
    winner_rule=t(
        "Most points wins; a tie goes to the tied player with more honey cards, or else is shared."
    ),
    intro=t(
        "Draw cards one by one and remember them: they are laid face down. Stop in time and "
        "name your sequence from the last card to the first to win it. Everything drawn is "
        "shown to all, so several people can share one screen."
    ),
    options=(
        OptionSpec(
            "switch_after_forced_stop",
            t("Switch may also be played after a forced stop (Hibernate or an empty draw pile)"),
        ),
    ),
    # Revorso's computer players are its memory bots, at three strengths.
    bots=(("strong", "easy"), ("strong", "medium"), ("strong", "hard")),
    # The memory-model bots replace the shared greedy and strong kinds (random stays shared).
    own_bots={"strong": "engines.revorso.bots:MemoryBot", "greedy": "engines.revorso.bots:GreedyMemoryBot"},
    decks=("revorso/deck.json",),
    deck_art="export.decks:revorso_cards",
    # two sheets of five players each: the game takes up to ten
    sheets=("export.sheets:revorso_sheet", "export.sheets:revorso_sheet_6_to_10"),
    aid="export.aids:REVORSO_AID",
    tie_break=TieBreak(
        header=t("Honey"),
        tooltip=t("Honey cards won: they break a tie"),
        result=t("★ In the lead: {players} (tie broken by honey)"),
    ),
    checklist="engines.setup_guide:revorso_checklist",
    phone="tableserver.games.revorso:RevorsoPhone",
    order=30,
)
